// Ops that read elements at positions given by a tensor of indices.
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr take(const NodePtr& x, const NodePtr& indices, int64_t axis) {
  const char* op = "take";
  Device& device = common_device({x, indices}, op);
  if (!is_integer(indices->dtype)) {
    fail(Status::UnsupportedDType, std::string(op) + ": indices must have an integer dtype, not " + dtype_name(indices->dtype));
  }
  const size_t a = static_cast<size_t>(normalize_axes(std::vector<int64_t>{axis}, x->shape.size(), op).at(0));
  if (x->shape[a] == 0 && indices->size() > 0) {
    fail(Status::IndexOutOfRange, std::string(op) + ": axis " + std::to_string(a) + " has size 0, so no index is in range");
  }
  Shape shape(x->shape.begin(), x->shape.begin() + static_cast<std::ptrdiff_t>(a));
  shape.insert(shape.end(), indices->shape.begin(), indices->shape.end());
  shape.insert(shape.end(), x->shape.begin() + static_cast<std::ptrdiff_t>(a) + 1, x->shape.end());
  if (is_complex(x->dtype)) return complex_take(x, indices, static_cast<int64_t>(a));
  OpParams params;
  params.axes = {static_cast<int64_t>(a)};
  // Kernels and the bounds check read compact int64 indices.
  NodePtr compact_indices = contiguous(astype(indices, DType::Int64));
  return make_kernel(op, OpKind::Take, x->dtype, shape, device, {x, compact_indices}, params);
}

NodePtr take_along_axis(const NodePtr& x, const NodePtr& indices, int64_t axis) {
  const char* op = "take_along_axis";
  Device& device = common_device({x, indices}, op);
  if (!is_integer(indices->dtype)) {
    fail(Status::UnsupportedDType, std::string(op) + ": indices must have an integer dtype, not " + dtype_name(indices->dtype));
  }
  const size_t rank = x->shape.size();
  if (indices->shape.size() != rank) {
    fail(Status::ShapeMismatch, std::string(op) + ": indices have " + std::to_string(indices->shape.size()) +
                                    " dimensions, x has " + std::to_string(rank));
  }
  const size_t a = static_cast<size_t>(normalize_axes(std::vector<int64_t>{axis}, rank, op).at(0));
  if (is_complex(x->dtype)) {  // the float pairs, each index reading both parts
    NodePtr pairs = take_along_axis(complex_pairs(x), expand_dims(indices, {static_cast<int64_t>(rank)}), static_cast<int64_t>(a));
    return complex_from_pairs(pairs, x->dtype);
  }
  // Every other dimension broadcasts between x and the indices.
  Shape shape(rank), x_shape(rank);
  for (size_t d = 0; d < rank; ++d) {
    const int64_t n = x->shape[d], m = indices->shape[d];
    if (d == a) {
      shape[d] = m;
      x_shape[d] = n;
      continue;
    }
    if (n != m && n != 1 && m != 1) {
      fail(Status::ShapeMismatch, std::string(op) + ": x " + shape_string(x->shape) + " and indices " +
                                      shape_string(indices->shape) + " do not broadcast off axis " + std::to_string(a));
    }
    shape[d] = x_shape[d] = n == 1 ? m : n;
  }
  if (x->shape[a] == 0 && element_count(shape) > 0) {
    fail(Status::IndexOutOfRange, std::string(op) + ": axis " + std::to_string(a) + " has size 0, so no index is in range");
  }
  OpParams params;
  params.axes = {static_cast<int64_t>(a)};
  params.along = true;
  // Kernels and the bounds check read compact int64 indices of the output's shape.
  NodePtr compact_indices = contiguous(broadcast_to(astype(indices, DType::Int64), shape));
  return make_kernel(op, OpKind::Take, x->dtype, shape, device, {broadcast_to(x, x_shape), compact_indices}, params);
}

}  // namespace kiln::ops
