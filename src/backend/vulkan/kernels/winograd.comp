#version 460
// The three passes of a float32 3x3 convolution through Winograd's F(2x2, 3x3) (Lavin and Gray,
// "Fast Algorithms for Convolutional Neural Networks"; winograd_conv_ops.cpp runs them around a
// batch of 16 products). Each 2x2 block of outputs (a tile) comes from a 4x4 window of input:
// Y = A^T [(G g G^T) o (B^T d B)] A, 16 multiplies a channel where the direct form takes 36, so
// the products do 2.25x less work. The transforms' constants are 0, +-1 and 1/2: exact in binary.
//   FILTER: U[e][o][c] = (G g[o][c] G^T)[e], one invocation per (o, c).
//   INPUT:  V[e][c][t] = (B^T d B)[e] for tile t = (n, ty, tx) of channel c, d the 4x4 window at
//           (2 ty - pad_top, 2 tx - pad_left), zeros outside the image and for the columns past
//           the last tile (the products read columns in runs of 4).
//   OUTPUT: out[n][o][2 ty + i][2 tx + j] = (A^T M[.][o][t] A)[i][j] where inside the output.
// e = 4 row + column indexes the 16 transformed values; invocations run along c (FILTER) or t
// (INPUT, OUTPUT), so each pass reads and writes its 16 planes in coalesced runs.
#include "common.glsl"

layout(local_size_x = 256) in;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t in_ptr;
  uint channels, features;  // C, O
  uint height, width;       // the input's extents
  uint out_height, out_width;
  uint tiles_y, tiles_x;    // tiles per image: ceil(out extent / 2)
  uint tiles;               // N * tiles_y * tiles_x
  uint columns;             // the products' N: tiles rounded up to a multiple of 4
  int pad_top, pad_left;
} pc;

#define AT(p, i) BufF32((p) + uint64_t(i) * uint64_t(4)).v[0]

void main() {
  uint idx = flat_group() * 256u + gl_LocalInvocationID.x;
#if defined(FILTER)
  uint plane = pc.features * pc.channels;
  if (idx >= plane) return;
  float g[3][3];
  [[unroll]] for (uint i = 0; i < 9u; ++i) g[i / 3u][i % 3u] = AT(pc.in_ptr, idx * 9u + i);
  float t[4][3];  // G g
  [[unroll]] for (uint j = 0; j < 3u; ++j) {
    t[0][j] = g[0][j];
    t[1][j] = 0.5 * (g[0][j] + g[1][j] + g[2][j]);
    t[2][j] = 0.5 * (g[0][j] - g[1][j] + g[2][j]);
    t[3][j] = g[2][j];
  }
  [[unroll]] for (uint i = 0; i < 4u; ++i) {  // (G g) G^T
    float u[4] = {t[i][0], 0.5 * (t[i][0] + t[i][1] + t[i][2]), 0.5 * (t[i][0] - t[i][1] + t[i][2]), t[i][2]};
    [[unroll]] for (uint j = 0; j < 4u; ++j) AT(pc.out_ptr, (i * 4u + j) * plane + idx) = u[j];
  }
#elif defined(INPUT)
  if (idx >= pc.channels * pc.columns) return;
  uint c = idx / pc.columns, t = idx % pc.columns;
  float d[4][4];
  uint per_image = pc.tiles_y * pc.tiles_x;
  uint n = t / per_image, ty = (t % per_image) / pc.tiles_x, tx = t % pc.tiles_x;
  int y0 = int(2u * ty) - pc.pad_top, x0 = int(2u * tx) - pc.pad_left;
  uint64_t image = pc.in_ptr + (uint64_t(n) * uint64_t(pc.channels) + uint64_t(c)) * uint64_t(pc.height * pc.width) * uint64_t(4);
  [[unroll]] for (uint i = 0; i < 4u; ++i) {
    int y = y0 + int(i);
    bool row_in = t < pc.tiles && y >= 0 && y < int(pc.height);
    [[unroll]] for (uint j = 0; j < 4u; ++j) {
      int x = x0 + int(j);
      d[i][j] = row_in && x >= 0 && x < int(pc.width) ? AT(image, uint(y) * pc.width + uint(x)) : 0.0;
    }
  }
  float r[4][4];  // B^T d
  [[unroll]] for (uint j = 0; j < 4u; ++j) {
    r[0][j] = d[0][j] - d[2][j];
    r[1][j] = d[1][j] + d[2][j];
    r[2][j] = d[2][j] - d[1][j];
    r[3][j] = d[1][j] - d[3][j];
  }
  uint plane = pc.channels * pc.columns;
  [[unroll]] for (uint i = 0; i < 4u; ++i) {  // (B^T d) B
    float v[4] = {r[i][0] - r[i][2], r[i][1] + r[i][2], r[i][2] - r[i][1], r[i][1] - r[i][3]};
    [[unroll]] for (uint j = 0; j < 4u; ++j) AT(pc.out_ptr, (i * 4u + j) * plane + idx) = v[j];
  }
#elif defined(OUTPUT)
  if (idx >= pc.features * pc.tiles) return;
  uint o = idx / pc.tiles, t = idx % pc.tiles;
  uint plane = pc.features * pc.columns, at = o * pc.columns + t;
  float m[4][4];
  [[unroll]] for (uint e = 0; e < 16u; ++e) m[e / 4u][e % 4u] = AT(pc.in_ptr, e * plane + at);
  float s[2][4];  // A^T m
  [[unroll]] for (uint j = 0; j < 4u; ++j) {
    s[0][j] = m[0][j] + m[1][j] + m[2][j];
    s[1][j] = m[1][j] - m[2][j] - m[3][j];
  }
  uint per_image = pc.tiles_y * pc.tiles_x;
  uint n = t / per_image, ty = (t % per_image) / pc.tiles_x, tx = t % pc.tiles_x;
  uint64_t image = pc.out_ptr + (uint64_t(n) * uint64_t(pc.features) + uint64_t(o)) * uint64_t(pc.out_height * pc.out_width) * uint64_t(4);
  [[unroll]] for (uint i = 0; i < 2u; ++i) {  // (A^T m) A
    uint y = 2u * ty + i;
    if (y >= pc.out_height) continue;
    float row[2] = {s[i][0] + s[i][1] + s[i][2], s[i][1] - s[i][2] - s[i][3]};
    [[unroll]] for (uint j = 0; j < 2u; ++j) {
      uint x = 2u * tx + j;
      if (x < pc.out_width) AT(image, y * pc.out_width + x) = row[j];
    }
  }
#else
#error "winograd.comp: define FILTER, INPUT or OUTPUT"
#endif
}
