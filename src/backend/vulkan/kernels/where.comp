#version 460
// out = cond ? x : y. Moves raw bits, so one variant per element size (IN_DT = U8/U16/U32/U64).
#include "elementwise.glsl"

void main() {
  uint i;
  int64_t off[4];
  if (!element_index(i, off)) return;
  bool c = LOAD(DT_BOOL, operand_addr(1, MODE1, i, off, 1)) != 0u;
  uint64_t src = c ? operand_addr(2, MODE2, i, off, ITEMSIZE(IN_DT)) : operand_addr(3, MODE3, i, off, ITEMSIZE(IN_DT));
  STORE(IN_DT, operand_addr(0, MODE0, i, off, ITEMSIZE(IN_DT)), LOAD(IN_DT, src));
}
