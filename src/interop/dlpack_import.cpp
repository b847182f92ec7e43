// DLPack import: kDLCPU memory becomes a CPU tensor that wraps the producer's memory (constant
// time); anything else the CPU cannot alias, or another target device, is copied.
#include <algorithm>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "backend/cpu/cpu_storage.h"
#include "core/error.h"
#include "interop/dlpack_types.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::interop {

namespace {

// A CPU storage over a producer's memory. The producer's deleter runs exactly once, when the
// last node (or export) using the storage lets go, on whichever thread that happens; and only
// once armed, so that a failed import leaves the producer's tensor to its caller.
class ForeignHostStorage : public cpu::CpuStorage {
 public:
  ForeignHostStorage(Device& device, void* data, size_t bytes, std::function<void()> release, bool read_only)
      : cpu::CpuStorage(device, data, bytes, nullptr), release_(std::move(release)), read_only_(read_only) {}
  ~ForeignHostStorage() override {
    if (armed_ && release_) release_();
  }
  void arm() { armed_ = true; }
  bool read_only() const { return read_only_; }

 private:
  std::function<void()> release_;
  bool read_only_;
  bool armed_ = false;
};

bool known_device_type(int32_t type) {
  // kDLCUDA .. kDLMAIA as published (5 and 6 were never used).
  return type >= 2 && type <= 17 && type != 5 && type != 6;
}

// Whether a strided layout (strides in bytes) is already compact row-major.
bool is_compact(const Shape& shape, const std::vector<int64_t>& byte_strides, size_t item) {
  int64_t expect = static_cast<int64_t>(item);
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] != 1 && byte_strides[d] != expect) return false;
    expect *= shape[d];
  }
  return true;
}

// Copies the elements of a strided layout (strides in bytes) into compact row-major order.
void gather(const char* src, const Shape& shape, const std::vector<int64_t>& byte_strides, size_t item, char* dst) {
  const size_t ndim = shape.size();
  if (is_compact(shape, byte_strides, item)) {
    std::memcpy(dst, src, static_cast<size_t>(element_count(shape)) * item);
    return;
  }
  std::vector<int64_t> index(ndim, 0);
  const int64_t inner = ndim ? shape[ndim - 1] : 1;
  const int64_t inner_stride = ndim ? byte_strides[ndim - 1] : 0;
  const int64_t rows = inner ? element_count(shape) / inner : 0;
  for (int64_t r = 0; r < rows; ++r) {
    const char* p = src;
    for (size_t d = 0; d + 1 < ndim; ++d) p += index[d] * byte_strides[d];
    for (int64_t i = 0; i < inner; ++i, p += inner_stride, dst += item) std::memcpy(dst, p, item);
    for (size_t d = ndim - 1; d-- > 0;) {  // odometer over the outer dimensions
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
}

// Writes the elements at `src` (byte strides) to `storage` on `device` in row-major order: a
// compact source directly, any other through a host buffer of at most kStagingBytes, so that a
// copy of a huge broadcast (stride 0) tensor never holds its whole size on the host.
void copy_in_pieces(const char* src, const Shape& shape, const std::vector<int64_t>& byte_strides, size_t item,
                    Device& device, Storage& storage) {
  constexpr size_t kStagingBytes = size_t{16} << 20;
  const size_t ndim = shape.size();
  const int64_t count = element_count(shape);
  const size_t total = static_cast<size_t>(count) * item;
  if (total == 0) return;
  if (is_compact(shape, byte_strides, item)) return device.backend().write(storage, 0, src, total);
  std::vector<char> staging(std::min(total, kStagingBytes - kStagingBytes % item));
  size_t filled = 0, written = 0;
  std::vector<int64_t> index(ndim, 0);
  const char* p = src;
  for (int64_t e = 0; e < count; ++e) {
    std::memcpy(staging.data() + filled, p, item);
    filled += item;
    if (filled == staging.size() || e + 1 == count) {
      device.backend().write(storage, written, staging.data(), filled);
      written += filled;
      filled = 0;
    }
    for (size_t d = ndim; d-- > 0;) {  // odometer: the next element's index and address
      if (++index[d] < shape[d]) {
        p += byte_strides[d];
        break;
      }
      p -= (shape[d] - 1) * byte_strides[d];
      index[d] = 0;
    }
  }
}

// kDLVulkan: `data` is a VkBuffer on `home`. Kiln aliases ranges of its own buffers (its own
// kDLVulkan exports, e.g. from another binding in the process); other buffers are refused.
Imported import_device_memory(const DLTensor& t, Device& home, Device& target, DType dtype, const Shape& shape,
                              const Strides& strides, int64_t low, int64_t high, std::function<void()> release,
                              const Options& options) {
  const uint64_t item = itemsize(dtype);
  const uint64_t before = static_cast<uint64_t>(-low) * item;  // bytes below element 0
  if (t.byte_offset % item != 0 || t.byte_offset < before) {
    fail(Status::Unsupported, "kDLVulkan byte_offset " + std::to_string(t.byte_offset) +
                                  " is not a multiple of the element size or starts before the buffer");
  }
  const size_t span = static_cast<size_t>(high - low + 1) * item;
  ArmedRelease armed;
  std::shared_ptr<Storage> storage = home.backend().import_device_buffer(
      home, reinterpret_cast<uint64_t>(t.data), t.byte_offset - before, span, armed.wrap(release));
  if (!storage) {
    fail(Status::Unsupported, "the kDLVulkan buffer is not memory Kiln allocated on " + home.label() +
                                  " (Kiln imports its own kDLVulkan exports only)");
  }
  NodePtr node = wrap_storage(home, storage, dtype, shape, strides, low, high);
  if (&target == &home && options.copy != CopyMode::Always) return {node, armed.arm()};
  if (options.copy == CopyMode::Never) {
    fail(Status::Unsupported, "cannot import onto " + target.label() + " without a copy (copy mode is KILN_DLPACK_COPY_NEVER)");
  }
  // The copy is Kiln's; the alias is never armed, so only the commit releases the producer's tensor.
  return {compact_copy_on(node, target), std::move(release)};
}

}  // namespace

NodePtr wrap_storage(Device& device, std::shared_ptr<Storage> storage, DType dtype, const Shape& shape,
                     const Strides& strides, int64_t low, int64_t high) {
  auto base = std::make_shared<Node>();
  base->kind = OpKind::Constant;
  base->dtype = dtype;
  base->shape = {high - low + 1};
  base->strides = {1};
  base->device = &device;
  base->storage = std::move(storage);
  return ops::make_view(base, dtype, shape, strides, -low);
}

bool is_read_only_import(const Storage& storage) {
  auto* foreign = dynamic_cast<const ForeignHostStorage*>(&storage);
  return foreign != nullptr && foreign->read_only();
}

Imported import_tensor(const DLTensor& t, uint64_t flags, std::function<void()> release, const Options& options) {
  // Validate everything before touching the producer's memory or taking ownership.
  if (t.ndim < 0 || static_cast<size_t>(t.ndim) > kMaxDims) {
    fail(Status::InvalidArgument, "dl_tensor.ndim " + std::to_string(t.ndim) + " is outside [0, 64]");
  }
  const size_t ndim = static_cast<size_t>(t.ndim);
  Shape shape = checked_shape(t.shape, ndim, "dl_tensor.shape");
  // Read as a plain int32: the producer may store any value, which is not a valid C++ enum value.
  int32_t device_type = 0;
  static_assert(sizeof t.device.device_type == sizeof device_type, "DLDeviceType is 32 bits");
  std::memcpy(&device_type, &t.device.device_type, sizeof device_type);
  if (device_type != kDeviceCpu && device_type != kDeviceVulkan && device_type != kDeviceCuda) {
    if (known_device_type(device_type)) {
      fail(Status::Unsupported, "DLPack device type " + std::to_string(device_type) +
                                    ": Kiln imports kDLCPU (1), kDLVulkan (7) and, with its CUDA interop layer, kDLCUDA (2) memory only");
    }
    fail(Status::InvalidArgument, "dl_tensor.device.device_type " + std::to_string(device_type) + " is not a DLPack device type");
  }
  const DType dtype = from_dl_dtype(t.dtype);
  Device& cpu = DeviceRegistry::get().cpu();
  Device* home = &cpu;  // where the data lives
  if (device_type == kDeviceVulkan) {
    home = DeviceRegistry::get().find("vulkan:" + std::to_string(t.device.device_id));
    if (!home) fail(Status::Unsupported, "kDLVulkan device " + std::to_string(t.device.device_id) + " is not a Kiln device");
  }
  if (device_type == kDeviceCuda) {
    home = device_of_cuda_ordinal(t.device.device_id);
    if (!home) {
      fail(Status::Unsupported, "kDLCUDA device " + std::to_string(t.device.device_id) +
                                    " is no Kiln Vulkan device's CUDA side (the CUDA interop layer is off or another GPU: see kiln-info)");
    }
  }
  Device& target = options.device ? *options.device : *home;
  require_dtype_support(target, dtype, "from_dlpack");
  const int64_t count = element_count(shape);
  const int64_t item = static_cast<int64_t>(itemsize(dtype));
  const bool read_only = options.read_only || (flags & kFlagReadOnly) != 0;

  // No valid tensor has an offset past 2^63 bytes, empty or not (the extent is checked below).
  if (t.byte_offset > static_cast<uint64_t>(INT64_MAX)) {
    fail(Status::InvalidArgument, "dl_tensor.byte_offset " + std::to_string(t.byte_offset) + " is past 2^63");
  }
  if (count == 0) {  // nothing to share or copy; the producer's tensor can go now
    NodePtr node = ops::constant(target, dtype, shape, nullptr);
    return {node, std::move(release)};
  }
  if (bit_width(dtype) < 8) {
    if (device_type != kDeviceCpu) fail(Status::Unsupported, std::string(dtype_name(dtype)) + " imports from host memory only (packed)");
    return import_packed(t, dtype, shape, std::move(release), options, target);
  }
  if (t.data == nullptr) fail(Status::InvalidArgument, "dl_tensor.data is NULL but the tensor has " + std::to_string(count) + " elements");

  Strides strides = t.strides ? Strides(t.strides, t.strides + ndim) : contiguous_strides(shape);
  // An extent-1 axis never moves: its stride may be anything (PyTorch emits arbitrary ones), so
  // it becomes 0 before any arithmetic uses it.
  for (size_t d = 0; d < ndim; ++d) {
    if (shape[d] == 1) strides[d] = 0;
  }
  // Lowest and highest element reached, relative to element 0; all byte arithmetic below is
  // bounded by the span, which is checked here.
  const Reach reach = layout_reach(shape, strides, "dl_tensor.strides");
  const int64_t low = reach.low, high = reach.high;
  int64_t distance = 0;
  if (__builtin_sub_overflow(high, low, &distance)) fail(Status::InvalidArgument, "dl_tensor.strides overflow");
  const int64_t elements = checked_add(distance, 1, "dl_tensor.strides");
  check_shape({elements}, "the tensor's extent");
  const int64_t span = elements * item;
  if (t.byte_offset > static_cast<uint64_t>(INT64_MAX - span)) {
    fail(Status::InvalidArgument, "dl_tensor.byte_offset " + std::to_string(t.byte_offset) + " puts the tensor's extent past 2^63 bytes");
  }
  if (device_type == kDeviceCuda) {  // data is a CUDA address: one device-to-device copy
    return import_cuda_memory(t, dtype, shape, strides, low, high, std::move(release), options);
  }
  if (device_type == kDeviceVulkan) {  // data is a VkBuffer handle, not an address
    return import_device_memory(t, *home, target, dtype, shape, strides, low, high, std::move(release), options);
  }
  uintptr_t first = 0;  // address of element 0
  uintptr_t lowest = 0;
  if (__builtin_add_overflow(reinterpret_cast<uintptr_t>(t.data), t.byte_offset, &first) ||
      __builtin_sub_overflow(first, static_cast<uintptr_t>(-low) * static_cast<uintptr_t>(item), &lowest) ||
      lowest + static_cast<uintptr_t>(span) < lowest) {
    fail(Status::InvalidArgument, "dl_tensor.data + byte_offset and strides reach outside the address space");
  }

  std::string why;
  if (&target != &cpu) {
    if (options.copy != CopyMode::Always && t.byte_offset % static_cast<uint64_t>(item) == 0 &&
        first % static_cast<uintptr_t>(item) == 0) {
      ArmedRelease armed;
      std::shared_ptr<Storage> storage = target.backend().import_host(
          target, reinterpret_cast<void*>(lowest), static_cast<size_t>(span), armed.wrap(release));
      if (storage) return {wrap_storage(target, storage, dtype, shape, strides, low, high), armed.arm()};
    }
    why = "the target device is not the CPU and cannot map this memory (VK_EXT_external_memory_host needs address and "
          "size aligned to its minImportedHostPointerAlignment)";
  } else if (options.copy == CopyMode::Always) {
    why = "a copy was requested";
  } else if (t.byte_offset % static_cast<uint64_t>(item) != 0 || first % static_cast<uintptr_t>(item) != 0) {
    why = "byte_offset " + std::to_string(t.byte_offset) + " or the data address is not a multiple of the element size " +
          std::to_string(item);
  }
  if (why.empty()) {
    auto storage = std::make_shared<ForeignHostStorage>(cpu, reinterpret_cast<void*>(lowest), static_cast<size_t>(span),
                                                        std::move(release), read_only);
    return {wrap_storage(cpu, storage, dtype, shape, strides, low, high), [storage] { storage->arm(); }};
  }
  if (options.copy == CopyMode::Never) {
    fail(Status::Unsupported, "cannot import without a copy: " + why + " (copy mode is KILN_DLPACK_COPY_NEVER)");
  }
  std::vector<int64_t> byte_strides(ndim);
  for (size_t d = 0; d < ndim; ++d) byte_strides[d] = strides[d] * item;  // bounded by span: no overflow
  const char* src = reinterpret_cast<const char*>(first);
  // The device's memory first, so that its limit refuses a tensor too large before any host
  // memory is spent; a GPU then gets the elements through a bounded host buffer.
  NodePtr node = ops::allocated_constant(target, dtype, shape);
  if (&target == &cpu) {
    gather(src, shape, byte_strides, static_cast<size_t>(item),
           static_cast<char*>(const_cast<void*>(cpu.backend().host_address(*node->storage))));
  } else {
    copy_in_pieces(src, shape, byte_strides, static_cast<size_t>(item), target, *node->storage);
  }
  return {node, std::move(release)};  // the copy is Kiln's: the producer's tensor can go
}

}  // namespace kiln::interop
