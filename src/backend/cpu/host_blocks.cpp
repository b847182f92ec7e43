#include "backend/cpu/host_blocks.h"

#include <sys/mman.h>

#include <algorithm>
#include <new>

namespace kiln::cpu {

namespace {

constexpr size_t kAlignment = 64;

// Large sizes round up to an eighth of their power of two (at most 12.5% more), so that a
// block serves the tensors of nearby sizes; small ones to whole cache lines.
size_t size_class(size_t bytes) {
  if (bytes < HostBlocks::kLarge) return (bytes + kAlignment - 1) / kAlignment * kAlignment;
  size_t power = size_t{1} << (63 - __builtin_clzll(bytes));
  size_t step = power / 8;
  return (bytes + step - 1) / step * step;
}

char* map_block(size_t size) {
  void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return nullptr;
#ifdef MADV_HUGEPAGE
  madvise(p, size, MADV_HUGEPAGE);  // advice only: a kernel without THP ignores it
#endif
  return static_cast<char*>(p);
}

}  // namespace

HostBlocks::~HostBlocks() { clear(); }

char* HostBlocks::take(size_t bytes, size_t* size) {
  *size = size_class(bytes);
  if (*size < kLarge) return static_cast<char*>(::operator new(*size, std::align_val_t(kAlignment), std::nothrow));
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto it = free_.begin(); it != free_.end(); ++it) {
      if (it->first != *size) continue;
      char* block = it->second;
      free_.erase(it);
      cached_ -= *size;
      return block;
    }
  }
  char* block = map_block(*size);
  if (!block) {  // give the cache back to the system and try once more
    clear();
    block = map_block(*size);
  }
  if (block) {
    std::lock_guard<std::mutex> lock(mutex_);
    ++mapped_;
  }
  return block;
}

void HostBlocks::give(char* block, size_t size) {
  if (!block) return;
  if (size < kLarge) return ::operator delete(block, std::align_val_t(kAlignment));
  if (size > capacity_) {
    munmap(block, size);
    return;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  trim(capacity_ - size);
  free_.emplace_back(size, block);
  cached_ += size;
}

void HostBlocks::trim(uint64_t keep) {
  size_t first_kept = 0;
  while (cached_ > keep && first_kept < free_.size()) {
    munmap(free_[first_kept].second, free_[first_kept].first);
    cached_ -= free_[first_kept].first;
    ++first_kept;
  }
  free_.erase(free_.begin(), free_.begin() + static_cast<std::ptrdiff_t>(first_kept));
}

void HostBlocks::shrink_to(uint64_t bytes) {
  std::lock_guard<std::mutex> lock(mutex_);
  trim(bytes);
}

uint64_t HostBlocks::cached() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return cached_;
}

uint64_t HostBlocks::mapped() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return mapped_;
}

}  // namespace kiln::cpu
