// Window reductions (Nx's window_sum/product/max/min) and window_scatter_max/min: one kernel each
// over a compact input (core/window_params.h holds the geometry).
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"
#include "ops/window_geometry.h"

namespace kiln::ops {

namespace {

// Checks and completes g for x (window ops have no input dilation) and returns the window count
// per axis.
Shape window_shape(const char* op, const NodePtr& x, WindowParams& g, bool dilated) {
  const size_t rank = x->shape.size();
  if (x->dtype == DType::Bool) fail(Status::UnsupportedDType, std::string(op) + ": bool is not supported");
  if (g.window.size() != rank) {
    fail(Status::InvalidArgument, std::string(op) + ": window has " + std::to_string(g.window.size()) +
                                      " entries, x has rank " + std::to_string(rank));
  }
  g.window = window_list(g.window, rank, 1, 1, op, "window");
  // Kernels walk a window's taps with 32-bit counters (and the CPU tabulates them).
  int64_t taps = 1;
  for (int64_t w : g.window) {
    if (w > (int64_t{1} << 32) / taps) fail(Status::InvalidArgument, std::string(op) + ": the window has more than 2^32 elements");
    taps *= w;
  }
  g.strides = window_list(g.strides, rank, 1, 1, op, "strides");
  g.pad_low = window_list(g.pad_low, rank, 0, -kMaxWindowParam, op, "padding_low");
  g.pad_high = window_list(g.pad_high, rank, 0, -kMaxWindowParam, op, "padding_high");
  g.dilation = dilated ? window_list(g.dilation, rank, 1, 1, op, "dilation") : std::vector<int64_t>(rank, 1);
  g.input_dilation.assign(rank, 1);
  Shape shape;
  for (size_t i = 0; i < rank; ++i) {
    shape.push_back(window_positions(x->shape[i], 1, g.pad_low[i], g.pad_high[i], g.window[i], g.dilation[i],
                                     g.strides[i], op, i));
  }
  return shape;
}

}  // namespace

NodePtr window_reduce(ReduceOp reduce, const NodePtr& x, WindowParams g) {
  const char* op = reduce == ReduceOp::Sum    ? "window_sum"
                   : reduce == ReduceOp::Prod ? "window_product"
                   : reduce == ReduceOp::Max  ? "window_max"
                   : reduce == ReduceOp::Min  ? "window_min"
                                              : nullptr;
  if (op == nullptr) fail(Status::Internal, "window_reduce: not a window reduction");
  Shape shape = window_shape(op, x, g, true);
  OpParams params;
  params.reduce = reduce;
  params.window = std::move(g);
  return make_kernel(op, OpKind::WindowReduce, x->dtype, shape, *x->device, {contiguous(x)}, params);
}

NodePtr window_scatter(ReduceOp reduce, const NodePtr& x, const NodePtr& source, double init_value, WindowParams g) {
  if (reduce != ReduceOp::Max && reduce != ReduceOp::Min) fail(Status::Internal, "window_scatter: not max or min");
  const char* op = reduce == ReduceOp::Max ? "window_scatter_max" : "window_scatter_min";
  Device& device = common_device({x, source}, op);
  if (source->dtype == DType::Bool) fail(Status::UnsupportedDType, std::string(op) + ": bool source is not supported");
  Shape windows = window_shape(op, x, g, false);
  if (windows != source->shape) {
    fail(Status::ShapeMismatch, std::string(op) + ": source's shape must be the window count per axis of x");
  }
  OpParams params;
  params.reduce = reduce;
  params.window = std::move(g);
  NodePtr init = contiguous(full(device, {}, init_value, source->dtype));
  return make_kernel(op, OpKind::WindowScatter, source->dtype, x->shape, device, {contiguous(x), contiguous(source), init},
                     params);
}

}  // namespace kiln::ops
