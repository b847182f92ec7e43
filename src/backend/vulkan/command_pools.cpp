#include "backend/vulkan/command_pools.h"

#include "backend/vulkan/context.h"  // check()

namespace kiln::vulkan {

CommandPools::~CommandPools() {
  for (const Commands& c : commands_) vkDestroyCommandPool(device_, c.pool, nullptr);
  for (VkQueryPool pool : query_pools_) vkDestroyQueryPool(device_, pool, nullptr);
}

CommandPools::Commands CommandPools::take_commands() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!commands_.empty()) {
      Commands c = commands_.back();
      commands_.pop_back();
      return c;
    }
  }
  VkCommandPoolCreateInfo info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  info.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  info.queueFamilyIndex = queue_family_;
  Commands c;
  check(vkCreateCommandPool(device_, &info, nullptr, &c.pool), "vkCreateCommandPool");
  VkCommandBufferAllocateInfo alloc{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  alloc.commandPool = c.pool;
  alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  alloc.commandBufferCount = 1;
  VkResult r = vkAllocateCommandBuffers(device_, &alloc, &c.buffer);
  if (r != VK_SUCCESS) vkDestroyCommandPool(device_, c.pool, nullptr);
  check(r, "vkAllocateCommandBuffers");
  return c;
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

void CommandPools::give_back(const Commands& commands) {
  // The buffer back to the initial state (its memory stays with the pool for the next recording).
  if (vkResetCommandPool(device_, commands.pool, 0) == VK_SUCCESS) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (commands_.size() < kKept) {
      commands_.push_back(commands);
      return;
    }
  }
  vkDestroyCommandPool(device_, commands.pool, nullptr);  // frees its buffer too
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
