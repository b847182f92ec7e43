// XLA's Pad (Nx.pad): interior padding, then low/high widths that may be negative (crop). One
// Assemble node, as pad: the output is filled, then the elements that survive the crop (a slice
// of x, a view) are copied to their places, interior[i] + 1 positions apart on axis i.
#include <algorithm>
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

int64_t ceil_div(int64_t a, int64_t b) { return a / b + (a % b > 0 ? 1 : 0); }  // a >= 0, b > 0

}  // namespace

NodePtr pad_general(const NodePtr& x, const std::vector<int64_t>& low, const std::vector<int64_t>& high,
                    const std::vector<int64_t>& interior, double value) {
  const char* op = "pad_general";
  const size_t rank = x->shape.size();
  if (low.size() != rank || high.size() != rank || interior.size() != rank) {
    fail(Status::InvalidArgument, std::string(op) + ": " + std::to_string(low.size()) + " widths given for rank " + std::to_string(rank));
  }
  Shape shape(rank);
  std::vector<int64_t> first(rank), last(rank), step(rank, 1);
  OpParams params;
  params.has_fill = true;
  params.fill = value;
  params.placements.emplace_back(rank, 0);
  Shape& at = params.placements.back();
  params.placement_step.assign(rank, 1);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t n = x->shape[i], k = interior[i];
    if (k < 0) fail(Status::InvalidArgument, std::string(op) + ": interior[" + std::to_string(i) + "] = " + std::to_string(k) + " is negative");
    const int64_t gap = checked_add(k, 1, op);
    // Element e sits at p = e * gap of the interior-padded axis (m long), and at p + low in the result.
    const int64_t m = n == 0 ? 0 : checked_add(n, checked_mul(n - 1, k, op), op);
    shape[i] = checked_add(checked_add(m, low[i], op), high[i], op);
    if (shape[i] < 0) {
      fail(Status::InvalidArgument, std::string(op) + ": axis " + std::to_string(i) + " would have " + std::to_string(shape[i]) +
                                        " elements (low " + std::to_string(low[i]) + ", high " + std::to_string(high[i]) + ")");
    }
    // Elements whose place p + low lands in [0, shape[i]): p in [max(0, -low), min(m, m + high)).
    const int64_t p0 = low[i] < 0 ? std::min(-low[i], m) : 0;
    const int64_t p1 = high[i] < 0 ? std::max(m + high[i], int64_t{0}) : m;
    first[i] = ceil_div(p0, gap);
    last[i] = std::max(first[i], ceil_div(p1, gap));
    if (last[i] > first[i]) at[i] = first[i] * gap + low[i];
    params.placement_step[i] = gap;
  }
  NodePtr kept = slice(x, first, last, step);
  return make_kernel(op, OpKind::Assemble, x->dtype, shape, *x->device, {kept}, params);
}

}  // namespace kiln::ops
