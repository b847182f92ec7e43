// Command pools, each with its one command buffer, and timestamp query pools kept for reuse from
// one eval to the next. Creating a VkCommandPool (and, while gpu_timer is on, a VkQueryPool) for
// every eval and destroying it after is driver work on the path of every eval; a pool whose work
// has finished is reset instead (its command buffer back to the initial state, ready to record
// again) and handed to the next recorder. At most kKept of each are kept; the rest are destroyed.
#pragma once
#include <mutex>
#include <vector>

#include "backend/vulkan/loader.h"

namespace kiln::vulkan {

class CommandPools {
 public:
  CommandPools(VkDevice device, uint32_t queue_family) : device_(device), queue_family_(queue_family) {}
  ~CommandPools();
  CommandPools(const CommandPools&) = delete;
  CommandPools& operator=(const CommandPools&) = delete;

  // A command pool and the one primary command buffer allocated from it.
  struct Commands {
    VkCommandPool pool = VK_NULL_HANDLE;
    VkCommandBuffer buffer = VK_NULL_HANDLE;
  };
  // Commands not in use (the buffer in the initial state), or a timestamp query pool of two queries.
  Commands take_commands();
  VkQueryPool take_timestamps();
  // Back for reuse, once the GPU is done with everything recorded in them.
  void give_back(const Commands& commands);
  void give_back(VkQueryPool timestamps);

  static constexpr size_t kKept = 8;

 private:
  VkDevice device_;
  uint32_t queue_family_;
  std::mutex mutex_;
  std::vector<Commands> commands_;
  std::vector<VkQueryPool> query_pools_;
};

}  // namespace kiln::vulkan
