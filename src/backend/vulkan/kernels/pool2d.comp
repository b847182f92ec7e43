#version 460
// Window reductions whose windows span only the last two axes (pooling: every leading axis has
// window 1, stride 1, no padding), out[p, oy, ox] = OP over the KH x KW taps of plane p. The
// window geometry is specialization constants, so the tap loops unroll and a thread issues its
// loads together; window.comp's general odometer walk (any rank, geometry from memory) ran the
// H100's 3x3 stride-2 max pool at 0.54x PyTorch. Taps in the padding are skipped (identity);
// a NaN tap makes the result NaN (as window.comp).
#include "common.glsl"
#include "op_ids.gen.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint OP = 0;
layout(constant_id = 1) const int KH = 1;
layout(constant_id = 2) const int KW = 1;
layout(constant_id = 3) const int SH = 1;
layout(constant_id = 4) const int SW = 1;
layout(constant_id = 5) const int DH = 1;
layout(constant_id = 6) const int DW = 1;

layout(push_constant) uniform Push {
  uint64_t out_ptr;
  uint64_t in_ptr;
  uint count;   // outputs: planes * oh * ow (< 2^32: checked by the host)
  int h, w;     // input plane
  int oh, ow;   // output plane
  int pad_top, pad_left;
} pc;

#define C CTYPE(IN_DT)
#define ITEM uint64_t(ITEMSIZE(IN_DT))

C identity() {
  if (OP == REDUCE_SUM) return C(0);
  if (OP == REDUCE_PROD) return C(1);
#if IS_FLOAT(IN_DT)
  return C(uintBitsToFloat(OP == REDUCE_MAX ? 0xff800000u : 0x7f800000u));
#elif IN_DT == DT_I8
  return OP == REDUCE_MAX ? -128 : 127;
#elif IN_DT == DT_I16
  return OP == REDUCE_MAX ? -32768 : 32767;
#elif IN_DT == DT_I32
  return OP == REDUCE_MAX ? int(0x80000000u) : 0x7fffffff;
#elif IN_DT == DT_I64
  return OP == REDUCE_MAX ? int64_t(0x8000000000000000UL) : int64_t(0x7fffffffffffffffUL);
#elif IN_DT == DT_U8 || IN_DT == DT_BOOL
  return OP == REDUCE_MAX ? 0u : 255u;
#elif IN_DT == DT_U16
  return OP == REDUCE_MAX ? 0u : 65535u;
#elif IN_DT == DT_U32
  return OP == REDUCE_MAX ? 0u : 0xffffffffu;
#else
  return OP == REDUCE_MAX ? uint64_t(0) : uint64_t(0xffffffffffffffffUL);
#endif
}

C combine(C acc, C v) {
  if (OP == REDUCE_SUM) return acc + v;
  if (OP == REDUCE_PROD) return acc * v;
#if IS_FLOAT(IN_DT)
  if (isnan(acc)) return acc;
  if (isnan(v)) return v;
#endif
  return (OP == REDUCE_MAX ? v > acc : v < acc) ? v : acc;
}

void main() {
  uint i = flat_group() * 256u + gl_LocalInvocationID.x;
  if (i >= pc.count) return;
  uint o = i;
  uint plane_size = uint(pc.oh) * uint(pc.ow);
  uint plane = o / plane_size;
  uint rest = o - plane * plane_size;
  int oy = int(rest / uint(pc.ow));
  int ox = int(rest) - oy * pc.ow;
  int y0 = oy * SH - pc.pad_top, x0 = ox * SW - pc.pad_left;
  uint64_t row0 = pc.in_ptr + uint64_t(plane) * uint64_t(pc.h) * uint64_t(pc.w) * ITEM;
  C acc = identity();
  [[unroll]] for (int ky = 0; ky < KH; ++ky) {
    int y = y0 + ky * DH;
    if (uint(y) >= uint(pc.h)) continue;
    uint64_t row = row0 + uint64_t(y) * uint64_t(pc.w) * ITEM;
    C v[KW];
    bool inside[KW];
    [[unroll]] for (int kx = 0; kx < KW; ++kx) {
      int x = x0 + kx * DW;
      inside[kx] = uint(x) < uint(pc.w);
      if (inside[kx]) v[kx] = LOAD(IN_DT, row + uint64_t(x) * ITEM);
    }
    // Padding taps are skipped, not combined as the identity: -0.0 + 0.0 would lose the sign.
    [[unroll]] for (int kx = 0; kx < KW; ++kx) {
      if (inside[kx]) acc = combine(acc, v[kx]);
    }
  }
  STORE(IN_DT, pc.out_ptr + uint64_t(o) * ITEM, acc);
}
