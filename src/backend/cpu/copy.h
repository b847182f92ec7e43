// Strided copy of raw elements between two views of one shape: used by Cast when the dtype does
// not change and by Assemble to place its pieces.
#pragma once

#include <cstddef>

#include "core/shape.h"

namespace kiln::cpu {

// Copies every element of the (shape, src_strides) view at `src` to the (shape, dst_strides)
// view at `dst`; both addresses are of element (0, ..., 0), strides are in elements.
void copy_strided(const Shape& shape, size_t itemsize, char* dst, const Strides& dst_strides, const char* src,
                  const Strides& src_strides);

}  // namespace kiln::cpu
