#version 460
// A convolution's patches ("im2col"): out[row, col] with row = (n, o1, o2, o3), an output
// position, and col = (c, k1, k2, k3), a channel's tap, reads x[n, c, i1, i2, i3] at
// i = o * stride - pad_low + k * dilation, zero where that falls in the padding. Spatial ranks
// 1-3 (the missing axes have extent 1). One variant per element size (IN_DT = U8/U16/U32/U64):
// the values move as raw bits.
// A workgroup writes eight rows, 32 invocations a row; an invocation takes 8 columns 32 apart
// and issues their 8 loads before its stores, so consecutive invocations store consecutive
// elements and enough bytes are in flight (one load at a time ran at 0.8-1 TB/s on an H200;
// runs of 8 adjacent columns per invocation scattered the stores and were slower still). The
// position is split once per row, and the taps are specialization constants, so a column's split
// is multiplies and shifts. (The strided copy of a 6-d view it replaces split every element's
// index by six run-time extents: 165 GB/s on an H100.)
#include "common.glsl"

layout(local_size_x = 32, local_size_y = 8) in;
layout(constant_id = 0) const uint K1 = 1;
layout(constant_id = 1) const uint K2 = 1;
layout(constant_id = 2) const uint K3 = 1;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t in_ptr;
  uint rows, depth;  // N * positions, C * taps
  uint channels;
  int s1, s2, s3;    // input extents
  uint o1, o2, o3;   // output extents
  int stride1, stride2, stride3;
  int pad1, pad2, pad3;
  int dil1, dil2, dil3;
} pc;

#define ITEM uint64_t(ITEMSIZE(IN_DT))

void main() {
  uint row = flat_group() * 8u + gl_LocalInvocationID.y;
  if (row >= pc.rows) return;
  uint rest = row;
  int p3 = int(rest % pc.o3);
  rest /= pc.o3;
  int p2 = int(rest % pc.o2);
  rest /= pc.o2;
  int p1 = int(rest % pc.o1);
  uint n = rest / pc.o1;
  int first1 = p1 * pc.stride1 - pc.pad1, first2 = p2 * pc.stride2 - pc.pad2, first3 = p3 * pc.stride3 - pc.pad3;
  uint plane = uint(pc.s1) * uint(pc.s2) * uint(pc.s3);  // an image has < 2^31 elements (the host checks)
  uint64_t image = pc.in_ptr + uint64_t(n) * uint64_t(pc.channels) * uint64_t(plane) * ITEM;
  uint64_t out_row = pc.out_ptr + uint64_t(row) * uint64_t(pc.depth) * ITEM;
  const uint taps = K1 * K2 * K3;
  for (uint first = gl_LocalInvocationID.x; first < pc.depth; first += 256u) {
    CTYPE(IN_DT) v[8];
    [[unroll]] for (uint e = 0; e < 8u; ++e) {
      uint col = first + e * 32u, c = col / taps, t = col % taps;
      int i1 = first1 + int(t / (K2 * K3)) * pc.dil1;
      int i2 = first2 + int((t / K3) % K2) * pc.dil2;
      int i3 = first3 + int(t % K3) * pc.dil3;
      v[e] = CTYPE(IN_DT)(0);
      if (col < pc.depth && i1 >= 0 && i1 < pc.s1 && i2 >= 0 && i2 < pc.s2 && i3 >= 0 && i3 < pc.s3) {
        uint at = c * plane + (uint(i1) * uint(pc.s2) + uint(i2)) * uint(pc.s3) + uint(i3);
        v[e] = LOAD(IN_DT, image + uint64_t(at) * ITEM);
      }
    }
    [[unroll]] for (uint e = 0; e < 8u; ++e) {
      uint col = first + e * 32u;
      if (col < pc.depth) STORE(IN_DT, out_row + uint64_t(col) * ITEM, v[e]);
    }
  }
}
