/* A rank that dies (mode "exit": it leaves without a word) or hangs (mode "hang": it never takes
 * part; mode "split": it never takes part in a kiln_group_split) must make the others fail with a
 * status within the group's timeout, not wait for ever.
 * Rank 1 misbehaves; every other rank evaluates an all_sum (or splits), expects KILN_STATUS_DEVICE_ERROR
 * within the timeout (KILN_COLLECTIVE_TIMEOUT, set by ctest, or argv[2] seconds through
 * kiln_group_set_timeout) plus a margin, then expects the
 * broken group to fail the next collective at once. Survivors print "dead_rank_test: OK". */
#include <kiln/kiln.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char** argv) {
  const char* mode = argc > 1 ? argv[1] : "exit";
  /* The limit: argv[2] through kiln_group_set_timeout, else KILN_COLLECTIVE_TIMEOUT's. */
  const char* limit_text = argc > 2 ? argv[2] : getenv("KILN_COLLECTIVE_TIMEOUT");
  const double limit = limit_text ? atof(limit_text) : 300.0;
  kiln_group group = NULL;
  kiln_device cpu = NULL;
  int64_t rank = 0, size = 0;
  if (kiln_group_init("mpi", &group) != KILN_STATUS_OK || kiln_group_rank(group, &rank) != KILN_STATUS_OK ||
      kiln_group_size(group, &size) != KILN_STATUS_OK || kiln_device_find("cpu", &cpu) != KILN_STATUS_OK || size < 2) {
    fprintf(stderr, "dead_rank_test: setup failed: %s\n", kiln_last_error());
    return 1;
  }
  if (argc > 2 && kiln_group_set_timeout(group, limit) != KILN_STATUS_OK) {
    fprintf(stderr, "dead_rank_test: kiln_group_set_timeout failed: %s\n", kiln_last_error());
    return 1;
  }
  float one = 1.0f, out = 0.0f;
  kiln_tensor x = NULL, y = NULL, z = NULL;
  kiln_tensor_create(&one, KILN_DTYPE_FLOAT32, NULL, 0, cpu, &x);
  /* One collective that works, so the failure below is not a set-up problem. */
  if (kiln_all_sum(x, group, &y) != KILN_STATUS_OK || kiln_tensor_read(y, &out, sizeof out) != KILN_STATUS_OK ||
      out != (float)size) {
    fprintf(stderr, "dead_rank_test: rank %lld: the first all_sum failed: %s\n", (long long)rank, kiln_last_error());
    return 1;
  }
  kiln_tensor_release(y);
  const int splitting = strcmp(mode, "split") == 0;
  if (rank == 1) {
    if (strcmp(mode, "exit") != 0) sleep((unsigned)(limit + 3));
    _exit(3); /* no MPI_Finalize, no goodbye */
  }
  const double start = now();
  kiln_status status;
  if (splitting) {
    kiln_group part = NULL;
    status = kiln_group_split(group, 0, rank, &part);
  } else {
    kiln_all_sum(x, group, &y);
    status = kiln_tensor_eval(&y, 1);
  }
  const double waited = now() - start;
  printf("dead_rank_test: rank %lld got %s after %.2f s: %s\n", (long long)rank, kiln_status_string(status), waited,
         kiln_last_error());
  int ok = status == KILN_STATUS_DEVICE_ERROR && waited < limit + 5.0;
  /* The group is broken now: the next collective fails at once. */
  const double again = now();
  kiln_all_sum(x, group, &z);
  const kiln_status second = kiln_tensor_eval(&z, 1);
  ok = ok && second == KILN_STATUS_DEVICE_ERROR && now() - again < 1.0 && strstr(kiln_last_error(), "broken");
  printf("dead_rank_test: rank %lld %s\n", (long long)rank, ok ? "OK" : "FAILED");
  fflush(stdout);
  _exit(ok ? 0 : 1); /* MPI cannot be finalised with a peer gone */
}
