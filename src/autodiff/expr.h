// The vocabulary gradient rules are written in: the ops layer's builders, and numbers as weak
// scalars (they take the dtype of the tensor beside them, so a float16 rule stays float16).
#pragma once

#include "ops/ops.h"
#include "ops/weak_scalar.h"

namespace kiln::autodiff {

using ops::binary;
using ops::unary;
using ops::where;

inline NodePtr number(const NodePtr& beside, double value) { return ops::weak_float(*beside->device, value); }

// Zeros of x's shape and dtype (a broadcast 0-d constant: no memory until something reads it).
inline NodePtr zeros_like(const Node& x) { return ops::full(*x.device, x.shape, 0.0, x.dtype); }

// x reshaped to `keep_shape` (its reduced axes as extent 1) and broadcast to `shape`.
inline NodePtr spread(const NodePtr& x, const Shape& keep_shape, const Shape& shape) {
  return ops::broadcast_to(ops::reshape(x, keep_shape), shape);
}

// x with its last two axes swapped (a view).
NodePtr swap_last_two(const NodePtr& x);

// The int64 positions 0..n-1 along `axis`, broadcast to `shape`.
NodePtr positions_along(Device& device, const Shape& shape, size_t axis);

// Zeros of `shape` and `dtype` with g added at the coordinates given by `index` along `axis` and by
// each element's own position along the other axes: the transpose of take_along_axis (index and g
// have the same shape, index clamped into the axis as take clamps).
NodePtr add_along(const Shape& shape, DType dtype, const NodePtr& index, const NodePtr& g, size_t axis);

}  // namespace kiln::autodiff
