/* Cost of the CPU's transcendental kernels (issue 47): exp, log, sin and tanh over 4 Mi float32
 * and float64 elements, one eval each, the fastest of 15. Run it with and without
 * KILN_CPU_MATH=exact (float32 widened to double and rounded once; by default Highway's float32
 * functions) and with KILN_CPU_THREADS=1 for a per-core figure on a shared machine.
 *
 *     cc -O2 -o build/release/bench/cpu_math_cost bench/cpu_math_cost.c -Iinclude -Lbuild/release -lkiln \
 *        -Wl,-rpath,$PWD/build/release && KILN_DEVICE=cpu KILN_CPU_THREADS=1 build/release/bench/cpu_math_cost
 */
#include <kiln/kiln.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* The call's status, and its message where it failed (then the program stops). */
static void ok(kiln_status status, const char* call) {
  if (status == KILN_STATUS_OK) return;
  fprintf(stderr, "%s: %s (%s)\n", call, kiln_status_string(status), kiln_last_error());
  exit(1);
}
#define CHECK(call) ok((call), #call)

typedef kiln_status (*unary_fn)(kiln_tensor, kiln_tensor*);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void) {
  const int64_t n = 1 << 22;
  const struct { const char* name; unary_fn f; } ops[] = {{"exp", kiln_exp}, {"log", kiln_log}, {"sin", kiln_sin}, {"tanh", kiln_tanh}};
  const struct { const char* name; kiln_dtype dtype; } types[] = {{"float32", KILN_DTYPE_FLOAT32}, {"float64", KILN_DTYPE_FLOAT64}};
  kiln_device dev;
  CHECK(kiln_device_default(&dev));
  double* values = malloc(n * sizeof(double));
  float* values32 = malloc(n * sizeof(float));
  for (int64_t i = 0; i < n; ++i) values32[i] = (float)(values[i] = 0.001 + 20.0 * (double)i / (double)n);
  for (int t = 0; t < 2; ++t) {
    kiln_tensor x;
    CHECK(kiln_tensor_create(t == 0 ? (void*)values32 : (void*)values, types[t].dtype, &n, 1, dev, &x));
    for (int o = 0; o < 4; ++o) {
      double best = 1e9;
      for (int round = 0; round < 15; ++round) {
        kiln_tensor y;
        CHECK(ops[o].f(x, &y));
        const double start = now();
        CHECK(kiln_tensor_eval(&y, 1));
        const double took = now() - start;
        if (took < best) best = took;
        CHECK(kiln_tensor_release(y));
      }
      printf("%s %-4s %lld elements: %.2f ms (%.2f ns an element)\n", types[t].name, ops[o].name, (long long)n, best * 1e3, best * 1e9 / n);
    }
    CHECK(kiln_tensor_release(x));
  }
  free(values);
  free(values32);
  return 0;
}
