// The unary ops as functions of one dtype T (a kiln::DType number, defined by the includer),
// named unary_apply_<T> and unary_predicate_<T> (bool-valued ops). Included once per dtype: by
// unary.comp, and by fused kernels (fused_ops.cpp) for each dtype they use, after op_ids.gen.glsl
// (the UNARY_* op numbers), math.glsl, trig.glsl and math_inverse.glsl. `op` is passed as a
// constant, so the compiler folds the switch. The result is `precise`: a fused kernel must round
// each op as its own kernel would (no fma across ops). Ops a dtype has no branch for return x;
// the host never asks.
#define C CTYPE(T)

#if IS_SIGNED(T) || (IS_UNSIGNED(T) && T != DT_BOOL)
// Set bits and leading zeros over T's own width (a negative value as its two's complement bits).
#if T == DT_I64 || T == DT_U64
uint XCAT(bits_popcount_, T)(C x) {
  uvec2 w = unpackUint2x32(uint64_t(x));
  return uint(bitCount(w.x) + bitCount(w.y));
}
uint XCAT(bits_clz_, T)(C x) {
  uvec2 w = unpackUint2x32(uint64_t(x));
  return uint(w.y != 0u ? 31 - findMSB(w.y) : 63 - findMSB(w.x));
}
#else
uint XCAT(bits_popcount_, T)(C x) {
  // T's bits moved to the top rather than masked: NVIDIA's compiler dropped the mask of a
  // sign-extended strided int16 load (+16 set bits).
  return uint(bitCount(uint(x) << (32 - BITWIDTH(T))));
}
uint XCAT(bits_clz_, T)(C x) {
  uint u = BITWIDTH(T) == 32 ? uint(x) : uint(x) & ((1u << BITWIDTH(T)) - 1u);
  return uint(BITWIDTH(T) - 1 - findMSB(u));
}
#endif
#endif

#if T == DT_F64
// float64 trunc and roundEven from the bits, not the driver's: lavapipe (Mesa 22.3) gave wrong
// ones on an AVX2 host (roundEven(3.5) = 3, trunc(-2^51 - 0.5) unchanged, trunc(-0.4) = +0),
// and float64 is rare enough on GPUs that exactness everywhere costs nothing that matters.
double trunc_f64(double x) {
  uvec2 w = unpackDouble2x32(x);
  int e = int((w.y >> 20) & 0x7ffu) - 1023;
  if (e >= 52) return x;  // integral already, or inf/NaN
  if (e < 0) return packDouble2x32(uvec2(0u, w.y & 0x80000000u));  // |x| < 1: a zero of x's sign
  int fraction = 52 - e;  // fraction bits to clear, 1..52
  if (fraction >= 32) {
    w.x = 0u;
    w.y &= ~((1u << uint(fraction - 32)) - 1u);
  } else {
    w.x &= ~((1u << uint(fraction)) - 1u);
  }
  return packDouble2x32(w);
}
double round_even_f64(double x) {
  double t = trunc_f64(x), d = abs(x - t);  // x - t is exact
  bool odd = trunc_f64(t * 0.5) * 2.0 != t;
  return d > 0.5 || (d == 0.5 && odd) ? t + sign(x) : t;
}
#define TRUNC_T trunc_f64
#define ROUND_EVEN_T round_even_f64
#else
#define TRUNC_T trunc
#define ROUND_EVEN_T roundEven
#endif

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
    case UNARY_ROUND: return ROUND_EVEN_T(x);
    case UNARY_TRUNC: return TRUNC_T(x);
    case UNARY_ROUND_HALF_AWAY: {  // GLSL's round() may go either way at .5; x - trunc(x) is exact
      C t = TRUNC_T(x);
      return abs(x - t) >= C(0.5) ? t + sign(x) : t;
    }
    case UNARY_RELU: return isnan(x) || x >= zero ? x : zero;  // NaN kept: NVIDIA turned the select into max
#if T != DT_F64  // GLSL has no double transcendentals: the host refuses these for float64.
    case UNARY_EXP: return exp_f(x);
    case UNARY_LOG: return log_f(x);
    case UNARY_LOG1P: return log1p_f(x);
    case UNARY_EXPM1: return x == zero ? x : expm1_f(x);  // f(+-0) = +-0 exactly
    case UNARY_SIN: return sin_f(x);
    case UNARY_COS: return cos_f(x);
    case UNARY_TAN: return tan_f(x);
    case UNARY_TANH: return x == zero ? x : tanh_f(x);  // f(+-0) = +-0 exactly
    case UNARY_SIGMOID: return 1.0 / (1.0 + exp_f(-x));
    case UNARY_ERF: return erf_f(x);
    case UNARY_ASIN: return x == zero ? x : asin_f(x);  // f(+-0) = +-0 exactly
    case UNARY_ACOS: return acos_f(x);
    case UNARY_ATAN: return x == zero ? x : atan_f(x);  // f(+-0) = +-0 exactly
    case UNARY_SINH: return x == zero ? x : sinh_f(x);  // f(+-0) = +-0 exactly
    case UNARY_COSH: return cosh_f(x);
    case UNARY_ASINH: return x == zero ? x : asinh_f(x);  // f(+-0) = +-0 exactly
    case UNARY_ACOSH: return acosh_f(x);
    case UNARY_ATANH: return x == zero ? x : atanh_f(x);  // f(+-0) = +-0 exactly
    case UNARY_LOG2: return log2_f(x);
    case UNARY_LOG10: return log10_f(x);
    case UNARY_EXP2: return exp2_f(x);
    case UNARY_CBRT: return cbrt_f(x);
    case UNARY_ERFC: return erfc_f(x);
    case UNARY_ERF_INV: return erf_inv_f(x);
    // Activations (as cpu/math_functors.h: gelu through erfc (math_inverse.glsl), gelu_tanh as x * sigmoid(2u)).
    case UNARY_SILU: return x / (1.0 + exp_f(-x));
    case UNARY_GELU: return gelu_f(x);
    case UNARY_GELU_TANH: return x / (1.0 + exp_f(-1.5957691216057308 * (x + 0.044715 * x * x * x)));
    case UNARY_SOFTPLUS: return (x > 0.0 ? x : 0.0) + log1p_f(exp_f(-abs(x)));
#endif
  }
#elif IS_SIGNED(T)
  switch (op) {
    case UNARY_NEGATIVE: return -x;
    case UNARY_ABS: return x < zero ? -x : x;
    case UNARY_SIGN: return C(x > zero) - C(x < zero);
    case UNARY_SQUARE: return x * x;
    case UNARY_BITWISE_NOT: return ~x;
    case UNARY_POPULATION_COUNT: return C(XCAT(bits_popcount_, T)(x));
    case UNARY_COUNT_LEADING_ZEROS: return C(XCAT(bits_clz_, T)(x));
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
    case UNARY_POPULATION_COUNT: return C(XCAT(bits_popcount_, T)(x));
    case UNARY_COUNT_LEADING_ZEROS: return C(XCAT(bits_clz_, T)(x));
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
#if T == DT_F64
    case UNARY_SIGNBIT: return uint(doubleBitsToUint64(x) >> 63);
#else
    case UNARY_SIGNBIT: return floatBitsToUint(x) >> 31;
#endif
#else
    case UNARY_ISFINITE: return 1u;
#if IS_SIGNED(T)
    case UNARY_SIGNBIT: return uint(x < C(0));
#endif
#endif
  }
  return 0u;
}

#undef C
#undef TRUNC_T
#undef ROUND_EVEN_T
