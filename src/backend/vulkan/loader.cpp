#include "backend/vulkan/loader.h"

#include <cstring>
#include <vector>

#include <dlfcn.h>

namespace kiln::vulkan {

#define KILN_VK_DEFINE(name) PFN_##name name = nullptr;
KILN_VK_GLOBAL_FUNCTIONS(KILN_VK_DEFINE)
KILN_VK_INSTANCE_FUNCTIONS(KILN_VK_DEFINE)
#undef KILN_VK_DEFINE

namespace {
PFN_vkGetInstanceProcAddr get_instance_proc = nullptr;
}

bool load_global_functions() {
  if (get_instance_proc) return true;
  void* lib = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) lib = dlopen("libvulkan.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) return false;  // kept open for the life of the process
  auto gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib, "vkGetInstanceProcAddr"));
  if (!gipa) return false;
#define KILN_VK_LOAD(name) name = reinterpret_cast<PFN_##name>(gipa(nullptr, #name));
  KILN_VK_GLOBAL_FUNCTIONS(KILN_VK_LOAD)
#undef KILN_VK_LOAD
  if (!vkCreateInstance || !vkEnumerateInstanceExtensionProperties || !vkEnumerateInstanceLayerProperties) return false;
  get_instance_proc = gipa;
  return true;
}

bool load_instance_functions(VkInstance instance) {
  bool ok = true;
#define KILN_VK_LOAD(name)                                                       \
  name = reinterpret_cast<PFN_##name>(get_instance_proc(instance, #name));       \
  ok = ok && name != nullptr;
  KILN_VK_INSTANCE_FUNCTIONS(KILN_VK_LOAD)
#undef KILN_VK_LOAD
  return ok;
}

PFN_vkVoidFunction instance_function(VkInstance instance, const char* name) {
  return get_instance_proc ? get_instance_proc(instance, name) : nullptr;
}

bool has_device_extension(VkPhysicalDevice physical, const char* name) {
  uint32_t count = 0;
  if (vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, nullptr) != VK_SUCCESS) return false;
  std::vector<VkExtensionProperties> exts(count);
  vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, exts.data());
  for (auto& e : exts) {
    if (std::strcmp(e.extensionName, name) == 0) return true;
  }
  return false;
}

}  // namespace kiln::vulkan
