// The one way into the system's BLAS and LAPACK (matmul, conv, linalg), safe from any number of
// calling threads: CPU streams evaluate at once, and callers' threads may have small stacks.
//
// Why: Debian's threaded OpenBLAS (0.3.21, built for 64 threads) is documented as conflicting
// with multi-threaded callers (its FAQ says to run it on one thread there), and its parallel LU
// (sgetrf_parallel, also under gesv) puts about 0.5 MiB on the stack per recursion level: a
// 16 x 16 solve crashed on a 1 MiB stack (a JVM thread's), an 8 x 8 one on 320 KiB (a BEAM
// dirty scheduler's).
// So every call into an OpenBLAS built with threads is gated, one at a time process-wide: while
// it runs more than one thread, a large call runs on Kiln's BLAS thread (a 32 MiB stack) with
// OpenBLAS's threads, so a single stream's big matmul keeps its speed; a small one, or a batch of
// small ones spread over Kiln's pool, runs with OpenBLAS set to one thread for the time, its
// documented mode for threaded callers. Another BLAS (reference, MKL, BLIS, a sequential
// OpenBLAS) is called directly, as before. OpenBLAS's controls are found at run time (dladdr +
// dlsym), so Kiln still builds and runs against any CBLAS.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace kiln::cpu {

// Products of at most this many multiply-adds (m * n * k) OpenBLAS 0.3.21 computes on one
// thread anyway (interface/gemm.c), so they are "small" here and lose nothing single-threaded.
constexpr int64_t kBlasSmallWork = int64_t{1} << 18;

// Runs `call` (one BLAS/LAPACK call or a short sequence of them) as above: `large` when it is
// worth OpenBLAS's threads. Exceptions it throws reach the caller. Calls from inside another
// gated call run directly (blas_batch's body must call the BLAS directly: its pool threads would
// wait for the gate its caller holds).
void blas_call(bool large, const std::function<void()>& call);

// parallel_for(n, grain, body) over many small BLAS/LAPACK calls (a batch of small matrices),
// with OpenBLAS on one thread per call for the time while it threads.
void blas_batch(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& body);

// For kiln-info: the BLAS found and how Kiln enters it.
std::string blas_description();

}  // namespace kiln::cpu
