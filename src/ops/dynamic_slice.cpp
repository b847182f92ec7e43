// XLA's DynamicSlice and DynamicUpdateSlice (Nx's slice with tensor starts and put_slice): one
// take per narrowed axis, and one Scatter (put) of the window's rows, with positions made by
// elementwise nodes from the start indices, which stay a tensor on the device, read by the
// kernels when the result is evaluated, never while the graph is built.
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// Checks that starts is an integer tensor of shape [rank] on x's device.
void check_starts(const NodePtr& x, const NodePtr& starts, const char* op) {
  common_device({x, starts}, op);
  if (!is_integer(starts->dtype)) {
    fail(Status::UnsupportedDType, std::string(op) + ": starts must have an integer dtype, not " + dtype_name(starts->dtype));
  }
  const int64_t rank = static_cast<int64_t>(x->shape.size());
  if (starts->shape.size() != 1 || starts->shape[0] != rank) {
    fail(Status::ShapeMismatch, std::string(op) + ": starts must have shape [" + std::to_string(rank) + "] (one per axis of x)");
  }
}

// starts[axis] as a 0-d int64 node, clamped into [0, limit].
NodePtr clamped_start(const NodePtr& starts, size_t axis, int64_t limit) {
  const int64_t a = static_cast<int64_t>(axis);
  NodePtr one = reshape(slice(starts, {a}, {a + 1}, {1}), {});
  Device& device = *starts->device;
  return clip(astype(one, DType::Int64), int64_scalar(device, 0), int64_scalar(device, limit));
}

// An int64 [n] node shaped to lie along `axis` of a rank-`rank` tensor (extent 1 elsewhere).
NodePtr along(const NodePtr& v, size_t axis, size_t rank) {
  Shape shape(rank, 1);
  shape[axis] = v->shape[0];
  return reshape(v, shape);
}

// Row strides of x's first `lead` axes as rows of [rows, width] (the last of them 1).
std::vector<int64_t> row_strides(const Shape& x_shape, size_t lead) {
  std::vector<int64_t> strides(lead, 1);
  for (size_t i = lead; i-- > 1;) strides[i - 1] = strides[i] * x_shape[i];
  return strides;
}

// The window's first row of x as [rows, width]: sum over the first `lead` axes of the start,
// clamped into [0, n - s], times the axis' row stride; an int64 scalar computed on the device in
// five small kernels, whatever the rank (a decoder's step updates 24 caches with it).
NodePtr window_first_row(const NodePtr& starts, const Shape& x_shape, const Shape& u_shape, size_t lead) {
  Device& device = *starts->device;
  const auto n = static_cast<int64_t>(lead);
  std::vector<int64_t> limits(lead);
  for (size_t i = 0; i < lead; ++i) limits[i] = x_shape[i] - u_shape[i];
  const std::vector<int64_t> strides = row_strides(x_shape, lead);
  NodePtr leading = astype(slice(starts, {0}, {n}, {1}), DType::Int64);
  NodePtr clamped = clip(leading, int64_scalar(device, 0), constant(device, DType::Int64, {n}, limits.data()));
  NodePtr offsets = binary(BinaryOp::Multiply, clamped, constant(device, DType::Int64, {n}, strides.data()));
  return reduce(Reduction::Sum, offsets, Axes(std::vector<int64_t>{0}), false);
}

// The window's rows less its first row, [count] int64: from the shapes alone, so a constant
// where it is small, else made on the device.
constexpr int64_t kHostOffsetsMax = int64_t{1} << 16;
NodePtr window_row_offsets(Device& device, const Shape& x_shape, const Shape& u_shape, size_t lead, int64_t count) {
  const std::vector<int64_t> strides = row_strides(x_shape, lead);
  if (count <= kHostOffsetsMax) {
    std::vector<int64_t> offsets(static_cast<size_t>(count), 0);
    std::vector<int64_t> index(lead, 0);
    for (int64_t r = 0; r < count; ++r) {
      int64_t at = 0;
      for (size_t i = 0; i < lead; ++i) at += index[i] * strides[i];
      offsets[static_cast<size_t>(r)] = at;
      for (size_t i = lead; i-- > 0;) {
        if (++index[i] < u_shape[i]) break;
        index[i] = 0;
      }
    }
    return constant(device, DType::Int64, {count}, offsets.data());
  }
  NodePtr offsets;
  for (size_t i = 0; i < lead; ++i) {
    NodePtr along_axis = arange(device, 0, static_cast<double>(u_shape[i]), 1, DType::Int64);
    if (strides[i] != 1) along_axis = binary(BinaryOp::Multiply, along_axis, int64_scalar(device, strides[i]));
    along_axis = along(along_axis, i, lead);
    offsets = offsets ? binary(BinaryOp::Add, offsets, along_axis) : along_axis;
  }
  const Shape window(u_shape.begin(), u_shape.begin() + static_cast<std::ptrdiff_t>(lead));
  return contiguous(reshape(broadcast_to(offsets, window), {count}));
}


}  // namespace

NodePtr dynamic_slice(const NodePtr& x, const NodePtr& starts, const std::vector<int64_t>& sizes) {
  const char* op = "dynamic_slice";
  check_starts(x, starts, op);
  const size_t rank = x->shape.size();
  if (sizes.size() != rank) {
    fail(Status::InvalidArgument, std::string(op) + ": " + std::to_string(sizes.size()) + " sizes given for rank " + std::to_string(rank));
  }
  for (size_t i = 0; i < rank; ++i) {
    if (sizes[i] < 0 || sizes[i] > x->shape[i]) {
      fail(Status::InvalidArgument, std::string(op) + ": size " + std::to_string(sizes[i]) + " on axis " + std::to_string(i) +
                                        " is not in [0, " + std::to_string(x->shape[i]) + "]");
    }
  }
  NodePtr out = x;
  Device& device = *x->device;
  for (size_t i = 0; i < rank; ++i) {
    if (sizes[i] == x->shape[i]) continue;  // the start clamps to 0: the whole axis
    NodePtr positions = binary(BinaryOp::Add, arange(device, 0, static_cast<double>(sizes[i]), 1, DType::Int64),
                               clamped_start(starts, i, x->shape[i] - sizes[i]));
    out = take(out, positions, static_cast<int64_t>(i));
  }
  return out == x ? contiguous(x) : out;
}

NodePtr dynamic_update_slice(const NodePtr& x, const NodePtr& starts, const NodePtr& update) {
  const char* op = "dynamic_update_slice";
  check_starts(x, starts, op);
  common_device({x, update}, op);
  const size_t rank = x->shape.size();
  if (update->shape.size() != rank) {
    fail(Status::ShapeMismatch, std::string(op) + ": update has rank " + std::to_string(update->shape.size()) + ", x has " + std::to_string(rank));
  }
  bool empty = false;
  for (size_t i = 0; i < rank; ++i) {
    if (update->shape[i] > x->shape[i]) {
      fail(Status::ShapeMismatch, std::string(op) + ": update extent " + std::to_string(update->shape[i]) + " on axis " +
                                      std::to_string(i) + " exceeds x's " + std::to_string(x->shape[i]));
    }
    empty = empty || update->shape[i] == 0;
  }
  if (empty) return contiguous(x);  // nothing to place
  NodePtr values = astype(update, x->dtype);
  Device& device = *x->device;
  // One Scatter (put) over x as [rows, width]: trailing axes the window covers whole merge into
  // the width; the window's rows are its first row (from the start indices, on the device) plus
  // their offsets from it (known from the shapes alone).
  size_t lead = rank;
  int64_t width = 1;
  while (lead > 0 && update->shape[lead - 1] == x->shape[lead - 1]) width *= x->shape[--lead];
  if (lead == 0) return contiguous(values);  // the window is all of x
  const int64_t count = element_count(update->shape) / width;
  NodePtr rows = binary(BinaryOp::Add, window_row_offsets(device, x->shape, update->shape, lead, count),
                        window_first_row(starts, x->shape, update->shape, lead));
  int64_t stride = 1;
  for (size_t i = 0; i < lead; ++i) stride *= x->shape[i];
  NodePtr base = contiguous(reshape(x, {stride, width}));
  values = contiguous(reshape(values, {count, width}));
  NodePtr scattered = make_kernel(op, OpKind::Scatter, x->dtype, base->shape, device, {base, rows, values});
  return reshape(scattered, x->shape);
}

}  // namespace kiln::ops
