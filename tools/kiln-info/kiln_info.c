/* kiln-info: what Kiln sees on this machine (kiln_info_report, the same text every binding's info
 * function returns): the library version, the default device (or why KILN_DEVICE picks none), and
 * for each device its driver and driver version, memory heaps, the dtypes its own kernels compute,
 * features, limits, pipeline cache file and the ops that fall back to the CPU there. The first
 * troubleshooting step (README). Exit status 0, or 1 when the report fails or no default device. */
#include <kiln/kiln.h>
#include <stdio.h>

int main(void) {
  const char* text = NULL;
  if (kiln_info_report(&text) != KILN_STATUS_OK) {
    printf("kiln-info: %s\n", kiln_last_error());
    return 1;
  }
  fputs(text, stdout);
  kiln_device device = NULL;
  return kiln_device_default(&device) == KILN_STATUS_OK ? 0 : 1;
}
