// DLPack export: shares the memory of CPU tensors and of host-visible GPU memory (constant time:
// no element is touched); copies only flipped layouts, device-only memory or on request.
#include <cstring>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "api/guard.h"
#include "core/error.h"
#include "core/eval.h"
#include "interop/dlpack_types.h"
#include "ops/ops.h"

namespace kiln::interop {

namespace {

// A compact host copy of an evaluated node, in a fresh CPU storage.
Exported host_copy(const NodePtr& node) {
  Device& cpu = DeviceRegistry::get().cpu();
  Exported e;
  NodePtr c;
  if (node->device == &cpu) {
    c = ops::copy(node);  // a real copy even of a compact tensor (KILN_DLPACK_COPY_ALWAYS)
    evaluate({c.get()});
    e.keep = c->storage;
    e.data = const_cast<void*>(cpu.backend().host_address(*c->storage));
  } else {
    c = ops::contiguous(node);
    evaluate({c.get()});
    std::shared_ptr<Storage> host = allocate_storage(cpu, c->nbytes());
    void* dst = const_cast<void*>(cpu.backend().host_address(*host));
    if (c->nbytes() > 0) c->device->backend().read(*c->storage, c->offset * itemsize(c->dtype), dst, c->nbytes());
    e.keep = host;
    e.data = dst;
  }
  e.shape = node->shape;
  e.strides = contiguous_strides(node->shape);
  e.copied = true;
  return e;
}

template <typename Managed>
struct Block {
  Managed managed{};  // the consumer's pointer; manager_ctx points back at the block
  std::shared_ptr<void> keep;
  std::function<void()> before_release;
  bool needs_api_lock = false;
  Shape shape;
  Strides strides;
};

// The consumer's deleter: frees the block and drops the storage reference, exactly once per
// export, from any thread. GPU storages return to their allocator under the (recursive) API lock;
// CPU storages need no lock, so a consumer thread never waits on Kiln to free host memory.
template <typename Managed>
void delete_block(Managed* self) {
  if (self == nullptr) return;
  auto* block = static_cast<Block<Managed>*>(self->manager_ctx);
  if (block->before_release) block->before_release();  // never throws
  if (block->needs_api_lock) {
    api::ApiLock lock;
    delete block;
  } else {
    delete block;
  }
}

template <typename Managed>
Block<Managed>* make_block(Exported& e) {
  auto* block = new Block<Managed>();
  block->keep = std::move(e.keep);
  block->before_release = std::move(e.before_release);
  block->needs_api_lock = e.needs_api_lock;
  block->shape = std::move(e.shape);
  block->strides = std::move(e.strides);
  block->shape.reserve(1);  // a non-null pointer even for 0-d tensors
  block->strides.reserve(1);
  DLTensor& t = block->managed.dl_tensor;
  t.data = e.data;
  t.device.device_type = static_cast<decltype(t.device.device_type)>(e.device_type);
  t.device.device_id = e.device_id;
  t.ndim = static_cast<int32_t>(block->shape.size());
  t.dtype = e.dtype;
  t.shape = block->shape.data();
  t.strides = block->strides.data();
  t.byte_offset = e.byte_offset;
  block->managed.manager_ctx = block;
  block->managed.deleter = &delete_block<Managed>;
  return block;
}

}  // namespace

Exported export_node(const NodePtr& node, const Options& options) {
  if (bit_width(node->dtype) < 8) return export_packed(node, options);
  DLDataType dtype = to_dl_dtype(node->dtype);
  if (options.export_device && options.export_device->info().kind == DeviceKind::Vulkan) {
    Exported e = export_device_memory(node, options);  // evaluates first
    e.dtype = dtype;
    e.read_only = options.read_only || (!e.copied && is_read_only_import(*node->storage));
    return e;
  }
  evaluate({node.get()});  // also waits for another thread computing it
  Backend& backend = node->device->backend();
  const bool cpu = node->device->info().kind == DeviceKind::Cpu;
  const void* base = backend.host_address(*node->storage);  // waits for the producing work
  std::string why;
  if (options.copy == CopyMode::Always) {
    why = "a copy was requested";
  } else if (has_negative_stride(*node)) {
    why = "the view has negative strides (flip), which DLPack cannot share";
  } else if (base == nullptr) {
    why = "the device memory is not host-visible";
  }
  Exported e;
  if (why.empty() || (node->size() == 0 && options.copy != CopyMode::Always)) {
    // Shared: nothing is copied; the export holds a reference to the storage.
    e.keep = node->storage;
    e.data = const_cast<void*>(base);
    e.shape = node->shape;
    if (node->size() == 0) {
      e.strides = contiguous_strides(node->shape);
    } else {
      e.strides = node->strides;
      e.byte_offset = static_cast<uint64_t>(node->offset) * itemsize(node->dtype);
    }
    e.needs_api_lock = !cpu;
    if (e.data == nullptr) {  // an empty tensor on device-only memory: any address will do
      e = host_copy(node);
      e.copied = false;
    }
  } else if (options.copy == CopyMode::Never) {
    fail(Status::Unsupported, "cannot export without a copy: " + why + " (copy mode is KILN_DLPACK_COPY_NEVER)");
  } else {
    e = host_copy(node);
  }
  e.dtype = dtype;
  e.read_only = options.read_only || is_read_only_import(*node->storage);
  if (e.copied) e.read_only = options.read_only;
  return e;
}

DLManagedTensorVersioned* make_versioned(Exported exported) {
  uint64_t flags = (exported.read_only ? kFlagReadOnly : 0) | (exported.copied ? kFlagIsCopied : 0);
  auto* block = make_block<DLManagedTensorVersioned>(exported);
  block->managed.version.major = kExportMajor;
  block->managed.version.minor = kExportMinor;
  block->managed.flags = flags;
  return &block->managed;
}

DLManagedTensor* make_legacy(Exported exported) { return &make_block<DLManagedTensor>(exported)->managed; }

}  // namespace kiln::interop
