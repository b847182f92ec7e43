#version 460
// out = f(in) for one input dtype (IN_DT); the op is specialization constant OP (kiln::UnaryOp,
// numbered by op_ids.gen.glsl). The host rejects op/dtype pairs that have no branch in unary_ops.glsl.
#include "elementwise.glsl"
#include "math.glsl"
#include "trig.glsl"
#include "math_inverse.glsl"
#include "op_ids.gen.glsl"

#define T IN_DT
#include "unary_ops.glsl"
#define C CTYPE(T)

const bool BOOL_OUT = UNARY_RETURNS_BOOL(OP);
#define apply(x) XCAT(unary_apply_, T)(OP, x)
#define predicate(x) XCAT(unary_predicate_, T)(OP, x)

#if IS_WORD(T)
// Four elements per uvec4, all loads of a thread issued before its arithmetic.
void main_vec() {
  uint n4 = pc.count / 4u;
  uvec4 x[VEC_UNROLL];
  [[unroll]] for (uint j = 0; j < VEC_UNROLL; ++j) {
    uint v = vec_index(j);
    if (v < n4) x[j] = load_words(1, MODE1, v);
  }
  [[unroll]] for (uint j = 0; j < VEC_UNROLL; ++j) {
    uint v = vec_index(j);
    if (v >= n4) continue;
    uvec4 r;
    [[unroll]] for (uint e = 0; e < 4; ++e) r[e] = TO_WORD(T, apply(FROM_WORD(T, x[j][e])));
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
  C x = LOAD(T, operand_addr(1, MODE1, i, off, ITEMSIZE(T)));
  if (BOOL_OUT) {
    STORE(DT_BOOL, operand_addr(0, MODE0, i, off, 1), predicate(x));
  } else {
    STORE(T, operand_addr(0, MODE0, i, off, ITEMSIZE(T)), apply(x));
  }
}
