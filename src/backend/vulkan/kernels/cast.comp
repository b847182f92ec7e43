#version 460
// out (OUT_DT) = in (IN_DT) converted; one variant per dtype pair.
#include "elementwise.glsl"
#include "convert.glsl"

void main() {
  uint i;
  int64_t off[4];
  if (!element_index(i, off)) return;
  CTYPE(IN_DT) x = LOAD(IN_DT, operand_addr(1, MODE1, i, off, ITEMSIZE(IN_DT)));
  STORE(OUT_DT, operand_addr(0, MODE0, i, off, ITEMSIZE(OUT_DT)), XCAT(XCAT(convert_, IN_DT), XCAT(_, OUT_DT))(x));
}
