#include "interop/cuda/block_imports.h"

#include <unistd.h>

#include "interop/cuda/context_scope.h"
#include "interop/cuda/driver.h"

namespace kiln::cuda {

BlockImports::~BlockImports() {
  for (const auto& [key, import] : imports_) destroy(import);
}

void BlockImports::destroy(const Import& import) {
  ContextScope scope(table_, context_);
  if (import.pointer) table_.mem_free(import.pointer);
  if (import.memory) table_.destroy_external_memory(import.memory);
}

CUdeviceptr BlockImports::pointer(const void* key, size_t bytes, const std::function<int()>& export_fd, std::string* why,
                                  bool dedicated) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto found = imports_.find(key);
  if (found != imports_.end()) return found->second.pointer;
  const int fd = export_fd();
  if (fd < 0) {
    *why = "the Vulkan memory could not be exported (vkGetMemoryFdKHR)";
    return 0;
  }
  ContextScope scope(table_, context_);
  if (!scope.ok()) {
    ::close(fd);
    *why = "cannot make the CUDA context current";
    return 0;
  }
  ExternalMemoryHandleDesc desc{};
  desc.type = kExternalMemoryOpaqueFd;
  desc.handle.fd = fd;
  desc.size = bytes;
  desc.flags = dedicated ? kExternalMemoryDedicated : 0;
  Import import;
  CUresult r = table_.import_external_memory(&import.memory, &desc);
  if (r != kSuccess) {
    ::close(fd);  // CUDA takes the fd only on success
    *why = "cuImportExternalMemory failed: " + describe_result(table_, r);
    return 0;
  }
  ExternalMemoryBufferDesc buffer{};
  buffer.size = bytes;
  r = table_.external_memory_get_mapped_buffer(&import.pointer, import.memory, &buffer);
  if (r != kSuccess) {
    table_.destroy_external_memory(import.memory);
    *why = "cuExternalMemoryGetMappedBuffer failed: " + describe_result(table_, r);
    return 0;
  }
  imports_.emplace(key, import);
  return import.pointer;
}

void BlockImports::release(const void* key) {
  Import import;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = imports_.find(key);
    if (found == imports_.end()) return;
    import = found->second;
    imports_.erase(found);
  }
  destroy(import);
}

size_t BlockImports::count() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return imports_.size();
}

}  // namespace kiln::cuda
