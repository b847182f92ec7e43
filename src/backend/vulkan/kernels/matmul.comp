#version 460
// out[b] = A[b] (M x K) @ B[b] (K x N) for one dtype (IN_DT), accumulating in its compute type.
// Classic shared-memory tiling: a 16x16 workgroup computes a 64x64 tile of the output, each
// thread a 4x4 block (rows ty + 16i, columns tx + 16j), stepping over K in slices of 16.
// A and B are arbitrary strided views; the output is contiguous.
#include "common.glsl"

#define T IN_DT
#define C CTYPE(T)
#define TILE 64
#define BK 16

layout(local_size_x = 16, local_size_y = 16) in;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t a_ptr;
  uint64_t b_ptr;
  uint64_t meta;  // int64: batch shape, A batch strides, B batch strides
  int64_t a_row, a_col;  // A strides along M and K
  int64_t b_row, b_col;  // B strides along K and N
  uint M, N, K;
  uint batch_rank;
  uint batch_base;  // batch index of this dispatch's z = 0
} pc;

shared C As[BK][TILE + 1];
shared C Bs[BK][TILE + 1];

void main() {
  uint tx = gl_LocalInvocationID.x, ty = gl_LocalInvocationID.y;
  uint tid = ty * 16 + tx;
  uint m0 = gl_WorkGroupID.y * TILE, n0 = gl_WorkGroupID.x * TILE;
  uint batch = pc.batch_base + gl_WorkGroupID.z;

  // Batch offsets of A and B.
  int64_t a_base = 0, b_base = 0;
  Meta m = Meta(pc.meta);
  uint r = pc.batch_rank;
  uint64_t rest = batch;
  for (uint d = r; d-- > 0;) {
    uint64_t extent = uint64_t(m.v[d]);
    int64_t c = int64_t(rest % extent);
    rest /= extent;
    a_base += c * m.v[r + d];
    b_base += c * m.v[2 * r + d];
  }

  C acc[4][4];
  [[unroll]] for (uint i = 0; i < 4; ++i)
    [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] = C(0);

  for (uint k0 = 0; k0 < pc.K; k0 += BK) {
    [[unroll]] for (uint l = 0; l < 4; ++l) {
      uint e = tid + l * 256;
      uint row = e / BK, kk = e % BK;  // A tile element
      uint gm = m0 + row, gk = k0 + kk;
      C v = C(0);
      if (gm < pc.M && gk < pc.K)
        v = LOAD(T, pc.a_ptr + uint64_t((a_base + int64_t(gm) * pc.a_row + int64_t(gk) * pc.a_col) * ITEMSIZE(T)));
      As[kk][row] = v;
      uint bk = e / TILE, col = e % TILE;  // B tile element
      uint gk2 = k0 + bk, gn = n0 + col;
      C w = C(0);
      if (gk2 < pc.K && gn < pc.N)
        w = LOAD(T, pc.b_ptr + uint64_t((b_base + int64_t(gk2) * pc.b_row + int64_t(gn) * pc.b_col) * ITEMSIZE(T)));
      Bs[bk][col] = w;
    }
    barrier();
    [[unroll]] for (uint kk = 0; kk < BK; ++kk) {
      C av[4], bv[4];
      [[unroll]] for (uint i = 0; i < 4; ++i) av[i] = As[kk][ty + 16 * i];
      [[unroll]] for (uint j = 0; j < 4; ++j) bv[j] = Bs[kk][tx + 16 * j];
      [[unroll]] for (uint i = 0; i < 4; ++i)
        [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] += av[i] * bv[j];
    }
    barrier();
  }

  uint64_t out_base = uint64_t(batch) * pc.M * pc.N;
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    uint gm = m0 + ty + 16 * i;
    if (gm >= pc.M) continue;
    [[unroll]] for (uint j = 0; j < 4; ++j) {
      uint gn = n0 + tx + 16 * j;
      if (gn < pc.N) STORE(T, pc.out_ptr + (out_base + uint64_t(gm) * pc.N + gn) * ITEMSIZE(T), acc[i][j]);
    }
  }
}
