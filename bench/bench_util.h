/* What the C benchmarks share: CHECK (a failed Kiln call ends the program with status 2 and
 * Kiln's message) and now() (monotonic seconds). */
#pragma once

#include <kiln/kiln.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define CHECK(call)                                                                              \
  do {                                                                                           \
    kiln_status s_ = (call);                                                                     \
    if (s_ != KILN_STATUS_OK) {                                                                  \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, kiln_last_error()); \
      exit(2);                                                                                   \
    }                                                                                            \
  } while (0)

static inline double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
