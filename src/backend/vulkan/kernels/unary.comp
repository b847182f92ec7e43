#version 460
// out = f(in) for one input dtype (IN_DT); the op is specialization constant OP (kiln::UnaryOp).
// The host rejects op/dtype pairs that have no branch here.
#include "elementwise.glsl"
#include "math.glsl"
#include "trig.glsl"

#define T IN_DT
#define C CTYPE(T)

const uint NEGATIVE = 0, ABS = 1, SIGN = 2, EXP = 3, LOG = 4, LOG1P = 5, EXPM1 = 6, SQRT = 7,
           RSQRT = 8, SQUARE = 9, SIN = 10, COS = 11, TAN = 12, TANH = 13, SIGMOID = 14, ERF = 15,
           FLOOR = 16, CEIL = 17, ROUND = 18, LOGICAL_NOT = 19, BITWISE_NOT = 20, IS_NAN = 21,
           IS_INF = 22, IS_FINITE = 23;

const bool BOOL_OUT = OP == LOGICAL_NOT || OP == IS_NAN || OP == IS_INF || OP == IS_FINITE;

C apply(C x) {
  C zero = C(0);
#if IS_FLOAT(T)
  switch (OP) {
    case NEGATIVE: return -x;
    case ABS: return abs(x);
    case SIGN: return isnan(x) ? x : sign(x);
    case SQRT: return sqrt(x);
    case RSQRT: return C(1) / sqrt(x);
    case SQUARE: return x * x;
    case FLOOR: return floor(x);
    case CEIL: return ceil(x);
    case ROUND: return roundEven(x);
#if T != DT_F64  // GLSL has no double transcendentals: the host refuses these for float64.
    case EXP: return exp_f(x);
    case LOG: return log_f(x);
    case LOG1P: return log1p_f(x);
    case EXPM1: return expm1_f(x);
    case SIN: return sin_f(x);
    case COS: return cos_f(x);
    case TAN: return tan_f(x);
    case TANH: return tanh_f(x);
    case SIGMOID: return 1.0 / (1.0 + exp_f(-x));
    case ERF: return erf_f(x);
#endif
  }
#elif IS_SIGNED(T)
  switch (OP) {
    case NEGATIVE: return -x;
    case ABS: return x < zero ? -x : x;
    case SIGN: return C(x > zero) - C(x < zero);
    case SQUARE: return x * x;
    case BITWISE_NOT: return ~x;
  }
#else  // unsigned and bool
  switch (OP) {
    case NEGATIVE: return zero - x;
    case SIGN: return C(x != zero);
    case SQUARE: return x * x;
#if T == DT_BOOL
    case BITWISE_NOT: return x ^ 1u;
#else
    case BITWISE_NOT: return ~x;
#endif
  }
#endif
  return x;  // ABS of unsigned, FLOOR/CEIL/ROUND of integers
}

uint predicate(C x) {
  switch (OP) {
    case LOGICAL_NOT: return uint(x == C(0));
#if IS_FLOAT(T)
    case IS_NAN: return uint(isnan(x));
    case IS_INF: return uint(isinf(x));
    case IS_FINITE: return uint(!isnan(x) && !isinf(x));
#else
    case IS_FINITE: return 1u;
#endif
  }
  return 0u;
}

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
