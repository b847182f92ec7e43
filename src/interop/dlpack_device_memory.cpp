// DLPack with device memory: kDLVulkan exports (the VkBuffer and an offset in it, for code that
// shares Kiln's VkDevice), and the pieces imports use to alias memory on a Vulkan device.
#include <string>

#include "core/error.h"
#include "core/eval.h"
#include "interop/dlpack_types.h"
#include "ops/ops.h"

namespace kiln::interop {

NodePtr compact_copy_on(const NodePtr& node, Device& target) {
  if (node->device == &target) {
    NodePtr c = ops::copy(node);
    evaluate({c.get()});
    return c;
  }
  NodePtr c = ops::contiguous(node);
  evaluate({c.get()});
  std::vector<unsigned char> host(c->nbytes());
  if (!host.empty()) c->device->backend().read(*c->storage, c->offset * itemsize(c->dtype), host.data(), host.size());
  NodePtr moved = ops::constant(target, c->dtype, c->shape, host.data());
  evaluate({moved.get()});
  return moved;
}

bool has_negative_stride(const Node& node) {
  for (int64_t s : node.strides) {
    if (s < 0) return true;
  }
  return false;
}

std::function<void()> ArmedRelease::wrap(std::function<void()> release) const {
  return [armed = armed, release = std::move(release)] {
    if (armed->load() && release) release();
  };
}

std::function<void()> ArmedRelease::arm() const {
  return [armed = armed] { armed->store(true); };
}

int32_t vulkan_index(const Device& device) {
  const std::string& label = device.label();
  size_t colon = label.find(':');
  return colon == std::string::npos ? 0 : std::stoi(label.substr(colon + 1));
}

std::string device_copy_reason(const Node& node, const Device& target, const Options& options, const std::string& what) {
  std::string why;
  if (options.copy == CopyMode::Always) {
    why = "a copy was requested";
  } else if (node.device != &target) {
    why = "the tensor lives on " + node.device->label();
  } else if (has_negative_stride(node)) {
    why = "the view has negative strides (flip), which DLPack cannot share";
  }
  if (!why.empty() && options.copy == CopyMode::Never) {
    fail(Status::Unsupported, "cannot export " + what + " without a copy: " + why + " (copy mode is KILN_DLPACK_COPY_NEVER)");
  }
  return why;
}

Exported device_export(const NodePtr& node, Device& target, const Options& options, const std::string& what,
                       NodePtr* shared) {
  evaluate({node.get()});  // also waits for another thread computing it
  const std::string why = device_copy_reason(*node, target, options, what);
  *shared = why.empty() ? node : compact_copy_on(node, target);
  Exported e;
  e.keep = (*shared)->storage;
  e.shape = (*shared)->shape;
  e.strides = (*shared)->size() == 0 ? contiguous_strides((*shared)->shape) : (*shared)->strides;
  e.copied = !why.empty();
  e.needs_api_lock = true;
  return e;
}

Exported export_device_memory(const NodePtr& node, const Options& options) {
  Device& target = *options.export_device;
  NodePtr shared;
  Exported e = device_export(node, target, options, "to " + target.label(), &shared);
  e.device_type = kDeviceVulkan;
  e.device_id = vulkan_index(target);
  uint64_t handle = 0, offset = 0;
  if (shared->size() > 0) {
    if (!target.backend().device_buffer(*shared->storage, &handle, &offset)) {
      fail(Status::Internal, "a Vulkan tensor's storage has no buffer");
    }
    e.data = reinterpret_cast<void*>(handle);
    e.byte_offset = offset + static_cast<uint64_t>(shared->offset) * itemsize(shared->dtype);
  }
  return e;
}

}  // namespace kiln::interop
