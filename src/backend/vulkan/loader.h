// Vulkan entry points, loaded at run time from libvulkan.so.1 so that libkiln loads (and simply
// finds no Vulkan device) on machines without a Vulkan loader.
#pragma once

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

namespace kiln::vulkan {

#define KILN_VK_GLOBAL_FUNCTIONS(X) \
  X(vkCreateInstance)               \
  X(vkEnumerateInstanceExtensionProperties) \
  X(vkEnumerateInstanceLayerProperties) \
  X(vkEnumerateInstanceVersion)

// Instance- and device-level functions, all fetched through vkGetInstanceProcAddr (one instance
// per process, so the loader's trampolines serve every device).
#define KILN_VK_INSTANCE_FUNCTIONS(X)       \
  X(vkDestroyInstance)                      \
  X(vkEnumeratePhysicalDevices)             \
  X(vkGetPhysicalDeviceProperties)          \
  X(vkGetPhysicalDeviceProperties2)         \
  X(vkGetPhysicalDeviceFeatures2)           \
  X(vkGetPhysicalDeviceMemoryProperties)    \
  X(vkGetPhysicalDeviceQueueFamilyProperties) \
  X(vkEnumerateDeviceExtensionProperties)   \
  X(vkCreateDevice)                         \
  X(vkDestroyDevice)                        \
  X(vkGetDeviceQueue)                       \
  X(vkDeviceWaitIdle)                       \
  X(vkQueueWaitIdle)                        \
  X(vkAllocateMemory)                       \
  X(vkFreeMemory)                           \
  X(vkMapMemory)                            \
  X(vkCreateBuffer)                         \
  X(vkDestroyBuffer)                        \
  X(vkGetBufferMemoryRequirements)          \
  X(vkBindBufferMemory)                     \
  X(vkGetBufferDeviceAddress)               \
  X(vkCreateShaderModule)                   \
  X(vkDestroyShaderModule)                  \
  X(vkCreatePipelineLayout)                 \
  X(vkDestroyPipelineLayout)                \
  X(vkCreatePipelineCache)                  \
  X(vkDestroyPipelineCache)                 \
  X(vkGetPipelineCacheData)                 \
  X(vkCreateComputePipelines)               \
  X(vkDestroyPipeline)                      \
  X(vkCreateCommandPool)                    \
  X(vkDestroyCommandPool)                   \
  X(vkResetCommandPool)                     \
  X(vkAllocateCommandBuffers)               \
  X(vkFreeCommandBuffers)                   \
  X(vkBeginCommandBuffer)                   \
  X(vkEndCommandBuffer)                     \
  X(vkCmdBindPipeline)                      \
  X(vkCmdPushConstants)                     \
  X(vkCmdDispatch)                          \
  X(vkCmdPipelineBarrier)                   \
  X(vkCmdCopyBuffer)                        \
  X(vkCmdFillBuffer)                        \
  X(vkCmdWriteTimestamp)                    \
  X(vkCmdResetQueryPool)                    \
  X(vkCreateQueryPool)                      \
  X(vkDestroyQueryPool)                     \
  X(vkGetQueryPoolResults)                  \
  X(vkQueueSubmit)                          \
  X(vkCreateSemaphore)                      \
  X(vkDestroySemaphore)                     \
  X(vkWaitSemaphores)                       \
  X(vkGetSemaphoreCounterValue)             \
  X(vkSignalSemaphore)                      \
  X(vkGetPhysicalDeviceExternalSemaphoreProperties) \
  KILN_VK_FFT_FUNCTIONS(X)

// Core functions only VkFFT calls (vkfft.h): its descriptor sets, and the fence it waits on while
// a plan uploads its tables.
#define KILN_VK_FFT_FUNCTIONS(X)            \
  X(vkCreateDescriptorPool)                 \
  X(vkDestroyDescriptorPool)                \
  X(vkCreateDescriptorSetLayout)            \
  X(vkDestroyDescriptorSetLayout)           \
  X(vkAllocateDescriptorSets)               \
  X(vkUpdateDescriptorSets)                 \
  X(vkCmdBindDescriptorSets)                \
  X(vkUnmapMemory)                          \
  X(vkCreateFence)                          \
  X(vkDestroyFence)                         \
  X(vkWaitForFences)                        \
  X(vkResetFences)

#define KILN_VK_DECLARE(name) extern PFN_##name name;
KILN_VK_GLOBAL_FUNCTIONS(KILN_VK_DECLARE)
KILN_VK_INSTANCE_FUNCTIONS(KILN_VK_DECLARE)
#undef KILN_VK_DECLARE

// Opens the loader and fetches the global functions; false when there is no usable loader.
bool load_global_functions();
// Fetches the instance/device functions; false when one is missing.
bool load_instance_functions(VkInstance instance);
// An optional (extension) entry point, or null.
PFN_vkVoidFunction instance_function(VkInstance instance, const char* name);
// Whether the device offers the extension.
bool has_device_extension(VkPhysicalDevice physical, const char* name);

}  // namespace kiln::vulkan
