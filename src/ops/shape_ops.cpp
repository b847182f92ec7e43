// Shape ops. Most are views: they compute a new layout over the same storage at build time.
#include <algorithm>
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// Python's slice.indices(): clamps start/stop for `length`, returns the element count.
int64_t slice_indices(int64_t length, int64_t step, int64_t& start, int64_t& stop) {
  auto clamp = [&](int64_t v) {
    if (v < 0) {
      v = v < -length ? (step < 0 ? -1 : 0) : v + length;
    } else if (v >= length) {
      v = step < 0 ? length - 1 : length;
    }
    return v;
  };
  start = clamp(start);
  stop = clamp(stop);
  if (step > 0) return stop > start ? (stop - start - 1) / step + 1 : 0;
  // -step in unsigned arithmetic: step may be INT64_MIN.
  uint64_t magnitude = uint64_t{0} - static_cast<uint64_t>(step);
  return start > stop ? static_cast<int64_t>(static_cast<uint64_t>(start - stop - 1) / magnitude) + 1 : 0;
}

}  // namespace

NodePtr reshape(const NodePtr& x, Shape shape) {
  if (shape.size() > kMaxDims) fail(Status::InvalidArgument, "reshape: too many dimensions");
  int64_t known = 1;
  int infer = -1;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == -1) {
      if (infer >= 0) fail(Status::InvalidArgument, "reshape: only one extent may be -1");
      infer = static_cast<int>(i);
    } else if (shape[i] < 0) {
      fail(Status::InvalidArgument, "reshape: negative extent " + std::to_string(shape[i]));
    } else if (__builtin_mul_overflow(known, shape[i], &known)) {
      fail(Status::InvalidArgument, "reshape: shape too large");
    }
  }
  int64_t size = x->size();
  if (infer >= 0) {
    if (known == 0 || size % known != 0) {
      fail(Status::ShapeMismatch, "reshape: cannot infer -1 for " + std::to_string(size) + " elements into " + shape_string(shape));
    }
    shape[infer] = size / known;
  } else if (known != size) {
    fail(Status::ShapeMismatch, "reshape: " + shape_string(x->shape) + " has " + std::to_string(size) +
                                    " elements, " + shape_string(shape) + " needs " + std::to_string(known));
  }
  NodePtr base = contiguous(x);
  return make_view(base, base->dtype, shape, contiguous_strides(shape), base->offset);
}

NodePtr transpose(const NodePtr& x, const Axes& permutation) {
  size_t rank = x->shape.size();
  std::vector<int64_t> perm;
  if (!permutation) {
    for (size_t i = rank; i-- > 0;) perm.push_back(static_cast<int64_t>(i));
  } else {
    if (permutation->size() != rank) fail(Status::InvalidArgument, "transpose: axes must list each of the " + std::to_string(rank) + " axes once");
    for (int64_t a : *permutation) perm.push_back(normalize_axis(a, rank, "transpose"));
    std::vector<int64_t> sorted = perm;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) fail(Status::InvalidArgument, "transpose: axes repeat");
  }
  Shape shape(rank);
  Strides strides(rank);
  for (size_t i = 0; i < rank; ++i) {
    shape[i] = x->shape[perm[i]];
    strides[i] = x->strides[perm[i]];
  }
  return make_view(x, x->dtype, shape, strides, x->offset);
}

NodePtr broadcast_to(const NodePtr& x, const Shape& shape) {
  if (shape == x->shape) return x;
  if (shape.size() < x->shape.size()) {
    fail(Status::ShapeMismatch, "broadcast_to: cannot broadcast " + shape_string(x->shape) + " to fewer dimensions " + shape_string(shape));
  }
  size_t lead = shape.size() - x->shape.size();
  Strides strides(shape.size(), 0);
  for (size_t i = 0; i < x->shape.size(); ++i) {
    int64_t from = x->shape[i], to = shape[lead + i];
    if (from == to) {
      strides[lead + i] = x->strides[i];
    } else if (from != 1) {
      fail(Status::ShapeMismatch, "broadcast_to: cannot broadcast " + shape_string(x->shape) + " to " + shape_string(shape));
    }
  }
  return make_view(x, x->dtype, shape, strides, x->offset);  // checks the extents
}

NodePtr expand_dims(const NodePtr& x, const std::vector<int64_t>& axes) {
  size_t rank = x->shape.size() + axes.size();
  if (rank > kMaxDims) fail(Status::InvalidArgument, "expand_dims: too many dimensions");
  std::vector<int64_t> positions = normalize_axes(axes, rank, "expand_dims");
  Shape shape;
  Strides strides;
  size_t next = 0;
  for (size_t i = 0; i < rank; ++i) {
    if (std::binary_search(positions.begin(), positions.end(), static_cast<int64_t>(i))) {
      shape.push_back(1);
      strides.push_back(0);
    } else {
      shape.push_back(x->shape[next]);
      strides.push_back(x->strides[next]);
      ++next;
    }
  }
  return make_view(x, x->dtype, shape, strides, x->offset);
}

NodePtr squeeze(const NodePtr& x, const Axes& axes) {
  size_t rank = x->shape.size();
  std::vector<int64_t> drop;
  if (axes) {
    drop = normalize_axes(axes, rank, "squeeze");
    for (int64_t a : drop) {
      if (x->shape[a] != 1) fail(Status::InvalidArgument, "squeeze: axis " + std::to_string(a) + " has extent " + std::to_string(x->shape[a]) + ", not 1");
    }
  } else {
    for (size_t i = 0; i < rank; ++i) {
      if (x->shape[i] == 1) drop.push_back(static_cast<int64_t>(i));
    }
  }
  Shape shape;
  Strides strides;
  for (size_t i = 0; i < rank; ++i) {
    if (std::binary_search(drop.begin(), drop.end(), static_cast<int64_t>(i))) continue;
    shape.push_back(x->shape[i]);
    strides.push_back(x->strides[i]);
  }
  return make_view(x, x->dtype, shape, strides, x->offset);
}

NodePtr slice(const NodePtr& x, const std::vector<int64_t>& start, const std::vector<int64_t>& stop,
              const std::vector<int64_t>& step) {
  size_t n = start.size();
  if (n > x->shape.size()) fail(Status::InvalidArgument, "slice: " + std::to_string(n) + " axes given for a tensor of rank " + std::to_string(x->shape.size()));
  Shape shape = x->shape;
  Strides strides = x->strides;
  int64_t offset = x->offset;
  for (size_t i = 0; i < n; ++i) {
    if (step[i] == 0) fail(Status::InvalidArgument, "slice: step must not be zero (axis " + std::to_string(i) + ")");
    int64_t b = start[i], e = stop[i];
    int64_t count = slice_indices(x->shape[i], step[i], b, e);
    if (count > 0) offset += b * strides[i];
    shape[i] = count;
    if (count > 1) strides[i] *= step[i];  // with one element the stride is unused (and may overflow)
  }
  return make_view(x, x->dtype, shape, strides, offset);
}

NodePtr flip(const NodePtr& x, const Axes& axes) {
  std::vector<int64_t> which = normalize_axes(axes, x->shape.size(), "flip");
  Strides strides = x->strides;
  int64_t offset = x->offset;
  for (int64_t a : which) {
    if (x->shape[a] > 0) offset += (x->shape[a] - 1) * strides[a];
    strides[a] = -strides[a];
  }
  return make_view(x, x->dtype, x->shape, strides, offset);
}

NodePtr concatenate(const std::vector<NodePtr>& xs, int64_t axis) {
  if (xs.empty()) fail(Status::InvalidArgument, "concatenate: needs at least one tensor");
  Device& device = common_device(xs, "concatenate");
  const Shape& first = xs.front()->shape;
  if (first.empty()) fail(Status::InvalidArgument, "concatenate: 0-d tensors cannot be joined; use stack");
  int64_t ax = normalize_axis(axis, first.size(), "concatenate");
  DType dtype = xs.front()->dtype;
  Shape shape = first;
  shape[ax] = 0;
  for (const NodePtr& x : xs) {
    dtype = promote_types(dtype, x->dtype);
    bool same = x->shape.size() == first.size();
    for (size_t i = 0; same && i < first.size(); ++i) same = static_cast<int64_t>(i) == ax || x->shape[i] == first[i];
    if (!same) fail(Status::ShapeMismatch, "concatenate: shapes " + shape_string(first) + " and " + shape_string(x->shape) + " differ off the joining axis");
    if (__builtin_add_overflow(shape[ax], x->shape[ax], &shape[ax])) fail(Status::InvalidArgument, "concatenate: result too large");
  }
  if (is_complex(dtype)) return complex_concatenate(xs, ax);
  OpParams params;
  std::vector<NodePtr> inputs;
  int64_t at = 0;
  for (const NodePtr& x : xs) {
    Shape where(first.size(), 0);
    where[ax] = at;
    at += x->shape[ax];
    params.placements.push_back(where);
    inputs.push_back(astype(x, dtype));
  }
  return make_kernel("concatenate", OpKind::Assemble, dtype, shape, device, inputs, params);
}

NodePtr stack(const std::vector<NodePtr>& xs, int64_t axis) {
  if (xs.empty()) fail(Status::InvalidArgument, "stack: needs at least one tensor");
  int64_t ax = normalize_axis(axis, xs.front()->shape.size() + 1, "stack");
  std::vector<NodePtr> expanded;
  for (const NodePtr& x : xs) {
    if (x->shape != xs.front()->shape) fail(Status::ShapeMismatch, "stack: shapes " + shape_string(xs.front()->shape) + " and " + shape_string(x->shape) + " differ");
    expanded.push_back(expand_dims(x, {ax}));
  }
  return concatenate(expanded, ax);
}

NodePtr pad(const NodePtr& x, const std::vector<int64_t>& before, const std::vector<int64_t>& after, double value) {
  size_t rank = x->shape.size();
  if (before.size() != rank) fail(Status::InvalidArgument, "pad: " + std::to_string(before.size()) + " widths given for rank " + std::to_string(rank));
  Shape shape = x->shape;
  for (size_t i = 0; i < rank; ++i) {
    if (before[i] < 0 || after[i] < 0) fail(Status::InvalidArgument, "pad: widths must be non-negative");
    if (__builtin_add_overflow(shape[i], before[i], &shape[i]) || __builtin_add_overflow(shape[i], after[i], &shape[i])) {
      fail(Status::InvalidArgument, "pad: result too large");
    }
  }
  if (is_complex(x->dtype)) return complex_pad(x, before, after, value);
  OpParams params;
  params.has_fill = true;
  params.fill = value;
  params.placements.push_back(before);
  return make_kernel("pad", OpKind::Assemble, x->dtype, shape, *x->device, {x}, params);
}

NodePtr stop_gradient(const NodePtr& x) {
  NodePtr view = make_view(x, x->dtype, x->shape, x->strides, x->offset);
  view->params.stop_gradient = true;
  return view;
}

}  // namespace kiln::ops
