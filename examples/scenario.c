/* The cross-language scenario (bindings/SCENARIO.md) through the C API. Its output must equal
 * bindings/scenario.expected byte for byte, as every binding's version does. */
#include <kiln/kiln.h>
#include <stdio.h>
#include <string.h>

#define CHECK(call)                                                               \
  do {                                                                            \
    kiln_status s_ = (call);                                                      \
    if (s_ != KILN_STATUS_OK) {                                                   \
      fprintf(stderr, "%s failed: %s\n", #call, kiln_last_error());               \
      return 1;                                                                   \
    }                                                                             \
  } while (0)

static const char* dtype_name(kiln_dtype d) {
  static const char* names[] = {"bool",   "int8",   "int16",   "int32",    "int64",   "uint8",  "uint16",
                                "uint32", "uint64", "float16", "bfloat16", "float32", "float64"};
  return (int)d >= 0 && (int)d < 13 ? names[d] : "?";
}

static int print_header(const char* label, kiln_tensor t) {
  int64_t dims[8];
  size_t ndim = 0;
  kiln_dtype dtype;
  CHECK(kiln_tensor_ndim(t, &ndim));
  CHECK(kiln_tensor_shape(t, dims, 8));
  CHECK(kiln_tensor_dtype(t, &dtype));
  printf("%s shape=[", label);
  for (size_t i = 0; i < ndim; ++i) printf(i ? ",%lld" : "%lld", (long long)dims[i]);
  printf("] dtype=%s\n", dtype_name(dtype));
  return 0;
}

static void print_values(const char* prefix, const double* v, size_t n) {
  printf("%s=[", prefix);
  for (size_t i = 0; i < n; ++i) printf(i ? ",%lld" : "%lld", (long long)v[i]);
  printf("]");
}

int main(void) {
  uint32_t major, minor, patch;
  CHECK(kiln_version(&major, &minor, &patch));
  printf("version=%u.%u.%u\n", major, minor, patch);

  kiln_device device;
  CHECK(kiln_device_default(&device));
  const float values[] = {1, 2, 3, 4, 5, 6};
  const int64_t shape[] = {2, 3};
  kiln_tensor a, b, sum_ab, c, s, i;
  CHECK(kiln_tensor_create(values, KILN_DTYPE_FLOAT32, shape, 2, device, &a));
  if (print_header("a", a)) return 1;
  CHECK(kiln_arange(0, 3, 1, KILN_DTYPE_FLOAT32, device, &b));
  CHECK(kiln_add(a, b, &sum_ab));
  CHECK(kiln_multiply(sum_ab, a, &c));
  const int64_t axis = 1;
  CHECK(kiln_sum(c, &axis, 1, false, &s));
  CHECK(kiln_astype(s, KILN_DTYPE_INT32, &i));
  kiln_tensor all[] = {c, s, i};
  CHECK(kiln_tensor_eval(all, 3));

  float cv[6], sv[2];
  int32_t iv[2];
  CHECK(kiln_tensor_read(c, cv, sizeof cv));
  CHECK(kiln_tensor_read(s, sv, sizeof sv));
  CHECK(kiln_tensor_read(i, iv, sizeof iv));
  double c64[6], s64[2], i64[2];
  for (int k = 0; k < 6; ++k) c64[k] = cv[k];
  for (int k = 0; k < 2; ++k) s64[k] = sv[k], i64[k] = iv[k];
  print_values("c", c64, 6);
  printf("\n");
  if (print_header("s", s)) return 1;
  print_values("s", s64, 2);
  printf("\n");
  kiln_dtype idt;
  CHECK(kiln_tensor_dtype(i, &idt));
  printf("i dtype=%s ", dtype_name(idt));
  print_values("i", i64, 2);
  printf("\n");

  const int64_t bad_shape[] = {4};
  kiln_tensor bad = NULL;
  kiln_status status = kiln_reshape(a, bad_shape, 1, &bad);
  if (status == KILN_STATUS_OK || kiln_last_error()[0] == '\0') {
    fprintf(stderr, "reshape to [4] should fail with a message\n");
    return 1;
  }
  printf("error=%s\n", kiln_status_string(status) + strlen("KILN_STATUS_"));

  kiln_tensor owned[] = {a, b, sum_ab, c, s, i};
  for (int k = 0; k < 6; ++k) CHECK(kiln_tensor_release(owned[k]));
  return 0;
}
