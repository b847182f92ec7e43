// Scalar arithmetic with NumPy's semantics and no undefined behaviour: integer arithmetic wraps
// (done in an unsigned type at least 32 bits wide, so that small types cannot overflow `int`
// through promotion), division and shifts are defined for every operand, and float floor
// division / remainder follow the sign of the divisor like numpy.floor_divide / remainder.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace kiln::cpu {

template <class T>
using wrap_t = std::conditional_t<(sizeof(T) < 4), uint32_t, std::make_unsigned_t<T>>;

template <class T> inline T wrap_add(T a, T b) { return static_cast<T>(static_cast<wrap_t<T>>(a) + static_cast<wrap_t<T>>(b)); }
template <class T> inline T wrap_sub(T a, T b) { return static_cast<T>(static_cast<wrap_t<T>>(a) - static_cast<wrap_t<T>>(b)); }
template <class T> inline T wrap_mul(T a, T b) { return static_cast<T>(static_cast<wrap_t<T>>(a) * static_cast<wrap_t<T>>(b)); }
template <class T> inline T wrap_neg(T a) { return wrap_sub<T>(0, a); }

template <class T>
inline T int_abs(T a) {
  if constexpr (std::is_signed_v<T>) return a < 0 ? wrap_neg(a) : a;
  return a;
}

template <class T>
inline T int_sign(T a) {
  if constexpr (std::is_signed_v<T>) return static_cast<T>((a > 0) - (a < 0));
  return static_cast<T>(a != 0);
}

// Division truncating toward zero (used for Divide, which the ops layer never sends for ints).
template <class T>
inline T int_div_trunc(T a, T b) {
  if (b == 0) return 0;
  if constexpr (std::is_signed_v<T>) {
    if (b == -1) return wrap_neg(a);
  }
  return static_cast<T>(a / b);
}

// Python's a // b: rounds toward negative infinity; x // 0 == 0; MIN // -1 == MIN.
template <class T>
inline T int_floor_div(T a, T b) {
  if (b == 0) return 0;
  if constexpr (std::is_signed_v<T>) {
    if (b == -1) return wrap_neg(a);
    T q = static_cast<T>(a / b);
    if (static_cast<T>(a % b) != 0 && ((a < 0) != (b < 0))) --q;
    return q;
  } else {
    return static_cast<T>(a / b);
  }
}

// Python's a % b: takes the sign of b; x % 0 == 0.
template <class T>
inline T int_remainder(T a, T b) {
  if (b == 0) return 0;
  if constexpr (std::is_signed_v<T>) {
    if (b == -1) return 0;
    T r = static_cast<T>(a % b);
    if (r != 0 && ((r < 0) != (b < 0))) r = static_cast<T>(r + b);
    return r;
  } else {
    return static_cast<T>(a % b);
  }
}

// C's a % b (Nx's remainder): truncated, takes the sign of a; x fmod 0 == 0 (as remainder).
template <class T>
inline T int_fmod(T a, T b) {
  if (b == 0) return 0;
  if constexpr (std::is_signed_v<T>) {
    if (b == -1) return 0;  // avoids the MIN % -1 trap
  }
  return static_cast<T>(a % b);
}

// Exponentiation by squaring, wrapping. A negative exponent gives 0, except for bases 1 and -1.
template <class T>
inline T int_power(T base, T exponent) {
  if constexpr (std::is_signed_v<T>) {
    if (exponent < 0) {
      if (base == 1) return 1;
      if (base == -1) return (exponent & 1) ? T(-1) : T(1);
      return 0;
    }
  }
  using W = wrap_t<T>;
  W result = 1, b = static_cast<W>(base);
  for (auto e = static_cast<std::make_unsigned_t<T>>(exponent); e != 0; e = static_cast<decltype(e)>(e >> 1)) {
    if (e & 1u) result = static_cast<W>(result * b);
    b = static_cast<W>(b * b);
  }
  return static_cast<T>(result);
}

// Shifts by a count outside [0, bits) give 0 (or -1 for a right shift of a negative value).
template <class T>
inline T shift_left(T a, T count) {
  constexpr int bits = static_cast<int>(sizeof(T) * 8);
  if constexpr (std::is_signed_v<T>) {
    if (count < 0) return 0;
  }
  if (count >= bits) return 0;
  return static_cast<T>(static_cast<wrap_t<T>>(a) << count);
}

template <class T>
inline T shift_right(T a, T count) {
  constexpr int bits = static_cast<int>(sizeof(T) * 8);
  bool out_of_range = count >= bits;
  if constexpr (std::is_signed_v<T>) out_of_range = out_of_range || count < 0;
  if (out_of_range) {
    if constexpr (std::is_signed_v<T>) return a < 0 ? T(-1) : T(0);
    return 0;
  }
  return static_cast<T>(a >> count);  // arithmetic for signed types
}

template <class F>
inline F float_sign(F x) {
  if (std::isnan(x)) return x;
  return x > 0 ? F(1) : (x < 0 ? F(-1) : F(0));
}

// numpy's divmod for floats (npy_divmod): the quotient is snapped to an integer so that
// a == b * q + r holds as closely as rounding allows; but an infinite operand gives floor(a / b),
// as the array API prefers (inf // 2 is inf, 1 // -inf is -0.0; NumPy pairs // with % there and
// gives NaN and -1.0).
template <class F>
inline F float_floor_div(F a, F b) {
  if (b == 0 || std::isinf(a) || std::isinf(b)) return std::floor(a / b);
  F mod = std::fmod(a, b);
  F div = (a - mod) / b;
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) div -= F(1);
  }
  if (div != 0) {
    F floor_div = std::floor(div);
    if (div - floor_div > F(0.5)) floor_div += F(1);
    return floor_div;
  }
  return std::copysign(F(0), a / b);
}

template <class F>
inline F float_remainder(F a, F b) {
  F mod = std::fmod(a, b);
  if (b == 0) return mod;
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) mod += b;
  } else {
    mod = std::copysign(F(0), b);
  }
  return mod;
}

template <class F>
inline F float_maximum(F a, F b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  return a >= b ? a : b;
}

template <class F>
inline F float_minimum(F a, F b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  return a <= b ? a : b;
}

template <class F>
inline F sigmoid(F x) {
  if (x >= 0) return F(1) / (F(1) + std::exp(-x));
  F e = std::exp(x);
  return e / (F(1) + e);
}

}  // namespace kiln::cpu
