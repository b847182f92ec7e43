// The device registry: the CPU is always device 0; backends add the devices they find.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/backend.h"

namespace kiln {

class Device {
 public:
  Device(size_t index, std::unique_ptr<Backend> backend);
  size_t index() const { return index_; }
  const DeviceInfo& info() const { return info_; }
  Backend& backend() const { return *backend_; }
  // Whether the device's own kernels compute `dtype`. Tensors of other dtypes can still live on it
  // (memory is bytes); their kernels run on the CPU while fallbacks are allowed (core/fallback.h).
  bool has_kernels_for(DType dtype) const { return (info_.dtype_mask >> static_cast<int>(dtype)) & 1u; }
  // "cpu" or "vulkan:N" (N counts Vulkan devices only), the form KILN_DEVICE takes.
  const std::string& label() const { return label_; }

 private:
  friend class DeviceRegistry;
  size_t index_;
  std::unique_ptr<Backend> backend_;
  DeviceInfo info_;
  std::string label_;
};

class DeviceRegistry {
 public:
  // The process-wide registry, built on first use (backends probe their devices then).
  static DeviceRegistry& get();

  size_t count() const { return devices_.size(); }
  Device& at(size_t index) const { return *devices_.at(index); }
  Device& cpu() const { return *devices_.front(); }
  // The default device; throws INVALID_ARGUMENT while KILN_DEVICE names no device and no default
  // has been set since.
  Device& default_device() const;
  void set_default(Device& device);
  // Every device's label, comma-separated.
  std::string labels() const;
  // Finds "cpu", "vulkan", "vulkan:N" or a plain index; null when nothing matches.
  Device* find(const std::string& label) const;

  // Called by backends during registration.
  void add(std::unique_ptr<Backend> backend);

 private:
  DeviceRegistry() = default;
  std::vector<std::unique_ptr<Device>> devices_;
  Device* default_ = nullptr;
  std::string default_error_;  // why KILN_DEVICE picked nothing (empty: it did, or was unset)
  size_t vulkan_count_ = 0;
};

// Defined in src/backend/registry.cpp: adds the CPU and every other backend's devices.
void register_builtin_backends(DeviceRegistry& registry);

// Allocates a tensor's memory on `device` inside an allocation telemetry span.
std::shared_ptr<Storage> allocate_storage(Device& device, size_t bytes);

// Checks that `device` can compute `dtype`, with its own kernels or, while fallbacks are allowed,
// on the CPU; throws UNSUPPORTED_DTYPE naming `op` otherwise.
void require_dtype_support(const Device& device, DType dtype, const char* op);

}  // namespace kiln
