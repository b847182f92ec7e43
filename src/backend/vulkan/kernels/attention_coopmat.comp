#version 460
// Flash attention (FlashAttention-2 order) for float16 on the tensor cores (16x16x16 float16 x
// float16 + float32; attention_choice.h picks it). Written for VK_NV_cooperative_matrix, run
// through KHR where matmul's float16 is (the SPIR-V rewrite, spirv_coopmat.h): its fragments
// must then never sit in an array indexed at run time, so every fragment loop is unrolled.
// A workgroup of 4 subgroups (32 invocations) takes 64 queries of one (batch, head); subgroup sg
// owns queries sg*16 .. +15, its Q fragments held in registers for the whole run. Key blocks of 64
// stream through one shared buffer, K then V:
//   S = Q K^T (fragments; K read as a transposed B, as matmul_coopmat.comp's TRANSPOSED_B) ->
//   S stored to the subgroup's float32 scratch -> two invocations per row mask it (key past Lk,
//   causal), update the row's running max m and sum l (online softmax, base 2) and write
//   P = exp2(S * scale * log2 e - m) as float16 -> O += P V.
// O lives in accumulators (P V adds straight into them). A row's m moves only when a block's
// maximum passes it by more than RESCALE_LOG2 (P then stays <= 2^RESCALE_LOG2, well inside
// float16), so after the first blocks O rarely needs rescaling; when some row of a subgroup does,
// its O goes through the scratch (NV cooperative matrices have no defined element layout, so a
// per-row scale needs a store, the scale by the invocations, and a load back).
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
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#include "common.glsl"

#ifndef DMAX
#define DMAX 128
#endif
#define BQ 64                  // queries per workgroup
#define BKV 64                 // keys per block
#define THREADS 128            // 4 subgroups of 32
#define DF (DMAX / 16)         // fragments along D
#define KV_STRIDE (DMAX / 8 + 1)  // shared row stride in 16-byte vectors: padded by 8 halves
#define VEC_PER_ROW (DMAX / 8)
#define LOADS (BKV * VEC_PER_ROW / THREADS)  // 16-byte vectors per invocation per block
#define S_STRIDE (BKV + 4)     // float32 scratch rows, padded by 16 bytes
#define S_SIZE (16 * S_STRIDE)
#define P_STRIDE (BKV + 8)     // float16 P rows, padded by 16 bytes
#define P_SIZE (16 * P_STRIDE)
// Shared bytes: attention_choice.h's kCoopmatAttentionSharedBytes must cover the D = 128 case.
#define SHARED_BYTES (BKV * KV_STRIDE * 16 + 4 * S_SIZE * 4 + 4 * P_SIZE * 2 + BQ * 4)
#if DMAX == 128 && SHARED_BYTES != 44288
#error "attention_coopmat.comp: update kCoopmatAttentionSharedBytes in attention_choice.h"
#endif

layout(local_size_x = THREADS) in;
layout(constant_id = 0) const uint CAUSAL = 0;

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

shared uvec4 s_kv[BKV * KV_STRIDE];  // the Q block first, then each block's K, then its V (rows x D)
shared float s_s[4 * S_SIZE];        // per subgroup: S, then P V fragments on their way to O
shared uint s_p[4 * P_SIZE / 2];     // per subgroup: P, float16 pairs
shared float s_row[BQ];              // per query row: this block's rescale factor, at the end l

#define ACC fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define HALF fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>

void main() {
  Params p = Params(pc.params);
  const int64_t qblocks = (p.lq + BQ - 1) / BQ;
  const int64_t g = int64_t(pc.base + flat_group());
  if (g >= p.batch * p.heads * qblocks) return;  // uniform per workgroup
  // Causal: a head's query blocks from the last (the most keys) to the first, so that the
  // dispatch's last workgroups are its lightest rather than its heaviest.
  const int64_t qblock = CAUSAL != 0u ? qblocks - 1 - g % qblocks : g % qblocks;
  const int64_t b = g / (p.heads * qblocks), h = (g / qblocks) % p.heads, q0 = qblock * BQ;
  const int64_t hk = h / (p.heads / p.kv_heads);
  const uint tid = gl_LocalInvocationIndex, sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
  const int64_t shift = p.lk - p.lq;

  // Vector i of a block for this invocation: row (tid + i * THREADS) / VEC_PER_ROW, halves
  // col8 * 8 ..; the same for every block, Q included.
  const uint col8 = tid % VEC_PER_ROW;
  const uint row0 = tid / VEC_PER_ROW, row_step = THREADS / VEC_PER_ROW;
  uvec4 regs[LOADS];

  // The Q block, through the shared buffer into each subgroup's fragments.
  {
    const uint64_t base = p.q_ptr + uint64_t(b * p.qs[0] + h * p.qs[1]) * 2;
    [[unroll]] for (uint i = 0; i < LOADS; ++i) {
      const int64_t row = q0 + int64_t(row0 + i * row_step);
      regs[i] = uvec4(0);
      if (row < p.lq) regs[i] = Vec8F16(base + uint64_t(row * p.qs[2] + col8 * 8) * 2).v;
      s_kv[(row0 + i * row_step) * KV_STRIDE + col8] = regs[i];
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
#define LOAD_BLOCK(base, stride, k0)                                                             \
  [[unroll]] for (uint i = 0; i < LOADS; ++i) {                                                 \
    const int64_t key = (k0) + int64_t(row0 + i * row_step);                                   \
    regs[i] = uvec4(0);                                                                         \
    if (key < p.lk) regs[i] = Vec8F16((base) + uint64_t(key * (stride) + col8 * 8) * 2).v;      \
  }
#define STORE_BLOCK()                                                                            \
  [[unroll]] for (uint i = 0; i < LOADS; ++i) s_kv[(row0 + i * row_step) * KV_STRIDE + col8] = regs[i];

  if (key_end > 0) {
    LOAD_BLOCK(k_base, p.ks[2], int64_t(0))
  }

  // Softmax state: invocations 2r and 2r + 1 share row r of the subgroup's 16, each taking 32 of
  // a block's 64 keys; both keep the row's m and l (log2 domain).
  const uint srow = lane >> 1, shalf = lane & 1u;
  const int64_t query = q0 + int64_t(sg * 16 + srow);
  const float scale2 = p.scale * float(LOG2E);
  float m = NEG_INF, l = 0.0;
  ACC oacc[DF];
  [[unroll]] for (uint c = 0; c < DF; ++c) oacc[c] = ACC(0.0);
  const uint sbase = sg * S_SIZE, pbase = sg * P_SIZE;

  for (int64_t k0 = 0; k0 < key_end; k0 += BKV) {
    barrier();  // every subgroup is done with the shared buffer (the Q block or the last V)
    STORE_BLOCK()
    memoryBarrierShared();
    barrier();
    // V's loads fly while S is computed.
    LOAD_BLOCK(v_base, p.vs[2], k0)

    // S = Q K^T for this subgroup's 16 rows and the block's 64 keys.
    ACC sacc[BKV / 16];
    [[unroll]] for (uint n = 0; n < BKV / 16; ++n) sacc[n] = ACC(0.0);
    [[unroll]] for (uint c = 0; c < DF; ++c) {
      [[unroll]] for (uint n = 0; n < BKV / 16; ++n) {
        HALF kf;
        coopMatLoadNV(kf, s_kv, (n * 16) * KV_STRIDE + c * 2, KV_STRIDE, true);
        sacc[n] = coopMatMulAddNV(qf[c], kf, sacc[n]);
      }
    }
    [[unroll]] for (uint n = 0; n < BKV / 16; ++n) coopMatStoreNV(sacc[n], s_s, sbase + n * 16, S_STRIDE, false);
    subgroupMemoryBarrierShared();
    subgroupBarrier();

    // The row's softmax update over its 64 keys: this invocation's are the pairs 2 (shalf + 2 jj),
    // + 1 (jj < 16), so that the 16 invocations of a half-subgroup read 8-byte pairs of S and write
    // 4-byte pairs of P on distinct banks (32 keys side by side each met 4-way conflicts).
    bool rescale;
    {
      vec2 x[16];
      float block_max = NEG_INF;
      // Keys k0 + c are kept for c < kept (past Lk, and causal: past query + shift, masked).
      int64_t last = p.lk;
      if (CAUSAL != 0u) last = min(last, query + shift + 1);
      const uint kept = uint(clamp(last - k0, int64_t(0), int64_t(BKV)));
      [[unroll]] for (uint jj = 0; jj < 16; ++jj) {
        const uint c = 2 * (shalf + 2 * jj), at = sbase + srow * S_STRIDE + c;
        x[jj] = vec2(c < kept ? s_s[at] * scale2 : NEG_INF, c + 1 < kept ? s_s[at + 1] * scale2 : NEG_INF);
        block_max = max(block_max, max(x[jj].x, x[jj].y));
      }
      block_max = max(block_max, subgroupShuffleXor(block_max, 1u));
      // m moves (from -inf at the row's first kept key) only past m + RESCALE_LOG2.
      const bool moves = block_max > m + RESCALE_LOG2;
      const float m_new = moves ? block_max : m;
      // m_new = -inf: no key kept so far; exp2(-inf - -inf) would be NaN, and O and l are 0.
      const float alpha = moves ? exp2(m - m_new) : 1.0;
      float sum = 0.0;
      [[unroll]] for (uint jj = 0; jj < 16; ++jj) {
        const vec2 w = m_new == NEG_INF ? vec2(0.0) : exp2(x[jj] - m_new);
        sum += w.x + w.y;
        s_p[(pbase + srow * P_STRIDE) / 2 + shalf + 2 * jj] = packHalf2x16(w);
      }
      sum += subgroupShuffleXor(sum, 1u);
      l = l * alpha + sum;
      m = m_new;
      if (shalf == 0u) s_row[sg * 16 + srow] = alpha;
      rescale = subgroupAny(alpha != 1.0);
    }
    subgroupMemoryBarrierShared();
    subgroupBarrier();

    barrier();  // every subgroup is done reading K
    STORE_BLOCK()
    memoryBarrierShared();
    barrier();
    // The next block's K loads fly while P V is computed.
    if (k0 + BKV < key_end) {
      LOAD_BLOCK(k_base, p.ks[2], k0 + BKV)
    }

    // O *= alpha per row, where some row of this subgroup moved its m (O is still 0 in the first
    // block): four fragments at a time through the scratch (S is consumed), element lane + 32 t
    // of a row-major 16x16 fragment being in row lane / 16 + 2 t.
    if (rescale && k0 > 0) {
      float alpha_t[8];
      [[unroll]] for (uint t = 0; t < 8; ++t) alpha_t[t] = s_row[sg * 16 + lane / 16 + 2 * t];
      [[unroll]] for (uint c0 = 0; c0 < DF; c0 += 4) {
        [[unroll]] for (uint n = 0; n < 4; ++n) coopMatStoreNV(oacc[c0 + n], s_s, sbase + n * 256, 16, false);
        subgroupMemoryBarrierShared();
        subgroupBarrier();
        [[unroll]] for (uint n = 0; n < 4; ++n) {
          [[unroll]] for (uint t = 0; t < 8; ++t) s_s[sbase + n * 256 + lane + 32 * t] *= alpha_t[t];
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier();
        [[unroll]] for (uint n = 0; n < 4; ++n) coopMatLoadNV(oacc[c0 + n], s_s, sbase + n * 256, 16, false);
        subgroupBarrier();  // loaded before the next fragments (or the next S) land
      }
    }

    // O += P V.
    HALF pf[BKV / 16];
    [[unroll]] for (uint kk = 0; kk < BKV / 16; ++kk) coopMatLoadNV(pf[kk], s_p, (pbase + kk * 16) / 2, P_STRIDE / 2, false);
    [[unroll]] for (uint c = 0; c < DF; ++c) {
      [[unroll]] for (uint kk = 0; kk < BKV / 16; ++kk) {
        HALF vf;
        coopMatLoadNV(vf, s_kv, (kk * 16) * KV_STRIDE + c * 2, KV_STRIDE, false);
        oacc[c] = coopMatMulAddNV(pf[kk], vf, oacc[c]);
      }
    }
  }

  // O / l, written as float16, four fragments at a time through the scratch; l reaches the
  // row's other invocations through s_row.
  subgroupBarrier();
  if (shalf == 0u) s_row[sg * 16 + srow] = l;
  subgroupMemoryBarrierShared();
  subgroupBarrier();
  float l_t[8];
  [[unroll]] for (uint t = 0; t < 8; ++t) l_t[t] = s_row[sg * 16 + lane / 16 + 2 * t];
  const uint64_t out_head = p.out_ptr + uint64_t((b * p.heads + h) * p.lq) * uint64_t(DMAX) * 2;
  [[unroll]] for (uint c0 = 0; c0 < DF; c0 += 4) {
    [[unroll]] for (uint n = 0; n < 4; ++n) coopMatStoreNV(oacc[c0 + n], s_s, sbase + n * 256, 16, false);
    subgroupMemoryBarrierShared();
    subgroupBarrier();
    [[unroll]] for (uint t = 0; t < 8; ++t) {
      const int64_t i = q0 + int64_t(sg * 16 + lane / 16 + 2 * t);
      // No `continue` here: glslc's optimizer leaves a loop holding one rolled, and O's
      // fragments in a run-time-indexed array.
      [[unroll]] for (uint n = 0; n < 4; ++n) {
        const float x = s_s[sbase + n * 256 + lane + 32 * t] / l_t[t];
        if (i < p.lq) BufF16(out_head + uint64_t(i * DMAX + (c0 + n) * 16 + lane % 16) * 2).v[0] = float16_t(x);
      }
    }
    subgroupBarrier();  // read before the next fragments land
  }
}
