#version 460
// float16 convolution as an implicit GEMM on the tensor cores (VK_NV_cooperative_matrix),
// accumulating in float32: per batch, C[p, o] = sum over k of X(k, p) * W[o, k], p = output
// position, o = output feature, k = (input channel, kernel tap). conv.comp's push constants and
// meta; the host picks this kernel only for feature_groups == batch_groups == 1 and no input
// dilation (conv_choice.h), geometry whose index math fits 32-bit ints, and a device that passes
// the matmul's coopmat conditions.
//
// A workgroup of 4 subgroups computes BM = 128 positions x BN (64 or 128) features, each
// subgroup a 64 x BN/2 quarter of 16x16 fragments. K advances in slices of 32: each invocation
// gathers its part of the next slice (input values through the index math, zeros outside; kernel
// rows) into registers while the current slice, in one of two shared buffers, is multiplied.
// Where in_channels is a multiple of 32, K runs tap-major (k = tap * in_channels + channel) so a
// slice shares one tap and the index math runs once per 8 values; otherwise channel-major.
// Slices are stored as rows of 32 halves (positions x k, features x k) padded by 8 halves, as
// matmul_coopmat.comp's TRANSPOSED_B does. The result goes through shared memory (feature-major)
// so that the output, positions contiguous per feature, is written in whole rows.
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#include "common.glsl"

#ifndef BN
#define BN 128
#endif
#define BM 128
#define BK 32
#define THREADS 128                  // 4 subgroups of 32; one position of the tile each
#define FN (BN / 32)                 // fragments per subgroup along the features
#define ROW ((BK + 8) / 8)           // a slice row in 16-byte vectors (uvec4: 8 halves)
#define A_SIZE (BM * ROW)
#define B_SIZE (BN * ROW)
#define B_LOADS (BN * (BK / 8) / THREADS)
#define A_OFF 0u
#define B_OFF (2 * A_SIZE)
#define C_ROW ((BM + 8) / 8)         // a feature's row of the result tile, in vectors
#define SLICES_SIZE (2 * A_SIZE + 2 * B_SIZE)
#define C_SIZE (BN * C_ROW)
#define SMEM_SIZE (SLICES_SIZE > C_SIZE ? SLICES_SIZE : C_SIZE)

layout(local_size_x = THREADS) in;
layout(constant_id = 0) const int NS = 1;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t in_ptr;
  uint64_t w_ptr;
  uint64_t meta;
  uint positions;     // P: output positions per feature
  uint group_out;     // O (one group)
  uint depth;         // K = in_channels * taps
  uint taps;          // kernel taps per input channel
  uint spatial;       // input elements per channel
  uint in_channels;
  uint out_features;
  uint batch_out;
  uint groups;        // 1 here
  uint batch_grouped; // 0 here
  uint nspatial;
  uint x_base, z_base;  // first workgroup of this dispatch along x and z
} pc;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Vec8F16 { uvec4 v; };

// Both slice buffers; after the K loop, the result tile. The fragment loads read uvec4 as halves.
shared uvec4 smem[SMEM_SIZE];

#define ACC fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define HALF fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>

// This invocation's output position: its first tap's input coordinate per axis.
int in_ext[NS], k_ext[NS], k_dil[NS], origin[NS];
bool x_live;
uint64_t x_base;

int64_t meta_at(uint field, int a) { return Meta(pc.meta).v[field * pc.nspatial + uint(a)]; }

// Where tap t of this invocation's position reads its input (pos: the offset within a
// channel); false in the padding.
bool tap_position(uint t, out uint pos) {
  uint rest = t, scale = 1;
  bool inside = true;
  pos = 0;
  [[unroll]] for (int a = NS - 1; a >= 0; --a) {
    uint kt = rest % uint(k_ext[a]);
    rest /= uint(k_ext[a]);
    int q = origin[a] + int(kt) * k_dil[a];
    inside = inside && q >= 0 && q < in_ext[a];
    pos += uint(q) * scale;
    scale *= uint(in_ext[a]);
  }
  return inside;
}

uvec4 pack8(float16_t v[8]) {
  return uvec4(packFloat2x16(f16vec2(v[0], v[1])), packFloat2x16(f16vec2(v[2], v[3])),
               packFloat2x16(f16vec2(v[4], v[5])), packFloat2x16(f16vec2(v[6], v[7])));
}

// Input values k .. k + 7 of this invocation's position, zeros outside. Channel-major K
// (k = channel * taps + tap, the kernel's own order): the tap changes along the 8.
uvec4 gather8(uint k) {
  float16_t v[8];
  uint c = k / pc.taps;
  uint t = k - c * pc.taps;
  [[unroll]] for (uint j = 0; j < 8; ++j) {
    v[j] = float16_t(0.0);
    uint pos;
    if (x_live && k + j < pc.depth && tap_position(t, pos)) {
      v[j] = BufF16(x_base + (uint64_t(c) * pc.spatial + pos) * 2).v[0];
    }
    if (++t == pc.taps) {
      t = 0;
      ++c;
    }
  }
  return pack8(v);
}

// Tap-major K (k = tap * in_channels + channel), used where in_channels is a multiple of BK: a
// whole slice shares one tap, so the index math runs once per 8 values, not per value.
uvec4 gather8_tap_major(uint k) {
  float16_t v[8];
  [[unroll]] for (uint j = 0; j < 8; ++j) v[j] = float16_t(0.0);
  uint t = k / pc.in_channels, c = k - t * pc.in_channels;
  uint pos;
  if (x_live && k < pc.depth && tap_position(t, pos)) {
    uint64_t at = x_base + (uint64_t(c) * pc.spatial + pos) * 2;
    [[unroll]] for (uint j = 0; j < 8; ++j) v[j] = BufF16(at + uint64_t(j) * pc.spatial * 2).v[0];
  }
  return pack8(v);
}

void main() {
  uint tid = gl_LocalInvocationIndex;
  uint sg = gl_SubgroupID;
  uint p0 = (pc.x_base + gl_WorkGroupID.x) * BM, n0 = gl_WorkGroupID.y * BN;
  uint b = pc.z_base + gl_WorkGroupID.z;
  x_base = pc.in_ptr + uint64_t(b) * pc.in_channels * pc.spatial * 2;

  // A: invocation tid gathers position p0 + tid, the slice's 4 vectors of 8 k.
  uint xp = p0 + tid;
  x_live = xp < pc.positions;
  uint rest = xp;
  [[unroll]] for (int a = NS - 1; a >= 0; --a) {
    in_ext[a] = int(meta_at(0, a));
    k_ext[a] = int(meta_at(2, a));
    k_dil[a] = int(meta_at(6, a));
    uint out_ext = uint(meta_at(1, a));
    origin[a] = int(rest % out_ext) * int(meta_at(3, a)) - int(meta_at(4, a));
    rest /= out_ext;
  }
  // B: vector v = tid + i * THREADS is kernel row (feature) n0 + v / 4, k (v % 4) * 8 ..
  uint b_k = (tid % 4) * 8;
  // Tap-major K where the slices allow it (with one tap both orders are the same).
  bool tap_major = pc.taps > 1 && pc.in_channels % BK == 0;
  bool w_vec = !tap_major && pc.depth % 8 == 0 && pc.w_ptr % 16 == 0;  // whole 16-byte vectors
  uvec4 ra[4], rb[B_LOADS];

#define LOAD_SLICE(s)                                                                        \
  [[unroll]] for (uint i = 0; i < 4; ++i) {                                                 \
    ra[i] = tap_major ? gather8_tap_major((s) * BK + i * 8) : gather8((s) * BK + i * 8);    \
  }                                                                                          \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                           \
    uint n = n0 + (tid + i * THREADS) / 4, k = (s) * BK + b_k;                              \
    rb[i] = uvec4(0);                                                                        \
    if (n < pc.group_out && k < pc.depth) {                                                  \
      uint64_t at = pc.w_ptr + (uint64_t(n) * pc.depth + k) * 2;                             \
      if (w_vec) {                                                                           \
        rb[i] = Vec8F16(at).v;                                                               \
      } else if (tap_major) {                                                                \
        uint t = k / pc.in_channels, c = k - t * pc.in_channels;                             \
        uint64_t row = pc.w_ptr + (uint64_t(n) * pc.depth + uint64_t(c) * pc.taps + t) * 2;  \
        float16_t w[8];                                                                      \
        [[unroll]] for (uint j = 0; j < 8; ++j) w[j] = BufF16(row + uint64_t(j) * pc.taps * 2).v[0]; \
        rb[i] = pack8(w);                                                                    \
      } else {                                                                               \
        float16_t w[8];                                                                      \
        [[unroll]] for (uint j = 0; j < 8; ++j) {                                           \
          w[j] = k + j < pc.depth ? BufF16(at + j * 2).v[0] : float16_t(0.0);               \
        }                                                                                    \
        rb[i] = pack8(w);                                                                    \
      }                                                                                      \
    }                                                                                        \
  }
#define STORE_SLICE(buf)                                                                     \
  [[unroll]] for (uint i = 0; i < 4; ++i) smem[A_OFF + (buf) * A_SIZE + tid * ROW + i] = ra[i]; \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                           \
    smem[B_OFF + (buf) * B_SIZE + ((tid + i * THREADS) / 4) * ROW + b_k / 8] = rb[i];        \
  }

  LOAD_SLICE(0u)
  STORE_SLICE(0u)
  barrier();

  ACC acc[4][FN];
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    [[unroll]] for (uint j = 0; j < FN; ++j) acc[i][j] = ACC(0.0);
  }
  uint warp_m = (sg % 2) * 64, warp_n = (sg / 2) * (BN / 2);

  uint slices = (pc.depth + BK - 1) / BK;
  for (uint s = 0; s < slices; ++s) {
    uint cur = s & 1u;
    bool more = s + 1 < slices;
    if (more) {
      LOAD_SLICE(s + 1)
    }
    [[unroll]] for (uint kk = 0; kk < BK; kk += 16) {
      HALF fa[4];
      HALF fb[FN];
      [[unroll]] for (uint i = 0; i < 4; ++i) {
        coopMatLoadNV(fa[i], smem, A_OFF + cur * A_SIZE + (warp_m + i * 16) * ROW + kk / 8, ROW, false);
      }
      [[unroll]] for (uint j = 0; j < FN; ++j) {
        coopMatLoadNV(fb[j], smem, B_OFF + cur * B_SIZE + (warp_n + j * 16) * ROW + kk / 8, ROW, true);
      }
      [[unroll]] for (uint i = 0; i < 4; ++i) {
        [[unroll]] for (uint j = 0; j < FN; ++j) acc[i][j] = coopMatMulAddNV(fa[i], fb[j], acc[i][j]);
      }
    }
    // Buffer cur ^ 1 was last read in slice s - 1, which every invocation finished before the
    // previous barrier.
    if (more) {
      STORE_SLICE(cur ^ 1u)
      barrier();
    }
  }

  // The result tile, feature-major (column-major fragments), over the slice buffers: wait
  // until every subgroup has done its last multiplications.
  barrier();
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    [[unroll]] for (uint j = 0; j < FN; ++j) {
      HALF result = HALF(acc[i][j]);
      coopMatStoreNV(result, smem, (warp_n + j * 16) * C_ROW + (warp_m + i * 16) / 8, C_ROW, true);
    }
  }
  barrier();

  // Vector v = tid + i * THREADS of the tile: feature n0 + v / (BM / 8), positions (v % (BM / 8)) * 8 ..
  bool out_vec = pc.positions % 8 == 0 && pc.out_ptr % 16 == 0;
  [[unroll]] for (uint i = 0; i < BN * (BM / 8) / THREADS; ++i) {
    uint v = tid + i * THREADS;
    uint n = n0 + v / (BM / 8), pl = (v % (BM / 8)) * 8, p = p0 + pl;
    if (n >= pc.group_out || p >= pc.positions) continue;
    uvec4 r = smem[(v / (BM / 8)) * C_ROW + pl / 8];
    uint64_t at = pc.out_ptr + ((uint64_t(b) * pc.out_features + n) * pc.positions + p) * 2;
    if (out_vec) {
      Vec8F16(at).v = r;
    } else {
      f16vec2 h[4] = {unpackFloat2x16(r.x), unpackFloat2x16(r.y), unpackFloat2x16(r.z), unpackFloat2x16(r.w)};
      [[unroll]] for (uint j = 0; j < 8; ++j) {
        if (p + j < pc.positions) BufF16(at + j * 2).v[0] = h[j / 2][j % 2];
      }
    }
  }
}
