// Tensors made from host data or formulas, and copies.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/error.h"
#include "core/scalar.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr allocated_constant(Device& device, DType dtype, const Shape& shape) {
  check_shape(shape, "create");
  require_dtype_support(device, dtype, "create");
  auto node = std::make_shared<Node>();
  node->kind = OpKind::Constant;
  node->dtype = dtype;
  node->shape = shape;
  node->strides = contiguous_strides(shape);
  node->device = &device;
  node->storage = allocate_storage(device, node->nbytes());
  return node;
}

NodePtr constant(Device& device, DType dtype, const Shape& shape, const void* data) {
  check_shape(shape, "create");
  const size_t bytes = static_cast<size_t>(element_count(shape)) * itemsize(dtype);
  if (bytes > 0 && data == nullptr) fail(Status::InvalidArgument, "data is NULL but the tensor has " + std::to_string(element_count(shape)) + " elements");
  NodePtr node = allocated_constant(device, dtype, shape);
  if (bytes > 0) device.backend().write(*node->storage, 0, data, bytes);
  if (shape.empty()) {
    node->element.emplace();
    std::memcpy(node->element->bytes, data, bytes);
  }
  return node;
}

NodePtr full(Device& device, const Shape& shape, double value, DType dtype) {
  unsigned char element[16];  // complex128's two parts
  store_scalar(value, dtype, element);
  NodePtr scalar = constant(device, dtype, {}, element);
  return broadcast_to(scalar, shape);
}

namespace {

// n elements start + i * step, computed by the kernels in double (or float).
NodePtr arange_kernel(Device& device, double start, double step, int64_t n, DType dtype) {
  OpParams params;
  params.start = start;
  params.step = step;
  return make_kernel("arange", OpKind::Arange, dtype, {n}, device, {}, params);
}

}  // namespace

NodePtr arange(Device& device, double start, double stop, double step, DType dtype) {
  if (!std::isfinite(start) || !std::isfinite(stop) || !std::isfinite(step) || step == 0.0) {
    fail(Status::InvalidArgument, "arange: start, stop and step must be finite and step nonzero");
  }
  const double count = std::ceil((stop - start) / step);
  // Clamped before the conversion (a double past 2^63 does not convert); checked_count refuses it.
  const int64_t n = checked_count(count >= 0x1p62 ? INT64_MAX : count > 0 ? static_cast<int64_t>(count) : 0, "arange",
                                  "the element count");
  // Kernels compute start + i * step in double (or float): exact for integers below 2^53. An
  // integer range reaching past that is start + i * step in int64 arithmetic instead.
  const double reach = std::fabs(start) + std::fabs(step) * static_cast<double>(n > 0 ? n - 1 : 0);
  if (is_integer(dtype) && reach >= 0x1p53 && start == std::trunc(start) && step == std::trunc(step)) {
    // The index is a kernel itself, not this path again (past 2^53 elements it would recurse for
    // ever): exact up to 2^53, and a longer one (64 PiB of int64) is never evaluated whole.
    NodePtr index = arange_kernel(device, 0.0, 1.0, n, DType::Int64);
    NodePtr wide = binary(BinaryOp::Add, full(device, {}, start, DType::Int64),
                          binary(BinaryOp::Multiply, index, full(device, {}, step, DType::Int64)));
    return astype(wide, dtype);
  }
  return arange_kernel(device, start, step, n, dtype);
}

NodePtr eye(Device& device, int64_t n, int64_t m, int64_t k, DType dtype) {
  check_shape({n, m}, "eye");  // its result's shape: (0, INT64_MAX) is a valid empty one
  // ones where column - row == k: built from two aranges, so every backend gets it for free.
  DType index = (n < (int64_t{1} << 30) && m < (int64_t{1} << 30)) ? DType::Int32 : DType::Int64;
  if (k >= m || k <= -n) return full(device, {n, m}, 0.0, dtype);  // the diagonal misses the matrix
  NodePtr rows = reshape(arange(device, 0, static_cast<double>(n), 1, index), {n, 1});
  NodePtr cols = reshape(arange(device, 0, static_cast<double>(m), 1, index), {1, m});
  NodePtr diagonal = full(device, {}, static_cast<double>(k), index);
  NodePtr mask = binary(BinaryOp::Equal, binary(BinaryOp::Subtract, cols, rows), diagonal);
  return astype(mask, dtype);
}

NodePtr copy(const NodePtr& x) {
  if (is_complex(x->dtype)) return complex_copy(x);
  return make_kernel("copy", OpKind::Cast, x->dtype, x->shape, *x->device, {x});
}

NodePtr contiguous(const NodePtr& x) {
  return x->contiguous() ? x : copy(x);
}

}  // namespace kiln::ops
