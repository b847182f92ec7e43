#version 460
// out = f(a, b) for one dtype (IN_DT) of both inputs; the op is specialization constant OP
// (kiln::BinaryOp). Integer arithmetic wraps; division semantics follow Python.
#include "elementwise.glsl"
#include "math.glsl"

#define T IN_DT
#define C CTYPE(T)

const uint ADD = 0, SUBTRACT = 1, MULTIPLY = 2, DIVIDE = 3, FLOOR_DIVIDE = 4, REMAINDER = 5,
           POWER = 6, MAXIMUM = 7, MINIMUM = 8, ATAN2 = 9, EQUAL = 10, NOT_EQUAL = 11, LESS = 12,
           LESS_EQUAL = 13, GREATER = 14, GREATER_EQUAL = 15, LOGICAL_AND = 16, LOGICAL_OR = 17,
           LOGICAL_XOR = 18, BITWISE_AND = 19, BITWISE_OR = 20, BITWISE_XOR = 21, LEFT_SHIFT = 22,
           RIGHT_SHIFT = 23;

const bool BOOL_OUT = OP >= EQUAL && OP <= LOGICAL_XOR;

#if IS_FLOAT(T)
#if T == DT_F64
#define UC uint64_t
#define MANT_BITS 52
#define TO_BITS(x) doubleBitsToUint64(x)
#define FROM_BITS(u) uint64BitsToDouble(u)
#else
#define UC uint
#define MANT_BITS 23
#define TO_BITS(x) floatBitsToUint(x)
#define FROM_BITS(u) uintBitsToFloat(u)
#endif
// C's fmod, exactly (the remainder is always representable; a - b*trunc(a/b) is not exact once
// a/b nears the mantissa's width): long division on the integer mantissas, as musl does.
C fmod_exact(C a, C b) {
  const UC ONE = UC(1);
  const UC SIGN = ONE << (MANT_BITS + (T == DT_F64 ? 11 : 8));
  const UC ABS = SIGN - ONE;
  const UC IMPLICIT = ONE << MANT_BITS;
  UC ua = TO_BITS(a), ub = TO_BITS(b);
  UC sa = ua & SIGN;
  ua &= ABS;
  ub &= ABS;
  UC inf_bits = TO_BITS(C(1.0 / 0.0));
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
void float_divmod(C a, C b, out C div, out C mod) {
  mod = fmod_exact(a, b);
  if (b == C(0)) { div = a / b; return; }
  div = (a - mod) / b;
  if (mod != C(0)) {
    if ((b < C(0)) != (mod < C(0))) { mod += b; div -= C(1); }
  } else {
    mod = b < C(0) ? -C(0) : C(0);
  }
  if (div != C(0)) {
    C f = floor(div);
    if (div - f > C(0.5)) f += C(1);
    div = f;
  } else {
    div = (a / b) < C(0) ? -C(0) : C(0);
  }
}

C int_pow(C x, int n) {
  C r = C(1), base = x;
  for (uint e = uint(abs(n)); e != 0u; e >>= 1) {
    if ((e & 1u) != 0u) r *= base;
    base *= base;
  }
  return n < 0 ? C(1) / r : r;
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
  else r = exp2(y * log2(ax));
  if (x < 0.0 || (x == 0.0 && floatBitsToUint(x) != 0u)) {
    if (!y_int && x != 0.0 && !isinf(x)) return uintBitsToFloat(0x7fc00000u);  // NaN
    if (y_odd) r = -r;
  }
  return r;
}
#endif
#endif

C apply(C a, C b) {
  C zero = C(0);
  switch (OP) {
    case ADD: return a + b;
    case SUBTRACT: return a - b;
    case MULTIPLY: return a * b;
    case MAXIMUM:
#if IS_FLOAT(T)
      if (isnan(a) || isnan(b)) return a + b;
#endif
      return max(a, b);
    case MINIMUM:
#if IS_FLOAT(T)
      if (isnan(a) || isnan(b)) return a + b;
#endif
      return min(a, b);
  }
#if IS_FLOAT(T)
  C div, mod;
  switch (OP) {
    case DIVIDE: return a / b;
    case FLOOR_DIVIDE: float_divmod(a, b, div, mod); return div;
    case REMAINDER: float_divmod(a, b, div, mod); return mod;
#if T != DT_F64
    case POWER: return power(a, b);
    case ATAN2: return atan2_f(a, b);
#endif
  }
#else
  switch (OP) {
    case BITWISE_AND: return a & b;
    case BITWISE_OR: return a | b;
    case BITWISE_XOR: return a ^ b;
    case POWER: {
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
    case LEFT_SHIFT:
      if (b < zero || b >= C(BITWIDTH(T))) return zero;
      return a << b;
    case RIGHT_SHIFT:
      if (b < zero || b >= C(BITWIDTH(T))) return a < zero ? C(-1) : zero;
      return a >> b;
    case FLOOR_DIVIDE: {
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
    case REMAINDER: {
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

uint predicate(C a, C b) {
  C zero = C(0);
  switch (OP) {
    case EQUAL: return uint(a == b);
    case NOT_EQUAL: return uint(a != b);
    case LESS: return uint(a < b);
    case LESS_EQUAL: return uint(a <= b);
    case GREATER: return uint(a > b);
    case GREATER_EQUAL: return uint(a >= b);
    case LOGICAL_AND: return uint(a != zero && b != zero);
    case LOGICAL_OR: return uint(a != zero || b != zero);
    case LOGICAL_XOR: return uint((a != zero) != (b != zero));
  }
  return 0u;
}

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
