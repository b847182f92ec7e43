// The part of cuSOLVER's dense C API (cusolverDn.h, the legacy 32-bit-int routines of CUDA 11 to
// 13) that Kiln calls, declared here so that building Kiln needs no CUDA SDK; the library is opened
// at run time (cusolver.cpp). One table per precision: the S and D routines share their shapes.
#pragma once

#include "interop/cuda/driver_api.h"

namespace kiln::cuda {

using cusolverStatus = int;  // 0: CUSOLVER_STATUS_SUCCESS
using cusolverDnHandle = struct cusolverDnContext*;

constexpr int kFillLower = 0, kFillUpper = 1;        // cublasFillMode_t
constexpr int kEigNoVectors = 0, kEigVectors = 1;    // cusolverEigMode_t
constexpr int kSolverOpN = 0, kSolverOpT = 1;         // cublasOperation_t

// The routines of one precision; `void*` stands for float* or double* (the S or D routine).
struct CusolverRoutines {
  cusolverStatus (*potrf_size)(cusolverDnHandle, int uplo, int n, void* a, int lda, int* lwork) = nullptr;
  cusolverStatus (*potrf)(cusolverDnHandle, int uplo, int n, void* a, int lda, void* work, int lwork, int* info) = nullptr;
  cusolverStatus (*getrf_size)(cusolverDnHandle, int m, int n, void* a, int lda, int* lwork) = nullptr;
  cusolverStatus (*getrf)(cusolverDnHandle, int m, int n, void* a, int lda, void* work, int* pivots, int* info) = nullptr;
  cusolverStatus (*getrs)(cusolverDnHandle, int trans, int n, int rhs, const void* a, int lda, const int* pivots,
                          void* b, int ldb, int* info) = nullptr;
  cusolverStatus (*geqrf_size)(cusolverDnHandle, int m, int n, void* a, int lda, int* lwork) = nullptr;
  cusolverStatus (*geqrf)(cusolverDnHandle, int m, int n, void* a, int lda, void* tau, void* work, int lwork,
                          int* info) = nullptr;
  cusolverStatus (*orgqr_size)(cusolverDnHandle, int m, int n, int k, const void* a, int lda, const void* tau,
                               int* lwork) = nullptr;
  cusolverStatus (*orgqr)(cusolverDnHandle, int m, int n, int k, void* a, int lda, const void* tau, void* work,
                          int lwork, int* info) = nullptr;
  cusolverStatus (*syevd_size)(cusolverDnHandle, int jobz, int uplo, int n, const void* a, int lda, const void* w,
                               int* lwork) = nullptr;
  cusolverStatus (*syevd)(cusolverDnHandle, int jobz, int uplo, int n, void* a, int lda, void* w, void* work,
                          int lwork, int* info) = nullptr;
  cusolverStatus (*gesvd_size)(cusolverDnHandle, int m, int n, int* lwork) = nullptr;
  cusolverStatus (*gesvd)(cusolverDnHandle, signed char jobu, signed char jobvt, int m, int n, void* a, int lda,
                          void* s, void* u, int ldu, void* vt, int ldvt, void* work, int lwork, void* rwork,
                          int* info) = nullptr;
};

struct CusolverTable {
  cusolverStatus (*create)(cusolverDnHandle*) = nullptr;
  cusolverStatus (*destroy)(cusolverDnHandle) = nullptr;
  cusolverStatus (*set_stream)(cusolverDnHandle, CUstream) = nullptr;
  CusolverRoutines single, twice;  // float (S), double (D)
};

}  // namespace kiln::cuda
