// Shapes and strides (strides count elements, not bytes) and the helpers every layer shares.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln {

using Shape = std::vector<int64_t>;
using Strides = std::vector<int64_t>;

constexpr size_t kMaxDims = 64;

// The most elements a shape may span. Every node's shape is checked against it (check_shape), so
// element counts, contiguous strides, byte sizes (itemsize <= 8) and layout reaches computed from
// a checked shape cannot overflow int64 or size_t.
constexpr int64_t kMaxElements = int64_t{1} << 56;

// The size rule, one for every op: shapes through check_shape, counts through checked_count.
// Throws INVALID_ARGUMENT naming `what` unless the rank is at most kMaxDims, every extent is
// non-negative, the product of the extents with zeros counted as ones fits in int64 (so an empty
// shape's strides and partial products cannot overflow: NumPy's rule) and a non-empty shape has
// at most kMaxElements elements. An empty shape such as (0, INT64_MAX) is valid.
void check_shape(const Shape& shape, const char* what);
// A count an op takes (random_permutation's n, arange's length): the extent of a 1-D shape under
// the same rule, so 0 <= n <= kMaxElements; returns n, else throws naming `what` and the
// argument's `name`. (Extents of a larger result, as eye's n and m, go through check_shape.)
int64_t checked_count(int64_t n, const char* what, const char* name);

// a + b and a * b; throw INVALID_ARGUMENT ("<what> overflows") instead of overflowing.
int64_t checked_add(int64_t a, int64_t b, const char* what);
int64_t checked_mul(int64_t a, int64_t b, const char* what);

// Number of elements; throws INVALID_ARGUMENT when the product overflows int64.
int64_t element_count(const Shape& shape);
// The product of the extents from axis `first` on (a checked shape's: no overflow check).
int64_t trailing_count(const Shape& shape, size_t first);

// Row-major strides; throws INVALID_ARGUMENT on overflow (never for a checked shape).
Strides contiguous_strides(const Shape& shape);

// The lowest and highest element offsets a non-empty layout reaches relative to element 0
// (strides may be zero or negative); throws INVALID_ARGUMENT naming `what` on overflow.
struct Reach {
  int64_t low = 0;
  int64_t high = 0;
};
Reach layout_reach(const Shape& shape, const Strides& strides, const char* what);

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
