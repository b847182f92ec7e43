// Caching device memory allocator: large VkDeviceMemory blocks, each bound to one VkBuffer with a
// device address, carved into 256-byte aligned ranges (first fit, coalescing on free). Tensors
// larger than half a block get a block of their own, of a size class; freed, it stays cached for
// the next tensor of that class. Nothing is allocated up front; the cache is bounded (a quarter
// of the heap, the budget below) and gives back its oldest empty blocks first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "backend/vulkan/context.h"

namespace kiln::vulkan {

struct Block;

struct Allocation {
  Block* block = nullptr;  // null for empty allocations
  size_t offset = 0;
  size_t size = 0;
  uint64_t address = 0;      // device address of the first byte
  uint8_t* mapped = nullptr;  // host address, or null when not host-visible
  VkBuffer buffer = VK_NULL_HANDLE;
};

// The device memory an allocator's allocation lies in (its offset there is `offset`), or null for
// memory that is not an allocator's (a host import).
VkDeviceMemory device_memory_of(const Allocation& allocation);

class Allocator {
 public:
  // host_only: staging/metadata memory (host-visible, coherent). Otherwise tensor memory:
  // device-local, and host-visible too where a large enough heap offers it (UMA, ReBAR).
  Allocator(Context& context, bool host_only);
  ~Allocator();
  Allocator(const Allocator&) = delete;
  Allocator& operator=(const Allocator&) = delete;

  Allocation allocate(size_t bytes);  // throws OutOfMemory
  // The `bytes` at `offset` of `buffer`, when that is a live range of this allocator's: a view of
  // memory it handed out (DLPack kDLVulkan imports of Kiln's own exports). False otherwise.
  bool find(VkBuffer buffer, size_t offset, size_t bytes, Allocation* out) const;
  void free(const Allocation& allocation);

  bool host_visible() const { return host_visible_; }
  uint64_t heap_size() const { return heap_size_; }
  uint64_t active_bytes() const;
  uint64_t peak_bytes() const;
  uint64_t cached_bytes() const;
  uint64_t driver_allocations() const;  // vkAllocateMemory calls so far
  void set_limit(uint64_t bytes);
  uint64_t limit() const;
  void clear_cache();  // returns empty blocks to the driver
  // The CUDA address of the allocation's first byte, when the device's CUDA interop layer is
  // active (context.h): its block is imported into CUDA on first use and stays imported until the
  // block is freed. False, with `why`, otherwise (or for a block the driver would not export).
  bool cuda_address(const Allocation& allocation, uint64_t* address, std::string* why);
  // Whether its blocks are exported to CUDA (the layer is active and the memory type exportable).
  bool exports_to_cuda() const { return cuda_ != nullptr; }
  // kiln-info's words for the memory the layer exports ("device-local, host-visible", "dedicated"...).
  std::string cuda_export_summary() const;

 private:
  Block* new_block(size_t size, bool dedicated);
  bool exportable_memory_type(uint32_t type);
  bool try_exportable_allocation(uint32_t type, VkDeviceSize size, VkBuffer dedicated_to);
  void release_block(Block* block);
  void release_empty_blocks();
  bool release_oldest_empty_block(bool keep_one_shared = false);  // false when none is empty
  uint64_t budget() const;
  void make_room(uint64_t bytes);  // frees cached blocks until `bytes` more fit the budget
  void trim_cache();

  Context& context_;
  std::shared_ptr<cuda::Interop> cuda_;  // tensor memory on a device with the layer: blocks are exportable
  bool export_dedicated_ = false;        // ... each as a dedicated allocation (exportable_memory_type)
  uint32_t memory_type_ = 0;
  bool host_visible_ = false;
  uint64_t heap_size_ = 0;
  size_t block_size_ = 0;
  size_t max_buffer_ = 0;  // largest single tensor: the heap size, or maxBufferSize when smaller
  mutable std::mutex mutex_;
  std::vector<std::unique_ptr<Block>> blocks_;
  uint64_t active_ = 0, peak_ = 0, reserved_ = 0, limit_ = 0;
  uint64_t clock_ = 0, driver_allocations_ = 0;
};

}  // namespace kiln::vulkan
