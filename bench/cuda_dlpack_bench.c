/* The cost of a kDLCUDA DLPack export (kiln_tensor_to_dlpack_cuda, issue 49) through the C API,
 * for a small and a large tensor: the export is the block's cached CUDA address plus an offset,
 * so it should not depend on the size. Also times the deleter (which waits for the consumer's
 * stream, here the idle legacy default stream). Prints medians in microseconds.
 * Build: cc -O2 -o cuda_dlpack_bench bench/cuda_dlpack_bench.c -Iinclude -Lbuild/release -lkiln
 * Run on a machine where kiln-info says "CUDA interop: active". */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kiln/kiln.h"

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int by_value(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

enum { kRuns = 2001 };
static double export_us[kRuns], delete_us[kRuns];

int main(void) {
  kiln_device gpu;
  if (kiln_device_find("vulkan:0", &gpu) != KILN_STATUS_OK) {
    printf("no vulkan:0: %s\n", kiln_last_error());
    return 1;
  }
  int32_t cuda = -1;
  kiln_device_cuda_device(gpu, &cuda);
  if (cuda < 0) {
    printf("the CUDA interop layer is off on vulkan:0 (kiln-info says why)\n");
    return 1;
  }
  const int64_t sizes[] = {1024, (int64_t)1 << 28};
  const char* names[] = {"4 KiB", "1 GiB"};
  printf("%-8s %14s %14s\n", "tensor", "export us", "deleter us");
  for (int s = 0; s < 2; ++s) {
    kiln_tensor t;
    if (kiln_full(&sizes[s], 1, 1.0, KILN_DTYPE_FLOAT32, gpu, &t) != KILN_STATUS_OK || kiln_tensor_eval(&t, 1)) {
      printf("kiln_full: %s\n", kiln_last_error());
      return 1;
    }
    for (int i = 0; i < kRuns; ++i) {
      DLManagedTensorVersioned* m = NULL;
      double t0 = now_us();
      if (kiln_tensor_to_dlpack_cuda(t, 1, NULL, &m) != KILN_STATUS_OK) {
        printf("export: %s\n", kiln_last_error());
        return 1;
      }
      double t1 = now_us();
      m->deleter(m);
      double t2 = now_us();
      export_us[i] = t1 - t0;
      delete_us[i] = t2 - t1;
    }
    /* the first run imports the block into CUDA: reported apart */
    double first = export_us[0];
    qsort(export_us + 1, kRuns - 1, sizeof(double), by_value);
    qsort(delete_us + 1, kRuns - 1, sizeof(double), by_value);
    printf("%-8s %14.3f %14.3f   (first export, with the block's import: %.1f us)\n", names[s],
           export_us[kRuns / 2], delete_us[kRuns / 2], first);
    kiln_tensor_release(t);
  }
  return 0;
}
