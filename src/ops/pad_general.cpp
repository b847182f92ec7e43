// XLA's Pad (Nx.pad): interior padding, then low/high widths that may be negative (crop). Built
// from native nodes: per axis with interior padding, a pad of a trailing unit axis and a reshape
// (each element followed by `interior` fills, the last fills sliced off); then one slice (the
// crop, a view) and one pad for the edges.
#include <algorithm>
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// x with k fill elements between neighbours on `axis`.
NodePtr interleave(const NodePtr& x, size_t axis, int64_t k, double value) {
  const int64_t n = x->shape[axis];
  Shape expanded = x->shape;
  expanded.insert(expanded.begin() + static_cast<std::ptrdiff_t>(axis) + 1, 1);
  std::vector<int64_t> before(expanded.size(), 0), after(expanded.size(), 0);
  after[axis + 1] = k;
  NodePtr spread = pad(reshape(x, expanded), before, after, value);  // [..., n, 1 + k, ...]
  Shape merged = x->shape;
  merged[axis] = n * (1 + k);
  spread = reshape(spread, merged);
  std::vector<int64_t> start(merged.size(), 0), stop(merged.begin(), merged.end()), step(merged.size(), 1);
  stop[axis] = n + (n - 1) * k;  // the fills after the last element go
  return slice(spread, start, stop, step);
}

}  // namespace

NodePtr pad_general(const NodePtr& x, const std::vector<int64_t>& low, const std::vector<int64_t>& high,
                    const std::vector<int64_t>& interior, double value) {
  const char* op = "pad_general";
  const size_t rank = x->shape.size();
  if (low.size() != rank || high.size() != rank || interior.size() != rank) {
    fail(Status::InvalidArgument, std::string(op) + ": " + std::to_string(low.size()) + " widths given for rank " + std::to_string(rank));
  }
  if (rank >= kMaxDims) fail(Status::InvalidArgument, std::string(op) + ": rank " + std::to_string(rank) + " is too large");
  NodePtr y = x;
  for (size_t i = 0; i < rank; ++i) {
    const int64_t n = x->shape[i];
    if (interior[i] < 0) {
      fail(Status::InvalidArgument, std::string(op) + ": interior[" + std::to_string(i) + "] = " + std::to_string(interior[i]) + " is negative");
    }
    const int64_t spread = n == 0 ? 0 : checked_add(n, checked_mul(n - 1, interior[i], op), op);
    const int64_t extent = checked_add(checked_add(spread, low[i], op), high[i], op);
    if (extent < 0) {
      fail(Status::InvalidArgument, std::string(op) + ": axis " + std::to_string(i) + " would have " + std::to_string(extent) +
                                        " elements (low " + std::to_string(low[i]) + ", high " + std::to_string(high[i]) + ")");
    }
    checked_mul(n, checked_add(interior[i], 1, op), op);  // the spread buffer before its last fills go
    if (interior[i] > 0 && n > 1) y = interleave(y, i, interior[i], value);
  }
  // Edges: keep padded positions [a, b) of each axis, then pad what the result still needs.
  std::vector<int64_t> start(rank), stop(rank), step(rank, 1), before(rank), after(rank);
  bool crops = false, pads = false;
  for (size_t i = 0; i < rank; ++i) {
    const int64_t m = y->shape[i];
    const int64_t extent = m + low[i] + high[i];
    const int64_t a = std::clamp<int64_t>(low[i] < 0 ? -low[i] : 0, 0, m);
    const int64_t b = std::max(a, std::clamp<int64_t>(high[i] < 0 ? m + high[i] : m, 0, m));
    start[i] = a;
    stop[i] = b;
    before[i] = std::min(std::max<int64_t>(low[i], 0), extent);
    after[i] = extent - before[i] - (b - a);
    crops = crops || a != 0 || b != m;
    pads = pads || before[i] != 0 || after[i] != 0;
  }
  if (crops) y = slice(y, start, stop, step);
  if (pads) y = pad(y, before, after, value);
  return y == x ? contiguous(x) : y;
}

}  // namespace kiln::ops
