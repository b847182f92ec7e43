#include "backend/vulkan/memory.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "core/error.h"

namespace kiln::vulkan {

namespace {
constexpr size_t kAlignment = 256;  // covers every element type and 16-byte vector loads
constexpr size_t kDefaultBlock = size_t{256} << 20;

size_t align_up(size_t n, size_t a) { return (n + a - 1) / a * a; }

// KILN_VULKAN_STAGING=always leaves tensor memory unmapped even where the host could see it, so
// every host access takes a discrete GPU's staging path (tests run that path on lavapipe).
bool staging_forced() {
  const char* value = std::getenv("KILN_VULKAN_STAGING");
  return value && std::strcmp(value, "always") == 0;
}

// Large tensors get blocks of a size class: rounded up to an eighth of their power of two (at
// most 12.5% slack, at least 2 MiB steps), so that sizes that differ a little share blocks.
size_t size_class(size_t size) {
  size_t pow2 = 1;
  while (pow2 <= size / 2) pow2 *= 2;
  return align_up(size, std::max(pow2 / 8, size_t{2} << 20));
}
}  // namespace

struct Block {
  VkDeviceMemory memory = VK_NULL_HANDLE;
  VkBuffer buffer = VK_NULL_HANDLE;
  uint64_t address = 0;
  uint8_t* mapped = nullptr;
  size_t size = 0;
  size_t used = 0;
  bool dedicated = false;
  bool exportable = false;  // allocated with VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT (CUDA interop)
  size_t memory_bytes = 0;  // the allocation's size (the memory requirement), as CUDA imports it
  uint64_t last_use = 0;  // when it last became empty (the cache gives back the oldest first)
  std::map<size_t, size_t> free_ranges;  // offset -> size
};

VkDeviceMemory device_memory_of(const Allocation& allocation) {
  return allocation.block ? allocation.block->memory : VK_NULL_HANDLE;  // blocks' buffers are bound at 0
}

Allocator::Allocator(Context& context, bool host_only)
    : context_(context), cuda_(host_only ? nullptr : context.cuda()) {
  const auto& mp = context.memory_properties();
  const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  uint64_t largest_local = 0;
  for (uint32_t h = 0; h < mp.memoryHeapCount; ++h) {
    if (mp.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) largest_local = std::max(largest_local, mp.memoryHeaps[h].size);
  }
  // Memory types every buffer we create may use (storage | transfer | device address).
  VkBufferCreateInfo probe{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  probe.size = 4096;
  probe.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  VkBuffer buffer;
  check(vkCreateBuffer(context.device(), &probe, nullptr, &buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(context.device(), buffer, &req);
  vkDestroyBuffer(context.device(), buffer, nullptr);

  auto score = [&](uint32_t i) -> int {
    if (!(req.memoryTypeBits & (1u << i))) return -1;
    VkMemoryPropertyFlags f = mp.memoryTypes[i].propertyFlags;
    uint64_t heap = mp.memoryHeaps[mp.memoryTypes[i].heapIndex].size;
    bool local = f & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
    bool visible = (f & host) == host;
    if (host_only) {
      if (!visible) return -1;
      return 1 + ((f & VK_MEMORY_PROPERTY_HOST_CACHED_BIT) ? 2 : 0) + (local ? 1 : 0);
    }
    if (!local) return 0;
    // Host-visible device-local memory counts only when it is most of the memory (not a
    // 256 MiB BAR window): then tensors alias host memory with no staging copies.
    if (visible && heap >= largest_local / 2) return 3;
    return 2;
  };
  // The best-scoring type; with the CUDA interop layer, the best one whose memory exports as an
  // opaque fd (on the H100 the host-visible device-local type does not: tensors then live in
  // plain device-local memory, and host reads go through staging as on other discrete GPUs).
  int best = -1;
  for (int pass = cuda_ ? 0 : 1; pass < 2 && best < 0; ++pass) {
    for (uint32_t i = 0; i < mp.memoryTypeCount; ++i) {
      int s = score(i);
      if (s > best && (pass == 1 || (s >= 2 && exportable_memory_type(i)))) {  // device-local only for CUDA
        best = s;
        memory_type_ = i;
      }
    }
    if (pass == 0 && best < 0) cuda_.reset();  // no exportable type: the layer's calls say why
  }
  if (best < 0) fail(Status::Unsupported, "Vulkan: no suitable memory type");
  host_visible_ = (mp.memoryTypes[memory_type_].propertyFlags & host) == host && (host_only || !staging_forced());
  heap_size_ = mp.memoryHeaps[mp.memoryTypes[memory_type_].heapIndex].size;

  VkPhysicalDeviceMaintenance3Properties m3{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES};
  VkPhysicalDeviceProperties2 p2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  p2.pNext = &m3;
  vkGetPhysicalDeviceProperties2(context.physical(), &p2);
  size_t max_allocation = m3.maxMemoryAllocationSize ? m3.maxMemoryAllocationSize : heap_size_;
  block_size_ = std::min<size_t>(kDefaultBlock, std::max<size_t>(heap_size_ / 8, size_t{16} << 20));
  block_size_ = std::min(block_size_, max_allocation);
  // maxMemoryAllocationSize is advisory (an allocation above it "may fail"; lavapipe says 2 GiB
  // and serves more), so larger tensors get a dedicated allocation and the driver decides. A
  // buffer above maxBufferSize is invalid, so that one is a hard limit.
  max_buffer_ = heap_size_;
  if (context.properties().apiVersion >= VK_API_VERSION_1_3) {
    VkPhysicalDeviceMaintenance4Properties m4{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_4_PROPERTIES};
    p2.pNext = &m4;
    vkGetPhysicalDeviceProperties2(context.physical(), &p2);
    max_buffer_ = std::min<size_t>(max_buffer_, m4.maxBufferSize);
  }
}

// Whether memory of `type` can be exported as an opaque fd: a small buffer made exportable accepts
// the type, and an exportable allocation of it succeeds (when the device is opened), plain or else
// as a dedicated allocation (export_dedicated_: every block then is one, which suits blocks, each
// one buffer bound at offset 0, and CUDA imports them with CUDA_EXTERNAL_MEMORY_DEDICATED).
bool Allocator::exportable_memory_type(uint32_t type) {
  VkDevice device = context_.device();
  VkExternalMemoryBufferCreateInfo external{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
  external.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.pNext = &external;
  info.size = 4096;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
               VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  VkBuffer buffer = VK_NULL_HANDLE;
  if (vkCreateBuffer(device, &info, nullptr, &buffer) != VK_SUCCESS) return false;
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device, buffer, &req);
  bool ok = (req.memoryTypeBits & (1u << type)) != 0;
  for (int dedicated = 0; ok && dedicated < 2; ++dedicated) {
    if (try_exportable_allocation(type, req.size, dedicated ? buffer : VK_NULL_HANDLE)) {
      export_dedicated_ = dedicated == 1;
      vkDestroyBuffer(device, buffer, nullptr);
      return true;
    }
  }
  vkDestroyBuffer(device, buffer, nullptr);
  return false;
}

bool Allocator::try_exportable_allocation(uint32_t type, VkDeviceSize size, VkBuffer dedicated_to) {
  VkDevice device = context_.device();
  VkMemoryDedicatedAllocateInfo dedicated{VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO};
  dedicated.buffer = dedicated_to;
  VkExportMemoryAllocateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO};
  if (dedicated_to) export_info.pNext = &dedicated;
  export_info.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  flags.pNext = &export_info;
  VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  alloc.pNext = &flags;
  alloc.allocationSize = size;
  alloc.memoryTypeIndex = type;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  if (vkAllocateMemory(device, &alloc, nullptr, &memory) != VK_SUCCESS) return false;
  vkFreeMemory(device, memory, nullptr);
  return true;
}

Allocator::~Allocator() {
  for (auto& b : blocks_) release_block(b.get());
}

Block* Allocator::new_block(size_t size, bool dedicated) {
  VkDevice device = context_.device();
  auto block = std::make_unique<Block>();
  block->size = size;
  block->dedicated = dedicated;
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = size;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
               VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  // With the CUDA interop layer the block's memory is exportable as an opaque fd, which CUDA
  // imports (block_imports.h); the buffer must say so too.
  VkExternalMemoryBufferCreateInfo external_buffer{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
  external_buffer.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  if (cuda_) info.pNext = &external_buffer;
  check(vkCreateBuffer(device, &info, nullptr, &block->buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device, block->buffer, &req);
  VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  VkExportMemoryAllocateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO};
  export_info.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkMemoryDedicatedAllocateInfo dedicated_info{VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO};
  dedicated_info.buffer = block->buffer;
  if (cuda_ && export_dedicated_) export_info.pNext = &dedicated_info;
  if (cuda_) flags.pNext = &export_info;
  VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  alloc.pNext = &flags;
  alloc.allocationSize = req.size;
  alloc.memoryTypeIndex = memory_type_;
  make_room(req.size);
  VkResult r = vkAllocateMemory(device, &alloc, nullptr, &block->memory);
  if (r == VK_ERROR_OUT_OF_DEVICE_MEMORY || r == VK_ERROR_OUT_OF_HOST_MEMORY) {
    release_empty_blocks();  // the rest of the cache may be what stands in the way
    r = vkAllocateMemory(device, &alloc, nullptr, &block->memory);
  }
  block->exportable = cuda_ && r == VK_SUCCESS;
  block->memory_bytes = req.size;
  if (r == VK_SUCCESS) ++driver_allocations_;
  if (r != VK_SUCCESS) {
    vkDestroyBuffer(device, block->buffer, nullptr);
    check(r, "vkAllocateMemory");
  }
  r = vkBindBufferMemory(device, block->buffer, block->memory, 0);
  if (r == VK_SUCCESS && host_visible_) {
    void* p = nullptr;
    r = vkMapMemory(device, block->memory, 0, VK_WHOLE_SIZE, 0, &p);
    block->mapped = static_cast<uint8_t*>(p);
  }
  if (r != VK_SUCCESS) {
    release_block(block.get());
    check(r, "binding or mapping device memory");
  }
  VkBufferDeviceAddressInfo addr{VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO};
  addr.buffer = block->buffer;
  block->address = vkGetBufferDeviceAddress(device, &addr);
  block->free_ranges[0] = size;
  reserved_ += size;
  blocks_.push_back(std::move(block));
  return blocks_.back().get();
}

void Allocator::release_block(Block* block) {
  VkDevice device = context_.device();
  if (cuda_ && block->exportable) cuda_->imports().release(block);  // CUDA lets go of the memory first
  if (block->buffer) vkDestroyBuffer(device, block->buffer, nullptr);
  if (block->memory) vkFreeMemory(device, block->memory, nullptr);  // unmaps too
  block->buffer = VK_NULL_HANDLE;
  block->memory = VK_NULL_HANDLE;
}

void Allocator::release_empty_blocks() {
  while (release_oldest_empty_block()) {
  }
}

bool Allocator::release_oldest_empty_block(bool keep_one_shared) {
  size_t empty_shared = 0;
  for (const auto& b : blocks_) empty_shared += b->used == 0 && !b->dedicated;
  auto oldest = blocks_.end();
  for (auto it = blocks_.begin(); it != blocks_.end(); ++it) {
    if ((*it)->used != 0 || (keep_one_shared && !(*it)->dedicated && empty_shared <= 1)) continue;
    if (oldest == blocks_.end() || (*it)->last_use < (*oldest)->last_use) oldest = it;
  }
  if (oldest == blocks_.end()) return false;
  release_block(oldest->get());
  reserved_ -= (*oldest)->size;
  blocks_.erase(oldest);
  return true;
}

// The memory the allocator may hold: the heap less a sixteenth (the driver and other users need
// some), and no more than the user's limit.
uint64_t Allocator::budget() const {
  uint64_t budget = heap_size_ - heap_size_ / 16;
  return limit_ ? std::min(budget, limit_) : budget;
}

void Allocator::make_room(uint64_t bytes) {
  while (reserved_ + bytes > budget() && release_oldest_empty_block()) {
  }
}

// Keeps the empty blocks within a quarter of the heap and the budget, giving back the blocks
// that have been empty longest. One empty block for small tensors stays (as the free ranges of
// blocks in use do): giving it back would only make the next eval's scalars allocate it again.
void Allocator::trim_cache() {
  const uint64_t cap = std::min<uint64_t>(heap_size_ / 4, budget() > active_ ? budget() - active_ : 0);
  auto releasable = [&] {
    uint64_t n = 0;
    bool kept = false;
    for (const auto& b : blocks_) {
      if (b->used != 0) continue;
      if (!b->dedicated && !kept) {
        kept = true;
      } else {
        n += b->size;
      }
    }
    return n;
  };
  while (releasable() > cap && release_oldest_empty_block(/*keep_one_shared=*/true)) {
  }
}

bool Allocator::find(VkBuffer buffer, size_t offset, size_t bytes, Allocation* out) const {
  std::lock_guard<std::mutex> lock(mutex_);
  for (const auto& b : blocks_) {
    if (b->buffer != buffer) continue;
    if (offset > b->size || bytes > b->size - offset) return false;
    for (const auto& [free_offset, free_size] : b->free_ranges) {
      if (free_offset < offset + bytes && offset < free_offset + free_size) return false;  // not handed out
    }
    out->block = b.get();
    out->offset = offset;
    out->size = bytes;
    out->address = b->address + offset;
    out->mapped = b->mapped ? b->mapped + offset : nullptr;
    out->buffer = b->buffer;
    return true;
  }
  return false;
}

Allocation Allocator::allocate(size_t bytes) {
  Allocation a;
  if (bytes == 0) return a;
  size_t size = align_up(bytes, kAlignment);
  std::lock_guard<std::mutex> lock(mutex_);
  if (limit_ && active_ + size > limit_) {
    fail(Status::OutOfMemory, "Vulkan: allocating " + std::to_string(bytes) + " bytes would exceed the memory limit of " +
                                  std::to_string(limit_) + " bytes");
  }
  if (size > max_buffer_) {
    fail(Status::OutOfMemory, "Vulkan: " + std::to_string(bytes) + " bytes exceed the device's largest buffer (" +
                                  std::to_string(max_buffer_) + " bytes: its memory heap or maxBufferSize)");
  }
  Block* block = nullptr;
  size_t offset = 0;
  if (size > block_size_ / 2) {
    // The smallest cached block of this size class or a little larger (loops allocate the same
    // sizes again and again; a fresh 256 MiB allocation costs far more than the kernel that
    // fills it: the driver clears it).
    const size_t wanted = std::min<size_t>(size_class(size), max_buffer_);
    for (auto& b : blocks_) {
      if (b->dedicated && b->used == 0 && b->size >= wanted && b->size - wanted <= wanted / 8 &&
          (!block || b->size < block->size)) {
        block = b.get();
      }
    }
    if (!block) block = new_block(wanted, true);
  } else {
    for (auto& b : blocks_) {
      if (b->dedicated) continue;
      for (auto& [off, len] : b->free_ranges) {
        if (len >= size) {
          block = b.get();
          offset = off;
          break;
        }
      }
      if (block) break;
    }
    if (!block) block = new_block(block_size_, false);
  }
  auto it = block->free_ranges.find(offset);
  size_t len = it->second;
  block->free_ranges.erase(it);
  if (len > size) block->free_ranges[offset + size] = len - size;
  block->used += size;
  active_ += size;
  peak_ = std::max(peak_, active_);
  a.block = block;
  a.offset = offset;
  a.size = size;
  a.address = block->address + offset;
  a.mapped = block->mapped ? block->mapped + offset : nullptr;
  a.buffer = block->buffer;
  return a;
}

void Allocator::free(const Allocation& a) {
  if (!a.block) return;
  std::lock_guard<std::mutex> lock(mutex_);
  Block* block = a.block;
  block->used -= a.size;
  active_ -= a.size;
  if (block->used == 0) block->last_use = ++clock_;
  if (block->dedicated) {
    // Kept for reuse (allocate() looks for it) while the cache has room.
    block->free_ranges.clear();  // whole again, whatever part the last allocation used
    block->free_ranges[0] = block->size;
    trim_cache();
    return;
  }
  // Insert and merge with the neighbours.
  auto it = block->free_ranges.emplace(a.offset, a.size).first;
  auto next = std::next(it);
  if (next != block->free_ranges.end() && it->first + it->second == next->first) {
    it->second += next->second;
    block->free_ranges.erase(next);
  }
  if (it != block->free_ranges.begin()) {
    auto prev = std::prev(it);
    if (prev->first + prev->second == it->first) {
      prev->second += it->second;
      block->free_ranges.erase(it);
    }
  }
  if (block->used == 0) trim_cache();
}

uint64_t Allocator::active_bytes() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return active_;
}
uint64_t Allocator::peak_bytes() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return peak_;
}
uint64_t Allocator::driver_allocations() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return driver_allocations_;
}
uint64_t Allocator::cached_bytes() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return reserved_ - active_;
}
void Allocator::set_limit(uint64_t bytes) {
  std::lock_guard<std::mutex> lock(mutex_);
  limit_ = bytes;
  trim_cache();
}
uint64_t Allocator::limit() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return limit_;
}
std::string Allocator::cuda_export_summary() const {
  return std::string(host_visible_ ? "host-visible" : "device-local, not host-visible") +
         (export_dedicated_ ? ", dedicated allocations" : "");
}

bool Allocator::cuda_address(const Allocation& allocation, uint64_t* address, std::string* why) {
  if (!cuda_) {
    *why = context_.cuda() ? "the device's tensor memory type cannot be exported to CUDA"
                           : "the CUDA interop layer is not active on this device: " + context_.cuda_status();
    return false;
  }
  Block* block = allocation.block;
  if (!block || !block->exportable) {
    *why = "the tensor's memory was not allocated exportable";
    return false;
  }
  const auto export_fd = [&] {
    VkMemoryGetFdInfoKHR info{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR};
    info.memory = block->memory;
    info.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    int fd = -1;
    return context_.get_memory_fd()(context_.device(), &info, &fd) == VK_SUCCESS ? fd : -1;
  };
  // The block cannot go meanwhile: `allocation` is live, so its block is in use.
  const uint64_t base = cuda_->imports().pointer(block, block->memory_bytes, export_fd, why, export_dedicated_);
  if (base == 0) return false;
  *address = base + allocation.offset;
  return true;
}

void Allocator::clear_cache() {
  std::lock_guard<std::mutex> lock(mutex_);
  release_empty_blocks();
}

}  // namespace kiln::vulkan
