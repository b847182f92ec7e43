// DLPack import: kDLCPU memory becomes a CPU tensor that wraps the producer's memory (constant
// time); anything else the CPU cannot alias, or another target device, is copied.
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

// Copies the elements of a strided layout (strides in bytes) into compact row-major order.
void gather(const char* src, const Shape& shape, const std::vector<int64_t>& byte_strides, size_t item, char* dst) {
  const size_t ndim = shape.size();
  // Fast path: already compact.
  bool compact = true;
  int64_t expect = static_cast<int64_t>(item);
  for (size_t d = ndim; d-- > 0;) {
    if (shape[d] != 1 && byte_strides[d] != expect) compact = false;
    expect *= shape[d];
  }
  if (compact) {
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

int64_t checked_mul(int64_t a, int64_t b, const char* what) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) fail(Status::InvalidArgument, std::string(what) + " overflows");
  return r;
}

}  // namespace

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
  if (device_type != kDeviceCpu) {
    if (known_device_type(device_type)) {
      fail(Status::Unsupported, "DLPack device type " + std::to_string(device_type) + ": Kiln imports kDLCPU (1) memory only");
    }
    fail(Status::InvalidArgument, "dl_tensor.device.device_type " + std::to_string(device_type) + " is not a DLPack device type");
  }
  const DType dtype = from_dl_dtype(t.dtype);
  Device& cpu = DeviceRegistry::get().cpu();
  Device& target = options.device ? *options.device : cpu;
  require_dtype_support(target, dtype, "from_dlpack");
  const int64_t count = element_count(shape);
  const int64_t item = static_cast<int64_t>(itemsize(dtype));
  const bool read_only = options.read_only || (flags & kFlagReadOnly) != 0;

  if (count == 0) {  // nothing to share or copy; the producer's tensor can go now
    NodePtr node = ops::constant(target, dtype, shape, nullptr);
    return {node, std::move(release)};
  }
  if (t.data == nullptr) fail(Status::InvalidArgument, "dl_tensor.data is NULL but the tensor has " + std::to_string(count) + " elements");

  Strides strides = t.strides ? Strides(t.strides, t.strides + ndim) : contiguous_strides(shape);
  // Lowest and highest element reached, relative to element 0 (strides may be 0 or negative).
  int64_t low = 0, high = 0;
  for (size_t d = 0; d < ndim; ++d) {
    int64_t reach = checked_mul(strides[d], shape[d] - 1, "dl_tensor.strides");
    int64_t& end = reach < 0 ? low : high;
    if (__builtin_add_overflow(end, reach, &end)) fail(Status::InvalidArgument, "dl_tensor.strides overflow");
  }
  const int64_t span = checked_mul(high - low + 1, item, "the tensor's extent in bytes");
  uintptr_t first = 0;  // address of element 0
  uintptr_t lowest = 0;
  if (__builtin_add_overflow(reinterpret_cast<uintptr_t>(t.data), t.byte_offset, &first) ||
      __builtin_sub_overflow(first, static_cast<uintptr_t>(-low) * static_cast<uintptr_t>(item), &lowest) ||
      lowest + static_cast<uintptr_t>(span) < lowest) {
    fail(Status::InvalidArgument, "dl_tensor.data + byte_offset and strides reach outside the address space");
  }

  std::string why;
  if (&target != &cpu) {
    why = "the target device is not the CPU";
  } else if (options.copy == CopyMode::Always) {
    why = "a copy was requested";
  } else if (t.byte_offset % static_cast<uint64_t>(item) != 0 || first % static_cast<uintptr_t>(item) != 0) {
    why = "byte_offset " + std::to_string(t.byte_offset) + " or the data address is not a multiple of the element size " +
          std::to_string(item);
  }
  if (why.empty()) {
    auto storage = std::make_shared<ForeignHostStorage>(cpu, reinterpret_cast<void*>(lowest), static_cast<size_t>(span),
                                                        std::move(release), read_only);
    auto base = std::make_shared<Node>();
    base->kind = OpKind::Constant;
    base->dtype = dtype;
    base->shape = {high - low + 1};
    base->strides = {1};
    base->device = &cpu;
    base->storage = storage;
    NodePtr node = ops::make_view(base, dtype, shape, strides, -low);
    return {node, [storage] { storage->arm(); }};
  }
  if (options.copy == CopyMode::Never) {
    fail(Status::Unsupported, "cannot import without a copy: " + why + " (copy mode is KILN_DLPACK_COPY_NEVER)");
  }
  std::vector<int64_t> byte_strides(ndim);
  for (size_t d = 0; d < ndim; ++d) byte_strides[d] = strides[d] * item;  // bounded by span: no overflow
  const char* src = reinterpret_cast<const char*>(first);
  const size_t bytes = static_cast<size_t>(count * item);
  NodePtr node;
  if (&target == &cpu) {
    node = std::make_shared<Node>();
    node->kind = OpKind::Constant;
    node->dtype = dtype;
    node->shape = shape;
    node->strides = contiguous_strides(shape);
    node->device = &cpu;
    node->storage = allocate_storage(cpu, bytes);
    gather(src, shape, byte_strides, static_cast<size_t>(item), static_cast<char*>(const_cast<void*>(cpu.backend().host_address(*node->storage))));
  } else {
    std::vector<char> host(bytes);
    gather(src, shape, byte_strides, static_cast<size_t>(item), host.data());
    node = ops::constant(target, dtype, shape, host.data());
  }
  return {node, std::move(release)};  // the copy is Kiln's: the producer's tensor can go
}

}  // namespace kiln::interop
