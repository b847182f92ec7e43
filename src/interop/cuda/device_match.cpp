#include "interop/cuda/device_match.h"

#include <cstdio>
#include <cstring>

#include "interop/cuda/driver.h"

namespace kiln::cuda {

std::string uuid_text(const uint8_t (&uuid)[16]) {
  std::string out = "GPU-";
  char hex[3];
  for (int i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) out += '-';
    std::snprintf(hex, sizeof hex, "%02x", uuid[i]);
    out += hex;
  }
  return out;
}

bool match_device_by_uuid(const DriverTable& table, const uint8_t (&uuid)[16], MatchedDevice* out, std::string* why) {
  int count = 0;
  CUresult r = table.device_get_count(&count);
  if (r != kSuccess) {
    *why = "cuDeviceGetCount failed: " + describe_result(table, r);
    return false;
  }
  for (int ordinal = 0; ordinal < count; ++ordinal) {
    CUdevice device = 0;
    CUuuid id{};
    if (table.device_get(&device, ordinal) != kSuccess || table.device_get_uuid(&id, device) != kSuccess) continue;
    if (std::memcmp(id.bytes, uuid, sizeof id.bytes) == 0) {
      out->device = device;
      out->ordinal = ordinal;
      return true;
    }
  }
  *why = "no CUDA device has the Vulkan device's UUID " + uuid_text(uuid) + " (" + std::to_string(count) +
         " CUDA device(s) visible)";
  return false;
}

}  // namespace kiln::cuda
