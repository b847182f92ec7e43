// The CUDA side of Kiln's Vulkan memory blocks: each block (one VkDeviceMemory) is imported into
// CUDA once, on first need (cuImportExternalMemory of its opaque fd, then
// cuExternalMemoryGetMappedBuffer over all of it), cached, and released with the block. A tensor's
// CUDA address is then its block's plus its offset: constant time, whatever its size.
#pragma once

#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

#include "interop/cuda/driver_api.h"

namespace kiln::cuda {

class BlockImports {
 public:
  BlockImports(const DriverTable& table, CUcontext context) : table_(table), context_(context) {}
  ~BlockImports();  // releases every import left
  BlockImports(const BlockImports&) = delete;
  BlockImports& operator=(const BlockImports&) = delete;

  // The CUDA address of the first byte of block `key` (`bytes` long: the whole allocation),
  // importing it the first time: `export_fd` gives a new opaque fd of the block's memory, which
  // CUDA then owns (closed here when the import fails). 0, with `why`, when it cannot be imported.
  // `dedicated`: the Vulkan memory is a dedicated allocation (CUDA_EXTERNAL_MEMORY_DEDICATED).
  CUdeviceptr pointer(const void* key, size_t bytes, const std::function<int()>& export_fd, std::string* why,
                      bool dedicated = false);
  // Drops block `key`'s import (before the block's memory is freed); nothing when it has none.
  void release(const void* key);
  size_t count() const;

 private:
  struct Import {
    CUexternalMemory memory = nullptr;
    CUdeviceptr pointer = 0;
  };
  void destroy(const Import& import);

  const DriverTable& table_;
  CUcontext context_;
  mutable std::mutex mutex_;
  std::unordered_map<const void*, Import> imports_;
};

}  // namespace kiln::cuda
