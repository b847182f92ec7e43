#include "backend/vulkan/command_pools.h"

#include "backend/vulkan/context.h"  // check()

namespace kiln::vulkan {

CommandPools::~CommandPools() {
  for (VkCommandPool pool : command_pools_) vkDestroyCommandPool(device_, pool, nullptr);
  for (VkQueryPool pool : query_pools_) vkDestroyQueryPool(device_, pool, nullptr);
}

VkCommandPool CommandPools::take_command_pool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!command_pools_.empty()) {
      VkCommandPool pool = command_pools_.back();
      command_pools_.pop_back();
      return pool;
    }
  }
  VkCommandPoolCreateInfo info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  info.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  info.queueFamilyIndex = queue_family_;
  VkCommandPool pool;
  check(vkCreateCommandPool(device_, &info, nullptr, &pool), "vkCreateCommandPool");
  return pool;
}

VkQueryPool CommandPools::take_timestamps() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!query_pools_.empty()) {
      VkQueryPool pool = query_pools_.back();
      query_pools_.pop_back();
      return pool;
    }
  }
  VkQueryPoolCreateInfo info{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
  info.queryType = VK_QUERY_TYPE_TIMESTAMP;
  info.queryCount = 2;
  VkQueryPool pool;
  check(vkCreateQueryPool(device_, &info, nullptr, &pool), "vkCreateQueryPool");
  return pool;
}

void CommandPools::give_back(VkCommandPool pool) {
  // Frees the pool's command buffers (their memory stays with the pool for the next recording).
  if (vkResetCommandPool(device_, pool, 0) == VK_SUCCESS) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (command_pools_.size() < kKept) {
      command_pools_.push_back(pool);
      return;
    }
  }
  vkDestroyCommandPool(device_, pool, nullptr);
}

void CommandPools::give_back(VkQueryPool timestamps) {
  // Each recording resets the queries it uses (vkCmdResetQueryPool), so nothing to do here.
  std::lock_guard<std::mutex> lock(mutex_);
  if (query_pools_.size() < kKept) {
    query_pools_.push_back(timestamps);
    return;
  }
  vkDestroyQueryPool(device_, timestamps, nullptr);
}

}  // namespace kiln::vulkan
