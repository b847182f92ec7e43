// The gradient of a view: g goes back to the base elements the view shows. A view is any strided
// window of its base's memory, so the rule undoes it in steps: broadcast axes are summed, flipped
// axes flipped back, and what is left is placed into zeros of the base as a strided box (one
// pad_general: transposes, reshapes and slices with steps), or, for a layout no box describes,
// added in by flat position.
#include <algorithm>
#include <numeric>

#include "autodiff/expr.h"
#include "autodiff/rules.h"
#include "core/error.h"
#include "ops/graph.h"
#include "ops/complex.h"

namespace kiln::autodiff {
namespace {

struct Layout {
  Shape shape;
  Strides strides;
  int64_t offset;
};

// g (laid out as `view` says over a compact base of shape `base`, same dtype) added into zeros of
// the base: a pad_general of g rearranged, when the view is a strided box of the base.
NodePtr as_box(const NodePtr& g, const Layout& view, const Shape& base) {
  const Strides compact = contiguous_strides(base);
  const size_t rank = base.size();
  std::vector<int64_t> start(rank), step(rank, 1), extent(rank, 1);
  std::vector<int> owner(rank, -1);  // which view axis walks each base axis
  int64_t rest = view.offset;
  for (size_t j = 0; j < rank; ++j) {
    if (base[j] == 0) return nullptr;
    start[j] = rest / compact[j];
    rest %= compact[j];
  }
  if (rank > 0 && start[0] >= base[0]) return nullptr;
  for (size_t d = 0; d < view.shape.size(); ++d) {
    const int64_t t = view.strides[d];
    size_t j = 0;
    while (j < rank && !(base[j] > 1 && compact[j] <= t && t % compact[j] == 0)) ++j;
    if (j == rank || owner[j] >= 0) return nullptr;
    owner[j] = static_cast<int>(d);
    step[j] = t / compact[j];
    extent[j] = view.shape[d];
    if (start[j] + step[j] * (extent[j] - 1) >= base[j]) return nullptr;
  }
  // g's axes in base order, with extent-1 axes where no view axis walks.
  std::vector<int64_t> permutation;
  for (size_t j = 0; j < rank; ++j) {
    if (owner[j] >= 0) permutation.push_back(owner[j]);
  }
  NodePtr arranged = ops::reshape(ops::transpose(g, permutation), extent);
  std::vector<int64_t> low(rank), high(rank), interior(rank);
  bool placed = true;
  for (size_t j = 0; j < rank; ++j) {
    low[j] = start[j];
    high[j] = base[j] - 1 - (start[j] + step[j] * (extent[j] - 1));
    interior[j] = extent[j] > 1 ? step[j] - 1 : 0;
    placed = placed && low[j] == 0 && high[j] == 0 && interior[j] == 0;
  }
  return placed ? arranged : ops::pad_general(arranged, low, high, interior, 0.0);
}

// Any layout: g added into zeros of the base at each element's flat position.
NodePtr by_position(const NodePtr& g, const Layout& view, const Shape& base) {
  Device& device = *g->device;
  NodePtr position = ops::full(device, view.shape, static_cast<double>(view.offset), DType::Int64);
  for (size_t d = 0; d < view.shape.size(); ++d) {
    NodePtr along = positions_along(device, view.shape, d);
    position = binary(BinaryOp::Add, position,
                      binary(BinaryOp::Multiply, along, ops::int64_scalar(device, view.strides[d])));
  }
  const int64_t count = element_count(view.shape);
  NodePtr flat = ops::full(device, {element_count(base)}, 0.0, g->dtype);
  NodePtr added = ops::indexed_update(flat, ops::reshape(position, {count, 1}), ops::reshape(g, {count}),
                                      std::vector<int64_t>{0}, true);
  return ops::reshape(added, base);
}

// The view's gradient when view and base have one dtype.
NodePtr same_dtype(NodePtr g, Layout view, const Shape& base) {
  if (view.offset == 0 && element_count(view.shape) == element_count(base) &&
      view.strides == contiguous_strides(view.shape)) {
    return ops::reshape(g, base);
  }
  if (element_count(view.shape) == 0) return ops::full(*g->device, base, 0.0, g->dtype);
  std::vector<int64_t> broadcast;
  for (size_t d = 0; d < view.shape.size(); ++d) {
    if (view.strides[d] == 0 && view.shape[d] != 1) broadcast.push_back(static_cast<int64_t>(d));
  }
  if (!broadcast.empty()) g = ops::reduce(Reduction::Sum, g, broadcast, true);
  std::vector<int64_t> flipped;
  Layout kept{{}, {}, view.offset};
  for (size_t d = 0; d < view.shape.size(); ++d) {
    if (view.shape[d] == 1 || view.strides[d] == 0) continue;
    if (view.strides[d] < 0) {
      flipped.push_back(static_cast<int64_t>(d));
      kept.offset += (view.shape[d] - 1) * view.strides[d];
    }
    kept.shape.push_back(view.shape[d]);
    kept.strides.push_back(std::abs(view.strides[d]));
  }
  if (!flipped.empty()) g = ops::flip(g, flipped);
  g = ops::reshape(g, kept.shape);
  if (NodePtr box = as_box(g, kept, base)) return box;
  return by_position(g, kept, base);
}

}  // namespace

NodePtr view_vjp(const Node& view, const NodePtr& g) {
  const NodePtr& base = view.inputs.at(0);
  if (!base->contiguous() || base->offset != 0) {
    fail(Status::Unsupported, "no gradient through a view of a strided tensor (docs/gradients.md)");
  }
  const Layout layout{view.shape, view.strides, view.offset};
  if (view.dtype == base->dtype) return same_dtype(g, layout, base->shape);
  if (is_complex(view.dtype) && complex_part_type(view.dtype) == base->dtype) {
    // A complex view of float pairs: g's pairs, laid out over the base in its float units.
    Layout pairs{view.shape, {}, 2 * view.offset};
    pairs.shape.push_back(2);
    for (int64_t t : view.strides) pairs.strides.push_back(2 * t);
    pairs.strides.push_back(1);
    return same_dtype(ops::complex_pairs(g), pairs, base->shape);
  }
  if (is_complex(base->dtype) && complex_part_type(base->dtype) == view.dtype) {
    // A float view of complex values: the gradient of the base's pairs, made complex again.
    Shape pairs = base->shape;
    pairs.push_back(2);
    return ops::complex_from_pairs(same_dtype(g, layout, pairs), base->dtype);
  }
  return nullptr;  // a reinterpretation of bits carries no gradient
}

}  // namespace kiln::autodiff
