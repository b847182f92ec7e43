#version 460
// Convolution as an implicit GEMM: for output batch b and group g, out[b, g*Og + m, p] =
// sum over k of W[g*Og + m, k] * X(k, p), k = (input channel, kernel tap). A 16x16 workgroup
// computes a 64 (features) x 64 (positions) tile, each thread 4 x 4; K advances in slices of 16
// through shared memory, the input slice gathered straight from the input by the index math
// (padding, input dilation and cropping give zeros): no im2col buffer. Accumulates in the
// compute type (float32 for 16-bit floats, wrapping 32/64-bit integers).
// meta (int64, per spatial axis): input extent, output extent, kernel extent, stride, padding
// before, input dilation, kernel dilation (7 x nspatial values). The host sends only geometry
// whose index math fits 32-bit ints (window_kernel_fits), and NS (the spatial rank) as a
// specialization constant, so the per-axis loops unroll and their values stay in registers.
#include "common.glsl"

#define BM 64
#define BN 64
#define BK 16
#define C CTYPE(IN_DT)
#define ITEM uint64_t(ITEMSIZE(IN_DT))

layout(local_size_x = 16, local_size_y = 16) in;
layout(constant_id = 0) const int NS = 1;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t in_ptr;
  uint64_t w_ptr;
  uint64_t meta;
  uint positions;     // P: output positions per feature
  uint group_out;     // Og
  uint depth;         // K = group_in * taps
  uint taps;          // kernel taps per input channel
  uint spatial;       // input elements per channel
  uint in_channels;   // C
  uint out_features;  // O
  uint batch_out;     // output batches
  uint groups;
  uint batch_grouped; // 1: groups split the batch (batch_group_size), 0: the features
  uint nspatial;
  uint x_base, z_base;  // first workgroup of this dispatch along x and z
} pc;

shared C Ws[BK][BM];  // Ws[k][m]
shared C Xs[BK][BN];  // Xs[k][n]

int64_t meta_at(uint field, int a) { return Meta(pc.meta).v[field * pc.nspatial + uint(a)]; }

void main() {
  uint tx = gl_LocalInvocationID.x, ty = gl_LocalInvocationID.y, tid = ty * 16 + tx;
  uint p0 = (pc.x_base + gl_WorkGroupID.x) * BN, m0 = gl_WorkGroupID.y * BM;
  uint bg = pc.z_base + gl_WorkGroupID.z;
  uint b = bg / pc.groups, g = bg % pc.groups;
  uint in_batch = pc.batch_grouped != 0 ? g * pc.batch_out + b : b;
  uint in_channel = pc.batch_grouped != 0 ? 0 : g * (pc.depth / pc.taps);
  uint64_t x_base = pc.in_ptr + (uint64_t(in_batch) * pc.in_channels + in_channel) * pc.spatial * ITEM;
  uint64_t w_base = pc.w_ptr + uint64_t(g * pc.group_out) * pc.depth * ITEM;

  // This thread loads input column xn (positions p0 + xn) at slice rows xk..xk+3: its output
  // position's first tap coordinate per axis is fixed for the whole K loop.
  uint xn = tid % BN, xk = (tid / BN) * 4;
  uint xp = p0 + xn;
  bool x_live = xp < pc.positions;
  int in_ext[NS], k_ext[NS], k_dil[NS], in_dil[NS], origin[NS];
  uint rest = xp;
  [[unroll]] for (int a = NS - 1; a >= 0; --a) {
    in_ext[a] = int(meta_at(0, a));
    k_ext[a] = int(meta_at(2, a));
    in_dil[a] = int(meta_at(5, a));
    k_dil[a] = int(meta_at(6, a));
    uint out_ext = uint(meta_at(1, a));
    uint o = rest % out_ext;
    rest /= out_ext;
    origin[a] = int(o) * int(meta_at(3, a)) - int(meta_at(4, a));
  }
  // And kernel row wm (feature m0 + wm), slice columns wk..wk+3.
  uint wm = tid / 4, wk = (tid % 4) * 4;
  bool w_live = m0 + wm < pc.group_out;

  C acc[4][4];
  [[unroll]] for (uint i = 0; i < 4; ++i) [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] = C(0);

  for (uint k0 = 0; k0 < pc.depth; k0 += BK) {
    [[unroll]] for (uint i = 0; i < 4; ++i) {
      uint k = k0 + wk + i;
      Ws[wk + i][wm] = (w_live && k < pc.depth) ? LOAD(IN_DT, w_base + (uint64_t(m0 + wm) * pc.depth + k) * ITEM) : C(0);
    }
    [[unroll]] for (uint i = 0; i < 4; ++i) {
      uint k = k0 + xk + i;
      C v = C(0);
      if (x_live && k < pc.depth) {
        uint c = k / pc.taps;
        uint t = k - c * pc.taps;
        uint pos = 0, scale = 1;
        bool inside = true;
        [[unroll]] for (int a = NS - 1; a >= 0; --a) {
          uint kt = t % uint(k_ext[a]);
          t /= uint(k_ext[a]);
          int q = origin[a] + int(kt) * k_dil[a];
          inside = inside && q >= 0;
          if (in_dil[a] != 1) {
            inside = inside && q % in_dil[a] == 0;
            q /= in_dil[a];
          }
          inside = inside && q < in_ext[a];
          pos += uint(q) * scale;
          scale *= uint(in_ext[a]);
        }
        if (inside) v = LOAD(IN_DT, x_base + (uint64_t(c) * pc.spatial + uint64_t(pos)) * ITEM);
      }
      Xs[xk + i][xn] = v;
    }
    barrier();
    [[unroll]] for (uint k = 0; k < BK; ++k) {
      C wv[4], xv[4];
      [[unroll]] for (uint i = 0; i < 4; ++i) wv[i] = Ws[k][ty * 4 + i];
      [[unroll]] for (uint j = 0; j < 4; ++j) xv[j] = Xs[k][tx * 4 + j];
      [[unroll]] for (uint i = 0; i < 4; ++i) [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] += wv[i] * xv[j];
    }
    barrier();
  }

  [[unroll]] for (uint i = 0; i < 4; ++i) {
    uint m = m0 + ty * 4 + i;
    if (m >= pc.group_out) continue;
    uint64_t row = (uint64_t(b) * pc.out_features + g * pc.group_out + m) * pc.positions;
    [[unroll]] for (uint j = 0; j < 4; ++j) {
      uint p = p0 + tx * 4 + j;
      if (p < pc.positions) STORE(IN_DT, pc.out_ptr + (row + p) * ITEM, acc[i][j]);
    }
  }
}
