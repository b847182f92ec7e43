// What a device's driver reports about itself beyond DeviceInfo: its name and version, its memory
// heaps and its pipeline cache file. Backends record it when they create a device; kiln_info_report
// and kiln_device_info's driver fields read it. (A table beside the Backend interface rather than
// more DeviceInfo fields: only the two backends' constructors and the report touch it.)
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln {

class Backend;

struct MemoryHeap {
  uint64_t bytes = 0;
  bool device_local = false;
};

struct DriverInfo {
  std::string name;     // e.g. "NVIDIA", "llvmpipe" (Mesa's software rasterizer), "kiln-cpu"
  std::string version;  // the driver's own version text
  std::vector<MemoryHeap> heaps;
  std::string pipeline_cache;  // the on-disk pipeline cache file; empty when there is none
  std::string spirv_cache;     // the folder of generated kernels' SPIR-V; empty when there is none
  std::string tensor_cores;    // the tensor-core kernels in use and what the device offers them
  std::string cuda_interop;    // "active, CUDA device N (...)" or "off: <why>" (Vulkan devices)
};

void record_driver_info(const Backend& backend, DriverInfo info);

// What `backend` recorded; the recorded object lives as long as the process. An empty one for a
// backend that recorded nothing.
const DriverInfo& driver_info(const Backend& backend);

}  // namespace kiln
