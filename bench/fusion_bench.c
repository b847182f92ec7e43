/* GELU (tanh form) over n float32 through the C API, fused and unfused (kiln_fusion_set_enabled):
 * checks the fused result against a host computation and the unfused one bit for bit, then times
 * kiln_tensor_eval (wall clock: record, submit, wait; median after warm-up), with the graph built
 * beforehand and its intermediates released, as a user's code would leave them. Prints one JSON
 * line per mode (bench/fusion_bench.py reads them next to PyTorch's figures).
 *
 * A third run reads x at an offset of one element (a slice), which is not 16-byte aligned: the
 * fused kernel's one-element-per-thread path instead of its four-per-load (VEC) path.
 *
 * Usage: fusion_bench [n, default 64 Mi] [repetitions, default 20]
 */
#include <kiln/kiln.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_util.h"

static kiln_device g_dev;

static int cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

static float* g_back;
static int g_unaligned_differs;
static float* copy_back(int64_t n) {
  if (!g_back) g_back = malloc((size_t)n * sizeof(float));
  if (!g_back) exit(2);
  return g_back;
}

static kiln_tensor scalar(double v) {
  kiln_tensor t;
  const int64_t none = 0;
  CHECK(kiln_full(&none, 0, v, KILN_DTYPE_FLOAT32, g_dev, &t));
  return t;
}

/* out = f(a, b), releasing the operands this function owns (flags bit 1: a, bit 2: b). */
static kiln_tensor bin(kiln_status (*f)(kiln_tensor, kiln_tensor, kiln_tensor*), kiln_tensor a, kiln_tensor b, int owned) {
  kiln_tensor out;
  CHECK(f(a, b, &out));
  if (owned & 1) CHECK(kiln_tensor_release(a));
  if (owned & 2) CHECK(kiln_tensor_release(b));
  return out;
}

/* 0.5 * x * (1 + tanh(0.7978845608 * (x + 0.044715 * x^3))), only x and the result held. */
static kiln_tensor gelu(kiln_tensor x) {
  kiln_tensor x3 = bin(kiln_multiply, bin(kiln_multiply, x, x, 0), x, 1);
  kiln_tensor inner = bin(kiln_add, x, bin(kiln_multiply, scalar(0.044715), x3, 3), 2);
  inner = bin(kiln_multiply, inner, scalar(0.7978845608), 3);
  kiln_tensor th;
  CHECK(kiln_tanh(inner, &th));
  CHECK(kiln_tensor_release(inner));
  kiln_tensor t = bin(kiln_add, scalar(1.0), th, 3);
  return bin(kiln_multiply, bin(kiln_multiply, scalar(0.5), x, 1), t, 3);
}

/* x + 0.044715 * x^3: the same traffic as GELU with plain arithmetic only (no tanh). */
static kiln_tensor cubic(kiln_tensor x) {
  kiln_tensor x3 = bin(kiln_multiply, bin(kiln_multiply, x, x, 0), x, 1);
  return bin(kiln_add, x, bin(kiln_multiply, scalar(0.044715), x3, 3), 2);
}

int main(int argc, char** argv) {
  int64_t n = argc > 1 ? atoll(argv[1]) : (int64_t)64 << 20;
  int reps = argc > 2 ? atoi(argv[2]) : 20;
  CHECK(kiln_device_default(&g_dev));
  float* host = malloc((size_t)n * sizeof(float));
  float* fused = malloc((size_t)n * sizeof(float));
  float* unfused = malloc((size_t)n * sizeof(float));
  if (!host || !fused || !unfused) return 2;
  uint64_t rng = 0x853c49e6748fea9bull;
  for (int64_t i = 0; i < n; ++i) {
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    host[i] = (float)((int32_t)(rng >> 32)) * (4.0f / 2147483648.0f);
  }
  kiln_tensor x, padded, shifted;
  CHECK(kiln_tensor_create(host, KILN_DTYPE_FLOAT32, &n, 1, g_dev, &x));
  CHECK(kiln_tensor_eval(&x, 1));
  int64_t n1 = n + 1, one = 1, step = 1;
  float* copy = malloc((size_t)n1 * sizeof(float));
  if (!copy) return 2;
  copy[0] = 0;
  memcpy(copy + 1, host, (size_t)n * sizeof(float));
  CHECK(kiln_tensor_create(copy, KILN_DTYPE_FLOAT32, &n1, 1, g_dev, &padded));
  CHECK(kiln_slice(padded, &one, &n1, &step, 1, &shifted));
  CHECK(kiln_tensor_eval(&shifted, 1));
  free(copy);

  double* times = malloc(sizeof(double) * (size_t)reps);
  const char* names[] = {"unfused", "fused", "fused_unaligned", "cubic_fused"};
  const int order[] = {1, 0, 2, 3}; /* fused first: the others are compared with it */
  for (int k = 0; k < 4; ++k) {
    int mode = order[k];
    kiln_tensor (*build)(kiln_tensor) = mode == 3 ? cubic : gelu;
    CHECK(kiln_fusion_set_enabled(mode != 0));
    kiln_tensor in = mode == 2 ? shifted : x;
    kiln_memory_stats before = {sizeof before};
    CHECK(kiln_device_memory_stats(g_dev, &before));
    kiln_tensor y = build(in);
    CHECK(kiln_tensor_eval(&y, 1));
    kiln_memory_stats after = {sizeof after};
    CHECK(kiln_device_memory_stats(g_dev, &after));
    if (mode < 2) CHECK(kiln_tensor_read(y, mode ? fused : unfused, (size_t)n * sizeof(float)));
    if (mode == 2) { /* same bits as the aligned fused run */
      CHECK(kiln_tensor_read(y, copy_back(n), (size_t)n * sizeof(float)));
      if (memcmp(g_back, fused, (size_t)n * sizeof(float)) != 0) g_unaligned_differs = 1;
    }
    CHECK(kiln_tensor_release(y));
    for (int r = 0; r < reps + 3; ++r) {
      y = build(in);
      double t0 = now();
      CHECK(kiln_tensor_eval(&y, 1));
      double t1 = now();
      CHECK(kiln_tensor_release(y));
      if (r >= 3) times[r - 3] = t1 - t0;
    }
    qsort(times, (size_t)reps, sizeof(double), cmp_double);
    double med = times[reps / 2];
    printf("{\"case\": \"gelu\", \"mode\": \"%s\", \"n\": %lld, \"median_ms\": %.4f, \"min_ms\": %.4f, \"gbps\": %.1f, "
           "\"peak_above_input_mib\": %.1f}\n",
           names[mode], (long long)n, med * 1e3, times[0] * 1e3, 8.0 * n / med * 1e-9,
           (after.peak_bytes > before.active_bytes ? after.peak_bytes - before.active_bytes : 0) / 1048576.0);
    fflush(stdout);
  }
  double worst = 0;
  int64_t differ = 0;
  for (int64_t i = 0; i < n; ++i) {
    double v = host[i];
    double want = 0.5 * v * (1 + tanh(0.7978845608 * (v + 0.044715 * v * v * v)));
    double err = fabs(fused[i] - want) / (1 + fabs(want)); /* 1 + tanh cancels near -4: no pure relative bound */
    if (err > worst) worst = err;
    if (memcmp(&fused[i], &unfused[i], 4) != 0) ++differ;
  }
  printf("{\"case\": \"gelu_check\", \"max_error_vs_host_over_1_plus_abs\": %.3g, \"fused_vs_unfused_differing\": %lld, "
         "\"unaligned_differs\": %d}\n",
         worst, (long long)differ, g_unaligned_differs);
  return worst < 1e-5 && differ == 0 && !g_unaligned_differs ? 0 : 1;
}
