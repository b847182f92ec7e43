// Device entries: enumeration, the default device, info and memory control.
#include <cstring>
#include <string>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "api/struct_io.h"
#include "core/driver_info.h"

namespace kiln::api {

void device_count(size_t* count) { *count = DeviceRegistry::get().count(); }

void device_get(size_t index, kiln_device* out) {
  auto& registry = DeviceRegistry::get();
  if (index >= registry.count()) {
    fail(Status::IndexOutOfRange, "device index " + std::to_string(index) + " is not below the device count " + std::to_string(registry.count()));
  }
  *out = device_handle(registry.at(index));
}

void device_default(kiln_device* out) { *out = device_handle(DeviceRegistry::get().default_device()); }

void device_set_default(kiln_device device) { DeviceRegistry::get().set_default(device_from(device, "device")); }

void device_find(const char* label, kiln_device* out) {
  Device* device = DeviceRegistry::get().find(label);
  if (!device) fail(Status::InvalidArgument, std::string("no device is labelled \"") + label + "\"");
  *out = device_handle(*device);
}

void device_get_info(kiln_device device, kiln_device_info* info) {
  const Device& d = device_from(device, "device");
  const DeviceInfo& src = d.info();
  kiln_device_info full{};
  full.struct_size = sizeof full;
  full.index = d.index();
  full.kind = src.kind == DeviceKind::Cpu ? KILN_DEVICE_CPU : KILN_DEVICE_VULKAN;
  full.name = src.name.c_str();
  full.label = d.label().c_str();
  full.memory_bytes = src.memory_bytes;
  full.dtype_mask = src.dtype_mask;
  full.host_visible = src.host_visible;
  full.cooperative_matrix = src.cooperative_matrix;
  full.subgroup_size = src.subgroup_size;
  full.max_buffer_range = src.max_buffer_range;
  const DriverInfo& driver = driver_info(d.backend());
  full.driver_name = driver.name.c_str();
  full.driver_version = driver.version.c_str();
  copy_out_struct(full, info, "info");
}

void device_memory_stats(kiln_device device, kiln_memory_stats* stats) {
  MemoryStats src = device_from(device, "device").backend().memory_stats();
  kiln_memory_stats full{};
  full.struct_size = sizeof full;
  full.active_bytes = src.active_bytes;
  full.peak_bytes = src.peak_bytes;
  full.cached_bytes = src.cached_bytes;
  full.limit_bytes = src.limit_bytes;
  full.device_allocations = src.device_allocations;
  copy_out_struct(full, stats, "stats");
}

void device_set_memory_limit(kiln_device device, uint64_t limit_bytes) {
  device_from(device, "device").backend().set_memory_limit(limit_bytes);
}

void device_clear_cache(kiln_device device) { device_from(device, "device").backend().clear_cache(); }

}  // namespace kiln::api
