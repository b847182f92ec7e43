#include "core/take_layout.h"

namespace kiln {

TakeLayout take_layout(const Node& take) {
  const Node& x = *take.inputs.at(0);
  const Node& indices = *take.inputs.at(1);
  const size_t axis = static_cast<size_t>(take.params.axes.at(0));
  TakeLayout layout;
  if (take.params.along) {  // take_along_axis: x and the indices both span the output's shape
    layout.x = x.strides;
    layout.x[axis] = 0;
    layout.indices = indices.strides;
    layout.axis_length = x.shape[axis];
    layout.axis_stride = x.strides[axis];
    return layout;
  }
  for (size_t d = 0; d < axis; ++d) {  // x's dimensions before the axis
    layout.x.push_back(x.strides[d]);
    layout.indices.push_back(0);
  }
  for (size_t d = 0; d < indices.shape.size(); ++d) {  // the indices' dimensions
    layout.x.push_back(0);
    layout.indices.push_back(indices.strides[d]);
  }
  for (size_t d = axis + 1; d < x.shape.size(); ++d) {  // x's dimensions after the axis
    layout.x.push_back(x.strides[d]);
    layout.indices.push_back(0);
  }
  layout.axis_length = x.shape[axis];
  layout.axis_stride = x.strides[axis];
  return layout;
}

}  // namespace kiln
