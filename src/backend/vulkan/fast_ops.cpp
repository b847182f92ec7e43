// Kernel launches for the fused fast ops: Norm (norm.comp, a workgroup per row) and Attention
// (a workgroup per batch, head and block of queries: attention_coopmat.comp for float16 on the
// tensor cores where attention_choice.h allows it, else attention.comp in the variant for the
// smallest DMAX >= D; a few queries, a decoder's step, split over the keys: attention_split.comp).
#include <algorithm>
#include <cstddef>
#include <cstring>

#include "backend/vulkan/attention_choice.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr uint64_t kPerDispatch = uint64_t{1} << 30;

struct NormPush {  // norm.comp's push constants
  uint64_t x_ptr, weight_ptr, bias_ptr, out_ptr, rows, len, eps_bits, base;
};

struct AttentionParams {  // attention.comp's Params
  uint64_t q_ptr, k_ptr, v_ptr, mask_ptr, out_ptr;
  int64_t qs[3], ks[3], vs[3], ms[4];
  int64_t batch, heads, kv_heads, lq, lk, dim;
  float scale;
  uint32_t pad;
};

// attention_split.comp's Params: attention.comp's, then the split's partials and lengths.
struct SplitAttentionParams {
  AttentionParams attention;
  uint64_t partial_ptr;
  int64_t splits, split_keys;
};
// GLSL's std430 puts partial_ptr right after pad: no padding between the two parts.
static_assert(sizeof(AttentionParams) % 8 == 0 && offsetof(SplitAttentionParams, partial_ptr) == sizeof(AttentionParams));

struct AttentionPush {
  uint64_t params, base;
};

// attention.comp's head-size variants (one per DMAX); 0 when D is larger than all of them.
int64_t head_variant(int64_t dim) {
  for (int64_t dmax : {64, 128, 256}) {
    if (dim <= dmax) return dmax;
  }
  return 0;
}

void dispatch_groups(Recorder& rec, const std::string& kernel, const std::vector<uint32_t>& constants, void* push,
                     size_t push_bytes, uint64_t* base, uint64_t groups, const std::vector<Access>& accesses) {
  for (uint64_t g = 0; g < groups; g += kPerDispatch) {
    *base = g;
    rec.dispatch(kernel, constants, push, push_bytes, std::min(kPerDispatch, groups - g), accesses);
  }
}

AttentionLayout layout_of(const Node& node, bool has_mask) {
  const Node &q = *node.inputs.at(0), &k = *node.inputs.at(1), &v = *node.inputs.at(2);
  AttentionLayout l;
  l.dtype = node.dtype;
  l.dim = node.shape.at(3);
  l.queries = q.shape.at(2);
  l.keys = k.shape.at(2);
  l.has_mask = has_mask;
  l.q_strides.assign(q.strides.begin(), q.strides.end());
  l.k_strides.assign(k.strides.begin(), k.strides.end());
  l.v_strides.assign(v.strides.begin(), v.strides.end());
  l.q_address = element_address(q);
  l.k_address = element_address(k);
  l.v_address = element_address(v);
  return l;
}

// attention_split.comp: the keys split (attention_choice.h's split_attention_keys), each query
// row's splits into float32 partials, then their combination into the output.
void run_split_attention(Recorder& rec, const Node& node, const AttentionParams& p, std::vector<Access> accesses) {
  SplitAttentionParams s{p, 0, 0, split_attention_keys(p.lk)};
  s.splits = std::max<int64_t>(1, (p.lk + s.split_keys - 1) / s.split_keys);
  const auto rows = static_cast<uint64_t>(p.batch * p.heads * p.lq);
  Allocation partials = rec.scratch(static_cast<size_t>(rows * s.splits * (p.dim + 2) * 4));
  s.partial_ptr = partials.address;
  const Access partial_written{partials.address, partials.address + partials.size, true};
  const Access partial_read{partials.address, partials.address + partials.size, false};
  const Access output = accesses.at(3);  // run_attention's: q, k, v, the output, [the mask]
  accesses.erase(accesses.begin() + 3);
  accesses.push_back(partial_written);
  AttentionPush push{rec.upload(&s, sizeof(s)), 0};
  const std::vector<uint32_t> constants = {node.params.causal ? 1u : 0u, node.params.has_mask ? 1u : 0u};
  const std::string tag = dtype_tag(node.dtype);
  dispatch_groups(rec, "attention_split_" + tag, constants, &push, sizeof(push), &push.base,
                  rows * static_cast<uint64_t>(s.splits), accesses);
  const uint64_t elements = rows * static_cast<uint64_t>(p.dim);
  dispatch_groups(rec, "attention_combine_" + tag, {}, &push, sizeof(push), &push.base,
                  (elements + kSplitAttentionThreads - 1) / kSplitAttentionThreads, {partial_read, output});
}

}  // namespace

bool attention_runs_natively(const Node& node) {
  return node.dtype != DType::Float64 && head_variant(node.shape.at(3)) != 0;
}

void run_norm(Recorder& rec, const Node& node) {
  const Node& x = *node.inputs.at(0);
  if (!x.contiguous() || node.shape.empty()) fail(Status::Internal, "Vulkan norm: expects a compact input of rank >= 1");
  if (node.size() == 0) return;
  NormPush push{};
  push.len = static_cast<uint64_t>(node.shape.back());
  push.rows = static_cast<uint64_t>(node.size()) / push.len;
  push.x_ptr = element_address(x);
  push.out_ptr = element_address(node);
  std::vector<Access> accesses = {storage_access(x, false), storage_access(node, true)};
  size_t next = 1;
  if (node.params.has_weight) {
    push.weight_ptr = element_address(*node.inputs.at(next));
    accesses.push_back(storage_access(*node.inputs.at(next++), false));
  }
  if (node.params.has_bias) {
    push.bias_ptr = element_address(*node.inputs.at(next));
    accesses.push_back(storage_access(*node.inputs.at(next++), false));
  }
  if (node.dtype == DType::Float64) {
    std::memcpy(&push.eps_bits, &node.params.eps, 8);
  } else {
    const float eps = static_cast<float>(node.params.eps);
    uint32_t bits;
    std::memcpy(&bits, &eps, 4);
    push.eps_bits = bits;
  }
  const std::vector<uint32_t> constants = {node.params.rms ? 1u : 0u, node.params.has_weight ? 1u : 0u,
                                           node.params.has_bias ? 1u : 0u};
  dispatch_groups(rec, "norm_" + dtype_tag(node.dtype), constants, &push, sizeof(push), &push.base, push.rows, accesses);
}

void run_attention(Recorder& rec, const Node& node) {
  const Node &q = *node.inputs.at(0), &k = *node.inputs.at(1), &v = *node.inputs.at(2);
  const bool has_mask = node.params.has_mask;
  const int64_t dmax = head_variant(node.shape.at(3));
  if (dmax == 0 || node.dtype == DType::Float64) fail(Status::Internal, "Vulkan attention: no kernel for this node");
  if (node.size() == 0) return;
  AttentionParams params{};
  params.q_ptr = element_address(q);
  params.k_ptr = element_address(k);
  params.v_ptr = element_address(v);
  params.out_ptr = element_address(node);
  for (int d = 0; d < 3; ++d) {
    params.qs[d] = q.strides[d];
    params.ks[d] = k.strides[d];
    params.vs[d] = v.strides[d];
  }
  std::vector<Access> accesses = {storage_access(q, false), storage_access(k, false), storage_access(v, false),
                                  storage_access(node, true)};
  if (has_mask) {
    const Node& mask = *node.inputs.at(3);
    params.mask_ptr = element_address(mask);
    for (int d = 0; d < 4; ++d) params.ms[d] = mask.strides[d];
    accesses.push_back(storage_access(mask, false));
  }
  params.batch = q.shape[0];
  params.heads = q.shape[1];
  params.kv_heads = k.shape[1];
  params.lq = q.shape[2];
  params.lk = k.shape[2];
  params.dim = q.shape[3];
  params.scale = static_cast<float>(node.params.scale);
  if (split_attention_fits(params.lq)) return run_split_attention(rec, node, params, accesses);
  const CoopmatApi api = rec.context().features().coopmat_attention;
  const bool coopmat = choose_attention_kernel(layout_of(node, has_mask), api != CoopmatApi::None) ==
                       AttentionKernel::CoopmatFloat16;
  // The queries per workgroup: attention_coopmat.comp's BQ, attention.comp's.
  const int64_t block = coopmat ? kCoopmatAttentionQueries : dmax == 256 ? 8 : 16;
  const uint64_t groups = static_cast<uint64_t>(params.batch * params.heads * ((params.lq + block - 1) / block));
  AttentionPush push{rec.upload(&params, sizeof(params)), 0};
  if (coopmat) {
    // "khr:": the kernel's words rewritten for VK_KHR_cooperative_matrix (pipelines.cpp).
    const std::string kernel = std::string(api == CoopmatApi::KHR ? "khr:" : "") + "attention_coopmat_" +
                               std::to_string(params.dim) + "_" + dtype_tag(node.dtype);
    const FragmentLayout& f = rec.context().features().fragment_layout;
    dispatch_groups(rec, kernel,
                    {node.params.causal ? 1u : 0u, f.high_rows, f.columns, f.a_from_accumulator,
                     kCoopmatAttentionGroupHeads},
                    &push, sizeof(push), &push.base, groups, accesses);
    return;
  }
  const std::string kernel = "attention_" + std::to_string(dmax) + "_" + dtype_tag(node.dtype);
  dispatch_groups(rec, kernel, {node.params.causal ? 1u : 0u, has_mask ? 1u : 0u}, &push, sizeof(push), &push.base,
                  groups, accesses);
}

}  // namespace kiln::vulkan
