// Gradients of indexed reads and writes: a read's gradient is added back at the positions it
// read; a write's flows to the updates at the positions they landed.
#include "autodiff/expr.h"
#include "autodiff/rules.h"
#include "ops/graph.h"

namespace kiln::autodiff {

std::vector<NodePtr> take_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& x = node->inputs[0];
  const NodePtr& index = node->inputs[1];
  const size_t axis = static_cast<size_t>(node->params.axes[0]);
  if (node->params.along) return {add_along(x->shape, x->dtype, index, g, axis)};
  // g is x's leading axes, the index axes, x's trailing axes: bring the index axes first.
  const size_t rank = x->shape.size(), k = index->shape.size();
  std::vector<int64_t> order;
  for (size_t d = axis; d < axis + k; ++d) order.push_back(static_cast<int64_t>(d));
  for (size_t d = 0; d < axis; ++d) order.push_back(static_cast<int64_t>(d));
  for (size_t d = axis + k; d < rank - 1 + k; ++d) order.push_back(static_cast<int64_t>(d));
  const int64_t count = element_count(index->shape);
  Shape updates = {count};
  for (size_t d = 0; d < rank; ++d) {
    if (d != axis) updates.push_back(x->shape[d]);
  }
  NodePtr rows = ops::reshape(index, {count, 1});
  NodePtr values = ops::reshape(ops::transpose(g, order), updates);
  return {ops::indexed_update(zeros_like(*x), rows, values, std::vector<int64_t>{static_cast<int64_t>(axis)}, true)};
}

std::vector<NodePtr> scatter_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& rows = node->inputs[1];
  const NodePtr& updates = node->inputs[2];
  NodePtr landed = ops::take(g, rows, 0);
  if (node->params.accumulate) return {g, nullptr, landed};
  // Put: the last update to a row wins, so only it gets g, and the base gets none there.
  Device& device = *g->device;
  const int64_t n = node->shape[0], m = rows->shape[0];
  NodePtr order = ops::reshape(ops::arange(device, 0.0, static_cast<double>(m), 1.0, DType::Int64), {m, 1});
  NodePtr writer = ops::make_kernel("indexed_put", OpKind::Scatter, DType::Int64, {n, 1}, device,
                                    {ops::contiguous(ops::full(device, {n, 1}, -1.0, DType::Int64)), rows, order},
                                    node->params);
  NodePtr won = binary(BinaryOp::Equal, ops::take(writer, rows, 0), order);
  NodePtr cleared = ops::make_kernel("indexed_put", OpKind::Scatter, g->dtype, node->shape, device,
                                     {ops::contiguous(g), rows, ops::contiguous(zeros_like(*updates))}, node->params);
  return {cleared, nullptr, where(won, landed, number(g, 0.0))};
}

}  // namespace kiln::autodiff
