/* The float32 math functions of a Vulkan device (sin, cos, tan and the inverse, hyperbolic,
 * base-2/10 and error functions) against double-precision libm (and the CPU device for
 * comparison), over random bit patterns of every exponent plus edge values; the binary ones
 * (logaddexp, hypot) over pairs of them, power over positive ones against exponents in [-24, 24]. Prints the largest error in ulp per function; exits 1
 * when the device is further off than the bound docs/dtypes.md states for it.
 * Usage: trig_accuracy [vulkan:N] [count] */
#include <kiln/kiln.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"

typedef kiln_status (*unary_fn)(kiln_tensor, kiln_tensor*);
typedef kiln_status (*binary_fn)(kiln_tensor, kiln_tensor, kiln_tensor*);

/* erf_inv in double by bisection on erf (|y| <= 1/2) or erfc (beyond, where 1 - |y| is exact). */
static double ref_erf_inv(double y) {
  double a = fabs(y), lo = 0, hi = 6;
  if (isnan(y) || a > 1) return NAN;
  if (a == 1) return copysign(INFINITY, y);
  for (int i = 0; i < 200 && lo < hi; ++i) {
    double mid = 0.5 * (lo + hi);
    if (mid == lo || mid == hi) break;
    int too_big = a <= 0.5 ? erf(mid) > a : erfc(mid) < 1 - a;
    if (too_big) hi = mid; else lo = mid;
  }
  return copysign(0.5 * (lo + hi), y);
}

static double ref_logaddexp(double a, double b) {
  if (isnan(a) || isnan(b)) return NAN;
  if (a == b) return a + log(2.0);
  return fmax(a, b) + log1p(exp(-fabs(a - b)));
}

struct unary_case {
  const char* name;
  unary_fn fn;
  double (*ref)(double);
  double bound; /* ulp, as docs/dtypes.md states */
};

struct binary_case {
  const char* name;
  binary_fn fn;
  double (*ref)(double, double);
  double bound;
  int input_scaled; /* error in ulp of the larger operand: logaddexp cancels to near 0 from O(1) inputs */
};

static float from_bits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

static double ulp_error(float got, double want) {
  if (isnan(want)) return isnan(got) ? 0 : INFINITY;
  float w = (float)want;
  if (isinf(w)) return got == w ? 0 : INFINITY;
  if (isnan(got) || isinf(got)) return INFINITY;
  double ulp = fabs(w) < 1.17549435e-38f ? ldexp(1, -149) : ldexp(1, ilogb(w) - 23);
  return fabs((double)got - want) / ulp;
}

static float* read_float(kiln_tensor out, int64_t n) {
  float* y = malloc(n * sizeof(float));
  CHECK(kiln_tensor_read(out, y, n * sizeof(float)));
  kiln_tensor_release(out);
  return y;
}

static float* run(unary_fn fn, const float* x, int64_t n, kiln_device dev) {
  kiln_tensor in, out;
  CHECK(kiln_tensor_create(x, KILN_DTYPE_FLOAT32, &n, 1, dev, &in));
  CHECK(fn(in, &out));
  kiln_tensor_release(in);
  return read_float(out, n);
}

static float* run2(binary_fn fn, const float* a, const float* b, int64_t n, kiln_device dev) {
  kiln_tensor ta, tb, out;
  CHECK(kiln_tensor_create(a, KILN_DTYPE_FLOAT32, &n, 1, dev, &ta));
  CHECK(kiln_tensor_create(b, KILN_DTYPE_FLOAT32, &n, 1, dev, &tb));
  CHECK(fn(ta, tb, &out));
  kiln_tensor_release(ta);
  kiln_tensor_release(tb);
  return read_float(out, n);
}

/* Worst error in ulp of got against want(i); *at receives the index where it happened. */
static double worst(const float* got, const double* want, int64_t n, int64_t* at) {
  double w = 0;
  for (int64_t i = 0; i < n; ++i) {
    double e = ulp_error(got[i], want[i]);
    if (e > w) { w = e; *at = i; }
  }
  return w;
}

int main(int argc, char** argv) {
  const char* label = argc > 1 ? argv[1] : "vulkan";
  int64_t n = argc > 2 ? atoll(argv[2]) : 1 << 20;
  kiln_device gpu, cpu;
  CHECK(kiln_device_find(label, &gpu));
  CHECK(kiln_device_find("cpu", &cpu));
  float* x = malloc(n * sizeof(float));
  uint64_t state = 0x9E3779B97F4A7C15ull;
  const float edges[] = {0.0f, -0.0f, 1e-30f, 0.78539816f, 1.5707964f, 3.1415927f, 105615.0f, 105616.0f,
                         1e10f, 1e20f, 1e30f, 3.4028235e38f, -3.4028235e38f, INFINITY, -INFINITY, NAN};
  int64_t ne = sizeof edges / sizeof edges[0];
  for (int64_t i = 0; i < n; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    uint32_t bits = (uint32_t)(state >> 32);
    if ((bits & 0x7f800000u) == 0x7f800000u) bits &= ~0x40000000u;  /* keep it finite */
    x[i] = i < ne ? edges[i] : from_bits(bits);
  }
  const struct unary_case unary[] = {
      {"sin", kiln_sin, sin, 4},       {"cos", kiln_cos, cos, 4},         {"tan", kiln_tan, tan, 4},
      {"asin", kiln_asin, asin, 4},    {"acos", kiln_acos, acos, 4},      {"atan", kiln_atan, atan, 4},
      {"sinh", kiln_sinh, sinh, 4},    {"cosh", kiln_cosh, cosh, 4},      {"asinh", kiln_asinh, asinh, 4},
      {"acosh", kiln_acosh, acosh, 4}, {"atanh", kiln_atanh, atanh, 4},   {"log2", kiln_log2, log2, 4},
      {"log10", kiln_log10, log10, 4}, {"exp2", kiln_exp2, exp2, 4},      {"cbrt", kiln_cbrt, cbrt, 4},
      {"erfc", kiln_erfc, erfc, 8},    {"erf_inv", kiln_erf_inv, ref_erf_inv, 8}};
  const struct binary_case binary[] = {{"logaddexp", kiln_logaddexp, ref_logaddexp, 4, 1},
                                       {"hypot", kiln_hypot, hypot, 4, 0}};
  int bad = 0;
  double* want = malloc(n * sizeof(double));
  for (size_t k = 0; k < sizeof unary / sizeof unary[0]; ++k) {
    float* g = run(unary[k].fn, x, n, gpu);
    float* c = run(unary[k].fn, x, n, cpu);
    for (int64_t i = 0; i < n; ++i) want[i] = unary[k].ref((double)x[i]);
    int64_t at = 0, at_c = 0;
    double worst_g = worst(g, want, n, &at), worst_c = worst(c, want, n, &at_c);
    printf("%s: %s max %.2f ulp (at %a), cpu max %.2f ulp, %lld values\n", unary[k].name, label, worst_g,
           (double)x[at], worst_c, (long long)n);
    if (worst_g > unary[k].bound) bad = 1;
    free(g);
    free(c);
  }
  /* Pairs: x against itself reversed, so magnitudes meet across every exponent. */
  float* y = malloc(n * sizeof(float));
  for (int64_t i = 0; i < n; ++i) y[i] = x[n - 1 - i];
  for (size_t k = 0; k < sizeof binary / sizeof binary[0]; ++k) {
    float* g = run2(binary[k].fn, x, y, n, gpu);
    float* c = run2(binary[k].fn, x, y, n, cpu);
    for (int64_t i = 0; i < n; ++i) want[i] = binary[k].ref((double)x[i], (double)y[i]);
    int64_t at = 0, at_c = 0;
    double worst_g = 0, worst_c = 0;
    if (binary[k].input_scaled) {
      for (int64_t i = 0; i < n; ++i) {
        double scale = fmax(fmax(fabs((double)x[i]), fabs((double)y[i])), fabs(want[i]));
        if (!isfinite(scale) || scale == 0) continue;
        double ulp = ldexp(1, ilogb(scale) - 23), eg = fabs(g[i] - want[i]) / ulp, ec = fabs(c[i] - want[i]) / ulp;
        if (eg > worst_g) { worst_g = eg; at = i; }
        if (ec > worst_c) worst_c = ec;
      }
    } else {
      worst_g = worst(g, want, n, &at);
      worst_c = worst(c, want, n, &at_c);
    }
    printf("%s: %s max %.2f ulp (at %a, %a), cpu max %.2f ulp, %lld values\n", binary[k].name, label, worst_g,
           (double)x[at], (double)y[at], worst_c, (long long)n);
    if (worst_g > binary[k].bound) bad = 1;
    free(g);
    free(c);
  }
  /* power: positive bases of every exponent against exponents in [-24, 24] (random exponent bits
   * would make nearly every result inf or 0); 1 ulp, docs/dtypes.md's bound for float32 power. */
  float* base = malloc(n * sizeof(float));
  for (int64_t i = 0; i < n; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    base[i] = fabsf(x[i]);
    y[i] = (float)((int32_t)(state >> 32) / 2147483648.0 * 24.0);
  }
  {
    float* g = run2(kiln_power, base, y, n, gpu);
    float* c = run2(kiln_power, base, y, n, cpu);
    for (int64_t i = 0; i < n; ++i) want[i] = pow((double)base[i], (double)y[i]);
    int64_t at = 0, at_c = 0;
    double worst_g = worst(g, want, n, &at), worst_c = worst(c, want, n, &at_c);
    printf("power: %s max %.2f ulp (at %a, %a), cpu max %.2f ulp, %lld values\n", label, worst_g, (double)base[at],
           (double)y[at], worst_c, (long long)n);
    if (worst_g > 1.0) bad = 1;
    free(g);
    free(c);
  }
  free(base);
  free(y);
  free(want);
  free(x);
  return bad;
}
