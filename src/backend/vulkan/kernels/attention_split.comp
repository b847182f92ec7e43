#version 460
// Attention for a few queries over many keys (a decoder's step: one query against the KV cache),
// split over the keys (flash-decoding): attention.comp gives each (batch, head) one workgroup of
// 16 query rows, so a step's 12 heads ran as 12 workgroups walking 1024 keys one tile at a time
// (253 us on an H100). Here, without COMBINE, a workgroup of 128 threads takes one query row and
// one split of the keys, CHUNK keys at a time (a thread a key: its score, then a thread an output
// column: the weighted sum of V's rows), and writes its split's running maximum m, sum l and
// unnormalised output o (float32) to the partials; with COMBINE a thread an output element
// rescales the splits' o and l by exp(m_s - max m) and stores o / l. Same semantics as
// attention.comp: scale, additive mask, causal with shift Lk - Lq, grouped KV heads; a row that
// keeps no key gives 0/0 = NaN. Everything accumulates in float32. D <= DMAX.
#include "common.glsl"

#define DMAX 256
#define WG 128
#define CHUNK WG
#define NO (DMAX / WG)  // output columns per thread
#define UNROLL 8        // loads a thread issues before using them (memory latency)
#define SZ uint64_t(ITEMSIZE(IN_DT))
#define NEG_INF uintBitsToFloat(0xff800000u)

layout(local_size_x = WG) in;
layout(constant_id = 0) const uint CAUSAL = 0;
layout(constant_id = 1) const uint HAS_MASK = 0;

// fast_ops.cpp's SplitAttentionParams: attention.comp's Params, then the split's.
layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer Params {
  uint64_t q_ptr, k_ptr, v_ptr, mask_ptr, out_ptr;
  int64_t qs[3], ks[3], vs[3], ms[4];
  int64_t batch, heads, kv_heads, lq, lk, dim;
  float scale;
  uint pad;
  uint64_t partial_ptr;
  int64_t splits, split_keys;  // splits per query row, keys per split (a multiple of CHUNK)
};
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Floats { float v[]; };

layout(push_constant) uniform Push {
  uint64_t params;
  uint64_t base;  // first workgroup (COMBINE: first invocation) of this dispatch
} pc;

#ifndef COMBINE
shared float s_q[DMAX];
shared float s_p[CHUNK];

// The workgroup's maximum (op 0) or sum (op 1) of x, in every thread: a halving tree in s_p
// (no subgroup operations, which not every device has for compute).
float workgroup_reduce(float x, uint op) {
  const uint t = gl_LocalInvocationID.x;
  barrier();
  s_p[t] = x;
  barrier();
  for (uint width = WG / 2; width > 0; width /= 2) {
    if (t < width) s_p[t] = op == 0u ? max(s_p[t], s_p[t + width]) : s_p[t] + s_p[t + width];
    barrier();
  }
  const float r = s_p[0];
  barrier();
  return r;
}

void main() {
  Params p = Params(pc.params);
  const int64_t g = int64_t(pc.base + flat_group());
  const int64_t rows = p.batch * p.heads * p.lq;
  if (g >= rows * p.splits) return;  // uniform per workgroup
  const int64_t row = g / p.splits, split = g % p.splits;
  const int64_t b = row / (p.heads * p.lq), h = (row / p.lq) % p.heads, i = row % p.lq;
  const int64_t hk = h / (p.heads / p.kv_heads);
  const uint t = gl_LocalInvocationID.x;
  const uint dim = uint(p.dim);

  for (uint d = t; d < DMAX; d += WG) {
    s_q[d] = d < dim ? float(LOAD(IN_DT, p.q_ptr + uint64_t(b * p.qs[0] + h * p.qs[1] + i * p.qs[2] + d) * SZ)) * p.scale
                     : 0.0;
  }
  const int64_t shift = p.lk - p.lq;
  const int64_t split_begin = split * p.split_keys;
  int64_t split_end = min(split_begin + p.split_keys, p.lk);
  if (CAUSAL != 0u) split_end = min(split_end, max(i + shift + 1, int64_t(0)));
  const uint64_t k_row0 = p.k_ptr + uint64_t(b * p.ks[0] + hk * p.ks[1]) * SZ;
  const uint64_t v_row0 = p.v_ptr + uint64_t(b * p.vs[0] + hk * p.vs[1]) * SZ;

  float m = NEG_INF, l = 0.0;
  float o[NO];
  [[unroll]] for (uint c = 0; c < NO; ++c) o[c] = 0.0;
  for (int64_t k0 = split_begin; k0 < split_end; k0 += CHUNK) {
    barrier();  // s_q written (the first time); s_p no longer read
    const int64_t key = k0 + int64_t(t);
    float s = NEG_INF;
    if (key < split_end) {
      const uint64_t k_row = k_row0 + uint64_t(key * p.ks[2]) * SZ;
      float dot = 0.0;
      for (uint d0 = 0; d0 < dim; d0 += UNROLL) {  // UNROLL loads in flight, then their products
        float kx[UNROLL];
        [[unroll]] for (uint u = 0; u < UNROLL; ++u) {
          kx[u] = d0 + u < dim ? float(LOAD(IN_DT, k_row + uint64_t(d0 + u) * SZ)) : 0.0;
        }
        [[unroll]] for (uint u = 0; u < UNROLL; ++u) dot += s_q[min(d0 + u, uint(DMAX - 1))] * kx[u];
      }
      s = dot;
      if (HAS_MASK != 0u) {
        s += float(LOAD(IN_DT, p.mask_ptr + uint64_t(b * p.ms[0] + h * p.ms[1] + i * p.ms[2] + key * p.ms[3]) * SZ));
      }
    }
    const float m_new = max(m, workgroup_reduce(s, 0u));
    const float w = m_new == NEG_INF ? 0.0 : exp(s - m_new);  // nothing kept yet: no exp(-inf - -inf)
    const float alpha = m_new == NEG_INF ? 1.0 : exp(m - m_new);
    const float chunk_sum = workgroup_reduce(w, 1u);
    s_p[t] = w;
    barrier();
    l = l * alpha + chunk_sum;
    const uint keys = uint(min(int64_t(CHUNK), split_end - k0));
    [[unroll]] for (uint c = 0; c < NO; ++c) {
      const uint d = t + c * WG;
      float acc = o[c] * alpha;
      if (d < dim) {
        for (uint j0 = 0; j0 < keys; j0 += UNROLL) {
          float vx[UNROLL];
          [[unroll]] for (uint u = 0; u < UNROLL; ++u) {
            vx[u] = j0 + u < keys ? float(LOAD(IN_DT, v_row0 + uint64_t((k0 + j0 + u) * p.vs[2] + d) * SZ)) : 0.0;
          }
          [[unroll]] for (uint u = 0; u < UNROLL; ++u) acc += s_p[min(j0 + u, uint(CHUNK - 1))] * vx[u];
        }
      }
      o[c] = acc;
    }
    m = m_new;
  }

  Floats part = Floats(p.partial_ptr + uint64_t(g * (p.dim + 2)) * 4);
  if (t == 0) {
    part.v[0] = m;
    part.v[1] = l;
  }
  [[unroll]] for (uint c = 0; c < NO; ++c) {
    const uint d = t + c * WG;
    if (d < dim) part.v[2 + d] = o[c];
  }
}

#else  // COMBINE

void main() {
  Params p = Params(pc.params);
  const int64_t e = int64_t((pc.base + flat_group()) * WG + gl_LocalInvocationID.x);
  if (e >= p.batch * p.heads * p.lq * p.dim) return;
  const int64_t row = e / p.dim, d = e % p.dim;
  const int64_t stride = p.dim + 2;
  Floats parts = Floats(p.partial_ptr + uint64_t(row * p.splits * stride) * 4);
  float top = NEG_INF;
  for (int64_t s = 0; s < p.splits; ++s) top = max(top, parts.v[uint(s * stride)]);
  float l = 0.0, o = 0.0;
  for (int64_t s = 0; s < p.splits; ++s) {
    const float m = parts.v[uint(s * stride)];
    const float w = m == NEG_INF ? 0.0 : exp(m - top);
    l += w * parts.v[uint(s * stride + 1)];
    o += w * parts.v[uint(s * stride + 2 + d)];
  }
  STORE(IN_DT, p.out_ptr + uint64_t(e) * SZ, o / l);  // the output is compact [B, H, Lq, D]
}

#endif
