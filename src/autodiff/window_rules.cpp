// Gradients of the window reductions and of the Fourier transform.
#include "autodiff/expr.h"
#include "autodiff/rules.h"
#include "ops/graph.h"

namespace kiln::autodiff {
namespace {

// The transpose of window_sum: each element gets the sum of g over the windows it is in. g is
// spread out by the strides (interior padding), padded so that a window of the same size and
// dilation run at stride 1 over it visits, for each element, exactly the outputs whose windows
// hold it.
NodePtr windows_holding(const NodePtr& g, const Node& x, const WindowParams& w) {
  const size_t rank = x.shape.size();
  std::vector<int64_t> low(rank), high(rank), interior(rank);
  WindowParams back;
  for (size_t d = 0; d < rank; ++d) {
    const int64_t reach = (w.window[d] - 1) * w.dilation[d];
    const int64_t spread = g->shape[d] == 0 ? 0 : (g->shape[d] - 1) * w.strides[d] + 1;
    low[d] = reach - w.pad_low[d];
    high[d] = x.shape[d] + w.pad_low[d] - spread;
    interior[d] = w.strides[d] - 1;
    back.window.push_back(w.window[d]);
    back.strides.push_back(1);
    back.pad_low.push_back(0);
    back.pad_high.push_back(0);
    back.dilation.push_back(w.dilation[d]);
  }
  return ops::window_reduce(ReduceOp::Sum, ops::pad_general(g, low, high, interior, 0.0), back);
}

}  // namespace

std::vector<NodePtr> window_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& x = node->inputs[0];
  const WindowParams& w = node->params.window;
  switch (node->params.reduce) {
    case ReduceOp::Sum:
      return {windows_holding(g, *x, w)};
    case ReduceOp::Prod:
      return {binary(BinaryOp::Divide, windows_holding(binary(BinaryOp::Multiply, g, node), *x, w), x)};
    case ReduceOp::Max:
    case ReduceOp::Min:  // to the element each window picked, as window_scatter picks it
      return {ops::window_scatter(node->params.reduce, x, g, 0.0, w)};
    default:
      return {};
  }
}

std::vector<NodePtr> fft_vjp(const NodePtr& node, const NodePtr& g) {
  // On the float pairs the transform is a real linear map whose transpose is the unnormalised
  // transform the other way.
  OpParams params = node->params;
  params.inverse = !params.inverse;
  return {ops::make_kernel(params.inverse ? "ifft" : "fft", OpKind::Fft, g->dtype, g->shape, *g->device,
                           {ops::contiguous(g)}, params)};
}

}  // namespace kiln::autodiff
