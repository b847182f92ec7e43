/* What the library says about itself and its failures, from C: kiln_info_report names the
 * version, every device with its driver and driver version; kiln_device_info carries the driver
 * fields; and an error message names the C function once, without the op repeating it
 * ("kiln_add: cannot broadcast ...", not "kiln_add: add: ..."). */
#include <kiln/kiln.h>
#include <stdio.h>
#include <string.h>

static int failures = 0;

static void check(int ok, const char* what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s (last error: %s)\n", what, kiln_last_error());
    ++failures;
  }
}

static void report_names_every_device(void) {
  const char* text = NULL;
  check(kiln_info_report(&text) == KILN_STATUS_OK && text != NULL, "kiln_info_report succeeds");
  if (!text) return;
  uint32_t major = 0, minor = 0, patch = 0;
  kiln_version(&major, &minor, &patch);
  char head[64];
  snprintf(head, sizeof head, "Kiln %u.%u.%u\n", major, minor, patch);
  check(strncmp(text, head, strlen(head)) == 0, "the report starts with the version");
  /* Collectives: which MPI library was found, or why none (src/distributed/mpi_library.h). */
  const char* mpi = strstr(text, "\nMPI: ");
  check(mpi && (strncmp(mpi, "\nMPI: not found: ", 17) == 0 || strstr(mpi, " interface)") != NULL),
        "the report says which MPI was found or why none");
  size_t count = 0;
  kiln_device_count(&count);
  for (size_t i = 0; i < count; ++i) {
    kiln_device device = NULL;
    kiln_device_info info = {0};
    info.struct_size = sizeof info;
    check(kiln_device_get(i, &device) == KILN_STATUS_OK && kiln_device_get_info(device, &info) == KILN_STATUS_OK,
          "device info");
    check(info.driver_name && *info.driver_name && info.driver_version && *info.driver_version,
          "every device names its driver and driver version");
    if (!info.driver_name || !info.driver_version) continue;
    char line[512];
    snprintf(line, sizeof line, "  driver: %s, version %s\n", info.driver_name, info.driver_version);
    check(strstr(text, info.label) && strstr(text, line), "the report names each device and its driver");
  }
  check(strstr(text, "falls back to the CPU: ") != NULL, "the report lists the fallbacks");
}

static void messages_name_the_function_once(void) {
  kiln_device cpu = NULL;
  kiln_tensor a = NULL, b = NULL, sum = NULL;
  int64_t two_by_three[] = {2, 3}, four[] = {4};
  kiln_device_find("cpu", &cpu);
  kiln_zeros(two_by_three, 2, KILN_DTYPE_FLOAT32, cpu, &a);
  kiln_zeros(four, 1, KILN_DTYPE_FLOAT32, cpu, &b);
  check(kiln_add(a, b, &sum) == KILN_STATUS_SHAPE_MISMATCH, "adding (2, 3) and (4,) fails");
  const char* message = kiln_last_error();
  check(strncmp(message, "kiln_add: ", 10) == 0, "the message starts with the function");
  check(strstr(message, "add: add:") == NULL && strstr(message + 10, "add: ") == NULL,
        "the op's name does not follow the function's");
  kiln_tensor_release(a);
  kiln_tensor_release(b);
}

int main(void) {
  report_names_every_device();
  messages_name_the_function_once();
  if (failures == 0) printf("info_report_test: OK\n");
  return failures ? 1 : 0;
}
