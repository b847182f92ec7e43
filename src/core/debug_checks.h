// The debug checks the scheduler runs between segments when KILN_DEBUG asks for them: index
// bounds before a Take, NaN/infinity after matmul, the float reductions and the fused fast ops
// (rms_norm, layer_norm, attention).
#pragma once

#include "core/node.h"

namespace kiln {

bool needs_bounds_check(const Node& node);
// Throws INDEX_OUT_OF_RANGE naming the op when an index of the evaluated indices input is
// outside [-n, n) for the indexed axis.
void check_bounds(const Node& node);

bool needs_finite_check(const Node& node);
// Throws NON_FINITE naming the op when the evaluated node holds a NaN or infinity.
void check_finite(const Node& node);

}  // namespace kiln
