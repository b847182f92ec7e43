#version 460
// Turns cuSOLVER's column-major results (cusolver_linalg.cpp; layouts as interop/cuda/solver_plan.h
// gives them) into the Linalg node's packed row-major results, as the CPU's LAPACK path writes
// them (backend/cpu/linalg.cpp): triangles zeroed, QR's signs with r_ii >= 0, LU's permutation
// matrix, det and slogdet from getrf's factors. NaN results for a matrix the stage kernel flagged
// (a NaN or infinity read) and where cuSOLVER reports no result (cholesky of a matrix that is not
// positive definite, eigh or svd without convergence); a singular matrix of solve or inv sets the
// error word, which fails the eval as the CPU does.
// PASS 0: one invocation per matrix (LU's permutation; det, slogdet; the singularity check).
// PASS 1: one invocation per element of the batch's packed results.
#include "common.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint OP = 0;  // interop/cuda/solver_plan.h's SolverOp
layout(constant_id = 1) const uint PASS = 1;
layout(constant_id = 2) const uint FLAGS = 0;  // 1 upper (cholesky), 2 full (qr, svd), 4 vectors (eigh, svd)
#define OP_CHOLESKY 0u
#define OP_LU 1u
#define OP_QR 2u
#define OP_EIGH 3u
#define OP_SVD 4u
#define OP_SOLVE 5u
#define OP_INV 6u
#define OP_DET 7u
#define OP_SLOGDET 8u

#if IN_DT == DT_F64
#define T double
#define NAN_T packDouble2x32(uvec2(0u, 0x7ff80000u))
#define NEG_INF_T packDouble2x32(uvec2(0u, 0xfff00000u))
#else
#define T float
#define NAN_T uintBitsToFloat(0x7fc00000u)
#define NEG_INF_T uintBitsToFloat(0xff800000u)
#endif
#define SZ uint64_t(ITEMSIZE(IN_DT))

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Ints { int v[]; };

layout(push_constant) uniform Push {
  uint64_t out_ptr;    // the node's results, `total` elements per matrix
  uint64_t real_ptr;   // W at 0, then the buffers at their offsets (elements)
  uint64_t int_ptr;    // pivots at 0, then info, flags and LU's permutations at their offsets (ints)
  uint64_t error_ptr;  // solve, inv: set for a singular matrix
  uint64_t batch;
  uint m, n, rows, cols, total;
  uint w_size, r_off, rhs_off, values_off, values_size, u_off, u_size, v_off, v_size;
  uint pivots_size, info_off, flags_off, perm_off;
} pc;

T real_at(uint64_t element) { return LOAD(IN_DT, pc.real_ptr + element * SZ); }
int int_at(uint64_t element) { return Ints(pc.int_ptr).v[uint(element)]; }
void put(uint64_t element, T v) { STORE(IN_DT, pc.out_ptr + element * SZ, v); }
// 0 - x, not -x: a zero stays +0.0, as the CPU's sign fix leaves it.
T negate_if(bool flip, T v) { return flip ? T(0) - v : v; }

// log(x) for x > 0, in T's precision: GLSL has no double log, so float64 takes x = f 2^e with f in
// [sqrt(1/2), sqrt(2)) and log f = 2 atanh((f - 1) / (f + 1)) by its series (|z| < 0.172: 12
// terms reach double's precision).
T log_of(T x) {
#if IN_DT == DT_F64
  int e;
  double f = frexp(x, e);
  if (f < 0.70710678118654752LF) {
    f *= 2.0LF;
    e -= 1;
  }
  double z = (f - 1.0LF) / (f + 1.0LF), z2 = z * z, term = z, sum = 0.0LF;
  for (int k = 0; k < 13; ++k) {
    sum += term / double(2 * k + 1);
    term *= z2;
  }
  return 2.0LF * sum + double(e) * 0.69314718055994531LF;
#else
  return log(x);
#endif
}

bool flagged(uint64_t mat) { return int_at(uint64_t(pc.flags_off) + mat) != 0; }
int info_of(uint64_t mat) { return int_at(uint64_t(pc.info_off) + mat); }

// det and slogdet from getrf's factors of A^T (same determinant): the pivots' row swaps and the
// signs and magnitudes of U's diagonal. det multiplies the magnitudes with the exponents kept
// apart (no overflow on the way, as the CPU's exp(sum of logs)); slogdet sums their logs.
void determinant(uint64_t mat) {
  uint64_t first = mat * pc.total;
  if (flagged(mat)) {
    put(first, NAN_T);
    if (OP == OP_SLOGDET) put(first + 1u, NAN_T);
    return;
  }
  T sign = T(1), logdet = T(0), mantissa = T(1);
  int exponent = 0;
  if (info_of(mat) > 0) {  // a zero pivot
    sign = T(0);
    logdet = NEG_INF_T;
  } else {
    for (uint i = 0u; i < pc.n; ++i) {
      T d = real_at(mat * pc.w_size + uint64_t(i) * (pc.rows + 1u));
      if (int_at(mat * pc.pivots_size + i) != int(i) + 1) sign = -sign;
      if (d < T(0)) sign = -sign;
      if (OP == OP_SLOGDET) {
        logdet += log_of(abs(d));
      } else {
        int e;
        mantissa = frexp(mantissa * abs(d), e);
        exponent += e;
      }
    }
  }
  if (OP == OP_SLOGDET) {
    put(first, sign);
    put(first + 1u, logdet);
  } else {
    put(first, sign == T(0) ? T(0) : sign * ldexp(mantissa, exponent));
  }
}

// Row i of A is row perm[i] of L U: LAPACK's swaps applied in order to the identity permutation.
void permutation(uint64_t mat) {
  uint64_t base = uint64_t(pc.perm_off) + mat * pc.m;
  uint k = min(pc.m, pc.n);
  for (uint i = 0u; i < pc.m; ++i) Ints(pc.int_ptr).v[uint(base + i)] = int(i);
  for (uint i = 0u; i < k; ++i) {
    uint p = uint(int_at(mat * pc.pivots_size + i) - 1);
    int a = int_at(base + i), b = int_at(base + p);
    Ints(pc.int_ptr).v[uint(base + i)] = b;
    Ints(pc.int_ptr).v[uint(base + p)] = a;
  }
}

void per_matrix(uint64_t mat) {
  if (OP == OP_LU) {
    permutation(mat);
  } else if (OP == OP_DET || OP == OP_SLOGDET) {
    determinant(mat);
  } else if ((OP == OP_SOLVE || OP == OP_INV) && !flagged(mat) && info_of(mat) > 0) {
    Ints(pc.error_ptr).v[0] = 1;
  }
}

// Column-major element (i, j) of a buffer with `ld` rows, for matrix `mat` of `per` elements each.
T column_major(uint off, uint per, uint64_t mat, uint i, uint j, uint ld) {
  return real_at(uint64_t(off) + mat * per + uint64_t(i) + uint64_t(j) * ld);
}

// The value of element `r` of matrix `mat`'s packed results.
T element(uint64_t mat, uint r) {
  uint m = pc.m, n = pc.n, k = min(m, n);
  if (OP == OP_CHOLESKY) {  // L[i][j] = W[i n + j] for j <= i (the factor of A^T read row-major)
    uint i = r / n, j = r % n;
    if ((FLAGS & 1u) != 0u) {  // U = L^T
      uint t = i;
      i = j;
      j = t;
    }
    return j <= i ? real_at(mat * pc.w_size + uint64_t(i) * n + j) : T(0);
  }
  if (OP == OP_EIGH) {  // w [n], then V [n, n]: the eigenvectors are W's columns
    if (r < n) return real_at(uint64_t(pc.values_off) + mat * pc.values_size + r);
    r -= n;
    return column_major(0u, pc.w_size, mat, r / n, r % n, n);
  }
  if (OP == OP_LU) {  // P [m, m], L [m, k], U [k, n]
    if (r < m * m) {
      uint i = r / m, j = r % m;
      return int_at(uint64_t(pc.perm_off) + mat * m + j) == int(i) ? T(1) : T(0);
    }
    r -= m * m;
    if (r < m * k) {
      uint i = r / k, j = r % k;
      return i > j ? column_major(0u, pc.w_size, mat, i, j, m) : (i == j ? T(1) : T(0));
    }
    r -= m * k;
    uint i = r / n, j = r % n;
    return j >= i ? column_major(0u, pc.w_size, mat, i, j, m) : T(0);
  }
  if (OP == OP_QR) {  // Q [m, q_cols] (orgqr's, in W), R [r_rows, n] (geqrf's, kept at r_off)
    uint q_cols = (FLAGS & 2u) != 0u ? m : k;
    if (r < m * q_cols) {
      uint i = r / q_cols, j = r % q_cols;
      T q = column_major(0u, pc.w_size, mat, i, j, m);
      if (j >= k) return q;
      T tau = real_at(uint64_t(pc.values_off) + mat * pc.values_size + j);
      return negate_if(tau != T(0) && column_major(pc.r_off, m * n, mat, j, j, m) < T(0), q);
    }
    r -= m * q_cols;
    uint i = r / n, j = r % n;
    if (i >= k || j < i) return T(0);
    T tau = real_at(uint64_t(pc.values_off) + mat * pc.values_size + i);
    T v = column_major(pc.r_off, m * n, mat, i, j, m);
    return negate_if(tau != T(0) && column_major(pc.r_off, m * n, mat, i, i, m) < T(0), v);
  }
  if (OP == OP_SVD) {  // U [m, u_cols], S [k], Vh [v_rows, n]; or S alone. From A^T = U' S V'^T:
    bool vectors = (FLAGS & 4u) != 0u;  // U = V' [m, ...] and Vh = U'^T, U' [n, ...]
    uint ucols = vectors ? ((FLAGS & 2u) != 0u ? m : k) : 0u;
    if (r < m * ucols) {
      uint i = r / ucols, j = r % ucols;
      return column_major(pc.v_off, pc.v_size, mat, i, j, pc.cols);
    }
    r -= m * ucols;
    if (r < k) return real_at(uint64_t(pc.values_off) + mat * pc.values_size + r);
    r -= k;
    uint i = r / n, j = r % n;
    return column_major(pc.u_off, pc.u_size, mat, j, i, pc.rows);
  }
  if (OP == OP_SOLVE) {  // X [n, rhs]: the staged right-hand sides, column-major
    uint rhs = pc.total / n;
    return column_major(pc.rhs_off, pc.total, mat, r / rhs, r % rhs, n);
  }
  // OP_INV: inv(A^T) column-major is inv(A) row-major
  return real_at(uint64_t(pc.rhs_off) + mat * pc.total + r);
}

void main() {
  uint64_t e = uint64_t(flat_group()) * 256ul + uint64_t(gl_LocalInvocationID.x);
  if (PASS == 0u) {
    if (e < pc.batch) per_matrix(e);
    return;
  }
  if (e >= pc.batch * pc.total) return;
  uint64_t mat = e / pc.total;
  uint r = uint(e % pc.total);
  bool no_result = (OP == OP_CHOLESKY || OP == OP_EIGH || OP == OP_SVD) && info_of(mat) > 0;
  put(e, flagged(mat) || no_result ? NAN_T : element(mat, r));
}
