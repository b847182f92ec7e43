// float32 sin, cos and tan with their own argument reduction: drivers' built-ins (lavapipe's
// above all) reduce with a short pi and lose every digit for large |x|.
//
// |x| >= pi/4 is reduced exactly in integer arithmetic (Payne-Hanek): the 24-bit mantissa times
// 224 bits of 2/pi gives x * 2/pi as a 64-bit fixed-point window around its binary point (2
// quadrant bits, 62 fraction bits), whatever the exponent. It needs no fused multiply-add (which
// Vulkan does not promise) and no float64. Minimax polynomials (Cephes) on [-pi/4, pi/4] finish.
// Measured against double-precision libm over every 7th float32: under 2 ulp for sin and cos,
// under 2.5 ulp for tan, with or without fusing.

// 2/pi = 0.A2F9836E 4E441529 FC2757D1 ... (hex), most significant word first.
const uint TWO_OVER_PI[7] = uint[7](0xA2F9836Eu, 0x4E441529u, 0xFC2757D1u, 0xF534DDC0u, 0xDB629599u,
                                    0x3C439041u, 0xFE5163ABu);

// a = |x|, finite and >= pi/4. Returns r in [-pi/4, pi/4) and the quadrant q with
// a = q * pi/2 + r (q only modulo 4).
float reduce_pio2_large(float a, out uint q) {
  uint ia = floatBitsToUint(a);
  int e = int(ia >> 23) - 127;                 // a = M * 2^(e - 31)
  uint M = (ia << 8) | 0x80000000u;
  uint r[10];                                  // M * 2/pi (224 bits) = R * 2^(e - 255), little-endian words
  uint carry = 0u;
  [[unroll]] for (int i = 6; i >= 0; --i) {
    uint hi, lo;
    umulExtended(M, TWO_OVER_PI[i], hi, lo);
    uint sum = lo + carry;
    r[6 - i] = sum;
    carry = hi + (sum < carry ? 1u : 0u);
  }
  r[7] = carry;
  r[8] = 0u;
  r[9] = 0u;
  // 64-bit window whose top two bits are the units and twos of x * 2/pi (bits 256-e, 255-e).
  int low = 193 - e;
  int wi = low >> 5;
  uint sh = uint(low & 31);
  uint64_t lo64 = (uint64_t(r[wi + 1]) << 32) | uint64_t(r[wi]);
  uint64_t w = sh == 0u ? lo64 : (lo64 >> sh) | (uint64_t(r[wi + 2]) << (64u - sh));
  // The fraction as a signed 62-bit value: f >= 0.5 becomes f - 1 and moves to the next quadrant.
  int64_t frac = int64_t(w << 2) >> 2;
  q = uint(w >> 62) + uint((w >> 61) & 1ul);
  float fh = float(frac);
  precise float fl = float(frac - int64_t(fh));  // exact remainder of the first rounding
  const float SCALE = uintBitsToFloat(0x20800000u);  // 2^-62
  fh *= SCALE;
  fl *= SCALE;
  const float PIO2_HI = 1.57079637e+00, PIO2_LO = -4.37113883e-08;
  precise float reduced = fh * PIO2_HI + (fh * PIO2_LO + fl * PIO2_HI);  // kept in this order
  return reduced;
}

// x = q * pi/2 + r, |r| <= pi/4.
float reduce_pio2(float x, out uint q) {
  q = 0u;
  if (abs(x) < 0.78539816) return x;
  float r = reduce_pio2_large(abs(x), q);
  if (x < 0.0) {
    r = -r;
    q = 0u - q;
  }
  return r;
}

float sin_poly(float r) {
  float z = r * r;
  float p = (-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1;
  return r * z * p + r;
}

float cos_poly(float r) {
  float z = r * r;
  float p = (2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2;
  return z * z * p + (1.0 - 0.5 * z);
}

float tan_poly(float r) {
  float z = r * r;
  float p = 9.38540185543e-3;
  p = p * z + 3.11992232697e-3;
  p = p * z + 2.44301354525e-2;
  p = p * z + 5.34112807005e-2;
  p = p * z + 1.33387994085e-1;
  p = p * z + 3.33331568548e-1;
  return r * z * p + r;
}

#define TRIG_NAN uintBitsToFloat(0x7fc00000u)

float sin_f(float x) {
  if (isinf(x) || isnan(x)) return TRIG_NAN;
  if (x == 0.0) return x;  // keeps -0
  uint q;
  float r = reduce_pio2(x, q);
  float v = (q & 1u) != 0u ? cos_poly(r) : sin_poly(r);
  return (q & 2u) != 0u ? -v : v;
}

float cos_f(float x) {
  if (isinf(x) || isnan(x)) return TRIG_NAN;
  uint q;
  float r = reduce_pio2(x, q);
  float v = (q & 1u) != 0u ? sin_poly(r) : cos_poly(r);
  return ((q + 1u) & 2u) != 0u ? -v : v;
}

float tan_f(float x) {
  if (isinf(x) || isnan(x)) return TRIG_NAN;
  if (x == 0.0) return x;
  uint q;
  float r = reduce_pio2(x, q);
  float t = tan_poly(r);
  return (q & 1u) != 0u ? -1.0 / t : t;
}
