// LAPACKE and CBLAS entry points overloaded on float/double, so the linalg kernels are written
// once (a complex overload set can join them). Include after <lapacke.h> and <cblas.h>.
#pragma once

namespace kiln::cpu::lapack {

using Int = lapack_int;

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

}  // namespace kiln::cpu::lapack
