// 16-bit float storage types. Arithmetic happens in float: each converts to and from float with
// round-to-nearest-even, NaN kept NaN, overflow to infinity.
#pragma once

#include <cstdint>
#include <cstring>

namespace kiln {

inline uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

inline float bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

inline uint16_t float_to_half_bits(float f) {
  uint32_t x = float_bits(f);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  uint32_t abs = x & 0x7fffffffu;
  if (abs >= 0x7f800000u) {  // inf or NaN
    return static_cast<uint16_t>(sign | 0x7c00u | (abs > 0x7f800000u ? 0x200u : 0u));
  }
  if (abs >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // rounds to inf
  if (abs < 0x38800000u) {
    // Subnormal half (or zero): scale so that the half ulp 2^-24 becomes 1.0 and round.
    float scaled = bits_float(abs) * 16777216.0f;  // exact: power-of-two scale
    // Round half to even on the integer part.
    uint32_t whole = static_cast<uint32_t>(scaled);
    float frac = scaled - static_cast<float>(whole);
    if (frac > 0.5f || (frac == 0.5f && (whole & 1u))) whole++;
    return static_cast<uint16_t>(sign | whole);
  }
  uint32_t mant = abs & 0x7fffffu;
  uint32_t exp = (abs >> 23) - 127 + 15;
  uint32_t half = (exp << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) half++;  // may carry into exponent: fine
  return static_cast<uint16_t>(sign | half);
}

inline float half_bits_to_float(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  if (exp == 0) {
    float v = static_cast<float>(mant) * (1.0f / 16777216.0f);  // mant * 2^-24
    return sign ? -v : v;
  }
  if (exp == 31) return bits_float(sign | 0x7f800000u | (mant << 13));
  return bits_float(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

inline uint16_t float_to_bfloat16_bits(float f) {
  uint32_t x = float_bits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((x >> 16) | 0x40u);  // quiet NaN
  uint32_t lsb = (x >> 16) & 1u;
  x += 0x7fffu + lsb;
  return static_cast<uint16_t>(x >> 16);
}

inline float bfloat16_bits_to_float(uint16_t b) { return bits_float(static_cast<uint32_t>(b) << 16); }

// double -> float rounded to odd: a second rounding to a narrower format (float16, bfloat16) then
// gives exactly what one correct rounding from double would.
inline float narrow_to_float_odd(double d) {
  float f = static_cast<float>(d);
  if (f - f == 0.0f && static_cast<double>(f) != d) {  // finite and inexact
    uint32_t bits = float_bits(f);
    if ((bits & 1u) == 0) {
      // The odd neighbour lies between f and d; bits count magnitude (sign-magnitude).
      double fa = static_cast<double>(f) < 0 ? -static_cast<double>(f) : static_cast<double>(f);
      double da = d < 0 ? -d : d;
      f = bits_float(fa > da ? bits - 1 : bits + 1);
    }
  }
  return f;
}

struct float16 {
  uint16_t bits;
  float16() = default;
  explicit float16(float f) : bits(float_to_half_bits(f)) {}
  operator float() const { return half_bits_to_float(bits); }
};

struct bfloat16 {
  uint16_t bits;
  bfloat16() = default;
  explicit bfloat16(float f) : bits(float_to_bfloat16_bits(f)) {}
  operator float() const { return bfloat16_bits_to_float(bits); }
};

static_assert(sizeof(float16) == 2 && sizeof(bfloat16) == 2, "16-bit float types must be 2 bytes");

}  // namespace kiln
