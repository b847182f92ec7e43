// Nx's gather, indexed_add and indexed_put. Indices [..., K] address K axes of x; the addressed
// axes are moved to the front of x and merged into one (a view when they already lead, else a
// copy), so every index row becomes one int64 row number (each component clamped into its axis,
// as XLA and Nx do) and gather is a take along axis 0, scatter one Scatter kernel over rows.
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

struct Addressing {
  std::vector<int64_t> axes;       // the K addressed axes of x, in the indices' order
  std::vector<int64_t> permuted;   // axes, then x's other axes in order
  Shape rest;                      // the other axes' extents
  int64_t rows = 1;                // product of the addressed extents
  Shape batch;                     // indices.shape[:-1]
};

Addressing addressing(const NodePtr& x, const NodePtr& indices, const Axes& axes, const char* op) {
  if (!is_integer(indices->dtype)) {
    fail(Status::UnsupportedDType, std::string(op) + ": indices must have an integer dtype, not " + dtype_name(indices->dtype));
  }
  if (indices->shape.empty()) fail(Status::ShapeMismatch, std::string(op) + ": indices must have at least one dimension");
  const size_t rank = x->shape.size();
  const size_t k = static_cast<size_t>(indices->shape.back());
  Addressing a;
  if (axes) {
    for (int64_t axis : *axes) {
      if (axis < -static_cast<int64_t>(rank) || axis >= static_cast<int64_t>(rank)) {
        fail(Status::IndexOutOfRange, std::string(op) + ": axis " + std::to_string(axis) + " is out of range for " +
                                          std::to_string(rank) + " dimensions");
      }
      a.axes.push_back(axis < 0 ? axis + static_cast<int64_t>(rank) : axis);
    }
  } else {
    for (size_t d = 0; d < k && d < rank; ++d) a.axes.push_back(static_cast<int64_t>(d));
  }
  if (a.axes.size() != k || k > rank) {
    fail(Status::ShapeMismatch, std::string(op) + ": the indices' last dimension (" + std::to_string(k) +
                                    ") must equal the number of axes (" + std::to_string(axes ? axes->size() : k) +
                                    ") and be at most x's rank " + std::to_string(rank));
  }
  std::vector<bool> used(rank, false);
  for (int64_t axis : a.axes) {
    if (used[static_cast<size_t>(axis)]) fail(Status::InvalidArgument, std::string(op) + ": axis " + std::to_string(axis) + " repeats");
    used[static_cast<size_t>(axis)] = true;
    a.permuted.push_back(axis);
    a.rows *= x->shape[static_cast<size_t>(axis)];
  }
  for (size_t d = 0; d < rank; ++d) {
    if (used[d]) continue;
    a.permuted.push_back(static_cast<int64_t>(d));
    a.rest.push_back(x->shape[d]);
  }
  a.batch.assign(indices->shape.begin(), indices->shape.end() - 1);
  if (a.rows == 0 && element_count(a.batch) > 0) {
    fail(Status::IndexOutOfRange, std::string(op) + ": an addressed axis has size 0, so no index is in range");
  }
  return a;
}


// One row number per index row: sum over k of clamp(idx[..., k], 0, n_k - 1) * (product of the
// later addressed extents). Shape: the indices' batch shape.
// With one addressed axis and `clamp` false, the index itself (int64): Scatter clamps it.
NodePtr row_numbers(const NodePtr& x, const NodePtr& indices, const Addressing& a, bool clamp = true) {
  Device& device = *x->device;
  NodePtr idx = astype(indices, DType::Int64);
  const size_t k = a.axes.size();
  const size_t last = indices->shape.size() - 1;
  NodePtr rows = nullptr;
  int64_t multiplier = 1;
  for (size_t c = k; c-- > 0;) {
    const int64_t n = x->shape[static_cast<size_t>(a.axes[c])];
    std::vector<int64_t> start(indices->shape.size(), 0), stop(indices->shape.begin(), indices->shape.end());
    start[last] = static_cast<int64_t>(c);
    stop[last] = static_cast<int64_t>(c) + 1;
    NodePtr component = squeeze(slice(idx, start, stop, std::vector<int64_t>(start.size(), 1)), std::vector<int64_t>{static_cast<int64_t>(last)});
    if (clamp || k > 1) component = clip(component, int64_scalar(device, 0), int64_scalar(device, n > 0 ? n - 1 : 0));
    if (multiplier != 1) component = binary(BinaryOp::Multiply, component, int64_scalar(device, multiplier));
    rows = rows ? binary(BinaryOp::Add, rows, component) : component;
    multiplier *= n;
  }
  if (!rows) rows = full(device, a.batch, 0.0, DType::Int64);
  return rows;
}

// x with the addressed axes first, merged into one: [rows, rest...].
NodePtr rows_first(const NodePtr& x, const Addressing& a) {
  Shape shape{a.rows};
  shape.insert(shape.end(), a.rest.begin(), a.rest.end());
  return reshape(transpose(x, a.permuted), shape);
}

// Accumulating narrow types in a wider one gives the same wrapped integers; 16-bit floats add
// in float32 and round once.
DType accumulator(DType d) {
  switch (d) {
    case DType::Int8: case DType::Int16: return DType::Int32;
    case DType::UInt8: case DType::UInt16: return DType::UInt32;
    case DType::Float16: case DType::BFloat16: return DType::Float32;
    default: return d;
  }
}

}  // namespace

NodePtr gather(const NodePtr& x, const NodePtr& indices, const Axes& axes) {
  const char* op = "gather";
  common_device({x, indices}, op);
  const Addressing a = addressing(x, indices, axes, op);
  return take(rows_first(x, a), row_numbers(x, indices, a), 0);
}

NodePtr indexed_update(const NodePtr& x, const NodePtr& indices, const NodePtr& updates, const Axes& axes, bool accumulate) {
  const char* op = accumulate ? "indexed_add" : "indexed_put";
  Device& device = common_device({x, indices, updates}, op);
  const Addressing a = addressing(x, indices, axes, op);
  Shape expected = a.batch;
  expected.insert(expected.end(), a.rest.begin(), a.rest.end());
  if (updates->shape != expected) {
    fail(Status::ShapeMismatch, std::string(op) + ": updates have shape " + shape_string(updates->shape) + ", expected " +
                                    shape_string(expected) + " (the indices' batch shape, then x's other axes)");
  }
  if (is_complex(x->dtype) || is_complex(updates->dtype)) {  // on the float pairs: each index moves both parts
    const DType dtype = promote_types(x->dtype, updates->dtype);
    NodePtr pairs = indexed_update(complex_pairs(astype(x, dtype)), indices, complex_pairs(astype(updates, dtype)),
                                   Axes(a.axes), accumulate);
    return complex_from_pairs(pairs, dtype);
  }
  const DType result = promote_types(x->dtype, updates->dtype);
  if (accumulate && result == DType::Bool) fail(Status::UnsupportedDType, std::string(op) + ": bool has no addition");
  const DType work = accumulate ? accumulator(result) : result;
  const int64_t count = element_count(a.batch), width = element_count(a.rest);
  NodePtr base = contiguous(reshape(rows_first(astype(x, work), a), {a.rows, width}));
  NodePtr rows = contiguous(reshape(row_numbers(x, indices, a, false), {count}));  // Scatter clamps: no pass over them
  NodePtr values = contiguous(reshape(astype(updates, work), {count, width}));
  OpParams params;
  params.accumulate = accumulate;
  NodePtr scattered = make_kernel(op, OpKind::Scatter, work, base->shape, device, {base, rows, values}, params);
  // Back to x's shape: the merged axes split again, then the inverse permutation (views).
  Shape permuted_shape;
  for (int64_t axis : a.permuted) permuted_shape.push_back(x->shape[static_cast<size_t>(axis)]);
  std::vector<int64_t> inverse(a.permuted.size());
  for (size_t i = 0; i < a.permuted.size(); ++i) inverse[static_cast<size_t>(a.permuted[i])] = static_cast<int64_t>(i);
  return astype(transpose(reshape(scattered, permuted_shape), inverse), result);
}

}  // namespace kiln::ops
