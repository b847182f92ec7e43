// Weak scalars: the one rule for a binding's plain numbers next to a tensor (docs/dtypes.md,
// "Plain numbers"), so that `x + 0.5` gives the same dtype in every language:
//   an int   next to an int, uint or float tensor takes that tensor's dtype (it must fit an
//            integer dtype: 300 next to uint8 is INVALID_ARGUMENT); next to bool, int64;
//   a float  next to a float tensor takes its dtype; next to an int, uint or bool tensor, float32.
// Two weak operands promote as their own dtypes (int64, float32) do.
#pragma once

#include <cstdint>

#include "core/device.h"
#include "core/node.h"

namespace kiln::ops {

NodePtr weak_int(Device& device, int64_t value);
NodePtr weak_float(Device& device, double value);

// `x` as it enters an op whose other operand is `other`: a weak scalar next to a tensor that is
// not weak becomes a 0-d constant of the dtype the rule gives; anything else is `x` itself.
// The constant is kept on `x` (WeakScalar::constant) and given again while the dtype is the same.
NodePtr resolve_weak(const NodePtr& x, const NodePtr& other, const char* op);

}  // namespace kiln::ops
