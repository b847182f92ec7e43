// The Vulkan instance (one per process) and, per physical device, the logical device, its compute
// queue, the timeline semaphore that orders submissions, and the features Kiln found.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "backend/vulkan/command_pools.h"
#include "backend/vulkan/loader.h"

namespace kiln::vulkan {

// Throws kiln::Error for a failed VkResult: OutOfMemory for the out-of-memory codes,
// DeviceError for everything else (device lost included).
void check(VkResult result, const char* what);

// Throws kiln::Error(Internal, "Vulkan validation error: <last message>") when the validation
// layer reported errors since the count was `errors_before` (validation_error_count()).
void check_validation(uint64_t errors_before);

class Instance {
 public:
  // Null when there is no loader, no Vulkan 1.2 instance, or creation fails.
  static std::shared_ptr<Instance> create();
  ~Instance();
  VkInstance handle() const { return instance_; }
  std::vector<VkPhysicalDevice> physical_devices() const;

 private:
  Instance() = default;
  VkInstance instance_ = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger_ = VK_NULL_HANDLE;
};

struct DeviceFeatures {
  bool float64 = false;
  bool int64_atomics = false;  // shaderBufferInt64Atomics: 64-bit scatter-add
  bool float32_atomic_add = false;  // VK_EXT_shader_atomic_float's buffer add: float32 scatter-add without a CAS loop
  // VK_EXT_external_memory_host: host memory aligned to host_pointer_alignment (address and
  // size) can back a buffer without a copy (DLPack imports).
  bool host_pointer_import = false;
  uint64_t host_pointer_alignment = 0;
  bool cooperative_matrix = false;  // VK_KHR_cooperative_matrix or VK_NV_cooperative_matrix offered
  bool coopmat_float16 = false;     // matmul_coopmat.comp may run (matmul_choice.h)
  bool coopmat_attention = false;   // attention_coopmat.comp may run (attention_choice.h)
  bool coopmat_conv = false;        // conv_coopmat.comp may run (conv_choice.h)
  bool timestamps = false;
  bool subgroup_ballot = false;  // compute subgroups of 8..128 invocations with ballot and arithmetic: radix_sort.comp
  float timestamp_period_ns = 1.0f;
  uint32_t denorm_preserve = 0;  // DenormWidth bits (spirv_denorms.h): widths kernels keep denormals in
  bool subgroup_shuffle = false;  // compute shaders may shuffle within a subgroup (row kernels' trees)
};

class Context {
 public:
  // Throws kiln::Error(Unsupported) when the device lacks what the kernels need.
  Context(std::shared_ptr<Instance> instance, VkPhysicalDevice physical);
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  VkDevice device() const { return device_; }
  VkPhysicalDevice physical() const { return physical_; }
  const VkPhysicalDeviceProperties& properties() const { return properties_; }
  const VkPhysicalDeviceMemoryProperties& memory_properties() const { return memory_properties_; }
  const DeviceFeatures& features() const { return features_; }
  uint32_t subgroup_size() const { return subgroup_size_; }
  uint32_t queue_family() const { return queue_family_; }
  VkInstance instance() const;
  VkQueue queue() const { return queue_; }
  // vkGetMemoryHostPointerPropertiesEXT, or null without VK_EXT_external_memory_host.
  PFN_vkGetMemoryHostPointerPropertiesEXT host_pointer_properties() const { return host_pointer_properties_; }

  // Submits one command buffer that waits for every earlier submission (the previous timeline
  // value) and signals the next value, which it returns.
  uint64_t submit(VkCommandBuffer commands);
  // Waits until the timeline reaches `value`.
  void wait(uint64_t value);
  void submit_and_wait(VkCommandBuffer commands) { wait(submit(commands)); }
  // Command and query pools reused from eval to eval (command_pools.h).
  CommandPools& command_pools() { return *command_pools_; }

 private:
  std::shared_ptr<Instance> instance_;
  VkPhysicalDevice physical_;
  VkPhysicalDeviceProperties properties_{};
  VkPhysicalDeviceMemoryProperties memory_properties_{};
  DeviceFeatures features_;
  uint32_t subgroup_size_ = 0;
  uint32_t queue_family_ = 0;
  PFN_vkGetMemoryHostPointerPropertiesEXT host_pointer_properties_ = nullptr;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  VkSemaphore timeline_ = VK_NULL_HANDLE;
  std::unique_ptr<CommandPools> command_pools_;  // destroyed before the device
  uint64_t timeline_value_ = 0;
  // Fault injection for tests: KILN_VULKAN_FAULT_SUBMIT=N makes the Nth submit on this device
  // fail as a lost device would (0: never), so the failure path is testable on any device.
  uint64_t submits_ = 0;
  uint64_t fail_submit_ = 0;
  std::mutex queue_mutex_;  // vkQueueSubmit needs external synchronisation
};

}  // namespace kiln::vulkan
