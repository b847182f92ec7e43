#include "backend/vulkan/external_memory.h"

#include "backend/vulkan/ops.h"

namespace kiln::vulkan {

namespace {

// The imported memory's Vulkan objects; destroyed before the producer's memory is released.
struct ImportedHost {
  VkDevice device = VK_NULL_HANDLE;
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  ~ImportedHost() {
    if (buffer) vkDestroyBuffer(device, buffer, nullptr);
    if (memory) vkFreeMemory(device, memory, nullptr);
  }
};

}  // namespace

std::shared_ptr<Storage> import_host_pointer(Context& context, Device& device, void* data, size_t bytes,
                                             const std::function<void()>& release) {
  const DeviceFeatures& f = context.features();
  const auto address = reinterpret_cast<uintptr_t>(data);
  if (!f.host_pointer_import || bytes == 0 || address % f.host_pointer_alignment || bytes % f.host_pointer_alignment) {
    return nullptr;
  }
  constexpr auto kHandle = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
  VkMemoryHostPointerPropertiesEXT host_props{VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT};
  if (context.host_pointer_properties()(context.device(), kHandle, data, &host_props) != VK_SUCCESS) return nullptr;

  auto imported = std::make_unique<ImportedHost>();
  imported->device = context.device();
  VkExternalMemoryBufferCreateInfo external{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
  external.handleTypes = kHandle;
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.pNext = &external;
  info.size = bytes;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
               VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (vkCreateBuffer(context.device(), &info, nullptr, &imported->buffer) != VK_SUCCESS) return nullptr;
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(context.device(), imported->buffer, &req);
  const uint32_t types = req.memoryTypeBits & host_props.memoryTypeBits;
  if (types == 0 || req.size > bytes) return nullptr;
  uint32_t type = 0;
  while (!(types & (1u << type))) ++type;

  VkImportMemoryHostPointerInfoEXT import{VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT};
  import.handleType = kHandle;
  import.pHostPointer = data;
  VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  flags.pNext = &import;
  VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  alloc.pNext = &flags;
  alloc.allocationSize = bytes;
  alloc.memoryTypeIndex = type;
  if (vkAllocateMemory(context.device(), &alloc, nullptr, &imported->memory) != VK_SUCCESS) return nullptr;
  if (vkBindBufferMemory(context.device(), imported->buffer, imported->memory, 0) != VK_SUCCESS) return nullptr;
  VkBufferDeviceAddressInfo addr{VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO};
  addr.buffer = imported->buffer;

  Allocation a;
  a.size = bytes;
  a.address = vkGetBufferDeviceAddress(context.device(), &addr);
  a.mapped = static_cast<uint8_t*>(data);  // it is host memory: reads and exports alias it
  a.buffer = imported->buffer;
  std::shared_ptr<ImportedHost> objects(std::move(imported));
  return std::make_shared<VulkanStorage>(device, bytes, a, [objects, release]() mutable {
    objects.reset();  // the buffer and memory go before the producer frees the host memory
    release();
  });
}

std::shared_ptr<Storage> alias_buffer(const Allocator& allocator, Device& device, VkBuffer buffer, size_t offset,
                                      size_t bytes, const std::function<void()>& release) {
  Allocation a;
  if (!allocator.find(buffer, offset, bytes, &a)) return nullptr;
  return std::make_shared<VulkanStorage>(device, bytes, a, release);
}

}  // namespace kiln::vulkan
