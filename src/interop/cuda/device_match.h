// Which CUDA device a Vulkan device is: the one whose UUID (cuDeviceGetUuid) equals the Vulkan
// device's (VkPhysicalDeviceIDProperties::deviceUUID). Device orders differ between the two APIs
// (CUDA_VISIBLE_DEVICES, MIG, several GPUs), so only the UUID is trusted.
#pragma once

#include <cstdint>
#include <string>

#include "interop/cuda/driver_api.h"

namespace kiln::cuda {

struct MatchedDevice {
  CUdevice device = 0;
  int ordinal = -1;  // the CUDA device number, DLPack's device_id for kDLCUDA
};

// False, with `why`, when no CUDA device has that UUID.
bool match_device_by_uuid(const DriverTable& table, const uint8_t (&uuid)[16], MatchedDevice* out, std::string* why);

// "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", as nvidia-smi writes UUIDs.
std::string uuid_text(const uint8_t (&uuid)[16]);

}  // namespace kiln::cuda
