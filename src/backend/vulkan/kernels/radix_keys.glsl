// The radix sort's keys (radix_sort.comp) and their inverse (radix_values.comp): unsigned
// integers of KEY's width that order IN_DT as sort.comp does (floats: -0.0 as +0.0, NaN largest;
// DESCENDING, a specialization constant of the includer, complements them).
#if IS_WIDE(IN_DT)
#define KEY uint64_t
#define KEY_BUF BufU64
#define KEY_SIZE 8
#else
#define KEY uint
#define KEY_BUF BufU32
#define KEY_SIZE 4
#endif

// The key of the element at `addr` (sort.comp's sort_key, in KEY's width).
KEY input_key(uint64_t addr) {
#if IN_DT == DT_F64
  uint64_t b = BufU64(addr).v[0];
  if ((b & 0x7fffffffffffffffUL) > 0x7ff0000000000000UL) return DESCENDING != 0u ? 0UL : 0xffffffffffffffffUL;
  if ((b & 0x7fffffffffffffffUL) == 0) b = 0;
  uint64_t k = (b >> 63) != 0 ? ~b : b | 0x8000000000000000UL;
  return DESCENDING != 0u ? ~k : k;
#elif IS_FLOAT(IN_DT)
  float f = LOAD(IN_DT, addr);
  if (isnan(f)) return DESCENDING != 0u ? 0u : 0xffffffffu;
  uint b = f == 0.0 ? 0u : floatBitsToUint(f);
  uint k = (b >> 31) != 0u ? ~b : b | 0x80000000u;
  return DESCENDING != 0u ? ~k : k;
#elif IN_DT == DT_I64
  uint64_t k = uint64_t(LOAD(IN_DT, addr)) ^ 0x8000000000000000UL;
  return DESCENDING != 0u ? ~k : k;
#elif IN_DT == DT_U64
  uint64_t k = LOAD(IN_DT, addr);
  return DESCENDING != 0u ? ~k : k;
#else
  const uint bits = BITWIDTH(IN_DT) == 1 ? 8 : BITWIDTH(IN_DT);  // bool: a byte
  const uint mask = bits == 32 ? 0xffffffffu : (1u << bits) - 1u;
#if IS_SIGNED(IN_DT)
  uint k = (uint(int(LOAD(IN_DT, addr))) ^ (1u << (bits - 1u))) & mask;
#else
  uint k = uint(LOAD(IN_DT, addr)) & mask;
#endif
  return DESCENDING != 0u ? k ^ mask : k;
#endif
}

// The raw bits of the element a key came from, or `exact` false when the key cannot tell them.
KEY element_bits(KEY k, out bool exact) {
  exact = true;
#if IS_FLOAT(IN_DT)
  if (DESCENDING != 0u) k = ~k;
#if IN_DT == DT_F64
  const uint64_t top = 0x8000000000000000UL;
  exact = k != top && k != 0xffffffffffffffffUL;  // zeros, NaNs
  return (k & top) != 0UL ? k & ~top : ~k;
#else
  exact = k != 0x80000000u && k != 0xffffffffu;
  uint b = (k & 0x80000000u) != 0u ? k & 0x7fffffffu : ~k;  // float32 bits
#if IN_DT == DT_BF16
  return b >> 16;  // the key came from bfloat16 bits << 16
#elif IN_DT == DT_F16
  uint e = (b >> 23) & 0xffu;
  if (e == 0xffu) return ((b >> 16) & 0x8000u) | 0x7c00u;  // infinities (NaN is inexact above)
  exact = exact && e >= 113u;  // float16 normals; its subnormals read the input
  return ((b >> 16) & 0x8000u) | ((e - 112u) << 10) | ((b >> 13) & 0x3ffu);
#else
  return b;
#endif
#endif
#else
  const uint bits = BITWIDTH(IN_DT) == 1 ? 8 : BITWIDTH(IN_DT);
#if IS_WIDE(IN_DT)
  if (DESCENDING != 0u) k = ~k;
#if IN_DT == DT_I64
  k ^= 0x8000000000000000UL;
#endif
  return k;
#else
  const uint mask = bits == 32 ? 0xffffffffu : (1u << bits) - 1u;
  if (DESCENDING != 0u) k ^= mask;
#if IS_SIGNED(IN_DT)
  k ^= 1u << (bits - 1u);
#endif
  return k & mask;
#endif
#endif
}
