// Generated from abi/ops.json by tools/gen/emit_gradients.py. Do not edit by hand.
// The vector-Jacobian products of the elementwise kernel ops (src/autodiff/rules.h). An op
// without a case passes no gradient (its rule is zero, or it is built from other ops).
#include "autodiff/expr.h"
#include "autodiff/rules.h"

namespace kiln::autodiff {

NodePtr unary_vjp(UnaryOp op, const NodePtr& g, const NodePtr& x, const NodePtr& y) {
  (void)x;
  (void)y;
  switch (op) {
    case UnaryOp::Negative: { return unary(UnaryOp::Negative, g); }
    case UnaryOp::Abs: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Sign, x)); }
    case UnaryOp::Exp: { return binary(BinaryOp::Multiply, g, y); }
    case UnaryOp::Log: { return binary(BinaryOp::Divide, g, x); }
    case UnaryOp::Log1p: { return binary(BinaryOp::Divide, g, binary(BinaryOp::Add, number(g, 1.0), x)); }
    case UnaryOp::Expm1: { return binary(BinaryOp::Multiply, g, binary(BinaryOp::Add, y, number(g, 1.0))); }
    case UnaryOp::Sqrt: { return binary(BinaryOp::Divide, binary(BinaryOp::Multiply, g, number(g, 0.5)), y); }
    case UnaryOp::Rsqrt: { return binary(BinaryOp::Divide, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, number(g, -0.5)), y), x); }
    case UnaryOp::Square: { return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, number(g, 2.0)), x); }
    case UnaryOp::Sin: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Cos, x)); }
    case UnaryOp::Cos: { return binary(BinaryOp::Multiply, unary(UnaryOp::Negative, g), unary(UnaryOp::Sin, x)); }
    case UnaryOp::Tan: { return binary(BinaryOp::Multiply, g, binary(BinaryOp::Add, number(g, 1.0), binary(BinaryOp::Multiply, y, y))); }
    case UnaryOp::Tanh: { return binary(BinaryOp::Multiply, g, binary(BinaryOp::Subtract, number(g, 1.0), binary(BinaryOp::Multiply, y, y))); }
    case UnaryOp::Sigmoid: { return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, y), binary(BinaryOp::Subtract, number(g, 1.0), y)); }
    case UnaryOp::Erf: { return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, number(g, 1.1283791670955126)), unary(UnaryOp::Exp, binary(BinaryOp::Multiply, unary(UnaryOp::Negative, x), x))); }
    case UnaryOp::Asin: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Rsqrt, binary(BinaryOp::Subtract, number(g, 1.0), binary(BinaryOp::Multiply, x, x)))); }
    case UnaryOp::Acos: { return binary(BinaryOp::Multiply, unary(UnaryOp::Negative, g), unary(UnaryOp::Rsqrt, binary(BinaryOp::Subtract, number(g, 1.0), binary(BinaryOp::Multiply, x, x)))); }
    case UnaryOp::Atan: { return binary(BinaryOp::Divide, g, binary(BinaryOp::Add, number(g, 1.0), binary(BinaryOp::Multiply, x, x))); }
    case UnaryOp::Sinh: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Cosh, x)); }
    case UnaryOp::Cosh: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Sinh, x)); }
    case UnaryOp::Asinh: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Rsqrt, binary(BinaryOp::Add, binary(BinaryOp::Multiply, x, x), number(g, 1.0)))); }
    case UnaryOp::Acosh: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Rsqrt, binary(BinaryOp::Subtract, binary(BinaryOp::Multiply, x, x), number(g, 1.0)))); }
    case UnaryOp::Atanh: { return binary(BinaryOp::Divide, g, binary(BinaryOp::Subtract, number(g, 1.0), binary(BinaryOp::Multiply, x, x))); }
    case UnaryOp::Log2: { return binary(BinaryOp::Divide, g, binary(BinaryOp::Multiply, x, number(g, 0.6931471805599453))); }
    case UnaryOp::Log10: { return binary(BinaryOp::Divide, g, binary(BinaryOp::Multiply, x, number(g, 2.302585092994046))); }
    case UnaryOp::Exp2: { return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, y), number(g, 0.6931471805599453)); }
    case UnaryOp::Cbrt: { return binary(BinaryOp::Divide, g, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, number(g, 3.0), y), y)); }
    case UnaryOp::Erfc: { return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, number(g, -1.1283791670955126)), unary(UnaryOp::Exp, binary(BinaryOp::Multiply, unary(UnaryOp::Negative, x), x))); }
    case UnaryOp::ErfInv: { return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, number(g, 0.886226925452758)), unary(UnaryOp::Exp, binary(BinaryOp::Multiply, y, y))); }
    case UnaryOp::Reciprocal: { return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, unary(UnaryOp::Negative, g), y), y); }
    case UnaryOp::Relu: { return where(binary(BinaryOp::Greater, x, number(g, 0.0)), g, number(g, 0.0)); }
    case UnaryOp::Silu: { const NodePtr s = unary(UnaryOp::Sigmoid, x); return binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, s), binary(BinaryOp::Add, number(g, 1.0), binary(BinaryOp::Multiply, x, binary(BinaryOp::Subtract, number(g, 1.0), s)))); }
    case UnaryOp::Gelu: { return binary(BinaryOp::Multiply, g, binary(BinaryOp::Add, binary(BinaryOp::Multiply, number(g, 0.5), unary(UnaryOp::Erfc, binary(BinaryOp::Multiply, x, number(g, -0.7071067811865476)))), binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, x, number(g, 0.3989422804014327)), unary(UnaryOp::Exp, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, number(g, -0.5), x), x))))); }
    case UnaryOp::GeluTanh: { const NodePtr s = unary(UnaryOp::Sigmoid, binary(BinaryOp::Multiply, number(g, 1.5957691216057308), binary(BinaryOp::Add, x, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, number(g, 0.044715), x), x), x)))); return binary(BinaryOp::Multiply, g, binary(BinaryOp::Add, s, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, x, s), binary(BinaryOp::Subtract, number(g, 1.0), s)), number(g, 1.5957691216057308)), binary(BinaryOp::Add, number(g, 1.0), binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, number(g, 0.134145), x), x))))); }
    case UnaryOp::Softplus: { return binary(BinaryOp::Multiply, g, unary(UnaryOp::Sigmoid, x)); }
    default: return nullptr;
  }
}

std::array<NodePtr, 2> binary_vjp(BinaryOp op, const NodePtr& g, const NodePtr& a, const NodePtr& b,
                                  const NodePtr& y) {
  (void)a;
  (void)b;
  (void)y;
  switch (op) {
    case BinaryOp::Add: { NodePtr d0; {  d0 = g; } NodePtr d1; {  d1 = g; } return {d0, d1}; }
    case BinaryOp::Subtract: { NodePtr d0; {  d0 = g; } NodePtr d1; {  d1 = unary(UnaryOp::Negative, g); } return {d0, d1}; }
    case BinaryOp::Multiply: { NodePtr d0; {  d0 = binary(BinaryOp::Multiply, g, b); } NodePtr d1; {  d1 = binary(BinaryOp::Multiply, g, a); } return {d0, d1}; }
    case BinaryOp::Divide: { NodePtr d0; {  d0 = binary(BinaryOp::Divide, g, b); } NodePtr d1; {  d1 = binary(BinaryOp::Divide, binary(BinaryOp::Multiply, unary(UnaryOp::Negative, g), y), b); } return {d0, d1}; }
    case BinaryOp::Remainder: { NodePtr d0; {  d0 = g; } NodePtr d1; {  d1 = binary(BinaryOp::Multiply, unary(UnaryOp::Negative, g), binary(BinaryOp::FloorDivide, a, b)); } return {d0, d1}; }
    case BinaryOp::Power: { NodePtr d0; {  d0 = where(binary(BinaryOp::Equal, b, number(g, 0.0)), number(g, 0.0), binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, b), binary(BinaryOp::Power, a, binary(BinaryOp::Subtract, b, number(g, 1.0))))); } NodePtr d1; {  d1 = where(binary(BinaryOp::Equal, a, number(g, 0.0)), number(g, 0.0), binary(BinaryOp::Multiply, binary(BinaryOp::Multiply, g, y), unary(UnaryOp::Log, a))); } return {d0, d1}; }
    case BinaryOp::Maximum: { NodePtr d0; {  d0 = where(binary(BinaryOp::Greater, a, b), g, where(binary(BinaryOp::Equal, a, b), binary(BinaryOp::Multiply, g, number(g, 0.5)), number(g, 0.0))); } NodePtr d1; {  d1 = where(binary(BinaryOp::Less, a, b), g, where(binary(BinaryOp::Equal, a, b), binary(BinaryOp::Multiply, g, number(g, 0.5)), number(g, 0.0))); } return {d0, d1}; }
    case BinaryOp::Minimum: { NodePtr d0; {  d0 = where(binary(BinaryOp::Less, a, b), g, where(binary(BinaryOp::Equal, a, b), binary(BinaryOp::Multiply, g, number(g, 0.5)), number(g, 0.0))); } NodePtr d1; {  d1 = where(binary(BinaryOp::Greater, a, b), g, where(binary(BinaryOp::Equal, a, b), binary(BinaryOp::Multiply, g, number(g, 0.5)), number(g, 0.0))); } return {d0, d1}; }
    case BinaryOp::Atan2: { NodePtr d0; {  d0 = binary(BinaryOp::Divide, binary(BinaryOp::Multiply, g, b), binary(BinaryOp::Add, binary(BinaryOp::Multiply, a, a), binary(BinaryOp::Multiply, b, b))); } NodePtr d1; {  d1 = binary(BinaryOp::Divide, binary(BinaryOp::Multiply, unary(UnaryOp::Negative, g), a), binary(BinaryOp::Add, binary(BinaryOp::Multiply, a, a), binary(BinaryOp::Multiply, b, b))); } return {d0, d1}; }
    case BinaryOp::Logaddexp: { NodePtr d0; {  d0 = binary(BinaryOp::Multiply, g, unary(UnaryOp::Exp, binary(BinaryOp::Subtract, a, y))); } NodePtr d1; {  d1 = binary(BinaryOp::Multiply, g, unary(UnaryOp::Exp, binary(BinaryOp::Subtract, b, y))); } return {d0, d1}; }
    case BinaryOp::Hypot: { NodePtr d0; {  d0 = binary(BinaryOp::Divide, binary(BinaryOp::Multiply, g, a), y); } NodePtr d1; {  d1 = binary(BinaryOp::Divide, binary(BinaryOp::Multiply, g, b), y); } return {d0, d1}; }
    case BinaryOp::Copysign: { NodePtr d0; {  d0 = where(binary(BinaryOp::Equal, unary(UnaryOp::Signbit, a), unary(UnaryOp::Signbit, y)), g, unary(UnaryOp::Negative, g)); } NodePtr d1; return {d0, d1}; }
    case BinaryOp::Fmod: { NodePtr d0; {  d0 = g; } NodePtr d1; {  d1 = binary(BinaryOp::Multiply, unary(UnaryOp::Negative, g), unary(UnaryOp::Trunc, binary(BinaryOp::Divide, a, b))); } return {d0, d1}; }
    default: return {nullptr, nullptr};
  }
}

}  // namespace kiln::autodiff
