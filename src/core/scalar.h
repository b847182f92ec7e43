// Host-side conversion of a double to one element of any dtype, with the same rules as the Cast
// kernels: floats round to nearest, integers truncate toward zero and saturate, NaN gives 0.
#pragma once

#include <cstdint>

#include "core/dtype.h"

namespace kiln {

// Writes itemsize(dtype) bytes to `dst`.
void store_scalar(double value, DType dtype, void* dst);

// Saturating double -> integer conversion (NaN -> 0).
template <typename Int>
Int saturate_cast(double value);

}  // namespace kiln
