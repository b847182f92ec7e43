// The binary ops as functions of one dtype T (a kiln::DType number, defined by the includer),
// named binary_apply_<T> and binary_predicate_<T> (bool-valued ops), with their float helpers
// defined once per compute type. Included by binary.comp and, once per dtype, by fused kernels,
// after op_ids.gen.glsl (the BINARY_* op numbers), math.glsl and math_inverse.glsl. `op` is passed
// as a constant, so the compiler folds the switch; results are `precise` (no fma across ops, so
// fused and unfused results agree). Integer arithmetic wraps; division follows Python.
#define C CTYPE(T)

#if IS_FLOAT(T) && ((T == DT_F64 && !defined(BINARY_F64_HELPERS)) || (T != DT_F64 && !defined(BINARY_F32_HELPERS)))
#if T == DT_F64
#define BINARY_F64_HELPERS
#define FC double
#define EXP_BITS 11
#define UC uint64_t
#define MANT_BITS 52
#define TO_BITS(x) doubleBitsToUint64(x)
#define FROM_BITS(u) uint64BitsToDouble(u)
#else
#define BINARY_F32_HELPERS
#define FC float
#define EXP_BITS 8
#define UC uint
#define MANT_BITS 23
#define TO_BITS(x) floatBitsToUint(x)
#define FROM_BITS(u) uintBitsToFloat(u)
#endif
// sqrt(a^2 + b^2) as C's hypot: scaled by the larger magnitude, so nothing overflows early;
// an infinity wins over a NaN. Under 2 ulp; float64 needs no transcendental, so it runs here too.
FC hypot_any(FC a, FC b) {
  FC x = abs(a), y = abs(b);
  if (isinf(x) || isinf(y)) return FC(1.0 / 0.0);
  if (isnan(x) || isnan(y)) return x + y;
  FC big = max(x, y), small = min(x, y);
  if (big == FC(0)) return FC(0);
  FC r = small / big;
  return big * sqrt(FC(1) + r * r);
}

// a's magnitude with b's sign bit (NaNs and zeros included).
FC copysign_any(FC a, FC b) {
  const UC SIGN_BIT = UC(1) << (MANT_BITS + EXP_BITS);
  return FROM_BITS((TO_BITS(a) & (SIGN_BIT - UC(1))) | (TO_BITS(b) & SIGN_BIT));
}

// C's fmod, exactly (the remainder is always representable; a - b*trunc(a/b) is not exact once
// a/b nears the mantissa's width): long division on the integer mantissas, as musl does.
FC fmod_exact(FC a, FC b) {
  const UC ONE = UC(1);
  const UC SIGN_BIT = ONE << (MANT_BITS + EXP_BITS);
  const UC ABS_MASK = SIGN_BIT - ONE;
  const UC IMPLICIT = ONE << MANT_BITS;
  UC ua = TO_BITS(a), ub = TO_BITS(b);
  UC sa = ua & SIGN_BIT;
  ua &= ABS_MASK;
  ub &= ABS_MASK;
  UC inf_bits = TO_BITS(FC(1.0 / 0.0));
  if (ub == UC(0) || ua >= inf_bits || ub > inf_bits) return FROM_BITS(inf_bits | (ONE << (MANT_BITS - 1)));  // NaN
  if (ua < ub) return a;  // |a| < |b|, b = inf included
  if (ua == ub) return FROM_BITS(sa);  // signed zero
  int ea = int(ua >> MANT_BITS), eb = int(ub >> MANT_BITS);
  // Mantissas with the implicit bit; subnormals normalised (their exponent goes below 1).
  UC ma, mb;
  if (ea == 0) { ea = 1; ma = ua; while ((ma & IMPLICIT) == UC(0)) { ma <<= 1; ea--; } } else { ma = (ua & (IMPLICIT - ONE)) | IMPLICIT; }
  if (eb == 0) { eb = 1; mb = ub; while ((mb & IMPLICIT) == UC(0)) { mb <<= 1; eb--; } } else { mb = (ub & (IMPLICIT - ONE)) | IMPLICIT; }
  for (; ea > eb; ea--) {
    if (ma >= mb) {
      ma -= mb;
      if (ma == UC(0)) return FROM_BITS(sa);
    }
    ma <<= 1;
  }
  if (ma >= mb) {
    ma -= mb;
    if (ma == UC(0)) return FROM_BITS(sa);
  }
  while ((ma & IMPLICIT) == UC(0)) { ma <<= 1; ea--; }
  if (ea > 0) ma = (ma - IMPLICIT) | (UC(ea) << MANT_BITS);
  else ma >>= uint(1 - ea);  // subnormal result: exact, the bits shifted out are zero
  return FROM_BITS(ma | sa);
}

// Python's divmod for floats (as NumPy's npy_divmod): the remainder takes the divisor's sign.
void float_divmod(FC a, FC b, out FC div, out FC mod) {
  mod = fmod_exact(a, b);
  if (b == FC(0)) { div = a / b; return; }
  div = (a - mod) / b;
  if (mod != FC(0)) {
    if ((b < FC(0)) != (mod < FC(0))) { mod += b; div -= FC(1); }
  } else {
    mod = b < FC(0) ? -FC(0) : FC(0);
  }
  if (div != FC(0)) {
    FC f = floor(div);
    if (div - f > FC(0.5)) f += FC(1);
    div = f;
  } else {
    div = copysign_any(FC(0), a / b);  // a sign bit, not a comparison: -0.0 < 0 is false
  }
}

FC int_pow(FC x, int n) {
  FC r = FC(1), base = x;
  for (uint e = uint(abs(n)); e != 0u; e >>= 1) {
    if ((e & 1u) != 0u) r *= base;
    base *= base;
  }
  return n < 0 ? FC(1) / r : r;
}

#if T != DT_F64
float power(float x, float y) {
  if (y == 0.0 || x == 1.0) return 1.0;
  if (isnan(x) || isnan(y)) return x + y;
  bool y_int = floor(y) == y;
  if (y_int && abs(y) <= 64.0) return int_pow(x, int(y));  // exact for small integer powers
  float ax = abs(x);
  if (isinf(y)) return ax == 1.0 ? 1.0 : ((ax > 1.0) == (y > 0.0) ? 1.0 / 0.0 : 0.0);
  bool y_odd = y_int && abs(y) < 16777216.0 && mod(y, 2.0) == 1.0;
  float r;
  if (ax == 0.0) r = y > 0.0 ? 0.0 : 1.0 / 0.0;
  else if (isinf(ax)) r = y > 0.0 ? 1.0 / 0.0 : 0.0;
  else r = pow_positive(ax, y);
  if (x < 0.0 || (x == 0.0 && floatBitsToUint(x) != 0u)) {
    if (!y_int && x != 0.0 && !isinf(x)) return uintBitsToFloat(0x7fc00000u);  // NaN
    if (y_odd) r = -r;
  }
  return r;
}
#endif
#undef FC
#undef EXP_BITS
#undef UC
#undef MANT_BITS
#undef TO_BITS
#undef FROM_BITS
#endif

precise C XCAT(binary_apply_, T)(uint op, C a, C b) {
  C zero = C(0);
  switch (op) {
    case BINARY_ADD: return a + b;
    case BINARY_SUBTRACT: return a - b;
    case BINARY_MULTIPLY: return a * b;
    case BINARY_MAXIMUM:
#if IS_FLOAT(T)
      if (isnan(a) || isnan(b)) return a + b;
#endif
      return max(a, b);
    case BINARY_MINIMUM:
#if IS_FLOAT(T)
      if (isnan(a) || isnan(b)) return a + b;
#endif
      return min(a, b);
  }
#if IS_FLOAT(T)
  C div, mod;
  switch (op) {
    case BINARY_DIVIDE: return a / b;
    case BINARY_HYPOT: return hypot_any(a, b);
    case BINARY_COPYSIGN: return copysign_any(a, b);
    case BINARY_FLOOR_DIVIDE:
      // An infinite operand: floor(a / b), as the array API prefers (cpu/scalar_math.h).
      if (isinf(a) || isinf(b)) return floor(a / b);
      float_divmod(a, b, div, mod);
      return div;
    case BINARY_FMOD: return fmod_exact(a, b);
    case BINARY_REMAINDER: float_divmod(a, b, div, mod); return mod;
#if T != DT_F64
    case BINARY_POWER: return power(a, b);
    case BINARY_ATAN2: return atan2_f(a, b);
    case BINARY_LOGADDEXP: return logaddexp_f(a, b);
#endif
  }
#else
  switch (op) {
    case BINARY_BITWISE_AND: return a & b;
    case BINARY_BITWISE_OR: return a | b;
    case BINARY_BITWISE_XOR: return a ^ b;
    case BINARY_POWER: {
#if IS_SIGNED(T)
      if (b < zero) return a == C(1) ? C(1) : (a == C(-1) ? ((b & C(1)) != zero ? C(-1) : C(1)) : zero);
#endif
      C r = C(1), base = a;
      for (C e = b; e != zero; e >>= 1) {
        if ((e & C(1)) != zero) r *= base;
        base *= base;
      }
      return r;
    }
    case BINARY_LEFT_SHIFT:
      if (b < zero || b >= C(BITWIDTH(T))) return zero;
      return a << b;
    case BINARY_RIGHT_SHIFT:
      if (b < zero || b >= C(BITWIDTH(T))) return a < zero ? C(-1) : zero;
      return a >> b;
    case BINARY_QUOTIENT:
      if (b == zero) return zero;
#if IS_SIGNED(T)
      if (b == C(-1)) return zero - a;  // avoids the INT_MIN / -1 trap
#endif
      return a / b;  // GLSL's integer division truncates toward zero
    case BINARY_FLOOR_DIVIDE: {
      if (b == zero) return zero;
#if IS_SIGNED(T)
      if (b == C(-1)) return zero - a;  // avoids the INT_MIN / -1 trap
      C q = a / b;
      if (a - q * b != zero && ((a < zero) != (b < zero))) q -= C(1);
      return q;
#else
      return a / b;
#endif
    }
    case BINARY_FMOD:  // truncated: takes a's sign; GLSL's % is undefined for negative operands
      if (b == zero) return zero;
#if IS_SIGNED(T)
      if (b == C(-1)) return zero;
#endif
      return a - (a / b) * b;
    case BINARY_REMAINDER: {
      if (b == zero) return zero;
#if IS_SIGNED(T)
      if (b == C(-1)) return zero;
      C r = a - (a / b) * b;
      if (r != zero && ((r < zero) != (b < zero))) r += b;
      return r;
#else
      return a - (a / b) * b;
#endif
    }
  }
#endif
  return zero;
}

// The ops with a bool result (BINARY_RETURNS_BOOL), as 0 or 1.
uint XCAT(binary_predicate_, T)(uint op, C a, C b) {
  C zero = C(0);
  switch (op) {
    case BINARY_EQUAL: return uint(a == b);
    case BINARY_NOT_EQUAL: return uint(a != b);
    case BINARY_LESS: return uint(a < b);
    case BINARY_LESS_EQUAL: return uint(a <= b);
    case BINARY_GREATER: return uint(a > b);
    case BINARY_GREATER_EQUAL: return uint(a >= b);
    case BINARY_LOGICAL_AND: return uint(a != zero && b != zero);
    case BINARY_LOGICAL_OR: return uint(a != zero || b != zero);
    case BINARY_LOGICAL_XOR: return uint((a != zero) != (b != zero));
  }
  return 0u;
}

#undef C
