// DLPack with CUDA (kDLCUDA), where a Vulkan device has the CUDA interop layer
// (src/interop/cuda/interop.h): exports hand out the CUDA address of the tensor's memory, no copy;
// imports are one device-to-device copy, since CUDA's own allocations cannot be imported into
// Vulkan.
//
// Ordering, the simplest correct one: Kiln's eval waits for its GPU work before returning, so an
// export's data is complete for every CUDA stream when it is handed out, and the consumer's stream
// needs no wait. The memory must not be reused while the consumer's queued work still reads it, so
// the deleter waits for the consumer's stream before giving it back to Kiln's allocator. An import
// copies on the legacy default stream, which the producer has ordered its writes before (DLPack's
// stream argument), and waits for the copy.
#include <string>

#include "core/driver_info.h"
#include "core/error.h"
#include "core/eval.h"
#include "interop/dlpack_types.h"
#include "ops/ops.h"

namespace kiln::interop {

namespace {

// DLPack's stream numbers for CUDA: 1 legacy default, 2 per-thread default, else a CUstream;
// 0 (ambiguous for CUDA) and -1 ("no synchronisation") fall back to the legacy default stream.
uintptr_t cuda_stream(int64_t stream) { return stream == 0 || stream == -1 ? 1 : static_cast<uintptr_t>(stream); }

Device& cuda_capable(Device& device) {
  if (device.backend().cuda_ordinal() < 0) {
    const std::string& why = driver_info(device.backend()).cuda_interop;
    fail(Status::Unsupported, device.label() + " has no active CUDA interop layer" + (why.empty() ? "" : " (" + why + ")"));
  }
  return device;
}

}  // namespace

Device* device_of_cuda_ordinal(int32_t ordinal) {
  if (ordinal < 0) return nullptr;
  DeviceRegistry& registry = DeviceRegistry::get();
  for (size_t i = 0; i < registry.count(); ++i) {
    if (registry.at(i).backend().cuda_ordinal() == ordinal) return &registry.at(i);
  }
  return nullptr;
}

Exported export_cuda_memory(const NodePtr& node, int64_t stream, const Options& options) {
  Device& device = cuda_capable(options.export_device ? *options.export_device : *node->device);
  NodePtr shared;
  Exported e = device_export(node, device, options, "as kDLCUDA", &shared);
  e.device_type = kDeviceCuda;
  e.device_id = device.backend().cuda_ordinal();
  if (shared->size() > 0) {
    uint64_t address = 0;
    std::string why;
    if (!device.backend().cuda_address(*shared->storage, &address, &why)) fail(Status::Unsupported, "kDLCUDA export: " + why);
    e.data = reinterpret_cast<void*>(address);
    e.byte_offset = static_cast<uint64_t>(shared->offset) * itemsize(shared->dtype);
    Backend* backend = &device.backend();  // backends live as long as the process
    const uintptr_t consumer = cuda_stream(stream);
    e.before_release = [backend, consumer] {
      try {
        backend->cuda_synchronize(consumer);
      } catch (...) {  // a deleter cannot fail; a broken stream has nothing left to read the memory
      }
    };
  }
  return e;
}

Imported import_cuda_memory(const DLTensor& t, DType dtype, const Shape& shape, const Strides& strides, int64_t low,
                            int64_t high, std::function<void()> release, const Options& options) {
  Device& home = cuda_capable(*device_of_cuda_ordinal(t.device.device_id));
  if (options.copy == CopyMode::Never) {
    fail(Status::Unsupported, "kDLCUDA memory is copied (CUDA allocations cannot be imported into Vulkan), "
                              "and the copy mode is KILN_DLPACK_COPY_NEVER");
  }
  const uint64_t item = itemsize(dtype);
  const uint64_t before = static_cast<uint64_t>(-low) * item;  // bytes below element 0
  if (t.byte_offset % item != 0 || reinterpret_cast<uint64_t>(t.data) % item != 0) {
    fail(Status::Unsupported, "kDLCUDA data + byte_offset " + std::to_string(t.byte_offset) +
                                  " is not a multiple of the element size");
  }
  const uint64_t lowest = reinterpret_cast<uint64_t>(t.data) + t.byte_offset - before;
  const int64_t elements = high - low + 1;
  NodePtr span = ops::allocated_constant(home, dtype, {elements});
  home.backend().copy_from_cuda(*span->storage, 0, lowest, static_cast<size_t>(elements) * item);
  NodePtr node = wrap_storage(home, span->storage, dtype, shape, strides, low, high);
  Device& target = options.device ? *options.device : home;
  if (&target != &home) node = compact_copy_on(node, target);
  return {node, std::move(release)};  // the copy is Kiln's: the producer's tensor can go
}

}  // namespace kiln::interop
