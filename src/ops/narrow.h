// Ops on the narrow storage dtypes (ops/narrow.cpp): make_kernel widens their operands to the
// compute type and narrows its result, so that only casts reach the backends with them.
#pragma once

#include <vector>

#include "core/node.h"

namespace kiln::ops {

// Whether a kernel node of this kind, dtype and inputs must be built through widened_kernel: a
// narrow operand or result, or a cast between a narrow dtype and any but its compute type.
bool needs_widening(OpKind kind, DType dtype, const std::vector<NodePtr>& inputs);
NodePtr widened_kernel(const char* op, OpKind kind, DType dtype, Shape shape, Device& device,
                       std::vector<NodePtr> inputs, OpParams params);

// astype where x's dtype or `dtype` is narrow: through the compute types, floats saturating at a
// sub-byte integer's limits, wider integers wrapping.
NodePtr narrow_astype(const NodePtr& x, DType dtype);
// population_count and count_leading_zeros of a sub-byte integer, over its 2 or 4 bits.
NodePtr sub_byte_bit_count(UnaryOp op, const NodePtr& x);
// bitcast where either dtype is a sub-byte integer: only to one of the same width (int4 <->
// uint4), as a wrapping conversion.
NodePtr sub_byte_bitcast(const NodePtr& x, DType dtype);

}  // namespace kiln::ops
