// Gradients of the fused fast ops, written as composites (they run as several kernels): the
// normalizations over the last axis and attention, which recomputes its softmax. 16-bit inputs
// are differentiated in float32.
#include <limits>
#include <numeric>

#include "autodiff/expr.h"
#include "autodiff/rules.h"

namespace kiln::autodiff {
namespace {

DType work_type(DType d) { return itemsize(d) == 2 ? DType::Float32 : d; }

NodePtr to(const NodePtr& x, DType d) { return x->dtype == d ? x : ops::astype(x, d); }

NodePtr mean_last(const NodePtr& x) {
  return ops::reduce(Reduction::Mean, x, std::vector<int64_t>{static_cast<int64_t>(x->shape.size()) - 1}, true);
}

// Sum over every axis but the last: a per-feature parameter's gradient.
NodePtr sum_leading(const NodePtr& x) {
  std::vector<int64_t> axes(x->shape.size() - 1);
  std::iota(axes.begin(), axes.end(), 0);
  return ops::reduce(Reduction::Sum, x, axes, false);
}

NodePtr mul(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Multiply, a, b); }
NodePtr sub(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Subtract, a, b); }

}  // namespace

std::vector<NodePtr> norm_vjp(const NodePtr& node, const NodePtr& g) {
  const OpParams& p = node->params;
  const DType t = work_type(node->dtype);
  NodePtr x = to(node->inputs[0], t), gt = to(g, t);
  NodePtr weight = p.has_weight ? to(node->inputs[1], t) : nullptr;
  NodePtr centred = p.rms ? x : sub(x, mean_last(x));
  NodePtr inv = unary(UnaryOp::Rsqrt, binary(BinaryOp::Add, mean_last(mul(centred, centred)), number(x, p.eps)));
  NodePtr normal = mul(centred, inv);
  NodePtr gw = weight ? mul(gt, weight) : gt;
  NodePtr inner = sub(gw, mul(normal, mean_last(mul(gw, normal))));
  if (!p.rms) inner = sub(inner, mean_last(gw));
  std::vector<NodePtr> grads = {mul(inv, inner)};
  if (p.has_weight) grads.push_back(sum_leading(mul(gt, normal)));
  if (p.has_bias) grads.push_back(sum_leading(gt));
  return grads;
}

std::vector<NodePtr> attention_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted) {
  const OpParams& p = node->params;
  const DType t = work_type(node->dtype);
  const NodePtr q = to(node->inputs[0], t), k = to(node->inputs[1], t), v = to(node->inputs[2], t);
  const int64_t batch = q->shape[0], heads = q->shape[1], lq = q->shape[2], dim = q->shape[3];
  const int64_t kv_heads = k->shape[1], lk = k->shape[2], group = kv_heads ? heads / kv_heads : 1;
  // Query heads grouped under their key/value head: [B, Hkv, G, L, D]; k and v broadcast over G.
  auto grouped = [&](const NodePtr& x, int64_t last) {
    return ops::reshape(x, {batch, kv_heads, group, x->shape[2], last});
  };
  const NodePtr q5 = grouped(q, dim), g5 = grouped(to(g, t), dim);
  const NodePtr k5 = ops::expand_dims(k, {2}), v5 = ops::expand_dims(v, {2});
  NodePtr scores = mul(ops::matmul(q5, swap_last_two(k5)), number(q, p.scale));
  if (p.has_mask) scores = binary(BinaryOp::Add, scores, grouped(to(node->inputs[3], t), lk));
  if (p.causal) {  // key j is kept for query i when j <= i + lk - lq
    Device& device = *q->device;
    NodePtr i = ops::reshape(ops::arange(device, static_cast<double>(lk - lq), static_cast<double>(lk), 1.0, DType::Int64),
                             {lq, 1});
    NodePtr j = ops::reshape(ops::arange(device, 0.0, static_cast<double>(lk), 1.0, DType::Int64), {1, lk});
    scores = where(binary(BinaryOp::Greater, j, i), number(scores, -std::numeric_limits<double>::infinity()), scores);
  }
  const NodePtr prob = ops::softmax(scores, std::vector<int64_t>{-1});
  const NodePtr dprob = ops::matmul(g5, swap_last_two(v5));
  const NodePtr dscores = mul(prob, sub(dprob, ops::reduce(Reduction::Sum, mul(dprob, prob), std::vector<int64_t>{-1}, true)));
  const NodePtr scale = number(q, p.scale);
  std::vector<NodePtr> grads(node->inputs.size());
  const std::vector<int64_t> over_group = {2};
  if (wanted[0]) grads[0] = ops::reshape(mul(ops::matmul(dscores, k5), scale), q->shape);
  if (wanted[1]) {
    grads[1] = ops::reduce(Reduction::Sum, mul(ops::matmul(swap_last_two(dscores), q5), scale), over_group, false);
  }
  if (wanted[2]) grads[2] = ops::reduce(Reduction::Sum, ops::matmul(swap_last_two(prob), g5), over_group, false);
  if (p.has_mask && wanted[3]) grads[3] = ops::reshape(dscores, {batch, heads, lq, lk});
  return grads;
}

}  // namespace kiln::autodiff
