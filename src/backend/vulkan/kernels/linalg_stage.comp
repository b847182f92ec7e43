#version 460
// Stages a batch of row-major matrices for cuSOLVER (cusolver_linalg.cpp; the layouts are
// interop/cuda/solver_plan.h's): W gets each matrix as it is (A^T column-major) or transposed (A
// column-major), a zero in place of each NaN or infinity among what the op reads, which sets the
// matrix's flag word (linalg_finish.comp then writes NaN results, as the CPU does, and cuSOLVER
// never iterates on them); solve's right-hand sides go column-major, inv's are an identity.
// One invocation per element of the batch's staged matrices.
#include "common.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint TRANSPOSE = 0;   // 1: W holds A column-major
layout(constant_id = 1) const uint LOWER_ONLY = 0;  // 1: only A's lower triangle is read (cholesky, eigh)
layout(constant_id = 2) const uint RHS = 0;         // 0 none, 1 b column-major (solve), 2 an identity (inv)

#if IN_DT == DT_F64
#define T double
#else
#define T float
#endif
#define SZ uint64_t(ITEMSIZE(IN_DT))

layout(buffer_reference, std430, buffer_reference_align = 4) buffer FlagWords { uint v[]; };

layout(push_constant) uniform Push {
  uint64_t a_ptr, b_ptr;  // A [batch, m, n] and b [batch, m, rhs], compact
  uint64_t real_ptr;      // the batch's scratch: W at 0, the staged right-hand sides at rhs_off
  uint64_t flags_ptr;     // one word per matrix, zeroed
  uint64_t batch;
  uint m, n, rhs;
  uint w_ld, w_size;      // W's leading dimension and elements per matrix
  uint rhs_off, rhs_size;
} pc;

bool finite(T v) { return !isnan(v) && !isinf(v); }

void main() {
  uint64_t e = uint64_t(flat_group()) * 256ul + uint64_t(gl_LocalInvocationID.x);
  uint64_t a_size = uint64_t(pc.m) * pc.n;
  uint64_t per = a_size + (RHS != 0u ? uint64_t(pc.rhs_size) : 0ul);
  if (e >= pc.batch * per) return;
  uint64_t mat = e / per, r = e % per;
  if (r < a_size) {
    uint i = uint(r / pc.n), j = uint(r % pc.n);
    T v = LOAD(IN_DT, pc.a_ptr + (mat * a_size + r) * SZ);
    bool read = LOWER_ONLY == 0u || j <= i;
    if (!finite(v)) {
      if (read) atomicOr(FlagWords(pc.flags_ptr).v[uint(mat)], 1u);
      v = T(0);
    }
    uint64_t off = TRANSPOSE != 0u ? uint64_t(i) + uint64_t(j) * pc.w_ld : uint64_t(j) + uint64_t(i) * pc.w_ld;
    STORE(IN_DT, pc.real_ptr + (mat * pc.w_size + off) * SZ, v);
    return;
  }
  uint r2 = uint(r - a_size);
  uint64_t dst = pc.real_ptr + (uint64_t(pc.rhs_off) + mat * pc.rhs_size) * SZ;
  if (RHS == 1u) {  // b [m, rhs] row-major to column-major
    uint i = r2 / pc.rhs, j = r2 % pc.rhs;
    T v = LOAD(IN_DT, pc.b_ptr + (mat * pc.rhs_size + r2) * SZ);
    STORE(IN_DT, dst + (uint64_t(i) + uint64_t(j) * pc.m) * SZ, v);
  } else {  // the identity, column-major
    uint i = r2 % pc.m, j = r2 / pc.m;
    STORE(IN_DT, dst + uint64_t(r2) * SZ, i == j ? T(1) : T(0));
  }
}
