// Helpers for generated (fused) kernels, after common.glsl. KEEP(d, c) rounds a computed value
// to dtype d and back, as storing and reloading it would: a fused kernel keeps intermediates in
// registers but must give the bits the single-op kernels give.
//
// float16 rounds in integer arithmetic (to nearest, ties to even, as the store conversion does):
// NVIDIA's compiler folds float(float16_t(x)) back to x, which skipped the rounding.
float round_to_f16(float f) {
  uint x = floatBitsToUint(f);
  uint a = x & 0x7fffffffu, sign_bit = x & 0x80000000u;
  // Zero and float16's normal range (below 65520, which rounds to inf): drop 13 bits, to nearest
  // even, in a few instructions; the general path below takes the rest.
  if ((a >= 0x38800000u && a < 0x477ff000u) || a == 0u) return uintBitsToFloat((x + 0xfffu + ((x >> 13) & 1u)) & 0xffffe000u);
  if (a >= 0x7f800000u) return f;                                  // inf, NaN
  if (a >= 0x477ff000u) return uintBitsToFloat(sign_bit | 0x7f800000u);  // >= 65520: inf
  if (a < 0x33000000u) return uintBitsToFloat(sign_bit);            // < 2^-25: zero
  int e = int(a >> 23) - 127;
  uint m = (a & 0x7fffffu) | 0x800000u;                             // value = m * 2^(e - 23)
  int q = max(e, -14) - 10;                                         // float16's quantum there
  uint s = uint(q - (e - 23));                                      // 13 (normal) .. 25 bits to drop
  uint keep = m >> s, rest = m & ((1u << s) - 1u), half_q = 1u << (s - 1u);
  if (rest > half_q || (rest == half_q && (keep & 1u) != 0u)) keep += 1u;
  float r = float(keep) * uintBitsToFloat(uint(q + 127) << 23);    // exact: keep <= 2^11
  return uintBitsToFloat(floatBitsToUint(r) | sign_bit);
}

// The narrow integer types and bfloat16 round in 32-bit arithmetic: a float16_t / int8_t value in
// a register needs the shaderFloat16 / shaderInt8 / shaderInt16 features, storage alone does not.
#define KEEP_SEL_0(d, c) uint((c) != 0u)
#define KEEP_SEL_1(d, c) ((int(c) << 24) >> 24)
#define KEEP_SEL_2(d, c) ((int(c) << 16) >> 16)
#define KEEP_SEL_3(d, c) (c)
#define KEEP_SEL_4(d, c) (c)
#define KEEP_SEL_5(d, c) ((c) & 0xffu)
#define KEEP_SEL_6(d, c) ((c) & 0xffffu)
#define KEEP_SEL_7(d, c) (c)
#define KEEP_SEL_8(d, c) (c)
#define KEEP_SEL_9(d, c) round_to_f16(c)
#define KEEP_SEL_10(d, c) uintBitsToFloat(float_to_bf16(c) << 16)
#define KEEP_SEL_11(d, c) (c)
#define KEEP_SEL_12(d, c) (c)
#define KEEP(d, c) XCAT(KEEP_SEL_, d)(d, c)
