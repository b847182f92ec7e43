// convert_<IN_DT>_<OUT_DT>(): value of IN_DT's compute type -> OUT_DT's compute type, with Kiln's
// Cast rules (the includer defines IN_DT and OUT_DT; fused kernels include it once per pair):
// to bool is "!= 0"; float -> integer truncates, saturates, and sends NaN to 0; integer ->
// integer wraps (two's complement); everything else is the nearest value.
#define IC CTYPE(IN_DT)
#define OC CTYPE(OUT_DT)

// Values wider than float's 24 bits reach float16/bfloat16 through float rounded to odd, so
// that the final rounding to 16 bits is the one correct rounding (no double rounding).
#define NARROW_16 ((OUT_DT == DT_F16 || OUT_DT == DT_BF16) && \
                   (IN_DT == DT_F64 || IN_DT == DT_I32 || IN_DT == DT_U32 || IN_DT == DT_I64 || IN_DT == DT_U64))

#if NARROW_16 && !defined(ODD_NEIGHBOUR_DONE)
#define ODD_NEIGHBOUR_DONE
// The odd one of the two floats around an inexact value sits between the even one and the value.
float odd_neighbour(float f, bool toward_larger_magnitude) {
  uint bits = floatBitsToUint(f);
  if ((bits & 1u) != 0u) return f;
  return uintBitsToFloat(toward_larger_magnitude ? bits + 1u : bits - 1u);
}
#endif

// to_float_odd is an overload per input compute type: defined once for each.
#undef TO_FLOAT_ODD_NEW
#if NARROW_16 && IN_DT == DT_F64 && !defined(TO_FLOAT_ODD_12)
#define TO_FLOAT_ODD_12
#define TO_FLOAT_ODD_NEW
#elif NARROW_16 && IN_DT == DT_I32 && !defined(TO_FLOAT_ODD_3)
#define TO_FLOAT_ODD_3
#define TO_FLOAT_ODD_NEW
#elif NARROW_16 && IN_DT == DT_U32 && !defined(TO_FLOAT_ODD_7)
#define TO_FLOAT_ODD_7
#define TO_FLOAT_ODD_NEW
#elif NARROW_16 && IN_DT == DT_I64 && !defined(TO_FLOAT_ODD_4)
#define TO_FLOAT_ODD_4
#define TO_FLOAT_ODD_NEW
#elif NARROW_16 && IN_DT == DT_U64 && !defined(TO_FLOAT_ODD_8)
#define TO_FLOAT_ODD_8
#define TO_FLOAT_ODD_NEW
#endif
#ifdef TO_FLOAT_ODD_NEW
#if IN_DT == DT_F64
float to_float_odd(double x) {
  float f = float(x);
  if (isinf(f) || isnan(f) || double(f) == x) return f;
  return odd_neighbour(f, abs(double(f)) < abs(x));
}
#else
// Integers: the top 24 significant bits, truncated, with a sticky bit for the rest.
float to_float_odd(IC x) {
#if IS_SIGNED(IN_DT)
  bool negative = x < IC(0);
  uint64_t m = negative ? uint64_t(-int64_t(x)) : uint64_t(x);
#else
  bool negative = false;
  uint64_t m = uint64_t(x);
#endif
  uint hi = uint(m >> 32);
  int msb = hi != 0u ? 32 + findMSB(hi) : findMSB(uint(m));
  if (msb < 24) return negative ? -float(m) : float(m);
  int shift = msb - 23;
  uint top = uint(m >> uint(shift));
  if ((m & ((uint64_t(1) << uint(shift)) - 1ul)) != 0ul) top |= 1u;
  float f = float(top) * uintBitsToFloat(uint(shift + 127) << 23);  // exact (no ldexp: see exp_f)
  return negative ? -f : f;
}
#endif
#endif

OC XCAT(XCAT(convert_, IN_DT), XCAT(_, OUT_DT))(IC x) {
#if OUT_DT == DT_BOOL
  return x != IC(0) ? 1u : 0u;
#elif NARROW_16
  return to_float_odd(x);
#elif IS_FLOAT(OUT_DT)
  return OC(x);
#elif IS_FLOAT(IN_DT)
  if (isnan(x)) return OC(0);
  const int bits = BITWIDTH(OUT_DT);
#if IS_SIGNED(OUT_DT)
  if (x >= ldexp(IC(1), bits - 1)) return OC(int64_t(~(uint64_t(-1) << (bits - 1))));
  if (x <= -ldexp(IC(1), bits - 1)) return OC(int64_t(uint64_t(-1) << (bits - 1)));
  return OC(int64_t(x));
#else
  if (x >= ldexp(IC(1), bits)) return OC(uint64_t(-1) >> (64 - bits));
  if (x <= IC(0)) return OC(0);
  return OC(uint64_t(x));
#endif
#elif IS_SIGNED(IN_DT)
  return OC(int64_t(x));
#else
  return OC(uint64_t(x));
#endif
}

#undef IC
#undef OC
#undef NARROW_16
