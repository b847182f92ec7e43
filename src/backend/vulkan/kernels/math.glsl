// float32 helpers for functions GLSL lacks or computes inaccurately near zero.

// exp with its own reduction: drivers' exp can be several ulp off (lavapipe's vectorised one
// was 8 ulp at x = 9.7). x = k ln2 + r with ln2's high part short enough (15 bits) that k * hi
// and x - k * hi are exact without fma, then Cephes' polynomial on |r| <= ln2/2 (~1 ulp), and
// the 2^k scale in two steps so that neither overflows nor underflows early.
float exp_f(float x) {
  if (isnan(x)) return x;
  if (x > 88.72283935546875) return 1.0 / 0.0;
  if (x < -103.972084) return 0.0;
  float k = roundEven(x * 1.44269504088896341);
  // precise: compilers may otherwise fold the two ln2 parts into one (lavapipe does).
  precise float r = (x - k * 0.693145751953125) - k * 1.42860682030941723212e-6;
  float p = 1.9875691500e-4;
  p = p * r + 1.3981999507e-3;
  p = p * r + 8.3334519073e-3;
  p = p * r + 4.1665795894e-2;
  p = p * r + 1.6666665459e-1;
  p = p * r + 5.0000001201e-1;
  float y = p * (r * r) + r + 1.0;
  // 2^k as two exact powers of two (ldexp can be an approximate exp2 underneath: lavapipe's is).
  int ki = int(k);
  int k1 = ki / 2;
  return y * uintBitsToFloat(uint(k1 + 127) << 23) * uintBitsToFloat(uint(ki - k1 + 127) << 23);
}

// log(1 + x). Near zero (and wherever 1 + x lies in [0.5, 2], where drivers may give only
// absolute accuracy) through 2 atanh(s), s = x / (2 + x), a fast-converging odd series.
float log1p_f(float x) {
  if (x > -0.5 && x <= 1.0) {
    float s = x / (2.0 + x);
    float z = s * s;
    float p = 1.0 / 15.0;
    p = p * z + 1.0 / 13.0;
    p = p * z + 1.0 / 11.0;
    p = p * z + 1.0 / 9.0;
    p = p * z + 1.0 / 7.0;
    p = p * z + 1.0 / 5.0;
    p = p * z + 1.0 / 3.0;
    return 2.0 * (s + s * z * p);
  }
  return log(1.0 + x);
}

// log with full relative accuracy near 1 (x - 1 is exact on [0.5, 2]).
float log_f(float x) { return (x >= 0.5 && x <= 2.0) ? log1p_f(x - 1.0) : log(x); }

// P(x) of exp(x) = 1 + x + x^2 P(x), Taylor's terms to x^9 (for |x| < 1/2 the next is 3e-10).
const float EXP_TAIL[8] = float[](1.0 / 362880.0, 1.0 / 40320.0, 1.0 / 5040.0, 1.0 / 720.0, 1.0 / 120.0,
                                  1.0 / 24.0, 1.0 / 6.0, 0.5);
float exp_taylor_tail(float x) {
  float p = EXP_TAIL[0];
  for (int i = 1; i < 8; ++i) p = p * x + EXP_TAIL[i];
  return p;
}

// exp(x) - 1: Taylor series where exp(x) - 1 would cancel, exp beyond.
float expm1_f(float x) {
  if (abs(x) < 0.5) return x + x * x * exp_taylor_tail(x);
  return exp_f(x) - 1.0;
}

// tanh through expm1: no inf/inf for large |x|, no cancellation for small |x|.
float tanh_f(float x) {
  float a = abs(x);
  if (isnan(x)) return x;
  if (a > 10.0) return sign(x);
  float e = expm1_f(2.0 * a);
  return sign(x) * (e / (e + 2.0));
}

// erf: Taylor series near zero (keeps relative accuracy), Abramowitz-Stegun 7.1.26 beyond.
float erf_f(float x) {
  float a = abs(x);
  if (isnan(x)) return x;
  if (a < 0.5) {
    float x2 = x * x;
    float s = 1.0 / 9360.0;  // coefficients of x^(2n+1): (-1)^n / (n! (2n+1))
    s = s * -x2 + 1.0 / 1320.0;
    s = s * -x2 + 1.0 / 216.0;
    s = s * -x2 + 1.0 / 42.0;
    s = s * -x2 + 1.0 / 10.0;
    s = s * -x2 + 1.0 / 3.0;
    s = s * -x2 + 1.0;
    return x * s * 1.1283791670955126;
  }
  if (a > 4.0) return sign(x);
  float t = 1.0 / (1.0 + 0.3275911 * a);
  float p = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign(x) * (1.0 - p * exp_f(-a * a));
}

// atan on [0, inf): Cephes-style reduction to |x| <= tan(pi/8) and a short polynomial (~2 ulp);
// drivers' atan can be far less accurate.
float atan_pos(float x) {
  float base = 0.0;
  if (x > 2.414213562373095) { base = 1.5707963267948966; x = -1.0 / x; }
  else if (x > 0.4142135623730950) { base = 0.7853981633974483; x = (x - 1.0) / (x + 1.0); }
  float z = x * x;
  return base + ((((8.05374449538e-2 * z - 1.38776856032e-1) * z + 1.99777106478e-1) * z - 3.33329491539e-1) * z * x + x);
}

// atan2 with C's special cases (signed zeros, infinities, NaN).
float atan2_f(float y, float x) {
  const float PI = 3.14159265358979;
  if (isnan(x) || isnan(y)) return x + y;
  bool x_neg = (floatBitsToUint(x) >> 31) != 0u;  // includes -0
  float r;
  if (y == 0.0) r = x_neg ? PI : 0.0;
  else if (isinf(x)) r = isinf(y) ? (x_neg ? 0.75 * PI : 0.25 * PI) : (x_neg ? PI : 0.0);
  else if (x == 0.0 || isinf(y)) r = 0.5 * PI;
  else {
    r = atan_pos(abs(y) / abs(x));
    if (x_neg) r = PI - r;
  }
  return (floatBitsToUint(y) >> 31) != 0u ? -r : r;
}
