// unique: the distinct values of x (sorted, NaNs as one value after the others), how often each
// occurs, and for each element of x the index of its value. The number of distinct values
// depends on the data, so it is evaluated here; the rest stays lazy. A stable argsort brings
// equal values together; a running count of "differs from its left neighbour" numbers the
// groups; indexed_put / indexed_add over those group numbers give values, counts and inverse.
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

UniqueResult unique(const NodePtr& x) {
  Device& device = *x->device;
  const int64_t n = x->size();
  NodePtr flat = reshape(x, {n});
  NodePtr order = argsort(flat, 0, false);
  NodePtr sorted = take(flat, order, 0);
  // starts[i]: sorted[i] begins a new group (the first element, or unequal to its neighbour,
  // NaN counting as equal to NaN).
  NodePtr starts;
  if (n > 0) {
    NodePtr left = slice(sorted, {0}, {n - 1}, {1}), right = slice(sorted, {1}, {n}, {1});
    NodePtr differs = binary(BinaryOp::NotEqual, right, left);
    if (is_floating(x->dtype)) {
      NodePtr both_nan = binary(BinaryOp::LogicalAnd, unary(UnaryOp::IsNan, right), unary(UnaryOp::IsNan, left));
      differs = binary(BinaryOp::LogicalAnd, differs, unary(UnaryOp::LogicalNot, both_nan));
    }
    NodePtr first = full(device, {1}, 1.0, DType::Bool);
    starts = concatenate({first, differs}, 0);
  } else {
    starts = full(device, {0}, 0.0, DType::Bool);
  }
  NodePtr group = binary(BinaryOp::Subtract, scan(ScanOp::CumSum, astype(starts, DType::Int64), 0, false),
                         int64_scalar(device, 1));
  const int64_t distinct = n == 0 ? 0 : evaluate_int64(slice(group, {n - 1}, {n}, {1})) + 1;
  NodePtr rows = reshape(group, {n, 1});
  // Values: the first of each group (the updates in reverse order, so the first write is last).
  NodePtr values = indexed_update(full(device, {distinct}, 0.0, x->dtype), flip(rows, std::vector<int64_t>{0}),
                                  flip(sorted, std::vector<int64_t>{0}), std::nullopt, false);
  NodePtr counts = indexed_update(full(device, {distinct}, 0.0, DType::Int64), rows, full(device, {n}, 1.0, DType::Int64),
                                  std::nullopt, true);
  NodePtr inverse = indexed_update(full(device, {n}, 0.0, DType::Int64), reshape(order, {n, 1}), group, std::nullopt, false);
  return {values, counts, reshape(inverse, x->shape)};
}

}  // namespace kiln::ops
