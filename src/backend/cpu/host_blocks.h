// Where CPU tensors' memory comes from: large blocks are mapped from the kernel with transparent
// huge pages requested (one page fault per 2 MiB instead of per 4 KiB, as NumPy does) and, when
// freed, kept in size classes for the next tensor of that class, so that a steady loop of evals
// touches no fresh page; small blocks come from the C++ heap, whose own free lists serve them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <utility>
#include <vector>

namespace kiln::cpu {

class HostBlocks {
 public:
  // Blocks of at least this many bytes are mapped and cached.
  static constexpr size_t kLarge = size_t{1} << 20;

  // `capacity`: the most bytes kept cached (free blocks beyond it are unmapped, oldest first).
  explicit HostBlocks(uint64_t capacity) : capacity_(capacity) {}
  ~HostBlocks();
  HostBlocks(const HostBlocks&) = delete;
  HostBlocks& operator=(const HostBlocks&) = delete;

  // A 64-byte-aligned block of at least `bytes` (> 0), or null when the system has no memory.
  // *size gets the block's real size, which give() needs back.
  char* take(size_t bytes, size_t* size);
  // Returns a block from take(): cached when large, else freed.
  void give(char* block, size_t size);

  void shrink_to(uint64_t bytes);  // unmaps cached blocks, oldest first, until at most `bytes` stay
  void clear() { shrink_to(0); }
  uint64_t cached() const;    // bytes held in the cache
  uint64_t mapped() const;    // large blocks mapped so far (each a fresh set of page faults)

 private:
  void trim(uint64_t keep);   // under mutex_: unmaps oldest blocks until at most `keep` are cached

  const uint64_t capacity_;
  mutable std::mutex mutex_;
  std::vector<std::pair<size_t, char*>> free_;  // cached blocks (size, address), oldest first; few
  uint64_t cached_ = 0, mapped_ = 0;
};

}  // namespace kiln::cpu
