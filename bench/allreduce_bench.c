/* Bus bandwidth of kiln_all_sum against a plain MPI_Allreduce on the same buffers, in the same
 * run, from 8 B to 256 MiB of float32 (issue 50's target: Kiln >= 0.9x MPI's bus bandwidth from
 * 1 MiB up, small messages within 10 us of MPI's latency):
 *
 *   mpirun.openmpi --allow-run-as-root -np 2 build/release/bench/allreduce_bench [max MiB]
 *
 * The baseline calls the MPI library Kiln loaded (found with dlsym after kiln_group_init: no MPI
 * header or link at build time) with MPI_COMM_WORLD, on the CPU tensor's own memory (borrowed)
 * into a buffer of its own, as a C program would. Each size alternates the two, several rounds,
 * and keeps each one's best round. Bus bandwidth = bytes / time * 2 (n - 1) / n (NCCL's
 * definition for allreduce). Rank 0 prints one line per size. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <kiln/kiln.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CHECK(call)                                                                      \
  do {                                                                                   \
    if ((call) != KILN_STATUS_OK) {                                                      \
      fprintf(stderr, "%s failed: %s\n", #call, kiln_last_error());                      \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

/* MPI_Allreduce under each binary interface (handles: pointers under Open MPI, ints under MPICH). */
typedef int (*allreduce_openmpi)(const void*, void*, int, void*, void*, void*);
typedef int (*allreduce_mpich)(const void*, void*, int, int, int, int);
typedef int (*barrier_openmpi)(void*);
typedef int (*barrier_mpich)(int);
typedef int (*iallreduce_openmpi)(const void*, void*, int, void*, void*, void*, void**);
typedef int (*test_openmpi)(void**, int*, void*);
static void* mpi_allreduce;
static void* mpi_iallreduce;
static void* mpi_test;
static void* mpi_barrier;
static void *ompi_world, *ompi_float, *ompi_sum;

static void plain_allreduce(const void* in, void* out, int count) {
  if (ompi_world) ((allreduce_openmpi)mpi_allreduce)(in, out, count, ompi_float, ompi_sum, ompi_world);
  else ((allreduce_mpich)mpi_allreduce)(in, out, count, 0x4c00040a, 0x58000003, 0x44000000);
}

/* MPI_Iallreduce polled with MPI_Test, as Kiln waits (Open MPI only): what the watchdog costs. */
static void polled_allreduce(const void* in, void* out, int count) {
  void* request = NULL;
  int done = 0;
  ((iallreduce_openmpi)mpi_iallreduce)(in, out, count, ompi_float, ompi_sum, ompi_world, &request);
  while (!done) ((test_openmpi)mpi_test)(&request, &done, NULL);
}

static void plain_barrier(void) {
  if (ompi_world) ((barrier_openmpi)mpi_barrier)(ompi_world);
  else ((barrier_mpich)mpi_barrier)(0x44000000);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char** argv) {
  const int64_t max_bytes = (int64_t)((argc > 1 ? atof(argv[1]) : 256.0) * (1 << 20));  /* MiB, may be a fraction */
  kiln_group group = NULL;
  kiln_device cpu = NULL;
  int64_t rank = 0, size = 1;
  CHECK(kiln_group_init("mpi", &group));
  CHECK(kiln_group_rank(group, &rank));
  CHECK(kiln_group_size(group, &size));
  CHECK(kiln_device_find("cpu", &cpu));
  mpi_allreduce = dlsym(RTLD_DEFAULT, "MPI_Allreduce");
  mpi_barrier = dlsym(RTLD_DEFAULT, "MPI_Barrier");
  mpi_iallreduce = dlsym(RTLD_DEFAULT, "MPI_Iallreduce");
  mpi_test = dlsym(RTLD_DEFAULT, "MPI_Test");
  ompi_world = dlsym(RTLD_DEFAULT, "ompi_mpi_comm_world");
  ompi_float = dlsym(RTLD_DEFAULT, "ompi_mpi_float");
  ompi_sum = dlsym(RTLD_DEFAULT, "ompi_mpi_op_sum");
  if (!mpi_allreduce || !mpi_barrier) {
    fprintf(stderr, "MPI_Allreduce not found in the process\n");
    return 1;
  }
  if (rank == 0) {
    printf("%d ranks, %s\n", (int)size, ompi_world ? "Open MPI" : "MPICH interface");
    printf("%12s %10s %10s %12s %16s %15s %6s\n", "bytes", "kiln us", "mpi us", "mpi_i+test us", "kiln busbw GB/s",
           "mpi busbw GB/s", "ratio");
  }
  for (int64_t bytes = 8; bytes <= max_bytes; bytes *= bytes < 1024 ? 8 : 4) {
    const int64_t n = bytes / 4;
    float* host = malloc((size_t)bytes);
    float* out = malloc((size_t)bytes);
    for (int64_t i = 0; i < n; ++i) host[i] = (float)(i % 13);
    memset(out, 0, (size_t)bytes);
    kiln_tensor x = NULL;
    CHECK(kiln_tensor_create(host, KILN_DTYPE_FLOAT32, &n, 1, cpu, &x));
    kiln_borrow loan = NULL;
    const void* data = NULL;
    size_t nbytes = 0;
    CHECK(kiln_tensor_borrow(x, &loan, &data, &nbytes));
    const int iterations = bytes <= (1 << 16) ? 2000 : bytes <= (1 << 22) ? 50 : 5;
    double best_kiln = 1e30, best_mpi = 1e30, best_polled = 1e30;
    for (int round = 0; round < 4; ++round) {
      plain_barrier();
      double start = now();
      for (int i = 0; i < iterations; ++i) plain_allreduce(data, out, (int)n);
      double t = (now() - start) / iterations;
      if (round && t < best_mpi) best_mpi = t;
      if (ompi_world) {
        plain_barrier();
        start = now();
        for (int i = 0; i < iterations; ++i) polled_allreduce(data, out, (int)n);
        t = (now() - start) / iterations;
        if (round && t < best_polled) best_polled = t;
      }
      plain_barrier();
      start = now();
      for (int i = 0; i < iterations; ++i) {
        kiln_tensor y = NULL;
        CHECK(kiln_all_sum(x, group, &y));
        CHECK(kiln_tensor_eval(&y, 1));
        kiln_tensor_release(y);
      }
      t = (now() - start) / iterations;
      if (round && t < best_kiln) best_kiln = t;
    }
    const double factor = 2.0 * (double)(size - 1) / (double)size;
    if (rank == 0) {
      printf("%12lld %10.2f %10.2f %12.2f %16.3f %15.3f %6.2f\n", (long long)bytes, best_kiln * 1e6, best_mpi * 1e6,
             ompi_world ? best_polled * 1e6 : 0.0, (double)bytes / best_kiln * factor / 1e9, (double)bytes / best_mpi * factor / 1e9, best_mpi / best_kiln);
      fflush(stdout);
    }
    kiln_borrow_release(loan);
    kiln_tensor_release(x);
    free(host);
    free(out);
  }
  kiln_group_release(group);
  return 0;
}
