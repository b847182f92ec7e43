// Ops that read elements at positions given by a tensor of indices.
#include <string>

#include "core/error.h"
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
  OpParams params;
  params.axes = {static_cast<int64_t>(a)};
  // Kernels and the bounds check read compact int64 indices.
  NodePtr compact_indices = contiguous(astype(indices, DType::Int64));
  return make_kernel(op, OpKind::Take, x->dtype, shape, device, {x, compact_indices}, params);
}

}  // namespace kiln::ops
