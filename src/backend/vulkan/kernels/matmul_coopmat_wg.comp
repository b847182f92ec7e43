#version 460
// Half-precision out[b] = A[b] (M x K) @ B[b] (K x N) with workgroup-scope cooperative matrices
// (VK_NV_cooperative_matrix2's cooperativeMatrixWorkgroupScope and flexible dimensions): the
// whole workgroup owns one BM x BN float32 accumulator and multiplies BM x BK by BK x BN slices
// loaded straight from memory; the driver stages them through shared memory and picks the
// tensor-core instructions (on Hopper, ones a subgroup-scope fragment cannot reach). The result
// is converted to the input dtype as a matrix and stored whole.
//
// Written, like matmul_coopmat.comp, against GL_NV_cooperative_matrix (Debian 12's glslang knows
// no other) with gl_ScopeWorkgroup fragments; the host always runs it through the KHR rewrite
// (spirv_coopmat.h), which keeps the scope, and for bfloat16 retypes every float16 fragment.
// The loads carry no bounds, so the host sends only products whose M, N and K are multiples of
// BM, BN and BK, with the operands as matmul_coopmat.comp takes them (unit strides along A's and
// B's rows, or with TRANSPOSED_B B read as the transpose of a row-major N x K matrix; 16-byte
// aligned rows and pointers) and a contiguous output (matmul_choice.h).
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#include "common.glsl"

#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 32
#endif
#ifndef THREADS
#define THREADS 256
#endif

layout(local_size_x = THREADS) in;

layout(push_constant) uniform Push {  // MatmulPush, as matmul_coopmat.comp's
  uint64_t out_ptr;
  uint64_t a_ptr;
  uint64_t b_ptr;
  uint64_t meta;  // int64: batch shape, A batch strides, B batch strides
  int64_t a_row, a_col;
  int64_t b_row, b_col;
  uint M, N, K;
  uint batch_rank;
  uint batch_base;
} pc;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Halves { float16_t v[]; };

#ifdef STAGED
layout(buffer_reference, std430, buffer_reference_align = 16) buffer Vec16 { uvec4 v; };
// Shared memory in 16-byte vectors (8 halves): two slices of A (BM rows of BK) and of B (BK rows
// of BN, or with TRANSPOSED_B BN rows of BK), rows padded by one vector.
#define A_PER_ROW (BK / 8)
#define A_STRIDE (A_PER_ROW + 1)
#define A_SIZE (BM * A_STRIDE)
#ifdef TRANSPOSED_B
#define B_PER_ROW (BK / 8)
#define B_SIZE (BN * (B_PER_ROW + 1))
#else
#define B_PER_ROW (BN / 8)
#define B_SIZE (BK * (B_PER_ROW + 1))
#endif
#define B_STRIDE (B_PER_ROW + 1)
#define B_AT (2 * A_SIZE)
#define A_LOADS (BM * BK / 8 / THREADS)
#define B_LOADS (BK * BN / 8 / THREADS)
shared uvec4 smem[2 * A_SIZE + 2 * B_SIZE];
#endif

#define FRAG_A fcoopmatNV<16, gl_ScopeWorkgroup, BM, BK>
#define FRAG_B fcoopmatNV<16, gl_ScopeWorkgroup, BK, BN>
#define FRAG_C fcoopmatNV<32, gl_ScopeWorkgroup, BM, BN>
#define FRAG_OUT fcoopmatNV<16, gl_ScopeWorkgroup, BM, BN>

void main() {
  uint m0 = gl_WorkGroupID.y * BM, n0 = gl_WorkGroupID.x * BN;
  uint batch = pc.batch_base + gl_WorkGroupID.z;

  int64_t a_base = 0, b_base = 0;
  Meta meta = Meta(pc.meta);
  uint rank = pc.batch_rank;
  uint64_t rest = batch;
  for (uint d = rank; d-- > 0;) {
    uint64_t extent = uint64_t(meta.v[d]);
    int64_t c = int64_t(rest % extent);
    rest /= extent;
    a_base += c * meta.v[rank + d];
    b_base += c * meta.v[2 * rank + d];
  }

  // Each slice's first element, in bytes, advanced along K.
  uint64_t a_at = pc.a_ptr + uint64_t((a_base + int64_t(m0) * pc.a_row) * 2);
  uint64_t a_step = uint64_t(BK * 2);
#ifdef TRANSPOSED_B
  uint64_t b_at = pc.b_ptr + uint64_t((b_base + int64_t(n0) * pc.b_col) * 2);
  uint64_t b_step = uint64_t(BK * 2);
#else
  uint64_t b_at = pc.b_ptr + uint64_t((b_base + int64_t(n0)) * 2);
  uint64_t b_step = uint64_t(pc.b_row * BK * 2);
#endif

  FRAG_C acc = FRAG_C(0.0);
#ifdef STAGED
  // Slices staged by the kernel: each invocation loads its 16-byte vectors of the next slice
  // into registers while the workgroup multiplies the current one from shared memory (rows
  // padded by one vector), so the fragments load from shared memory only.
  uint tid = gl_LocalInvocationIndex;
  uint a_k = (tid % A_PER_ROW) * 8, b_col = (tid % B_PER_ROW) * 8;
  uvec4 ra[A_LOADS], rb[B_LOADS];
#define LOAD_SLICE(s)                                                                                  \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                                     \
    uint row = (tid + i * THREADS) / A_PER_ROW;                                                        \
    ra[i] = Vec16(a_at + uint64_t(row) * a_row_bytes + uint64_t((s) * BK + a_k) * 2).v;              \
  }                                                                                                    \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                                     \
    uint row = (tid + i * THREADS) / B_PER_ROW;                                                        \
    rb[i] = Vec16(b_at + uint64_t(s) * b_step + uint64_t(row) * b_row_bytes + uint64_t(b_col) * 2).v; \
  }
#define STORE_SLICE(buf)                                                                               \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                                     \
    smem[(buf) * A_SIZE + ((tid + i * THREADS) / A_PER_ROW) * A_STRIDE + a_k / 8] = ra[i];           \
  }                                                                                                    \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                                     \
    smem[B_AT + (buf) * B_SIZE + ((tid + i * THREADS) / B_PER_ROW) * B_STRIDE + b_col / 8] = rb[i];  \
  }
  uint64_t a_row_bytes = uint64_t(pc.a_row * 2);
#ifdef TRANSPOSED_B
  uint64_t b_row_bytes = uint64_t(pc.b_col * 2);  // B's slices: BN rows of BK, as A's
#else
  uint64_t b_row_bytes = uint64_t(pc.b_row * 2);  // BK rows of BN
#endif
  LOAD_SLICE(0u)
  STORE_SLICE(0u)
  barrier();
  uint slices = pc.K / BK;
  for (uint s = 0; s < slices; ++s) {
    uint cur = s & 1u;
    bool more = s + 1 < slices;
    if (more) {
      LOAD_SLICE(s + 1)
    }
    FRAG_A fa;
    FRAG_B fb;
    coopMatLoadNV(fa, smem, cur * A_SIZE, A_STRIDE, false);
#ifdef TRANSPOSED_B
    coopMatLoadNV(fb, smem, B_AT + cur * B_SIZE, B_STRIDE, true);
#else
    coopMatLoadNV(fb, smem, B_AT + cur * B_SIZE, B_STRIDE, false);
#endif
    acc = coopMatMulAddNV(fa, fb, acc);
    if (more) {
      STORE_SLICE(cur ^ 1u)
    }
    barrier();
  }
#else
  for (uint k = 0; k < pc.K; k += BK) {
    FRAG_A fa;
    FRAG_B fb;
    coopMatLoadNV(fa, Halves(a_at).v, 0, uint(pc.a_row), false);
#ifdef TRANSPOSED_B
    coopMatLoadNV(fb, Halves(b_at).v, 0, uint(pc.b_col), true);
#else
    coopMatLoadNV(fb, Halves(b_at).v, 0, uint(pc.b_row), false);
#endif
    acc = coopMatMulAddNV(fa, fb, acc);
    a_at += a_step;
    b_at += b_step;
  }
#endif

  FRAG_OUT result = FRAG_OUT(acc);
  uint64_t out_at = pc.out_ptr + (uint64_t(batch) * pc.M * pc.N + uint64_t(m0) * pc.N + n0) * 2;
  coopMatStoreNV(result, Halves(out_at).v, 0, pc.N, false);
}
