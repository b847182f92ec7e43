#version 460
// kiln_take along one axis: out[o, j, r] = x[o, idx[j], r]. One variant per element size
// (IN_DT = U8/U16/U32/U64: raw bits). Operand 1 points at x[o, 0, r] (stride 0 over the index
// dimensions), operand 2 at idx[j] (int64). There is no fourth operand: pc.ptr[3] carries x's
// byte stride along the taken axis, and pc.scalar the axis length. Out-of-range indices are
// clamped; the bounds check (KILN_DEBUG=bounds) runs on the host before this kernel.
#include "elementwise.glsl"

void main() {
  uint i;
  int64_t off[4];
  if (!element_index(i, off)) return;
  int64_t n = int64_t(pc.scalar);
  int64_t k = LOAD(DT_I64, operand_addr(2, MODE2, i, off, 8));
  if (k < 0) k += n;
  k = clamp(k, int64_t(0), n - 1);
  uint64_t src = operand_addr(1, MODE1, i, off, ITEMSIZE(IN_DT)) + uint64_t(k * int64_t(pc.ptr[3]));
  STORE(IN_DT, operand_addr(0, MODE0, i, off, ITEMSIZE(IN_DT)), LOAD(IN_DT, src));
}
