// The unary ops as functions of one dtype T (a kiln::DType number, defined by the includer),
// named unary_apply_<T> and unary_predicate_<T> (bool-valued ops). Included once per dtype: by
// unary.comp, and by fused kernels (fused_ops.cpp) for each dtype they use, after op_ids.gen.glsl
// (the UNARY_* op numbers), math.glsl, trig.glsl and math_inverse.glsl. `op` is passed as a
// constant, so the compiler folds the switch. The result is `precise`: a fused kernel must round
// each op as its own kernel would (no fma across ops). Ops a dtype has no branch for return x;
// the host never asks.
#define C CTYPE(T)

precise C XCAT(unary_apply_, T)(uint op, C x) {
  C zero = C(0);
#if IS_FLOAT(T)
  switch (op) {
    case UNARY_NEGATIVE: return -x;
    case UNARY_ABS: return abs(x);
    case UNARY_SIGN: return isnan(x) ? x : sign(x);
    case UNARY_SQRT: return sqrt(x);
    case UNARY_RSQRT: return C(1) / sqrt(x);
    case UNARY_RECIPROCAL: return C(1) / x;
    case UNARY_SQUARE: return x * x;
    case UNARY_FLOOR: return floor(x);
    case UNARY_CEIL: return ceil(x);
    case UNARY_ROUND: return roundEven(x);
    case UNARY_TRUNC: return trunc(x);
#if T != DT_F64  // GLSL has no double transcendentals: the host refuses these for float64.
    case UNARY_EXP: return exp_f(x);
    case UNARY_LOG: return log_f(x);
    case UNARY_LOG1P: return log1p_f(x);
    case UNARY_EXPM1: return expm1_f(x);
    case UNARY_SIN: return sin_f(x);
    case UNARY_COS: return cos_f(x);
    case UNARY_TAN: return tan_f(x);
    case UNARY_TANH: return tanh_f(x);
    case UNARY_SIGMOID: return 1.0 / (1.0 + exp_f(-x));
    case UNARY_ERF: return erf_f(x);
    case UNARY_ASIN: return asin_f(x);
    case UNARY_ACOS: return acos_f(x);
    case UNARY_ATAN: return atan_f(x);
    case UNARY_SINH: return sinh_f(x);
    case UNARY_COSH: return cosh_f(x);
    case UNARY_ASINH: return asinh_f(x);
    case UNARY_ACOSH: return acosh_f(x);
    case UNARY_ATANH: return atanh_f(x);
    case UNARY_LOG2: return log2_f(x);
    case UNARY_LOG10: return log10_f(x);
    case UNARY_EXP2: return exp2_f(x);
    case UNARY_CBRT: return cbrt_f(x);
    case UNARY_ERFC: return erfc_f(x);
    case UNARY_ERF_INV: return erf_inv_f(x);
#endif
  }
#elif IS_SIGNED(T)
  switch (op) {
    case UNARY_NEGATIVE: return -x;
    case UNARY_ABS: return x < zero ? -x : x;
    case UNARY_SIGN: return C(x > zero) - C(x < zero);
    case UNARY_SQUARE: return x * x;
    case UNARY_BITWISE_NOT: return ~x;
  }
#else  // unsigned and bool
  switch (op) {
    case UNARY_NEGATIVE: return zero - x;
    case UNARY_SIGN: return C(x != zero);
    case UNARY_SQUARE: return x * x;
#if T == DT_BOOL
    case UNARY_BITWISE_NOT: return x ^ 1u;
#else
    case UNARY_BITWISE_NOT: return ~x;
#endif
  }
#endif
  return x;  // ABS of unsigned, FLOOR/CEIL/ROUND/TRUNC of integers
}

// The ops with a bool result (UNARY_RETURNS_BOOL), as 0 or 1.
uint XCAT(unary_predicate_, T)(uint op, C x) {
  switch (op) {
    case UNARY_LOGICAL_NOT: return uint(x == C(0));
#if IS_FLOAT(T)
    case UNARY_ISNAN: return uint(isnan(x));
    case UNARY_ISINF: return uint(isinf(x));
    case UNARY_ISFINITE: return uint(!isnan(x) && !isinf(x));
#else
    case UNARY_ISFINITE: return 1u;
#endif
  }
  return 0u;
}

#undef C
