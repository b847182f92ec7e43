// Element types, their sizes and names, and the type-promotion rules (docs/dtypes.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace kiln {

// Values match kiln_dtype in the public header.
enum class DType : uint8_t {
  Bool = 0,
  Int8,
  Int16,
  Int32,
  Int64,
  UInt8,
  UInt16,
  UInt32,
  UInt64,
  Float16,
  BFloat16,
  Float32,
  Float64,
  Complex64,   // two float32, real part first
  Complex128,  // two float64, real part first
  // Narrow storage dtypes (core/narrow_dtype.h): one byte an element inside Kiln; every op
  // computes in their compute type and rounds or wraps back.
  Float8E5M2,
  Float8E4M3FN,
  Int2,   // held sign-extended, -2..1
  Int4,   // held sign-extended, -8..7
  UInt2,  // 0..3
  UInt4,  // 0..15
};

constexpr int kDTypeCount = 21;

bool is_valid_dtype(int value);
size_t itemsize(DType dtype);
const char* dtype_name(DType dtype);

inline bool is_bool(DType d) { return d == DType::Bool; }
inline bool is_float8(DType d) { return d == DType::Float8E5M2 || d == DType::Float8E4M3FN; }
// Real floating types only: complex dtypes answer is_complex.
inline bool is_floating(DType d) { return (d >= DType::Float16 && d <= DType::Float64) || is_float8(d); }
inline bool is_complex(DType d) { return d == DType::Complex64 || d == DType::Complex128; }
inline bool is_signed_int(DType d) { return (d >= DType::Int8 && d <= DType::Int64) || d == DType::Int2 || d == DType::Int4; }
inline bool is_unsigned_int(DType d) {
  return (d >= DType::UInt8 && d <= DType::UInt64) || d == DType::UInt2 || d == DType::UInt4;
}
// float8 and the 2- and 4-bit integers: dtypes Kiln stores but computes in a wider type.
inline bool is_narrow(DType d) { return d >= DType::Float8E5M2 && d <= DType::UInt4; }
// Bits of one element: 2 or 4 for the sub-byte integers, else 8 * itemsize.
int bit_width(DType dtype);
// Bytes of n elements as they cross the C API: sub-byte integers packed, the rest itemsize each.
size_t packed_nbytes(DType dtype, int64_t n);
inline bool is_integer(DType d) { return is_signed_int(d) || is_unsigned_int(d); }

// The float dtype of a complex dtype's parts (complex64 -> float32), and the complex dtype whose
// parts hold a real dtype's values (float64 -> complex128, every other -> complex64).
DType complex_part_type(DType c);
DType complex_type_for(DType real);

// The unsigned integer dtype of the same item size: the raw bits of a dtype (copies, random bits).
inline DType same_size_unsigned(DType d) {
  switch (itemsize(d)) {
    case 1: return DType::UInt8;
    case 2: return DType::UInt16;
    case 4: return DType::UInt32;
    default: return DType::UInt64;  // complex128's 16 bytes have none: callers take its parts
  }
}

// Result type of a binary arithmetic op on a and b (NumPy 2 / array API rules; where the
// standard is silent, integer with float gives that float, as in MLX and JAX). Real with complex
// gives complex wide enough for both parts (complex64 with float64 -> complex128).
DType promote_types(DType a, DType b);

// The floating type that math functions (exp, sqrt, divide...) compute in for an input dtype:
// floats and complex keep their type, bool and integers become float32.
DType float_result_type(DType d);

// Accumulator type for sum/prod: bool and signed ints -> int64, unsigned -> uint64, floats and
// complex keep.
DType sum_result_type(DType d);

}  // namespace kiln
