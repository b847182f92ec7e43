// Kiln dtypes <-> DLPack (code, bits, lanes).
#include <string>

#include "core/error.h"
#include "interop/dlpack_types.h"

namespace kiln::interop {

DLDataType to_dl_dtype(DType dtype) {
  DLDataType t{};
  t.lanes = 1;
  t.bits = static_cast<uint8_t>(bit_width(dtype));
  if (dtype == DType::Float8E5M2) {
    t.code = kCodeFloat8E5M2;
  } else if (dtype == DType::Float8E4M3FN) {
    t.code = kCodeFloat8E4M3FN;
  } else if (is_bool(dtype)) {
    t.code = kCodeBool;  // one byte per element, as NumPy and PyTorch store bool
  } else if (is_signed_int(dtype)) {
    t.code = kCodeInt;
  } else if (is_unsigned_int(dtype)) {
    t.code = kCodeUInt;
  } else if (dtype == DType::BFloat16) {
    t.code = kCodeBfloat;
  } else if (is_complex(dtype)) {
    t.code = kCodeComplex;  // bits count both parts: 64 or 128
  } else {
    t.code = kCodeFloat;
  }
  return t;
}

DType from_dl_dtype(DLDataType t) {
  auto describe = [&] {
    return "DLPack dtype (code " + std::to_string(t.code) + ", bits " + std::to_string(t.bits) + ", lanes " +
           std::to_string(t.lanes) + ")";
  };
  if (t.lanes != 1) fail(Status::UnsupportedDType, describe() + ": only lanes == 1 is supported");
  switch (t.code) {
    case kCodeBool:
      if (t.bits == 8) return DType::Bool;
      break;
    case kCodeFloat8E5M2:
      if (t.bits == 8) return DType::Float8E5M2;
      break;
    case kCodeFloat8E4M3FN:
      if (t.bits == 8) return DType::Float8E4M3FN;
      break;
    case kCodeInt:
      switch (t.bits) {
        case 2: return DType::Int2;
        case 4: return DType::Int4;
        case 8: return DType::Int8;
        case 16: return DType::Int16;
        case 32: return DType::Int32;
        case 64: return DType::Int64;
      }
      break;
    case kCodeUInt:
      switch (t.bits) {
        case 2: return DType::UInt2;
        case 4: return DType::UInt4;
        case 8: return DType::UInt8;
        case 16: return DType::UInt16;
        case 32: return DType::UInt32;
        case 64: return DType::UInt64;
      }
      break;
    case kCodeFloat:
      switch (t.bits) {
        case 16: return DType::Float16;
        case 32: return DType::Float32;
        case 64: return DType::Float64;
      }
      break;
    case kCodeBfloat:
      if (t.bits == 16) return DType::BFloat16;
      break;
    case kCodeComplex:
      if (t.bits == 64) return DType::Complex64;
      if (t.bits == 128) return DType::Complex128;
      break;
  }
  fail(Status::UnsupportedDType, describe() + " has no Kiln dtype");
}

}  // namespace kiln::interop
