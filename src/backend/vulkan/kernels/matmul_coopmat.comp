#version 460
// float16 out[b] = A[b] (M x K) @ B[b] (K x N) on the tensor cores (VK_NV_cooperative_matrix),
// accumulating in float32. Debian 12's glslang knows the NV extension, not the KHR one; the host
// picks this kernel only where the NV extension offers 16x16x16 float16 -> float32 (matmul_choice.h).
//
// A workgroup of 8 subgroups (of 32 invocations) computes a 128x128 tile: subgroup s owns rows
// (s / 4) * 64 .. +64 and columns (s % 4) * 32 .. +32, i.e. 4 x 2 accumulator fragments.
// K advances in slices of 32 through two shared-memory buffers; each invocation loads two
// 16-byte vectors of A and two of B per slice into registers while the current slice is
// multiplied. Shared rows are padded by 8 halves so fragment loads spread over the banks.
// The host sends only what fits: unit column strides, K, N, row and batch strides multiples
// of 8, 16-byte aligned pointers; the output is contiguous.
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#include "common.glsl"

#define BM 128
#define BN 128
#define BK 32
#define A_STRIDE (BK + 8)
#define B_STRIDE (BN + 8)
#define A_SIZE (BM * A_STRIDE)
#define B_SIZE (BK * B_STRIDE)

layout(local_size_x = 256) in;

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

shared float16_t As[2 * A_SIZE];  // row-major M x K slices
shared float16_t Bs[2 * B_SIZE];  // row-major K x N slices
shared float16_t edge[8 * 256];  // per subgroup: one fragment on its way to a partial tile

#define ACC fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define HALF fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>

void put8(uint index, uvec4 bits, bool is_a) {
  [[unroll]] for (uint w = 0; w < 4; ++w) {
    f16vec2 pair = unpackFloat2x16(bits[w]);
    if (is_a) {
      As[index + 2 * w] = pair.x;
      As[index + 2 * w + 1] = pair.y;
    } else {
      Bs[index + 2 * w] = pair.x;
      Bs[index + 2 * w + 1] = pair.y;
    }
  }
}

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

  // This invocation's vectors per slice: A rows a_m and a_m + 64 at columns a_k..a_k+7; B rows
  // b_k and b_k + 16 at columns b_n..b_n+7.
  uint a_m = tid / 4, a_k = (tid % 4) * 8;
  uint b_k = tid / 16, b_n = (tid % 16) * 8;
  bool a_in0 = m0 + a_m < pc.M, a_in1 = m0 + a_m + 64 < pc.M;
  bool b_in = n0 + b_n < pc.N;
  uint64_t a_addr0 = pc.a_ptr + uint64_t((a_base + int64_t(m0 + a_m) * pc.a_row + int64_t(a_k)) * 2);
  uint64_t a_addr1 = a_addr0 + uint64_t(64 * pc.a_row * 2);
  uint64_t b_addr0 = pc.b_ptr + uint64_t((b_base + int64_t(b_k) * pc.b_row + int64_t(n0 + b_n)) * 2);
  uint64_t b_addr1 = b_addr0 + uint64_t(16 * pc.b_row * 2);
  uint64_t b_step = uint64_t(pc.b_row * BK * 2);

  uvec4 ra0 = uvec4(0), ra1 = uvec4(0), rb0 = uvec4(0), rb1 = uvec4(0);
  if (a_k < pc.K) {
    if (a_in0) ra0 = Vec8F16(a_addr0).v;
    if (a_in1) ra1 = Vec8F16(a_addr1).v;
  }
  if (b_in) {
    if (b_k < pc.K) rb0 = Vec8F16(b_addr0).v;
    if (b_k + 16 < pc.K) rb1 = Vec8F16(b_addr1).v;
  }
  put8(a_m * A_STRIDE + a_k, ra0, true);
  put8((a_m + 64) * A_STRIDE + a_k, ra1, true);
  put8(b_k * B_STRIDE + b_n, rb0, false);
  put8((b_k + 16) * B_STRIDE + b_n, rb1, false);
  barrier();

  ACC acc[4][2];
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    acc[i][0] = ACC(0.0);
    acc[i][1] = ACC(0.0);
  }
  uint warp_m = (sg / 4) * 64, warp_n = (sg % 4) * 32;

  uint slices = (pc.K + BK - 1) / BK;
  for (uint s = 0; s < slices; ++s) {
    uint cur = s & 1u;
    bool more = s + 1 < slices;
    if (more) {
      uint k0 = (s + 1) * BK;
      ra0 = uvec4(0);
      ra1 = uvec4(0);
      rb0 = uvec4(0);
      rb1 = uvec4(0);
      if (k0 + a_k < pc.K) {
        if (a_in0) ra0 = Vec8F16(a_addr0 + uint64_t(k0) * 2).v;
        if (a_in1) ra1 = Vec8F16(a_addr1 + uint64_t(k0) * 2).v;
      }
      if (b_in) {
        if (k0 + b_k < pc.K) rb0 = Vec8F16(b_addr0 + uint64_t(s + 1) * b_step).v;
        if (k0 + b_k + 16 < pc.K) rb1 = Vec8F16(b_addr1 + uint64_t(s + 1) * b_step).v;
      }
    }
    uint a_buf = cur * A_SIZE, b_buf = cur * B_SIZE;
    [[unroll]] for (uint kk = 0; kk < BK; kk += 16) {
      HALF fa[4];
      HALF fb[2];
      [[unroll]] for (uint i = 0; i < 4; ++i) {
        coopMatLoadNV(fa[i], As, a_buf + (warp_m + i * 16) * A_STRIDE + kk, A_STRIDE, false);
      }
      [[unroll]] for (uint j = 0; j < 2; ++j) {
        coopMatLoadNV(fb[j], Bs, b_buf + kk * B_STRIDE + warp_n + j * 16, B_STRIDE, false);
      }
      [[unroll]] for (uint i = 0; i < 4; ++i) {
        [[unroll]] for (uint j = 0; j < 2; ++j) acc[i][j] = coopMatMulAddNV(fa[i], fb[j], acc[i][j]);
      }
    }
    if (more) {
      uint nxt = cur ^ 1u;
      put8(nxt * A_SIZE + a_m * A_STRIDE + a_k, ra0, true);
      put8(nxt * A_SIZE + (a_m + 64) * A_STRIDE + a_k, ra1, true);
      put8(nxt * B_SIZE + b_k * B_STRIDE + b_n, rb0, false);
      put8(nxt * B_SIZE + (b_k + 16) * B_STRIDE + b_n, rb1, false);
      barrier();
    }
  }

  // Whole fragments go straight to memory; a fragment that straddles the edge goes through
  // shared memory, and its lanes write the part inside.
  uint64_t out_base = uint64_t(batch) * pc.M * pc.N;
  uint lane = gl_SubgroupInvocationID;
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    [[unroll]] for (uint j = 0; j < 2; ++j) {
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
