#version 460
// Flash attention, portable: a workgroup of 128 threads per (batch, head, block of BQ queries).
// Key and value tiles of BK rows stream through shared memory; each query row keeps its running
// maximum m, running sum l and output accumulator o (TPR threads per row, each owning every
// TPR-th of the D columns) and rescales them by exp(m_old - m_new) per tile: the online softmax,
// memory linear in the sequence length. Everything accumulates in float32. Causal (key j kept
// for query i when j <= i + shift, shift = Lk - Lq): tiles past the block's last kept key are
// never loaded. A row that keeps no key ends with l = 0 and gives 0/0 = NaN (as softmax of a
// row of -inf). DMAX (64, 128, 256) bounds the head size D; variants per DMAX and dtype.
#include "common.glsl"

#ifndef DMAX
#define DMAX 128
#endif
#if DMAX == 256
#define BQ 8
#define BK 8
#elif DMAX == 128
#define BQ 16
#define BK 16
#else
#define BQ 16
#define BK 32
#endif
#define WG 128
#define TPR (WG / BQ)       // threads per query row
#define NO (DMAX / TPR)     // output columns per thread
#define NS ((BK + TPR - 1) / TPR)  // scores per thread and tile
#define ROW (DMAX + 1)      // shared row stride: the TPR threads of a row read keys j, j+1, ...
                            // at the same column, which a stride of DMAX puts in one bank

layout(local_size_x = WG) in;
layout(constant_id = 0) const uint CAUSAL = 0;
layout(constant_id = 1) const uint HAS_MASK = 0;

#define SZ uint64_t(ITEMSIZE(IN_DT))
#define NEG_INF uintBitsToFloat(0xff800000u)

// The launch's parameters (fast_ops.cpp's AttentionParams): element strides of q, k, v over
// (batch, head, position) (stride 1 along D) and of the mask over (batch, head, query, key).
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

shared float s_q[BQ * ROW];
shared float s_k[BK * ROW];
shared float s_v[BK * DMAX];
shared float s_p[BQ * BK];

void main() {
  Params p = Params(pc.params);
  const int64_t qblocks = (p.lq + BQ - 1) / BQ;
  int64_t g = int64_t(pc.base + flat_group());
  if (g >= p.batch * p.heads * qblocks) return;  // uniform per workgroup
  const int64_t b = g / (p.heads * qblocks), h = (g / qblocks) % p.heads, q0 = (g % qblocks) * BQ;
  const int64_t hk = h / (p.heads / p.kv_heads);
  const uint t = gl_LocalInvocationID.x, r = t / TPR, lane = t % TPR;
  const uint dim = uint(p.dim);
  const int64_t i = q0 + int64_t(r);  // this thread's query
  const int64_t shift = p.lk - p.lq;

  for (uint e = t; e < BQ * DMAX; e += WG) {
    uint rr = e / DMAX, d = e % DMAX;
    float x = 0.0;
    if (q0 + rr < p.lq && d < dim) {
      x = float(LOAD(IN_DT, p.q_ptr + uint64_t(b * p.qs[0] + h * p.qs[1] + (q0 + rr) * p.qs[2] + d) * SZ)) * p.scale;
    }
    s_q[rr * ROW + d] = x;
  }

  float o[NO];
  [[unroll]] for (uint c = 0; c < NO; ++c) o[c] = 0.0;
  float m = NEG_INF, l = 0.0;
  const int64_t rows = min(int64_t(BQ), p.lq - q0);
  const int64_t key_end = CAUSAL != 0u ? clamp(q0 + rows + shift, int64_t(0), p.lk) : p.lk;
  const uint64_t k_row0 = p.k_ptr + uint64_t(b * p.ks[0] + hk * p.ks[1]) * SZ;
  const uint64_t v_row0 = p.v_ptr + uint64_t(b * p.vs[0] + hk * p.vs[1]) * SZ;

  for (int64_t k0 = 0; k0 < key_end; k0 += BK) {
    barrier();  // the previous tile is no longer read (and s_q is written, the first time)
    for (uint e = t; e < BK * DMAX; e += WG) {
      uint j = e / DMAX, d = e % DMAX;
      float kx = 0.0, vx = 0.0;
      if (k0 + j < p.lk && d < dim) {
        kx = float(LOAD(IN_DT, k_row0 + uint64_t((k0 + j) * p.ks[2] + d) * SZ));
        vx = float(LOAD(IN_DT, v_row0 + uint64_t((k0 + j) * p.vs[2] + d) * SZ));
      }
      s_k[j * ROW + d] = kx;
      s_v[e] = vx;
    }
    barrier();
    // Scores of keys lane, lane + TPR, ...: each q element read once for all of them.
    float dot[NS];
    [[unroll]] for (uint c = 0; c < NS; ++c) dot[c] = 0.0;
    for (uint d = 0; d < dim; ++d) {
      const float qd = s_q[r * ROW + d];
      [[unroll]] for (uint c = 0; c < NS; ++c) dot[c] += qd * s_k[min(lane + c * TPR, BK - 1) * ROW + d];
    }
    [[unroll]] for (uint c = 0; c < NS; ++c) {
      const uint j = lane + c * TPR;
      const int64_t key = k0 + j;
      float s = NEG_INF;
      if (j < BK && i < p.lq && key < p.lk && (CAUSAL == 0u || key <= i + shift)) {
        s = dot[c];
        if (HAS_MASK != 0u) {
          s += float(LOAD(IN_DT, p.mask_ptr + uint64_t(b * p.ms[0] + h * p.ms[1] + i * p.ms[2] + key * p.ms[3]) * SZ));
        }
      }
      if (j < BK) s_p[r * BK + j] = s;
    }
    barrier();
    float block_max = NEG_INF;
    for (uint j = 0; j < BK; ++j) block_max = max(block_max, s_p[r * BK + j]);
    const float m_new = max(m, block_max);
    if (m_new != NEG_INF) {  // else nothing kept yet: exp(-inf - -inf) would be NaN
      const float alpha = exp(m - m_new);
      l *= alpha;
      [[unroll]] for (uint c = 0; c < NO; ++c) o[c] *= alpha;
      for (uint j = 0; j < BK; ++j) {
        const float w = exp(s_p[r * BK + j] - m_new);
        l += w;
        [[unroll]] for (uint c = 0; c < NO; ++c) o[c] += w * s_v[j * DMAX + lane + c * TPR];
      }
      m = m_new;
    }
  }

  if (i < p.lq) {
    const uint64_t out_row = p.out_ptr + uint64_t(((b * p.heads + h) * p.lq + i) * p.dim) * SZ;
    [[unroll]] for (uint c = 0; c < NO; ++c) {
      const uint d = lane + c * TPR;
      if (d < dim) STORE(IN_DT, out_row + uint64_t(d) * SZ, o[c] / l);
    }
  }
}
