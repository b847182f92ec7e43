#version 460
// float32 out[b] = A[b] (M x K) @ B[b] (K x N), register-tiled: a TY x TX workgroup computes a
// BM x BN tile (the tiles and the rule choosing them are matmul_choice.h's kTiledTiles), each
// thread a (BM / TY) x (BN / TX) block: rows g * 4TY + ty * 4 + {0..3} for each group g of 4TY
// rows, the same for columns with tx, so shared-memory reads are 16-byte vectors without bank
// conflicts.
// K advances in slices of 8 through two shared-memory buffers: the next slice's global loads
// are in registers while the current one is multiplied, and one barrier per slice suffices.
// TRANSPOSED_B: B is the transpose of a row-major N x K matrix (x @ W.T), read along K as A is
// and stored transposed into shared memory the same way: no transposing copy.
// CONV_B (with TRANSPOSED_B): an implicit convolution, as in matmul_coopmat.comp (conv_rows.glsl):
// B's rows are output positions, each slice of 8 one tap's channels (C a multiple of 8).
// EPILOGUE: as in matmul_coopmat.comp, a generated fused group's work replaces the store.
// The host sends only what fits (matmul_choice.h): unit strides along the rows read, K, N and
// the other strides multiples of 4, 16-byte aligned pointers; other shapes use matmul.comp.
#include "common.glsl"
#ifdef CONV_B
#include "conv_rows.glsl"
#endif

#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#define BK 8
#ifndef TX
#define TX 16  // threads along a tile's columns
#endif
#ifndef TY
#define TY 16  // ... and its rows
#endif
#define THREADS (TX * TY)
#define RM (BM / (4 * TY))  // row groups of the tile
#define RN (BN / (4 * TX))
#if RM * 4 * TY != BM || RN * 4 * TX != BN || RM < 1 || RN < 1
#error "matmul_tiled.comp: a tile is whole groups of 4 rows and columns a thread"
#endif
#define KV (BK / 4)  // vectors along K in a row of a slice
// Vectors of a slice each thread loads (where a side has fewer, only some threads load one).
#define A_LOADS ((BM * KV + THREADS - 1) / THREADS)
#define B_LOADS ((BN * KV + THREADS - 1) / THREADS)

layout(local_size_x = TX, local_size_y = TY) in;

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

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Vec4F32 { vec4 v; };

shared vec4 As[2][BK][BM / 4];  // A transposed: As[k][m]
shared vec4 Bs[2][BK][BN / 4];

// Puts this thread's B vector into shared buffer `buf`: four columns of row b_k, or with
// TRANSPOSED_B four rows of column b_n.
void store_b(uint buf, vec4 v, uint b_k, uint b_n) {
#ifdef TRANSPOSED_B
  [[unroll]] for (uint i = 0; i < 4; ++i) Bs[buf][b_k + i][b_n / 4][b_n % 4] = v[i];
#else
  Bs[buf][b_k][b_n / 4] = v;
#endif
}

void main() {
  uint tx = gl_LocalInvocationID.x, ty = gl_LocalInvocationID.y;
  uint tid = ty * TX + tx;
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

  // This thread's share of each slice: vectors v = tid + i * THREADS of A (row a_m, columns a_k ..
  // a_k + 3) and of B (row b_k, columns b_n ..; with TRANSPOSED_B row b_n of W, entries b_k ..).
  uint a_m[A_LOADS], a_k[A_LOADS], b_k[B_LOADS], b_n[B_LOADS];
  bool a_loads[A_LOADS], a_in[A_LOADS], b_loads[B_LOADS], b_in[B_LOADS];
  uint64_t a_addr[A_LOADS], b_addr[B_LOADS];
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {
    const uint v = tid + i * THREADS;
    a_m[i] = v / KV;
    a_k[i] = (v % KV) * 4;
    a_loads[i] = v < BM * KV;
    a_in[i] = a_loads[i] && m0 + a_m[i] < pc.M;
    a_addr[i] = pc.a_ptr + uint64_t((a_base + int64_t(m0 + a_m[i]) * pc.a_row + int64_t(a_k[i])) * 4);
  }
#ifdef CONV_B
  ConvRows conv = conv_rows(meta, 0u);  // the table holds only the geometry (no batch axes)
  ivec3 b_origin[B_LOADS];  // each patch row's first tap's position in its image
  ConvSlice b_slice = conv_first_slice();  // the next slice LOAD_B reads
#endif
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {
    const uint v = tid + i * THREADS;
#ifdef TRANSPOSED_B
    b_n[i] = v / KV;
    b_k[i] = (v % KV) * 4;
    b_loads[i] = v < BN * KV;
    b_in[i] = b_loads[i] && n0 + b_n[i] < pc.N;
#ifdef CONV_B
    uint image;  // patch row n0 + b_n: its image's channels-last input
    b_origin[i] = conv_origin(conv, n0 + b_n[i], image);
    b_addr[i] = pc.b_ptr + (uint64_t(image) * conv.image_size + b_k[i]) * 4;
#else
    b_addr[i] = pc.b_ptr + uint64_t((b_base + int64_t(n0 + b_n[i]) * pc.b_col + int64_t(b_k[i])) * 4);
#endif
#else
    b_k[i] = v / (BN / 4);
    b_n[i] = (v % (BN / 4)) * 4;
    b_loads[i] = v < BN * KV;
    b_in[i] = b_loads[i] && n0 + b_n[i] < pc.N;
    b_addr[i] = pc.b_ptr + uint64_t((b_base + int64_t(b_k[i]) * pc.b_row + int64_t(n0 + b_n[i])) * 4);
#endif
  }
#ifdef TRANSPOSED_B
  const uint64_t b_step = uint64_t(BK * 4);
#else
  const uint64_t b_step = uint64_t(pc.b_row * BK * 4);
#endif

  vec4 a_reg[A_LOADS], b_reg[B_LOADS];
  // Slice s of A and B into the registers (zeros outside the matrices).
#define LOAD_A(s)                                                                                 \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                                \
    a_reg[i] = vec4(0);                                                                           \
    if (a_in[i] && (s) * BK + a_k[i] < pc.K) a_reg[i] = Vec4F32(a_addr[i] + uint64_t((s) * BK) * 4).v; \
  }
#ifdef CONV_B
  // A convolution's slices are read in order: a tap's channels, zeros in the padding.
#define LOAD_B(s)                                                                                  \
  {                                                                                                \
    [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                               \
      uint at;                                                                                     \
      b_reg[i] = vec4(0);                                                                          \
      if (b_in[i] && conv_element(conv, b_origin[i] + b_slice.shift, b_slice.channel, at)) {       \
        b_reg[i] = Vec4F32(b_addr[i] + uint64_t(at) * 4).v;                                        \
      }                                                                                            \
    }                                                                                              \
    conv_next_slice(conv, b_slice, BK);                                                            \
  }
#else
#define LOAD_B(s)                                                                                 \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                                \
    b_reg[i] = vec4(0);                                                                           \
    if (b_in[i] && (s) * BK + b_k[i] < pc.K) b_reg[i] = Vec4F32(b_addr[i] + uint64_t(s) * b_step).v; \
  }
#endif
  // The registers into shared buffer `buf`.
#define STORE_SLICE(buf)                                                                          \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                                \
    if (a_loads[i]) {                                                                             \
      [[unroll]] for (uint e = 0; e < 4; ++e) As[buf][a_k[i] + e][a_m[i] / 4][a_m[i] % 4] = a_reg[i][e]; \
    }                                                                                             \
  }                                                                                               \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                                \
    if (b_loads[i]) store_b(buf, b_reg[i], b_k[i], b_n[i]);                                       \
  }

  LOAD_A(0u)
  LOAD_B(0u)
  STORE_SLICE(0u)
  barrier();

  vec4 acc[4 * RM][RN];  // [g * 4 + i][h]: row g * 4TY + ty * 4 + i, columns h * 4TX + tx * 4 ..
  [[unroll]] for (uint i = 0; i < 4 * RM; ++i) {
    [[unroll]] for (uint h = 0; h < RN; ++h) acc[i][h] = vec4(0);
  }

  uint slices = (pc.K + BK - 1) / BK;
  // One slice: the next slice's loads, this one's products from buffer `cur`, the next one's
  // stores into the other buffer and a barrier.
#define SLICE_STEP(s, cur)                                                                        \
  {                                                                                               \
    LOAD_A((s) + 1)                                                                               \
    LOAD_B((s) + 1)                                                                               \
    [[unroll]] for (uint k = 0; k < BK; ++k) {                                                    \
      vec4 a[RM], b[RN];                                                                          \
      [[unroll]] for (uint g = 0; g < RM; ++g) a[g] = As[cur][k][g * TY + ty];                   \
      [[unroll]] for (uint h = 0; h < RN; ++h) b[h] = Bs[cur][k][h * TX + tx];                   \
      [[unroll]] for (uint g = 0; g < RM; ++g) {                                                  \
        [[unroll]] for (uint i = 0; i < 4; ++i) {                                                 \
          [[unroll]] for (uint h = 0; h < RN; ++h) acc[g * 4 + i][h] += a[g][i] * b[h];          \
        }                                                                                         \
      }                                                                                           \
    }                                                                                             \
    STORE_SLICE((cur) ^ 1u)                                                                       \
    barrier();                                                                                    \
  }
  // The next slice's loads, stores and barrier run after the last slice too (zeros past K, into
  // the buffer no product reads again): with no branch in the loop's body the compiler schedules
  // it as one piece. On an H200 float32 4096^2 took 3.94 ms with the branches, 3.58-3.60 without
  // (docs/benchmarks.md, session 23). Two slices an iteration, so that each one's buffer is a
  // constant (3% faster, session 24); an odd count's last pair multiplies a slice of zeros.
  for (uint s = 0; s < slices; s += 2) {
    SLICE_STEP(s, 0u)
    SLICE_STEP(s + 1, 1u)
  }

  uint64_t out_base = uint64_t(batch) * pc.M * pc.N;
#ifdef EPILOGUE
  // One call site in a rolled loop (an epilogue's ops hold loops, which keep a loop around them
  // rolled; 16 inlined copies took lavapipe seconds to compile), over a copy of acc made in an
  // unrolled loop, so that acc itself is never indexed at run time and stays in registers.
  EpilogueArgs epilogue_args = epilogue_begin(pc.out_ptr, batch);
  vec4 runs[4 * RM * RN];
  [[unroll]] for (uint r = 0; r < 4 * RM * RN; ++r) runs[r] = acc[r / RN][r % RN];
  for (uint r = 0; r < 4 * RM * RN; ++r) {
    uint i = r / RN, gm = m0 + (i / 4) * 4 * TY + ty * 4 + i % 4, gn = n0 + (r % RN) * 4 * TX + tx * 4;
    if (gm < pc.M && gn < pc.N) epilogue(epilogue_args, out_base + uint64_t(gm) * pc.N + gn, gm, gn, runs[r]);
  }
#else
  [[unroll]] for (uint i = 0; i < 4 * RM; ++i) {
    uint gm = m0 + (i / 4) * 4 * TY + ty * 4 + i % 4;
    if (gm >= pc.M) continue;
    [[unroll]] for (uint h = 0; h < RN; ++h) {
      uint gn = n0 + h * 4 * TX + tx * 4;
#ifdef CONV_B
      uint64_t at = conv_output_index(conv, gm, gn, pc.M);  // P % 4 == 0: a run stays in its image
#else
      uint64_t at = out_base + uint64_t(gm) * pc.N + gn;
#endif
      if (gn < pc.N) Vec4F32(pc.out_ptr + at * 4).v = acc[i][h];
    }
  }
#endif
}
