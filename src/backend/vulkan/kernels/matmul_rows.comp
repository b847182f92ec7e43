#version 460
// out[b] = A[b] (M x K) @ B[b] (K x N) for products of a few rows (M <= MR; a decoder's step, a
// matrix-vector product): memory-bound on B, which the tiled kernels read through tiles of 64 to
// 128 rows that are almost all padding. A workgroup of 256 threads owns 32 columns and MR rows;
// its threads split K (KG groups) and the columns (8 runs of 4), each summing its share in the
// compute type; the shares meet in shared memory. The thread-to-(K group, run) mapping follows
// B's layout so that neighbouring threads read neighbouring elements: along N (runs fastest) for
// B stored row-major, along K (K groups fastest, TRANSPOSED_B) for B stored as N x K (a linear
// layer's W^T, tied embeddings). Any strides are correct; those two are fast. M <= MR (the host
// sends no more). The batch runs as z, with matmul.comp's table. Splits of K run as y (a product
// of few column tiles, N = 768, would leave most of the GPU idle): the table then also holds
// the split's length, float32 partials and zeroed counters; each workgroup adds its sums to the
// partials, and the last of a column tile's splits to arrive (its counter) sums them and stores.
// VEC: 4 elements a load (matmul_choice.h's rows_kernel_vectors: unit strides where read, the
// others multiples of 4, aligned): B's 4 columns, or with TRANSPOSED_B 4 steps of K of B and A.
// EPILOGUE: as in matmul_tiled.comp, a generated fused group's work replaces the store (runs of
// 4 columns; the host sends only N % 4 == 0). The build defines ROWS_DT (and IN_DT, for
// common.glsl) per float dtype.
#extension GL_KHR_memory_scope_semantics : require
#include "common.glsl"

#define T ROWS_DT  // not IN_DT: an epilogue's library redefines that
#define C CTYPE(T)
#define MR 4
#define RUNS 8            // runs of 4 columns: 32 columns a workgroup
#define KG 32             // K groups
#define COLS (4 * RUNS)
#define U 8              // K steps a thread loads at once
#define WG_SIZE (RUNS * KG)

layout(local_size_x = WG_SIZE) in;

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

#ifdef VEC
// 4 consecutive elements from an address aligned to their size, as float.
layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer BufVec2 { uvec2 v[]; };
vec4 load4(uint64_t at) {
#if ROWS_DT == 11
  return uintBitsToFloat(BufVec4(at).v[0]);
#else
  const uvec2 w = BufVec2(at).v[0];
#if ROWS_DT == 9
  return vec4(unpackHalf2x16(w.x), unpackHalf2x16(w.y));
#else
  return vec4(uintBitsToFloat(w.x << 16), uintBitsToFloat(w.x & 0xffff0000u), uintBitsToFloat(w.y << 16),
              uintBitsToFloat(w.y & 0xffff0000u));
#endif
#endif
}
#endif

// Split K: the partials and arrival counters, read past the caches (other workgroups wrote them).
layout(buffer_reference, std430, buffer_reference_align = 4) coherent buffer SplitPartials { float v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) coherent buffer SplitCounters { uint v[]; };
shared uint s_last;

shared C partial[MR * COLS][KG + 1];
shared C part_sums[WG_SIZE / COLS][MR * COLS];  // up to 8 parts of each output's K groups  // + 1: the K groups of one output in different banks

void main() {
  const uint t = gl_LocalInvocationID.x;
#ifdef TRANSPOSED_B
  const uint kg = t % KG, run = t / KG;
#else
  const uint run = t % RUNS, kg = t / RUNS;
#endif
  const uint m0 = 0, n0 = gl_WorkGroupID.x * COLS + run * 4;
  const uint batch = pc.batch_base + gl_WorkGroupID.z;

  int64_t a_base = 0, b_base = 0;
  if (pc.batch_rank > 0) {
    Meta meta = Meta(pc.meta);
    const uint r = pc.batch_rank;
    uint64_t rest = batch;
    for (uint d = r; d-- > 0;) {
      const uint64_t extent = uint64_t(meta.v[d]);
      const int64_t c = int64_t(rest % extent);
      rest /= extent;
      a_base += c * meta.v[r + d];
      b_base += c * meta.v[2 * r + d];
    }
  }

  // This workgroup's range of K: a split's (y), or all of it.
  uint k_begin = 0, k_end = pc.K;
  if (gl_NumWorkGroups.y > 1) {
    const uint length = uint(Meta(pc.meta).v[3 * pc.batch_rank]);
    k_begin = gl_WorkGroupID.y * length;
    k_end = min(pc.K, k_begin + length);
  }

  C acc[MR][4];
  [[unroll]] for (uint i = 0; i < MR; ++i)
    [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] = C(0);
  const uint rows = min(uint(MR), pc.M - m0);
  // U steps of K at once, their loads issued before any is used: a step's product is a few bytes
  // a thread, so without them in flight together the kernel waits on memory latency (a [1, 768]
  // @ [768, 2304] step took 31 us on an H100 one K step at a time).
#if defined(VEC) && !defined(TRANSPOSED_B)
  // B's 4 columns as one 8- or 16-byte load (N % 4 == 0, rows aligned).
  const uint64_t size = uint64_t(ITEMSIZE(T));
  const uint64_t b_k_step = uint64_t(pc.b_row) * size, a_k_step = uint64_t(pc.a_col) * size;
  const uint64_t a_row_step = uint64_t(pc.a_row) * size;
  uint64_t b_at = pc.b_ptr + uint64_t(b_base + int64_t(k_begin + kg) * pc.b_row + int64_t(n0)) * size;
  uint64_t a_at = pc.a_ptr + uint64_t(a_base + int64_t(m0) * pc.a_row + int64_t(k_begin + kg) * pc.a_col) * size;
  for (uint k0 = k_begin + kg; k0 < k_end; k0 += KG * U) {
    vec4 b[U];
    C a[U][MR];
    [[unroll]] for (uint u = 0; u < U; ++u) {
      const uint k = k0 + u * KG;
      const uint64_t a_k = a_at + uint64_t(u * KG) * a_k_step;
      b[u] = k < k_end && n0 < pc.N ? load4(b_at + uint64_t(u * KG) * b_k_step) : vec4(0.0);
      [[unroll]] for (uint i = 0; i < MR; ++i) a[u][i] = k < k_end && i < rows ? C(LOAD(T, a_k + i * a_row_step)) : C(0);
    }
    [[unroll]] for (uint u = 0; u < U; ++u)
      [[unroll]] for (uint i = 0; i < MR; ++i)
        [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] += a[u][i] * b[u][j];
    b_at += uint64_t(KG * U) * b_k_step;
    a_at += uint64_t(KG * U) * a_k_step;
  }
#elif defined(VEC)
  // B stored N x K and A's rows along K: 4 steps of K as one load each (K % 4 == 0, aligned);
  // K group kg takes steps 4 kg .. 4 kg + 3 of each 4 KG.
  const uint64_t size = uint64_t(ITEMSIZE(T));
  const uint64_t b_col_step = uint64_t(pc.b_col) * size, a_row_step = uint64_t(pc.a_row) * size;
  uint64_t b_at = pc.b_ptr + uint64_t(b_base + int64_t(k_begin + 4 * kg) + int64_t(n0) * pc.b_col) * size;
  uint64_t a_at = pc.a_ptr + uint64_t(a_base + int64_t(m0) * pc.a_row + int64_t(k_begin + 4 * kg)) * size;
  const uint64_t step = uint64_t(4 * KG) * size;
  for (uint k0 = k_begin + 4 * kg; k0 < k_end; k0 += 4 * KG * U) {
    vec4 b[U][4];
    vec4 a[U][MR];
    [[unroll]] for (uint u = 0; u < U; ++u) {
      const bool inside = k0 + u * 4 * KG < k_end;
      [[unroll]] for (uint j = 0; j < 4; ++j) {
        b[u][j] = inside && n0 + j < pc.N ? load4(b_at + u * step + j * b_col_step) : vec4(0.0);
      }
      [[unroll]] for (uint i = 0; i < MR; ++i) a[u][i] = inside && i < rows ? load4(a_at + u * step + i * a_row_step) : vec4(0.0);
    }
    [[unroll]] for (uint u = 0; u < U; ++u)
      [[unroll]] for (uint i = 0; i < MR; ++i)
        [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] += dot(a[u][i], b[u][j]);
    b_at += U * step;
    a_at += U * step;
  }
#else
  // Addresses advance by adding steps (64-bit multiplies per element cost as much as the loads).
  const uint64_t size = uint64_t(ITEMSIZE(T));
  const uint64_t b_col_step = uint64_t(pc.b_col) * size, a_row_step = uint64_t(pc.a_row) * size;
  const uint64_t b_k_step = uint64_t(pc.b_row) * size, a_k_step = uint64_t(pc.a_col) * size;
  uint64_t b_at = pc.b_ptr + uint64_t(b_base + int64_t(k_begin + kg) * pc.b_row + int64_t(n0) * pc.b_col) * size;
  uint64_t a_at = pc.a_ptr + uint64_t(a_base + int64_t(m0) * pc.a_row + int64_t(k_begin + kg) * pc.a_col) * size;
  for (uint k0 = k_begin + kg; k0 < k_end; k0 += KG * U) {
    C b[U][4];
    C a[U][MR];
    [[unroll]] for (uint u = 0; u < U; ++u) {
      const uint k = k0 + u * KG;
      const uint64_t b_k = b_at + uint64_t(u * KG) * b_k_step, a_k = a_at + uint64_t(u * KG) * a_k_step;
      [[unroll]] for (uint j = 0; j < 4; ++j) {
        b[u][j] = k < k_end && n0 + j < pc.N ? C(LOAD(T, b_k + j * b_col_step)) : C(0);
      }
      [[unroll]] for (uint i = 0; i < MR; ++i) a[u][i] = k < k_end && i < rows ? C(LOAD(T, a_k + i * a_row_step)) : C(0);
    }
    [[unroll]] for (uint u = 0; u < U; ++u)
      [[unroll]] for (uint i = 0; i < MR; ++i)
        [[unroll]] for (uint j = 0; j < 4; ++j) acc[i][j] += a[u][i] * b[u][j];
    b_at += uint64_t(KG * U) * b_k_step;
    a_at += uint64_t(KG * U) * a_k_step;
  }
#endif
  [[unroll]] for (uint i = 0; i < MR; ++i)
    [[unroll]] for (uint j = 0; j < 4; ++j) partial[i * COLS + run * 4 + j][kg] = acc[i][j];
  barrier();
  // Every thread sums a part of one output's K groups (the rows < M only: a matrix-vector product
  // sums one row, not MR), then thread t < MR * RUNS adds up the parts of run t % RUNS of row
  // t / RUNS: a few shared reads a thread where one thread per run read KG x 4.
  const uint outputs = rows * COLS, parts = WG_SIZE / outputs;  // parts of KG: 2 (4 rows) .. 8 (1 row)
  const uint slot = t % outputs, part = t / outputs;
  if (part < parts) {
    C part_sum = C(0);
    for (uint g = part * (KG / parts); g < (part + 1) * (KG / parts); ++g) part_sum += partial[slot][g];
    part_sums[part][slot] = part_sum;
  }
  barrier();
  const uint i = t / RUNS, r = t % RUNS, gm = m0 + i, gn = gl_WorkGroupID.x * COLS + r * 4;
  const bool summing = t < MR * RUNS && i < rows;
  C sum[4];
  [[unroll]] for (uint j = 0; j < 4; ++j) {
    sum[j] = C(0);
    if (summing) {
      for (uint q = 0; q < parts; ++q) sum[j] += part_sums[q][i * COLS + r * 4 + j];
    }
  }
  if (gl_NumWorkGroups.y > 1) {
    Meta meta = Meta(pc.meta);
    SplitPartials split_parts = SplitPartials(uint64_t(meta.v[3 * pc.batch_rank + 1]));
    SplitCounters counters = SplitCounters(uint64_t(meta.v[3 * pc.batch_rank + 2]));
    const uint splits = gl_NumWorkGroups.y, columns = gl_NumWorkGroups.x * COLS;
    const uint first = batch * splits * MR * columns + i * columns + gn;  // the host keeps it under 2^32
    if (summing) {
      [[unroll]] for (uint j = 0; j < 4; ++j) split_parts.v[first + gl_WorkGroupID.y * MR * columns + j] = float(sum[j]);
    }
    memoryBarrierBuffer();  // the partials reach memory before the counter counts them
    barrier();
    if (t == 0) s_last = atomicAdd(counters.v[batch * gl_NumWorkGroups.x + gl_WorkGroupID.x], 1u) == splits - 1u ? 1u : 0u;
    barrier();
    if (s_last == 0u) return;  // uniform: another split finishes this tile
    memoryBarrierBuffer();
    if (summing) {  // every split's loads issued together (at most kRowsKernelMaxSplits)
      vec4 split_sums[8];
      [[unroll]] for (uint split = 0; split < 8; ++split) {
        split_sums[split] = vec4(0.0);
        if (split < splits) {
          const uint at = first + split * MR * columns;
          split_sums[split] = vec4(split_parts.v[at], split_parts.v[at + 1], split_parts.v[at + 2], split_parts.v[at + 3]);
        }
      }
      vec4 total = vec4(0.0);
      [[unroll]] for (uint split = 0; split < 8; ++split) total += split_sums[split];
      [[unroll]] for (uint j = 0; j < 4; ++j) sum[j] = C(total[j]);
    }
  }
  if (!summing || i >= rows || gn >= pc.N) return;
  const uint64_t out_index = uint64_t(batch) * pc.M * pc.N + uint64_t(gm) * pc.N + gn;
#ifdef EPILOGUE
  EpilogueArgs epilogue_args = epilogue_begin(pc.out_ptr, batch);
  epilogue(epilogue_args, out_index, gm, gn, vec4(sum[0], sum[1], sum[2], sum[3]));
#else
  [[unroll]] for (uint j = 0; j < 4; ++j) {
    if (gn + j < pc.N) STORE(T, pc.out_ptr + (out_index + j) * ITEMSIZE(T), sum[j]);
  }
#endif
}
