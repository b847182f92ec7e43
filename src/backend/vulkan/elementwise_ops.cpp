// Kernel launches for Unary, Binary, Where and Cast, and the shared elementwise launcher.
#include <algorithm>

#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr uint32_t kContig = 0, kScalar = 1, kStrided = 2;
constexpr uint64_t kChunk = uint64_t{1} << 30;  // elements per dispatch: 32-bit indices in the shader
constexpr uint32_t kGroup = 256;
constexpr uint32_t kVecUnroll = 4;  // uvec4s per thread on the VEC path (elementwise.glsl)

struct ElementwisePush {  // elementwise.glsl's push constants
  uint64_t ptr[4];
  uint64_t meta;
  uint64_t start;
  uint32_t count;
  uint32_t rank;
  uint64_t scalar;
};
static_assert(sizeof(ElementwisePush) == 64, "layout must match elementwise.glsl");

}  // namespace

const Allocation& allocation_of(const Node& node) {
  auto* s = dynamic_cast<VulkanStorage*>(node.storage.get());
  if (!s) fail(Status::Internal, "Vulkan: a node's storage does not belong to a Vulkan device");
  return s->allocation();
}

uint64_t element_address(const Node& node) {
  return allocation_of(node).address + static_cast<uint64_t>(node.offset) * itemsize(node.dtype);
}

Access storage_access(const Node& node, bool write, const void* tag) {
  const Allocation& a = allocation_of(node);
  return Access{a.address, a.address + a.size, write, tag};
}

std::string dtype_tag(DType dtype) { return std::to_string(static_cast<int>(dtype)); }

Shape merge_dimensions(const Shape& shape, const std::vector<Operand>& operands, std::vector<Strides>* merged) {
  size_t nops = operands.size();
  std::vector<Strides>& strides = *merged;
  strides.assign(nops, {});
  Shape dims;
  // Drop unit dimensions and merge neighbours that every operand walks as one.
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;
    bool merge = !dims.empty();
    for (size_t k = 0; k < nops && merge; ++k) merge = strides[k].back() == shape[d] * operands[k].strides[d];
    if (merge) {
      dims.back() *= shape[d];
      for (size_t k = 0; k < nops; ++k) strides[k].back() = operands[k].strides[d];
    } else {
      dims.push_back(shape[d]);
      for (size_t k = 0; k < nops; ++k) strides[k].push_back(operands[k].strides[d]);
    }
  }
  return dims;
}

void launch_elementwise(Recorder& rec, const std::string& kernel, uint32_t op, const Shape& shape,
                        const std::vector<Operand>& operands, const std::vector<Access>& accesses, uint64_t scalar,
                        bool vectorizable) {
  int64_t n = element_count(shape);
  if (n == 0) return;
  size_t nops = operands.size();

  std::vector<Strides> strides;
  Shape dims = merge_dimensions(shape, operands, &strides);
  Strides contiguous = contiguous_strides(dims);
  std::vector<uint32_t> constants = {op, kContig, kContig, kContig, kContig, 0};
  bool any_strided = false;
  for (size_t k = 0; k < nops; ++k) {
    bool all_zero = std::all_of(strides[k].begin(), strides[k].end(), [](int64_t s) { return s == 0; });
    uint32_t mode = strides[k] == contiguous ? kContig : (all_zero ? kScalar : kStrided);
    constants[1 + k] = mode;
    any_strided = any_strided || mode == kStrided;
  }

  ElementwisePush push{};
  push.rank = static_cast<uint32_t>(dims.size());
  push.scalar = scalar;
  if (any_strided) {
    std::vector<int64_t> table(dims.size() * 5, 0);
    std::copy(dims.begin(), dims.end(), table.begin());
    for (size_t k = 0; k < nops; ++k) std::copy(strides[k].begin(), strides[k].end(), table.begin() + (k + 1) * dims.size());
    push.meta = rec.upload(table.data(), table.size() * sizeof(int64_t));
  }
  uint64_t first_scalar = 0;  // elements before it went through the VEC path
  if (vectorizable && !any_strided && n >= 4 && constants[1] == kContig) {
    bool vec = true;
    for (size_t k = 0; k < nops; ++k) {
      vec = vec && operands[k].itemsize == 4 && (constants[1 + k] == kScalar || operands[k].address % 16 == 0);
    }
    if (vec) {
      first_scalar = static_cast<uint64_t>(n) / 4 * 4;
      std::vector<uint32_t> vec_constants = constants;
      vec_constants[5] = 1;
      for (uint64_t start = 0; start < first_scalar; start += kChunk) {  // kChunk is a multiple of 4
        uint64_t count = std::min<uint64_t>(kChunk, first_scalar - start);
        for (size_t k = 0; k < nops; ++k) {
          push.ptr[k] = operands[k].address + (constants[1 + k] == kContig ? start * 4 : 0);
        }
        push.start = start;
        push.count = static_cast<uint32_t>(count);
        uint64_t per_group = uint64_t{kGroup} * kVecUnroll * 4;
        rec.dispatch(kernel, vec_constants, &push, sizeof(push), (count + per_group - 1) / per_group, accesses);
      }
    }
  }
  for (uint64_t start = first_scalar; start < static_cast<uint64_t>(n); start += kChunk) {
    uint64_t count = std::min<uint64_t>(kChunk, n - start);
    for (size_t k = 0; k < nops; ++k) {
      push.ptr[k] = operands[k].address + (constants[1 + k] == kContig ? start * operands[k].itemsize : 0);
    }
    push.start = start;
    push.count = static_cast<uint32_t>(count);
    rec.dispatch(kernel, constants, &push, sizeof(push), (count + kGroup - 1) / kGroup, accesses);
  }
}

namespace {

Operand input_operand(const Node& in, const Shape& out_shape) {
  if (in.shape != out_shape) fail(Status::Internal, "Vulkan: elementwise input shape differs from the output's");
  return Operand{element_address(in), in.strides, itemsize(in.dtype)};
}

Operand output_operand(const Node& out) {
  return Operand{element_address(out), contiguous_strides(out.shape), itemsize(out.dtype)};
}

[[noreturn]] void unsupported(const char* what, const char* op, DType dtype) {
  fail(Status::Unsupported, std::string("Vulkan backend: ") + what + " " + op + " is not implemented for " + dtype_name(dtype));
}

// GLSL has no double exp/log/sin/...: these run on the CPU for float64.
template <class Op>
bool needs_float64_math(Op op, DType t) { return op_info(op).transcendental && t == DType::Float64; }

}  // namespace

bool kernel_takes(const OpInfo& info, DType t) {
  switch (info.operands) {
    case OperandRule::Float: return is_floating(t);
    case OperandRule::NoFloat: case OperandRule::Integer: return !is_floating(t);
    default: return true;
  }
}

bool has_native_kernel(const Node& node, bool float64, bool int64_atomics) {
  if (node.kind == OpKind::Linalg) return linalg_runs_natively(node, float64);  // else the CPU's LAPACK
  if (node.kind == OpKind::Fft) return false;  // VulkanBackend::runs_natively asks fft_runs_natively
  // The 8-byte scatter variants hold 64-bit atomics (put's never runs them, but declares them).
  if (node.kind == OpKind::Scatter && itemsize(node.dtype) == 8 && !int64_atomics) return false;
  // Put's winners are int32 update numbers; sort positions are uint32 with one sentinel value.
  if (node.kind == OpKind::Scatter && !node.params.accumulate && node.inputs.at(1)->size() >= (int64_t{1} << 31)) return false;
  if (node.kind == OpKind::Argsort && !node.shape.empty() && node.shape.back() >= (int64_t{1} << 32) - 1) return false;
  if (node.kind == OpKind::Attention && !attention_runs_natively(node)) return false;
  if (!window_kernel_fits(node)) return false;
  bool touches_float64 = node.dtype == DType::Float64;
  for (const auto& input : node.inputs) touches_float64 = touches_float64 || input->dtype == DType::Float64;
  if (touches_float64 && !float64) return false;
  if (node.inputs.empty() || node.inputs.front()->dtype != DType::Float64) return true;
  if (node.kind == OpKind::Unary) return !needs_float64_math(node.params.unary, DType::Float64);
  if (node.kind == OpKind::Binary) return !needs_float64_math(node.params.binary, DType::Float64);
  if (node.kind == OpKind::Scan) return !op_info(node.params.scan).transcendental;
  return true;
}

void run_unary(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  UnaryOp op = node.params.unary;
  DType t = in.dtype;
  if (!kernel_takes(op_info(op), t) || needs_float64_math(op, t)) unsupported("unary", unary_name(op), t);
  DType expect = unary_output_is_bool(op) ? DType::Bool : t;
  if (node.dtype != expect) fail(Status::Internal, "Vulkan: unary output dtype mismatch");
  launch_elementwise(rec, "unary_" + dtype_tag(t), static_cast<uint32_t>(op), node.shape,
                     {output_operand(node), input_operand(in, node.shape)},
                     {storage_access(node, true), storage_access(in, false)}, 0,
                     op_info(op).vectorizable);  // not the transcendental ops: lavapipe's vectoriser
                                                 // broke their exact steps (exp(9) 8 ulp off)
}

void run_binary(Recorder& rec, const Node& node) {
  const Node& a = *node.inputs.at(0);
  const Node& b = *node.inputs.at(1);
  BinaryOp op = node.params.binary;
  DType t = a.dtype;
  if (b.dtype != t) fail(Status::Internal, "Vulkan: binary inputs differ in dtype");
  if (!kernel_takes(op_info(op), t) || needs_float64_math(op, t)) unsupported("binary", binary_name(op), t);
  DType expect = binary_output_is_bool(op) ? DType::Bool : t;
  if (node.dtype != expect) fail(Status::Internal, "Vulkan: binary output dtype mismatch");
  launch_elementwise(rec, "binary_" + dtype_tag(t), static_cast<uint32_t>(op), node.shape,
                     {output_operand(node), input_operand(a, node.shape), input_operand(b, node.shape)},
                     {storage_access(node, true), storage_access(a, false), storage_access(b, false)}, 0,
                     op_info(op).vectorizable);
}

void run_where(Recorder& rec, const Node& node) {
  const Node& c = *node.inputs.at(0);
  const Node& x = *node.inputs.at(1);
  const Node& y = *node.inputs.at(2);
  if (c.dtype != DType::Bool || x.dtype != node.dtype || y.dtype != node.dtype) {
    fail(Status::Internal, "Vulkan: where expects a bool condition and matching dtypes");
  }
  launch_elementwise(rec, "where_" + dtype_tag(same_size_unsigned(node.dtype)), 0, node.shape,
                     {output_operand(node), input_operand(c, node.shape), input_operand(x, node.shape),
                      input_operand(y, node.shape)},
                     {storage_access(node, true), storage_access(c, false), storage_access(x, false),
                      storage_access(y, false)});
}

void run_cast(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  if (in.dtype == node.dtype && in.contiguous() && node.nbytes() % 4 == 0) {
    // A contiguous copy moves 32-bit words whatever the dtype, so it takes the VEC path.
    Shape words = {static_cast<int64_t>(node.nbytes() / 4)};
    launch_elementwise(rec, "copy_" + dtype_tag(DType::UInt32), 0, words,
                       {Operand{element_address(node), {1}, 4}, Operand{element_address(in), {1}, 4}},
                       {storage_access(node, true), storage_access(in, false)}, 0, true);
    return;
  }
  if (run_tiled_transpose(rec, node)) return;
  std::string kernel = in.dtype == node.dtype
                           ? "copy_" + dtype_tag(same_size_unsigned(in.dtype))
                           : "cast_" + dtype_tag(in.dtype) + "_" + dtype_tag(node.dtype);
  launch_elementwise(rec, kernel, 0, node.shape, {output_operand(node), input_operand(in, node.shape)},
                     {storage_access(node, true), storage_access(in, false)});
}

}  // namespace kiln::vulkan
