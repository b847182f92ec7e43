// Linalg nodes on the CPU: LAPACKE (and CBLAS trsm) over OpenBLAS, one matrix at a time, batches
// split across the thread pool when the matrices are small (OpenBLAS then on one thread per call);
// large matrices run one at a time and OpenBLAS threads inside (both through blas_gate.h).
// Results are packed per matrix as core/linalg.h lays them out. A matrix holding a NaN or
// infinity gives NaN results (LAPACK's behaviour on such input is not defined), and so does a
// matrix that is not positive definite in cholesky; a finite singular matrix in solve/inv, and a
// zero on triangular_solve's diagonal, fail the eval (INVALID_ARGUMENT), as NumPy and SciPy raise.
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <string>
#include <vector>

#include "backend/cpu/blas_gate.h"
#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/kernels.h"
#include "core/error.h"
#include "core/linalg.h"

#if defined(KILN_HAVE_LAPACKE) && defined(KILN_HAVE_CBLAS)
#include <cblas.h>
// LAPACKE's complex types as C++'s (layout-compatible with Kiln's float pairs).
#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <lapacke.h>

#include "backend/cpu/lapack_calls.h"
#endif

namespace kiln::cpu {

#if defined(KILN_HAVE_LAPACKE) && defined(KILN_HAVE_CBLAS)

namespace {

using lapack::Int;

template <class T>
struct RealOf {
  using type = T;
};
template <class T>
struct RealOf<std::complex<T>> {
  using type = T;
};
template <class T>
constexpr bool kComplex = !std::is_same_v<T, typename RealOf<T>::type>;

template <class T>
bool finite(T v) {
  if constexpr (kComplex<T>) {
    return std::isfinite(v.real()) && std::isfinite(v.imag());
  } else {
    return std::isfinite(v);
  }
}

template <class T>
T quiet_nan() {
  const auto nan = std::numeric_limits<typename RealOf<T>::type>::quiet_NaN();
  if constexpr (kComplex<T>) {
    return T(nan, nan);
  } else {
    return nan;
  }
}

template <class T>
T conjugate(T v) {
  if constexpr (kComplex<T>) {
    return std::conj(v);
  } else {
    return v;
  }
}

template <class T>
bool all_finite(const T* a, int64_t rows, int64_t cols, bool lower_only) {
  for (int64_t i = 0; i < rows; ++i) {
    const int64_t end = lower_only ? std::min(i + 1, cols) : cols;
    for (int64_t j = 0; j < end; ++j) {
      if (!finite(a[i * cols + j])) return false;
    }
  }
  return true;
}

template <class T>
void fill(T* p, int64_t n, T v) {
  std::fill(p, p + n, v);
}

template <class T>
void eye(T* p, int64_t rows, int64_t cols) {
  fill(p, rows * cols, T(0));
  for (int64_t i = 0; i < std::min(rows, cols); ++i) p[i * cols + i] = T(1);
}

// One matrix's work: inputs a (and b), packed output, scratch reused across a chunk.
template <class T>
struct Matrix {
  using Real = typename RealOf<T>::type;
  const LinalgParams& p;
  int64_t m, n;            // a's extents
  int64_t br, bc;          // b's extents (TriangularSolve, Solve)
  int64_t total;           // packed elements per matrix
  int64_t index;           // in the batch, for messages
  const T* a;
  const T* b;
  T* out;
  std::vector<T>& work;
  std::vector<Int>& pivots;

  T* copy_a() {
    work.assign(a, a + m * n);
    return work.data();
  }

  [[noreturn]] void fail_matrix(const char* what) const {
    fail(Status::InvalidArgument, std::string(linalg_name(p.op)) + ": matrix " + std::to_string(index) +
                                      " of the batch is " + what);
  }

  void run() {
    const bool lower_read = p.op == LinalgOp::Cholesky || p.op == LinalgOp::Eigh;
    if (p.op != LinalgOp::TriangularSolve && !all_finite(a, m, n, lower_read)) {
      fill(out, total, quiet_nan<T>());
      return;
    }
    switch (p.op) {
      case LinalgOp::Cholesky: return cholesky();
      case LinalgOp::TriangularSolve: return triangular_solve();
      case LinalgOp::Lu: return lu();
      case LinalgOp::Qr: return qr();
      case LinalgOp::Eigh: return eigh();
      case LinalgOp::Svd: return svd();
      case LinalgOp::Solve: return solve(b, br, bc);
      case LinalgOp::Inv: return inv();
      case LinalgOp::Det:
      case LinalgOp::Slogdet: return slogdet();
    }
  }

  void cholesky() {
    if (n == 0) return;
    T* w = copy_a();
    // The row-major buffer read column-major is A^T; its upper factor read back row-major is L,
    // and column-major 'U' reads exactly A's lower triangle.
    Int info = lapack::potrf(LAPACK_COL_MAJOR, 'U', static_cast<Int>(n), w, static_cast<Int>(n));
    if (info > 0) {  // not positive definite: NaN, as the Vulkan kernel (no status from a GPU)
      fill(out, total, quiet_nan<T>());
      return;
    }
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        const T lower = j <= i ? w[i * n + j] : T(0);
        if (p.upper) {  // U = L^H
          out[j * n + i] = conjugate(lower);
        } else {
          out[i * n + j] = lower;
        }
      }
    }
  }

  void triangular_solve() {
    std::copy(b, b + br * bc, out);
    if (br == 0 || bc == 0 || n == 0) return;
    if (!p.unit_diagonal) {  // an exactly singular matrix: LAPACK's trtrs and SciPy refuse it
      for (int64_t i = 0; i < n; ++i) {
        if (a[i * n + i] == T(0)) fail_matrix("singular (a zero on its diagonal)");
      }
    }
    lapack::trsm(CblasRowMajor, p.left_side ? CblasLeft : CblasRight, p.upper ? CblasUpper : CblasLower,
                 p.transpose_a ? CblasTrans : CblasNoTrans, p.unit_diagonal ? CblasUnit : CblasNonUnit,
                 static_cast<Int>(br), static_cast<Int>(bc), a, static_cast<Int>(n), out, static_cast<Int>(bc));
  }

  // getrf on a copy: w holds L\U, pivots the 1-based row swaps; returns getrf's info.
  Int factor(T* w) {
    const int64_t k = std::min(m, n);
    pivots.resize(static_cast<size_t>(std::max<int64_t>(k, 1)));
    if (k == 0) return 0;
    return lapack::getrf(LAPACK_ROW_MAJOR, static_cast<Int>(m), static_cast<Int>(n), w, static_cast<Int>(n),
                         pivots.data());
  }

  void lu() {
    const int64_t k = std::min(m, n);
    T* w = copy_a();
    factor(w);  // a zero pivot is no error: u shows it
    T *P = out, *L = out + m * m, *U = L + m * k;
    std::vector<int64_t> perm(static_cast<size_t>(m));
    for (int64_t i = 0; i < m; ++i) perm[static_cast<size_t>(i)] = i;
    for (int64_t i = 0; i < k; ++i) std::swap(perm[static_cast<size_t>(i)], perm[static_cast<size_t>(pivots[static_cast<size_t>(i)] - 1)]);
    fill(P, m * m, T(0));
    for (int64_t i = 0; i < m; ++i) P[perm[static_cast<size_t>(i)] * m + i] = T(1);  // row i of L U is row perm[i] of a
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < k; ++j) L[i * k + j] = i > j ? w[i * n + j] : (i == j ? T(1) : T(0));
    }
    for (int64_t i = 0; i < k; ++i) {
      for (int64_t j = 0; j < n; ++j) U[i * n + j] = j >= i ? w[i * n + j] : T(0);
    }
  }

  void qr() {
    const int64_t k = std::min(m, n), qcols = p.full ? m : k, rrows = p.full ? m : k;
    T *Q = out, *R = out + m * qcols;
    if (k == 0) {
      eye(Q, m, qcols);
      fill(R, rrows * n, T(0));
      return;
    }
    // Room for orgqr's q columns beside a's.
    const int64_t c = std::max(n, qcols);
    work.assign(static_cast<size_t>(m * c), T(0));
    for (int64_t i = 0; i < m; ++i) std::copy(a + i * n, a + (i + 1) * n, work.begin() + i * c);
    std::vector<T> tau(static_cast<size_t>(k));
    lapack::geqrf(LAPACK_ROW_MAJOR, static_cast<Int>(m), static_cast<Int>(n), work.data(), static_cast<Int>(c), tau.data());
    for (int64_t i = 0; i < rrows; ++i) {
      for (int64_t j = 0; j < n; ++j) R[i * n + j] = j >= i ? work[static_cast<size_t>(i * c + j)] : T(0);
    }
    lapack::orgqr(LAPACK_ROW_MAJOR, static_cast<Int>(m), static_cast<Int>(qcols), static_cast<Int>(k), work.data(),
                  static_cast<Int>(c), tau.data());
    for (int64_t i = 0; i < m; ++i) std::copy(work.begin() + i * c, work.begin() + i * c + qcols, Q + i * qcols);
    // LAPACK's reflector maps column i to -sign(r_ii) |x|; the other Householder convention
    // (Nx's, and Golub and Van Loan's v = x - |x| e) gives +|x|. Kiln gives the latter: r_ii >= 0
    // wherever a reflection was applied (tau != 0), a's own sign where none was needed.
    // Complex: LAPACK's as they are (NumPy's too).
    if constexpr (!kComplex<T>) {
      for (int64_t i = 0; i < k; ++i) {
        if (tau[static_cast<size_t>(i)] == T(0) || !(R[i * n + i] < T(0))) continue;
        // 0 - x, not -x: zeros stay +0.0 (Nx prints -0.0 otherwise).
        for (int64_t j = i; j < n; ++j) R[i * n + j] = T(0) - R[i * n + j];
        for (int64_t row = 0; row < m; ++row) Q[row * qcols + i] = T(0) - Q[row * qcols + i];
      }
    }
  }

  void eigh() {
    if (n == 0) return;
    T* w = copy_a();
    std::vector<Real> values(static_cast<size_t>(n));
    Int info = lapack::syevd(LAPACK_ROW_MAJOR, p.vectors ? 'V' : 'N', 'L', static_cast<Int>(n), w, static_cast<Int>(n),
                             values.data());
    if (info != 0) {  // no convergence: documented as NaN
      fill(out, total, quiet_nan<T>());
      return;
    }
    std::copy(values.begin(), values.end(), out);
    if (p.vectors) std::copy(w, w + n * n, out + n);
  }

  void svd() {
    const int64_t k = std::min(m, n);
    const int64_t ucols = p.full ? m : k, vrows = p.full ? n : k;
    T *U = p.vectors ? out : nullptr, *S = p.vectors ? out + m * ucols : out, *V = p.vectors ? S + k : nullptr;
    if (k == 0) {
      if (p.vectors) {
        eye(U, m, ucols);
        eye(V, vrows, n);
      }
      return;
    }
    T* w = copy_a();
    T dummy = 0;
    std::vector<Real> values(static_cast<size_t>(k));
    Int info = lapack::gesdd(LAPACK_ROW_MAJOR, p.vectors ? (p.full ? 'A' : 'S') : 'N', static_cast<Int>(m),
                             static_cast<Int>(n), w, static_cast<Int>(n), values.data(), p.vectors ? U : &dummy,
                             p.vectors ? static_cast<Int>(ucols) : 1, p.vectors ? V : &dummy,
                             static_cast<Int>(n));  // LAPACKE checks ldvt >= n even for jobz 'N'
    if (info != 0) return fill(out, total, quiet_nan<T>());
    std::copy(values.begin(), values.end(), S);
  }

  void solve(const T* rhs, int64_t rows, int64_t cols) {
    std::copy(rhs, rhs + rows * cols, out);
    if (n == 0 || cols == 0) return;
    T* w = copy_a();
    pivots.resize(static_cast<size_t>(n));
    Int info = lapack::gesv(LAPACK_ROW_MAJOR, static_cast<Int>(n), static_cast<Int>(cols), w, static_cast<Int>(n),
                            pivots.data(), out, static_cast<Int>(cols));
    if (info > 0) fail_matrix("singular");
  }

  void inv() {
    std::vector<T> identity(static_cast<size_t>(n * n));
    eye(identity.data(), n, n);
    solve(identity.data(), n, n);
  }

  // numpy's det is sign * exp(logdet) from the LU factors, so both give NumPy's values.
  // Complex: the sign is the product of the pivots' phases d / |d|.
  void slogdet() {
    T sign = 1;
    Real logdet = 0;
    if (n > 0) {
      T* w = copy_a();
      if (factor(w) > 0) {
        sign = 0;
        logdet = -std::numeric_limits<Real>::infinity();
      } else {
        for (int64_t i = 0; i < n; ++i) {
          const T d = w[i * n + i];
          if (pivots[static_cast<size_t>(i)] != i + 1) sign = -sign;
          if constexpr (kComplex<T>) {
            sign *= d / std::abs(d);
          } else if (d < 0) {
            sign = -sign;
          }
          logdet += std::log(std::abs(d));
        }
      }
    }
    if (p.op == LinalgOp::Det) {
      out[0] = sign * std::exp(logdet);
    } else {
      out[0] = sign;
      out[1] = logdet;  // complex: a 0 imaginary part
    }
  }
};

template <class T>
void run_typed(Node& node) {
  const char* op = "linalg";
  const LinalgParams& p = node.params.linalg;
  const Node& an = *node.inputs.at(0);
  const size_t pair = kComplex<T> ? 1 : 0;  // complex inputs are float pairs: a trailing axis of 2
  const size_t rank = an.shape.size() - pair;
  const int64_t m = an.shape[rank - 2], n = an.shape[rank - 1];
  int64_t br = 0, bc = 0;
  const T* b = nullptr;
  Shape bshape;
  if (node.inputs.size() > 1) {
    const Node& bn = *node.inputs[1];
    br = bn.shape[bn.shape.size() - pair - 2];
    bc = bn.shape[bn.shape.size() - pair - 1];
    bshape = {br, bc};
    b = reinterpret_cast<const T*>(node_data(bn, op));
  }
  const int64_t total = linalg_packed_size(linalg_parts(p, {m, n}, bshape));
  // Nothing to write (the results are empty): a batch of 2^40 empty matrices must not take 2^40 steps.
  if (total == 0) return;
  int64_t batch = 1;
  for (size_t d = 0; d + 2 < rank; ++d) batch *= an.shape[d];
  const T* a = reinterpret_cast<const T*>(node_data(an, op));
  T* out = reinterpret_cast<T*>(node_data(node, op));
  auto matrices = [&](int64_t begin, int64_t end) {
    std::vector<T> work;
    std::vector<Int> pivots;
    for (int64_t i = begin; i < end; ++i) {
      Matrix<T> mat{p, m, n, br, bc, total, i, a + i * m * n, b ? b + i * br * bc : nullptr, out + i * total, work, pivots};
      mat.run();
    }
  };
  // Small matrices: the batch split over the pool, OpenBLAS on one thread per call (blas_gate.h);
  // large: one at a time, with OpenBLAS's threads.
  if (std::max(m, n) > 128) return blas_call(true, [&] { matrices(0, batch); });
  const int64_t cost = std::max<int64_t>(1, std::max(m, n) * std::max(m, n) * std::max<int64_t>(std::min(m, n), 1));
  blas_batch(batch, std::max<int64_t>(1, kBlasSmallWork / cost), matrices);
}

}  // namespace

void run_linalg(Node& node) {
  if (node.inputs.empty() || node.inputs[0]->shape.size() < (node.params.linalg.complex ? 3u : 2u)) {
    fail(Status::Internal, "linalg: expects matrices");
  }
  for (const NodePtr& in : node.inputs) {
    if (!in->contiguous() || in->dtype != node.dtype) fail(Status::Internal, "linalg: expects compact inputs of the output's dtype");
  }
  const bool complex = node.params.linalg.complex;
  switch (node.dtype) {
    case DType::Float32: return complex ? run_typed<std::complex<float>>(node) : run_typed<float>(node);
    case DType::Float64: return complex ? run_typed<std::complex<double>>(node) : run_typed<double>(node);
    default: fail(Status::Internal, std::string("linalg: no kernel for ") + dtype_name(node.dtype));
  }
}

#else

void run_linalg(Node& node) {
  fail(Status::Unsupported, std::string(linalg_name(node.params.linalg.op)) +
                                ": this build of Kiln has no LAPACKE (install liblapacke-dev and rebuild)");
}

#endif

}  // namespace kiln::cpu
