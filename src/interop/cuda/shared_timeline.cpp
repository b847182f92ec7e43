#include "interop/cuda/shared_timeline.h"

#include <unistd.h>

#include "interop/cuda/context_scope.h"
#include "interop/cuda/driver.h"

namespace kiln::cuda {

std::unique_ptr<SharedTimeline> SharedTimeline::import(const DriverTable& table, CUcontext context, int fd,
                                                       std::string* why) {
  if (fd < 0) {
    *why = "the Vulkan timeline semaphore gave no fd";
    return nullptr;
  }
  ContextScope scope(table, context);
  ExternalSemaphoreHandleDesc desc{};
  desc.type = kExternalSemaphoreTimelineFd;
  desc.handle.fd = fd;
  CUexternalSemaphore semaphore = nullptr;
  const CUresult r = scope.ok() ? table.import_external_semaphore(&semaphore, &desc) : kSuccess + 1;
  if (r != kSuccess || !semaphore) {
    ::close(fd);  // CUDA takes the fd only on success
    *why = scope.ok() ? "cuImportExternalSemaphore failed: " + describe_result(table, r)
                      : "cannot make the CUDA context current";
    return nullptr;
  }
  return std::unique_ptr<SharedTimeline>(new SharedTimeline(table, context, semaphore));
}

SharedTimeline::~SharedTimeline() {
  ContextScope scope(table_, context_);
  table_.destroy_external_semaphore(semaphore_);
}

bool SharedTimeline::wait_async(CUstream stream, uint64_t value, std::string* why) {
  ExternalSemaphoreWaitParams params{};
  params.params.fence.value = value;
  const CUresult r = table_.wait_external_semaphores_async(&semaphore_, &params, 1, stream);
  if (r != kSuccess) *why = "cuWaitExternalSemaphoresAsync failed: " + describe_result(table_, r);
  return r == kSuccess;
}

bool SharedTimeline::signal_async(CUstream stream, uint64_t value, std::string* why) {
  ExternalSemaphoreSignalParams params{};
  params.params.fence.value = value;
  const CUresult r = table_.signal_external_semaphores_async(&semaphore_, &params, 1, stream);
  if (r != kSuccess) *why = "cuSignalExternalSemaphoresAsync failed: " + describe_result(table_, r);
  return r == kSuccess;
}

}  // namespace kiln::cuda
