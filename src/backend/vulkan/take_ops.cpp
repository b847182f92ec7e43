// Kernel launch for Take (take.comp) through the elementwise launcher, with the strides of
// core/take_layout.h: the output's index dimensions walk the indices, the others walk x.
#include "backend/vulkan/ops.h"
#include "core/error.h"
#include "core/take_layout.h"

namespace kiln::vulkan {

void run_take(Recorder& rec, const Node& node) {
  if (run_sorted_values(rec, node)) return;
  const Node& x = *node.inputs.at(0);
  const Node& indices = *node.inputs.at(1);
  if (indices.dtype != DType::Int64) fail(Status::Internal, "Vulkan take: indices must be int64");
  const TakeLayout layout = take_layout(node);
  const size_t size = itemsize(x.dtype);
  const int64_t axis_stride_bytes = layout.axis_stride * static_cast<int64_t>(size);
  Operand stride_carrier{static_cast<uint64_t>(axis_stride_bytes), Strides(node.shape.size(), 0), 8};
  launch_elementwise(rec, "take_" + dtype_tag(same_size_unsigned(x.dtype)), 0, node.shape,
                     {Operand{element_address(node), contiguous_strides(node.shape), size}, Operand{element_address(x), layout.x, size},
                      Operand{element_address(indices), layout.indices, 8}, stride_carrier},
                     {storage_access(node, true), storage_access(x, false), storage_access(indices, false)},
                     static_cast<uint64_t>(layout.axis_length));
}

}  // namespace kiln::vulkan
