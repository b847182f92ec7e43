/* KILN_DEVICE naming no device makes the default device an error, not a silent CPU run:
 * kiln_device_default fails with KILN_STATUS_INVALID_ARGUMENT and a message naming the variable
 * and the devices there are, until kiln_device_set_default picks one. ctest runs this with
 * KILN_DEVICE=gpu, vulkan0 and vulkan:9, and (where the label exists) with a valid one. */
#include <kiln/kiln.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

static void check(int ok, const char* what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s (last error: %s)\n", what, kiln_last_error());
    ++failures;
  }
}

int main(void) {
  const char* env = getenv("KILN_DEVICE");
  if (!env) {
    fprintf(stderr, "run with KILN_DEVICE set\n");
    return 2;
  }
  kiln_device named = NULL, chosen = NULL, cpu = NULL;
  const int exists = kiln_device_find(env, &named) == KILN_STATUS_OK;
  kiln_status status = kiln_device_default(&chosen);
  if (exists) {
    check(status == KILN_STATUS_OK && chosen == named, "a KILN_DEVICE naming a device makes it the default");
  } else {
    check(status == KILN_STATUS_INVALID_ARGUMENT, "an unknown KILN_DEVICE gives INVALID_ARGUMENT");
    check(chosen == NULL, "no device comes back");
    check(strstr(kiln_last_error(), "KILN_DEVICE") != NULL && strstr(kiln_last_error(), env) != NULL &&
              strstr(kiln_last_error(), "cpu") != NULL,
          "the message names the variable, its value and the devices there are");
    /* It stays an error (no silent fallback on a second call) until a default is set. */
    check(kiln_device_default(&chosen) == KILN_STATUS_INVALID_ARGUMENT, "the second call fails too");
    check(kiln_device_find("cpu", &cpu) == KILN_STATUS_OK, "the CPU is found");
    check(kiln_device_set_default(cpu) == KILN_STATUS_OK, "set_default works");
    check(kiln_device_default(&chosen) == KILN_STATUS_OK && chosen == cpu, "then the default is the one set");
  }
  printf("KILN_DEVICE=%s: %s, %d failures\n", env, exists ? "a device" : "no device", failures);
  return failures ? 1 : 0;
}
