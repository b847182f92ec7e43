#version 460
// Half-precision out[b] = A[b] (M x K) @ B[b] (K x N) on the tensor cores, accumulating in
// float32; with -DIN_I8, 8-bit integers accumulating in int32 (16x16x32 fragments; the result
// wraps to 8 bits, which is the product modulo 256 whatever the signedness, so the one signed
// kernel serves int8 and uint8). Written against GL_NV_cooperative_matrix, the only
// cooperative-matrix extension Debian 12's glslang knows; where the device offers
// VK_KHR_cooperative_matrix the host rewrites the SPIR-V to the KHR extension (spirv_coopmat.h),
// and for bfloat16 (-DOUT_BF16) it also retypes the A and B fragments to bfloat16 (so no fragment
// is converted: the result leaves as float32). Half-precision fragments are 16x16x16, the one
// bfloat16 shape NVIDIA lists. The host picks the kernel and its tile (matmul_choice.h).
//
// Tile (build flags): a workgroup computes BM x BN with WARPS_M x WARPS_N subgroups of 32
// invocations, each owning a (BM / WARPS_M) x (BN / WARPS_N) block of 16x16 accumulators. K
// advances in slices of BK through two shared-memory buffers; each invocation loads its 16-byte
// vectors of the next slice into registers while the current one is multiplied. Shared rows are
// padded by one vector (16 bytes) so fragment loads spread over the banks.
// TRANSPOSED_B: B is read as the transpose of a row-major N x K matrix (x @ W.T with W stored as
// PyTorch's linear layers store it), its slices kept as N x BK rows like A's and loaded as
// column-major fragments: no transposing copy.
// CONV_B (with TRANSPOSED_B): an implicit convolution (conv_gemm_ops.cpp). B's row n is output
// position n % P of image n / P (the images' positions side by side: no partial tile per image)
// and its K runs tap-major over channels-last images [S..., C] (k = tap * C + channel), so each
// slice, C being a multiple of BK, reads one tap: BK channels of input position
// position * stride - pad + tap * dilation, whole 16-byte vectors, zeros in the padding. The
// patches are never stored. A is the kernel [O, taps * C]; result column n goes to [image, O, P],
// the convolution's own layout (P a multiple of 4, so a run of 4 stays in one image).
// The result leaves through shared memory: each subgroup stages 16 rows of its block (or of half
// of it) as float32 (int32), rows padded against bank conflicts, then writes them as runs of 4
// halves (rounded to nearest even) or 4 bytes. Every loop over fragments is unrolled: an accumulator indexed by a run-time value sends
// the whole array to memory (a 3-5x slower kernel, measured).
// PARTIALS: a slice of a product split over K (matmul_ops.cpp): the float32 sums leave as they
// are, batch z's into [z][M][N], for a later pass to add up.
// EPILOGUE (a kernel generated at run time, fused_ops.cpp): a fused group's elementwise work
// on the product replaces the store: the generator puts `epilogue_begin(table, batch)` and
// `epilogue(args, index, row, col, run of 4)` where common.glsl is included; out_ptr is the table.
// The host sends only what fits: unit strides along the rows read (K for A, N or with
// TRANSPOSED_B K for B), K, N, the other strides multiples of a 16-byte vector's elements (8
// halves, 16 bytes), 16-byte aligned pointers; the output is contiguous.
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#ifdef IN_I8
#extension GL_NV_integer_cooperative_matrix : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#endif
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
#ifdef BK_HALVES
#define BK (BK_HALVES * 2)  // int8: the bytes of a slice of BK_HALVES halves
#endif
#ifndef BK
#define BK 32
#endif
#ifndef WARPS_M
#define WARPS_M 2
#endif
#ifndef WARPS_N
#define WARPS_N 2
#endif
#ifdef IN_I8
#define EB 1   // bytes per element
#define FK 32  // K of a fragment
#else
#define EB 2
#define FK 16
#endif
#define VEC (16 / EB)  // elements per 16-byte vector
#define WM (BM / WARPS_M)  // a subgroup's block
#define WN (BN / WARPS_N)
#define FM (WM / 16)  // its fragments: FM x FN accumulators of 16x16
#define FN (WN / 16)
#define WARPS (WARPS_M * WARPS_N)
#define THREADS (WARPS * 32)

// Shared memory in 16-byte vectors.
#define A_PER_ROW (BK / VEC)
#define A_STRIDE (A_PER_ROW + 1)
#define A_SIZE (BM * A_STRIDE)  // a slice: BM rows of BK
#ifdef TRANSPOSED_B
#define B_PER_ROW (BK / VEC)
#define B_STRIDE (B_PER_ROW + 1)
#define B_SIZE (BN * B_STRIDE)  // a slice: BN rows of BK
#else
#define B_PER_ROW (BN / VEC)
#define B_STRIDE (B_PER_ROW + 1)
#define B_SIZE (BK * B_STRIDE)  // a slice: BK rows of BN
#endif
#define B_AT (2 * A_SIZE)  // where B's two buffers start
#define SHARED (2 * A_SIZE + 2 * B_SIZE)
#define A_LOADS (BM * BK / VEC / THREADS)  // vectors per invocation per slice
#define B_LOADS (BK * BN / VEC / THREADS)
// A subgroup stages 16 rows of SW columns at a time (all of WN where shared memory holds it),
// each row padded by a vector: rows a multiple of 128 bytes apart would put the 8 rows one
// fragment store writes at once on the same banks.
#if WARPS * 16 * (WN / 4 + 1) <= SHARED
#define SW WN
#else
#define SW (WN / 2)
#endif
#define STAGE_ROW (SW / 4 + 1)  // in vectors
#define STAGE (16 * STAGE_ROW)
#define STAGE_RUNS (16 * SW / 4)  // runs of 4 accumulators in a staged block

#if A_LOADS * THREADS * VEC != BM * BK || B_LOADS * THREADS * VEC != BK * BN || THREADS % A_PER_ROW != 0 || \
    THREADS % B_PER_ROW != 0 || WARPS * STAGE > SHARED || WN % SW != 0 || WM % 16 != 0 || WN % 16 != 0 || BK % FK != 0
#error "matmul_coopmat.comp: this tile does not divide evenly"
#endif

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

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Vec16Bytes { uvec4 v; };

// The fragment loads read these vectors as halves (bytes), the staging stores write float32
// (int32) accumulators into them.
shared uvec4 smem[SHARED];

#ifdef IN_I8
#define FRAG_A icoopmatNV<8, gl_ScopeSubgroup, 16, 32>
#define FRAG_B icoopmatNV<8, gl_ScopeSubgroup, 32, 16>
#define FRAG_C icoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define ZERO_C FRAG_C(0)
// Four accumulators (bits) as four bytes, wrapped.
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Run4 { uint v; };
uint pack4(uvec4 v) {
  return (v.x & 0xffu) | (v.y & 0xffu) << 8 | (v.z & 0xffu) << 16 | v.w << 24;
}
#else
#define FRAG_A fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define FRAG_B fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define FRAG_C fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define ZERO_C FRAG_C(0.0)
// Four accumulators (float32 bits) as four halves of the output dtype.
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Run4 { uvec2 v; };
uvec2 pack4(uvec4 bits) {
  vec4 v = uintBitsToFloat(bits);
#ifdef OUT_BF16
  return uvec2(float_to_bf16(v.x) | float_to_bf16(v.y) << 16, float_to_bf16(v.z) | float_to_bf16(v.w) << 16);
#else
  return uvec2(packHalf2x16(v.xy), packHalf2x16(v.zw));
#endif
}
#endif

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

  // Vector v = tid + i * THREADS of a slice: A row v / A_PER_ROW, columns (v % A_PER_ROW) * VEC ..;
  // B row v / B_PER_ROW, columns (v % B_PER_ROW) * VEC ..
  uint a_k = (tid % A_PER_ROW) * VEC, b_col = (tid % B_PER_ROW) * VEC;
  uint64_t a_addr[A_LOADS], b_addr[B_LOADS];
  bool a_in[A_LOADS];
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {
    uint row = (tid + i * THREADS) / A_PER_ROW;
    a_in[i] = m0 + row < pc.M;
    a_addr[i] = pc.a_ptr + uint64_t((a_base + int64_t(m0 + row) * pc.a_row + int64_t(a_k)) * EB);
  }
  bool b_in[B_LOADS];
#ifdef CONV_B
  ConvRows conv = conv_rows(meta, 0u);  // the table holds only the geometry (no batch axes)
  ivec3 b_origin[B_LOADS];  // each row's first tap's input position
  ConvSlice b_slice = conv_first_slice();  // the next slice LOAD_B_SLICE reads
#endif
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {
    uint row = (tid + i * THREADS) / B_PER_ROW;
#if defined(CONV_B)
    uint image;
    b_in[i] = n0 + row < pc.N;
    b_origin[i] = conv_origin(conv, n0 + row, image);
    b_addr[i] = pc.b_ptr + (uint64_t(image) * conv.image_size + b_col) * EB;
#elif defined(TRANSPOSED_B)
    b_in[i] = n0 + row < pc.N;
    b_addr[i] = pc.b_ptr + uint64_t((b_base + int64_t(n0 + row) * pc.b_col + int64_t(b_col)) * EB);
#else
    b_in[i] = n0 + b_col < pc.N;
    b_addr[i] = pc.b_ptr + uint64_t((b_base + int64_t(row) * pc.b_row + int64_t(n0 + b_col)) * EB);
#endif
  }
#ifdef TRANSPOSED_B
  uint64_t b_step = uint64_t(BK * EB);
#define B_K(i) b_col
#else
  uint64_t b_step = uint64_t(pc.b_row * BK * EB);
#define B_K(i) ((tid + (i) * THREADS) / B_PER_ROW)
#endif

  uvec4 ra[A_LOADS], rb[B_LOADS];
#ifdef CONV_B
  // The next slice of every B row (slice s: they are read in order): one tap's BK channels at
  // the row's input position for that tap.
#define LOAD_B_SLICE(s)                                                                           \
  {                                                                                               \
    uint at;                                                                                      \
    [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                              \
      rb[i] = uvec4(0);                                                                           \
      if (b_in[i] && conv_element(conv, b_origin[i] + b_slice.shift, b_slice.channel, at)) {      \
        rb[i] = Vec16Bytes(b_addr[i] + uint64_t(at) * EB).v;                                      \
      }                                                                                           \
    }                                                                                             \
    conv_next_slice(conv, b_slice, BK);                                                           \
  }
#else
  // Slice s of B (zeros outside the matrix).
#define LOAD_B_SLICE(s)                                                                           \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                                \
    rb[i] = uvec4(0);                                                                             \
    uint k = (s) * BK + B_K(i);                                                                   \
    if (b_in[i] && k < pc.K) rb[i] = Vec16Bytes(b_addr[i] + uint64_t(s) * b_step).v;              \
  }
#endif
  // Loads slice s (zeros outside the matrices) into registers.
#define LOAD_SLICE(s)                                                                             \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                                \
    ra[i] = uvec4(0);                                                                             \
    if (a_in[i] && (s) * BK + a_k < pc.K) ra[i] = Vec16Bytes(a_addr[i] + uint64_t((s) * BK) * EB).v; \
  }                                                                                               \
  LOAD_B_SLICE(s)
  // Stores the registers into shared buffer `buf`.
#define STORE_SLICE(buf)                                                                          \
  [[unroll]] for (uint i = 0; i < A_LOADS; ++i) {                                                \
    smem[(buf) * A_SIZE + ((tid + i * THREADS) / A_PER_ROW) * A_STRIDE + a_k / VEC] = ra[i];     \
  }                                                                                               \
  [[unroll]] for (uint i = 0; i < B_LOADS; ++i) {                                                \
    smem[B_AT + (buf) * B_SIZE + ((tid + i * THREADS) / B_PER_ROW) * B_STRIDE + b_col / VEC] = rb[i]; \
  }

  LOAD_SLICE(0u)
  STORE_SLICE(0u)
  barrier();

  FRAG_C acc[FM][FN];
  [[unroll]] for (uint i = 0; i < FM; ++i) {
    [[unroll]] for (uint j = 0; j < FN; ++j) acc[i][j] = ZERO_C;
  }
  uint warp_m = (sg % WARPS_M) * WM, warp_n = (sg / WARPS_M) * WN;

  uint slices = (pc.K + BK - 1) / BK;
  for (uint s = 0; s < slices; ++s) {
    uint cur = s & 1u;
    // The next slice's loads, after the last slice too (zeros past K, stored where no product
    // reads them): with no branch in the loop's body the compiler schedules it as one piece. On an
    // H200 the float16 4096 product took 478 us of GPU time so, 496 with the branches.
    LOAD_SLICE(s + 1)
    [[unroll]] for (uint kk = 0; kk < BK; kk += FK) {
      FRAG_A fa[FM];
      FRAG_B fb[FN];
      [[unroll]] for (uint i = 0; i < FM; ++i) {
        coopMatLoadNV(fa[i], smem, cur * A_SIZE + (warp_m + i * 16) * A_STRIDE + kk / VEC, A_STRIDE, false);
      }
      [[unroll]] for (uint j = 0; j < FN; ++j) {
#ifdef TRANSPOSED_B
        coopMatLoadNV(fb[j], smem, B_AT + cur * B_SIZE + (warp_n + j * 16) * B_STRIDE + kk / VEC, B_STRIDE, true);
#else
        coopMatLoadNV(fb[j], smem, B_AT + cur * B_SIZE + kk * B_STRIDE + (warp_n + j * 16) / VEC, B_STRIDE, false);
#endif
      }
      [[unroll]] for (uint i = 0; i < FM; ++i) {
        [[unroll]] for (uint j = 0; j < FN; ++j) acc[i][j] = coopMatMulAddNV(fa[i], fb[j], acc[i][j]);
      }
    }
    STORE_SLICE(cur ^ 1u)
    barrier();  // after the last slice: every subgroup has read it before shared memory becomes staging
  }

  uint stage = sg * STAGE, lane = gl_SubgroupInvocationID;
  uint64_t out_base = uint64_t(batch) * pc.M * pc.N;
  // Block (i, half_n): 16 rows of SW accumulators, staged, then written as runs of 4 (N is a
  // multiple of 8, so a run is wholly inside or outside). Macros, not loops, pick the blocks: an
  // epilogue's ops hold loops (in their dead switch cases, until after spirv-opt unrolls), which
  // keep a loop around them rolled, and a rolled loop would index the accumulators at run time
  // (the KHR rewrite refuses that). The loop over a block's runs reads only shared memory, so it
  // may stay rolled, and with an epilogue it does (RUN_LOOP): unrolled, its eight copies a block
  // made the kernel 380 KB (against 57 KB without an epilogue) and the float16 MLP block's
  // products 1.7x slower on an H200; rolled, they are faster than the product and a separate
  // kernel (docs/benchmarks.md, session 15). Registers were not the cause: both use 255.
#ifdef EPILOGUE
  EpilogueArgs epilogue_args = epilogue_begin(pc.out_ptr, batch);
#define WRITE_RUN(row, col, bits) epilogue(epilogue_args, out_base + uint64_t(row) * pc.N + (col), row, col, uintBitsToFloat(bits))
#define RUN_LOOP [[dont_unroll]]
#elif defined(PARTIALS)
#define WRITE_RUN(row, col, bits) Vec16Bytes(pc.out_ptr + (out_base + uint64_t(row) * pc.N + (col)) * 4).v = (bits)
#define RUN_LOOP [[unroll]]
#elif defined(CONV_B)
#define WRITE_RUN(row, col, bits) Run4(pc.out_ptr + conv_output_index(conv, row, col, pc.M) * EB).v = pack4(bits)
#define RUN_LOOP [[unroll]]
#else
#define WRITE_RUN(row, col, bits) Run4(pc.out_ptr + (out_base + uint64_t(row) * pc.N + (col)) * EB).v = pack4(bits)
#define RUN_LOOP [[unroll]]
#endif
#define WRITE_BLOCK(i, half_n)                                                                     \
  [[unroll]] for (uint j = 0; j < SW / 16; ++j) {                                                  \
    coopMatStoreNV(acc[i][(half_n) * (SW / 16) + j], smem, stage + j * 4, STAGE_ROW, false);       \
  }                                                                                                \
  subgroupMemoryBarrierShared();                                                                   \
  subgroupBarrier();                                                                               \
  RUN_LOOP for (uint t = 0; t < STAGE_RUNS / 32; ++t) {                                            \
    uint e = lane + t * 32, r = e / (SW / 4), c = e % (SW / 4);                                    \
    uint row = m0 + warp_m + (i) * 16 + r, col = n0 + warp_n + (half_n) * SW + c * 4;              \
    if (row < pc.M && col < pc.N) WRITE_RUN(row, col, smem[stage + r * STAGE_ROW + c]);            \
  }                                                                                                \
  subgroupMemoryBarrierShared();                                                                   \
  subgroupBarrier();
#if WN / SW == 2
#define WRITE_BLOCKS(i) WRITE_BLOCK(i, 0u) WRITE_BLOCK(i, 1u)
#else
#define WRITE_BLOCKS(i) WRITE_BLOCK(i, 0u)
#endif
  WRITE_BLOCKS(0u)
#if FM > 1
  WRITE_BLOCKS(1u)
#endif
#if FM > 2
  WRITE_BLOCKS(2u)
#endif
#if FM > 3
  WRITE_BLOCKS(3u)
#endif
#if FM > 4 || WN / SW > 2
#error "matmul_coopmat.comp: more accumulator blocks than WRITE_BLOCKS covers"
#endif
}
