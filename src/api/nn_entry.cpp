// Entry points of the convolution and window ops (ops.nn): list arguments to WindowParams.
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "core/error.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

// count values, or none (the op's default) for a NULL list.
std::vector<int64_t> list_or_default(const int64_t* values, size_t count) {
  if (count > kMaxDims) fail(Status::InvalidArgument, "too many axes: " + std::to_string(count));
  if (values == nullptr) return {};
  return std::vector<int64_t>(values, values + count);
}

WindowParams window_geometry(const int64_t* window, const int64_t* strides, const int64_t* low, const int64_t* high,
                             const int64_t* dilation, size_t ndim) {
  WindowParams g;
  g.window = list_or_default(window, ndim);
  g.strides = list_or_default(strides, ndim);
  g.pad_low = list_or_default(low, ndim);
  g.pad_high = list_or_default(high, ndim);
  g.dilation = list_or_default(dilation, ndim);
  return g;
}

void window_entry(ReduceOp op, kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* low,
                  const int64_t* high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::window_reduce(op, nx, window_geometry(window, strides, low, high, dilation, ndim)), out);
}

void scatter_entry(ReduceOp op, kiln_tensor x, kiln_tensor source, double init, const int64_t* window,
                   const int64_t* strides, const int64_t* low, const int64_t* high, size_t ndim, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ns = tensor_node(source, "source");
  return_tensor(ops::window_scatter(op, nx, ns, init, window_geometry(window, strides, low, high, nullptr, ndim)), out);
}

}  // namespace

void conv(kiln_tensor input, kiln_tensor kernel, const int64_t* strides, const int64_t* padding_low,
          const int64_t* padding_high, const int64_t* input_dilation, const int64_t* kernel_dilation, size_t nspatial,
          int64_t feature_group_size, int64_t batch_group_size, kiln_tensor* out) {
  NodePtr ni = tensor_node(input, "input"), nk = tensor_node(kernel, "kernel");
  WindowParams g;
  g.strides = list_or_default(strides, nspatial);
  g.pad_low = list_or_default(padding_low, nspatial);
  g.pad_high = list_or_default(padding_high, nspatial);
  g.input_dilation = list_or_default(input_dilation, nspatial);
  g.dilation = list_or_default(kernel_dilation, nspatial);
  g.feature_groups = feature_group_size;
  g.batch_groups = batch_group_size;
  // With every list NULL, nspatial may be 0: all defaults.
  const bool any_list = strides || padding_low || padding_high || input_dilation || kernel_dilation;
  if ((any_list || nspatial != 0) && (ni->shape.size() < 2 || nspatial != ni->shape.size() - 2)) {
    fail(Status::InvalidArgument, "conv: nspatial " + std::to_string(nspatial) + " must be input's rank - 2");
  }
  return_tensor(ops::conv(ni, nk, std::move(g)), out);
}

void window_sum(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low,
                const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  window_entry(ReduceOp::Sum, x, window, strides, padding_low, padding_high, dilation, ndim, out);
}

void window_product(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low,
                    const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  window_entry(ReduceOp::Prod, x, window, strides, padding_low, padding_high, dilation, ndim, out);
}

void window_max(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low,
                const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  window_entry(ReduceOp::Max, x, window, strides, padding_low, padding_high, dilation, ndim, out);
}

void window_min(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low,
                const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  window_entry(ReduceOp::Min, x, window, strides, padding_low, padding_high, dilation, ndim, out);
}

void window_scatter_max(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window,
                        const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim,
                        kiln_tensor* out) {
  scatter_entry(ReduceOp::Max, x, source, init_value, window, strides, padding_low, padding_high, ndim, out);
}

void window_scatter_min(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window,
                        const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim,
                        kiln_tensor* out) {
  scatter_entry(ReduceOp::Min, x, source, init_value, window, strides, padding_low, padding_high, ndim, out);
}

}  // namespace kiln::api
