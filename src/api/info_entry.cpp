// kiln_info_report: what Kiln sees on this machine, as one text (the `kiln-info` program prints
// it; every binding returns it from its info function). The first troubleshooting step.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "core/device.h"
#include "core/driver_info.h"
#include "core/error.h"
#include "distributed/mpi_library.h"

namespace kiln::api {

namespace {

std::string gib(uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f GiB", static_cast<double>(bytes) / (1u << 30));
  return text;
}

const char* yes_or_fallback(const DeviceInfo& info, DType dtype) {
  return (info.dtype_mask >> static_cast<int>(dtype)) & 1u ? "yes" : "no (CPU fallback)";
}

// "  falls back to the CPU: N (op, dtype) pairs" and a line per dtype listing its ops, wrapped.
std::string fallback_lines(const Device& device) {
  const kiln_device handle = device_handle(device);
  size_t count = 0;
  device_fallback_count(handle, &count);
  if (count == 0) return "  falls back to the CPU: nothing\n";
  std::map<int, std::vector<std::string>> by_dtype;
  for (size_t i = 0; i < count; ++i) {
    const char* op = nullptr;
    kiln_dtype dtype;
    device_fallback_get(handle, i, &op, &dtype);
    by_dtype[static_cast<int>(dtype)].push_back(op);
  }
  std::string out = "  falls back to the CPU: " + std::to_string(count) + " (op, dtype) pairs\n";
  for (const auto& [dtype, ops] : by_dtype) {
    std::string line = std::string("    ") + dtype_name(static_cast<DType>(dtype)) + ":";
    for (const std::string& op : ops) {
      if (line.size() + op.size() > 98) {
        out += line + "\n";
        line = "     ";
      }
      line += " " + op;
    }
    out += line + "\n";
  }
  return out;
}

void describe(std::ostringstream& out, const Device& device, const Device* default_device) {
  const DeviceInfo& info = device.info();
  const DriverInfo& driver = driver_info(device.backend());
  out << device.label() << (&device == default_device ? " [default]" : "") << ": " << info.name << " ("
      << (info.kind == DeviceKind::Cpu ? "CPU" : "Vulkan") << ")\n";
  out << "  driver: " << driver.name << ", version " << driver.version << "\n";
  if (info.kind != DeviceKind::Cpu && driver.name.find("llvmpipe") != std::string::npos)
    out << "  a software rasterizer (Mesa's lavapipe): no GPU driver is in use for this device\n";
  out << "  memory for tensors: " << gib(info.memory_bytes) << "; heaps:";
  for (const MemoryHeap& heap : driver.heaps) out << " " << gib(heap.bytes) << (heap.device_local ? " device-local" : " host");
  out << "; host-visible tensors: " << (info.host_visible ? "yes" : "no") << "\n";
  out << "  native dtypes:";
  for (int d = 0; d < kDTypeCount; ++d)
    if ((info.dtype_mask >> d) & 1u) out << " " << dtype_name(static_cast<DType>(d));
  out << "\n  float64: " << yes_or_fallback(info, DType::Float64) << ", float16: " << yes_or_fallback(info, DType::Float16)
      << ", bfloat16: " << yes_or_fallback(info, DType::BFloat16)
      << ", cooperative matrix: " << (info.cooperative_matrix ? "yes" : "no") << "\n";
  out << "  subgroup size: " << info.subgroup_size << "; largest buffer binding: ";
  if (info.max_buffer_range) out << info.max_buffer_range / (1u << 20) << " MiB\n";
  else out << "no limit\n";
  const MemoryStats stats = device.backend().memory_stats();
  out << "  in use: " << stats.active_bytes << " bytes, cached: " << stats.cached_bytes
      << " bytes, limit: " << (stats.limit_bytes ? std::to_string(stats.limit_bytes) + " bytes" : "none") << "\n";
  if (info.kind != DeviceKind::Cpu) {
    out << "  pipeline cache: " << (driver.pipeline_cache.empty() ? "none (off, or no home folder)" : driver.pipeline_cache)
        << "\n";
    out << "  generated kernels' SPIR-V: "
        << (driver.spirv_cache.empty() ? "not kept (off, no home folder, or no run-time compiler)" : driver.spirv_cache) << "\n";
    out << "  tensor cores: " << driver.tensor_cores << "\n";
  }
  out << fallback_lines(device);
}

std::string report() {
  std::ostringstream out;
  out << "Kiln " << KILN_VERSION_MAJOR << "." << KILN_VERSION_MINOR << "." << KILN_VERSION_PATCH << "\n";
  const char* chosen = std::getenv("KILN_DEVICE");
  out << "KILN_DEVICE: " << (chosen && *chosen ? chosen : "(unset: the first real GPU, else the CPU)") << "\n";
  DeviceRegistry& registry = DeviceRegistry::get();
  const Device* default_device = nullptr;
  try {
    default_device = &registry.default_device();
  } catch (const Error& e) {
    out << "default device: NONE: " << e.what() << "\n";
  }
  out << "\n";
  for (size_t i = 0; i < registry.count(); ++i) describe(out, registry.at(i), default_device);
  if (registry.count() == 1) out << "\nNo Vulkan device: is a Vulkan driver installed (Debian: mesa-vulkan-drivers)?\n";
  // Collectives across processes (kiln_group_init): which MPI library was found, or why none.
  out << "\nMPI: " << distributed::mpi_report() << "\n";
  return out.str();
}

thread_local std::string last_report;

}  // namespace

void info_report(const char** text) {
  last_report = report();
  *text = last_report.c_str();
}

}  // namespace kiln::api
