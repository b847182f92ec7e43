// Generated from abi/ops.json by tools/gen/generate.py. Do not edit by hand.
// Calls f with the functor (backend/cpu/math_functors.h) named after each float math op.
#pragma once

#include "backend/cpu/math_functors.h"
#include "core/op.h"

namespace kiln::cpu {

// false when op is not a float math op (its kernel is elsewhere).
template <class F>
bool visit_float_math(UnaryOp op, F&& f) {
  switch (op) {
    case UnaryOp::Exp: f(math::Exp{}); return true;
    case UnaryOp::Log: f(math::Log{}); return true;
    case UnaryOp::Log1p: f(math::Log1p{}); return true;
    case UnaryOp::Expm1: f(math::Expm1{}); return true;
    case UnaryOp::Sqrt: f(math::Sqrt{}); return true;
    case UnaryOp::Rsqrt: f(math::Rsqrt{}); return true;
    case UnaryOp::Sin: f(math::Sin{}); return true;
    case UnaryOp::Cos: f(math::Cos{}); return true;
    case UnaryOp::Tan: f(math::Tan{}); return true;
    case UnaryOp::Tanh: f(math::Tanh{}); return true;
    case UnaryOp::Sigmoid: f(math::Sigmoid{}); return true;
    case UnaryOp::Erf: f(math::Erf{}); return true;
    case UnaryOp::Asin: f(math::Asin{}); return true;
    case UnaryOp::Acos: f(math::Acos{}); return true;
    case UnaryOp::Atan: f(math::Atan{}); return true;
    case UnaryOp::Sinh: f(math::Sinh{}); return true;
    case UnaryOp::Cosh: f(math::Cosh{}); return true;
    case UnaryOp::Asinh: f(math::Asinh{}); return true;
    case UnaryOp::Acosh: f(math::Acosh{}); return true;
    case UnaryOp::Atanh: f(math::Atanh{}); return true;
    case UnaryOp::Log2: f(math::Log2{}); return true;
    case UnaryOp::Log10: f(math::Log10{}); return true;
    case UnaryOp::Exp2: f(math::Exp2{}); return true;
    case UnaryOp::Cbrt: f(math::Cbrt{}); return true;
    case UnaryOp::Erfc: f(math::Erfc{}); return true;
    case UnaryOp::ErfInv: f(math::ErfInv{}); return true;
    case UnaryOp::Reciprocal: f(math::Reciprocal{}); return true;
    case UnaryOp::Relu: f(math::Relu{}); return true;
    case UnaryOp::Silu: f(math::Silu{}); return true;
    case UnaryOp::Gelu: f(math::Gelu{}); return true;
    case UnaryOp::GeluTanh: f(math::GeluTanh{}); return true;
    case UnaryOp::Softplus: f(math::Softplus{}); return true;
    default: return false;
  }
}

// false when op is not a float math op (its kernel is elsewhere).
template <class F>
bool visit_float_math(BinaryOp op, F&& f) {
  switch (op) {
    case BinaryOp::Divide: f(math::Divide{}); return true;
    case BinaryOp::Atan2: f(math::Atan2{}); return true;
    case BinaryOp::Logaddexp: f(math::Logaddexp{}); return true;
    case BinaryOp::Hypot: f(math::Hypot{}); return true;
    case BinaryOp::Copysign: f(math::Copysign{}); return true;
    default: return false;
  }
}

}  // namespace kiln::cpu
