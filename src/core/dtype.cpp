#include "core/dtype.h"

#include <algorithm>

namespace kiln {

bool is_valid_dtype(int value) { return value >= 0 && value < kDTypeCount; }

size_t itemsize(DType dtype) {
  switch (dtype) {
    case DType::Bool:
    case DType::Int8:
    case DType::UInt8:
    case DType::Float8E5M2:
    case DType::Float8E4M3FN:
    case DType::Int2:
    case DType::Int4:
    case DType::UInt2:
    case DType::UInt4:
      return 1;  // the narrow dtypes: one byte each inside Kiln (packed_nbytes: at the C API)
    case DType::Int16:
    case DType::UInt16:
    case DType::Float16:
    case DType::BFloat16:
      return 2;
    case DType::Int32:
    case DType::UInt32:
    case DType::Float32:
      return 4;
    case DType::Int64:
    case DType::UInt64:
    case DType::Float64:
    case DType::Complex64:
      return 8;
    case DType::Complex128:
      return 16;
  }
  return 0;
}

const char* dtype_name(DType dtype) {
  static const char* const names[kDTypeCount] = {
      "bool",    "int8",    "int16",         "int32",          "int64", "uint8", "uint16",
      "uint32",  "uint64",  "float16",       "bfloat16",       "float32", "float64", "complex64",
      "complex128", "float8_e5m2", "float8_e4m3fn", "int2", "int4", "uint2", "uint4"};
  int i = static_cast<int>(dtype);
  return is_valid_dtype(i) ? names[i] : "invalid";
}

int bit_width(DType dtype) {
  switch (dtype) {
    case DType::Int2:
    case DType::UInt2:
      return 2;
    case DType::Int4:
    case DType::UInt4:
      return 4;
    default:
      return static_cast<int>(itemsize(dtype) * 8);
  }
}

size_t packed_nbytes(DType dtype, int64_t n) {
  const int bits = bit_width(dtype);
  if (bits >= 8) return static_cast<size_t>(n) * itemsize(dtype);
  return (static_cast<size_t>(n) * static_cast<size_t>(bits) + 7) / 8;
}

namespace {

DType signed_of_size(size_t bytes) {
  switch (bytes) {
    case 1: return DType::Int8;
    case 2: return DType::Int16;
    case 4: return DType::Int32;
    default: return DType::Int64;
  }
}

}  // namespace

DType complex_part_type(DType c) { return c == DType::Complex128 ? DType::Float64 : DType::Float32; }

DType complex_type_for(DType real) { return real == DType::Float64 ? DType::Complex128 : DType::Complex64; }

DType promote_types(DType a, DType b) {
  if (a == b) return a;
  if (is_bool(a)) return b;
  if (is_bool(b)) return a;
  if (is_complex(a) || is_complex(b)) {
    // The parts promote as reals do: complex64 with float64 (or int64) -> complex128.
    DType pa = is_complex(a) ? complex_part_type(a) : a, pb = is_complex(b) ? complex_part_type(b) : b;
    return complex_type_for(promote_types(pa, pb));
  }
  if (is_floating(a) && is_floating(b)) {
    // float16 with bfloat16 has no common 16-bit type; the two float8s meet in float16, which
    // holds every value of both.
    if (itemsize(a) == 2 && itemsize(b) == 2) return DType::Float32;
    if (is_float8(a) && is_float8(b)) return DType::Float16;
    return itemsize(a) >= itemsize(b) ? a : b;
  }
  if (is_floating(a)) return a;
  if (is_floating(b)) return b;
  // Both integers, ordered by bit width (int2 < int4 < int8 < ...).
  if (is_signed_int(a) == is_signed_int(b)) return bit_width(a) >= bit_width(b) ? a : b;
  DType s = is_signed_int(a) ? a : b;
  DType u = is_signed_int(a) ? b : a;
  if (bit_width(s) > bit_width(u)) return s;
  if (bit_width(u) == 64) return DType::Float64;  // int64 with uint64: NumPy's answer.
  if (bit_width(u) == 2) return DType::Int4;     // the smallest signed type holding both
  return signed_of_size(bit_width(u) == 4 ? 1 : itemsize(u) * 2);
}

DType float_result_type(DType d) { return is_floating(d) || is_complex(d) ? d : DType::Float32; }

DType sum_result_type(DType d) {
  if (is_bool(d) || is_signed_int(d)) return DType::Int64;
  if (is_unsigned_int(d)) return DType::UInt64;
  return d;
}

}  // namespace kiln
