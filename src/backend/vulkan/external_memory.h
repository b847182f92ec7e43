// Memory Kiln does not own, as Vulkan tensor storage: host memory imported through
// VK_EXT_external_memory_host, and ranges of Kiln's own buffers handed back through DLPack.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

#include "backend/vulkan/context.h"
#include "backend/vulkan/memory.h"
#include "core/storage.h"

namespace kiln::vulkan {

// A storage over `bytes` of host memory at `data`, or null when the device cannot import it
// (no extension, or address or size not a multiple of minImportedHostPointerAlignment, or the
// driver refuses). `release` runs once after the Vulkan objects are gone; not at all on null.
std::shared_ptr<Storage> import_host_pointer(Context& context, Device& device, void* data, size_t bytes,
                                             const std::function<void()>& release);

// A storage aliasing `bytes` at `offset` of `buffer`, a live range of `allocator`; null when it
// is not one. `release` runs once when the storage goes (the exporter keeps the range alive).
std::shared_ptr<Storage> alias_buffer(const Allocator& allocator, Device& device, VkBuffer buffer, size_t offset,
                                      size_t bytes, const std::function<void()>& release);

}  // namespace kiln::vulkan
