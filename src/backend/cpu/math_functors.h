// One functor per float math op of abi/ops.json (operands: float), named as its C++ enumerator:
// float_math.gen.h reaches them by that name (MLX's pattern). Each serves float and double; the
// 16-bit floats compute in float. Adding a float math op = adding its functor here.
//
// A float argument is computed in double and rounded once (wide_t): the float result is then
// the correctly rounded one but for arguments whose double result lies within a double ulp of
// a halfway point between floats, as NumPy's float64 path and Nx's BinaryBackend (Erlang doubles,
// rounded on store) give it; glibc's float functions are within an ulp, not correctly rounded.
#pragma once

#include <cmath>
#include <limits>
#include <type_traits>

#include "backend/cpu/scalar_math.h"

namespace kiln::cpu::math {

// y with erf(y) = x. A rough start (the series up to 1/2, Winitzki's closed form beyond), then Newton steps in
// double: on erf near zero, on erfc = 1 - |x| beyond (1 - |x| is exact there), so the root keeps
// full relative accuracy as |x| nears 1.
inline double erf_inv(double x) {
  double a = std::fabs(x);
  if (!(a <= 1.0)) return std::numeric_limits<double>::quiet_NaN();
  if (a == 1.0) return std::copysign(std::numeric_limits<double>::infinity(), x);
  if (a == 0.0) return x;
  const double k = 0.147, two_over_sqrt_pi = 1.1283791670955126;
  double y = 0.886226925452758 * a * (1.0 + 0.261799387799149 * a * a);  // series start, 1% at 1/2
  if (a > 0.5) {
    double w = std::log((1.0 - a) * (1.0 + a));
    double t = 2.0 / (3.141592653589793 * k) + 0.5 * w;
    y = std::sqrt(std::sqrt(t * t - w / k) - t);
  }
  for (int i = 0; i < 5; ++i) {
    double f = a <= 0.5 ? std::erf(y) - a : (1.0 - a) - std::erfc(y);
    y -= f / (two_over_sqrt_pi * std::exp(-y * y));
  }
  return std::copysign(y, x);
}

// The type a float math function computes in for arguments of type T (see the top).
template <class T>
using wide_t = std::conditional_t<std::is_same_v<T, float>, double, T>;

// expr computes in C = wide_t<T> on x (a, b); the result is rounded to T once.
#define KILN_UNARY_FUNCTOR(Name, expr)        \
  struct Name {                               \
    template <class T>                        \
    T operator()(T arg) const {               \
      using C = wide_t<T>;                    \
      const C x = arg;                        \
      return static_cast<T>(expr);            \
    }                                         \
  };
#define KILN_BINARY_FUNCTOR(Name, expr)       \
  struct Name {                               \
    template <class T>                        \
    T operator()(T arg_a, T arg_b) const {    \
      using C = wide_t<T>;                    \
      const C a = arg_a, b = arg_b;           \
      return static_cast<T>(expr);            \
    }                                         \
  };

KILN_UNARY_FUNCTOR(Exp, std::exp(x))
KILN_UNARY_FUNCTOR(Log, std::log(x))
KILN_UNARY_FUNCTOR(Log1p, std::log1p(x))
KILN_UNARY_FUNCTOR(Expm1, std::expm1(x))
KILN_UNARY_FUNCTOR(Sqrt, std::sqrt(x))
KILN_UNARY_FUNCTOR(Rsqrt, C(1) / std::sqrt(x))
KILN_UNARY_FUNCTOR(Sin, std::sin(x))
KILN_UNARY_FUNCTOR(Cos, std::cos(x))
KILN_UNARY_FUNCTOR(Tan, std::tan(x))
KILN_UNARY_FUNCTOR(Tanh, std::tanh(x))
KILN_UNARY_FUNCTOR(Sigmoid, sigmoid(x))
KILN_UNARY_FUNCTOR(Erf, std::erf(x))
KILN_UNARY_FUNCTOR(Asin, std::asin(x))
KILN_UNARY_FUNCTOR(Acos, std::acos(x))
KILN_UNARY_FUNCTOR(Atan, std::atan(x))
KILN_UNARY_FUNCTOR(Sinh, std::sinh(x))
KILN_UNARY_FUNCTOR(Cosh, std::cosh(x))
KILN_UNARY_FUNCTOR(Asinh, std::asinh(x))
KILN_UNARY_FUNCTOR(Acosh, std::acosh(x))
KILN_UNARY_FUNCTOR(Atanh, std::atanh(x))
KILN_UNARY_FUNCTOR(Log2, std::log2(x))
KILN_UNARY_FUNCTOR(Log10, std::log10(x))
KILN_UNARY_FUNCTOR(Exp2, std::exp2(x))
KILN_UNARY_FUNCTOR(Cbrt, std::cbrt(x))
KILN_UNARY_FUNCTOR(Erfc, std::erfc(x))
KILN_UNARY_FUNCTOR(ErfInv, static_cast<C>(erf_inv(static_cast<double>(x))))
KILN_UNARY_FUNCTOR(Reciprocal, C(1) / x)
// Activations. gelu through erfc and gelu_tanh through sigmoid (0.5 (1 + tanh u) = sigmoid(2u)):
// no cancellation for negative x; softplus without overflow.
KILN_UNARY_FUNCTOR(Relu, x < C(0) ? C(0) : x)
KILN_UNARY_FUNCTOR(Silu, x * sigmoid(x))
KILN_UNARY_FUNCTOR(Gelu, C(0.5) * x * std::erfc(x * C(-0.7071067811865476)))
KILN_UNARY_FUNCTOR(GeluTanh, x * sigmoid(C(1.5957691216057308) * (x + C(0.044715) * x * x * x)))
KILN_UNARY_FUNCTOR(Softplus, (x > C(0) ? x : C(0)) + std::log1p(std::exp(-std::fabs(x))))

KILN_BINARY_FUNCTOR(Divide, a / b)
KILN_BINARY_FUNCTOR(Atan2, std::atan2(a, b))
// max + log1p(e^-|a - b|); equal operands (infinities included) give a + log 2 without inf - inf.
KILN_BINARY_FUNCTOR(Logaddexp, std::isnan(a) || std::isnan(b) ? a + b
                               : a == b ? a + C(0.6931471805599453)
                                        : std::fmax(a, b) + std::log1p(std::exp(-std::fabs(a - b))))
KILN_BINARY_FUNCTOR(Hypot, std::hypot(a, b))
KILN_BINARY_FUNCTOR(Copysign, std::copysign(a, b))

#undef KILN_UNARY_FUNCTOR
#undef KILN_BINARY_FUNCTOR

}  // namespace kiln::cpu::math
