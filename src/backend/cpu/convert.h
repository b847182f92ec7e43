// Element conversions shared by the kernels: loading a stored element into the type kernels
// compute in and storing it back, and the Cast rules (saturating float->int, NaN->0, nonzero->
// true, correctly rounded narrowing to float16/bfloat16).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "backend/cpu/dtype_dispatch.h"
#include "core/scalar.h"

namespace kiln::cpu {

template <DType D>
inline compute_t<D> load(storage_t<D> v) {
  if constexpr (kIsBool<D>) {
    return v != 0 ? 1 : 0;
  } else if constexpr (kIsHalf<D>) {
    return static_cast<float>(v);
  } else {
    return v;
  }
}

template <DType D>
inline storage_t<D> store(compute_t<D> v) {
  if constexpr (kIsBool<D>) {
    return v != 0 ? 1 : 0;
  } else if constexpr (kIsHalf<D>) {
    return storage_t<D>(v);
  } else {
    return v;
  }
}

template <DType D>
inline bool is_nonzero(storage_t<D> v) {
  if constexpr (kIsHalf<D>) {
    return static_cast<float>(v) != 0.0f;  // NaN is nonzero; -0 is zero
  } else {
    return v != 0;
  }
}

// narrow_to_float_odd (double -> float rounded to odd) lives in core/half.h.

// Integer -> float rounded to odd, exactly (a plain int64 -> double -> float would round twice).
template <class I>
inline float int_to_float_odd(I v) {
  bool negative = false;
  uint64_t m;
  if constexpr (std::is_signed_v<I>) {
    negative = v < 0;
    m = negative ? uint64_t{0} - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  } else {
    m = static_cast<uint64_t>(v);
  }
  float f;
  if (m < (uint64_t{1} << 24)) {
    f = static_cast<float>(m);
  } else {
    int top = 63 - __builtin_clzll(m);
    int shift = top - 23;
    uint64_t mant = m >> shift;
    if (m & ((uint64_t{1} << shift) - 1)) mant |= 1u;  // sticky bit: round to odd
    f = std::ldexp(static_cast<float>(mant), shift);
  }
  return negative ? -f : f;
}

// A double converted to dtype D as Cast would (used by Arange and the Assemble fill).
template <DType D>
inline storage_t<D> from_double(double v) {
  if constexpr (kIsBool<D>) {
    return v != 0.0 ? 1 : 0;
  } else if constexpr (kIsHalf<D>) {
    return storage_t<D>(narrow_to_float_odd(v));
  } else if constexpr (kIsFloat<D>) {
    return static_cast<storage_t<D>>(v);
  } else {
    return saturate_cast<storage_t<D>>(v);
  }
}

// One element of dtype From converted to dtype To with the Cast rules.
template <DType From, DType To>
inline storage_t<To> convert(storage_t<From> v) {
  using TF = storage_t<From>;
  using TT = storage_t<To>;
  if constexpr (From == To) {
    if constexpr (kIsBool<To>) {
      return v != 0 ? 1 : 0;
    } else {
      return v;  // bit for bit
    }
  } else if constexpr (kIsBool<To>) {
    return is_nonzero<From>(v) ? 1 : 0;
  } else if constexpr (kIsBool<From>) {
    if constexpr (kIsHalf<To>) {
      return TT(v != 0 ? 1.0f : 0.0f);
    } else {
      return static_cast<TT>(v != 0 ? 1 : 0);
    }
  } else if constexpr (kIsHalf<To>) {
    if constexpr (From == DType::Float64) {
      return TT(narrow_to_float_odd(v));
    } else if constexpr (kIsInteger<From>) {
      return TT(int_to_float_odd<TF>(v));
    } else {  // float16, bfloat16, float32: float holds them exactly
      return TT(static_cast<float>(v));
    }
  } else if constexpr (kIsFloat<To>) {
    if constexpr (kIsHalf<From>) {
      return static_cast<TT>(static_cast<float>(v));
    } else {
      return static_cast<TT>(v);
    }
  } else if constexpr (kIsFloat<From>) {  // float -> integer
    if constexpr (kIsHalf<From>) {
      return saturate_cast<TT>(static_cast<float>(v));
    } else {
      return saturate_cast<TT>(static_cast<double>(v));
    }
  } else {  // integer -> integer wraps, as in NumPy
    return static_cast<TT>(v);
  }
}

}  // namespace kiln::cpu
