// Fft nodes through VkFFT (fft_plans.h). The node's compact pairs S + [2], transformed along axis
// a of S, are outer x [length, inner] complex values: batches of a 1-d transform (inner 1), else
// of the strided axis of a 2-d one whose other axis VkFFT leaves alone.
#include <string>

#include "backend/vulkan/fft_plans.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

// Longer lines run on the CPU: VkFFT's padded (Bluestein) sequences and four-step temporaries
// grow with the length, and past this it is untested.
constexpr uint64_t kMaxLength = uint64_t{1} << 24;

FftTransform transform_of(const Node& node) {
  const Shape& shape = node.shape;
  const auto axis = static_cast<size_t>(node.params.axes.at(0));
  FftTransform t;
  t.dtype = node.dtype;
  t.inverse = node.params.inverse;
  t.length = static_cast<uint64_t>(shape.at(axis));
  for (size_t d = 0; d < axis; ++d) t.outer *= static_cast<uint64_t>(shape[d]);
  for (size_t d = axis + 1; d + 1 < shape.size(); ++d) t.inner *= static_cast<uint64_t>(shape[d]);
  return t;
}

}  // namespace

bool fft_runs_natively(const Node& node, const Context& context) {
  if (!FftPlans::available() || node.params.axes.size() != 1 || node.shape.size() < 2) return false;
  if (node.dtype != DType::Float32 && !(node.dtype == DType::Float64 && context.features().float64)) return false;
  const FftTransform t = transform_of(node);
  // VkFFT binds each operand as one storage buffer.
  return t.length <= kMaxLength && t.bytes() <= context.properties().limits.maxStorageBufferRange;
}

void run_fft(Recorder& rec, const Node& node, FftPlans& plans) {
  const Node& in = *node.inputs.at(0);
  if (in.shape != node.shape || in.dtype != node.dtype || !in.contiguous() || !node.contiguous()) {
    fail(Status::Internal, "Vulkan FFT: expects compact float pairs of the output's shape");
  }
  const FftTransform t = transform_of(node);
  const size_t in_offset = static_cast<size_t>(in.offset) * itemsize(in.dtype);
  const size_t out_offset = static_cast<size_t>(node.offset) * itemsize(node.dtype);
  const Allocation& src = allocation_of(in);
  const Allocation& dst = allocation_of(node);
  if (t.length == 1) {  // the transform of one point is that point
    rec.copy_buffer(src.buffer, src.offset + in_offset, dst.buffer, dst.offset + out_offset, t.bytes(),
                    {storage_access(in, false), storage_access(node, true)});
    return;
  }
  plans.record(rec, t, src, in_offset, dst, out_offset);
}

}  // namespace kiln::vulkan
