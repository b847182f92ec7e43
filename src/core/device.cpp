#include "core/device.h"

#include <cstdlib>
#include <mutex>

#include "core/checks.h"
#include "core/error.h"
#include "core/telemetry.h"

namespace kiln {

Device::Device(size_t index, std::unique_ptr<Backend> backend)
    : index_(index), backend_(std::move(backend)), info_(backend_->info()) {}

DeviceRegistry& DeviceRegistry::get() {
  static DeviceRegistry* registry = [] {
    auto* r = new DeviceRegistry();  // never destroyed: handles may outlive static destructors
    register_builtin_backends(*r);
    // The first real GPU is the default; with none, the CPU. KILN_DEVICE overrides.
    r->default_ = &r->cpu();
    for (auto& d : r->devices_) {
      if (d->info().kind == DeviceKind::Vulkan && d->info().name.find("llvmpipe") == std::string::npos) {
        r->default_ = d.get();
        break;
      }
    }
    // A KILN_DEVICE naming no device (a typo, a missing GPU) is an error, never a silent CPU run.
    if (const char* env = std::getenv("KILN_DEVICE"); env && *env) {
      if (Device* d = r->find(env)) {
        r->default_ = d;
      } else {
        r->default_error_ = std::string("KILN_DEVICE=\"") + env + "\" names no device; this machine has " +
                            r->labels() + " (\"vulkan\" is vulkan:0; kiln_device_set_default overrides)";
      }
    }
    return r;
  }();
  return *registry;
}

void DeviceRegistry::add(std::unique_ptr<Backend> backend) {
  auto device = std::make_unique<Device>(devices_.size(), std::move(backend));
  if (device->info().kind == DeviceKind::Cpu) {
    device->label_ = "cpu";
  } else {
    device->label_ = "vulkan:" + std::to_string(vulkan_count_++);
  }
  devices_.push_back(std::move(device));
}

Device& DeviceRegistry::default_device() const {
  if (!default_error_.empty()) fail(Status::InvalidArgument, default_error_);
  return *default_;
}

void DeviceRegistry::set_default(Device& device) {
  default_ = &device;
  default_error_.clear();
}

std::string DeviceRegistry::labels() const {
  std::string all;
  for (auto& d : devices_) all += (all.empty() ? "" : ", ") + d->label();
  return all;
}

Device* DeviceRegistry::find(const std::string& label) const {
  std::string want = label == "vulkan" ? "vulkan:0" : label;
  for (auto& d : devices_) {
    if (d->label() == want || std::to_string(d->index()) == want) return d.get();
  }
  return nullptr;
}

void require_dtype_support(const Device& device, DType dtype, const char* op) {
  if (device.has_kernels_for(dtype) || fallback_policy() == FallbackPolicy::Allow) return;
  fail(Status::UnsupportedDType, std::string(op) + ": device " + device.label() + " (" + device.info().name +
                                     ") has no " + dtype_name(dtype) + " kernels and fallbacks to the CPU are off");
}

std::shared_ptr<Storage> allocate_storage(Device& device, size_t bytes) {
  return traced(EventKind::Allocation, "allocate", &device, bytes,
                [&](Span&) { return device.backend().allocate(device, bytes); });
}

}  // namespace kiln
