#version 460
// Small dense linear algebra, one workgroup per matrix of a batch (flat_group()), the matrix in
// shared memory (n <= MAX_N): the CPU runs larger ones and the other ops (linalg_ops.cpp).
// OP 0 cholesky: Cholesky-Crout column by column (thread 0 the diagonal, the threads the rows
//      below it); a matrix that is not positive definite, or holds a NaN or infinity in its lower
//      triangle, gives NaN everywhere. FLAGS bit 0: write U = L^T.
// OP 1 lu: partial pivoting as LAPACK getrf (first largest |pivot|, a zero pivot skips the
//      elimination), packed P [m, m], L [m, k], U [k, n]; a NaN or infinity gives NaN everywhere.
// OP 2 triangular_solve: a thread per right-hand-side vector (b's columns for a left-side solve,
//      its rows for a right-side one), substituting in place in the output. FLAGS bits: 0 a is
//      upper, 1 right side, 2 transpose a, 3 unit diagonal. A zero on the diagonal (without unit
//      diagonal) sets the word at error_ptr, which fails the eval (Recorder::error_word).
#include "common.glsl"

layout(local_size_x = 64) in;
layout(constant_id = 0) const uint OP = 0;
layout(constant_id = 1) const uint FLAGS = 0;

#if IN_DT == DT_F64
#define MAX_N 32
#define T double
#define NAN_T packDouble2x32(uvec2(0u, 0x7ff80000u))
#else
#define MAX_N 64
#define T float
#define NAN_T uintBitsToFloat(0x7fc00000u)
#endif
#define SZ uint64_t(ITEMSIZE(IN_DT))

layout(push_constant) uniform Push {
  uint64_t a_ptr;    // the matrices [batch, m, n]
  uint64_t b_ptr;    // triangular_solve: right-hand sides [batch, br, bc]
  uint64_t out_ptr;  // results, `total` elements per matrix
  uint64_t batch;
  uint64_t error_ptr;  // OP 2: set to 1 for a singular matrix
  uint m, n, br, bc;
} pc;

// Rows are `ld` = cols | 1 apart: an odd stride puts a column's elements in different banks.
shared T A[MAX_N * (MAX_N + 1)];
shared uint perm[MAX_N];
shared uint s_bad;
shared uint s_pivot;

T load_at(uint64_t base, uint i) { return LOAD(IN_DT, base + uint64_t(i) * SZ); }
void store_at(uint64_t base, uint i, T v) { STORE(IN_DT, base + uint64_t(i) * SZ, v); }
bool finite(T v) { return !isnan(v) && !isinf(v); }

// Reads the matrix into A (only the lower triangle with lower_only, the rest 0) and notes a NaN
// or infinity among what it read in s_bad.
void load_matrix(uint64_t a, uint rows, uint cols, bool lower_only) {
  uint t = gl_LocalInvocationID.x;
  if (t == 0u) s_bad = 0u;
  barrier();
  for (uint e = t; e < rows * cols; e += 64u) {
    uint i = e / cols, j = e % cols;
    bool read = !lower_only || j <= i;
    T v = read ? load_at(a, e) : T(0);
    if (read && !finite(v)) s_bad = 1u;
    A[i * (cols | 1u) + j] = v;
  }
  barrier();
}

void cholesky(uint64_t mat) {
  uint n = pc.n, t = gl_LocalInvocationID.x, ld = n | 1u;
  uint64_t o = pc.out_ptr + mat * uint64_t(n * n) * SZ;
  load_matrix(pc.a_ptr + mat * uint64_t(n * n) * SZ, n, n, true);
  for (uint j = 0u; j < n; ++j) {
    if (t == 0u) {
      T d = A[j * ld + j];
      for (uint k = 0u; k < j; ++k) d -= A[j * ld + k] * A[j * ld + k];
      if (!(d > T(0))) s_bad = 1u;
      A[j * ld + j] = sqrt(d);
    }
    barrier();
    T djj = A[j * ld + j];
    for (uint i = j + 1u + t; i < n; i += 64u) {
      T s = A[i * ld + j];
      for (uint k = 0u; k < j; ++k) s -= A[i * ld + k] * A[j * ld + k];
      A[i * ld + j] = s / djj;
    }
    barrier();
  }
  bool bad = s_bad != 0u;
  bool upper = (FLAGS & 1u) != 0u;
  for (uint e = t; e < n * n; e += 64u) {
    uint i = e / n, j = e % n;
    T v = bad ? NAN_T : (j <= i ? A[i * ld + j] : T(0));
    store_at(o, upper ? j * n + i : e, v);
  }
}

void lu(uint64_t mat) {
  uint m = pc.m, n = pc.n, k = min(m, n), t = gl_LocalInvocationID.x, ld = n | 1u;
  uint total = m * m + m * k + k * n;
  uint64_t o = pc.out_ptr + mat * uint64_t(total) * SZ;
  load_matrix(pc.a_ptr + mat * uint64_t(m * n) * SZ, m, n, false);
  for (uint i = t; i < m; i += 64u) perm[i] = i;
  barrier();
  for (uint j = 0u; j < k; ++j) {
    if (t == 0u) {
      uint p = j;
      T best = abs(A[j * ld + j]);
      for (uint i = j + 1u; i < m; ++i) {
        T v = abs(A[i * ld + j]);
        if (v > best) {
          best = v;
          p = i;
        }
      }
      s_pivot = p;
      uint keep = perm[j];
      perm[j] = perm[p];
      perm[p] = keep;
    }
    barrier();
    uint p = s_pivot;
    if (p != j) {
      for (uint c = t; c < n; c += 64u) {
        T keep = A[j * ld + c];
        A[j * ld + c] = A[p * ld + c];
        A[p * ld + c] = keep;
      }
    }
    barrier();
    T pivot = A[j * ld + j];
    if (pivot != T(0)) {
      for (uint i = j + 1u + t; i < m; i += 64u) A[i * ld + j] /= pivot;
    }
    barrier();
    uint w = n - j - 1u;
    if (pivot != T(0) && w > 0u) {
      for (uint e = t; e < (m - j - 1u) * w; e += 64u) {
        uint i = j + 1u + e / w, c = j + 1u + e % w;
        A[i * ld + c] -= A[i * ld + j] * A[j * ld + c];
      }
    }
    barrier();
  }
  bool bad = s_bad != 0u;
  for (uint e = t; e < m * m; e += 64u) store_at(o, e, bad ? NAN_T : (perm[e % m] == e / m ? T(1) : T(0)));
  uint64_t l = o + uint64_t(m * m) * SZ, u = l + uint64_t(m * k) * SZ;
  for (uint e = t; e < m * k; e += 64u) {
    uint i = e / k, j = e % k;
    store_at(l, e, bad ? NAN_T : (i > j ? A[i * ld + j] : (i == j ? T(1) : T(0))));
  }
  for (uint e = t; e < k * n; e += 64u) {
    uint i = e / n, j = e % n;
    store_at(u, e, bad ? NAN_T : (j >= i ? A[i * ld + j] : T(0)));
  }
}

void triangular_solve(uint64_t mat) {
  uint n = pc.n, br = pc.br, bc = pc.bc, t = gl_LocalInvocationID.x, ld = n | 1u;
  load_matrix(pc.a_ptr + mat * uint64_t(n * n) * SZ, n, n, false);
  bool upper = (FLAGS & 1u) != 0u, right = (FLAGS & 2u) != 0u, trans = (FLAGS & 4u) != 0u, unit = (FLAGS & 8u) != 0u;
  // X op(a) = B is op(a)^T X^T = B^T: every case solves M x = v for vectors v of B.
  bool tr = trans != right;
  bool lower = upper == tr;
  if (!unit && t == 0u) {
    bool singular = false;
    for (uint i = 0u; i < n; ++i) singular = singular || A[i * ld + i] == T(0);
    if (singular) BufU32(pc.error_ptr).v[0] = 1u;
  }
  uint64_t b = pc.b_ptr + mat * uint64_t(br * bc) * SZ, o = pc.out_ptr + mat * uint64_t(br * bc) * SZ;
  uint vectors = right ? br : bc;
  uint step = right ? 1u : bc;
  for (uint v = t; v < vectors; v += 64u) {
    uint first = right ? v * bc : v;
    for (uint q = 0u; q < n; ++q) {
      uint i = lower ? q : n - 1u - q;
      T s = load_at(b, first + i * step);
      for (uint r = 0u; r < q; ++r) {
        uint kk = lower ? r : n - 1u - r;
        T mik = tr ? A[kk * ld + i] : A[i * ld + kk];
        s -= mik * load_at(o, first + kk * step);
      }
      store_at(o, first + i * step, unit ? s : s / A[i * ld + i]);
    }
  }
}

void main() {
  uint64_t mat = uint64_t(flat_group());
  if (mat >= pc.batch) return;  // the whole workgroup: no barrier is left waiting
  if (OP == 0u) cholesky(mat);
  else if (OP == 1u) lu(mat);
  else triangular_solve(mat);
}
