// Shapes and strides (strides count elements, not bytes) and the helpers every layer shares.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln {

using Shape = std::vector<int64_t>;
using Strides = std::vector<int64_t>;

constexpr size_t kMaxDims = 64;

// Number of elements; throws INVALID_ARGUMENT when the product overflows int64.
int64_t element_count(const Shape& shape);

Strides contiguous_strides(const Shape& shape);

// True when (shape, strides) walks memory in row-major order without gaps.
bool is_contiguous(const Shape& shape, const Strides& strides);

// Validates a user-given shape (non-negative extents, bounded rank, no overflow).
Shape checked_shape(const int64_t* dims, size_t ndim, const char* what);

// Resolves a possibly negative axis against rank; throws INDEX_OUT_OF_RANGE naming `op`.
int64_t normalize_axis(int64_t axis, size_t rank, const char* op);

// Broadcasts two shapes (NumPy rules); throws SHAPE_MISMATCH naming `op`.
Shape broadcast_shapes(const Shape& a, const Shape& b, const char* op);

std::string shape_string(const Shape& shape);

}  // namespace kiln
