#include "core/scalar.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "core/half.h"

namespace kiln {

namespace {
template <typename T>
void put(T v, void* dst) {
  std::memcpy(dst, &v, sizeof v);
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
  }
}

}  // namespace kiln
