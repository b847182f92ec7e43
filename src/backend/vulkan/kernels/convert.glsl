// convert(): value of IN_DT's compute type -> OUT_DT's compute type, with Kiln's Cast rules:
// to bool is "!= 0"; float -> integer truncates, saturates, and sends NaN to 0; integer ->
// integer wraps (two's complement); everything else is the nearest value.
#define IC CTYPE(IN_DT)
#define OC CTYPE(OUT_DT)

OC convert(IC x) {
#if OUT_DT == DT_BOOL
  return x != IC(0) ? 1u : 0u;
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
