// The Vulkan instance (one per process) and, per physical device, the logical device, its compute
// queues, the lanes (a queue and a timeline semaphore) that order submissions, and the features
// Kiln found.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "backend/vulkan/command_pools.h"
#include "backend/vulkan/coopmat_layout.h"
#include "backend/vulkan/loader.h"
#include "backend/vulkan/matmul_choice.h"
#include "backend/vulkan/pipeline_stats.h"
#include "interop/cuda/interop.h"

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
  bool cooperative_matrix = false;  // VK_KHR_cooperative_matrix or VK_NV_cooperative_matrix offered, feature on
  bool coopmat_float16 = false;     // the NV float16 fragment kernels may run (matmul_choice.h)
  MatmulCoopmat matmul_coopmat;     // matmul_coopmat.comp's dtypes and extension (matmul_choice.h)
  CoopmatApi coopmat_attention = CoopmatApi::None;  // attention_coopmat.comp's extension, if any (attention_choice.h)
  FragmentLayout fragment_layout;   // where it runs: its fragments' element places (coopmat_layout.h)
  bool coopmat_conv = false;        // conv_coopmat.comp may run (conv_choice.h)
  std::string coopmat_summary;      // kiln-info's tensor-core line (describe_coopmat)
  bool timestamps = false;
  bool subgroup_ballot = false;  // compute subgroups of 8..128 invocations with ballot and arithmetic: radix_sort.comp
  float timestamp_period_ns = 1.0f;
  uint32_t denorm_preserve = 0;  // DenormWidth bits (spirv_denorms.h): widths kernels keep denormals in
  bool subgroup_shuffle = false;  // compute shaders may shuffle within a subgroup (row kernels' trees)
};

class Context;

// An ordered submission stream: one of the device's queues and a timeline semaphore of its own.
// Each submission waits for the lane's previous one, so a lane's work runs in order; lanes never
// wait for each other (every eval waits for its own work before its results are visible, so no
// ordering across lanes is needed). The device's default lane serves kiln_tensor_eval; each
// kiln_stream has one of its own.
class Lane {
 public:
  ~Lane();
  Lane(const Lane&) = delete;
  Lane& operator=(const Lane&) = delete;

 private:
  friend class Context;
  Lane(Context& context, size_t queue, VkSemaphore timeline) : context_(&context), queue_(queue), timeline_(timeline) {}
  Context* context_;
  size_t queue_;          // index into the context's queues
  VkSemaphore timeline_;
  uint64_t value_ = 0;    // the last value submitted or handed off; under the queue's mutex
  mutable std::atomic<uint64_t> reached_{0};  // the highest value a wait saw the timeline reach
  // The timeline as CUDA sees it (Context::cuda_timeline), imported on first need; under the
  // context's timeline mutex.
  std::unique_ptr<cuda::SharedTimeline> cuda_timeline_;
  std::string cuda_timeline_why_;  // why it could not be imported, once tried
};

// Values of a lane's timeline around a hand-off to another engine (Context::submit_for_hand_off).
struct HandOff {
  uint64_t ready = 0;  // reached once the lane's work so far is done: the other engine waits for it
  uint64_t done = 0;   // the other engine signals it; the lane's next submission waits for it
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
  // The fragment layout probe (coopmat_layout.h) runs after creation, since it needs pipelines:
  // its answer goes to the tensor-core attention, or where it has no answer the kernel stays off,
  // and kiln-info's line says why.
  void set_fragment_layout(const FragmentLayout& layout) { features_.fragment_layout = layout; }
  void disable_coopmat_attention(const std::string& why) {
    features_.coopmat_attention = CoopmatApi::None;
    features_.coopmat_summary += "; attention on the portable kernel (" + why + ")";
  }
  uint32_t subgroup_size() const { return subgroup_size_; }
  uint32_t queue_family() const { return queue_family_; }
  VkInstance instance() const;
  VkQueue queue() const { return queues_.front()->queue; }  // the default lane's
  size_t queue_count() const { return queues_.size(); }
  // vkGetMemoryHostPointerPropertiesEXT, or null without VK_EXT_external_memory_host.
  PFN_vkGetMemoryHostPointerPropertiesEXT host_pointer_properties() const { return host_pointer_properties_; }
  // The CUDA interop layer (interop/cuda/interop.h) when it is active on this device, else null,
  // and cuda_status() says why; with it the device has VK_KHR_external_memory_fd on and
  // get_memory_fd() exports tensor memory.
  const std::shared_ptr<cuda::Interop>& cuda() const { return cuda_; }
  const std::string& cuda_status() const { return cuda_status_; }
  PFN_vkGetMemoryFdKHR get_memory_fd() const { return get_memory_fd_; }

  Lane& default_lane() { return *default_lane_; }
  // A new lane, on a queue the default lane does not use where the device has more than one
  // (round robin over those), else on the one queue.
  std::unique_ptr<Lane> new_lane();
  // Submits one command buffer on `lane`, waiting for the lane's previous submission (its last
  // timeline value) and signalling the next value, which it returns.
  uint64_t submit(Lane& lane, VkCommandBuffer commands);
  // Waits until the lane's timeline reaches `value`.
  void wait(const Lane& lane, uint64_t value);
  // Waits until every submission on queue `index` has completed, not only signalled (a lane's
  // semaphore is destroyed only then: Lane::~Lane).
  void wait_queue_idle(size_t index) noexcept;
  // Whether the lane's timeline has reached `value` (never blocks).
  bool reached(const Lane& lane, uint64_t value) const;
  // The hand-off to another engine on this GPU: submits `commands` (or nothing, when null) as
  // submit() does, and reserves the next value for the other engine to signal once it has waited
  // for the lane's last value. Values of one lane are thus signalled in order, whoever signals them.
  HandOff submit_for_hand_off(Lane& lane, VkCommandBuffer commands);
  // Signals `hand_off.done` from the host once `hand_off.ready` is reached: for another engine that
  // could not queue its signal, so that the lane does not wait forever.
  void signal_from_host(const Lane& lane, const HandOff& hand_off);
  // The lane's timeline as the CUDA interop layer sees it, imported on first need; null, with
  // `why`, without the layer, without an exportable timeline (cuda_timeline_status()), or when
  // CUDA refuses it.
  cuda::SharedTimeline* cuda_timeline(Lane& lane, std::string* why);
  // "shared with CUDA" or why lanes' timelines are not (kiln-info).
  const std::string& cuda_timeline_status() const { return cuda_timeline_status_; }
  // The default lane's queue, locked, for submissions Kiln does not make (VkFFT's plan setup).
  std::unique_lock<std::mutex> lock_queue() { return std::unique_lock<std::mutex>(queues_.front()->mutex); }
  // Command and query pools reused from eval to eval (command_pools.h).
  CommandPools& command_pools() { return *command_pools_; }
  // KILN_PIPELINE_STATS (pipeline_stats.h).
  PipelineStats& pipeline_stats() { return pipeline_stats_; }

 private:
  std::unique_ptr<Lane> new_lane_on(size_t queue);
  uint64_t submit_locked(Lane& lane, VkCommandBuffer commands);  // under the lane's queue mutex
  // Whether timeline semaphores may be exported as opaque fds (VK_KHR_external_semaphore_fd).
  bool timeline_exports_as_fd() const;
  static void note_reached(const Lane& lane, uint64_t value);

  std::shared_ptr<Instance> instance_;
  VkPhysicalDevice physical_;
  VkPhysicalDeviceProperties properties_{};
  VkPhysicalDeviceMemoryProperties memory_properties_{};
  DeviceFeatures features_;
  uint32_t subgroup_size_ = 0;
  uint32_t queue_family_ = 0;
  PFN_vkGetMemoryHostPointerPropertiesEXT host_pointer_properties_ = nullptr;
  std::shared_ptr<cuda::Interop> cuda_;
  std::string cuda_status_;
  PFN_vkGetMemoryFdKHR get_memory_fd_ = nullptr;
  PFN_vkGetSemaphoreFdKHR get_semaphore_fd_ = nullptr;  // set when lanes' timelines are exportable
  std::string cuda_timeline_status_;
  std::mutex timeline_mutex_;  // lanes' cuda_timeline_
  PipelineStats pipeline_stats_;
  VkDevice device_ = VK_NULL_HANDLE;
  struct Queue {
    VkQueue queue = VK_NULL_HANDLE;
    std::mutex mutex;  // vkQueueSubmit needs external synchronisation; also guards its lanes' values
  };
  std::vector<std::unique_ptr<Queue>> queues_;
  std::unique_ptr<Lane> default_lane_;           // on queues_[0]
  std::atomic<size_t> lanes_made_{0};            // round robin of new_lane()
  std::unique_ptr<CommandPools> command_pools_;  // destroyed before the device
  // Fault injection for tests: KILN_VULKAN_FAULT_SUBMIT=N makes the Nth submit on this device
  // fail as a lost device would (0: never), so the failure path is testable on any device.
  std::atomic<uint64_t> submits_{0};
  uint64_t fail_submit_ = 0;
};

}  // namespace kiln::vulkan
