/* Collectives under an MPI launcher (or alone): every collective, on every dtype, at sizes 0, 1,
 * odd, not divisible by the rank count and one large, on the device KILN_DEVICE names, checked on
 * every rank against a reference computed from all ranks' inputs. Each rank's input is a pure
 * function of (rank, index), so every rank computes every other rank's input for the reference
 * (and all_gather, which returns all ranks' inputs, is checked against those). Split groups and
 * the group of one are checked too. Prints "collectives_test: OK" on success. */
#include <kiln/kiln.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static int64_t my_rank = 0, ranks = 1;

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    kiln_status status_ = (call);                                                                            \
    if (status_ != KILN_STATUS_OK) {                                                                         \
      fprintf(stderr, "rank %lld: %s:%d %s failed: %s\n", (long long)my_rank, __FILE__, __LINE__, #call,    \
              kiln_last_error());                                                                            \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

static void expect(int ok, const char* what, const char* dtype, int64_t n) {
  if (!ok && failures++ < 20) {
    fprintf(stderr, "rank %lld: FAIL: %s (%s, %lld elements) %s\n", (long long)my_rank, what, dtype, (long long)n,
            kiln_last_error());
  }
}

static const kiln_dtype kDtypes[] = {KILN_DTYPE_BOOL,    KILN_DTYPE_INT8,     KILN_DTYPE_INT16,     KILN_DTYPE_INT32,
                                     KILN_DTYPE_INT64,   KILN_DTYPE_UINT8,    KILN_DTYPE_UINT16,    KILN_DTYPE_UINT32,
                                     KILN_DTYPE_UINT64,  KILN_DTYPE_FLOAT16,  KILN_DTYPE_BFLOAT16,  KILN_DTYPE_FLOAT32,
                                     KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128};
static const char* kNames[] = {"bool",   "int8",    "int16",    "int32",   "int64",     "uint8",     "uint16",    "uint32",
                               "uint64", "float16", "bfloat16", "float32", "float64", "complex64", "complex128"};

static int is_complex(kiln_dtype t) { return t == KILN_DTYPE_COMPLEX64 || t == KILN_DTYPE_COMPLEX128; }
static int is_unsigned(kiln_dtype t) { return t == KILN_DTYPE_BOOL || (t >= KILN_DTYPE_UINT8 && t <= KILN_DTYPE_UINT64); }

/* Rank r's element i (the real part for complex; the imaginary part is value(r, i + 1)): small
 * integers, so every sum over 4 ranks is exact in every dtype. */
static double value(kiln_dtype t, int64_t r, int64_t i) {
  int64_t v = (r * 7 + i * 3 + r * i) % 7;
  if (t == KILN_DTYPE_BOOL) return (r + i) % 3 == 0;
  return is_unsigned(t) ? (double)v : (double)(v - 3);
}

/* A tensor of `n` elements (shape given) of rank r's values, offset by `salt` in the index. */
static kiln_tensor make_input(kiln_dtype t, int64_t r, const int64_t* shape, size_t ndim, int64_t n, int64_t salt,
                              kiln_device device) {
  const int parts = is_complex(t) ? 2 : 1; /* complex: (real, imaginary) pairs */
  double* values = malloc(sizeof(double) * (size_t)(parts * n + 1));
  for (int64_t i = 0; i < n; ++i) {
    for (int p = 0; p < parts; ++p) values[i * parts + p] = value(t, r, i + salt + p);
  }
  kiln_tensor wide = NULL, out = NULL;
  CHECK(kiln_tensor_create(values, parts == 2 ? KILN_DTYPE_COMPLEX128 : KILN_DTYPE_FLOAT64, shape, ndim, device, &wide));
  CHECK(kiln_astype(wide, t, &out));
  kiln_tensor_release(wide);
  free(values);
  return out;
}

/* The tensor's values as doubles (pairs for complex), after evaluating it: NULL on failure. */
static double* read_values(kiln_tensor x, kiln_dtype t, int64_t n) {
  kiln_tensor wide = NULL;
  const kiln_dtype as = is_complex(t) ? KILN_DTYPE_COMPLEX128 : KILN_DTYPE_FLOAT64;
  if (kiln_astype(x, as, &wide) != KILN_STATUS_OK) return NULL;
  size_t bytes = sizeof(double) * (size_t)n * (is_complex(t) ? 2 : 1);
  double* values = malloc(bytes ? bytes : 1);
  kiln_status status = kiln_tensor_read(wide, values, bytes);
  kiln_tensor_release(wide);
  if (status != KILN_STATUS_OK) {
    free(values);
    return NULL;
  }
  return values;
}

enum Reduce { SUM, MAX, MIN };

static double reduce_ref(kiln_dtype t, int64_t i, enum Reduce op, int64_t part) {
  double acc = value(t, 0, i + part);
  for (int64_t r = 1; r < ranks; ++r) {
    double v = value(t, r, i + part);
    if (op == SUM) acc = t == KILN_DTYPE_BOOL ? (acc || v) : acc + v;
    if (op == MAX) acc = v > acc ? v : acc;
    if (op == MIN) acc = v < acc ? v : acc;
  }
  return acc;
}

/* Whether out (n elements) equals ref(i) for each i; complex: both parts. */
static int equals_reduction(const double* out, kiln_dtype t, int64_t n, enum Reduce op, int64_t offset) {
  if (!out) return 0;
  for (int64_t i = 0; i < n; ++i) {
    if (is_complex(t)) {
      if (out[2 * i] != reduce_ref(t, offset + i, op, 0) || out[2 * i + 1] != reduce_ref(t, offset + i, op, 1)) return 0;
    } else if (out[i] != reduce_ref(t, offset + i, op, 0)) {
      return 0;
    }
  }
  return 1;
}

static void check_reductions(kiln_dtype t, const char* name, int64_t n, kiln_group group, kiln_device device) {
  int64_t shape[1] = {n};
  kiln_tensor x = make_input(t, my_rank, shape, 1, n, 0, device);
  kiln_status (*const fns[3])(kiln_tensor, kiln_group, kiln_tensor*) = {kiln_all_sum, kiln_all_max, kiln_all_min};
  const char* what[3] = {"all_sum", "all_max", "all_min"};
  for (int op = SUM; op <= MIN; ++op) {
    kiln_tensor y = NULL;
    kiln_status status = fns[op](x, group, &y);
    if (is_complex(t) && op != SUM) {
      expect(status == KILN_STATUS_UNSUPPORTED_DTYPE, "complex max/min: UNSUPPORTED_DTYPE", name, n);
      continue;
    }
    expect(status == KILN_STATUS_OK, what[op], name, n);
    if (status != KILN_STATUS_OK) continue;
    double* out = read_values(y, t, n);
    expect(equals_reduction(out, t, n, (enum Reduce)op, 0), what[op], name, n);
    free(out);
    kiln_tensor_release(y);
  }
  kiln_tensor_release(x);
}

static void check_gather_and_scatter(kiln_dtype t, const char* name, int64_t n, kiln_group group, kiln_device device) {
  int64_t shape[2] = {n, 2};
  kiln_tensor x = make_input(t, my_rank, shape, 2, 2 * n, 0, device), g = NULL;
  expect(kiln_all_gather(x, group, &g) == KILN_STATUS_OK, "all_gather", name, n);
  int64_t gathered_shape[2] = {0, 0};
  size_t ndim = 0;
  if (g && kiln_tensor_ndim(g, &ndim) == KILN_STATUS_OK && ndim == 2) kiln_tensor_shape(g, gathered_shape, 2);
  expect(ndim == 2 && gathered_shape[0] == ranks * n && gathered_shape[1] == 2, "all_gather's shape", name, n);
  double* out = g ? read_values(g, t, ranks * n * 2) : NULL;
  int ok = out != NULL;
  const int parts = is_complex(t) ? 2 : 1;
  for (int64_t r = 0; ok && r < ranks; ++r) {
    for (int64_t i = 0; i < 2 * n; ++i) {
      for (int p = 0; p < parts; ++p) ok = ok && out[(r * 2 * n + i) * parts + p] == value(t, r, i + p);
    }
  }
  expect(ok, "all_gather's values", name, n);
  free(out);
  kiln_tensor_release(g);
  kiln_tensor_release(x);

  /* sum_scatter: ranks * n rows; this rank gets rows [rank * n, rank * n + n) of the sum. */
  int64_t big[1] = {ranks * n};
  kiln_tensor s = make_input(t, my_rank, big, 1, ranks * n, 0, device), part = NULL;
  expect(kiln_sum_scatter(s, group, &part) == KILN_STATUS_OK, "sum_scatter", name, n);
  out = part ? read_values(part, t, n) : NULL;
  expect(equals_reduction(out, t, n, SUM, my_rank * n), "sum_scatter's values", name, n);
  free(out);
  kiln_tensor_release(part);
  kiln_tensor_release(s);
  if (ranks > 1 && n > 0) {  /* a first axis that does not divide by the rank count */
    int64_t odd[1] = {ranks * n + 1};
    kiln_tensor o = make_input(t, my_rank, odd, 1, odd[0], 0, device), bad = NULL;
    expect(kiln_sum_scatter(o, group, &bad) == KILN_STATUS_SHAPE_MISMATCH && bad == NULL,
           "sum_scatter of an indivisible axis: SHAPE_MISMATCH", name, n);
    kiln_tensor_release(o);
  }
}

/* A ring: rank r sends to r + 1 and receives from r - 1; even ranks send first, odd ranks
 * receive first, so a rendezvous-sized message cannot deadlock. */
static void check_send_recv(kiln_dtype t, const char* name, int64_t n, kiln_group group, kiln_device device) {
  int64_t shape[1] = {n};
  kiln_tensor x = make_input(t, my_rank, shape, 1, n, 100, device), sent = NULL, got = NULL;
  if (ranks == 1) {
    expect(kiln_send(x, 0, group, &sent) == KILN_STATUS_INVALID_ARGUMENT, "send in a group of one", name, n);
    kiln_tensor_release(x);
    return;
  }
  const int64_t next = (my_rank + 1) % ranks, prev = (my_rank + ranks - 1) % ranks;
  CHECK(kiln_send(x, next, group, &sent));
  CHECK(kiln_recv(shape, 1, t, prev, group, device, &got));
  if (my_rank % 2 == 0) {
    expect(kiln_tensor_eval(&sent, 1) == KILN_STATUS_OK, "send", name, n);
    expect(kiln_tensor_eval(&got, 1) == KILN_STATUS_OK, "recv", name, n);
  } else {
    expect(kiln_tensor_eval(&got, 1) == KILN_STATUS_OK, "recv", name, n);
    expect(kiln_tensor_eval(&sent, 1) == KILN_STATUS_OK, "send", name, n);
  }
  double* out = read_values(got, t, n);
  int ok = out != NULL;
  const int parts = is_complex(t) ? 2 : 1;
  for (int64_t i = 0; ok && i < n; ++i) {
    for (int p = 0; p < parts; ++p) ok = ok && out[i * parts + p] == value(t, prev, i + 100 + p);
  }
  expect(ok, "recv's values", name, n);
  free(out);
  kiln_tensor_release(sent);
  kiln_tensor_release(got);
  kiln_tensor_release(x);
}

static void check_zero_d(kiln_group group, kiln_device device) {
  kiln_tensor x = make_input(KILN_DTYPE_FLOAT32, my_rank, NULL, 0, 1, 5, device), y = NULL, g = NULL;
  CHECK(kiln_all_sum(x, group, &y));
  double* out = read_values(y, KILN_DTYPE_FLOAT32, 1);
  expect(out && out[0] == reduce_ref(KILN_DTYPE_FLOAT32, 5, SUM, 0), "all_sum of a 0-d tensor", "float32", 1);
  free(out);
  CHECK(kiln_all_gather(x, group, &g));
  int64_t shape[1] = {0};
  size_t ndim = 0;
  CHECK(kiln_tensor_ndim(g, &ndim));
  if (ndim == 1) CHECK(kiln_tensor_shape(g, shape, 1));
  expect(ndim == 1 && shape[0] == ranks, "all_gather of a 0-d tensor has shape [size]", "float32", 1);
  kiln_tensor_release(g);
  kiln_tensor_release(y);
  kiln_tensor_release(x);
}

/* One large all_sum (float32, 64 MiB a rank), checked element by element. */
static void check_large(kiln_group group, kiln_device device, int64_t mib) {
  const int64_t n = mib * (1 << 20) / 4;
  float* data = malloc(sizeof(float) * (size_t)n);
  for (int64_t i = 0; i < n; ++i) data[i] = (float)value(KILN_DTYPE_FLOAT32, my_rank, i);
  kiln_tensor x = NULL, y = NULL;
  CHECK(kiln_tensor_create(data, KILN_DTYPE_FLOAT32, &n, 1, device, &x));
  CHECK(kiln_all_sum(x, group, &y));
  CHECK(kiln_tensor_read(y, data, sizeof(float) * (size_t)n));
  int ok = 1;
  for (int64_t i = 0; ok && i < n; ++i) ok = data[i] == (float)reduce_ref(KILN_DTYPE_FLOAT32, i, SUM, 0);
  expect(ok, "large all_sum", "float32", n);
  kiln_tensor_release(y);
  kiln_tensor_release(x);
  free(data);
}

/* Ranks split by parity, ordered by descending rank: each half's all_sum covers its members. */
static void check_split(kiln_group group, kiln_device device) {
  kiln_group half = NULL, none = NULL;
  CHECK(kiln_group_split(group, my_rank % 2, -my_rank, &half));
  int64_t half_rank = -1, half_size = -1;
  CHECK(kiln_group_rank(half, &half_rank));
  CHECK(kiln_group_size(half, &half_size));
  const int64_t members = (ranks - my_rank % 2 + 1) / 2;
  int64_t above = 0; /* members of my parity above me come first (key = -rank) */
  for (int64_t r = my_rank + 2; r < ranks; r += 2) ++above;
  expect(half_size == members && half_rank == above, "split: size and rank ordered by key", "-", members);
  float mine = (float)(my_rank + 1), sum = 0.0f, want = 0.0f;
  for (int64_t r = my_rank % 2; r < ranks; r += 2) want += (float)(r + 1);
  kiln_tensor x = NULL, y = NULL;
  CHECK(kiln_tensor_create(&mine, KILN_DTYPE_FLOAT32, NULL, 0, device, &x));
  CHECK(kiln_all_sum(x, half, &y));
  CHECK(kiln_tensor_read(y, &sum, sizeof sum));
  expect(sum == want, "all_sum over a split group", "float32", 1);
  kiln_tensor_release(y);
  kiln_tensor_release(x);
  CHECK(kiln_group_split(group, -1, 0, &none)); /* a negative color joins no group */
  expect(none == NULL, "split with a negative color gives no group", "-", 0);
  CHECK(kiln_group_release(half));
}

/* A collective inside a captured graph (kiln_function_*): each call exchanges anew. */
static void check_captured(kiln_group group, kiln_device device) {
  const int64_t shape[1] = {3};
  kiln_tensor p = NULL, doubled = NULL, summed = NULL;
  kiln_function f = NULL;
  CHECK(kiln_placeholder(shape, 1, KILN_DTYPE_FLOAT32, device, &p));
  CHECK(kiln_add(p, p, &doubled));
  CHECK(kiln_all_sum(doubled, group, &summed));
  CHECK(kiln_function_create(&p, 1, &summed, 1, &f));
  for (int64_t call = 0; call < 2; ++call) {
    kiln_tensor x = make_input(KILN_DTYPE_FLOAT32, my_rank, shape, 1, 3, call, device), y = NULL;
    CHECK(kiln_function_call(f, &x, 1, &y, 1));
    double* out = read_values(y, KILN_DTYPE_FLOAT32, 3);
    int ok = out != NULL;
    for (int64_t i = 0; ok && i < 3; ++i) ok = out[i] == 2 * reduce_ref(KILN_DTYPE_FLOAT32, i + call, SUM, 0);
    expect(ok, "all_sum in a captured graph", "float32", 3);
    free(out);
    kiln_tensor_release(y);
    kiln_tensor_release(x);
  }
  kiln_function_release(f);
  kiln_tensor_release(summed);
  kiln_tensor_release(doubled);
  kiln_tensor_release(p);
}

/* Telemetry: each exchange is a COLLECTIVE span inside its eval's, naming the collective, with
 * this rank's bytes and the group's size (a group of one exchanges nothing: no span). */
typedef struct {
  int stops;
  uint64_t bytes, parent;
  int64_t count;
  char name[32];
} CollectiveSpans;

static void on_event(const kiln_telemetry_event* e, void* user_data) {
  CollectiveSpans* seen = (CollectiveSpans*)user_data;
  if (e->kind != KILN_EVENT_COLLECTIVE || e->phase != KILN_EVENT_STOP) return;
  seen->stops++;
  seen->bytes = e->bytes;
  seen->parent = e->parent_id;
  seen->count = e->count;
  snprintf(seen->name, sizeof seen->name, "%s", e->name);
}

static void check_telemetry(kiln_group group, kiln_device device) {
  int64_t shape[1] = {5};
  kiln_tensor x = make_input(KILN_DTYPE_FLOAT32, my_rank, shape, 1, 5, 0, device), y = NULL;
  CollectiveSpans seen = {0};
  uint64_t subscription = 0;
  CHECK(kiln_telemetry_subscribe(on_event, &seen, &subscription));
  CHECK(kiln_all_gather(x, group, &y));
  CHECK(kiln_tensor_eval(&y, 1));
  CHECK(kiln_telemetry_unsubscribe(subscription));
  if (ranks == 1) {
    expect(seen.stops == 0, "telemetry: a group of one exchanges nothing", "float32", 5);
  } else {
    expect(seen.stops == 1 && strcmp(seen.name, "all_gather") == 0 && seen.bytes == 20 && seen.count == ranks &&
               seen.parent != 0,
           "telemetry: one all_gather span of 20 bytes, the group's size, inside the eval", "float32", 5);
  }
  kiln_tensor_release(y);
  kiln_tensor_release(x);
}

int main(int argc, char** argv) {
  const char* engine = argc > 1 ? argv[1] : "any";
  const int64_t large_mib = argc > 2 ? atoll(argv[2]) : 64;
  kiln_group group = NULL;
  kiln_device device = NULL;
  CHECK(kiln_group_init(engine, &group));
  CHECK(kiln_group_rank(group, &my_rank));
  CHECK(kiln_group_size(group, &ranks));
  CHECK(kiln_device_default(&device));
  const int64_t sizes[] = {0, 1, 7, 2 * ranks + 1};
  for (size_t d = 0; d < sizeof kDtypes / sizeof kDtypes[0]; ++d) {
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
      check_reductions(kDtypes[d], kNames[d], sizes[s], group, device);
      check_gather_and_scatter(kDtypes[d], kNames[d], sizes[s], group, device);
      check_send_recv(kDtypes[d], kNames[d], sizes[s], group, device);
    }
  }
  check_zero_d(group, device);
  check_split(group, device);
  check_captured(group, device);
  check_telemetry(group, device);
  if (large_mib > 0) check_large(group, device, large_mib);
  CHECK(kiln_group_release(group));
  expect(kiln_group_rank(group, &my_rank) == KILN_STATUS_INVALID_HANDLE, "a released group is an invalid handle", "-", 0);
  if (failures) {
    fprintf(stderr, "rank %lld: %d failures\n", (long long)my_rank, failures);
    return 1;
  }
  printf("collectives_test: rank %lld of %lld OK\n", (long long)my_rank, (long long)ranks);
  return 0;
}
