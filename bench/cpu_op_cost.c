/* Per-op cost on the CPU device through the C API (issue 17): building and evaluating one tiny
 * op (kiln_add of two 1-element tensors, then kiln_tensor_eval and kiln_tensor_release), and a
 * chain of 200 dependent ops on 256 floats built and evaluated at once. Prints microseconds per
 * op, the median of 15 rounds. Checks the chain's result against the same float arithmetic.
 *
 *     cc -O2 -o build/release/bench/cpu_op_cost bench/cpu_op_cost.c -Iinclude -Lbuild/release -lkiln \
 *        -Wl,-rpath,$PWD/build/release && KILN_DEVICE=cpu build/release/bench/cpu_op_cost
 */
#include <kiln/kiln.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench_util.h"

static int by_value(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

enum { ROUNDS = 15, TINY_OPS = 2000, CHAIN = 200, N = 256 };

int main(void) {
  kiln_device device;
  CHECK(kiln_device_default(&device));
  const float one = 1.0f;
  const int64_t shape1[] = {1}, shape[] = {N};
  kiln_tensor a, b;
  CHECK(kiln_tensor_create(&one, KILN_DTYPE_FLOAT32, shape1, 1, device, &a));
  CHECK(kiln_tensor_create(&one, KILN_DTYPE_FLOAT32, shape1, 1, device, &b));
  float xs[N], cs[N], want[N], got[N];
  for (int i = 0; i < N; ++i) {
    xs[i] = (float)(i % 17) / 17.0f - 0.5f;
    cs[i] = 1.0f + (float)(i % 5) * 1e-4f;
  }
  kiln_tensor x, c;
  CHECK(kiln_tensor_create(xs, KILN_DTYPE_FLOAT32, shape, 1, device, &x));
  CHECK(kiln_tensor_create(cs, KILN_DTYPE_FLOAT32, shape, 1, device, &c));
  for (int i = 0; i < N; ++i) {
    float y = xs[i];
    for (int k = 0; k < CHAIN; ++k) y = k % 2 ? y * cs[i] : y + cs[i];
    want[i] = y;
  }

  double tiny[ROUNDS], chain[ROUNDS];
  for (int r = 0; r < ROUNDS + 2; ++r) {
    double start = now();
    for (int k = 0; k < TINY_OPS; ++k) {
      kiln_tensor z;
      CHECK(kiln_add(a, b, &z));
      CHECK(kiln_tensor_eval(&z, 1));
      CHECK(kiln_tensor_release(z));
    }
    double mid = now();
    kiln_tensor y = x;
    CHECK(kiln_tensor_retain(y));
    for (int k = 0; k < CHAIN; ++k) {
      kiln_tensor next;
      CHECK((k % 2 ? kiln_multiply : kiln_add)(y, c, &next));
      CHECK(kiln_tensor_release(y));
      y = next;
    }
    CHECK(kiln_tensor_eval(&y, 1));
    double end = now();
    CHECK(kiln_tensor_read(y, got, sizeof got));
    CHECK(kiln_tensor_release(y));
    for (int i = 0; i < N; ++i) {
      if (got[i] != want[i]) {
        fprintf(stderr, "chain: element %d is %.9g, expected %.9g\n", i, got[i], want[i]);
        return 1;
      }
    }
    if (r >= 2) {
      tiny[r - 2] = (mid - start) / TINY_OPS * 1e6;
      chain[r - 2] = (end - mid) / CHAIN * 1e6;
    }
  }
  qsort(tiny, ROUNDS, sizeof tiny[0], by_value);
  qsort(chain, ROUNDS, sizeof chain[0], by_value);
  printf("{\"tiny_op_build_eval_release_us\": %.3f, \"chain_200_per_op_us\": %.3f}\n", tiny[ROUNDS / 2],
         chain[ROUNDS / 2]);
  kiln_tensor all[] = {a, b, x, c};
  for (int i = 0; i < 4; ++i) CHECK(kiln_tensor_release(all[i]));
  return 0;
}
