#include "interop/cuda/cusolver_host.h"

#include <algorithm>
#include <complex>
#include <cstring>
#include <vector>

#if defined(KILN_HAVE_LAPACKE)
#include <cblas.h>
#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <lapacke.h>

#include "backend/cpu/lapack_calls.h"
#endif

namespace kiln::cuda {

#if defined(KILN_HAVE_LAPACKE)

namespace {

namespace lapack = kiln::cpu::lapack;
static_assert(sizeof(lapack::Int) == sizeof(int), "cuSOLVER's pivots are 32-bit ints, as LAPACKE's must be here");

constexpr cusolverStatus kInvalidValue = 3;  // CUSOLVER_STATUS_INVALID_VALUE: LAPACK's info < 0

cusolverStatus result(lapack::Int info, int* out) {
  *out = info > 0 ? info : 0;
  return info < 0 ? kInvalidValue : 0;
}

template <class T>
T* of(void* p) {
  return static_cast<T*>(p);
}

cusolverStatus no_workspace(cusolverDnHandle, int, int, void*, int, int* lwork) {
  *lwork = 1;
  return 0;
}

template <class T>
struct Routines {
  static cusolverStatus potrf(cusolverDnHandle, int uplo, int n, void* a, int lda, void*, int, int* info) {
    return result(lapack::potrf(LAPACK_COL_MAJOR, uplo == kFillUpper ? 'U' : 'L', n, of<T>(a), lda), info);
  }
  static cusolverStatus getrf(cusolverDnHandle, int m, int n, void* a, int lda, void*, int* pivots, int* info) {
    return result(lapack::getrf(LAPACK_COL_MAJOR, m, n, of<T>(a), lda, pivots), info);
  }
  static cusolverStatus getrs(cusolverDnHandle, int trans, int n, int rhs, const void* a, int lda, const int* pivots,
                              void* b, int ldb, int* info) {
    return result(lapack::getrs(LAPACK_COL_MAJOR, trans == kSolverOpT ? 'T' : 'N', n, rhs, static_cast<const T*>(a),
                                lda, pivots, of<T>(b), ldb),
                  info);
  }
  static cusolverStatus geqrf(cusolverDnHandle, int m, int n, void* a, int lda, void* tau, void*, int, int* info) {
    return result(lapack::geqrf(LAPACK_COL_MAJOR, m, n, of<T>(a), lda, of<T>(tau)), info);
  }
  static cusolverStatus orgqr_size(cusolverDnHandle, int, int, int, const void*, int, const void*, int* lwork) {
    *lwork = 1;
    return 0;
  }
  static cusolverStatus orgqr(cusolverDnHandle, int m, int n, int k, void* a, int lda, const void* tau, void*, int,
                              int* info) {
    return result(lapack::orgqr(LAPACK_COL_MAJOR, m, n, k, of<T>(a), lda, static_cast<const T*>(tau)), info);
  }
  static cusolverStatus syevd_size(cusolverDnHandle, int, int, int, const void*, int, const void*, int* lwork) {
    *lwork = 1;
    return 0;
  }
  static cusolverStatus syevd(cusolverDnHandle, int jobz, int uplo, int n, void* a, int lda, void* w, void*, int,
                              int* info) {
    return result(lapack::syevd(LAPACK_COL_MAJOR, jobz == kEigVectors ? 'V' : 'N', uplo == kFillUpper ? 'U' : 'L', n,
                                of<T>(a), lda, of<T>(w)),
                  info);
  }
  static cusolverStatus gesvdj_size(cusolverDnHandle, int, int, int, int, const void*, int, const void*, const void*,
                                     int, const void*, int, int* lwork, gesvdjInfo) {
    *lwork = 1;
    return 0;
  }
  // gesvdj by LAPACK's gesvd, whose V^T is transposed into gesvdj's V.
  static cusolverStatus gesvdj(cusolverDnHandle, int jobz, int econ, int m, int n, void* a, int lda, void* s,
                               void* u, int ldu, void* v, int ldv, void*, int, int* info, gesvdjInfo) {
    const int k = std::min(m, n), v_cols = econ ? k : n;
    const char job = jobz != kEigVectors ? 'N' : (econ ? 'S' : 'A');
    std::vector<T> vt(static_cast<size_t>(std::max(v_cols * n, 1))), superb(static_cast<size_t>(std::max(k, 1)));
    const cusolverStatus status = result(lapack::gesvd(LAPACK_COL_MAJOR, job, job, m, n, of<T>(a), lda, of<T>(s),
                                                       of<T>(u), ldu, vt.data(), std::max(v_cols, 1), superb.data()),
                                         info);
    if (job == 'N') return status;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < v_cols; ++j) of<T>(v)[i + static_cast<size_t>(j) * ldv] = vt[j + static_cast<size_t>(i) * v_cols];
    }
    return status;
  }
  static void fill(CusolverRoutines* r) {
    r->potrf_size = no_workspace;
    r->potrf = potrf;
    r->getrf_size = no_workspace;
    r->getrf = getrf;
    r->getrs = getrs;
    r->geqrf_size = no_workspace;
    r->geqrf = geqrf;
    r->orgqr_size = orgqr_size;
    r->orgqr = orgqr;
    r->syevd_size = syevd_size;
    r->syevd = syevd;
    r->gesvdj_size = gesvdj_size;
    r->gesvdj = gesvdj;
  }
};

// The driver calls CusolverDense makes, on the host: no context, copies by memcpy, nothing to wait for.
CUresult host_ok_context(CUcontext) { return kSuccess; }
CUresult host_pop_context(CUcontext* context) {
  *context = nullptr;
  return kSuccess;
}
CUresult host_copy(CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream) {
  std::memcpy(reinterpret_cast<void*>(dst), reinterpret_cast<const void*>(src), bytes);
  return kSuccess;
}
CUresult host_synchronize(CUstream) { return kSuccess; }
CUresult host_stream_create(CUstream* stream, unsigned int) {
  *stream = nullptr;
  return kSuccess;
}
CUresult host_stream_destroy(CUstream) { return kSuccess; }

const DriverTable& host_driver() {
  static const DriverTable table = [] {
    DriverTable t;
    t.ctx_push_current = host_ok_context;
    t.ctx_pop_current = host_pop_context;
    t.memcpy_dtod_async = host_copy;
    t.stream_synchronize = host_synchronize;
    t.stream_create = host_stream_create;
    t.stream_destroy = host_stream_destroy;
    return t;
  }();
  return table;
}

cusolverStatus host_create(cusolverDnHandle* handle) {
  *handle = nullptr;
  return 0;
}
cusolverStatus host_destroy(cusolverDnHandle) { return 0; }
cusolverStatus host_set_stream(cusolverDnHandle, CUstream) { return 0; }
cusolverStatus host_create_params(gesvdjInfo* params) {
  *params = nullptr;
  return 0;
}
cusolverStatus host_destroy_params(gesvdjInfo) { return 0; }

}  // namespace

std::unique_ptr<CusolverDense> create_host_cusolver(std::string* why) {
  CusolverTable table;
  table.create = host_create;
  table.destroy = host_destroy;
  table.set_stream = host_set_stream;
  table.create_gesvdj_info = host_create_params;
  table.destroy_gesvdj_info = host_destroy_params;
  Routines<float>::fill(&table.single);
  Routines<double>::fill(&table.twice);
  return CusolverDense::create_with(host_driver(), nullptr, table, "LAPACKE (KILN_CUSOLVER=emulate)", why);
}

#else

std::unique_ptr<CusolverDense> create_host_cusolver(std::string* why) {
  *why = "KILN_CUSOLVER=emulate needs a build with LAPACKE";
  return nullptr;
}

#endif

}  // namespace kiln::cuda
