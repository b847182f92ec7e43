#include "backend/vulkan/cublaslt_matmul.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include "backend/vulkan/ops.h"
#include "core/error.h"
#include "interop/cuda/gemm_plan.h"

namespace kiln::vulkan {

namespace {

// Below this many multiply-adds the Vulkan kernels keep the product.
constexpr double kMinWork = 512.0 * 512.0 * 512.0;
// ... and below this many where Vulkan work of the eval comes right before it or may follow it
// (the engines would alternate). On the H100 each switch between Vulkan's work and CUDA's cost
// about 150 us, shared timeline or host waits alike (a chain of 64^3 products each followed by a
// Vulkan tanh: 300 us a link; a product alone in its eval: 21.7 us), which the tensor cores win back only from about
// 4096^3 (float16: 286 against 707 TF/s). Products that end their eval (alone, or an MLP block
// with its epilogues in cuBLASLt) do not alternate; a product with attention or a norm after it in
// the eval (a decoder layer) does (Recorder::products_to_end). docs/benchmarks.md, sessions 31, 33.
constexpr double kMinWorkAfterVulkan = 1.0e11;
constexpr int64_t kMaxInt8Depth = (int64_t{1} << 31) / (128 * 128) - 1;

// KILN_CUDA_HANDOFF=wait orders the two engines from the host (a wait before and after each
// product) instead of on the GPU: to measure what the shared timeline saves, or to rule it out.
bool hand_off_wanted() {
  const char* mode = std::getenv("KILN_CUDA_HANDOFF");
  return !mode || std::string(mode) != "wait";
}

bool gemm_type(DType dtype, cuda::GemmType* out) {
  switch (dtype) {
    case DType::Float16: *out = cuda::GemmType::Float16; return true;
    case DType::BFloat16: *out = cuda::GemmType::BFloat16; return true;
    case DType::Float32: *out = cuda::GemmType::Float32; return true;
    // uint8 too: the product wrapped to 8 bits is the same whichever signedness the bytes are read with.
    case DType::Int8: case DType::UInt8: *out = cuda::GemmType::Int8; return true;
    default: return false;
  }
}

// The batch stride of an operand whose batch axes collapse to one (cuda::collapsed_batch_stride);
// false for those that do not (left to the Vulkan kernels).
bool batch_stride(const Node& operand, const Node& product, int64_t* stride) {
  const size_t batch_rank = product.shape.size() - 2;
  const auto head = [batch_rank](const std::vector<int64_t>& v) {
    return std::vector<int64_t>(v.begin(), v.begin() + static_cast<long>(batch_rank));
  };
  return cuda::collapsed_batch_stride(head(product.shape), head(operand.shape), head(operand.strides), stride);
}

bool cuda_address_of(Allocator& memory, const Node& node, uint64_t* address) {
  std::string why;
  if (!memory.cuda_address(allocation_of(node), address, &why)) return false;
  *address += static_cast<uint64_t>(node.offset) * itemsize(node.dtype);
  return true;
}

// Sets the plan's epilogue when `blas` is one and its memory suits cuBLASLt: the result stored
// compact, the bias evaluated, 16-byte aligned and imported into CUDA.
bool use_blas_epilogue(Allocator& memory, const BlasEpilogue& blas, cuda::GemmPlan* plan) {
  using Kind = BlasEpilogue::Kind;
  if (blas.kind == Kind::None || !blas.result->storage || !blas.result->contiguous() || !blas.bias->storage) return false;
  uint64_t bias = 0;
  if (!cuda_address_of(memory, *blas.bias, &bias) || bias % 16 != 0) return false;
  plan->bias = bias;
  plan->epilogue = blas.kind == Kind::Bias       ? cuda::GemmEpilogue::Bias
                   : blas.kind == Kind::BiasRelu ? cuda::GemmEpilogue::BiasRelu
                                                 : cuda::GemmEpilogue::BiasGeluTanh;
  return true;
}

// KILN_CUBLASLT_MIN_WORK (multiply-adds, read once) moves the size from which products go to
// cuBLASLt: the boundary's cost depends on the GPU and driver (bench/cuda_boundary_probe.py).
double min_work() {
  static const double work = [] {
    const char* v = std::getenv("KILN_CUBLASLT_MIN_WORK");
    const double parsed = v ? std::strtod(v, nullptr) : 0.0;
    return parsed > 0.0 ? parsed : kMinWork;
  }();
  return work;
}

bool refuse(std::string* why, const char* reason) {
  *why = reason;
  return false;
}

// Where the product goes, as CUDA and Vulkan address it.
struct Destination {
  uint64_t cuda = 0, vulkan = 0;
  Access access;
};

bool node_destination(Allocator& memory, const Node& node, Destination* d) {
  if (!cuda_address_of(memory, node, &d->cuda)) return false;
  d->vulkan = element_address(node);
  d->access = storage_access(node, true);
  return true;
}

bool scratch_destination(Recorder& rec, size_t bytes, Destination* d) {
  const Allocation scratch = rec.scratch(bytes);
  std::string why;
  if (!rec.device_memory().cuda_address(scratch, &d->cuda, &why)) return false;
  d->vulkan = scratch.address;
  d->access = Access{scratch.address, scratch.address + scratch.size, true};
  return true;
}

// Runs the product on cuBLASLt after the work recorded so far, before what is recorded next.
void run_in_order(Recorder& rec, cuda::CublasLtGemm& gemm, const cuda::GemmPlan& plan, uint64_t a, uint64_t b,
                  uint64_t out) {
  std::string why;
  cuda::SharedTimeline* timeline = hand_off_wanted() && rec.can_hand_off() ? rec.cuda_timeline(&why) : nullptr;
  if (timeline) {  // ordered on the GPU: the Vulkan work so far, the product, then what follows
    const HandOff h = rec.hand_off();
    bool signalled = false;
    if (!gemm.run_ordered(plan, b, a, out, {timeline, h.ready, h.done}, &signalled, &why)) {
      rec.abandon_hand_off(h, signalled);
      fail(Status::DeviceError, why);
    }
  } else {  // ordered by the host: what was recorded runs and finishes, then the product
    rec.submit();
    if (!gemm.run_and_wait(plan, b, a, out, &why)) fail(Status::DeviceError, why);
  }
}

// An int8 product's int32 result, wrapped to the output's 8 bits by the cast kernel.
void narrow_to(Recorder& rec, const Destination& wide, const Node& node) {
  const Strides compact_strides = contiguous_strides(node.shape);
  launch_elementwise(rec, "cast_" + dtype_tag(DType::Int32) + "_" + dtype_tag(node.dtype), 0, node.shape,
                     {Operand{element_address(node), compact_strides, itemsize(node.dtype)},
                      Operand{wide.vulkan, compact_strides, 4}},
                     {storage_access(node, true), Access{wide.access.begin, wide.access.end, false}});
}

}  // namespace

// The product on cuBLASLt, or false with `why` (a layout, a dtype, no algorithm...).
bool try_cublaslt(Recorder& rec, const Node& node, const MatmulEpilogue* epilogue, const char* mode,
                  std::string* why) {
  const auto& layer = rec.context().cuda();
  const Node& a = *node.inputs.at(0);
  const Node& b = *node.inputs.at(1);
  const size_t rank = node.shape.size();
  cuda::RowMajorProduct p;
  if (!gemm_type(node.dtype, &p.type)) return refuse(why, "cuBLASLt takes float16, bfloat16, float32 and int8");
  const bool forced = mode && (std::strcmp(mode, "always") == 0 || std::strcmp(mode, "require") == 0);
  if (p.type == cuda::GemmType::Int8 && !forced) {  // measured: docs/benchmarks.md, session 31
    return refuse(why, "int8 stays on Kiln's tensor-core kernel (on the H100 3x cuBLASLt's int32 result and narrowing)");
  }
  if (rank < 2 || a.shape.size() != rank || b.shape.size() != rank) return refuse(why, "operands of another rank");
  p.m = a.shape[rank - 2];
  p.k = a.shape[rank - 1];
  p.n = b.shape[rank - 1];
  p.batch = element_count(Shape(node.shape.begin(), node.shape.end() - 2));
  const bool alternates = rec.has_recorded() || !rec.products_to_end();
  const double threshold = alternates ? std::max(min_work(), kMinWorkAfterVulkan) : min_work();
  if (p.batch > INT32_MAX || !gemm_pays(p, mode, threshold)) {
    return refuse(why, "too small to pay (for the switch after the Vulkan work before it), or switched off");
  }
  if (!batch_stride(a, node, &p.a_batch) || !batch_stride(b, node, &p.b_batch)) {
    return refuse(why, "batch axes that do not collapse to one stride");
  }
  p.a_row = a.strides[rank - 2];
  p.a_col = a.strides[rank - 1];
  p.b_row = b.strides[rank - 2];
  p.b_col = b.strides[rank - 1];
  if (node.storage && !node.contiguous()) return refuse(why, "a strided output");
  // int8: an int32 result (exact while K * 128 * 128 fits in it), narrowed into the node's storage.
  const bool wide = p.type == cuda::GemmType::Int8;
  if (wide && (!node.storage || p.k > kMaxInt8Depth)) return refuse(why, "an int8 product too deep for int32");
  cuda::GemmPlan plan;
  if (!cuda::plan_gemm(p, &plan, why)) return false;
  cuda::CublasLtGemm* gemm = layer->gemm(why);
  if (!gemm) return false;
  uint64_t a_address = 0, b_address = 0;
  Allocator& memory = rec.device_memory();
  if (!cuda_address_of(memory, a, &a_address) || !cuda_address_of(memory, b, &b_address)) {
    return refuse(why, "an operand's memory is not imported into CUDA");
  }
  // The fused group's bias and activation in cuBLASLt's store, where it has them and an algorithm.
  const BlasEpilogue* blas = epilogue ? &epilogue->blas : nullptr;
  if (blas && !use_blas_epilogue(memory, *blas, &plan)) blas = nullptr;
  if (blas && !gemm->supports(plan, why)) {
    plan.epilogue = cuda::GemmEpilogue::None;
    blas = nullptr;
  }
  if (!blas && !gemm->supports(plan, why)) return false;
  // Where the product goes: the group's result, its storage, int32 scratch for an int8 product, or
  // scratch when a fused group stores it nowhere.
  Destination out;
  bool ok = false;
  if (blas) {
    ok = node_destination(memory, *blas->result, &out);
  } else if (wide) {
    ok = scratch_destination(rec, static_cast<size_t>(node.size()) * 4, &out);
  } else {
    ok = node.storage ? node_destination(memory, node, &out)
                      : scratch_destination(rec, static_cast<size_t>(node.nbytes()), &out);
  }
  if (!ok) return refuse(why, "the result's memory is not imported into CUDA");
  run_in_order(rec, *gemm, plan, a_address, b_address, out.cuda);
  if (wide) narrow_to(rec, out, node);
  if (epilogue && !blas) epilogue->unfused(out.vulkan, out.access);  // bias, activation...: Vulkan kernels
  return true;
}

bool run_matmul_on_cublaslt(Recorder& rec, const Node& node, const MatmulEpilogue* epilogue) {
  if (!rec.context().cuda()) return false;
  const char* mode = std::getenv("KILN_CUBLASLT");
  std::string why;
  if (try_cublaslt(rec, node, epilogue, mode, &why)) return true;
  if (mode && std::string(mode) == "require") fail(Status::Unsupported, "KILN_CUBLASLT=require: the product stays on Vulkan: " + why);
  return false;
}

}  // namespace kiln::vulkan
