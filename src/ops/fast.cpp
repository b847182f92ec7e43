// Fused fast ops (MLX's fast.rms_norm, fast.layer_norm, fast.scaled_dot_product_attention):
// argument checks, then one Norm or Attention kernel node. The kernels want simple layouts:
// x compact for the norms; q, k, v with stride 1 along D (other strides free, so a transposed
// [B, L, H, D] -> [B, H, L, D] view needs no copy), the mask a broadcast view of [B, H, Lq, Lk].
#include <cmath>
#include <limits>
#include <string>

#include "core/error.h"
#include "core/shape.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

void require_float(const NodePtr& t, const char* op, const char* what) {
  if (!is_floating(t->dtype)) {
    fail(Status::UnsupportedDType, std::string(op) + ": " + what + " must have a float dtype, not " + dtype_name(t->dtype));
  }
}

void require_eps(double eps, const char* op) {
  if (!std::isfinite(eps) || eps < 0.0) {
    fail(Status::InvalidArgument, std::string(op) + ": eps must be finite and >= 0, not " + std::to_string(eps));
  }
}

// A weight or bias: shape [last], any float dtype (cast to x's), compact.
NodePtr affine_operand(const NodePtr& p, const NodePtr& x, const char* op, const char* what) {
  require_float(p, op, what);
  if (p->shape.size() != 1 || p->shape[0] != x->shape.back()) {
    fail(Status::ShapeMismatch, std::string(op) + ": " + what + " must have shape (" + std::to_string(x->shape.back()) +
                                    ",), the last axis of x " + shape_string(x->shape) + ", not " + shape_string(p->shape));
  }
  return contiguous(p->dtype == x->dtype ? p : astype(p, x->dtype));
}

NodePtr norm(const NodePtr& x, const NodePtr& weight, const NodePtr& bias, double eps, bool rms) {
  const char* op = rms ? "rms_norm" : "layer_norm";
  require_float(x, op, "x");
  if (x->shape.empty()) fail(Status::InvalidArgument, std::string(op) + ": x must have at least one dimension");
  require_eps(eps, op);
  std::vector<NodePtr> inputs = {contiguous(x)};
  OpParams params;
  params.rms = rms;
  params.eps = eps;
  if (weight) {
    inputs.push_back(affine_operand(weight, x, op, "weight"));
    params.has_weight = true;
  }
  if (bias) {
    inputs.push_back(affine_operand(bias, x, op, "bias"));
    params.has_bias = true;
  }
  std::vector<NodePtr> all = {x};
  if (weight) all.push_back(weight);
  if (bias) all.push_back(bias);
  Device& device = common_device(all, op);
  return make_kernel(op, OpKind::Norm, x->dtype, x->shape, device, inputs, params);
}

// q, k or v for the kernel: stride 1 along D (a copy otherwise; D of 1 has any stride).
NodePtr unit_stride_d(const NodePtr& t) {
  if (t->shape[3] <= 1 || t->strides[3] == 1) return t;
  return contiguous(t);
}

}  // namespace

NodePtr rms_norm(const NodePtr& x, const NodePtr& weight, double eps) { return norm(x, weight, nullptr, eps, true); }

NodePtr layer_norm(const NodePtr& x, const NodePtr& weight, const NodePtr& bias, double eps) {
  return norm(x, weight, bias, eps, false);
}

NodePtr scaled_dot_product_attention(const NodePtr& q, const NodePtr& k, const NodePtr& v, double scale,
                                     const NodePtr& mask, bool causal) {
  const char* op = "scaled_dot_product_attention";
  std::vector<NodePtr> all = {q, k, v};
  if (mask) all.push_back(mask);
  Device& device = common_device(all, op);
  require_float(q, op, "q");
  for (const auto& [t, name] : {std::pair{k, "k"}, std::pair{v, "v"}}) {
    if (t->dtype != q->dtype) {
      fail(Status::InvalidArgument, std::string(op) + ": " + name + " has dtype " + dtype_name(t->dtype) +
                                        ", q has " + dtype_name(q->dtype) + " (they must match)");
    }
  }
  for (const auto& [t, name] : {std::pair{q, "q"}, std::pair{k, "k"}, std::pair{v, "v"}}) {
    if (t->shape.size() != 4) {
      fail(Status::ShapeMismatch, std::string(op) + ": " + name + " must be 4-d [batch, heads, length, head_dim], not " +
                                      shape_string(t->shape));
    }
  }
  const int64_t batch = q->shape[0], heads = q->shape[1], lq = q->shape[2], dim = q->shape[3];
  const int64_t kv_heads = k->shape[1], lk = k->shape[2];
  if (k->shape != v->shape) {
    fail(Status::ShapeMismatch, std::string(op) + ": k " + shape_string(k->shape) + " and v " + shape_string(v->shape) +
                                    " must have the same shape");
  }
  if (k->shape[0] != batch || k->shape[3] != dim) {
    fail(Status::ShapeMismatch, std::string(op) + ": k and v " + shape_string(k->shape) + " must match q " +
                                    shape_string(q->shape) + " in batch and head_dim");
  }
  if (kv_heads == 0 ? heads != 0 : heads % kv_heads != 0) {
    fail(Status::ShapeMismatch, std::string(op) + ": the key/value heads (" + std::to_string(kv_heads) +
                                    ") must divide the query heads (" + std::to_string(heads) + ")");
  }
  if (!std::isfinite(scale)) fail(Status::InvalidArgument, std::string(op) + ": scale must be finite");
  const Shape scores = {batch, heads, lq, lk};
  OpParams params;
  params.scale = scale;
  params.causal = causal;
  std::vector<NodePtr> inputs = {unit_stride_d(q), unit_stride_d(k), unit_stride_d(v)};
  if (mask) {
    if (mask->shape.size() > 4) {
      fail(Status::ShapeMismatch, std::string(op) + ": mask " + shape_string(mask->shape) +
                                      " cannot be broadcast to the scores " + shape_string(scores));
    }
    for (size_t i = 0; i < mask->shape.size(); ++i) {
      const int64_t m = mask->shape[mask->shape.size() - 1 - i], s = scores[3 - i];
      if (m != 1 && m != s) {
        fail(Status::ShapeMismatch, std::string(op) + ": mask " + shape_string(mask->shape) +
                                        " cannot be broadcast to the scores " + shape_string(scores));
      }
    }
    NodePtr additive = mask;
    if (mask->dtype == DType::Bool) {  // false masks out: 0 where kept, -inf elsewhere
      additive = where(mask, full(device, {}, 0.0, q->dtype),
                       full(device, {}, -std::numeric_limits<double>::infinity(), q->dtype));
    } else {
      require_float(mask, op, "mask (or bool)");
      if (mask->dtype != q->dtype) additive = astype(mask, q->dtype);
    }
    inputs.push_back(broadcast_to(additive, scores));
    params.has_mask = true;
  }
  return make_kernel(op, OpKind::Attention, q->dtype, {batch, heads, lq, dim}, device, inputs, params);
}

}  // namespace kiln::ops
