// The unary ops as functions of one dtype T (a kiln::DType number, defined by the includer),
// named unary_apply_<T> and unary_predicate_<T> (bool-valued ops). Included once per dtype: by
// unary.comp, and by fused kernels (fused_ops.cpp) for each dtype they use. `op` is a
// kiln::UnaryOp number; callers pass a constant, so the compiler folds the switch. The result is
// `precise`: a fused kernel must round each op as its own kernel would (no fma across ops).
#ifndef UNARY_OP_NUMBERS
#define UNARY_OP_NUMBERS
const uint NEGATIVE = 0, ABS = 1, SIGN = 2, EXP = 3, LOG = 4, LOG1P = 5, EXPM1 = 6, SQRT = 7,
           RSQRT = 8, SQUARE = 9, SIN = 10, COS = 11, TAN = 12, TANH = 13, SIGMOID = 14, ERF = 15,
           FLOOR = 16, CEIL = 17, ROUND = 18, LOGICAL_NOT = 19, BITWISE_NOT = 20, IS_NAN = 21,
           IS_INF = 22, IS_FINITE = 23;

#endif

#define C CTYPE(T)

precise C XCAT(unary_apply_, T)(uint op, C x) {
  C zero = C(0);
#if IS_FLOAT(T)
  switch (op) {
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
  switch (op) {
    case NEGATIVE: return -x;
    case ABS: return x < zero ? -x : x;
    case SIGN: return C(x > zero) - C(x < zero);
    case SQUARE: return x * x;
    case BITWISE_NOT: return ~x;
  }
#else  // unsigned and bool
  switch (op) {
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

uint XCAT(unary_predicate_, T)(uint op, C x) {
  switch (op) {
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

#undef C
