// The narrow storage dtypes' conversions, as core/narrow_dtype.h defines them (Nx's rules for
// float8): decode a stored byte into the compute type, encode a compute value into the byte.
// After common.glsl; the includer defines IN_DT and OUT_DT (one of them narrow).
#include "fused.glsl"  // round_to_f16

#define DT_F8E5M2 15
#define DT_F8E4M3FN 16
#define DT_I2 17
#define DT_I4 18
#define DT_U2 19
#define DT_U4 20
#define IS_NARROW(d) ((d) >= DT_F8E5M2 && (d) <= DT_U4)

// float32 -> E5M2: float16 to nearest even (overflow: infinity), then its high byte.
uint encode_e5m2(float f) {
  if (isnan(f)) return 0x7eu;
  // round_to_f16's value is exact in float16, so any conversion of it gives its bits.
  return (packHalf2x16(vec2(round_to_f16(f), 0.0)) >> 8) & 0xffu;
}

float decode_e5m2(uint b) { return f16_bits_to_float(b << 8); }

// float32 -> E4M3FN: clamp to 448, the 3-bit mantissa half away from zero without carry.
uint encode_e4m3fn(float f) {
  if (isnan(f)) return 0x7fu;
  uint sign = (floatBitsToUint(f) >> 24) & 0x80u;
  float a = min(abs(f), 448.0);
  if (a == 0.0) return sign;
  int k;
  frexp(a, k);  // a = m 2^k, m in [0.5, 1)
  int e = k - 1 + 7;
  if (e <= 0) return sign | uint(min(floor(a * 512.0 + 0.5), 7.0));  // exact sums: half away
  float significand = a * uintBitsToFloat(uint(127 - (k - 1)) << 23);  // in [1, 2), exact
  float m = clamp(floor((significand - 1.0) * 8.0 + 0.5), 0.0, 7.0);
  if (e == 15 && m >= 7.0) m = 6.0;
  return sign | (uint(e) << 3) | uint(m);
}

float decode_e4m3fn(uint b) {
  uint e = (b >> 3) & 0xfu, m = b & 7u;
  float magnitude = e == 15u && m == 7u ? uintBitsToFloat(0x7fc00000u)
                  : e == 0u ? float(m) * (1.0 / 512.0)
                            : (1.0 + float(m) / 8.0) * uintBitsToFloat((e - 7u + 127u) << 23);
  return (b & 0x80u) != 0u ? -magnitude : magnitude;
}

// Two's complement modulo 2^bits, sign-extended for int2/int4 (how Kiln holds them), as a byte.
uint wrap_sub_byte(uint x, int bits, bool is_signed) {
  uint low = x & ((1u << bits) - 1u);
  if (is_signed && (low >> (bits - 1)) != 0u) low |= 0xffu << bits;
  return low & 0xffu;
}
