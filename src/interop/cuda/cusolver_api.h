// The part of cuSOLVER's dense C API (cusolverDn.h, the legacy 32-bit-int routines of CUDA 11 to
// 13) that Kiln calls, declared here so that building Kiln needs no CUDA SDK; the library is opened
// at run time (cusolver.cpp). One table per precision: the S and D routines share their shapes.
#pragma once

#include "interop/cuda/driver_api.h"

namespace kiln::cuda {

using cusolverStatus = int;  // 0: CUSOLVER_STATUS_SUCCESS
using cusolverDnHandle = struct cusolverDnContext*;
using gesvdjInfo = struct GesvdjParameters*;  // gesvdj's parameters (tolerance, sweeps): the defaults

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
  // The one-sided Jacobi SVD (PyTorch's choice on CUDA too): any shape, V rather than V^T.
  cusolverStatus (*gesvdj_size)(cusolverDnHandle, int jobz, int econ, int m, int n, const void* a, int lda,
                                const void* s, const void* u, int ldu, const void* v, int ldv, int* lwork,
                                gesvdjInfo params) = nullptr;
  cusolverStatus (*gesvdj)(cusolverDnHandle, int jobz, int econ, int m, int n, void* a, int lda, void* s, void* u,
                           int ldu, void* v, int ldv, void* work, int lwork, int* info, gesvdjInfo params) = nullptr;
};

struct CusolverTable {
  cusolverStatus (*create)(cusolverDnHandle*) = nullptr;
  cusolverStatus (*destroy)(cusolverDnHandle) = nullptr;
  cusolverStatus (*set_stream)(cusolverDnHandle, CUstream) = nullptr;
  cusolverStatus (*create_gesvdj_info)(gesvdjInfo*) = nullptr;
  cusolverStatus (*destroy_gesvdj_info)(gesvdjInfo) = nullptr;
  CusolverRoutines single, twice;  // float (S), double (D)
};

}  // namespace kiln::cuda
