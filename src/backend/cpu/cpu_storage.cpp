#include "backend/cpu/cpu_storage.h"

#include <cstdint>
#include <string>

#include "core/error.h"

namespace kiln::cpu {

namespace {

constexpr size_t kAlignment = 64;

std::string byte_count(uint64_t bytes) { return std::to_string(bytes) + " bytes"; }

}  // namespace

void MemoryAccount::reserve(size_t bytes) {
  uint64_t current = active_.load();
  for (;;) {
    uint64_t limit = limit_.load();
    uint64_t wanted = current + bytes;
    if (wanted < current || (limit != 0 && wanted > limit)) {
      fail(Status::OutOfMemory, "cpu: allocating " + byte_count(bytes) + " would exceed the memory limit of " +
                                    byte_count(limit) + " (" + byte_count(current) + " in use)");
    }
    if (active_.compare_exchange_weak(current, wanted)) {
      uint64_t peak = peak_.load();
      while (peak < wanted && !peak_.compare_exchange_weak(peak, wanted)) {
      }
      return;
    }
  }
}

CpuStorage::CpuStorage(Device& device, size_t bytes, std::shared_ptr<MemoryAccount> account,
                       std::shared_ptr<HostBlocks> blocks)
    : Storage(device, bytes), owned_(true), account_(std::move(account)), blocks_(std::move(blocks)) {
  // Refuse sizes whose rounding would overflow.
  if (bytes > SIZE_MAX / 2) fail(Status::OutOfMemory, "cpu: cannot allocate " + byte_count(bytes));
  account_->reserve(bytes);
  data_ = blocks_->take(bytes == 0 ? kAlignment : bytes, &block_size_);
  if (!data_) {
    account_->release(bytes);
    fail(Status::OutOfMemory, "cpu: out of host memory allocating " + byte_count(bytes));
  }
}

CpuStorage::CpuStorage(Device& device, void* external, size_t bytes, std::function<void()> release)
    : Storage(device, bytes), data_(static_cast<char*>(external)), release_(std::move(release)) {}

CpuStorage::~CpuStorage() {
  if (owned_) {
    blocks_->give(data_, block_size_);
    account_->release(bytes());
  } else if (release_) {
    release_();
  }
}

std::shared_ptr<Storage> wrap_host_memory(Device& device, void* data, size_t bytes, std::function<void()> release) {
  return std::make_shared<CpuStorage>(device, data, bytes, std::move(release));
}

char* node_data(const Node& node, const char* op) {
  auto* storage = dynamic_cast<CpuStorage*>(node.storage.get());
  if (!storage) fail(Status::Internal, std::string(op) + ": operand has no CPU storage");
  if (node.strides.size() != node.shape.size()) fail(Status::Internal, std::string(op) + ": operand strides do not match its shape");
  const int64_t item = static_cast<int64_t>(itemsize(node.dtype));
  char* base = storage->data();
  if (node.size() == 0) return base;
  // Lowest and highest element offsets the view reaches.
  int64_t low = node.offset, high = node.offset;
  bool inside = true;
  for (size_t d = 0; d < node.shape.size() && inside; ++d) {
    int64_t reach = 0;
    int64_t& end = node.strides[d] < 0 ? low : high;
    inside = !__builtin_mul_overflow(node.strides[d], node.shape[d] - 1, &reach) &&
             !__builtin_add_overflow(end, reach, &end);
  }
  inside = inside && low >= 0 && static_cast<uint64_t>(high) < storage->bytes() / static_cast<uint64_t>(item);
  if (!inside) {
    fail(Status::Internal, std::string(op) + ": operand view (shape " + shape_string(node.shape) + ", offset " +
                               std::to_string(node.offset) + ") reaches outside its storage of " +
                               byte_count(storage->bytes()));
  }
  char* first = base + node.offset * item;
  if (reinterpret_cast<uintptr_t>(first) % static_cast<uintptr_t>(item) != 0) {
    fail(Status::Internal, std::string(op) + ": operand data is not aligned for " + dtype_name(node.dtype));
  }
  return first;
}

}  // namespace kiln::cpu
