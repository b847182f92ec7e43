/* VkFFT behind vkfft_bridge.h: the only file that includes vkFFT.h. */
#include "backend/vulkan/vkfft_bridge.h"

/* Everything vkFFT.h includes, before the macros below can touch it. */
#include <inttypes.h>
#include <locale.h>
#include <math.h>
#include <memory.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glslang/Include/glslang_c_interface.h>

struct kiln_vkfft_functions kiln_vkfft_vk;

#define vkAllocateCommandBuffers kiln_vkfft_vk.vkAllocateCommandBuffers
#define vkAllocateDescriptorSets kiln_vkfft_vk.vkAllocateDescriptorSets
#define vkAllocateMemory kiln_vkfft_vk.vkAllocateMemory
#define vkBeginCommandBuffer kiln_vkfft_vk.vkBeginCommandBuffer
#define vkBindBufferMemory kiln_vkfft_vk.vkBindBufferMemory
#define vkCmdBindDescriptorSets kiln_vkfft_vk.vkCmdBindDescriptorSets
#define vkCmdBindPipeline kiln_vkfft_vk.vkCmdBindPipeline
#define vkCmdCopyBuffer kiln_vkfft_vk.vkCmdCopyBuffer
#define vkCmdDispatch kiln_vkfft_vk.vkCmdDispatch
#define vkCmdPipelineBarrier kiln_vkfft_vk.vkCmdPipelineBarrier
#define vkCmdPushConstants kiln_vkfft_vk.vkCmdPushConstants
#define vkCreateBuffer kiln_vkfft_vk.vkCreateBuffer
#define vkCreateComputePipelines kiln_vkfft_vk.vkCreateComputePipelines
#define vkCreateDescriptorPool kiln_vkfft_vk.vkCreateDescriptorPool
#define vkCreateDescriptorSetLayout kiln_vkfft_vk.vkCreateDescriptorSetLayout
#define vkCreatePipelineLayout kiln_vkfft_vk.vkCreatePipelineLayout
#define vkCreateShaderModule kiln_vkfft_vk.vkCreateShaderModule
#define vkDestroyBuffer kiln_vkfft_vk.vkDestroyBuffer
#define vkDestroyDescriptorPool kiln_vkfft_vk.vkDestroyDescriptorPool
#define vkDestroyDescriptorSetLayout kiln_vkfft_vk.vkDestroyDescriptorSetLayout
#define vkDestroyPipeline kiln_vkfft_vk.vkDestroyPipeline
#define vkDestroyPipelineLayout kiln_vkfft_vk.vkDestroyPipelineLayout
#define vkDestroyShaderModule kiln_vkfft_vk.vkDestroyShaderModule
#define vkEndCommandBuffer kiln_vkfft_vk.vkEndCommandBuffer
#define vkFreeCommandBuffers kiln_vkfft_vk.vkFreeCommandBuffers
#define vkFreeMemory kiln_vkfft_vk.vkFreeMemory
#define vkGetBufferMemoryRequirements kiln_vkfft_vk.vkGetBufferMemoryRequirements
#define vkGetPhysicalDeviceMemoryProperties kiln_vkfft_vk.vkGetPhysicalDeviceMemoryProperties
#define vkGetPhysicalDeviceProperties kiln_vkfft_vk.vkGetPhysicalDeviceProperties
#define vkMapMemory kiln_vkfft_vk.vkMapMemory
#define vkQueueSubmit kiln_vkfft_vk.vkQueueSubmit
#define vkResetFences kiln_vkfft_vk.vkResetFences
#define vkUnmapMemory kiln_vkfft_vk.vkUnmapMemory
#define vkUpdateDescriptorSets kiln_vkfft_vk.vkUpdateDescriptorSets
#define vkWaitForFences kiln_vkfft_vk.vkWaitForFences
/* VkFFT prints a shader glslang rejects; the library never prints (the error code says it). */
#define printf(...) ((void)0)
/* VkFFT writes its shaders' float constants with sprintf under setlocale(LC_ALL, "C"), then
 * restores the locale from the name setlocale returned, which that very call freed (a use after
 * free wherever the process locale is not plain "C", as in Python) and which changes the locale
 * of every thread meanwhile. Its calls do nothing here; kiln_vkfft_create switches this thread
 * alone to the C locale (uselocale) while VkFFT generates code. */
static char* kiln_vkfft_keep_locale(int category, const char* name) {
  (void)category;
  (void)name;
  return NULL;
}
#define setlocale kiln_vkfft_keep_locale

#define VKFFT_BACKEND 0
/* The build's copy (CMakeLists.txt), a system header: VkFFT's own warnings are not Kiln's. */
#include <vkFFT.h>

/* The handles VkFFT keeps pointers to live here, with the plan. */
struct kiln_vkfft_plan {
  VkFFTApplication app;
  VkPhysicalDevice physical;
  VkDevice device;
  VkQueue queue;
  VkCommandPool pool;
  VkFence fence;
  uint64_t bytes;
  VkBuffer in, out;
};

int kiln_vkfft_create(const struct kiln_vkfft_desc* desc, const struct kiln_vkfft_plan* like,
                      struct kiln_vkfft_plan** out) {
  struct kiln_vkfft_plan* plan = calloc(1, sizeof *plan);
  if (!plan) return VKFFT_ERROR_MALLOC_FAILED;
  plan->physical = desc->physical;
  plan->device = desc->device;
  plan->queue = desc->queue;
  plan->pool = desc->pool;
  plan->fence = desc->fence;
  plan->bytes = desc->bytes;
  VkFFTConfiguration c = {0}; /* zero: VkFFT's defaults */
  if (desc->inner == 1) {
    c.FFTdim = 1;
    c.size[0] = desc->length;
  } else { /* x (fastest) is the inner extent, left alone; y the transformed one */
    c.FFTdim = 2;
    c.size[0] = desc->inner;
    c.size[1] = desc->length;
    c.omitDimension[0] = 1;
  }
  c.numberBatches = desc->outer;
  /* A plan made from scratch keeps its binaries for clones; VkFFT loads or saves, not both. */
  if (like) {
    c.loadApplicationFromString = 1;
    c.loadApplicationString = like->app.saveApplicationString;
  } else {
    c.saveApplicationToString = 1;
  }
  c.doublePrecision = desc->float64 != 0;
  c.isInputFormatted = 1; /* out of place: reads inputBuffer, writes buffer */
  c.physicalDevice = &plan->physical;
  c.device = &plan->device;
  c.queue = &plan->queue;
  c.commandPool = &plan->pool;
  c.fence = &plan->fence;
  c.bufferSize = &plan->bytes;
  c.inputBufferSize = &plan->bytes;
  /* No buffers yet: the first launch names them. With buffers, VkFFT 1.2.26 would also write a
   * Bluestein plan's kernel descriptors before it has made their buffers (null handles). */
  locale_t c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (c_locale == (locale_t)0) {
    free(plan);
    return VKFFT_ERROR_MALLOC_FAILED;
  }
  locale_t previous = uselocale(c_locale);
  VkFFTResult r = initializeVkFFT(&plan->app, c); /* cleans up after itself when it fails */
  uselocale(previous);
  freelocale(c_locale);
  if (r != VKFFT_SUCCESS) {
    free(plan);
    return r;
  }
  *out = plan;
  return VKFFT_SUCCESS;
}

int kiln_vkfft_append(struct kiln_vkfft_plan* plan, VkCommandBuffer commands, int inverse, VkBuffer in, VkBuffer out) {
  plan->in = in;
  plan->out = out;
  /* VkFFT rebinds buffers only when a launch passes other pointers than the plan holds (it
   * compares the pointers, not the buffers): clearing the plan's makes it rebind every time. */
  plan->app.configuration.buffer = 0;
  plan->app.configuration.inputBuffer = 0;
  VkFFTLaunchParams launch = {0};
  launch.commandBuffer = &commands;
  launch.buffer = &plan->out;
  launch.inputBuffer = &plan->in;
  return VkFFTAppend(&plan->app, inverse ? 1 : -1, &launch);
}

int kiln_vkfft_clonable(const struct kiln_vkfft_plan* plan) { return plan->app.saveApplicationString != 0; }

void kiln_vkfft_destroy(struct kiln_vkfft_plan* plan) {
  if (!plan) return;
  deleteVkFFT(&plan->app);
  free(plan);
}
