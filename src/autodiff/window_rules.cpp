// Gradients of the window reductions and of the Fourier transform.
#include <limits>

#include "autodiff/expr.h"
#include "autodiff/reverse.h"
#include "autodiff/rules.h"
#include "core/error.h"
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

// Each window's elements of t (x's shape; padding holds `fill`) as a view over t padded: shape
// windows + [taps], one copy.
NodePtr window_elements(const NodePtr& t, const WindowParams& w, const Shape& windows, double fill) {
  const size_t rank = t->shape.size();
  std::vector<int64_t> interior(rank, 0);
  NodePtr padded = ops::contiguous(ops::pad_general(t, w.pad_low, w.pad_high, interior, fill));
  const Strides compact = contiguous_strides(padded->shape);
  Shape shape = windows;
  Strides strides;
  int64_t taps = 1;
  for (size_t d = 0; d < rank; ++d) strides.push_back(w.strides[d] * compact[d]);
  for (size_t d = 0; d < rank; ++d) {
    shape.push_back(w.window[d]);
    strides.push_back(w.dilation[d] * compact[d]);
    taps *= w.window[d];
  }
  Shape flat = windows;
  flat.push_back(taps);
  return ops::reshape(ops::make_view(padded, padded->dtype, shape, strides, 0), flat);
}

// t (x's shape) read at the element each window of x picks, its last maximum or minimum (as
// window_scatter picks): shape `windows`.
NodePtr read_at_picks(const NodePtr& x, const NodePtr& t, const WindowParams& w, const Shape& windows, bool max) {
  const double fill = (max ? -1 : 1) * std::numeric_limits<double>::infinity();
  const int64_t last = static_cast<int64_t>(windows.size());
  NodePtr candidates = ops::flip(window_elements(x, w, windows, fill), std::vector<int64_t>{last});
  NodePtr picked = ops::reduce(max ? Reduction::ArgMax : Reduction::ArgMin, candidates, std::vector<int64_t>{last}, true);
  NodePtr read = ops::take_along_axis(ops::flip(window_elements(t, w, windows, 0.0), std::vector<int64_t>{last}), picked, last);
  return ops::reshape(read, windows);
}

}  // namespace

std::vector<NodePtr> window_scatter_vjp(const NodePtr& node, const NodePtr& g) {
  // source[o] went to the element window o picked: g read there.
  const NodePtr& source = node->inputs[1];
  const bool max = node->params.reduce == ReduceOp::Max;
  return {nullptr, read_at_picks(node->inputs[0], g, node->params.window, source->shape, max), nullptr};
}

std::vector<NodePtr> window_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& x = node->inputs[0];
  const WindowParams& w = node->params.window;
  switch (node->params.reduce) {
    case ReduceOp::Sum:
      return {windows_holding(g, *x, w)};
    case ReduceOp::Prod:
      return {binary(BinaryOp::Divide, windows_holding(binary(BinaryOp::Multiply, g, node), *x, w), x)};
    case ReduceOp::Max:
    case ReduceOp::Min: {  // to the element each window picked, as window_scatter picks it
      bool dilated = false;
      for (int64_t d : w.dilation) dilated = dilated || d != 1;
      if (!dilated) return {ops::window_scatter(node->params.reduce, x, g, 0.0, w)};
      // window_scatter has no dilation: the transpose of reading x at the picks, by the reverse pass.
      return vjp({read_at_picks(x, x, w, node->shape, node->params.reduce == ReduceOp::Max)}, {g}, {x});
    }
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
