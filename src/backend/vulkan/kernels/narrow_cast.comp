#version 460
// out = in converted between a narrow storage dtype and its compute type (kernels/narrow.glsl);
// one variant per direction of each pair of KILN_NARROW_CASTS. Narrow elements are one byte.
#include "elementwise.glsl"
#include "narrow.glsl"

void main() {
  uint i;
  int64_t off[4];
  if (!element_index(i, off)) return;
#if IS_NARROW(IN_DT)
  uint b = uint(BufU8(operand_addr(1, MODE1, i, off, 1u)).v[0]);
  uint64_t dst = operand_addr(0, MODE0, i, off, ITEMSIZE(OUT_DT));
#if IN_DT == DT_F8E5M2
  STORE(OUT_DT, dst, decode_e5m2(b));
#elif IN_DT == DT_F8E4M3FN
  STORE(OUT_DT, dst, decode_e4m3fn(b));
#elif IN_DT == DT_I2 || IN_DT == DT_I4
  STORE(OUT_DT, dst, (int(b) << 24) >> 24);  // held sign-extended: the int8 value
#else
  STORE(OUT_DT, dst, b);
#endif
#else
  CTYPE(IN_DT) x = LOAD(IN_DT, operand_addr(1, MODE1, i, off, ITEMSIZE(IN_DT)));
  uint b;
#if OUT_DT == DT_F8E5M2
  b = encode_e5m2(x);
#elif OUT_DT == DT_F8E4M3FN
  b = encode_e4m3fn(x);
#else
  b = wrap_sub_byte(uint(x), (OUT_DT == DT_I2 || OUT_DT == DT_U2) ? 2 : 4, OUT_DT == DT_I2 || OUT_DT == DT_I4);
#endif
  BufU8(operand_addr(0, MODE0, i, off, 1u)).v[0] = uint8_t(b);
#endif
}
