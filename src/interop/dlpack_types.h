// DLPack declarations and the pieces the export and import halves share. The installed
// <dlpack/dlpack.h> (Debian's libdlpack-dev, 0.6 on Debian 12) comes first; kiln.h then adds the
// DLPack 1.x versioned types when that header lacks them (docs/dlpack.md says why kiln.h is the
// one place that declares them). The configure check KILN_HAVE_DLPACK_VERSIONED must agree.
#pragma once

#include <cstddef>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#if defined(KILN_HAVE_DLPACK_H)
#include <dlpack/dlpack.h>
#endif
#include "core/device.h"
#include "core/node.h"
#include "kiln/kiln.h"

#if defined(KILN_HAVE_DLPACK_VERSIONED) && defined(KILN_H_DECLARES_DLPACK_VERSIONED)
#error "configure found DLPack 1.x types in dlpack.h, yet kiln.h declared them again"
#endif
#if defined(KILN_HAVE_DLPACK_H) && !defined(KILN_HAVE_DLPACK_VERSIONED) && !defined(KILN_H_DECLARES_DLPACK_VERSIONED)
#error "dlpack.h lacks the DLPack 1.x types but kiln.h did not declare them"
#endif

// The published DLPack ABI (x86-64/aarch64 LP64).
static_assert(sizeof(DLDevice) == 8 && sizeof(DLDataType) == 4, "DLPack ABI");
static_assert(sizeof(DLTensor) == 48 && offsetof(DLTensor, byte_offset) == 40, "DLPack ABI");
static_assert(sizeof(DLManagedTensor) == 64 && offsetof(DLManagedTensor, deleter) == 56, "DLPack ABI");
static_assert(offsetof(DLManagedTensorVersioned, flags) == 24 && offsetof(DLManagedTensorVersioned, dl_tensor) == 32 &&
                  sizeof(DLManagedTensorVersioned) == 80,
              "DLPack 1.x ABI");

namespace kiln::interop {

// Values of the DLPack enums, spelled out: Debian's 0.6 header has no kDLBool.
constexpr uint8_t kCodeInt = 0, kCodeUInt = 1, kCodeFloat = 2, kCodeComplex = 5, kCodeBfloat = 4, kCodeBool = 6;
constexpr uint8_t kCodeFloat8E4M3FN = 10, kCodeFloat8E5M2 = 12;  // DLPack 1.1
constexpr int32_t kDeviceCpu = 1, kDeviceCuda = 2, kDeviceVulkan = 7;
constexpr uint32_t kExportMajor = 1, kExportMinor = 0;  // the DLPack version Kiln's exports claim
constexpr uint64_t kFlagReadOnly = 1u << 0, kFlagIsCopied = 1u << 1;

enum class CopyMode { IfNeeded, Never, Always };

struct Options {
  CopyMode copy = CopyMode::IfNeeded;
  Device* device = nullptr;         // import: the target device (null: where the data lives)
  Device* export_device = nullptr;  // export: a Vulkan device asks for kDLVulkan there; null: kDLCPU
  bool read_only = false;
};

DLDataType to_dl_dtype(DType dtype);
// Throws UNSUPPORTED_DTYPE for lanes != 1 or a type Kiln lacks.
DType from_dl_dtype(DLDataType dtype);

// ---- Export -----------------------------------------------------------------------------------

// DLPack cannot say "flipped" with a data pointer at the lowest address; Kiln's own layouts only
// go negative through flip, so such views are exported as a compact copy.
bool has_negative_stride(const Node& node);

// A finished export: what goes into the consumer's DLTensor, and what keeps it valid.
struct Exported {
  std::shared_ptr<void> keep;  // the storage (or host copy) the data lives in
  void* data = nullptr;
  uint64_t byte_offset = 0;
  DLDataType dtype{};
  Shape shape;
  Strides strides;  // elements, as DLPack counts them
  bool copied = false;
  bool read_only = false;
  bool needs_api_lock = false;  // freeing `keep` touches a GPU allocator: take the API lock
  int32_t device_type = kDeviceCpu;
  int32_t device_id = 0;
  std::function<void()> before_release;  // runs first in the deleter, without the API lock (kDLCUDA: the stream wait)
};

// Evaluates `node` and shares or copies its memory per `options` (constant time when shared).
Exported export_node(const NodePtr& node, const Options& options);

// The 2- and 4-bit integers: a packed host copy (interop/dlpack_packed.cpp).
Exported export_packed(const NodePtr& node, const Options& options);

DLManagedTensorVersioned* make_versioned(Exported exported);
DLManagedTensor* make_legacy(Exported exported);

// ---- Import -----------------------------------------------------------------------------------

// The tensor to return, and `commit`, which the caller runs once the handle is handed out: it
// makes Kiln the owner of the producer's tensor (arms the wrapping storage or, after a copy,
// runs the producer's deleter). Until then a failure leaves the producer's tensor untouched.
struct Imported {
  NodePtr node;
  std::function<void()> commit;
};

// `release` runs the producer's deleter; `flags` are DLPack 1.x flags (0 for legacy tensors).
Imported import_tensor(const DLTensor& tensor, uint64_t flags, std::function<void()> release, const Options& options);
// The 2- and 4-bit integers: host memory, packed and compact, unpacked into a new tensor on target.
Imported import_packed(const DLTensor& tensor, DType dtype, const Shape& shape, std::function<void()> release,
                       const Options& options, Device& target);

// True when `storage` wraps a producer's memory that was imported read-only.
bool is_read_only_import(const Storage& storage);

// A view with the producer's layout over a storage spanning elements [low, high] of it.
NodePtr wrap_storage(Device& device, std::shared_ptr<Storage> storage, DType dtype, const Shape& shape,
                     const Strides& strides, int64_t low, int64_t high);

// ---- CUDA memory (src/interop/dlpack_cuda.cpp) -----------------------------------------------

// The Vulkan device whose CUDA interop layer is CUDA device `ordinal`, or null.
Device* device_of_cuda_ordinal(int32_t ordinal);

// A kDLCUDA export of a tensor on a device with the CUDA interop layer: data is the CUDA address
// of its block, byte_offset its offset there. `stream` is the consumer's (DLPack's number); the
// deleter waits for it before the memory goes back to Kiln.
Exported export_cuda_memory(const NodePtr& node, int64_t stream, const Options& options);

// A kDLCUDA tensor (elements [low, high] around element 0 reached by its strides) copied device
// to device into a new tensor on the Vulkan device whose layer is its CUDA device.
Imported import_cuda_memory(const DLTensor& tensor, DType dtype, const Shape& shape, const Strides& strides, int64_t low,
                            int64_t high, std::function<void()> release, const Options& options);

// ---- Device memory (src/interop/dlpack_device_memory.cpp) ------------------------------------

// A kDLVulkan export on options.export_device: data is the VkBuffer, byte_offset the tensor's offset in
// it. Copies (IS_COPIED) when the tensor lives elsewhere, is flipped, or a copy is asked for.
Exported export_device_memory(const NodePtr& node, const Options& options);

// Why an export of `node` to `target` must copy it ("" when it can share: same device, no flip, no
// copy asked for); throws UNSUPPORTED under KILN_DLPACK_COPY_NEVER, naming the export by `what`.
std::string device_copy_reason(const Node& node, const Device& target, const Options& options, const std::string& what);

// The part every device-memory export shares: evaluates `node`, copies it on `target` where
// device_copy_reason says so, and fills keep, shape, strides and copied from `*shared`, the
// node exported (`node` or its copy). The caller adds the device and the address.
Exported device_export(const NodePtr& node, Device& target, const Options& options, const std::string& what,
                       NodePtr* shared);

// `node`'s elements (evaluated first), compact, in fresh memory on `target`; across devices
// through the host once. DLPack copies and kiln_tensor_to_device use it.
NodePtr compact_copy_on(const NodePtr& node, Device& target);

// The Vulkan index of a device ("vulkan:N" -> N), as DLPack's device_id.
int32_t vulkan_index(const Device& device);

// A release that does nothing until armed: a storage made for an import that then fails must
// not run the producer's deleter (the producer's tensor is still the caller's).
struct ArmedRelease {
  std::shared_ptr<std::atomic<bool>> armed = std::make_shared<std::atomic<bool>>(false);
  std::function<void()> wrap(std::function<void()> release) const;
  std::function<void()> arm() const;
};

}  // namespace kiln::interop
