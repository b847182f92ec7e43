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
  // the width; each window row's number is the sum of its clamped positions times x's strides
  // over the leading axes, computed by elementwise nodes on the device.
  size_t lead = rank;
  int64_t width = 1;
  while (lead > 0 && update->shape[lead - 1] == x->shape[lead - 1]) width *= x->shape[--lead];
  NodePtr rows;
  int64_t stride = 1;
  for (size_t i = lead; i-- > 0;) {
    const int64_t n = x->shape[i], s = update->shape[i];
    NodePtr positions = binary(BinaryOp::Add, arange(device, 0, static_cast<double>(s), 1, DType::Int64),
                               clamped_start(starts, i, n - s));
    if (stride != 1) positions = binary(BinaryOp::Multiply, positions, int64_scalar(device, stride));
    positions = along(positions, i, lead);
    rows = rows ? binary(BinaryOp::Add, rows, positions) : positions;
    stride *= n;
  }
  if (!rows) return contiguous(values);  // the window is all of x
  const int64_t count = element_count(update->shape) / width;
  rows = contiguous(reshape(broadcast_to(rows, Shape(update->shape.begin(), update->shape.begin() + static_cast<std::ptrdiff_t>(lead))), {count}));
  NodePtr base = contiguous(reshape(x, {stride, width}));
  values = contiguous(reshape(values, {count, width}));
  NodePtr scattered = make_kernel(op, OpKind::Scatter, x->dtype, base->shape, device, {base, rows, values});
  return reshape(scattered, x->shape);
}

}  // namespace kiln::ops
