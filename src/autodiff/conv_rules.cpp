// Gradients of convolutions and their patches (Conv, Im2col). A plain convolution's are two
// convolutions. Any other geometry (groups, input dilation) and the patches are written again as
// a composite of differentiable ops on the same inputs (padding and input dilation by pad_general,
// the patches as a strided view, the product as dot_general) and the reverse pass runs over that:
// correct for any geometry, but the patches' gradient adds each tap back by position (a scatter
// of inputs x taps elements).
#include "autodiff/expr.h"
#include "autodiff/reverse.h"
#include "autodiff/rules.h"
#include "core/error.h"
#include "ops/graph.h"

namespace kiln::autodiff {
namespace {

// x [N, C, S...] padded and dilated as w says, read as its patches [N, C, P..., K...] (P: the
// output positions of `out`, K: the taps).
NodePtr patches(const NodePtr& x, const WindowParams& w, const Shape& kernel_taps, const Shape& positions) {
  const size_t spatial = w.strides.size();
  std::vector<int64_t> low = {0, 0}, high = {0, 0}, interior = {0, 0};
  for (size_t a = 0; a < spatial; ++a) {
    low.push_back(w.pad_low[a]);
    high.push_back(w.pad_high[a]);
    interior.push_back(w.input_dilation.empty() ? 0 : w.input_dilation[a] - 1);
  }
  NodePtr padded = ops::contiguous(ops::pad_general(x, low, high, interior, 0.0));
  const Strides compact = contiguous_strides(padded->shape);
  Shape shape = {padded->shape[0], padded->shape[1]};
  Strides strides = {compact[0], compact[1]};
  for (size_t a = 0; a < spatial; ++a) {
    shape.push_back(positions[a]);
    strides.push_back(w.strides[a] * compact[a + 2]);
  }
  for (size_t a = 0; a < spatial; ++a) {
    shape.push_back(kernel_taps[a]);
    strides.push_back(w.dilation[a] * compact[a + 2]);
  }
  return ops::make_view(padded, padded->dtype, shape, strides, 0);
}

// The convolution of input and kernel as the Conv node computes it: [N, O, P...].
NodePtr conv_composite(const NodePtr& input, const NodePtr& kernel, const WindowParams& w, const Shape& out) {
  const size_t spatial = w.strides.size();
  const int64_t groups = w.feature_groups, n = input->shape[0], c = input->shape[1], o = kernel->shape[0];
  Shape taps(kernel->shape.begin() + 2, kernel->shape.end()), positions(out.begin() + 2, out.end());
  NodePtr p = patches(input, w, taps, positions);  // [N, C, P..., K...]
  // Channels split into groups: p [N, G, C/G, P..., K...], kernel [G, O/G, C/G, K...].
  Shape p_shape = {n, groups, c / groups};
  p_shape.insert(p_shape.end(), p->shape.begin() + 2, p->shape.end());
  Shape k_shape = {groups, o / groups};
  k_shape.insert(k_shape.end(), kernel->shape.begin() + 1, kernel->shape.end());
  std::vector<int64_t> contract_p = {2}, contract_k = {2};
  for (size_t a = 0; a < spatial; ++a) {
    contract_p.push_back(static_cast<int64_t>(3 + spatial + a));
    contract_k.push_back(static_cast<int64_t>(3 + a));
  }
  // [G, N, P..., O/G] -> [N, G, O/G, P...] -> [N, O, P...]
  NodePtr product = ops::dot_general(ops::reshape(p, p_shape), contract_p, {1}, ops::reshape(kernel, k_shape), contract_k, {0});
  std::vector<int64_t> order = {1, 0, static_cast<int64_t>(2 + spatial)};
  for (size_t a = 0; a < spatial; ++a) order.push_back(static_cast<int64_t>(2 + a));
  return ops::reshape(ops::transpose(product, order), out);
}

std::vector<int64_t> spatial_axes(size_t spatial) {
  std::vector<int64_t> axes;
  for (size_t a = 0; a < spatial; ++a) axes.push_back(static_cast<int64_t>(2 + a));
  return axes;
}

std::vector<int64_t> first_two_swapped(size_t rank) {
  std::vector<int64_t> order = {1, 0};
  for (size_t a = 2; a < rank; ++a) order.push_back(static_cast<int64_t>(a));
  return order;
}

// The gradients of a plain convolution (one group, no input dilation) as two convolutions: the
// input's is g spread by the strides and correlated with the flipped kernel (channels swapped);
// the kernel's correlates the input with g (batch and channels swapped), its stride being the
// forward dilation and its dilation the forward stride. Each pads so its result has exactly the
// shape wanted (negative padding crops).
std::vector<NodePtr> plain_conv_vjp(const NodePtr& x, const NodePtr& kernel, const WindowParams& w, const NodePtr& g,
                                    const std::vector<bool>& wanted) {
  const size_t spatial = w.strides.size(), rank = spatial + 2;
  WindowParams to_input, to_kernel;
  for (size_t a = 0; a < spatial; ++a) {
    const int64_t s = x->shape[2 + a], k = kernel->shape[2 + a], p = g->shape[2 + a];
    const int64_t reach = (k - 1) * w.dilation[a], spread = p == 0 ? 0 : (p - 1) * w.strides[a] + 1;
    to_input.strides.push_back(1);
    to_input.pad_low.push_back(reach - w.pad_low[a]);
    to_input.pad_high.push_back(s + w.pad_low[a] - spread);
    to_input.input_dilation.push_back(w.strides[a]);
    to_input.dilation.push_back(w.dilation[a]);
    to_kernel.strides.push_back(w.dilation[a]);
    to_kernel.pad_low.push_back(w.pad_low[a]);
    to_kernel.pad_high.push_back(reach + spread - s - w.pad_low[a]);
    to_kernel.input_dilation.push_back(1);
    to_kernel.dilation.push_back(w.strides[a]);
  }
  std::vector<NodePtr> grads(2);
  if (wanted[0]) {
    NodePtr flipped = ops::transpose(ops::flip(kernel, spatial_axes(spatial)), first_two_swapped(rank));
    grads[0] = ops::conv(g, flipped, to_input);
  }
  if (wanted[1]) {
    const std::vector<int64_t> swap = first_two_swapped(rank);
    grads[1] = ops::transpose(ops::conv(ops::transpose(x, swap), ops::transpose(g, swap), to_kernel), swap);
  }
  return grads;
}

}  // namespace

std::vector<NodePtr> conv_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted) {
  const WindowParams& w = node->params.window;
  if (w.batch_groups != 1) fail(Status::Unsupported, "no gradient for a conv with batch groups yet (docs/gradients.md)");
  bool plain = w.feature_groups == 1;
  for (int64_t d : w.input_dilation) plain = plain && d == 1;
  if (plain) return plain_conv_vjp(node->inputs[0], node->inputs[1], w, g, wanted);
  const std::vector<NodePtr> inputs = {node->inputs[0], node->inputs[1]};
  return vjp({conv_composite(inputs[0], inputs[1], w, node->shape)}, {g}, inputs);
}

std::vector<NodePtr> im2col_vjp(const NodePtr& node, const NodePtr& g) {
  // Im2col: input [N, C, S...] read as [N, P..., C, K...].
  const NodePtr& x = node->inputs[0];
  const size_t spatial = x->shape.size() - 2;
  Shape positions(node->shape.begin() + 1, node->shape.begin() + 1 + static_cast<std::ptrdiff_t>(spatial));
  Shape taps(node->shape.end() - static_cast<std::ptrdiff_t>(spatial), node->shape.end());
  NodePtr p = patches(x, node->params.window, taps, positions);  // [N, C, P..., K...]
  std::vector<int64_t> order = {0};
  for (size_t a = 0; a < spatial; ++a) order.push_back(static_cast<int64_t>(2 + a));
  order.push_back(1);
  for (size_t a = 0; a < spatial; ++a) order.push_back(static_cast<int64_t>(2 + spatial + a));
  return vjp({ops::transpose(p, order)}, {g}, {x});
}

}  // namespace kiln::autodiff
