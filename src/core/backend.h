// What a device's backend provides to the core. Backends live in src/backend/<name>/ and are
// registered by src/backend/registry.cpp; the core never includes their headers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/dtype.h"
#include "core/error.h"
#include "core/fusion.h"
#include "core/node.h"
#include "core/storage.h"

namespace kiln {

enum class DeviceKind : int { Cpu = 0, Vulkan = 1 };

struct DeviceInfo {
  DeviceKind kind = DeviceKind::Cpu;
  std::string name;
  uint64_t memory_bytes = 0;      // total memory the device can use
  uint32_t dtype_mask = 0;        // bit (1 << dtype) set for each dtype the kernels support
  bool host_visible = false;      // tensors' memory can be read by the host without a copy
  bool cooperative_matrix = false;
  uint32_t subgroup_size = 0;
  uint64_t max_buffer_range = 0;  // largest single storage-buffer binding (0 = unlimited)
};

struct MemoryStats {
  uint64_t active_bytes = 0;  // held by live storages
  uint64_t peak_bytes = 0;    // high-water mark of active_bytes
  uint64_t cached_bytes = 0;  // held by the allocator for reuse
  uint64_t limit_bytes = 0;   // 0 = no limit
  uint64_t device_allocations = 0;  // allocations the driver made (vkAllocateMemory calls)
};

// A Vulkan device's objects, for code sharing its VkDevice (DLPack kDLVulkan).
struct VulkanHandles {
  void* instance = nullptr;
  void* physical_device = nullptr;
  void* device = nullptr;
  void* queue = nullptr;
  uint32_t queue_family = 0;
};

// A convolution's sizes, as a backend weighs how to run it (Backend::conv_as_patch_product).
struct ConvSizes {
  DType dtype = DType::Float32;
  int64_t spatial_rank = 0, channels = 0, taps = 0, out_features = 0;
  int64_t positions = 0;     // output positions per image
  uint64_t patch_bytes = 0;  // its patches' size as a matrix
  std::vector<int64_t> kernel_extents, strides, dilation;  // per spatial axis
};

// A backend's own state for one stream (core/stream.h): on Vulkan, a queue and timeline.
class BackendStream {
 public:
  virtual ~BackendStream() = default;
};

// Device work that launch_steps() queued and nobody has waited for yet.
class LaunchedWork {
 public:
  virtual ~LaunchedWork() = default;
  // Waits for the work (without the API lock), then throws what the work's failure would have
  // thrown from execute_steps(). Called once, under the API lock.
  virtual void finish() = 0;
  // Whether the device has finished the work (finish() would not wait). Never blocks.
  virtual bool done() const = 0;
};

class Backend {
 public:
  virtual ~Backend() = default;

  virtual DeviceInfo info() const = 0;

  // Never returns null, even for 0 bytes. Throws OUT_OF_MEMORY when it cannot.
  virtual std::shared_ptr<Storage> allocate(Device& device, size_t bytes) = 0;

  // Synchronous copies between host memory and a storage.
  virtual void write(Storage& dst, size_t byte_offset, const void* src, size_t bytes) = 0;
  virtual void read(Storage& src, size_t byte_offset, void* dst, size_t bytes) = 0;

  // Host address of the storage's first byte, valid while the storage lives, or null when the
  // memory is not host-addressable. Waits for pending device work that writes it.
  virtual const void* host_address(Storage& storage) = 0;

  // Runs the kernels of `nodes` (topological order). Every node's output storage is allocated;
  // each input is evaluated already or appears earlier in the list. View nodes never appear.
  virtual void execute(const std::vector<Node*>& nodes) = 0;

  // Whether this kernel node may be a member of a fused group (core/fusion.h) on this backend.
  virtual bool fusable(const Node& node) const {
    (void)node;
    return false;
  }

  // Whether this matrix product may lead a fused group of its elementwise consumers, which then
  // run in its kernel's store (an epilogue: core/fusion.h).
  virtual bool fusable_epilogue(const Node& product) const {
    (void)product;
    return false;
  }

  // Whether this elementwise kernel node may be a member of a row group, whose reductions this
  // backend accepted (row_fusion_limit): a per-row value may be too small to fuse on its own.
  virtual bool fusable_in_row(const Node& node) const { return fusable(node); }

  // The longest row (reduced elements) a row group (core/fusion.h) may reduce with `reduce` as
  // its member on this backend; 0 declines, and the reduction runs as a plain kernel.
  virtual int64_t row_fusion_limit(const Node& reduce) const {
    (void)reduce;
    return 0;
  }

  // Runs one segment's steps in order, like execute(); a fused group's unstored members have no
  // storage. `stream` is the state create_stream() made for the eval's stream, or null (the
  // device's default ordering). Backends that fuse override it; the others never get a group.
  virtual void execute_steps(const std::vector<Step>& steps, BackendStream* stream) {
    (void)stream;
    std::vector<Node*> nodes;
    for (const Step& step : steps) {
      if (!step.node) fail(Status::Internal, "a fused group reached a backend that does not fuse");
      nodes.push_back(step.node);
    }
    execute(nodes);
  }

  // Like execute_steps(), but may return once the work is queued (kiln_tensor_eval_async): the
  // returned work's finish() waits for it and fails as execute_steps() would have. Null: the work
  // is already done (the default: backends whose kernels run on the calling thread).
  virtual std::unique_ptr<LaunchedWork> launch_steps(const std::vector<Step>& steps, BackendStream* stream) {
    execute_steps(steps, stream);
    return nullptr;
  }

  // State for a new stream (kiln_stream_create); null when the backend needs none.
  virtual std::unique_ptr<BackendStream> create_stream() { return nullptr; }

  // Whether execute_steps() may run without the API lock for an eval on a stream: its kernels
  // touch only the steps' nodes' storages (which the eval's ticket guards) and thread-safe
  // state of its own. The CPU's do; Vulkan records under the lock and lets go of it to wait.
  virtual bool executes_unlocked_on_streams() const { return false; }

  // Whether a convolution (one group, no input dilation or cropping, 1-3 spatial axes) runs
  // faster as a matrix product of its input's patches ("im2col": `patch_bytes` of them, channels
  // x taps long each) with the [out_features, channels x taps] kernel than as the backend's Conv
  // kernel. Here: only with KILN_CONV_PATCHES=always (tests run every convolution that way).
  virtual bool conv_as_patch_product(const ConvSizes& conv) const {
    (void)conv;
    static const bool always = [] {
      const char* choice = std::getenv("KILN_CONV_PATCHES");
      return choice && std::strcmp(choice, "always") == 0;
    }();
    return always;
  }

  // Whether execute() can run this kernel node itself. Nodes it cannot run are computed on the
  // CPU and their result copied back (core/fallback.h), unless fallbacks are switched off.
  virtual bool runs_natively(const Node& node) const {
    (void)node;
    return true;
  }

  // Zero-copy DLPack (src/interop). Each returns null / false when the backend cannot, and the
  // caller then copies. `release` runs once when a returned storage is gone, never on null.
  //
  // A storage over `bytes` of host memory at `data` (Vulkan: VK_EXT_external_memory_host).
  virtual std::shared_ptr<Storage> import_host(Device& device, void* data, size_t bytes,
                                               const std::function<void()>& release) {
    (void)device, (void)data, (void)bytes, (void)release;
    return nullptr;
  }
  // The device buffer (a VkBuffer handle) holding a storage, and the storage's offset in it.
  virtual bool device_buffer(const Storage& storage, uint64_t* handle, uint64_t* offset) const {
    (void)storage, (void)handle, (void)offset;
    return false;
  }
  // The inverse of device_buffer: a storage aliasing `bytes` at `offset` of a buffer this
  // backend allocated and that is still in use.
  virtual std::shared_ptr<Storage> import_device_buffer(Device& device, uint64_t handle, uint64_t offset, size_t bytes,
                                                        const std::function<void()>& release) {
    (void)device, (void)handle, (void)offset, (void)bytes, (void)release;
    return nullptr;
  }

  // kDLCUDA (src/interop/dlpack_cuda.cpp), where the CUDA interop layer is active on the device
  // (src/interop/cuda/interop.h). The CUDA device number, or -1 with no layer.
  virtual int32_t cuda_ordinal() const { return -1; }
  // The CUDA address of a storage's first byte; false, with `why`, when it has none.
  virtual bool cuda_address(const Storage& storage, uint64_t* address, std::string* why) {
    (void)storage, (void)address;
    *why = "the device has no CUDA interop layer";
    return false;
  }
  // Copies `bytes` from CUDA address `src` into `dst` from its byte `offset`, device to device,
  // and waits for the copy; throws when it cannot.
  virtual void copy_from_cuda(Storage& dst, size_t offset, uint64_t src, size_t bytes) {
    (void)dst, (void)offset, (void)src, (void)bytes;
    fail(Status::Unsupported, "the device has no CUDA interop layer");
  }
  // Waits for the work queued on a CUDA stream (a CUstream, or DLPack's 1 and 2); throws on failure.
  virtual void cuda_synchronize(uintptr_t stream) { (void)stream; }

  // False for backends that are not Vulkan.
  virtual bool vulkan_handles(VulkanHandles* out) const {
    (void)out;
    return false;
  }

  virtual MemoryStats memory_stats() const { return {}; }
  virtual void set_memory_limit(uint64_t bytes) { (void)bytes; }
  virtual void clear_cache() {}
};

}  // namespace kiln
