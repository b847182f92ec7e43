#version 460
// float16 out[b] = A[b] (M x K) @ B[b] (K x N) on the tensor cores (VK_NV_cooperative_matrix),
// accumulating in float32. Debian 12's glslang knows the NV extension, not the KHR one; the host
// picks this kernel only where the NV extension offers 16x16x16 float16 -> float32 (matmul_choice.h).
//
// A workgroup computes a 128x128 tile with subgroups (of 32 invocations) of WARP_N x 4 fragments
// of 16x16: WARP_N = 4 (4 subgroups of 64x64; 2, 8 subgroups of 64x32, measured slower).
// K advances in slices of 32 through two shared-memory buffers; each invocation loads its 16-byte
// vectors of the next slice into registers while the current one is multiplied. Shared rows are
// padded by 8 halves so fragment loads spread over the banks.
// TRANSPOSED_B: B is read as the transpose of a row-major N x K matrix (x @ W.T with W stored
// as PyTorch's linear layers store it), its slices kept as N x 32 rows like A's and
// loaded as column-major fragments: no transposing copy.
// The host sends only what fits: unit strides along the rows read (K for A, N or with
// TRANSPOSED_B K for B), K, N, the other strides multiples of 8, 16-byte aligned pointers; the
// output is contiguous.
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#include "common.glsl"

#ifndef WARP_N
#define WARP_N 4
#endif
#define BM 128
#define BN 128
#define BK 32
#define WARPS ((BM / 64) * (BN / (16 * WARP_N)))
#define THREADS (WARPS * 32)
#define A_STRIDE ((BK + 8) / 8)  // in 16-byte vectors (uvec4: 8 halves)
#define A_SIZE (BM * A_STRIDE)
#ifdef TRANSPOSED_B
#define B_STRIDE A_STRIDE  // N x K slices
#define B_SIZE (BN * B_STRIDE)
#define B_PER_ROW (BK / 8)  // vectors per row of a slice
#else
#define B_STRIDE ((BN + 8) / 8)
#define B_SIZE (BK * B_STRIDE)
#define B_PER_ROW (BN / 8)
#endif
#define A_LOADS (BM * BK / 8 / THREADS)  // 16-byte vectors per invocation per slice
#define B_LOADS (BK * BN / 8 / THREADS)

layout(local_size_x = THREADS) in;

layout(push_constant) uniform Push {
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

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Vec8F16 { uvec4 v; };

// The fragment loads read these as halves: uvec4 is how glslang lets 16-byte stores fill them.
shared uvec4 As[2 * A_SIZE];  // row-major M x K slices
shared uvec4 Bs[2 * B_SIZE];  // row-major K x N slices (N x K with TRANSPOSED_B)
shared float16_t edge[WARPS * 256];  // per subgroup: one fragment on its way to a partial tile

#define ACC fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define HALF fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>

void main() {
  uint tid = gl_LocalInvocationIndex;
  uint sg = gl_SubgroupID;
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

  // Vector v = tid + i * THREADS of a slice: A row v / 4, columns (v % 4) * 8 ..; B row
  // v / B_PER_ROW, columns (v % B_PER_ROW) * 8 ..
  uint a_k = (tid % 4) * 8, b_col = (tid % B_PER_ROW) * 8;
  uint64_t a_addr[A_LOADS], b_addr[B_LOADS];
  bool a_in[A_LOADS];
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {
    uint row = (tid + i * THREADS) / 4;
    a_in[i] = m0 + row < pc.M;
    a_addr[i] = pc.a_ptr + uint64_t((a_base + int64_t(m0 + row) * pc.a_row + int64_t(a_k)) * 2);
  }
  bool b_in[B_LOADS];
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {
    uint row = (tid + i * THREADS) / B_PER_ROW;
#ifdef TRANSPOSED_B
    b_in[i] = n0 + row < pc.N;
    b_addr[i] = pc.b_ptr + uint64_t((b_base + int64_t(n0 + row) * pc.b_col + int64_t(b_col)) * 2);
#else
    b_in[i] = n0 + b_col < pc.N;
    b_addr[i] = pc.b_ptr + uint64_t((b_base + int64_t(row) * pc.b_row + int64_t(n0 + b_col)) * 2);
#endif
  }
#ifdef TRANSPOSED_B
  uint64_t b_step = uint64_t(BK * 2);
#else
  uint64_t b_step = uint64_t(pc.b_row * BK * 2);
#endif

  uvec4 ra[A_LOADS], rb[B_LOADS];
  // The k (within a slice) of B's vector i.
#ifdef TRANSPOSED_B
#define B_K(i) b_col
#else
#define B_K(i) ((tid + (i) * THREADS) / B_PER_ROW)
#endif
  // Loads slice s (zeros outside the matrices) into registers.
#define LOAD_SLICE(s)                                                                          \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                             \
    ra[i] = uvec4(0);                                                                          \
    if (a_in[i] && (s) * BK + a_k < pc.K) ra[i] = Vec8F16(a_addr[i] + uint64_t((s) * BK) * 2).v; \
  }                                                                                            \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                             \
    rb[i] = uvec4(0);                                                                          \
    uint k = (s) * BK + B_K(i);                                                                \
    if (b_in[i] && k < pc.K) rb[i] = Vec8F16(b_addr[i] + uint64_t(s) * b_step).v;              \
  }
  // Stores the registers into shared buffer `buf`.
#define STORE_SLICE(buf)                                                                       \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                             \
    As[(buf) * A_SIZE + ((tid + i * THREADS) / 4) * A_STRIDE + a_k / 8] = ra[i];              \
  }                                                                                            \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                             \
    Bs[(buf) * B_SIZE + ((tid + i * THREADS) / B_PER_ROW) * B_STRIDE + b_col / 8] = rb[i];    \
  }

  LOAD_SLICE(0u)
  STORE_SLICE(0u)
  barrier();

  ACC acc[4][WARP_N];
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    [[unroll]] for (uint j = 0; j < WARP_N; ++j) acc[i][j] = ACC(0.0);
  }
  uint warp_m = (sg % (BM / 64)) * 64, warp_n = (sg / (BM / 64)) * (16 * WARP_N);

  uint slices = (pc.K + BK - 1) / BK;
  for (uint s = 0; s < slices; ++s) {
    uint cur = s & 1u;
    bool more = s + 1 < slices;
    if (more) {
      LOAD_SLICE(s + 1)
    }
    [[unroll]] for (uint kk = 0; kk < BK; kk += 16) {
      HALF fa[4];
      HALF fb[WARP_N];
      [[unroll]] for (uint i = 0; i < 4; ++i) {
        coopMatLoadNV(fa[i], As, cur * A_SIZE + (warp_m + i * 16) * A_STRIDE + kk / 8, A_STRIDE, false);
      }
      [[unroll]] for (uint j = 0; j < WARP_N; ++j) {
#ifdef TRANSPOSED_B
        coopMatLoadNV(fb[j], Bs, cur * B_SIZE + (warp_n + j * 16) * B_STRIDE + kk / 8, B_STRIDE, true);
#else
        coopMatLoadNV(fb[j], Bs, cur * B_SIZE + kk * B_STRIDE + (warp_n + j * 16) / 8, B_STRIDE, false);
#endif
      }
      [[unroll]] for (uint i = 0; i < 4; ++i) {
        [[unroll]] for (uint j = 0; j < WARP_N; ++j) acc[i][j] = coopMatMulAddNV(fa[i], fb[j], acc[i][j]);
      }
    }
    if (more) {
      STORE_SLICE(cur ^ 1u)
      barrier();
    }
  }

  // Whole fragments go straight to memory; a fragment that straddles the edge goes through
  // shared memory, and its lanes write the part inside.
  uint64_t out_base = uint64_t(batch) * pc.M * pc.N;
  uint lane = gl_SubgroupInvocationID;
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    [[unroll]] for (uint j = 0; j < WARP_N; ++j) {
      uint row = m0 + warp_m + i * 16, col = n0 + warp_n + j * 16;
      if (row >= pc.M || col >= pc.N) continue;
      HALF result = HALF(acc[i][j]);
      uint64_t at = pc.out_ptr + (out_base + uint64_t(row) * pc.N + col) * 2;
      if (row + 16 <= pc.M && col + 16 <= pc.N) {
        coopMatStoreNV(result, BufF16(at).v, 0, pc.N, false);
      } else {
        coopMatStoreNV(result, edge, sg * 256, 16, false);
        subgroupBarrier();
        for (uint e = lane; e < 256; e += 32) {
          uint r = e / 16, c = e % 16;
          if (row + r < pc.M && col + c < pc.N) BufF16(at + (uint64_t(r) * pc.N + c) * 2).v[0] = edge[sg * 256 + e];
        }
        subgroupBarrier();
      }
    }
  }
}
