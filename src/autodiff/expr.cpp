// Helpers shared by the gradient rules (expr.h).
#include "autodiff/expr.h"

#include <numeric>

namespace kiln::autodiff {

NodePtr swap_last_two(const NodePtr& x) {
  std::vector<int64_t> axes(x->shape.size());
  std::iota(axes.begin(), axes.end(), 0);
  std::swap(axes[axes.size() - 1], axes[axes.size() - 2]);
  return ops::transpose(x, axes);
}

NodePtr positions_along(Device& device, const Shape& shape, size_t axis) {
  Shape line(shape.size(), 1);
  line[axis] = shape[axis];
  NodePtr iota = ops::arange(device, 0.0, static_cast<double>(shape[axis]), 1.0, DType::Int64);
  return ops::broadcast_to(ops::reshape(iota, line), shape);
}

NodePtr add_along(const Shape& shape, DType dtype, const NodePtr& index, const NodePtr& g, size_t axis) {
  Device& device = *g->device;
  std::vector<NodePtr> coordinates;
  for (size_t d = 0; d < shape.size(); ++d) {
    coordinates.push_back(d == axis ? index : positions_along(device, index->shape, d));
  }
  const int64_t count = element_count(index->shape);
  NodePtr at = ops::reshape(ops::stack(coordinates, -1), {count, static_cast<int64_t>(shape.size())});
  return ops::indexed_update(ops::full(device, shape, 0.0, dtype), at, ops::reshape(g, {count}), std::nullopt, true);
}

}  // namespace kiln::autodiff
