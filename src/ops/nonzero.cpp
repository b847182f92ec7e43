// argwhere: the coordinates of the nonzero elements, in row-major order. The result's length
// depends on the data, so the count is evaluated here; the rest stays lazy. Each selected element
// gets its slot from a running count (cumulative_sum of the mask), an indexed_put moves its flat
// position there (the others go to one spare slot, sliced off), and floor_divide / remainder
// by the strides turn flat positions into coordinates.
#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr argwhere(const NodePtr& x) {
  Device& device = *x->device;
  const int64_t n = x->size();
  const int64_t rank = static_cast<int64_t>(x->shape.size());
  NodePtr mask = astype(reshape(x, {n}), DType::Bool);  // NaN counts as nonzero, -0.0 as zero
  NodePtr counts = scan(ScanOp::CumSum, astype(mask, DType::Int64), 0, false);
  const int64_t total = n == 0 ? 0 : evaluate_int64(slice(counts, {n - 1}, {n}, {1}));
  NodePtr slots = where(mask, binary(BinaryOp::Subtract, counts, int64_scalar(device, 1)), int64_scalar(device, total));
  NodePtr positions = arange(device, 0.0, static_cast<double>(n), 1.0, DType::Int64);
  NodePtr placed = indexed_update(full(device, {total + 1}, 0.0, DType::Int64), reshape(slots, {n, 1}), positions,
                                  std::nullopt, false);
  NodePtr flat = slice(placed, {0}, {total}, {1});
  if (rank == 0) return full(device, {total, 0}, 0.0, DType::Int64);
  std::vector<NodePtr> columns;
  int64_t stride = n == 0 ? 1 : n;
  for (int64_t d = 0; d < rank; ++d) {
    const int64_t extent = x->shape[static_cast<size_t>(d)];
    stride = extent == 0 ? 1 : stride / extent;
    NodePtr column = binary(BinaryOp::FloorDivide, flat, int64_scalar(device, stride));
    if (d > 0) column = binary(BinaryOp::Remainder, column, int64_scalar(device, extent));
    columns.push_back(expand_dims(column, {1}));
  }
  return concatenate(columns, 1);
}

}  // namespace kiln::ops
