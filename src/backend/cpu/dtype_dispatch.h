// Maps each DType to the C++ type its elements are stored as, the type kernels compute in, and
// a switch that calls a generic lambda with the DType as a compile-time constant.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>

#include "core/dtype.h"
#include "core/error.h"
#include "core/half.h"

namespace kiln::cpu {

template <DType D>
struct DTypeTraits;

// Bool is stored as one byte; any nonzero byte reads as true and kernels write 0 or 1. It is
// not C++ `bool`, so that a stray byte from user data is never an invalid bool object.
template <> struct DTypeTraits<DType::Bool> { using storage = uint8_t; using compute = uint8_t; };
template <> struct DTypeTraits<DType::Int8> { using storage = int8_t; using compute = int8_t; };
template <> struct DTypeTraits<DType::Int16> { using storage = int16_t; using compute = int16_t; };
template <> struct DTypeTraits<DType::Int32> { using storage = int32_t; using compute = int32_t; };
template <> struct DTypeTraits<DType::Int64> { using storage = int64_t; using compute = int64_t; };
template <> struct DTypeTraits<DType::UInt8> { using storage = uint8_t; using compute = uint8_t; };
template <> struct DTypeTraits<DType::UInt16> { using storage = uint16_t; using compute = uint16_t; };
template <> struct DTypeTraits<DType::UInt32> { using storage = uint32_t; using compute = uint32_t; };
template <> struct DTypeTraits<DType::UInt64> { using storage = uint64_t; using compute = uint64_t; };
template <> struct DTypeTraits<DType::Float16> { using storage = float16; using compute = float; };
template <> struct DTypeTraits<DType::BFloat16> { using storage = bfloat16; using compute = float; };
template <> struct DTypeTraits<DType::Float32> { using storage = float; using compute = float; };
template <> struct DTypeTraits<DType::Float64> { using storage = double; using compute = double; };

template <DType D> using storage_t = typename DTypeTraits<D>::storage;
template <DType D> using compute_t = typename DTypeTraits<D>::compute;

template <DType D> constexpr bool kIsBool = D == DType::Bool;
template <DType D> constexpr bool kIsFloat = D >= DType::Float16 && D <= DType::Float64;
template <DType D> constexpr bool kIsHalf = D == DType::Float16 || D == DType::BFloat16;
template <DType D> constexpr bool kIsSigned = D >= DType::Int8 && D <= DType::Int64;
template <DType D> constexpr bool kIsUnsigned = D >= DType::UInt8 && D <= DType::UInt64;
template <DType D> constexpr bool kIsInteger = kIsSigned<D> || kIsUnsigned<D>;

template <DType D> using DTypeTag = std::integral_constant<DType, D>;

// Calls f(DTypeTag<D>{}) for the runtime dtype d; the lambda reads D as decltype(tag)::value.
template <class F>
decltype(auto) dispatch_dtype(DType d, F&& f) {
  switch (d) {
    case DType::Bool: return f(DTypeTag<DType::Bool>{});
    case DType::Int8: return f(DTypeTag<DType::Int8>{});
    case DType::Int16: return f(DTypeTag<DType::Int16>{});
    case DType::Int32: return f(DTypeTag<DType::Int32>{});
    case DType::Int64: return f(DTypeTag<DType::Int64>{});
    case DType::UInt8: return f(DTypeTag<DType::UInt8>{});
    case DType::UInt16: return f(DTypeTag<DType::UInt16>{});
    case DType::UInt32: return f(DTypeTag<DType::UInt32>{});
    case DType::UInt64: return f(DTypeTag<DType::UInt64>{});
    case DType::Float16: return f(DTypeTag<DType::Float16>{});
    case DType::BFloat16: return f(DTypeTag<DType::BFloat16>{});
    case DType::Float32: return f(DTypeTag<DType::Float32>{});
    case DType::Float64: return f(DTypeTag<DType::Float64>{});
    case DType::Complex64:
    case DType::Complex128:
      // No CPU kernel takes complex elements: ops/complex.cpp builds them from float pairs.
      fail(Status::UnsupportedDType, std::string("cpu backend: no kernel for ") + dtype_name(d));
    default:
      // Nor the narrow dtypes: ops/narrow.cpp widens their ops, and run_cast converts them.
      if (is_narrow(d)) fail(Status::Internal, std::string("cpu backend: no kernel for ") + dtype_name(d));
  }
  fail(Status::Internal, "cpu backend: invalid dtype " + std::to_string(static_cast<int>(d)));
}

}  // namespace kiln::cpu
