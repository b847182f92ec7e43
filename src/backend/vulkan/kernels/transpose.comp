#version 460
// Copy of a transposed layout to compact memory through a shared-memory tile: the input is
// contiguous along the output's rows (stride 1 over r), the output along its columns, so a
// workgroup reads a 32x32 tile along r (coalesced), then writes it along c (coalesced).
// out[b][r][c] = in[b * src_batch + r + c * src_col]. One variant per element size (IN_DT =
// U8/U16/U32/U64). Grid: x = row tiles, y = column tiles, z = batch.
#include "common.glsl"

layout(local_size_x = 32, local_size_y = 8) in;

layout(push_constant) uniform Push {
  uint64_t src;        // address of the input's first element
  uint64_t dst;        // address of the output
  int64_t src_batch;   // input stride of b, in elements
  int64_t src_col;     // input stride of c, in elements
  uint64_t rows, cols;
} pc;

shared CTYPE(IN_DT) tile[32][33];  // [c][r]; the pad column avoids bank conflicts

void main() {
  const uint lx = gl_LocalInvocationID.x, ly = gl_LocalInvocationID.y;
  const uint64_t r0 = uint64_t(gl_WorkGroupID.x) * 32u, c0 = uint64_t(gl_WorkGroupID.y) * 32u;
  const uint64_t b = gl_WorkGroupID.z;
  const int64_t base = int64_t(b) * pc.src_batch;
  [[unroll]] for (uint j = 0; j < 32u; j += 8u) {
    uint64_t r = r0 + lx, c = c0 + ly + j;
    if (r < pc.rows && c < pc.cols) {
      int64_t e = base + int64_t(r) + int64_t(c) * pc.src_col;
      tile[ly + j][lx] = LOAD(IN_DT, pc.src + uint64_t(e * ITEMSIZE(IN_DT)));
    }
  }
  barrier();
  [[unroll]] for (uint j = 0; j < 32u; j += 8u) {
    uint64_t r = r0 + ly + j, c = c0 + lx;
    if (r < pc.rows && c < pc.cols) {
      uint64_t e = (b * pc.rows + r) * pc.cols + c;
      STORE(IN_DT, pc.dst + e * ITEMSIZE(IN_DT), tile[lx][ly + j]);
    }
  }
}
