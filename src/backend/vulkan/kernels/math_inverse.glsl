// float32 inverse trigonometric, hyperbolic, base-2/10 and error functions (float16 and bfloat16
// compute in float32 too), built on math.glsl's exp_f / log1p_f / log_f / erf_f and atan_pos,
// never on drivers' built-ins, whose accuracy Vulkan does not promise. Measured bounds against
// double-precision references: docs/dtypes.md ("Accuracy").

const float LN2 = 0.693147180559945309;
const float INV_LN2 = 1.44269504088896341;
const float LOG10_2_HI = 0.30102999566;            // log10(2), split so e * hi is exact for |e| <= 256
const float LOG10_2_LO = -4.0e-12;
const float INV_LN10 = 0.434294481903251828;
const float HALF_PI = 1.57079632679489662;
#define QNAN uintBitsToFloat(0x7fc00000u)
const float INF_F = 1.0 / 0.0;

// 2^k as two exact power-of-two factors, so the product neither overflows nor flushes early.
float scale_pow2(float y, int k) {
  int k1 = k / 2;
  return y * uintBitsToFloat(uint(k1 + 127) << 23) * uintBitsToFloat(uint(k - k1 + 127) << 23);
}

float atan_f(float x) { return isnan(x) ? x : sign(x) * atan_pos(abs(x)); }

// Cephes' asinf polynomial on |x| <= 0.5; beyond, asin(x) = pi/2 - 2 asin(sqrt((1 - x) / 2)).
float asin_poly(float a) {
  float z = a * a;
  float p = (((4.2163199048e-2 * z + 2.4181311049e-2) * z + 4.5470025998e-2) * z + 7.4953002686e-2) * z + 1.6666752422e-1;
  return a + a * z * p;
}

float asin_f(float x) {
  float a = abs(x);
  if (!(a <= 1.0)) return QNAN;
  float r = a <= 0.5 ? asin_poly(a) : HALF_PI - 2.0 * asin_poly(sqrt(0.5 * (1.0 - a)));
  return x < 0.0 ? -r : r;
}

// Never pi/2 - asin(x) near |x| = 1, where that cancels: the half-angle form instead.
float acos_f(float x) {
  if (!(abs(x) <= 1.0)) return QNAN;
  if (x > 0.5) return 2.0 * asin_poly(sqrt(0.5 * (1.0 - x)));
  if (x < -0.5) return 2.0 * HALF_PI - 2.0 * asin_poly(sqrt(0.5 * (1.0 + x)));
  return HALF_PI - asin_poly(x < 0.0 ? -x : x) * sign(x);
}

// e^(|x|) / 2 past exp's overflow point: exp(|x|/2)^2 / 2 (halving is exact).
float half_exp_big(float a) {
  float h = exp_f(0.5 * a);
  precise float r = (0.5 * h) * h;  // precise: h * h first overflows (NVIDIA's compiler reordered it)
  return r;
}

// sinh through expm1 (no cancellation near 0): (e + e / (e + 1)) / 2 with e = expm1(|x|).
float sinh_f(float x) {
  float a = abs(x);
  if (isnan(x)) return x;
  float r;
  if (a < 20.0) {
    float e = expm1_f(a);
    r = 0.5 * (e + e / (e + 1.0));
  } else {
    r = half_exp_big(a);
  }
  return x < 0.0 ? -r : r;
}

float cosh_f(float x) {
  float a = abs(x);
  if (isnan(x)) return x;
  if (a >= 20.0) return half_exp_big(a);
  float e = exp_f(a);
  return 0.5 * (e + 1.0 / e);
}

// asinh = log(a + sqrt(a^2 + 1)) = log1p(a + a^2 / (1 + sqrt(1 + a^2))); log(2a) once a^2 is huge.
float asinh_f(float x) {
  float a = abs(x);
  if (isnan(x) || isinf(x)) return x;
  float r = a > 1.0e4 ? log_f(a) + LN2 : log1p_f(a + a * a / (1.0 + sqrt(1.0 + a * a)));
  return x < 0.0 ? -r : r;
}

// acosh = log1p(t + sqrt(2t + t^2)), t = x - 1 (exact near 1); log(2x) once x is large.
float acosh_f(float x) {
  if (!(x >= 1.0)) return QNAN;
  if (x > 1.0e4) return isinf(x) ? x : log_f(x) + LN2;
  float t = x - 1.0;
  return log1p_f(t + sqrt(2.0 * t + t * t));
}

// atanh = log1p(2a / (1 - a)) / 2; 1 - a is exact for a >= 0.5.
float atanh_f(float x) {
  float a = abs(x);
  if (!(a <= 1.0)) return QNAN;
  float r = a == 1.0 ? INF_F : 0.5 * log1p_f(2.0 * a / (1.0 - a));
  return x < 0.0 ? -r : r;
}

// x = m 2^e with m in [sqrt(1/2), sqrt(2)): e is exact, log(m) = log1p(m - 1) has full relative
// accuracy, so powers of two come out exact and nothing cancels near 1.
float log_mantissa(float x, out int e) {
  float m = frexp(x, e);  // m in [0.5, 1)
  if (m < 0.70710678118654752) {
    m *= 2.0;
    e -= 1;
  }
  return log1p_f(m - 1.0);
}

float log2_f(float x) {
  if (isnan(x) || x < 0.0) return QNAN;
  if (x == 0.0) return -INF_F;
  if (isinf(x)) return x;
  float scale = 0.0;
  if (x < 1.17549435e-38) {  // subnormal: frexp may flush it; scale into the normal range first
    x *= 16777216.0;
    scale = -24.0;
  }
  int e;
  float lm = log_mantissa(x, e);
  return (float(e) + scale) + lm * INV_LN2;
}

float log10_f(float x) {
  if (isnan(x) || x < 0.0) return QNAN;
  if (x == 0.0) return -INF_F;
  if (isinf(x)) return x;
  int shift = 0;
  if (x < 1.17549435e-38) {
    x *= 16777216.0;
    shift = -24;
  }
  int e;
  float lm = log_mantissa(x, e);
  float fe = float(e + shift);
  return fe * LOG10_2_HI + (lm * INV_LN10 + fe * LOG10_2_LO);
}

// 2^x = 2^k 2^f with k = round(x) and f = x - k exact, |f| <= 1/2: exp_f(f ln2) is accurate there.
float exp2_f(float x) {
  if (isnan(x)) return x;
  if (x >= 128.0) return INF_F;
  if (x < -150.0) return 0.0;
  float k = roundEven(x);
  return scale_pow2(exp_f((x - k) * LN2), int(k));
}

// x^y for x > 0 (finite) and finite y, within 0.64 ulp (0.5 for the rounding): 2^(y log2 x)
// with log2 x and the product carried as float pairs (hi + lo), since an error e in y log2 x is
// a relative error e ln2 in the result (the drivers' exp2(y * log2(x)) is |y log2 x| 2^-24 off
// before their own errors: 5.0000005 for the norm sqrt(25) as 25^0.5). No fma: Vulkan lets fma be a
// multiply and an add, so the exact products are Dekker's, `precise` against reassociation.
const float LOG2E_HI = 1.44269502162933349609375;   // log2(e) = LOG2E_HI + LOG2E_LO
const float LOG2E_LO = 1.92596298909109e-8;
const float LN2_HI = 0.693147182464599609375;       // ln(2) = LN2_HI + LN2_LO
const float LN2_LO = -1.904654323148236e-9;
const float TWO_THIRDS_HI = 0.666666686534881591796875;
const float TWO_THIRDS_LO = -1.9868214962137642e-8;

// a b = p + e exactly (Dekker's split; |a|, |b| below 2^115).
void two_prod(float a, float b, out float p, out float e) {
  precise float prod = a * b;
  precise float ca = 4097.0 * a;
  precise float ah = ca - (ca - a);
  precise float al = a - ah;
  precise float cb = 4097.0 * b;
  precise float bh = cb - (cb - b);
  precise float bl = b - bh;
  precise float err = ((ah * bh - prod) + ah * bl + al * bh) + al * bl;
  p = prod;
  e = err;
}

// log2 x = hi + lo for x > 0 finite: x = m 2^e, m in [sqrt(1/2), sqrt(2)), ln m = 2 atanh(s)
// with s = (m - 1) / (m + 1) as s_hi + s_lo, and the series' s^3 term as a pair too.
void log2_pair(float x, out float hi, out float lo) {
  float scale = 0.0;
  if (x < 1.17549435e-38) {  // subnormal: frexp may flush it
    x *= 16777216.0;
    scale = -24.0;
  }
  int e;
  float m = frexp(x, e);
  if (m < 0.70710678118654752) {
    m *= 2.0;
    e -= 1;
  }
  precise float f = m - 1.0;  // exact
  precise float u = m + 1.0;
  precise float u_lo = m - (u - 1.0);  // m + 1 = u + u_lo
  precise float s_hi = f / u;
  float p, pe;
  two_prod(s_hi, u, p, pe);
  precise float s_lo = (((f - p) - pe) - s_hi * u_lo) / u;
  float zh, zl, ch, cl, t3h, t3l;
  two_prod(s_hi, s_hi, zh, zl);
  two_prod(zh, s_hi, ch, cl);
  precise float c_lo = cl + zl * s_hi;  // s^3 = ch + c_lo
  two_prod(ch, TWO_THIRDS_HI, t3h, t3l);
  precise float third_lo = t3l + (c_lo * TWO_THIRDS_HI + ch * TWO_THIRDS_LO);
  float q = 2.0 / 13.0;
  q = q * zh + 2.0 / 11.0;
  q = q * zh + 2.0 / 9.0;
  q = q * zh + 2.0 / 7.0;
  q = q * zh + 2.0 / 5.0;
  precise float rest = ch * zh * q;  // the series past s^3, under 1e-4
  precise float s2 = 2.0 * s_hi;
  precise float a1 = s2 + t3h;
  precise float a1_lo = (s2 - a1) + t3h;
  precise float ln_lo = a1_lo + (third_lo + (rest + 2.0 * s_lo * (1.0 + zh)));  // ln m = a1 + ln_lo
  float a, ae;
  two_prod(a1, LOG2E_HI, a, ae);
  precise float b = ae + (a1 * LOG2E_LO + ln_lo * LOG2E_HI);
  precise float big = float(e) + scale;
  precise float h = big + a;
  precise float h_lo = abs(big) >= abs(a) ? (big - h) + a : (a - h) + big;
  precise float l = h_lo + b;
  precise float sum = h + l;
  hi = sum;
  lo = l - (sum - h);
}

float pow_positive(float x, float y) {
  float lh, ll;
  log2_pair(x, lh, ll);
  float t0 = y * lh;
  if (t0 > 129.0) return INF_F;
  if (t0 < -151.0) return 0.0;
  float th, tl;
  two_prod(y, lh, th, tl);
  precise float t_lo = tl + y * ll;
  // 2^t = 2^k e^(f ln2), k = round(t_hi), f = (t_hi - k) + t_lo with |f| <= 1/2 + a little.
  float k = roundEven(th);
  precise float fh = th - k;  // exact
  precise float f = fh + t_lo;
  precise float f_lo = t_lo - (f - fh);
  float rh, rl;
  two_prod(f, LN2_HI, rh, rl);
  precise float r_lo = rl + (f * LN2_LO + f_lo * LN2_HI);
  // e^r = 1 + r + r^2 P(r) (|r| <= 0.35: Taylor's next term is 7e-12).
  precise float tail = r_lo + (rh * rh * exp_taylor_tail(rh) + rh * r_lo);
  precise float h = 1.0 + rh;
  precise float h_lo = (1.0 - h) + rh;  // exact: |rh| < 1
  precise float e_r = h + (h_lo + tail);
  return scale_pow2(e_r, int(k));
}

// cbrt: 2^(log2|x| / 3), then one Newton step, which brings it within an ulp.
float cbrt_f(float x) {
  float a = abs(x);
  if (isnan(x) || isinf(x) || a == 0.0) return x;
  float unscale = 1.0;
  if (a < 1.0e-30) {  // keep subnormals away from log2's scaling: cbrt(a 2^96) = cbrt(a) 2^32
    a *= uintBitsToFloat(uint(96 + 127) << 23);
    unscale = uintBitsToFloat(uint(-32 + 127) << 23);
  }
  float r = exp2_f(log2_f(a) * (1.0 / 3.0));
  r = r - (r - a / (r * r)) * (1.0 / 3.0);  // not r^3 - a: r^3 may overflow near FLT_MAX
  r *= unscale;
  return x < 0.0 ? -r : r;
}

// e^(-z^2) with z^2 split as hi^2 + (2 hi + lo) lo, hi holding 12 bits so hi^2 is exact: the
// rounding of z^2 (up to 6e-6 absolute at z = 10) never reaches the exponent.
float exp_neg_square(float z, float extra) {
  float hi = uintBitsToFloat(floatBitsToUint(z) & 0xfffff000u);
  float lo = z - hi;
  return exp_f(-hi * hi) * exp_f(extra - (2.0 * hi + lo) * lo);
}

// erfc(z) for z >= 0 by the Chebyshev fit of Numerical Recipes' erfcc (fractional error under
// 1.2e-7) with the exact-square exp; 0 past 10.1.
float erfc_fit(float z) {
  if (z > 10.1) return 0.0;
  float t = 1.0 / (1.0 + 0.5 * z);
  float p = -0.82215223 + t * 0.17087277;
  p = 1.48851587 + t * p;
  p = -1.13520398 + t * p;
  p = 0.27886807 + t * p;
  p = -0.18628806 + t * p;
  p = 0.09678418 + t * p;
  p = 0.37409196 + t * p;
  p = 1.00002368 + t * p;
  p = -1.26551223 + t * p;
  return t * exp_neg_square(z, p);
}

// erfc: 1 - erf below 0.5, where erf is accurate and nothing cancels; beyond, the fit.
float erfc_f(float x) {
  if (isnan(x)) return x;
  if (x < 0.5) return 1.0 - erf_f(x);
  return erfc_fit(x);
}

// Exact GELU, x Phi(x) = x / 2 erfc(-x / sqrt 2), on one path: erfc_fit (fractional error under
// 1.2e-7 for every z >= 0) at z = |x| / sqrt 2, and erfc(-z) = 2 - erfc(z) for x > 0 (a value in
// [1, 2], nothing cancels). erfc_f's three branches all ran in a warp of mixed signs.
float gelu_f(float x) {
  if (isnan(x)) return x;
  float e = erfc_fit(abs(x) * 0.7071067811865476);
  return 0.5 * x * (x > 0.0 ? 2.0 - e : e);
}

// y with erf(y) = x: a start (the Maclaurin series' first terms up to |x| = 1/2, Winitzki's closed
// form, 2e-3 relative, beyond) and three Newton steps, on erf near 0 and on erfc = 1 - |x| beyond
// (exact there), so accuracy holds as |x| nears 1.
float erf_inv_f(float x) {
  // The special cases on the bits, which no float folding can move: before this and the
  // denormal mode (spirv_denorms.h), the H100's strided kernels gave NaN or 0 for x = 1; which of
  // the two changes cured it was not isolated.
  const uint bits = floatBitsToUint(x) & 0x7fffffffu;
  if (bits > 0x3f800000u) return QNAN;  // |x| > 1 or NaN
  if (bits == 0x3f800000u) return x < 0.0 ? -INF_F : INF_F;
  if (bits == 0u) return x;
  float a = abs(x);
  float y;
  if (a <= 0.5) {  // the series' first two terms: 1% at a = 1/2, exact as a -> 0
    y = 0.886226925 * a * (1.0 + 0.261799388 * a * a);
  } else {
    float w = log_f((1.0 - a) * (1.0 + a));
    float t = 4.33074675 + 0.5 * w;  // 2 / (pi 0.147)
    y = sqrt(sqrt(t * t - w * 6.80272109) - t);  // 1 / 0.147
  }
  const precise float complement = 1.0 - a;  // exact for a >= 1/2
  for (int i = 0; i < 3; ++i) {
    precise float f = a <= 0.5 ? erf_f(y) - a : complement - erfc_f(y);
    y -= f / (1.1283791670955126 * exp_f(-y * y));
  }
  return x < 0.0 ? -y : y;
}

// log(e^a + e^b) = max + log1p(e^-|a - b|); equal operands (infinities too) give a + log 2.
float logaddexp_f(float a, float b) {
  if (isnan(a) || isnan(b)) return a + b;
  if (a == b) return a + LN2;
  return max(a, b) + log1p_f(exp_f(-abs(a - b)));
}
