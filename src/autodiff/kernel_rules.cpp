// Gradients of the reductions, scans, products and assembled copies.
#include <numeric>

#include "autodiff/expr.h"
#include "autodiff/rules.h"
#include "ops/graph.h"

namespace kiln::autodiff {
namespace {

// x's shape with the reduced axes as extent 1.
Shape keep_shape(const Node& x, const std::vector<int64_t>& axes) {
  Shape shape = x.shape;
  for (int64_t a : axes) shape[static_cast<size_t>(a)] = 1;
  return shape;
}

}  // namespace

std::vector<NodePtr> reduce_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& x = node->inputs[0];
  const Shape keep = keep_shape(*x, node->params.axes);
  NodePtr spread_g = spread(g, keep, x->shape);
  switch (node->params.reduce) {
    case ReduceOp::Sum:
      return {spread_g};
    case ReduceOp::Prod:
      return {binary(BinaryOp::Divide, binary(BinaryOp::Multiply, spread_g, spread(node, keep, x->shape)), x)};
    case ReduceOp::Max:
    case ReduceOp::Min: {  // shared by every element equal to the extreme
      NodePtr hit = binary(BinaryOp::Equal, x, spread(node, keep, x->shape));
      NodePtr count = ops::reduce(Reduction::Sum, ops::astype(hit, x->dtype), node->params.axes, true);
      return {where(hit, binary(BinaryOp::Divide, spread_g, ops::broadcast_to(count, x->shape)), number(g, 0.0))};
    }
    default:
      return {};
  }
}

std::vector<NodePtr> scan_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& x = node->inputs[0];
  const int64_t axis = node->params.axes[0];
  const bool back = !node->params.reverse;  // g flows against the scan's direction
  switch (node->params.scan) {
    case ScanOp::CumSum:
      return {ops::scan(ScanOp::CumSum, g, axis, back)};
    case ScanOp::CumProd:
      return {binary(BinaryOp::Divide, ops::scan(ScanOp::CumSum, binary(BinaryOp::Multiply, g, node), axis, back), x)};
    case ScanOp::CumMax:
    case ScanOp::CumMin: {
      // Each output came from the latest element (in scan order) equal to it: find its position.
      const size_t a = static_cast<size_t>(axis);
      NodePtr position = positions_along(*x->device, x->shape, a);
      NodePtr none = ops::int64_scalar(*x->device, node->params.reverse ? x->shape[a] : -1);
      NodePtr marked = where(binary(BinaryOp::Equal, x, node), position, none);
      NodePtr source = ops::scan(node->params.reverse ? ScanOp::CumMin : ScanOp::CumMax, marked, axis, node->params.reverse);
      return {add_along(x->shape, x->dtype, source, g, a)};
    }
    case ScanOp::LogCumSumExp: {  // exp(x - y_i) summed over later i, shifted by the line's maximum
      NodePtr top = ops::reduce(Reduction::Max, x, std::vector<int64_t>{axis}, true);
      NodePtr later = ops::scan(ScanOp::CumSum, binary(BinaryOp::Multiply, g, unary(UnaryOp::Exp, binary(BinaryOp::Subtract, top, node))),
                                axis, back);
      return {binary(BinaryOp::Multiply, unary(UnaryOp::Exp, binary(BinaryOp::Subtract, x, top)), later)};
    }
    default:
      return {};
  }
}

std::vector<NodePtr> matmul_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted) {
  const NodePtr& a = node->inputs[0];
  const NodePtr& b = node->inputs[1];
  return {wanted[0] ? ops::matmul(g, swap_last_two(b)) : nullptr, wanted[1] ? ops::matmul(swap_last_two(a), g) : nullptr};
}

std::vector<NodePtr> assemble_vjp(const NodePtr& node, const NodePtr& g) {
  std::vector<NodePtr> grads;
  const OpParams& p = node->params;
  for (size_t i = 0; i < node->inputs.size(); ++i) {
    const Shape& shape = node->inputs[i]->shape;
    const Shape& start = p.placements[i];
    std::vector<int64_t> stop(shape.size()), step(shape.size(), 1);
    for (size_t d = 0; d < shape.size(); ++d) {
      if (!p.placement_step.empty()) step[d] = p.placement_step[d];
      stop[d] = shape[d] == 0 ? start[d] : start[d] + (shape[d] - 1) * step[d] + 1;
    }
    grads.push_back(ops::slice(g, start, stop, step));
  }
  return grads;
}

}  // namespace kiln::autodiff
