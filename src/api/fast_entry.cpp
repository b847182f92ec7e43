// Entries of the fused fast ops (rms_norm, layer_norm, scaled_dot_product_attention).
#include "api/entry.gen.h"
#include "api/handles.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

NodePtr optional_node(kiln_tensor t, const char* param) { return t ? tensor_node(t, param) : nullptr; }

}  // namespace

void rms_norm(kiln_tensor x, kiln_tensor weight, double eps, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), nw = optional_node(weight, "weight");
  return_tensor(ops::rms_norm(nx, nw, eps), out);
}

void layer_norm(kiln_tensor x, kiln_tensor weight, kiln_tensor bias, double eps, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), nw = optional_node(weight, "weight"), nb = optional_node(bias, "bias");
  return_tensor(ops::layer_norm(nx, nw, nb, eps), out);
}

void scaled_dot_product_attention(kiln_tensor q, kiln_tensor k, kiln_tensor v, double scale, kiln_tensor mask,
                                  bool causal, kiln_tensor* out) {
  NodePtr nq = tensor_node(q, "q"), nk = tensor_node(k, "k"), nv = tensor_node(v, "v");
  NodePtr nm = optional_node(mask, "mask");
  return_tensor(ops::scaled_dot_product_attention(nq, nk, nv, scale, nm, causal), out);
}

}  // namespace kiln::api
