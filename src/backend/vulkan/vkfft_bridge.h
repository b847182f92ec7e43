/* The one door to VkFFT (Debian's libvkfft-dev 1.2.26, header-only, MIT), for fft_plans.cpp.
 * vkfft_bridge.c includes vkFFT.h (the build's fixed copy: CMakeLists.txt), as C, which keeps
 * the 32,000-line header and the macros below in one small translation unit. VkFFT calls vk*
 * functions by name and libkiln links no libvulkan (loader.h), so in the bridge each name is a
 * macro for a pointer of kiln_vkfft_vk, which Kiln fills from its loaded functions: no vk* symbol
 * is defined, libkiln exports nothing new and a static libkiln cannot clash with an
 * application's libvulkan. */
#ifndef KILN_VKFFT_BRIDGE_H
#define KILN_VKFFT_BRIDGE_H

#define VK_NO_PROTOTYPES
#include <stdint.h>
#include <vulkan/vulkan.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The functions VkFFT 1.2.26 calls. */
#define KILN_VKFFT_CALLS(X)                                                                                       \
  X(vkAllocateCommandBuffers) X(vkAllocateDescriptorSets) X(vkAllocateMemory) X(vkBeginCommandBuffer)             \
  X(vkBindBufferMemory) X(vkCmdBindDescriptorSets) X(vkCmdBindPipeline) X(vkCmdCopyBuffer) X(vkCmdDispatch)       \
  X(vkCmdPipelineBarrier) X(vkCmdPushConstants) X(vkCreateBuffer) X(vkCreateComputePipelines)                     \
  X(vkCreateDescriptorPool) X(vkCreateDescriptorSetLayout) X(vkCreatePipelineLayout) X(vkCreateShaderModule)      \
  X(vkDestroyBuffer) X(vkDestroyDescriptorPool) X(vkDestroyDescriptorSetLayout) X(vkDestroyPipeline)              \
  X(vkDestroyPipelineLayout) X(vkDestroyShaderModule) X(vkEndCommandBuffer) X(vkFreeCommandBuffers)               \
  X(vkFreeMemory) X(vkGetBufferMemoryRequirements) X(vkGetPhysicalDeviceMemoryProperties)                         \
  X(vkGetPhysicalDeviceProperties) X(vkMapMemory) X(vkQueueSubmit) X(vkResetFences) X(vkUnmapMemory)              \
  X(vkUpdateDescriptorSets) X(vkWaitForFences)

#define KILN_VKFFT_MEMBER(name) PFN_##name name;
struct kiln_vkfft_functions {
  KILN_VKFFT_CALLS(KILN_VKFFT_MEMBER)
};
#undef KILN_VKFFT_MEMBER
extern struct kiln_vkfft_functions kiln_vkfft_vk;

/* outer batches of [length, inner] complex values, transformed along `length` (inner 1: the
 * lines are contiguous), between buffers of exactly `bytes` named at each launch. */
struct kiln_vkfft_desc {
  VkPhysicalDevice physical;
  VkDevice device;
  VkQueue queue;            /* VkFFT uploads its tables through these while it makes the plan */
  VkCommandPool pool;
  VkFence fence;
  uint64_t outer, length, inner, bytes;
  int float64;
};

struct kiln_vkfft_plan;
/* These return VkFFT's VkFFTResult (0: success). With `like`, a plan of the same description
 * that kiln_vkfft_clonable says can be, the new plan takes its compiled shaders (no glslang). */
int kiln_vkfft_create(const struct kiln_vkfft_desc* desc, const struct kiln_vkfft_plan* like,
                      struct kiln_vkfft_plan** plan);
int kiln_vkfft_clonable(const struct kiln_vkfft_plan* plan);
/* Records the transform (the inverse: exp(+i...)) from `in` to `out`, buffers of the plan's size,
 * into `commands`. A plan makes both directions: VkFFT 1.2.26's forward-only or inverse-only
 * plans leave a Bluestein kernel's descriptor null. */
int kiln_vkfft_append(struct kiln_vkfft_plan* plan, VkCommandBuffer commands, int inverse, VkBuffer in, VkBuffer out);
void kiln_vkfft_destroy(struct kiln_vkfft_plan* plan);

#ifdef __cplusplus
}
#endif

#endif
