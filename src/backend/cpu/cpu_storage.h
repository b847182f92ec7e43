// Host memory behind CPU tensors, the accounting of how much of it is live, and the helpers
// kernels use to find a node's elements in it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

#include "backend/cpu/host_blocks.h"
#include "core/node.h"
#include "core/storage.h"

namespace kiln::cpu {

// Live and peak bytes of one backend's storages, and the optional limit (0 = none). Shared with
// the storages so that one outliving its backend still settles its account.
class MemoryAccount {
 public:
  // Counts `bytes` as live; throws OUT_OF_MEMORY when that would pass the limit.
  void reserve(size_t bytes);
  void release(size_t bytes) { active_.fetch_sub(bytes); }
  uint64_t active() const { return active_.load(); }
  uint64_t peak() const { return peak_.load(); }
  uint64_t limit() const { return limit_.load(); }
  void set_limit(uint64_t bytes) { limit_.store(bytes); }

 private:
  std::atomic<uint64_t> active_{0}, peak_{0}, limit_{0};
};

// A 64-byte-aligned host block from HostBlocks, returned to it when the storage dies. Also wraps
// memory owned elsewhere (zero-copy import), which is released through the given callback and
// not counted against the limit.
class CpuStorage : public Storage {
 public:
  // Takes `bytes` (at least one cache line, so that even an empty storage has an address).
  CpuStorage(Device& device, size_t bytes, std::shared_ptr<MemoryAccount> account, std::shared_ptr<HostBlocks> blocks);
  CpuStorage(Device& device, void* external, size_t bytes, std::function<void()> release);
  ~CpuStorage() override;

  char* data() const { return data_; }

 private:
  char* data_ = nullptr;
  bool owned_ = false;
  size_t block_size_ = 0;
  std::shared_ptr<MemoryAccount> account_;
  std::shared_ptr<HostBlocks> blocks_;
  std::function<void()> release_;
};

// Wraps host memory owned elsewhere as a CPU storage; `release` runs once when it dies.
std::shared_ptr<Storage> wrap_host_memory(Device& device, void* data, size_t bytes, std::function<void()> release);

// Address of a node's element (0, ..., 0). Checks that the node has CPU storage and that every
// element its shape/strides/offset can reach lies inside it and is aligned for its dtype;
// throws INTERNAL naming `op` otherwise.
char* node_data(const Node& node, const char* op);

}  // namespace kiln::cpu
