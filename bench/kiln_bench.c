/* Kiln benchmark through the public C API: checks each result against a host reference, then
 * times it. Prints one JSON object per case (run_bench.py reads them and compares with PyTorch).
 *
 * Timing is wall-clock time around kiln_tensor_eval (which records, submits and waits for one
 * command buffer), median of the repetitions after warm-up; it includes the submit and wait
 * latency (tens of microseconds), which is small against the 1 GiB cases and is exactly what a
 * user pays for the 1000-op graph.
 *
 * Usage: kiln_bench [device label, default "vulkan"] [cases: add,sum,copy,chain,matmul4096,matmul8192]
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

static double median(double* v, int n) {
  qsort(v, n, sizeof(double), cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static uint64_t g_rng = 0x853c49e6748fea9bull;
static float frand(void) { /* uniform in [-1, 1) */
  g_rng = g_rng * 6364136223846793005ull + 1442695040888963407ull;
  return (float)((int32_t)(g_rng >> 32)) * (1.0f / 2147483648.0f);
}

static float* random_floats(int64_t n) {
  float* p = malloc((size_t)n * sizeof(float));
  if (!p) { fprintf(stderr, "out of host memory\n"); exit(2); }
  for (int64_t i = 0; i < n; ++i) p[i] = frand();
  return p;
}

static kiln_tensor upload(const float* data, const int64_t* shape, size_t ndim) {
  kiln_tensor t;
  CHECK(kiln_tensor_create(data, KILN_DTYPE_FLOAT32, shape, ndim, g_dev, &t));
  CHECK(kiln_tensor_eval(&t, 1));
  return t;
}

typedef kiln_tensor (*build_fn)(void* ctx);

/* Median seconds of kiln_tensor_eval over `reps` fresh graphs from `build`, after `warmup`. */
static double time_eval(build_fn build, void* ctx, int warmup, int reps) {
  double* t = malloc(sizeof(double) * reps);
  for (int i = 0; i < warmup + reps; ++i) {
    kiln_tensor out = build(ctx);
    double t0 = now();
    CHECK(kiln_tensor_eval(&out, 1));
    double t1 = now();
    if (i >= warmup) t[i - warmup] = t1 - t0;
    CHECK(kiln_tensor_release(out));
  }
  double m = median(t, reps);
  free(t);
  return m;
}

static void report(const char* name, double seconds, const char* unit, double amount, const char* check) {
  printf("{\"case\": \"%s\", \"seconds\": %.9g, \"unit\": \"%s\", \"rate\": %.6g, \"check\": \"%s\"}\n", name, seconds,
         unit, amount / seconds / (strcmp(unit, "GB/s") == 0 ? 1e9 : 1e12), check);
  fflush(stdout);
}

/* ---- elementwise add, sum, copy of 1 GiB float32 ---- */

static const int64_t kBig = (int64_t)1 << 28; /* 2^28 float32 = 1 GiB */

struct pair { kiln_tensor a, b; };
static kiln_tensor build_add(void* ctx) {
  struct pair* p = ctx;
  kiln_tensor out;
  CHECK(kiln_add(p->a, p->b, &out));
  return out;
}
static kiln_tensor build_sum(void* ctx) {
  struct pair* p = ctx;
  kiln_tensor out;
  CHECK(kiln_sum(p->a, NULL, 0, false, &out));
  return out;
}
static kiln_tensor build_copy(void* ctx) {
  struct pair* p = ctx;
  kiln_tensor out;
  CHECK(kiln_tensor_copy(p->a, &out));
  return out;
}

static void bench_big(int do_add, int do_sum, int do_copy) {
  float* ha = random_floats(kBig);
  float* hb = random_floats(kBig);
  struct pair p = {upload(ha, &kBig, 1), upload(hb, &kBig, 1)};
  float* got = malloc((size_t)kBig * sizeof(float));
  if (do_add) {
    kiln_tensor out = build_add(&p);
    CHECK(kiln_tensor_read(out, got, (size_t)kBig * 4));
    int64_t bad = 0;
    for (int64_t i = 0; i < kBig; ++i) bad += got[i] != ha[i] + hb[i];
    CHECK(kiln_tensor_release(out));
    report("add_f32_1GiB", time_eval(build_add, &p, 3, 20), "GB/s", 3.0 * kBig * 4, bad ? "FAILED" : "ok");
  }
  if (do_sum) {
    kiln_tensor out = build_sum(&p);
    float s;
    CHECK(kiln_tensor_read(out, &s, 4));
    double ref = 0, mag = 0;
    for (int64_t i = 0; i < kBig; ++i) ref += ha[i], mag += fabs(ha[i]);
    CHECK(kiln_tensor_release(out));
    int ok = fabs(s - ref) <= 1e-6 * mag; /* float32 pairwise-ish summation error bound */
    report("sum_f32_1GiB", time_eval(build_sum, &p, 3, 20), "GB/s", 1.0 * kBig * 4, ok ? "ok" : "FAILED");
  }
  if (do_copy) {
    kiln_tensor out = build_copy(&p);
    CHECK(kiln_tensor_read(out, got, (size_t)kBig * 4));
    int ok = memcmp(got, ha, (size_t)kBig * 4) == 0;
    CHECK(kiln_tensor_release(out));
    report("copy_f32_1GiB", time_eval(build_copy, &p, 3, 20), "GB/s", 2.0 * kBig * 4, ok ? "ok" : "FAILED");
  }
  CHECK(kiln_tensor_release(p.a));
  CHECK(kiln_tensor_release(p.b));
  free(ha);
  free(hb);
  free(got);
}

/* ---- 1000 small dependent ops: y = (y + c) * d, alternating ---- */

static const int64_t kSmall = 4096;
enum { kChainOps = 1000 };
static double g_build_seconds;
static kiln_tensor build_chain(void* ctx) {
  struct pair* p = ctx;
  double t0 = now();
  kiln_tensor y = p->a;
  CHECK(kiln_tensor_retain(y));
  for (int i = 0; i < kChainOps; ++i) {
    kiln_tensor next;
    CHECK(i % 2 ? kiln_multiply(y, p->b, &next) : kiln_add(y, p->b, &next));
    CHECK(kiln_tensor_release(y));
    y = next;
  }
  g_build_seconds = now() - t0;
  return y;
}

static void bench_chain(void) {
  float* hx = random_floats(kSmall);
  float* hc = malloc(kSmall * sizeof(float));
  for (int64_t i = 0; i < kSmall; ++i) hc[i] = 1.0f + frand() * 1e-3f;
  struct pair p = {upload(hx, &kSmall, 1), upload(hc, &kSmall, 1)};
  kiln_tensor out = build_chain(&p);
  float* got = malloc(kSmall * sizeof(float));
  CHECK(kiln_tensor_read(out, got, kSmall * 4));
  CHECK(kiln_tensor_release(out));
  int64_t bad = 0;
  for (int64_t j = 0; j < kSmall; ++j) {
    float y = hx[j];
    for (int i = 0; i < kChainOps; ++i) y = i % 2 ? y * hc[j] : y + hc[j];
    bad += got[j] != y;  /* each op rounds once, in the same order: bit-exact */
  }
  double t = time_eval(build_chain, &p, 3, 15);
  report("chain_1000_ops_per_op", t / kChainOps, "us/op", 0, bad ? "FAILED" : "ok");
  printf("{\"case\": \"chain_1000_build_per_op\", \"seconds\": %.9g, \"unit\": \"us/op\", \"rate\": 0, \"check\": \"ok\"}\n",
         g_build_seconds / kChainOps);
  CHECK(kiln_tensor_release(p.a));
  CHECK(kiln_tensor_release(p.b));
  free(hx);
  free(hc);
  free(got);
}

/* ---- float32 matmul ---- */

static kiln_tensor build_matmul(void* ctx) {
  struct pair* p = ctx;
  kiln_tensor out;
  CHECK(kiln_matmul(p->a, p->b, &out));
  return out;
}

static void bench_matmul(int64_t n) {
  int64_t shape[2] = {n, n};
  float* ha = random_floats(n * n);
  float* hb = random_floats(n * n);
  struct pair p = {upload(ha, shape, 2), upload(hb, shape, 2)};
  kiln_tensor out = build_matmul(&p);
  float* got = malloc((size_t)(n * n) * sizeof(float));
  CHECK(kiln_tensor_read(out, got, (size_t)(n * n) * 4));
  CHECK(kiln_tensor_release(out));
  /* 256 sampled entries against float64 dot products: relative to sqrt(sum of squares). */
  double worst = 0;
  for (int s = 0; s < 256; ++s) {
    int64_t i = (int64_t)((frand() + 1.0f) * 0.5f * n) % n, j = (int64_t)((frand() + 1.0f) * 0.5f * n) % n;
    if (s == 0) i = 0, j = 0;
    if (s == 1) i = n - 1, j = n - 1;
    double ref = 0, mag = 0;
    for (int64_t k = 0; k < n; ++k) {
      double t = (double)ha[i * n + k] * hb[k * n + j];
      ref += t;
      mag += t * t;
    }
    double err = fabs(got[i * n + j] - ref) / sqrt(mag);
    if (err > worst || isnan(err)) worst = isnan(err) ? INFINITY : err;
  }
  char name[64];
  snprintf(name, sizeof name, "matmul_f32_%lld", (long long)n);
  report(name, time_eval(build_matmul, &p, 2, n >= 8192 ? 5 : 10), "TFLOP/s", 2.0 * n * n * n,
         worst < 1e-4 ? "ok" : "FAILED");
  CHECK(kiln_tensor_release(p.a));
  CHECK(kiln_tensor_release(p.b));
  free(ha);
  free(hb);
  free(got);
}

/* ---- add of two 6 GiB float32: each tensor larger than a 4 GiB allocation ---- */

static kiln_tensor filled(int64_t n, double value) {
  kiln_tensor full, out;
  CHECK(kiln_full(&n, 1, value, KILN_DTYPE_FLOAT32, g_dev, &full));
  CHECK(kiln_tensor_copy(full, &out)); /* full alone is a broadcast view: give it memory */
  CHECK(kiln_tensor_release(full));
  CHECK(kiln_tensor_eval(&out, 1));
  return out;
}

static void bench_huge(void) {
  const int64_t n = (int64_t)3 << 29; /* 6 GiB of float32 */
  struct pair p = {filled(n, 1.5), filled(n, 2.25)};
  kiln_tensor out = build_add(&p);
  float* got = malloc((size_t)n * sizeof(float));
  CHECK(kiln_tensor_read(out, got, (size_t)n * 4));
  int64_t bad = 0;
  for (int64_t i = 0; i < n; ++i) bad += got[i] != 3.75f;
  free(got);
  CHECK(kiln_tensor_release(out));
  report("add_f32_6GiB", time_eval(build_add, &p, 2, 5), "GB/s", 3.0 * n * 4, bad ? "FAILED" : "ok");
  CHECK(kiln_tensor_release(p.a));
  CHECK(kiln_tensor_release(p.b));
}

int main(int argc, char** argv) {
  const char* label = argc > 1 ? argv[1] : "vulkan";
  const char* cases = argc > 2 ? argv[2] : "add,sum,copy,chain,matmul4096,matmul8192";
  CHECK(kiln_device_find(label, &g_dev));
  kiln_device_info info = {0};
  info.struct_size = sizeof info;
  CHECK(kiln_device_get_info(g_dev, &info));
  printf("{\"device\": \"%s\"}\n", info.name ? info.name : "?");
  int add = strstr(cases, "add") != NULL, sum = strstr(cases, "sum") != NULL, copy = strstr(cases, "copy") != NULL;
  if (add || sum || copy) bench_big(add, sum, copy);
  if (strstr(cases, "chain")) bench_chain();
  if (strstr(cases, "matmul4096")) bench_matmul(4096);
  if (strstr(cases, "matmul8192")) bench_matmul(8192);
  if (strstr(cases, "matmul512")) bench_matmul(512);
  if (strstr(cases, "huge")) bench_huge();
  return 0;
}
