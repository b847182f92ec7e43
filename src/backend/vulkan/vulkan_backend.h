// The Vulkan backend's entry points: registration of its devices and validation telemetry.
#pragma once

#include <cstdint>
#include <string>

#include "core/device.h"

namespace kiln::vulkan {

// Adds one Backend per usable Vulkan device. Quietly adds none when there is no loader, no
// driver, or no device with the features the kernels need. Never throws, never prints.
void register_devices(kiln::DeviceRegistry& registry);

// With KILN_VULKAN_VALIDATION=1 in the environment (and the Khronos validation layer installed),
// the number of validation errors reported so far on this thread, and the text of the last one. The backend's
// allocate/write/read/execute compare the count before and after and throw
// kiln::Error(Internal, "Vulkan validation error: ...") when it grew, so any caller (tests
// included) sees a validation error as a failed call.
uint64_t validation_error_count();
std::string last_validation_message();

}  // namespace kiln::vulkan
