/* A client built against the released 1.0 header (abi/1.0/kiln.h), run against the current
 * library: the calls it makes and the structs it passes must keep working. */
#include <kiln/kiln.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#define EXPECT(cond)                                                            \
  do {                                                                          \
    if (!(cond)) {                                                              \
      fprintf(stderr, "old_client: %s failed (%s)\n", #cond, kiln_last_error()); \
      return 1;                                                                 \
    }                                                                           \
  } while (0)

/* A struct as a caller from before the last fields existed would declare it. */
typedef struct {
  size_t struct_size;
  size_t index;
  kiln_device_kind kind;
} early_device_info;

int main(void) {
  kiln_device cpu;
  EXPECT(kiln_device_find("cpu", &cpu) == KILN_STATUS_OK);

  kiln_device_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  EXPECT(kiln_device_get_info(cpu, &info) == KILN_STATUS_OK);
  EXPECT(info.kind == KILN_DEVICE_CPU && info.name != NULL);

  struct {
    early_device_info info;
    unsigned char guard[64];
  } early;
  memset(&early, 0x5A, sizeof early);
  early.info.struct_size = sizeof early.info;
  EXPECT(kiln_device_get_info(cpu, (kiln_device_info*)&early.info) == KILN_STATUS_OK);
  EXPECT(early.info.kind == KILN_DEVICE_CPU && early.info.index == 0);
  for (size_t i = 0; i < sizeof early.guard; ++i) EXPECT(early.guard[i] == 0x5A);

  const double data[] = {1.5, -2.0, 4.0};
  const int64_t shape[] = {3};
  kiln_tensor x, y;
  double out[3];
  EXPECT(kiln_tensor_create(data, KILN_DTYPE_FLOAT64, shape, 1, cpu, &x) == KILN_STATUS_OK);
  EXPECT(kiln_abs(x, &y) == KILN_STATUS_OK);
  EXPECT(kiln_tensor_read(y, out, sizeof out) == KILN_STATUS_OK);
  EXPECT(out[0] == 1.5 && out[1] == 2.0 && out[2] == 4.0);
  EXPECT(kiln_tensor_release(y) == KILN_STATUS_OK);
  EXPECT(kiln_tensor_release(x) == KILN_STATUS_OK);
  EXPECT(kiln_tensor_release(x) == KILN_STATUS_INVALID_HANDLE);
  printf("old client OK\n");
  return 0;
}
