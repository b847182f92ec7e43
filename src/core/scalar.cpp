#include "core/scalar.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "core/half.h"
#include "core/narrow_dtype.h"

namespace kiln {

namespace {
template <typename T>
void put(T v, void* dst) {
  std::memcpy(dst, &v, sizeof v);
}

template <typename T>
double get(const void* src) {
  T v;
  std::memcpy(&v, src, sizeof v);
  return static_cast<double>(v);  // 16-bit floats through their float conversion
}
}  // namespace

void store_scalar(double value, DType dtype, void* dst) {
  switch (dtype) {
    case DType::Bool: put<uint8_t>(value != 0.0 ? 1 : 0, dst); break;
    case DType::Int8: put(saturate_cast<int8_t>(value), dst); break;
    case DType::Int16: put(saturate_cast<int16_t>(value), dst); break;
    case DType::Int32: put(saturate_cast<int32_t>(value), dst); break;
    case DType::Int64: put(saturate_cast<int64_t>(value), dst); break;
    case DType::UInt8: put(saturate_cast<uint8_t>(value), dst); break;
    case DType::UInt16: put(saturate_cast<uint16_t>(value), dst); break;
    case DType::UInt32: put(saturate_cast<uint32_t>(value), dst); break;
    case DType::UInt64: put(saturate_cast<uint64_t>(value), dst); break;
    case DType::Float16: put(float16(narrow_to_float_odd(value)).bits, dst); break;
    case DType::BFloat16: put(bfloat16(narrow_to_float_odd(value)).bits, dst); break;
    case DType::Float32: put(static_cast<float>(value), dst); break;
    case DType::Float64: put(value, dst); break;
    case DType::Complex64: put(static_cast<float>(value), dst); put(0.0f, static_cast<char*>(dst) + 4); break;
    case DType::Complex128: put(value, dst); put(0.0, static_cast<char*>(dst) + 8); break;
    case DType::Float8E5M2: put(float_to_e5m2(narrow_to_float_odd(value)), dst); break;
    case DType::Float8E4M3FN: put(float_to_e4m3fn(value), dst); break;
    case DType::Int2: case DType::Int4: case DType::UInt2: case DType::UInt4: {
      // Saturates at the narrow type's own limits, as the wider integers do.
      const double lo = narrow_int_min(dtype), hi = narrow_int_max(dtype);
      put(static_cast<int8_t>(std::isnan(value) ? 0.0 : std::trunc(std::fmin(std::fmax(value, lo), hi))), dst);
      break;
    }
  }
}

double load_scalar(const void* src, DType dtype) {
  switch (dtype) {
    case DType::Bool: return get<uint8_t>(src) != 0.0 ? 1.0 : 0.0;
    case DType::Int8: return get<int8_t>(src);
    case DType::Int16: return get<int16_t>(src);
    case DType::Int32: return get<int32_t>(src);
    case DType::Int64: return get<int64_t>(src);
    case DType::UInt8: return get<uint8_t>(src);
    case DType::UInt16: return get<uint16_t>(src);
    case DType::UInt32: return get<uint32_t>(src);
    case DType::UInt64: return get<uint64_t>(src);
    case DType::Float16: return get<float16>(src);
    case DType::BFloat16: return get<bfloat16>(src);
    case DType::Float32: case DType::Complex64: return get<float>(src);
    case DType::Float64: case DType::Complex128: return get<double>(src);
    case DType::Float8E5M2: case DType::Float8E4M3FN: case DType::Int2: case DType::Int4: case DType::UInt2:
    case DType::UInt4: return narrow_to_double(*static_cast<const uint8_t*>(src), dtype);
  }
  return 0.0;
}

}  // namespace kiln
