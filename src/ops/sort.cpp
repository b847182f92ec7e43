// Stable sorting along one axis: one Argsort kernel over the rows of a compact copy with the axis
// last; sort and top_k take the values through take_along_axis.
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr argsort(const NodePtr& x, int64_t axis, bool descending) {
  const char* op = "argsort";
  const size_t rank = x->shape.size();
  const size_t a = static_cast<size_t>(normalize_axes(std::vector<int64_t>{axis}, rank, op).at(0));
  std::vector<int64_t> perm, inverse(rank);
  for (size_t d = 0; d < rank; ++d) {
    if (d != a) perm.push_back(static_cast<int64_t>(d));
  }
  perm.push_back(static_cast<int64_t>(a));
  for (size_t i = 0; i < rank; ++i) inverse[static_cast<size_t>(perm[i])] = static_cast<int64_t>(i);
  NodePtr rows = contiguous(transpose(x, perm));
  OpParams params;
  params.descending = descending;
  NodePtr order = make_kernel(op, OpKind::Argsort, DType::Int64, rows->shape, *x->device, {rows}, params);
  return transpose(order, inverse);
}

NodePtr sort(const NodePtr& x, int64_t axis, bool descending) {
  return take_along_axis(x, argsort(x, axis, descending), axis);
}

std::pair<NodePtr, NodePtr> top_k(const NodePtr& x, int64_t k, bool smallest) {
  const char* op = "top_k";
  if (x->shape.empty()) fail(Status::InvalidArgument, std::string(op) + ": x must have at least one dimension");
  const size_t last = x->shape.size() - 1;
  if (k < 0 || k > x->shape[last]) {
    fail(Status::InvalidArgument, std::string(op) + ": k = " + std::to_string(k) + " is not in [0, " +
                                      std::to_string(x->shape[last]) + "]");
  }
  NodePtr order = argsort(x, -1, !smallest);
  std::vector<int64_t> start(x->shape.size(), 0), stop(x->shape.begin(), x->shape.end()), step(x->shape.size(), 1);
  stop[last] = k;
  NodePtr indices = slice(order, start, stop, step);
  return {take_along_axis(x, indices, -1), indices};
}

}  // namespace kiln::ops
