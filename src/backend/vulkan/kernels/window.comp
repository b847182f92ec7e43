#version 460
// Window ops over a compact input of rank RANK (a specialization constant, so the per-axis loops
// unroll and the geometry stays in registers; meta: int64 per axis: input extent, window count,
// window extent, stride, dilation, padding before; 6 x rank values, each axis's index math
// within 32-bit ints: window_kernel_fits). Taps outside the input (padding) are skipped: they
// hold the reduction's identity.
// MODE 0: out[w] = OP (REDUCE_SUM/PROD/MAX/MIN) over window w's taps, a thread per window.
// MODE 1 (window_scatter, select): chosen[w] = flat input position of window w's last max (OP
//   REDUCE_MAX) or min (REDUCE_MIN) tap, -1 for a window of padding only; IN_DT is x's dtype.
// MODE 2 (window_scatter, gather): out[i] = init + source[w] over the windows w (row-major order)
//   that chose i; IN_DT is the result's dtype. Sums of 16-bit floats run in float32.
#include "common.glsl"
#include "op_ids.gen.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint MODE = 0;
layout(constant_id = 1) const uint OP = 0;
layout(constant_id = 2) const int RANK = 1;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t in_ptr;      // MODE 0/1: x; MODE 2: source
  uint64_t chosen_ptr;  // int64 per window (MODE 1 writes, MODE 2 reads)
  uint64_t init_ptr;    // MODE 2: the 0-d initial value
  uint64_t meta;
  uint64_t total;       // threads of this pass
  uint64_t first;       // first thread of this dispatch
  uint rank;
} pc;

#define C CTYPE(IN_DT)
#define ITEM uint64_t(ITEMSIZE(IN_DT))
#define R (RANK > 0 ? RANK : 1)  // arrays need one element; rank 0 loops run no axis

int m_in[R], m_out[R], m_win[R], m_stride[R], m_dil[R], m_low[R];
int base[R];  // the current window's first tap per axis (window_origin)

void load_geometry() {
  Meta meta = Meta(pc.meta);
  [[unroll]] for (int a = 0; a < RANK; ++a) {
    m_in[a] = int(meta.v[a]);
    m_out[a] = int(meta.v[RANK + a]);
    m_win[a] = int(meta.v[2 * RANK + a]);
    m_stride[a] = int(meta.v[3 * RANK + a]);
    m_dil[a] = int(meta.v[4 * RANK + a]);
    m_low[a] = int(meta.v[5 * RANK + a]);
  }
}

C lowest() {
#if IS_FLOAT(IN_DT)
  return C(uintBitsToFloat(0xff800000u));
#elif IN_DT == DT_I8
  return -128;
#elif IN_DT == DT_I16
  return -32768;
#elif IN_DT == DT_I32
  return int(0x80000000u);
#elif IN_DT == DT_I64
  return int64_t(0x8000000000000000UL);
#else
  return C(0);
#endif
}

C highest() {
#if IS_FLOAT(IN_DT)
  return C(uintBitsToFloat(0x7f800000u));
#elif IN_DT == DT_I8
  return 127;
#elif IN_DT == DT_I16
  return 32767;
#elif IN_DT == DT_I32
  return 0x7fffffff;
#elif IN_DT == DT_I64
  return int64_t(0x7fffffffffffffffUL);
#elif IN_DT == DT_U8 || IN_DT == DT_BOOL
  return 255u;
#elif IN_DT == DT_U16
  return 65535u;
#elif IN_DT == DT_U32
  return 0xffffffffu;
#else
  return uint64_t(0xffffffffffffffffUL);
#endif
}

bool is_nan(C v) {
#if IS_FLOAT(IN_DT)
  return isnan(v);
#else
  return false;
#endif
}

// Window w's first tap position per axis (in input coordinates, before dilation steps).
void window_origin(uint64_t w) {
  [[unroll]] for (int a = RANK - 1; a >= 0; --a) {
    int o = int(next_coordinate(w, uint64_t(m_out[a])));
    base[a] = o * m_stride[a] - m_low[a];
  }
}

// The taps of a window walk row-major as an odometer: k[a] counts the axis's taps, cur[a] is
// the input coordinate they reach and pos the flat input position, all advanced by additions
// (no division per tap: the per-axis div/mod of a tap index dominated the kernel's time).
int64_t m_scale[R];  // flat input elements per step along axis a
int k_tap[R], cur[R];
int64_t pos;

void first_tap() {
  int64_t scale = 1;
  pos = 0;
  [[unroll]] for (int a = RANK - 1; a >= 0; --a) {
    m_scale[a] = scale;
    k_tap[a] = 0;
    cur[a] = base[a];
    pos += int64_t(base[a]) * scale;
    scale *= int64_t(m_in[a]);
  }
}

bool tap_inside() {
  bool inside = true;
  [[unroll]] for (int a = 0; a < RANK; ++a) inside = inside && uint(cur[a]) < uint(m_in[a]);
  return inside;
}

void next_tap() {
  bool carry = true;
  [[unroll]] for (int a = RANK - 1; a >= 0; --a) {
    if (carry) {
      k_tap[a] += 1;
      carry = k_tap[a] == m_win[a];
      if (carry) {
        pos -= int64_t(cur[a] - base[a]) * m_scale[a];
        k_tap[a] = 0;
        cur[a] = base[a];
      } else {
        cur[a] += m_dil[a];
        pos += int64_t(m_dil[a]) * m_scale[a];
      }
    }
  }
}

uint window_taps() {
  uint n = 1;
  [[unroll]] for (int a = 0; a < RANK; ++a) n *= uint(m_win[a]);
  return n;
}

void reduce_window(uint64_t w) {
  window_origin(w);
  first_tap();
  uint taps = window_taps();
  C acc = OP == REDUCE_SUM ? C(0) : OP == REDUCE_PROD ? C(1) : OP == REDUCE_MAX ? lowest() : highest();
  for (uint t = 0; t < taps; ++t, next_tap()) {
    if (!tap_inside()) continue;
    C v = LOAD(IN_DT, pc.in_ptr + uint64_t(pos) * ITEM);
    if (OP == REDUCE_SUM) {
      acc += v;
    } else if (OP == REDUCE_PROD) {
      acc *= v;
    } else if (is_nan(v)) {
      acc = v;
      break;
    } else if (OP == REDUCE_MAX ? v > acc : v < acc) {
      acc = v;
    }
  }
  STORE(IN_DT, pc.out_ptr + w * ITEM, acc);
}

void select_window(uint64_t w) {
  window_origin(w);
  first_tap();
  uint taps = window_taps();
  int64_t pick = -1;
  C best = C(0);
  for (uint t = 0; t < taps; ++t, next_tap()) {
    if (!tap_inside()) continue;
    C v = LOAD(IN_DT, pc.in_ptr + uint64_t(pos) * ITEM);
    if (pick < 0 || (OP == REDUCE_MAX ? v >= best : v <= best)) {
      pick = pos;
      best = v;
    }
  }
  BufI64(pc.chosen_ptr + w * 8UL).v[0] = pick;
}

void gather_chosen(uint64_t i) {
  int lo[R], hi[R], at_w[R];
  uint64_t rest = i;
  bool any = true;
  [[unroll]] for (int a = RANK - 1; a >= 0; --a) {
    int c = int(next_coordinate(rest, uint64_t(m_in[a])));
    int s = m_stride[a], reach = c + m_low[a];  // window o covers c when o*s <= reach <= o*s + win-1
    int first = reach - (m_win[a] - 1);
    lo[a] = first <= 0 ? 0 : (first + s - 1) / s;
    hi[a] = reach < 0 ? -1 : min(reach / s, m_out[a] - 1);
    any = any && lo[a] <= hi[a];
    at_w[a] = lo[a];
  }
  C acc = LOAD(IN_DT, pc.init_ptr);
  while (any) {
    uint64_t w = 0;
    [[unroll]] for (int a = 0; a < RANK; ++a) w = w * uint64_t(m_out[a]) + uint64_t(at_w[a]);
    if (BufI64(pc.chosen_ptr + w * 8UL).v[0] == int64_t(i)) acc += LOAD(IN_DT, pc.in_ptr + w * ITEM);
    // Next window in row-major order; done when every axis wraps.
    bool carry = true;
    [[unroll]] for (int a = RANK - 1; a >= 0; --a) {
      if (carry) {
        at_w[a] += 1;
        carry = at_w[a] > hi[a];
        if (carry) at_w[a] = lo[a];
      }
    }
    if (carry) break;
  }
  STORE(IN_DT, pc.out_ptr + i * ITEM, acc);
}

void main() {
  uint64_t id = pc.first + uint64_t(flat_group()) * 256 + gl_LocalInvocationID.x;
  if (id >= pc.total) return;
  load_geometry();
  if (MODE == 0) {
    reduce_window(id);
  } else if (MODE == 1) {
    select_window(id);
  } else {
    gather_chosen(id);
  }
}
