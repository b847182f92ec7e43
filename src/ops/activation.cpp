// The parameterised activations as composites of table ops (multiply, expm1, where), which the
// fusion planner joins into one kernel; the parameterless ones (relu, silu, gelu, gelu_tanh,
// softplus) are unary ops of the table with a kernel each.
#include "ops/ops.h"
#include "ops/weak_scalar.h"

namespace kiln::ops {

namespace {

// x in the float dtype the activations compute in (integers and bool become float32).
NodePtr as_float(const NodePtr& x) { return astype(x, float_result_type(x->dtype)); }

NodePtr scaled(const NodePtr& x, double factor) { return binary(BinaryOp::Multiply, x, weak_float(*x->device, factor)); }

}  // namespace

NodePtr leaky_relu(const NodePtr& x_in, double negative_slope) {
  NodePtr x = as_float(x_in);
  NodePtr negative = binary(BinaryOp::Less, x, weak_float(*x->device, 0.0));  // false for NaN: NaN stays
  return where(negative, scaled(x, negative_slope), x);
}

NodePtr elu(const NodePtr& x_in, double alpha) {
  NodePtr x = as_float(x_in);
  NodePtr positive = binary(BinaryOp::Greater, x, weak_float(*x->device, 0.0));  // false for NaN: expm1 keeps it
  return where(positive, x, scaled(unary(UnaryOp::Expm1, x), alpha));
}

}  // namespace kiln::ops
