// Host-side conversion of a double to one element of any dtype, with the same rules as the Cast
// kernels: floats round to nearest, integers truncate toward zero and saturate, NaN gives 0.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

#include "core/dtype.h"

namespace kiln {

// Writes itemsize(dtype) bytes to `dst`.
void store_scalar(double value, DType dtype, void* dst);

// The element at `src` as a double (a complex one's real part). Exact except for 64-bit
// integers beyond 2^53, which round.
double load_scalar(const void* src, DType dtype);

// Saturating double -> integer conversion: truncates toward zero, clamps to the type's limits,
// NaN -> 0. Shared by the host-side conversions and the CPU Cast kernels.
template <typename Int>
inline Int saturate_cast(double value) {
  if (std::isnan(value)) return 0;
  // Both bounds are exact in double: min is 0 or -2^(digits), the exclusive top is 2^digits.
  const double lo = static_cast<double>(std::numeric_limits<Int>::min());
  const double hi_exclusive = std::ldexp(1.0, std::numeric_limits<Int>::digits);
  if (value <= lo) return std::numeric_limits<Int>::min();
  if (value >= hi_exclusive) return std::numeric_limits<Int>::max();
  return static_cast<Int>(value);
}

}  // namespace kiln
