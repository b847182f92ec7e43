/* Kiln quickstart: a two-layer MLP forward pass built lazily, evaluated once on the default
 * device, and checked against the same computation done by hand on the host. */
#include <kiln/kiln.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define CHECK(call)                                                                          \
  do {                                                                                       \
    kiln_status status_ = (call);                                                            \
    if (status_ != KILN_STATUS_OK) {                                                         \
      fprintf(stderr, "%s failed: %s (%s)\n", #call, kiln_status_string(status_), kiln_last_error()); \
      exit(1);                                                                               \
    }                                                                                        \
  } while (0)

enum { BATCH = 64, IN = 256, HIDDEN = 512, OUT = 10 };

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void fill_random(float* data, size_t n, float scale) {
  for (size_t i = 0; i < n; ++i) data[i] = scale * ((float)rand() / (float)RAND_MAX - 0.5f);
}

/* out = relu(x @ w1 + b1) @ w2 + b2, the plain way. */
static void host_mlp(const float* x, const float* w1, const float* b1, const float* w2, const float* b2, float* out) {
  float* h = calloc((size_t)BATCH * HIDDEN, sizeof(float));
  for (int i = 0; i < BATCH; ++i)
    for (int j = 0; j < HIDDEN; ++j) {
      double acc = b1[j];
      for (int k = 0; k < IN; ++k) acc += (double)x[i * IN + k] * w1[k * HIDDEN + j];
      h[i * HIDDEN + j] = acc > 0 ? (float)acc : 0.0f;
    }
  for (int i = 0; i < BATCH; ++i)
    for (int j = 0; j < OUT; ++j) {
      double acc = b2[j];
      for (int k = 0; k < HIDDEN; ++k) acc += (double)h[i * HIDDEN + k] * w2[k * OUT + j];
      out[i * OUT + j] = (float)acc;
    }
  free(h);
}

int main(void) {
  size_t count = 0;
  CHECK(kiln_device_count(&count));
  printf("Kiln devices:\n");
  for (size_t i = 0; i < count; ++i) {
    kiln_device d;
    kiln_device_info info = {.struct_size = sizeof info};
    CHECK(kiln_device_get(i, &d));
    CHECK(kiln_device_get_info(d, &info));
    printf("  [%zu] %-10s %s (%.1f GiB)\n", i, info.label, info.name, info.memory_bytes / 1073741824.0);
  }
  kiln_device device;
  kiln_device_info info = {.struct_size = sizeof info};
  CHECK(kiln_device_default(&device));
  CHECK(kiln_device_get_info(device, &info));
  printf("default device: %s\n", info.label);

  static float x[BATCH * IN], w1[IN * HIDDEN], b1[HIDDEN], w2[HIDDEN * OUT], b2[OUT];
  static float expected[BATCH * OUT], result[BATCH * OUT];
  srand(42);
  fill_random(x, BATCH * IN, 2.0f);
  fill_random(w1, IN * HIDDEN, 0.2f);
  fill_random(b1, HIDDEN, 0.2f);
  fill_random(w2, HIDDEN * OUT, 0.2f);
  fill_random(b2, OUT, 0.2f);

  const int64_t sx[] = {BATCH, IN}, sw1[] = {IN, HIDDEN}, sb1[] = {HIDDEN}, sw2[] = {HIDDEN, OUT}, sb2[] = {OUT};
  kiln_tensor tx, tw1, tb1, tw2, tb2, zero, mm1, pre, hidden, mm2, logits;
  CHECK(kiln_tensor_create(x, KILN_DTYPE_FLOAT32, sx, 2, device, &tx));
  CHECK(kiln_tensor_create(w1, KILN_DTYPE_FLOAT32, sw1, 2, device, &tw1));
  CHECK(kiln_tensor_create(b1, KILN_DTYPE_FLOAT32, sb1, 1, device, &tb1));
  CHECK(kiln_tensor_create(w2, KILN_DTYPE_FLOAT32, sw2, 2, device, &tw2));
  CHECK(kiln_tensor_create(b2, KILN_DTYPE_FLOAT32, sb2, 1, device, &tb2));
  CHECK(kiln_zeros(NULL, 0, KILN_DTYPE_FLOAT32, device, &zero));

  double start = now_seconds();
  /* Building the graph computes nothing... */
  CHECK(kiln_matmul(tx, tw1, &mm1));
  CHECK(kiln_add(mm1, tb1, &pre));
  CHECK(kiln_maximum(pre, zero, &hidden));
  CHECK(kiln_matmul(hidden, tw2, &mm2));
  CHECK(kiln_add(mm2, tb2, &logits));
  bool evaluated = true;
  CHECK(kiln_tensor_is_evaluated(logits, &evaluated));
  /* ...eval runs it, once. */
  CHECK(kiln_tensor_eval(&logits, 1));
  double elapsed = now_seconds() - start;
  CHECK(kiln_tensor_read(logits, result, sizeof result));

  host_mlp(x, w1, b1, w2, b2, expected);
  double max_error = 0;
  for (int i = 0; i < BATCH * OUT; ++i) {
    double e = fabs((double)result[i] - expected[i]);
    if (e > max_error) max_error = e;
  }
  printf("MLP %dx%d -> %d -> %d: lazy before eval: %s; eval took %.3f ms\n", BATCH, IN, HIDDEN, OUT,
         evaluated ? "no (bug)" : "yes", elapsed * 1e3);
  printf("logits[0] = [");
  for (int j = 0; j < OUT; ++j) printf("%s%.4f", j ? ", " : "", result[j]);
  printf("]\nmax |kiln - host| = %.2e\n", max_error);

  kiln_tensor all[] = {tx, tw1, tb1, tw2, tb2, zero, mm1, pre, hidden, mm2, logits};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; ++i) CHECK(kiln_tensor_release(all[i]));
  if (evaluated || max_error > 1e-3) {
    printf("FAILED\n");
    return 1;
  }
  printf("OK\n");
  return 0;
}
