// XLA's DynamicSlice and DynamicUpdateSlice (Nx's slice with tensor starts and put_slice), built
// from take, where and elementwise nodes: the start indices stay a tensor on the device, read by
// the kernels when the result is evaluated, never while the graph is built.
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
  NodePtr values = astype(update, x->dtype);
  if (empty) return contiguous(x);  // nothing to place
  Device& device = *x->device;
  // Per axis: the window's positions (in range) and, for every position of x, the update row it
  // would read (clamped); update is widened to x's shape one axis at a time.
  NodePtr inside;
  for (size_t i = 0; i < rank; ++i) {
    const int64_t n = x->shape[i], s = update->shape[i];
    if (s == n) continue;  // the whole axis is replaced
    NodePtr rel = binary(BinaryOp::Subtract, arange(device, 0, static_cast<double>(n), 1, DType::Int64), clamped_start(starts, i, n - s));
    NodePtr in_axis = binary(BinaryOp::LogicalAnd, binary(BinaryOp::GreaterEqual, rel, int64_scalar(device, 0)),
                             binary(BinaryOp::Less, rel, int64_scalar(device, s)));
    in_axis = along(in_axis, i, rank);
    inside = inside ? binary(BinaryOp::LogicalAnd, inside, in_axis) : in_axis;
    values = take(values, clip(rel, int64_scalar(device, 0), int64_scalar(device, s - 1)), static_cast<int64_t>(i));
  }
  if (!inside) return contiguous(values);  // update covers x
  return where(inside, values, x);
}

}  // namespace kiln::ops
