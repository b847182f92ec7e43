// searchsorted: where each value of v would go in the sorted 1-d a to keep it sorted. Composed
// from the native stable argsort: sorting a and v together (v first for side left, so a value
// lands before a's equal elements; after them for side right), a value's sorted position less
// the number of values sorted before it is the number of a's elements before it; an indexed_put
// takes those counts back to the values' own positions. O((n + m) log(n + m)) rather than a
// binary search per value, but no kernel of its own.
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr searchsorted(const NodePtr& a, const NodePtr& v, bool right) {
  const char* op = "searchsorted";
  Device& device = common_device({a, v}, op);
  if (a->shape.size() != 1) {
    fail(Status::ShapeMismatch, std::string(op) + ": a must be 1-d, not " + shape_string(a->shape));
  }
  const DType t = promote_types(a->dtype, v->dtype);
  const int64_t n = a->size(), m = v->size();
  NodePtr values = reshape(astype(v, t), {m});
  NodePtr both = right ? concatenate({astype(a, t), values}, 0) : concatenate({values, astype(a, t)}, 0);
  NodePtr order = argsort(both, 0, false);
  // A position in `both` is one of v's when it is below m (left) or at least n (right).
  const int64_t first_value = right ? n : 0;
  auto scalar = [&](int64_t value) { return constant(device, DType::Int64, {}, &value); };
  NodePtr value_index = binary(BinaryOp::Subtract, order, scalar(first_value));
  NodePtr is_value = binary(BinaryOp::LogicalAnd, binary(BinaryOp::GreaterEqual, value_index, scalar(0)),
                            binary(BinaryOp::Less, value_index, scalar(m)));
  NodePtr values_before = scan(ScanOp::CumSum, astype(is_value, DType::Int64), 0, false);  // inclusive
  NodePtr position = arange(device, 0.0, static_cast<double>(n + m), 1.0, DType::Int64);
  NodePtr count = binary(BinaryOp::Subtract, binary(BinaryOp::Add, position, scalar(1)), values_before);
  // Non-values go to a spare slot m, sliced off.
  NodePtr slot = where(is_value, value_index, scalar(m));
  NodePtr placed = indexed_update(full(device, {m + 1}, 0.0, DType::Int64), reshape(slot, {n + m, 1}), count,
                                  std::nullopt, false);
  return reshape(slice(placed, {0}, {m}, {1}), v->shape);
}

}  // namespace kiln::ops
