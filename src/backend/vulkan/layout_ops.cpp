// Layout kernels: a copy whose input is a transposed view goes through shared-memory tiles
// (transpose.comp), so both its reads and its writes are coalesced; the strided elementwise
// copy reads one element per 32-byte sector there.
#include <algorithm>

#include "backend/vulkan/ops.h"

namespace kiln::vulkan {

namespace {

struct TransposePush {  // transpose.comp's push constants
  uint64_t src, dst;
  int64_t src_batch, src_col;
  uint64_t rows, cols;
};

// The input's layout over the output's (row-major) index space, unit dimensions dropped and
// dimensions merged where the input is contiguous across them as the output is.
void merged_layout(const Node& in, Shape& shape, Strides& strides) {
  for (size_t d = 0; d < in.shape.size(); ++d) {
    if (in.shape[d] == 1) continue;
    if (!shape.empty() && strides.back() == in.shape[d] * in.strides[d]) {
      shape.back() *= in.shape[d];
      strides.back() = in.strides[d];
    } else {
      shape.push_back(in.shape[d]);
      strides.push_back(in.strides[d]);
    }
  }
}

}  // namespace

bool run_tiled_transpose(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  if (in.dtype != node.dtype) return false;
  return record_transpose(rec, in, element_address(node), storage_access(node, true));
}

bool record_transpose(Recorder& rec, const Node& in, uint64_t dst, const Access& dst_access) {
  Shape shape;
  Strides strides;
  merged_layout(in, shape, strides);
  const size_t n = shape.size();
  if (n >= 2 && (shape[n - 2] < 8 || shape[n - 1] < 8)) return false;  // too thin for 32x32 tiles
  return record_transpose_layout(rec, in.dtype, element_address(in), storage_access(in, false), shape, strides, dst,
                                 dst_access);
}

bool record_transpose_layout(Recorder& rec, DType dtype, uint64_t src, const Access& src_access, const Shape& shape,
                             const Strides& strides, uint64_t dst, const Access& dst_access) {
  // [rows, cols] or [batch, rows, cols], with the input contiguous along rows and not along cols.
  if (shape.size() < 2 || shape.size() > 3 || strides.size() != shape.size()) return false;
  const size_t r = shape.size() - 2, c = shape.size() - 1;
  if (strides[r] != 1 || strides[c] == 1) return false;
  const auto& limits = rec.context().properties().limits;
  const uint64_t row_tiles = (shape[r] + 31) / 32, col_tiles = (shape[c] + 31) / 32;
  const uint64_t batch = shape.size() == 3 ? shape[0] : 1;
  if (row_tiles > limits.maxComputeWorkGroupCount[0] || col_tiles > limits.maxComputeWorkGroupCount[1] ||
      batch > limits.maxComputeWorkGroupCount[2]) {
    return false;
  }
  TransposePush push{src, dst, shape.size() == 3 ? strides[0] : 0, strides[c], static_cast<uint64_t>(shape[r]),
                     static_cast<uint64_t>(shape[c])};
  rec.dispatch_3d("transpose_" + dtype_tag(same_size_unsigned(dtype)), {}, &push, sizeof push,
                  static_cast<uint32_t>(row_tiles), static_cast<uint32_t>(col_tiles), static_cast<uint32_t>(batch),
                  {dst_access, src_access});
  return true;
}

}  // namespace kiln::vulkan
