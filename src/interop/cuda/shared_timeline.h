// A Vulkan timeline semaphore that CUDA sees too (imported from its opaque fd): a CUDA stream waits
// for and signals values of a Vulkan lane's timeline, so the two engines order their work on the
// GPU with no host wait in between (the hand-off around a cuBLASLt product, backend/vulkan/recorder.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "interop/cuda/driver_api.h"

namespace kiln::cuda {

class SharedTimeline {
 public:
  // Imports `fd` (vkGetSemaphoreFdKHR's, opaque fd) in `context`; CUDA owns the fd on success, and
  // it is closed here on failure. Null, with `why`, when the driver refuses it.
  static std::unique_ptr<SharedTimeline> import(const DriverTable& table, CUcontext context, int fd, std::string* why);
  ~SharedTimeline();
  SharedTimeline(const SharedTimeline&) = delete;
  SharedTimeline& operator=(const SharedTimeline&) = delete;

  // Queue on `stream` a wait until the timeline reaches `value`, or a signal of `value`. The
  // caller has the layer's context current.
  bool wait_async(CUstream stream, uint64_t value, std::string* why);
  bool signal_async(CUstream stream, uint64_t value, std::string* why);

 private:
  SharedTimeline(const DriverTable& table, CUcontext context, CUexternalSemaphore semaphore)
      : table_(table), context_(context), semaphore_(semaphore) {}
  const DriverTable& table_;
  CUcontext context_;
  CUexternalSemaphore semaphore_;
};

}  // namespace kiln::cuda
