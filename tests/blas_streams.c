/* LAPACK-heavy graphs (solve, qr, svd, eigh, lu, inv, matmul; large matrices and batches of small
 * ones) evaluated on 2, 5 and 8 CPU streams at once, each result compared with the same graph
 * evaluated first on one thread. The stream threads have 1 MiB stacks, as a JVM's threads do
 * (a BEAM dirty scheduler's are smaller): Debian's threaded OpenBLAS used to crash there
 * (sgetrf_parallel) and under concurrent callers (src/backend/cpu/blas_gate.h says why).
 *   blas_streams [rounds [stack_kib]]   (defaults 4 and 1024; prints "blas_streams: OK" when every
 *   result matched) */
#include <kiln/kiln.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WORKLOADS = 9, MAX_OUTPUTS = 3, MAX_THREADS = 8 };

typedef struct {
  int outputs;
  size_t bytes[MAX_OUTPUTS];
  void* data[MAX_OUTPUTS];
} Result;

static kiln_device cpu;
static Result reference[WORKLOADS];
static int rounds = 4;
static size_t stack_kib = 1024;

/* A deterministic m x n matrix (batch of them) of values in [-1, 1); `dominant` adds n to the
 * diagonal (well conditioned), `symmetric` mirrors the lower triangle. */
static kiln_tensor matrix(kiln_dtype dtype, int64_t batch, int64_t m, int64_t n, unsigned seed, int dominant,
                          int symmetric) {
  const size_t count = (size_t)(batch * m * n);
  double* v = malloc(count * sizeof *v);
  unsigned state = seed * 2654435761u + 1u;
  for (size_t i = 0; i < count; ++i) {
    state = state * 1664525u + 1013904223u;
    v[i] = (double)(state >> 8) / (double)(1u << 23) - 1.0;
  }
  for (int64_t b = 0; b < batch; ++b) {
    double* a = v + b * m * n;
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        if (symmetric && j > i) a[i * n + j] = a[j * n + i];
        if (dominant && i == j) a[i * n + j] += (double)n;
      }
    }
  }
  const int64_t shape3[] = {batch, m, n};
  const int64_t* shape = batch > 1 ? shape3 : shape3 + 1;
  const size_t ndim = batch > 1 ? 3 : 2;
  kiln_tensor t = NULL;
  kiln_status status;
  if (dtype == KILN_DTYPE_FLOAT64) {
    status = kiln_tensor_create(v, dtype, shape, ndim, cpu, &t);
  } else {
    float* f = malloc(count * sizeof *f);
    for (size_t i = 0; i < count; ++i) f[i] = (float)v[i];
    status = kiln_tensor_create(f, dtype, shape, ndim, cpu, &t);
    free(f);
  }
  free(v);
  return status == KILN_STATUS_OK ? t : NULL;
}

/* Builds workload `w`'s graph into out[]; returns its output count, 0 on failure. */
static int build(int w, kiln_tensor* out) {
  const kiln_dtype f32 = KILN_DTYPE_FLOAT32, f64 = KILN_DTYPE_FLOAT64;
  kiln_tensor a = NULL, b = NULL;
  kiln_status s = KILN_STATUS_INTERNAL;
  int n = 0;
  switch (w) {
    case 0: /* a large solve: getrf_parallel inside OpenBLAS's gesv */
      a = matrix(f32, 1, 256, 256, 1, 1, 0), b = matrix(f32, 1, 256, 8, 2, 0, 0);
      s = kiln_linalg_solve(a, b, &out[0]), n = 1;
      break;
    case 1: a = matrix(f32, 1, 200, 160, 3, 0, 0), s = kiln_linalg_qr(a, false, &out[0], &out[1]), n = 2; break;
    case 2: a = matrix(f32, 1, 180, 140, 4, 0, 0), s = kiln_linalg_svd(a, false, &out[0], &out[1], &out[2]), n = 3; break;
    case 3: a = matrix(f64, 1, 192, 192, 5, 1, 1), s = kiln_linalg_eigh(a, &out[0], &out[1]), n = 2; break;
    case 4: a = matrix(f64, 1, 300, 300, 6, 0, 0), s = kiln_linalg_lu(a, &out[0], &out[1], &out[2]), n = 3; break;
    case 5: /* a product large enough for OpenBLAS's threads */
      a = matrix(f32, 1, 384, 256, 7, 0, 0), b = matrix(f32, 1, 256, 320, 8, 0, 0);
      s = kiln_matmul(a, b, &out[0]), n = 1;
      break;
    case 6: /* a batch of small solves: split over Kiln's pool */
      a = matrix(f32, 48, 24, 24, 9, 1, 0), b = matrix(f32, 48, 24, 4, 10, 0, 0);
      s = kiln_linalg_solve(a, b, &out[0]), n = 1;
      break;
    case 7: a = matrix(f64, 32, 40, 30, 11, 0, 0), s = kiln_linalg_svd(a, false, &out[0], &out[1], &out[2]), n = 3; break;
    case 8: a = matrix(f64, 1, 220, 220, 12, 1, 0), s = kiln_linalg_inv(a, &out[0]), n = 1; break;
  }
  if (a) kiln_tensor_release(a);
  if (b) kiln_tensor_release(b);
  if (s != KILN_STATUS_OK) {
    fprintf(stderr, "blas_streams: workload %d: %s\n", w, kiln_last_error());
    return 0;
  }
  return n;
}

/* Evaluates workload w (on `stream`, or the default ordering when NULL) into r. */
static int evaluate(int w, kiln_stream stream, Result* r) {
  kiln_tensor out[MAX_OUTPUTS] = {0};
  r->outputs = build(w, out);
  int ok = r->outputs > 0;
  if (ok) {
    ok = (stream ? kiln_stream_eval(stream, out, (size_t)r->outputs) : kiln_tensor_eval(out, (size_t)r->outputs)) ==
         KILN_STATUS_OK;
    if (!ok) fprintf(stderr, "blas_streams: eval of workload %d: %s\n", w, kiln_last_error());
  }
  for (int i = 0; ok && i < r->outputs; ++i) {
    ok = kiln_tensor_nbytes(out[i], &r->bytes[i]) == KILN_STATUS_OK && (r->data[i] = malloc(r->bytes[i] + 1)) &&
         kiln_tensor_read(out[i], r->data[i], r->bytes[i]) == KILN_STATUS_OK;
  }
  for (int i = 0; i < MAX_OUTPUTS; ++i) {
    if (out[i]) kiln_tensor_release(out[i]);
  }
  return ok;
}

/* Equal to the reference within rounding (the same calls give the same bits; a tolerance keeps
 * the test about corruption, not about OpenBLAS's summation order). */
static int matches(int w, const Result* r) {
  const Result* ref = &reference[w];
  if (r->outputs != ref->outputs) return 0;
  for (int i = 0; i < r->outputs; ++i) {
    if (r->bytes[i] != ref->bytes[i]) return 0;
    const int is64 = w == 3 || w == 4 || w == 7 || w == 8;
    const size_t count = r->bytes[i] / (is64 ? 8 : 4);
    for (size_t k = 0; k < count; ++k) {
      const double x = is64 ? ((double*)r->data[i])[k] : ((float*)r->data[i])[k];
      const double y = is64 ? ((double*)ref->data[i])[k] : ((float*)ref->data[i])[k];
      if (!(fabs(x - y) <= (is64 ? 1e-9 : 1e-4) * (1.0 + fabs(y)))) {
        fprintf(stderr, "blas_streams: workload %d output %d element %zu: %g, alone %g\n", w, i, k, x, y);
        return 0;
      }
    }
  }
  return 1;
}

static void release(Result* r) {
  for (int i = 0; i < r->outputs; ++i) free(r->data[i]);
  memset(r, 0, sizeof *r);
}

typedef struct {
  int index;
  int failures;
} Worker;

static void* work(void* arg) {
  Worker* me = arg;
  kiln_stream stream = NULL;
  if (kiln_stream_create(cpu, &stream) != KILN_STATUS_OK) {
    me->failures = 1;
    return NULL;
  }
  for (int round = 0; round < rounds; ++round) {
    for (int k = 0; k < WORKLOADS; ++k) {
      const int w = (k + me->index) % WORKLOADS; /* threads start on different ops */
      Result r = {0};
      if (!evaluate(w, stream, &r) || !matches(w, &r)) me->failures++;
      release(&r);
    }
  }
  kiln_stream_release(stream);
  return NULL;
}

int main(int argc, char** argv) {
  if (argc > 1) rounds = atoi(argv[1]);
  if (argc > 2) stack_kib = (size_t)atol(argv[2]);
  if (kiln_device_find("cpu", &cpu) != KILN_STATUS_OK) {
    fprintf(stderr, "blas_streams: no cpu device: %s\n", kiln_last_error());
    return 1;
  }
  for (int w = 0; w < WORKLOADS; ++w) {
    if (!evaluate(w, NULL, &reference[w])) return 1;
  }
  int failures = 0;
  const int thread_counts[] = {2, 5, MAX_THREADS};
  for (int t = 0; t < 3; ++t) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack_kib << 10);
    pthread_t threads[MAX_THREADS];
    Worker workers[MAX_THREADS];
    for (int i = 0; i < thread_counts[t]; ++i) {
      workers[i].index = i, workers[i].failures = 0;
      if (pthread_create(&threads[i], &attr, work, &workers[i]) != 0) return 1;
    }
    for (int i = 0; i < thread_counts[t]; ++i) {
      pthread_join(threads[i], NULL);
      failures += workers[i].failures;
    }
    pthread_attr_destroy(&attr);
  }
  for (int w = 0; w < WORKLOADS; ++w) release(&reference[w]);
  if (failures) {
    fprintf(stderr, "blas_streams: %d evals failed or differed from the single-threaded run\n", failures);
    return 1;
  }
  printf("blas_streams: OK (%d workloads x %d rounds on 2, 5 and 8 streams, %zu KiB stacks)\n", WORKLOADS, rounds,
         stack_kib);
  return 0;
}
