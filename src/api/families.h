// Shared implementations behind families of C entry points (one per op in the spec).
#pragma once

#include "core/op.h"
#include "kiln/kiln.h"
#include "ops/ops.h"

namespace kiln::api {

using Reduction = ops::Reduction;

void unary_entry(UnaryOp op, kiln_tensor x, kiln_tensor* out);
void binary_entry(BinaryOp op, kiln_tensor a, kiln_tensor b, kiln_tensor* out);
void scan_entry(ScanOp op, kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out);
void reduce_entry(Reduction kind, kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

}  // namespace kiln::api
