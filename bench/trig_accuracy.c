/* sin, cos and tan of float32 on a Vulkan device against double-precision libm (and the CPU
 * device for comparison), over random bit patterns of every exponent plus edge values.
 * Prints the largest error in ulp; exits 1 when the device is more than 4 ulp off.
 * Usage: trig_accuracy [vulkan:N] [count] */
#include <kiln/kiln.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    kiln_status s_ = (call);                                               \
    if (s_ != KILN_STATUS_OK) {                                            \
      fprintf(stderr, "%s failed: %s\n", #call, kiln_last_error());        \
      exit(2);                                                             \
    }                                                                      \
  } while (0)

typedef kiln_status (*unary_fn)(kiln_tensor, kiln_tensor*);

static float from_bits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

static double ulp_error(float got, double want) {
  if (isnan(want)) return isnan(got) ? 0 : INFINITY;
  float w = (float)want;
  if (isinf(w)) return got == w ? 0 : INFINITY;
  if (isnan(got) || isinf(got)) return INFINITY;
  double ulp = fabs(w) < 1.17549435e-38f ? ldexp(1, -149) : ldexp(1, ilogb(w) - 23);
  return fabs((double)got - want) / ulp;
}

static float* run(unary_fn fn, const float* x, int64_t n, kiln_device dev) {
  kiln_tensor in, out;
  CHECK(kiln_tensor_create(x, KILN_DTYPE_FLOAT32, &n, 1, dev, &in));
  CHECK(fn(in, &out));
  float* y = malloc(n * sizeof(float));
  CHECK(kiln_tensor_read(out, y, n * sizeof(float)));
  kiln_tensor_release(in);
  kiln_tensor_release(out);
  return y;
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
  const char* names[] = {"sin", "cos", "tan"};
  unary_fn fns[] = {kiln_sin, kiln_cos, kiln_tan};
  double (*refs[])(double) = {sin, cos, tan};
  int bad = 0;
  for (int k = 0; k < 3; ++k) {
    float* g = run(fns[k], x, n, gpu);
    float* c = run(fns[k], x, n, cpu);
    double worst_g = 0, worst_c = 0;
    float at = 0;
    for (int64_t i = 0; i < n; ++i) {
      double want = refs[k]((double)x[i]);
      double eg = ulp_error(g[i], want), ec = ulp_error(c[i], want);
      if (eg > worst_g) { worst_g = eg; at = x[i]; }
      if (ec > worst_c) worst_c = ec;
    }
    printf("%s: %s max %.2f ulp (at %a), cpu max %.2f ulp, %lld values\n", names[k], label, worst_g, at, worst_c,
           (long long)n);
    if (worst_g > 4) bad = 1;
    free(g);
    free(c);
  }
  free(x);
  return bad;
}
