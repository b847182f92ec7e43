#version 460
// Flash attention (FlashAttention-2 order) for float16 on the tensor cores (16x16x16 float16 x
// float16 + float32; attention_choice.h picks it). Written for VK_NV_cooperative_matrix, run
// through KHR where matmul's float16 is (the SPIR-V rewrite, spirv_coopmat.h): its fragments
// must then never sit in an array indexed at run time, so every fragment loop is unrolled.
// A workgroup of 8 subgroups (32 invocations) takes 128 queries of one (batch, head) (BQ): each
// block of K and V read from memory serves that many. Subgroup sg owns queries sg*16 .. +15, its
// Q fragments held in registers for the whole run. Key blocks of 32 stream through two pairs of
// shared buffers (K and V): one pair is read while the next block's K and V, loaded into
// registers as the block starts, are stored into the other (one workgroup barrier a block).
// On an H200 SDPA took 1.09 ms with 64 queries and 64-key blocks through one K and one V buffer,
// 0.92 with 128 queries, 0.80 with this; 32-key blocks also left the driver no registers to spill
// (docs/benchmarks.md, session 20). Per block:
//   S = Q K^T (fragments; K read as a transposed B, as matmul_coopmat.comp's TRANSPOSED_B) ->
//   the softmax on S's elements where they are, in registers -> P as float16 A fragments ->
//   O += P V.
// The softmax needs to know which row and column of a 16x16 fragment each element of an
// invocation is. The extensions leave that to the implementation, so the host probes it once per
// device (coopmat_layout.comp, coopmat_layout.h) and passes it as specialization constants; the
// kernel runs only where it has the tensor cores' shape: an invocation's elements lie in rows
// lane / 4 and lane / 4 + 8 (a quad of invocations holds two whole rows, so a row's maximum takes
// two shuffles), at columns 2 (lane % 4) + a constant per element, and the float16 A operand's
// elements are at the places of the accumulator's, in an order of their own (so P's A fragment
// is S's elements, converted and reordered), and O's rows are S's (its rescale needs no shared
// memory).
// Online softmax in base 2: a row's m moves only when a block's maximum passes it by more than
// RESCALE_LOG2 (P then stays <= 2^RESCALE_LOG2, well inside float16), so after the first blocks
// most rescale factors are 1. Each invocation sums only its own elements of l (the rescale factors
// are the same across a quad); the quad adds its sums at the end.
// Causal (key j kept for query i when j <= i + shift, shift = Lk - Lq): key blocks past the query
// block's last kept key are never loaded; the rest are masked per element. A row that keeps no
// key ends with l = 0 and gives 0/0 = NaN, as attention.comp does. Rows and keys past Lq/Lk are
// loaded as zeros (V too: 0 * garbage could be NaN) and the keys masked to -inf.
// The host sends only what fits: D == DMAX (64 or 128), q/k/v with stride 1 along D, their other
// strides multiples of 8 elements and 16-byte aligned addresses, no mask; the output is compact.
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#include "common.glsl"

#ifndef DMAX
#define DMAX 128
#endif
#ifndef BQ
#define BQ 128                 // queries per workgroup: attention_choice.h's kCoopmatAttentionQueries
#endif
#define BKV 32                 // keys per block
#define WARPS (BQ / 16)        // subgroups of 32, 16 queries each
#define THREADS (WARPS * 32)
#define DF (DMAX / 16)         // fragments along D
#define KV_STRIDE (DMAX / 8 + 1)  // shared row stride in 16-byte vectors: padded by 8 halves
#define VEC_PER_ROW (DMAX / 8)
#define LOADS (BKV * VEC_PER_ROW / THREADS)  // 16-byte vectors per invocation per block of K (or V)
#define Q_LOADS (BQ * VEC_PER_ROW / THREADS)  // likewise for the Q block
#define BUFFER (BKV * KV_STRIDE)  // one block of K or V, in 16-byte vectors
#define K_AT(slot) ((slot) * 2u * BUFFER)
#define V_AT(slot) (((slot) * 2u + 1u) * BUFFER)
// Shared bytes: attention_choice.h's kCoopmatAttentionSharedBytes must cover the D = 128 case.
#define SHARED_BYTES (4 * BUFFER * 16)
#if DMAX == 128 && SHARED_BYTES != 34816
#error "attention_coopmat.comp: update kCoopmatAttentionSharedBytes in attention_choice.h"
#endif
#if BQ != 4 * BKV || LOADS < 1
#error "attention_coopmat.comp: the Q block and O pass through the four buffers, BKV rows each"
#endif

layout(local_size_x = THREADS) in;
layout(constant_id = 0) const uint CAUSAL = 0;
// The fragment layout (coopmat_layout.h's FragmentLayout): bit i, accumulator element i is in the
// invocation's higher row; 4 bits per element, its column less 2 (lane % 4); 3 bits per A operand
// element, the accumulator element at its place.
layout(constant_id = 1) const uint HIGH_ROWS = 0;
layout(constant_id = 2) const uint COLUMNS = 0;
layout(constant_id = 3) const uint A_FROM_ACCUMULATOR = 0;
// Heads whose workgroups are ordered together (attention_choice.h's kCoopmatAttentionGroupHeads).
layout(constant_id = 4) const uint GROUP_HEADS = 32;

#define NEG_INF uintBitsToFloat(0xff800000u)
#define RESCALE_LOG2 8.0
#define LOG2E 1.4426950408889634

// fast_ops.cpp's AttentionParams, as attention.comp reads it (mask fields unused here).
layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer Params {
  uint64_t q_ptr, k_ptr, v_ptr, mask_ptr, out_ptr;
  int64_t qs[3], ks[3], vs[3], ms[4];
  int64_t batch, heads, kv_heads, lq, lk, dim;
  float scale;
};

layout(push_constant) uniform Push {
  uint64_t params;
  uint64_t base;  // first workgroup of this dispatch
} pc;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Vec8F16 { uvec4 v; };

// Two slots of a K and a V block (rows x D): the Q block first, its BQ rows over all four, and O
// at the end.
shared uvec4 s_kv[4 * BUFFER];

#define ACC fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define HALF fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
// Where accumulator element i of this invocation sits (the probed layout, above), and which
// accumulator element's place A operand element j takes.
#define ELEMENT_LOW_ROW(i) (((HIGH_ROWS >> (i)) & 1u) == 0u)  // row lane / 4, else lane / 4 + 8
#define ELEMENT_COLUMN(i, lane) (((COLUMNS >> (4u * (i))) & 15u) + 2u * ((lane) & 3u))
#define A_SOURCE(j) ((A_FROM_ACCUMULATOR >> (3u * (j))) & 7u)

void main() {
  Params p = Params(pc.params);
  const int64_t qblocks = (p.lq + BQ - 1) / BQ;
  const int64_t g = int64_t(pc.base + flat_group());
  if (g >= p.batch * p.heads * qblocks) return;  // uniform per workgroup
  // Workgroups go through the heads GROUP_HEADS at a time, block by block: causal, from the last
  // query block (the most keys) to the first, so that the dispatch ends on its lightest
  // workgroups; the heads in flight at once stay few enough for their K and V to stay in L2.
  const int64_t first = g / (GROUP_HEADS * qblocks) * GROUP_HEADS;
  const int64_t size = min(int64_t(GROUP_HEADS), p.batch * p.heads - first), r = g - first * qblocks;
  const int64_t qblock = CAUSAL != 0u ? qblocks - 1 - r / size : r / size;
  const int64_t b = (first + r % size) / p.heads, h = (first + r % size) % p.heads, q0 = qblock * BQ;
  const int64_t hk = h / (p.heads / p.kv_heads);
  const uint tid = gl_LocalInvocationIndex, sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
  const int64_t shift = p.lk - p.lq;

  // Vector i of a block for this invocation: row (tid + i * THREADS) / VEC_PER_ROW, halves
  // col8 * 8 ..; the same for every block, Q included.
  const uint col8 = tid % VEC_PER_ROW;
  const uint row0 = tid / VEC_PER_ROW, row_step = THREADS / VEC_PER_ROW;
#define STORE_BLOCK(regs, at) \
  [[unroll]] for (uint i = 0; i < LOADS; ++i) s_kv[(at) + (row0 + i * row_step) * KV_STRIDE + col8] = regs[i];

  // The Q block, through the shared buffers into each subgroup's fragments.
  {
    const uint64_t q_base = p.q_ptr + uint64_t(b * p.qs[0] + h * p.qs[1]) * 2;
    [[unroll]] for (uint i = 0; i < Q_LOADS; ++i) {
      const uint row = row0 + i * row_step;
      uvec4 v = uvec4(0);
      if (q0 + row < p.lq) v = Vec8F16(q_base + uint64_t((q0 + row) * p.qs[2] + col8 * 8) * 2).v;
      s_kv[row * KV_STRIDE + col8] = v;
    }
  }
  memoryBarrierShared();
  barrier();
  HALF qf[DF];
  [[unroll]] for (uint c = 0; c < DF; ++c) coopMatLoadNV(qf[c], s_kv, (sg * 16) * KV_STRIDE + c * 2, KV_STRIDE, false);

  const int64_t rows = min(int64_t(BQ), p.lq - q0);
  const int64_t key_end = CAUSAL != 0u ? clamp(q0 + rows + shift, int64_t(0), p.lk) : p.lk;
  const uint64_t k_base = p.k_ptr + uint64_t(b * p.ks[0] + hk * p.ks[1]) * 2;
  const uint64_t v_base = p.v_ptr + uint64_t(b * p.vs[0] + hk * p.vs[1]) * 2;

  // This invocation's two rows of its subgroup's 16: lane / 4 and lane / 4 + 8.
  const int64_t query_low = q0 + int64_t(sg * 16 + lane / 4), query_high = query_low + 8;
  const float scale2 = p.scale * float(LOG2E);
  float m_low = NEG_INF, m_high = NEG_INF, l_low = 0.0, l_high = 0.0;
  ACC oacc[DF];
  [[unroll]] for (uint c = 0; c < DF; ++c) oacc[c] = ACC(0.0);

  // The block loop's math is in 32 bits (the host sends only lengths that fit), and each load's
  // address steps a block at a time: with 64-bit rows and products in the loop, SDPA took
  // 0.707-0.712 ms on an H200, without them 0.665 (docs/benchmarks.md, session 23).
  const int lk = int(p.lk), keys = int(key_end);
  const int last_low = CAUSAL != 0u ? int(min(p.lk, query_low + shift + 1)) : lk;
  const int last_high = CAUSAL != 0u ? int(min(p.lk, query_high + shift + 1)) : lk;
  uint64_t k_addr[LOADS], v_addr[LOADS];
  int load_row[LOADS];
  [[unroll]] for (uint i = 0; i < LOADS; ++i) {
    load_row[i] = int(row0 + i * row_step);
    k_addr[i] = k_base + uint64_t(int64_t(load_row[i]) * p.ks[2] + col8 * 8) * 2;
    v_addr[i] = v_base + uint64_t(int64_t(load_row[i]) * p.vs[2] + col8 * 8) * 2;
  }
  const uint64_t k_step = uint64_t(BKV * p.ks[2] * 2), v_step = uint64_t(BKV * p.vs[2] * 2);
  // The next block's K and V rows into registers (zeros past Lk); blocks are loaded in order.
  uvec4 k_regs[LOADS], v_regs[LOADS];
#define LOAD_NEXT_BLOCK(first)                          \
  [[unroll]] for (uint i = 0; i < LOADS; ++i) {         \
    const bool live = (first) + load_row[i] < lk;       \
    k_regs[i] = uvec4(0);                               \
    v_regs[i] = uvec4(0);                               \
    if (live) k_regs[i] = Vec8F16(k_addr[i]).v;         \
    if (live) v_regs[i] = Vec8F16(v_addr[i]).v;         \
    k_addr[i] += k_step;                                \
    v_addr[i] += v_step;                                \
  }
  if (keys > 0) LOAD_NEXT_BLOCK(0)
  barrier();  // every subgroup holds its Q fragments: the buffers are free
  if (keys > 0) {
    STORE_BLOCK(k_regs, K_AT(0u))
    STORE_BLOCK(v_regs, V_AT(0u))
  }

  uint slot = 0;
  for (int k0 = 0; k0 < keys; k0 += BKV, slot ^= 1u) {
    const bool more = k0 + BKV < keys;
    memoryBarrierShared();
    barrier();  // this block's K and V are in place; every subgroup is done with the last block's
    // The next block's loads fly while this one is computed.
    if (more) LOAD_NEXT_BLOCK(k0 + BKV)

    // S = Q K^T for this subgroup's 16 rows and the block's BKV keys.
    ACC sacc[BKV / 16];
    [[unroll]] for (uint n = 0; n < BKV / 16; ++n) sacc[n] = ACC(0.0);
    [[unroll]] for (uint c = 0; c < DF; ++c) {
      [[unroll]] for (uint n = 0; n < BKV / 16; ++n) {
        HALF kf;
        coopMatLoadNV(kf, s_kv, K_AT(slot) + (n * 16) * KV_STRIDE + c * 2, KV_STRIDE, true);
        sacc[n] = coopMatMulAddNV(qf[c], kf, sacc[n]);
      }
    }

    // The softmax update of this invocation's two rows. Keys k0 + c are kept for c < kept (past
    // Lk, and causal: past query + shift, masked).
    const uint kept_low = uint(clamp(last_low - k0, 0, BKV));
    const uint kept_high = uint(clamp(last_high - k0, 0, BKV));
    float max_low = NEG_INF, max_high = NEG_INF;
    [[unroll]] for (uint n = 0; n < BKV / 16; ++n) {
      [[unroll]] for (uint i = 0; i < 8; ++i) {
        const uint key = n * 16 + ELEMENT_COLUMN(i, lane);
        const bool low = ELEMENT_LOW_ROW(i);
        const float x = key < (low ? kept_low : kept_high) ? sacc[n][i] * scale2 : NEG_INF;
        sacc[n][i] = x;
        if (low) {
          max_low = max(max_low, x);
        } else {
          max_high = max(max_high, x);
        }
      }
    }
    max_low = max(max_low, subgroupShuffleXor(max_low, 1u));
    max_low = max(max_low, subgroupShuffleXor(max_low, 2u));
    max_high = max(max_high, subgroupShuffleXor(max_high, 1u));
    max_high = max(max_high, subgroupShuffleXor(max_high, 2u));
    // m moves (from -inf at the row's first kept key) only past m + RESCALE_LOG2; m = -inf: no key
    // kept so far, and P is 0 (exp2(-inf - -inf) would be NaN).
    const bool moves_low = max_low > m_low + RESCALE_LOG2, moves_high = max_high > m_high + RESCALE_LOG2;
    const float alpha_low = moves_low ? exp2(m_low - max_low) : 1.0;
    const float alpha_high = moves_high ? exp2(m_high - max_high) : 1.0;
    if (moves_low) m_low = max_low;
    if (moves_high) m_high = max_high;
    const float base_low = m_low == NEG_INF ? 0.0 : m_low, base_high = m_high == NEG_INF ? 0.0 : m_high;
    HALF pf[BKV / 16];
    float sum_low = 0.0, sum_high = 0.0;
    [[unroll]] for (uint n = 0; n < BKV / 16; ++n) {
      pf[n] = HALF(0.0);
      [[unroll]] for (uint j = 0; j < 8; ++j) {
        const uint i = A_SOURCE(j);
        const bool low = ELEMENT_LOW_ROW(i);
        const float w = exp2(sacc[n][i] - (low ? base_low : base_high));  // masked: exp2(-inf) = 0
        pf[n][j] = float16_t(w);
        if (low) {
          sum_low += w;
        } else {
          sum_high += w;
        }
      }
    }
    l_low = l_low * alpha_low + sum_low;
    l_high = l_high * alpha_high + sum_high;
    // O *= alpha per row, every block though most factors are 1: a branch here split the block's
    // products and softmax for the compiler, and SDPA took 0.765 ms with it on an H200, 0.708-0.718
    // without (docs/benchmarks.md, session 22).
    [[unroll]] for (uint c = 0; c < DF; ++c) {
      [[unroll]] for (uint i = 0; i < 8; ++i) oacc[c][i] *= ELEMENT_LOW_ROW(i) ? alpha_low : alpha_high;
    }

    // O += P V.
    [[unroll]] for (uint c = 0; c < DF; ++c) {
      [[unroll]] for (uint kk = 0; kk < BKV / 16; ++kk) {
        HALF vf;
        coopMatLoadNV(vf, s_kv, V_AT(slot) + (kk * 16) * KV_STRIDE + c * 2, KV_STRIDE, false);
        oacc[c] = coopMatMulAddNV(pf[kk], vf, oacc[c]);
      }
    }
    if (more) {  // the other slot, which every subgroup finished with before this block's barrier
      STORE_BLOCK(k_regs, K_AT(slot ^ 1u))
      STORE_BLOCK(v_regs, V_AT(slot ^ 1u))
    }
  }

  // O / l as float16: the quad adds its partial sums; each subgroup stages its 16 rows in the
  // buffers (the workgroup's BQ rows over all four), then the workgroup writes whole rows as
  // 16-byte vectors.
  l_low += subgroupShuffleXor(l_low, 1u);
  l_low += subgroupShuffleXor(l_low, 2u);
  l_high += subgroupShuffleXor(l_high, 1u);
  l_high += subgroupShuffleXor(l_high, 2u);
  barrier();  // every subgroup is done with the last K and V
  [[unroll]] for (uint c = 0; c < DF; ++c) {
    [[unroll]] for (uint i = 0; i < 8; i += 2) {
      const bool low = ELEMENT_LOW_ROW(i);
      const float l = low ? l_low : l_high;
      // Elements i and i + 1 are row neighbours (the probe checks), col even.
      const uint row = sg * 16 + lane / 4 + (low ? 0u : 8u), col = c * 16 + ELEMENT_COLUMN(i, lane);
      s_kv[row * KV_STRIDE + col / 8][(col % 8) / 2] = packHalf2x16(vec2(oacc[c][i], oacc[c][i + 1]) / l);
    }
  }
  memoryBarrierShared();
  barrier();
  const uint64_t out_head = p.out_ptr + uint64_t((b * p.heads + h) * p.lq) * uint64_t(DMAX) * 2;
  [[unroll]] for (uint i = 0; i < Q_LOADS; ++i) {
    const uint row = row0 + i * row_step;
    if (q0 + row < p.lq) {
      Vec8F16(out_head + uint64_t((q0 + row) * DMAX + col8 * 8) * 2).v = s_kv[row * KV_STRIDE + col8];
    }
  }
}
