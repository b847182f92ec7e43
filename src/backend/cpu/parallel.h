// A small process-wide thread pool and parallel_for over an index range. Work is split only when
// it is large enough to pay for the hand-off; with one thread everything runs on the caller.
#pragma once

#include <cstdint>
#include <functional>

namespace kiln::cpu {

// Threads kernels may use, the caller included: std::thread::hardware_concurrency(), or the
// KILN_CPU_THREADS environment variable when set (read once).
int thread_count();

// Calls body(begin, end) on disjoint chunks covering [0, n), each at least `grain` long (except
// when n itself is smaller), possibly on several threads at once. Returns when all chunks are
// done; the first exception a chunk throws is rethrown here. Nested calls, and calls made while
// another thread holds the pool, run serially on the calling thread.
void parallel_for(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& body);

}  // namespace kiln::cpu
