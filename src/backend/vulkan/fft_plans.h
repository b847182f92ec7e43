// One device's VkFFT plans for Fft nodes (fft_ops.cpp). initializeVkFFT generates and compiles a
// plan's shaders (slow), so plans are kept, keyed by transform, at most kMaxPlans (the least
// recently used one goes first); a plan makes both directions. VkFFT names a plan's buffers in
// descriptor sets, which a recorded command buffer reads only when it runs: a plan serves one
// recording at a time (its turn ends when the recorder dies, after the wait), and a second use
// meanwhile (the same transform twice in one eval, or an eval on another lane) gets a plan of its
// own, made from the first one's compiled shaders. Used under the backend's lock.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "backend/vulkan/context.h"
#include "backend/vulkan/memory.h"
#include "backend/vulkan/recorder.h"
#include "core/dtype.h"

namespace kiln::vulkan {

// outer batches of [length, inner] complex values (float32 or float64 pairs), each transformed
// along `length` (the stride between its points: inner values).
struct FftTransform {
  DType dtype = DType::Float32;
  uint64_t outer = 1, length = 1, inner = 1;
  bool inverse = false;

  uint64_t bytes() const { return outer * length * inner * 2 * itemsize(dtype); }
  // One plan makes both directions (vkfft_bridge.h).
  bool same_plan(const FftTransform& o) const {
    return dtype == o.dtype && outer == o.outer && length == o.length && inner == o.inner;
  }
};

class FftPlans {
 public:
  explicit FftPlans(Context& context);
  ~FftPlans();
  FftPlans(const FftPlans&) = delete;
  FftPlans& operator=(const FftPlans&) = delete;

  // Whether VkFFT was built in (KILN_HAVE_VKFFT).
  static bool available();
  // Records `t` from the bytes at `in_offset` of `in` to those at `out_offset` of `out` (which do
  // not overlap them). Throws Unsupported / DeviceError with VkFFT's error number.
  void record(Recorder& rec, const FftTransform& t, const Allocation& in, size_t in_offset, const Allocation& out,
              size_t out_offset);
  // Destroys the plans no recording uses (kiln_device_clear_cache: their temporaries are device
  // memory Kiln's allocator does not see).
  void drop_idle();

 private:
  struct Plan;
  static constexpr size_t kMaxPlans = 16;  // each holds pipelines, some a temporary buffer as large as their data

  Plan& free_plan(const FftTransform& t);
  VkBuffer window(Recorder& rec, const Allocation& a, size_t offset, size_t bytes);

  Context& context_;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;  // what VkFFT needs to make a plan
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  VkCommandPool pool_ = VK_NULL_HANDLE;  // VkFFT's uploads while a plan is made
  VkFence fence_ = VK_NULL_HANDLE;
  std::vector<std::unique_ptr<Plan>> plans_;
  uint64_t clock_ = 0;
};

}  // namespace kiln::vulkan
