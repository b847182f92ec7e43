// How a Take node walks memory: every backend's kernel iterates over the output shape with x's
// strides (0 over the index dimensions) and the indices' strides (0 elsewhere), then adds the
// index times x's stride along the taken axis. take_along_axis (params.along) is the same walk
// with x and the indices (broadcast to the output's shape by the ops layer) over every dimension,
// x's stride being 0 along the axis.
#pragma once

#include "core/node.h"

namespace kiln {

struct TakeLayout {
  Strides x;               // over the output shape, in elements of x
  Strides indices;         // over the output shape, in int64 elements
  int64_t axis_length = 0;  // x's extent along the taken axis (indices are clamped into it)
  int64_t axis_stride = 0;  // x's stride along the taken axis, in elements
};

TakeLayout take_layout(const Node& take);

}  // namespace kiln
