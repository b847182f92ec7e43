// A small process-wide thread pool and parallel_for over an index range. Work is split only when
// it is large enough to pay for the hand-off; with one thread everything runs on the caller.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>

namespace kiln::cpu {

// Threads kernels may use, the caller included: std::thread::hardware_concurrency(), or the
// KILN_CPU_THREADS environment variable when set (read once).
int thread_count();

// parallel_for's work of at least two chunks (parallel.cpp).
void parallel_for_split(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& body);

// Calls body(begin, end) on disjoint chunks covering [0, n), each at least `grain` long (except
// when n itself is smaller), possibly on several threads at once. Returns when all chunks are
// done; the first exception a chunk throws is rethrown here. Nested calls, and calls made while
// another thread holds the pool, run serially on the calling thread.
template <typename Body>
void parallel_for(int64_t n, int64_t grain, Body&& body) {
  if (n <= 0) return;
  // Too small to split: run here, without wrapping the body in a std::function (an allocation for
  // most lambdas, when a tiny kernel's whole cost is a few hundred nanoseconds: issue 48).
  if (n < 2 * std::max<int64_t>(grain, 1)) {
    body(int64_t{0}, n);
    return;
  }
  parallel_for_split(n, grain, body);
}

}  // namespace kiln::cpu
