// The narrow storage dtypes: float8 E5M2 and E4M3FN, and the 2- and 4-bit integers. Kiln holds
// them one byte an element and computes every op in a wider type (ops/narrow.cpp): only the
// casts between a narrow dtype and its compute type touch their bits, with the conversions here,
// which the CPU kernels, the host-side scalars and the C API's packing share (the Vulkan kernels
// spell the same rules in kernels/narrow.glsl).
//
// The float8 conversions are Nx's (Nx.Floating, Nx 0.13), so that Nx's BinaryBackend and Kiln
// give the same bits:
// - to E5M2: round to float16 (to nearest even, overflow to infinity), then keep its high byte
//   (the low two mantissa bits of float16 are dropped: truncation); every NaN is 0x7E;
// - to E4M3FN: clamp to +-448 (infinities too), then round the 3-bit mantissa half away from
//   zero without carrying into the exponent (1.9375 gives 1.875); NaN is 0x7F;
// - from either: the IEEE value of the bits (Nx's own E5M2 loader misreads subnormals, see
//   docs/dtypes.md).
#pragma once

#include <cmath>
#include <cstdint>

#include "core/dtype.h"
#include "core/half.h"
#include "core/node.h"

namespace kiln {

// The dtype every op on a narrow dtype computes in: float32 for float8, int8 and uint8 for the
// sub-byte integers. Other dtypes are their own.
inline DType compute_type(DType d) {
  switch (d) {
    case DType::Float8E5M2:
    case DType::Float8E4M3FN:
      return DType::Float32;
    case DType::Int2:
    case DType::Int4:
      return DType::Int8;
    case DType::UInt2:
    case DType::UInt4:
      return DType::UInt8;
    default:
      return d;
  }
}

// The range of a sub-byte integer dtype.
inline int narrow_int_min(DType d) { return d == DType::Int2 ? -2 : d == DType::Int4 ? -8 : 0; }
inline int narrow_int_max(DType d) { return d == DType::Int2 ? 1 : d == DType::Int4 ? 7 : d == DType::UInt2 ? 3 : 15; }

// float32 (the compute type) to E5M2; from a double, round it to float to odd first
// (narrow_to_float_odd), so that the rounding to float16 is the one correct rounding.
inline uint8_t float_to_e5m2(float f) {
  if (std::isnan(f)) return 0x7e;
  return static_cast<uint8_t>(float_to_half_bits(f) >> 8);
}

inline float e5m2_to_float(uint8_t b) { return half_bits_to_float(static_cast<uint16_t>(b << 8)); }

// F is float (the Cast kernels) or double (host-side scalars): every step is exact in either,
// so both give Nx's result for their value.
template <class F>
inline uint8_t float_to_e4m3fn(F f) {
  if (std::isnan(f)) return 0x7f;
  const uint8_t sign = std::signbit(f) ? 0x80 : 0x00;
  const F a = std::fmin(std::fabs(f), F(448));  // infinities saturate too
  if (a == F(0)) return sign;
  int k = 0;
  std::frexp(a, &k);  // a = m 2^k with m in [0.5, 1): floor(log2 a) = k - 1
  const int exponent = k - 1 + 7;
  if (exponent <= 0) {  // subnormal: a = m / 8 * 2^-6
    const F m = std::round(a * F(512));  // exact product; round is half away from zero
    return static_cast<uint8_t>(sign | static_cast<uint8_t>(std::fmin(m, F(7))));
  }
  const F significand = std::ldexp(a, -(k - 1));  // in [1, 2), exact
  F m = std::round((significand - F(1)) * F(8));
  m = std::fmax(F(0), std::fmin(m, F(7)));
  if (exponent == 15 && m >= F(7)) m = F(6);  // S.1111.111 is NaN: 448 is the largest
  return static_cast<uint8_t>(sign | (exponent << 3) | static_cast<int>(m));
}

inline float e4m3fn_to_float(uint8_t b) {
  const int exponent = (b >> 3) & 0xf, mantissa = b & 7;
  float magnitude;
  if (exponent == 15 && mantissa == 7) {
    magnitude = NAN;
  } else if (exponent == 0) {
    magnitude = std::ldexp(static_cast<float>(mantissa), -9);
  } else {
    magnitude = std::ldexp(1.0f + static_cast<float>(mantissa) / 8.0f, exponent - 7);
  }
  return (b & 0x80) ? -magnitude : magnitude;
}

// A compute-type integer wrapped to a sub-byte dtype, as Kiln holds it (sign-extended for int2
// and int4): two's complement modulo 2^bits.
inline int8_t wrap_narrow_int(int value, DType d) {
  const int bits = bit_width(d);
  const int low = value & ((1 << bits) - 1);
  if (is_signed_int(d) && (low >> (bits - 1))) return static_cast<int8_t>(low - (1 << bits));
  return static_cast<int8_t>(low);
}

// A narrow element (its byte as Kiln holds it) as its compute type's value, and back. The
// compute value is float for float8 and an integer for the sub-byte types.
inline double narrow_to_double(uint8_t b, DType d) {
  switch (d) {
    case DType::Float8E5M2: return e5m2_to_float(b);
    case DType::Float8E4M3FN: return e4m3fn_to_float(b);
    case DType::Int2:
    case DType::Int4: return static_cast<int8_t>(b);
    default: return b;
  }
}

// Packs n sub-byte elements held one a byte (src) into dst, element i of each byte in bits
// i*bits.. (DLPack's little bit-endian order); unpacks the other way, sign-extending int2/int4.
void pack_sub_byte(const uint8_t* src, int64_t n, DType d, uint8_t* dst);
void unpack_sub_byte(const uint8_t* src, int64_t n, DType d, uint8_t* dst);
// Packs the elements of an evaluated compact node of a sub-byte dtype into dst
// (packed_nbytes(dtype, size) bytes), read where the backend maps them, else through a copy.
void pack_node(const Node& compact, uint8_t* dst);

}  // namespace kiln
