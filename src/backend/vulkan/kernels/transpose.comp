#version 460
// Copy of a transposed layout to compact memory through a shared-memory tile: the input is
// contiguous along the output's rows (stride 1 over r), the output along its columns, so a
// workgroup reads a TILE x TILE tile along r (coalesced), then writes it along c (coalesced).
// out[b][r][c] = in[b * src_batch + r + c * src_col]. One variant per element size (IN_DT =
// U8/U16/U32/U64). Grid: x = row tiles, y = column tiles, z = batch. TILE is 32, or 64 for 1- and
// 2-byte elements: a 32x32 tile of halves gave a thread 4 loads of 2 bytes, too few bytes in
// flight (a ResNet layer's input went channels-last at 1.5 TB/s on an H200).
#include "common.glsl"

layout(local_size_x = 32, local_size_y = 8) in;

layout(push_constant) uniform Push {
  uint64_t src;        // address of the input's first element
  uint64_t dst;        // address of the output
  int64_t src_batch;   // input stride of b, in elements
  int64_t src_col;     // input stride of c, in elements
  uint64_t rows, cols;
} pc;

#ifndef TILE
#define TILE 32
#endif

shared CTYPE(IN_DT) tile[TILE][TILE + 1];  // [c][r]; the pad column avoids bank conflicts

void main() {
  const uint lx = gl_LocalInvocationID.x, ly = gl_LocalInvocationID.y;
  const uint64_t r0 = uint64_t(gl_WorkGroupID.x) * TILE, c0 = uint64_t(gl_WorkGroupID.y) * TILE;
  const uint64_t b = gl_WorkGroupID.z;
  const int64_t base = int64_t(b) * pc.src_batch;
  // Every load first, then every store: TILE * TILE / 256 elements in flight per invocation.
  [[unroll]] for (uint j = 0; j < TILE; j += 8u) {
    [[unroll]] for (uint i = 0; i < TILE; i += 32u) {
      uint64_t r = r0 + lx + i, c = c0 + ly + j;
      if (r < pc.rows && c < pc.cols) {
        int64_t e = base + int64_t(r) + int64_t(c) * pc.src_col;
        tile[ly + j][lx + i] = LOAD(IN_DT, pc.src + uint64_t(e * ITEMSIZE(IN_DT)));
      }
    }
  }
  barrier();
  [[unroll]] for (uint j = 0; j < TILE; j += 8u) {
    [[unroll]] for (uint i = 0; i < TILE; i += 32u) {
      uint64_t r = r0 + ly + j, c = c0 + lx + i;
      if (r < pc.rows && c < pc.cols) {
        uint64_t e = (b * pc.rows + r) * pc.cols + c;
        STORE(IN_DT, pc.dst + e * ITEMSIZE(IN_DT), tile[lx + i][ly + j]);
      }
    }
  }
}
