/* float32 power on a device against multiply of the same bytes (two inputs, one output): whether
 * the accurate power (math_inverse.glsl's pow_positive) still runs at memory speed. Checks every
 * result against double pow within 1 ulp first; prints GB/s, median of 20 evals after warm-up.
 * Usage: pow_bench [device label, default "vulkan"] [elements, default 2^24] */
#include <kiln/kiln.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench_util.h"

typedef kiln_status (*binary_fn)(kiln_tensor, kiln_tensor, kiln_tensor*);

static int by_value(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

/* Median seconds of one eval of fn(a, b). */
static double time_op(binary_fn fn, kiln_tensor a, kiln_tensor b) {
  double t[20];
  for (int i = -3; i < 20; ++i) {
    kiln_tensor out;
    CHECK(fn(a, b, &out));
    double start = now();
    CHECK(kiln_tensor_eval(&out, 1));
    if (i >= 0) t[i] = now() - start;
    kiln_tensor_release(out);
  }
  qsort(t, 20, sizeof t[0], by_value);
  return t[10];
}

int main(int argc, char** argv) {
  const char* label = argc > 1 ? argv[1] : "vulkan";
  int64_t n = argc > 2 ? atoll(argv[2]) : (int64_t)1 << 24;
  kiln_device dev;
  CHECK(kiln_device_find(label, &dev));
  float* x = malloc(n * sizeof(float));
  float* y = malloc(n * sizeof(float));
  uint64_t state = 12345;
  for (int64_t i = 0; i < n; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    x[i] = (float)(0.1 + 4.9 * ((state >> 40) / 16777216.0));
    y[i] = (float)(-3.0 + 6.0 * (((state >> 16) & 0xffffff) / 16777216.0));
  }
  kiln_tensor a, b, p;
  CHECK(kiln_tensor_create(x, KILN_DTYPE_FLOAT32, &n, 1, dev, &a));
  CHECK(kiln_tensor_create(y, KILN_DTYPE_FLOAT32, &n, 1, dev, &b));
  CHECK(kiln_power(a, b, &p));
  float* got = malloc(n * sizeof(float));
  CHECK(kiln_tensor_read(p, got, n * sizeof(float)));
  kiln_tensor_release(p);
  double worst = 0;
  for (int64_t i = 0; i < n; ++i) {
    double want = pow((double)x[i], (double)y[i]);
    double ulp = ldexp(1, ilogb((float)want) - 23);
    double e = fabs(got[i] - want) / ulp;
    if (e > worst) worst = e;
  }
  double bytes = 3.0 * 4 * n;
  double t_pow = time_op(kiln_power, a, b), t_mul = time_op(kiln_multiply, a, b);
  printf("{\"device\": \"%s\", \"elements\": %lld, \"power_gbs\": %.1f, \"multiply_gbs\": %.1f, \"power_ms\": %.4f, "
         "\"multiply_ms\": %.4f, \"worst_ulp\": %.2f}\n",
         label, (long long)n, bytes / t_pow / 1e9, bytes / t_mul / 1e9, t_pow * 1e3, t_mul * 1e3, worst);
  kiln_tensor_release(a);
  kiln_tensor_release(b);
  free(got);
  free(x);
  free(y);
  return worst <= 1.0 ? 0 : 1;
}
