// DLPack entries: option parsing and handle plumbing around src/interop (docs/dlpack.md).
#include <cstring>
#include <string>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "api/struct_io.h"
#include "core/error.h"
#include "core/telemetry.h"
#include "interop/dlpack_types.h"

namespace kiln::api {

namespace {

// Reads the caller's options: only the bytes its struct_size covers; the rest keep defaults.
interop::Options read_options(const kiln_dlpack_options* options) {
  interop::Options out;
  if (options == nullptr) return out;
  kiln_dlpack_options full;
  std::memset(&full, 0, sizeof full);
  size_t size = options->struct_size;
  if (size < sizeof(size_t)) {
    fail(Status::InvalidArgument, "options->struct_size is " + std::to_string(size) + "; set it to sizeof(kiln_dlpack_options)");
  }
  std::memcpy(&full, options, size < sizeof full ? size : sizeof full);
  int copy = 0;  // read as an int: the caller may store any value, which is not a valid C++ enum value
  static_assert(sizeof full.copy == sizeof copy, "enums are int-sized");
  std::memcpy(&copy, &full.copy, sizeof copy);
  switch (copy) {
    case KILN_DLPACK_COPY_IF_NEEDED: out.copy = interop::CopyMode::IfNeeded; break;
    case KILN_DLPACK_COPY_NEVER: out.copy = interop::CopyMode::Never; break;
    case KILN_DLPACK_COPY_ALWAYS: out.copy = interop::CopyMode::Always; break;
    default:
      fail(Status::InvalidArgument, "options->copy: " + std::to_string(copy) + " is not a kiln_dlpack_copy");
  }
  if (full.device != nullptr) out.device = &device_from(full.device, "options->device");
  if (full.export_device != nullptr) out.export_device = &device_from(full.export_device, "options->export_device");
  out.read_only = full.read_only;
  return out;
}

template <typename Managed>
void import_managed(Managed* managed, const kiln_dlpack_options* options, uint64_t flags, kiln_tensor* out) {
  interop::Options opts = read_options(options);
  Span span(EventKind::DlpackImport, "from_dlpack", opts.device, 0);
  // The producer's deleter may be NULL (nothing to free); it runs at most once either way.
  interop::Imported imported = interop::import_tensor(managed->dl_tensor, flags, [managed] {
    if (managed->deleter) managed->deleter(managed);
  }, opts);
  span.set_bytes(imported.node->nbytes());
  return_tensor(imported.node, out);  // may throw: the producer's tensor is still the caller's
  imported.node.reset();
  imported.commit();
}

// A kDLCUDA export (interop/dlpack_cuda.cpp) with the options' copy and read-only settings.
interop::Exported cuda_export(const NodePtr& node, int64_t stream, const kiln_dlpack_options* options) {
  interop::Options opts = read_options(options);
  opts.export_device = nullptr;  // the tensor's own device: the one with the CUDA layer
  interop::Exported e = interop::export_cuda_memory(node, stream, opts);
  e.dtype = interop::to_dl_dtype(node->dtype);
  e.read_only = opts.read_only || (!e.copied && interop::is_read_only_import(*node->storage));
  return e;
}

}  // namespace

void device_cuda_device(kiln_device device, int32_t* cuda_device) {
  *cuda_device = device_from(device, "device").backend().cuda_ordinal();
}

void tensor_to_dlpack_cuda(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options,
                           DLManagedTensorVersioned** out) {
  *out = nullptr;
  NodePtr node = tensor_node(tensor, "tensor");
  Span span(EventKind::DlpackExport, "to_dlpack", node->device, node->nbytes());
  *out = interop::make_versioned(cuda_export(node, stream, options));
}

void tensor_to_dlpack_cuda_legacy(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options,
                                  DLManagedTensor** out) {
  *out = nullptr;
  NodePtr node = tensor_node(tensor, "tensor");
  Span span(EventKind::DlpackExport, "to_dlpack", node->device, node->nbytes());
  *out = interop::make_legacy(cuda_export(node, stream, options));
}

void tensor_to_dlpack(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensorVersioned** out) {
  *out = nullptr;
  NodePtr node = tensor_node(tensor, "tensor");
  Span span(EventKind::DlpackExport, "to_dlpack", node->device, node->nbytes());
  *out = interop::make_versioned(interop::export_node(node, read_options(options)));
}

void tensor_to_dlpack_legacy(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensor** out) {
  *out = nullptr;
  NodePtr node = tensor_node(tensor, "tensor");
  Span span(EventKind::DlpackExport, "to_dlpack", node->device, node->nbytes());
  *out = interop::make_legacy(interop::export_node(node, read_options(options)));
}

void tensor_from_dlpack(DLManagedTensorVersioned* managed, const kiln_dlpack_options* options, kiln_tensor* out) {
  if (managed->version.major != interop::kExportMajor) {
    fail(Status::Unsupported, "DLPack version " + std::to_string(managed->version.major) + "." +
                                  std::to_string(managed->version.minor) + ": Kiln reads major version 1");
  }
  import_managed(managed, options, managed->flags, out);
}

void tensor_from_dlpack_legacy(DLManagedTensor* managed, const kiln_dlpack_options* options, kiln_tensor* out) {
  import_managed(managed, options, 0, out);
}

void device_vulkan_handles(kiln_device device, kiln_vulkan_handles* handles) {
  Device& d = device_from(device, "device");
  VulkanHandles h;
  if (!d.backend().vulkan_handles(&h)) fail(Status::Unsupported, d.label() + " is not a Vulkan device");
  kiln_vulkan_handles full{};
  full.struct_size = sizeof full;
  full.instance = h.instance;
  full.physical_device = h.physical_device;
  full.device = h.device;
  full.queue = h.queue;
  full.queue_family_index = h.queue_family;
  copy_out_struct(full, handles, "handles");
}

void tensor_dlpack_device(kiln_tensor tensor, int32_t* device_type, int32_t* device_id) {
  tensor_node(tensor, "tensor");  // checks the handle; every export is host memory
  *device_type = interop::kDeviceCpu;
  *device_id = 0;
}

}  // namespace kiln::api
