// Kernel launch for Take (take.comp) through the elementwise launcher: the output's index
// dimensions walk the indices, the other dimensions walk x.
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

void run_take(Recorder& rec, const Node& node) {
  const Node& x = *node.inputs.at(0);
  const Node& indices = *node.inputs.at(1);
  if (indices.dtype != DType::Int64) fail(Status::Internal, "Vulkan take: indices must be int64");
  const size_t axis = static_cast<size_t>(node.params.axes.at(0));
  const size_t index_rank = indices.shape.size();
  // Output dimensions: x's before the axis, the indices', x's after the axis.
  Strides x_strides, index_strides;
  for (size_t d = 0; d < axis; ++d) {
    x_strides.push_back(x.strides[d]);
    index_strides.push_back(0);
  }
  for (size_t d = 0; d < index_rank; ++d) {
    x_strides.push_back(0);
    index_strides.push_back(indices.strides[d]);
  }
  for (size_t d = axis + 1; d < x.shape.size(); ++d) {
    x_strides.push_back(x.strides[d]);
    index_strides.push_back(0);
  }
  const size_t size = itemsize(x.dtype);
  const int64_t axis_stride_bytes = x.strides[axis] * static_cast<int64_t>(size);
  Operand stride_carrier{static_cast<uint64_t>(axis_stride_bytes), Strides(node.shape.size(), 0), 8};
  launch_elementwise(rec, "take_" + dtype_tag(bits_dtype(x.dtype)), 0, node.shape,
                     {Operand{element_address(node), contiguous_strides(node.shape), size}, Operand{element_address(x), x_strides, size},
                      Operand{element_address(indices), index_strides, 8}, stride_carrier},
                     {storage_access(node, true), storage_access(x, false), storage_access(indices, false)},
                     static_cast<uint64_t>(x.shape[axis]));
}

}  // namespace kiln::vulkan
