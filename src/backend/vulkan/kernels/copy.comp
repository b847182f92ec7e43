#version 460
// Raw copy between layouts (OP 0) or fill with the bit pattern pc.scalar (OP 1). One variant per
// element size (IN_DT = U8/U16/U32/U64): same-dtype Cast, Assemble's fill and placements.
#include "elementwise.glsl"

void main() {
#if IN_DT == DT_U32
  // Contiguous copy (any dtype, seen as 32-bit words): uvec4s, all loads before the stores.
  if (VEC == 1 && OP == 0) {
    uint n4 = pc.count / 4u;
    uvec4 x[VEC_UNROLL];
    [[unroll]] for (uint j = 0; j < VEC_UNROLL; ++j) {
      uint v = vec_index(j);
      if (v < n4) x[j] = load_words(1, MODE1, v);
    }
    [[unroll]] for (uint j = 0; j < VEC_UNROLL; ++j) {
      uint v = vec_index(j);
      if (v < n4) store_words(v, x[j]);
    }
    return;
  }
#endif
  uint i;
  int64_t off[4];
  if (!element_index(i, off)) return;
  uint64_t dst = operand_addr(0, MODE0, i, off, ITEMSIZE(IN_DT));
  if (OP == 1) {
    STORE(IN_DT, dst, CTYPE(IN_DT)(pc.scalar));
  } else {
    STORE(IN_DT, dst, LOAD(IN_DT, operand_addr(1, MODE1, i, off, ITEMSIZE(IN_DT))));
  }
}
