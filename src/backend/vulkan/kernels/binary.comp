#version 460
// out = f(a, b) for one dtype (IN_DT) of both inputs; the op is specialization constant OP
// (kiln::BinaryOp, numbered by op_ids.gen.glsl); binary_ops.glsl computes it.
#include "elementwise.glsl"
#include "math.glsl"
#include "math_inverse.glsl"
#include "op_ids.gen.glsl"

#define T IN_DT
#include "binary_ops.glsl"
#define C CTYPE(T)

const bool BOOL_OUT = BINARY_RETURNS_BOOL(OP);
#define apply(a, b) XCAT(binary_apply_, T)(OP, a, b)
#define predicate(a, b) XCAT(binary_predicate_, T)(OP, a, b)

#if IS_WORD(T)
// Four elements per uvec4, all loads of a thread issued before its arithmetic.
void main_vec() {
  uint n4 = pc.count / 4u;
  uvec4 a[VEC_UNROLL], b[VEC_UNROLL];
  [[unroll]] for (uint j = 0; j < VEC_UNROLL; ++j) {
    uint v = vec_index(j);
    if (v < n4) {
      a[j] = load_words(1, MODE1, v);
      b[j] = load_words(2, MODE2, v);
    }
  }
  [[unroll]] for (uint j = 0; j < VEC_UNROLL; ++j) {
    uint v = vec_index(j);
    if (v >= n4) continue;
    uvec4 r;
    [[unroll]] for (uint e = 0; e < 4; ++e) r[e] = TO_WORD(T, apply(FROM_WORD(T, a[j][e]), FROM_WORD(T, b[j][e])));
    store_words(v, r);
  }
}
#endif

void main() {
#if IS_WORD(T)
  if (VEC == 1 && !BOOL_OUT) {
    main_vec();
    return;
  }
#endif
  uint i;
  int64_t off[4];
  if (!element_index(i, off)) return;
  C a = LOAD(T, operand_addr(1, MODE1, i, off, ITEMSIZE(T)));
  C b = LOAD(T, operand_addr(2, MODE2, i, off, ITEMSIZE(T)));
  if (BOOL_OUT) {
    STORE(DT_BOOL, operand_addr(0, MODE0, i, off, 1), predicate(a, b));
  } else {
    STORE(T, operand_addr(0, MODE0, i, off, ITEMSIZE(T)), apply(a, b));
  }
}
