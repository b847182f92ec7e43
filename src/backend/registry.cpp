// The one place that knows every backend: the CPU first, then whatever GPUs Vulkan finds.
#include "backend/cpu/cpu_backend.h"
#include "core/device.h"
#ifdef KILN_HAVE_VULKAN
#include "backend/vulkan/vulkan_backend.h"
#endif

namespace kiln {

void register_builtin_backends(DeviceRegistry& registry) {
  registry.add(cpu::make_backend());
#ifdef KILN_HAVE_VULKAN
  vulkan::register_devices(registry);
#endif
}

}  // namespace kiln
