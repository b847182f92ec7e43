// LAPACKE and CBLAS entry points overloaded on float, double and their complex types, so the
// linalg kernels are written once. Include after <lapacke.h> (with lapack_complex_float and
// _double defined as std::complex) and <cblas.h>.
#pragma once

#include <complex>

namespace kiln::cpu::lapack {

using Int = lapack_int;
using c64 = std::complex<float>;
using c128 = std::complex<double>;

inline Int potrf(int layout, char uplo, Int n, float* a, Int lda) { return LAPACKE_spotrf(layout, uplo, n, a, lda); }
inline Int potrf(int layout, char uplo, Int n, double* a, Int lda) { return LAPACKE_dpotrf(layout, uplo, n, a, lda); }

inline Int getrf(int layout, Int m, Int n, float* a, Int lda, Int* ipiv) { return LAPACKE_sgetrf(layout, m, n, a, lda, ipiv); }
inline Int getrf(int layout, Int m, Int n, double* a, Int lda, Int* ipiv) { return LAPACKE_dgetrf(layout, m, n, a, lda, ipiv); }

inline Int geqrf(int layout, Int m, Int n, float* a, Int lda, float* tau) { return LAPACKE_sgeqrf(layout, m, n, a, lda, tau); }
inline Int geqrf(int layout, Int m, Int n, double* a, Int lda, double* tau) { return LAPACKE_dgeqrf(layout, m, n, a, lda, tau); }

inline Int orgqr(int layout, Int m, Int n, Int k, float* a, Int lda, const float* tau) {
  return LAPACKE_sorgqr(layout, m, n, k, a, lda, tau);
}
inline Int orgqr(int layout, Int m, Int n, Int k, double* a, Int lda, const double* tau) {
  return LAPACKE_dorgqr(layout, m, n, k, a, lda, tau);
}

inline Int syevd(int layout, char jobz, char uplo, Int n, float* a, Int lda, float* w) {
  return LAPACKE_ssyevd(layout, jobz, uplo, n, a, lda, w);
}
inline Int syevd(int layout, char jobz, char uplo, Int n, double* a, Int lda, double* w) {
  return LAPACKE_dsyevd(layout, jobz, uplo, n, a, lda, w);
}

inline Int gesdd(int layout, char jobz, Int m, Int n, float* a, Int lda, float* s, float* u, Int ldu, float* vt, Int ldvt) {
  return LAPACKE_sgesdd(layout, jobz, m, n, a, lda, s, u, ldu, vt, ldvt);
}
inline Int gesdd(int layout, char jobz, Int m, Int n, double* a, Int lda, double* s, double* u, Int ldu, double* vt,
                 Int ldvt) {
  return LAPACKE_dgesdd(layout, jobz, m, n, a, lda, s, u, ldu, vt, ldvt);
}

// gesvd (standing in for gesvdj) and getrs: cuSOLVER's choices, for its host emulation (interop/cuda/cusolver_host.cpp).
inline Int gesvd(int layout, char jobu, char jobvt, Int m, Int n, float* a, Int lda, float* s, float* u, Int ldu,
                 float* vt, Int ldvt, float* superb) {
  return LAPACKE_sgesvd(layout, jobu, jobvt, m, n, a, lda, s, u, ldu, vt, ldvt, superb);
}
inline Int gesvd(int layout, char jobu, char jobvt, Int m, Int n, double* a, Int lda, double* s, double* u, Int ldu,
                 double* vt, Int ldvt, double* superb) {
  return LAPACKE_dgesvd(layout, jobu, jobvt, m, n, a, lda, s, u, ldu, vt, ldvt, superb);
}
inline Int getrs(int layout, char trans, Int n, Int nrhs, const float* a, Int lda, const Int* ipiv, float* b, Int ldb) {
  return LAPACKE_sgetrs(layout, trans, n, nrhs, a, lda, ipiv, b, ldb);
}
inline Int getrs(int layout, char trans, Int n, Int nrhs, const double* a, Int lda, const Int* ipiv, double* b, Int ldb) {
  return LAPACKE_dgetrs(layout, trans, n, nrhs, a, lda, ipiv, b, ldb);
}

inline Int gesv(int layout, Int n, Int nrhs, float* a, Int lda, Int* ipiv, float* b, Int ldb) {
  return LAPACKE_sgesv(layout, n, nrhs, a, lda, ipiv, b, ldb);
}
inline Int gesv(int layout, Int n, Int nrhs, double* a, Int lda, Int* ipiv, double* b, Int ldb) {
  return LAPACKE_dgesv(layout, n, nrhs, a, lda, ipiv, b, ldb);
}

inline void trsm(CBLAS_ORDER order, CBLAS_SIDE side, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, CBLAS_DIAG diag, Int m,
                 Int n, const float* a, Int lda, float* b, Int ldb) {
  cblas_strsm(order, side, uplo, trans, diag, m, n, 1.0f, a, lda, b, ldb);
}
inline void trsm(CBLAS_ORDER order, CBLAS_SIDE side, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, CBLAS_DIAG diag, Int m,
                 Int n, const double* a, Int lda, double* b, Int ldb) {
  cblas_dtrsm(order, side, uplo, trans, diag, m, n, 1.0, a, lda, b, ldb);
}

// Complex: Hermitian eigh (heevd) and svd (gesdd) give real eigen/singular values.
inline Int potrf(int layout, char uplo, Int n, c64* a, Int lda) { return LAPACKE_cpotrf(layout, uplo, n, a, lda); }
inline Int potrf(int layout, char uplo, Int n, c128* a, Int lda) { return LAPACKE_zpotrf(layout, uplo, n, a, lda); }
inline Int getrf(int layout, Int m, Int n, c64* a, Int lda, Int* ipiv) { return LAPACKE_cgetrf(layout, m, n, a, lda, ipiv); }
inline Int getrf(int layout, Int m, Int n, c128* a, Int lda, Int* ipiv) { return LAPACKE_zgetrf(layout, m, n, a, lda, ipiv); }
inline Int geqrf(int layout, Int m, Int n, c64* a, Int lda, c64* tau) { return LAPACKE_cgeqrf(layout, m, n, a, lda, tau); }
inline Int geqrf(int layout, Int m, Int n, c128* a, Int lda, c128* tau) { return LAPACKE_zgeqrf(layout, m, n, a, lda, tau); }
inline Int orgqr(int layout, Int m, Int n, Int k, c64* a, Int lda, const c64* tau) {
  return LAPACKE_cungqr(layout, m, n, k, a, lda, tau);
}
inline Int orgqr(int layout, Int m, Int n, Int k, c128* a, Int lda, const c128* tau) {
  return LAPACKE_zungqr(layout, m, n, k, a, lda, tau);
}
inline Int syevd(int layout, char jobz, char uplo, Int n, c64* a, Int lda, float* w) {
  return LAPACKE_cheevd(layout, jobz, uplo, n, a, lda, w);
}
inline Int syevd(int layout, char jobz, char uplo, Int n, c128* a, Int lda, double* w) {
  return LAPACKE_zheevd(layout, jobz, uplo, n, a, lda, w);
}
inline Int gesdd(int layout, char jobz, Int m, Int n, c64* a, Int lda, float* s, c64* u, Int ldu, c64* vt, Int ldvt) {
  return LAPACKE_cgesdd(layout, jobz, m, n, a, lda, s, u, ldu, vt, ldvt);
}
inline Int gesdd(int layout, char jobz, Int m, Int n, c128* a, Int lda, double* s, c128* u, Int ldu, c128* vt, Int ldvt) {
  return LAPACKE_zgesdd(layout, jobz, m, n, a, lda, s, u, ldu, vt, ldvt);
}
inline Int gesv(int layout, Int n, Int nrhs, c64* a, Int lda, Int* ipiv, c64* b, Int ldb) {
  return LAPACKE_cgesv(layout, n, nrhs, a, lda, ipiv, b, ldb);
}
inline Int gesv(int layout, Int n, Int nrhs, c128* a, Int lda, Int* ipiv, c128* b, Int ldb) {
  return LAPACKE_zgesv(layout, n, nrhs, a, lda, ipiv, b, ldb);
}
inline void trsm(CBLAS_ORDER order, CBLAS_SIDE side, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, CBLAS_DIAG diag, Int m,
                 Int n, const c64* a, Int lda, c64* b, Int ldb) {
  const c64 one = 1;
  cblas_ctrsm(order, side, uplo, trans, diag, m, n, &one, a, lda, b, ldb);
}
inline void trsm(CBLAS_ORDER order, CBLAS_SIDE side, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, CBLAS_DIAG diag, Int m,
                 Int n, const c128* a, Int lda, c128* b, Int ldb) {
  const c128 one = 1;
  cblas_ztrsm(order, side, uplo, trans, diag, m, n, &one, a, lda, b, ldb);
}

}  // namespace kiln::cpu::lapack
