// Streams (kiln_stream): orderings of evals on one device that do not wait for each other, so
// that threads (BEAM processes, servers' workers) evaluating at the same time run at the same
// time. See docs/architecture.md, "Threads".
#pragma once

#include <memory>
#include <mutex>

#include "core/backend.h"
#include "core/device.h"

namespace kiln {

struct Stream {
  explicit Stream(Device& device) : device(&device), backend(device.backend().create_stream()) {}

  Device* device;
  std::unique_ptr<BackendStream> backend;  // null where the backend keeps no per-stream state
  // Held, without the API lock, while this stream's kernels run unlocked (a backend that
  // executes_unlocked_on_streams): one eval at a time per stream, as on a Vulkan lane.
  std::mutex running;
};

}  // namespace kiln
