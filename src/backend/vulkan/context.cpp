#include "backend/vulkan/context.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "backend/vulkan/attention_choice.h"
#include "backend/vulkan/conv_choice.h"
#include "backend/vulkan/coopmat_query.h"
#include "backend/vulkan/gpu_timer.h"
#include "backend/vulkan/matmul_choice.h"
#include "backend/vulkan/spirv_denorms.h"
#include "backend/vulkan/vulkan_backend.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

// The validation layer reports an error from inside the Vulkan call that caused it, on the
// caller's thread. Counting per thread attributes it to that thread's Kiln call, also while other
// threads' evals run (a process-wide count failed whichever call looked next).
thread_local uint64_t t_validation_errors = 0;
thread_local std::string t_last_validation_message;

VKAPI_ATTR VkBool32 VKAPI_CALL on_validation_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                     VkDebugUtilsMessageTypeFlagsEXT,
                                                     const VkDebugUtilsMessengerCallbackDataEXT* data, void*) {
  if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) {
    t_validation_errors++;
    t_last_validation_message = data && data->pMessage ? data->pMessage : "";
  }
  return VK_FALSE;
}

bool has_layer(const char* name) {
  uint32_t count = 0;
  if (vkEnumerateInstanceLayerProperties(&count, nullptr) != VK_SUCCESS) return false;
  std::vector<VkLayerProperties> layers(count);
  vkEnumerateInstanceLayerProperties(&count, layers.data());
  for (auto& l : layers) {
    if (std::strcmp(l.layerName, name) == 0) return true;
  }
  return false;
}

bool has_instance_extension(const char* name) {
  uint32_t count = 0;
  if (vkEnumerateInstanceExtensionProperties(nullptr, &count, nullptr) != VK_SUCCESS) return false;
  std::vector<VkExtensionProperties> exts(count);
  vkEnumerateInstanceExtensionProperties(nullptr, &count, exts.data());
  for (auto& e : exts) {
    if (std::strcmp(e.extensionName, name) == 0) return true;
  }
  return false;
}

}  // namespace

uint64_t validation_error_count() { return t_validation_errors; }

std::string last_validation_message() { return t_last_validation_message; }

void check_validation(uint64_t errors_before) {
  if (validation_error_count() == errors_before) return;
  fail(Status::Internal, "Vulkan validation error: " + last_validation_message());
}

void check(VkResult result, const char* what) {
  if (result == VK_SUCCESS) return;
  std::string message = std::string("Vulkan: ") + what + " failed (VkResult " + std::to_string(result) + ")";
  if (result == VK_ERROR_OUT_OF_HOST_MEMORY || result == VK_ERROR_OUT_OF_DEVICE_MEMORY ||
      result == VK_ERROR_OUT_OF_POOL_MEMORY) {
    fail(Status::OutOfMemory, message + ": out of memory");
  }
  if (result == VK_ERROR_DEVICE_LOST) fail(Status::DeviceError, message + ": device lost");
  fail(Status::DeviceError, message);
}

std::shared_ptr<Instance> Instance::create() {
  if (!load_global_functions()) return nullptr;
  uint32_t version = VK_API_VERSION_1_0;
  if (!vkEnumerateInstanceVersion || vkEnumerateInstanceVersion(&version) != VK_SUCCESS) return nullptr;
  if (version < VK_API_VERSION_1_2) return nullptr;

  const char* env = std::getenv("KILN_VULKAN_VALIDATION");
  bool validation = env && std::strcmp(env, "1") == 0;
  std::vector<const char*> layers, extensions;
  if (validation && has_layer("VK_LAYER_KHRONOS_validation")) layers.push_back("VK_LAYER_KHRONOS_validation");
  bool debug_utils = validation && has_instance_extension(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
  if (debug_utils) extensions.push_back(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);

  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "kiln";
  app.pEngineName = "kiln";
  app.apiVersion = VK_API_VERSION_1_2;
  VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  info.pApplicationInfo = &app;
  info.enabledLayerCount = static_cast<uint32_t>(layers.size());
  info.ppEnabledLayerNames = layers.data();
  info.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();

  std::shared_ptr<Instance> instance(new Instance());
  if (vkCreateInstance(&info, nullptr, &instance->instance_) != VK_SUCCESS) return nullptr;
  if (!load_instance_functions(instance->instance_)) {
    auto destroy = reinterpret_cast<PFN_vkDestroyInstance>(instance_function(instance->instance_, "vkDestroyInstance"));
    if (destroy) destroy(instance->instance_, nullptr);
    instance->instance_ = VK_NULL_HANDLE;
    return nullptr;
  }
  if (debug_utils) {
    auto create = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
        instance_function(instance->instance_, "vkCreateDebugUtilsMessengerEXT"));
    VkDebugUtilsMessengerCreateInfoEXT m{VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    m.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    m.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                    VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    m.pfnUserCallback = on_validation_message;
    if (create) create(instance->instance_, &m, nullptr, &instance->messenger_);
  }
  return instance;
}

Instance::~Instance() {
  if (messenger_) {
    auto destroy = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
        instance_function(instance_, "vkDestroyDebugUtilsMessengerEXT"));
    if (destroy) destroy(instance_, messenger_, nullptr);
  }
  if (instance_) vkDestroyInstance(instance_, nullptr);
}

std::vector<VkPhysicalDevice> Instance::physical_devices() const {
  uint32_t count = 0;
  if (vkEnumeratePhysicalDevices(instance_, &count, nullptr) != VK_SUCCESS) return {};
  std::vector<VkPhysicalDevice> devices(count);
  if (vkEnumeratePhysicalDevices(instance_, &count, devices.data()) < 0) return {};
  devices.resize(count);
  return devices;
}

Context::Context(std::shared_ptr<Instance> instance, VkPhysicalDevice physical)
    : instance_(std::move(instance)), physical_(physical) {
  gpu_timer::enable_from_environment();
  vkGetPhysicalDeviceProperties(physical_, &properties_);
  vkGetPhysicalDeviceMemoryProperties(physical_, &memory_properties_);
  std::string name = properties_.deviceName;
  if (properties_.apiVersion < VK_API_VERSION_1_2) fail(Status::Unsupported, name + ": Vulkan 1.2 is required");

  VkPhysicalDeviceVulkan12Properties props12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES};
  VkPhysicalDeviceVulkan11Properties props11{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES};
  props11.pNext = &props12;
  VkPhysicalDeviceProperties2 props2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  props2.pNext = &props11;
  vkGetPhysicalDeviceProperties2(physical_, &props2);
  subgroup_size_ = props11.subgroupSize;
  features_.denorm_preserve = (props12.shaderDenormPreserveFloat16 ? kDenorm16 : 0u) |
                              (props12.shaderDenormPreserveFloat32 ? kDenorm32 : 0u) |
                              (props12.shaderDenormPreserveFloat64 ? kDenorm64 : 0u);

  VkPhysicalDeviceVulkan12Features f12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  VkPhysicalDeviceVulkan11Features f11{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  f11.pNext = &f12;
  VkPhysicalDeviceFeatures2 f2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  f2.pNext = &f11;
  vkGetPhysicalDeviceFeatures2(physical_, &f2);
  // Every kernel addresses memory through buffer device addresses with 64-bit index math, and
  // bool/int8/16-bit dtypes are stored in 8/16-bit buffers.
  if (!f12.bufferDeviceAddress || !f12.timelineSemaphore || !f2.features.shaderInt64 ||
      !f12.storageBuffer8BitAccess || !f11.storageBuffer16BitAccess) {
    fail(Status::Unsupported, name + ": needs bufferDeviceAddress, timelineSemaphore, shaderInt64 and 8/16-bit storage");
  }
  // KILN_VULKAN_FLOAT64=0 makes Kiln treat the device as one without shaderFloat64 (as many
  // integrated and mobile GPUs are), so that path is testable on any device.
  const char* float64_switch = std::getenv("KILN_VULKAN_FLOAT64");
  features_.float64 = f2.features.shaderFloat64 && !(float64_switch && std::string(float64_switch) == "0");
  if (const char* fault = std::getenv("KILN_VULKAN_FAULT_SUBMIT")) fail_submit_ = std::strtoull(fault, nullptr, 10);
  features_.int64_atomics = f12.shaderBufferInt64Atomics;
  CoopmatFacts coopmat = query_coopmat_facts(instance_->handle(), physical_, properties_, f12);
  features_.cooperative_matrix = coopmat.nv_cooperative_matrix || coopmat.khr_cooperative_matrix;
  coopmat.subgroup_size = subgroup_size_;
  features_.coopmat_float16 = coopmat_float16_usable(coopmat);
  features_.matmul_coopmat = matmul_coopmat_support(coopmat);
  features_.coopmat_summary = describe_coopmat(coopmat, features_.matmul_coopmat);
  const bool shuffle = (props11.subgroupSupportedStages & VK_SHADER_STAGE_COMPUTE_BIT) &&
                       (props11.subgroupSupportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT);
  features_.coopmat_attention = attention_coopmat_api(coopmat, shuffle);  // implies coopmat_float16
  features_.coopmat_conv = coopmat_conv_usable(coopmat);  // implies coopmat_float16
  features_.subgroup_ballot = (props11.subgroupSupportedStages & VK_SHADER_STAGE_COMPUTE_BIT) &&
                              (props11.subgroupSupportedOperations & VK_SUBGROUP_FEATURE_BALLOT_BIT) &&
                              (props11.subgroupSupportedOperations & VK_SUBGROUP_FEATURE_ARITHMETIC_BIT) &&
                              subgroup_size_ >= 8 && subgroup_size_ <= 128;
  // KILN_ROW_SHUFFLE=off: row kernels combine through shared memory only and the scan look-back
  // walks tile by tile (tests both paths).
  features_.subgroup_shuffle = (props11.subgroupSupportedStages & VK_SHADER_STAGE_COMPUTE_BIT) &&
                               (props11.subgroupSupportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT) &&
                               !(std::getenv("KILN_ROW_SHUFFLE") && std::string(std::getenv("KILN_ROW_SHUFFLE")) == "off");
  std::vector<const char*> device_extensions;
  VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomic_float{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT};
  if (has_device_extension(physical_, VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME)) {
    VkPhysicalDeviceFeatures2 query{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
    query.pNext = &atomic_float;
    vkGetPhysicalDeviceFeatures2(physical_, &query);
    features_.float32_atomic_add = atomic_float.shaderBufferFloat32AtomicAdd;
    if (features_.float32_atomic_add) device_extensions.push_back(VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME);
  }
  if (has_device_extension(physical_, VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME)) {
    VkPhysicalDeviceExternalMemoryHostPropertiesEXT host{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT};
    VkPhysicalDeviceProperties2 p2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
    p2.pNext = &host;
    vkGetPhysicalDeviceProperties2(physical_, &p2);
    features_.host_pointer_alignment = host.minImportedHostPointerAlignment;
    features_.host_pointer_import = host.minImportedHostPointerAlignment > 0;
    if (features_.host_pointer_import) device_extensions.push_back(VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME);
  }
  // The CUDA interop layer: only where CUDA sees this very device (same UUID); the extension is
  // enabled only then, so every other device is created exactly as before.
  cuda::VulkanDeviceFacts cuda_facts;
  cuda_facts.vendor_id = properties_.vendorID;
  std::memcpy(cuda_facts.uuid, props11.deviceUUID, sizeof cuda_facts.uuid);
  cuda_facts.external_memory_fd = has_device_extension(physical_, VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME);
  cuda_ = cuda::Interop::open(cuda_facts, &cuda_status_);
  if (cuda_) device_extensions.push_back(VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME);
  // ... and, to order the Vulkan queue and CUDA's stream on the GPU, exportable timelines.
  const bool export_timelines = cuda_ && has_device_extension(physical_, VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME) &&
                                timeline_exports_as_fd();
  if (export_timelines) device_extensions.push_back(VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME);
  cuda_timeline_status_ = !cuda_ ? "" : export_timelines ? "shared with CUDA"
                                                         : "not shared with CUDA: no exportable timeline semaphore (VK_KHR_external_semaphore_fd)";

  uint32_t family_count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical_, &family_count, nullptr);
  std::vector<VkQueueFamilyProperties> families(family_count);
  vkGetPhysicalDeviceQueueFamilyProperties(physical_, &family_count, families.data());
  // Prefer a compute queue without graphics (less contention with a display), else any.
  int chosen = -1;
  for (uint32_t i = 0; i < family_count; ++i) {
    bool compute = families[i].queueFlags & VK_QUEUE_COMPUTE_BIT;
    bool graphics = families[i].queueFlags & VK_QUEUE_GRAPHICS_BIT;
    if (compute && (chosen < 0 || (!graphics && (families[chosen].queueFlags & VK_QUEUE_GRAPHICS_BIT)))) {
      chosen = static_cast<int>(i);
    }
  }
  if (chosen < 0) fail(Status::Unsupported, name + ": no compute queue");
  queue_family_ = static_cast<uint32_t>(chosen);
  features_.timestamps = families[chosen].timestampValidBits > 0 && properties_.limits.timestampPeriod > 0;
  features_.timestamp_period_ns = properties_.limits.timestampPeriod;

  VkPhysicalDeviceVulkan12Features e12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  e12.bufferDeviceAddress = VK_TRUE;
  e12.timelineSemaphore = VK_TRUE;
  e12.storageBuffer8BitAccess = VK_TRUE;
  e12.shaderBufferInt64Atomics = features_.int64_atomics ? VK_TRUE : VK_FALSE;
  VkPhysicalDeviceVulkan11Features e11{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  e11.storageBuffer16BitAccess = VK_TRUE;
  e11.pNext = &e12;
  VkPhysicalDeviceFeatures2 e2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  e2.features.shaderInt64 = VK_TRUE;
  e2.features.shaderFloat64 = features_.float64 ? VK_TRUE : VK_FALSE;
  e2.pNext = &e11;
  VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomic_float_on{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT};
  if (features_.float32_atomic_add) {
    atomic_float_on.shaderBufferFloat32Atomics = VK_TRUE;
    atomic_float_on.shaderBufferFloat32AtomicAdd = VK_TRUE;
    atomic_float_on.pNext = e2.pNext;
    e2.pNext = &atomic_float_on;
  }
  CoopmatEnables coopmat_enables(features_.coopmat_float16, features_.matmul_coopmat);
  if (coopmat_enables.add_to(device_extensions, &e12.pNext)) {
    e12.shaderFloat16 = VK_TRUE;
    e12.vulkanMemoryModel = VK_TRUE;
    if (features_.matmul_coopmat.int8) e12.shaderInt8 = VK_TRUE;
  }

  // KILN_PIPELINE_STATS: the statistics need the extension and its feature on.
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR executable_info{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
  bool stats_offered = false;
  if (PipelineStats::wanted() && has_device_extension(physical_, VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME)) {
    VkPhysicalDeviceFeatures2 query{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
    query.pNext = &executable_info;
    vkGetPhysicalDeviceFeatures2(physical_, &query);
    stats_offered = executable_info.pipelineExecutableInfo;
    if (stats_offered) {
      device_extensions.push_back(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
      executable_info.pNext = e2.pNext;
      e2.pNext = &executable_info;
    }
  }

  // Up to four queues of the family: the default lane's and three for streams (kiln_stream).
  const uint32_t queue_count = std::min<uint32_t>(std::max<uint32_t>(families[chosen].queueCount, 1), 4);
  const std::vector<float> priorities(queue_count, 1.0f);
  VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  queue_info.queueFamilyIndex = queue_family_;
  queue_info.queueCount = queue_count;
  queue_info.pQueuePriorities = priorities.data();
  VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  device_info.pNext = &e2;
  device_info.queueCreateInfoCount = 1;
  device_info.pQueueCreateInfos = &queue_info;
  device_info.enabledExtensionCount = static_cast<uint32_t>(device_extensions.size());
  device_info.ppEnabledExtensionNames = device_extensions.data();
  check(vkCreateDevice(physical_, &device_info, nullptr, &device_), "vkCreateDevice");
  pipeline_stats_.start(instance_->handle(), name, stats_offered);
  if (features_.host_pointer_import) {
    host_pointer_properties_ = reinterpret_cast<PFN_vkGetMemoryHostPointerPropertiesEXT>(
        instance_function(instance_->handle(), "vkGetMemoryHostPointerPropertiesEXT"));
    features_.host_pointer_import = host_pointer_properties_ != nullptr;
  }
  if (cuda_) {
    get_memory_fd_ = reinterpret_cast<PFN_vkGetMemoryFdKHR>(instance_function(instance_->handle(), "vkGetMemoryFdKHR"));
    if (!get_memory_fd_) {
      cuda_.reset();
      cuda_status_ = "the Vulkan loader gives no vkGetMemoryFdKHR";
    }
  }
  if (cuda_ && export_timelines) {
    get_semaphore_fd_ = reinterpret_cast<PFN_vkGetSemaphoreFdKHR>(instance_function(instance_->handle(), "vkGetSemaphoreFdKHR"));
    if (!get_semaphore_fd_) cuda_timeline_status_ = "not shared with CUDA: the Vulkan loader gives no vkGetSemaphoreFdKHR";
  }
  for (uint32_t i = 0; i < queue_count; ++i) {
    queues_.push_back(std::make_unique<Queue>());
    vkGetDeviceQueue(device_, queue_family_, i, &queues_.back()->queue);
  }
  command_pools_ = std::make_unique<CommandPools>(device_, queue_family_);
  try {
    default_lane_ = new_lane_on(0);
  } catch (...) {
    command_pools_.reset();
    vkDestroyDevice(device_, nullptr);
    throw;
  }
}

std::unique_ptr<Lane> Context::new_lane_on(size_t queue) {
  VkSemaphoreTypeCreateInfo type_info{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
  type_info.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
  type_info.initialValue = 0;
  VkExportSemaphoreCreateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO};
  export_info.handleTypes = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
  if (get_semaphore_fd_) type_info.pNext = &export_info;  // CUDA may wait for and signal it
  VkSemaphoreCreateInfo sem_info{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
  sem_info.pNext = &type_info;
  VkSemaphore timeline = VK_NULL_HANDLE;
  check(vkCreateSemaphore(device_, &sem_info, nullptr, &timeline), "vkCreateSemaphore");
  return std::unique_ptr<Lane>(new Lane(*this, queue, timeline));
}

std::unique_ptr<Lane> Context::new_lane() {
  const size_t n = queues_.size();
  return new_lane_on(n == 1 ? 0 : 1 + lanes_made_++ % (n - 1));
}

bool Context::timeline_exports_as_fd() const {
  VkSemaphoreTypeCreateInfo type_info{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
  type_info.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
  VkPhysicalDeviceExternalSemaphoreInfo info{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO};
  info.pNext = &type_info;
  info.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkExternalSemaphoreProperties properties{VK_STRUCTURE_TYPE_EXTERNAL_SEMAPHORE_PROPERTIES};
  vkGetPhysicalDeviceExternalSemaphoreProperties(physical_, &info, &properties);
  return (properties.externalSemaphoreFeatures & VK_EXTERNAL_SEMAPHORE_FEATURE_EXPORTABLE_BIT) != 0;
}

cuda::SharedTimeline* Context::cuda_timeline(Lane& lane, std::string* why) {
  if (!cuda_ || !get_semaphore_fd_) {
    *why = cuda_ ? cuda_timeline_status_ : "the CUDA interop layer is not active: " + cuda_status_;
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(timeline_mutex_);
  if (!lane.cuda_timeline_ && lane.cuda_timeline_why_.empty()) {
    VkSemaphoreGetFdInfoKHR info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR};
    info.semaphore = lane.timeline_;
    info.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
    int fd = -1;
    const VkResult r = get_semaphore_fd_(device_, &info, &fd);
    if (r != VK_SUCCESS) {
      lane.cuda_timeline_why_ = "vkGetSemaphoreFdKHR failed (" + std::to_string(r) + ")";
    } else {
      lane.cuda_timeline_ = cuda_->import_timeline(fd, &lane.cuda_timeline_why_);
    }
  }
  if (!lane.cuda_timeline_) *why = lane.cuda_timeline_why_;
  return lane.cuda_timeline_.get();
}

Lane::~Lane() {
  // A timeline value reached is not yet a batch completed: lavapipe's queue thread tidies a
  // submission (its timeline points) after signalling it, so a stream released right after its
  // eval returned could have its semaphore freed under that thread. vkDestroySemaphore asks
  // for every batch referring to it to have completed; an idle queue has none.
  context_->wait_queue_idle(queue_);
  cuda_timeline_.reset();  // CUDA lets go of the semaphore before Vulkan destroys it
  vkDestroySemaphore(context_->device(), timeline_, nullptr);
}

void Context::wait_queue_idle(size_t index) noexcept {
  Queue& queue = *queues_[index];
  std::lock_guard<std::mutex> lock(queue.mutex);
  (void)vkQueueWaitIdle(queue.queue);  // a lost device has nothing left running either
}

Context::~Context() {
  if (device_) {
    vkDeviceWaitIdle(device_);
    command_pools_.reset();
    default_lane_.reset();
    vkDestroyDevice(device_, nullptr);
  }
}

uint64_t Context::submit(Lane& lane, VkCommandBuffer commands) {
  std::lock_guard<std::mutex> lock(queues_[lane.queue_]->mutex);
  return submit_locked(lane, commands);
}

HandOff Context::submit_for_hand_off(Lane& lane, VkCommandBuffer commands) {
  std::lock_guard<std::mutex> lock(queues_[lane.queue_]->mutex);
  HandOff h;
  h.ready = commands ? submit_locked(lane, commands) : lane.value_;
  h.done = ++lane.value_;  // nothing of Vulkan's signals it: a later submission waits for it
  return h;
}

void Context::signal_from_host(const Lane& lane, const HandOff& hand_off) {
  wait(lane, hand_off.ready);  // a signal must not overtake the values before it
  VkSemaphoreSignalInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO};
  info.semaphore = lane.timeline_;
  info.value = hand_off.done;
  check(vkSignalSemaphore(device_, &info), "vkSignalSemaphore");
}

uint64_t Context::submit_locked(Lane& lane, VkCommandBuffer commands) {
  Queue& queue = *queues_[lane.queue_];
  // Submissions on one queue may overlap; waiting for the lane's previous value orders the lane.
  // Evals wait for their own work, so the previous value is usually reached already: the
  // submission then waits for nothing (a semaphore wait costs the driver time even when met).
  const uint64_t previous = lane.value_;
  const uint64_t value = ++lane.value_;
  const bool wait_previous = lane.reached_.load() < previous;
  VkTimelineSemaphoreSubmitInfo timeline_info{VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
  timeline_info.waitSemaphoreValueCount = wait_previous ? 1 : 0;
  timeline_info.pWaitSemaphoreValues = &previous;
  timeline_info.signalSemaphoreValueCount = 1;
  timeline_info.pSignalSemaphoreValues = &value;
  const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.pNext = &timeline_info;
  submit.waitSemaphoreCount = wait_previous ? 1 : 0;
  submit.pWaitSemaphores = &lane.timeline_;
  submit.pWaitDstStageMask = &stage;
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &commands;
  submit.signalSemaphoreCount = 1;
  submit.pSignalSemaphores = &lane.timeline_;
  VkResult r = ++submits_ == fail_submit_ ? VK_ERROR_DEVICE_LOST : vkQueueSubmit(queue.queue, 1, &submit, VK_NULL_HANDLE);
  if (r != VK_SUCCESS) {
    --lane.value_;  // nothing will signal it
    check(r, "vkQueueSubmit");
  }
  return value;
}

void Context::wait(const Lane& lane, uint64_t value) {
  // On a GPU, poll before sleeping: a blocking wait wakes late, as much as a small eval's whole
  // device time. Spin for 2 ms, then poll yielding the core (as CUDA's default schedule does) up
  // to 100 ms, where a late wake-up no longer matters. On an H200, evals of 2-4 ms ended 220-250
  // us after their GPU work when the wait blocked past 2 ms, 25-106 us polling (docs/benchmarks.md,
  // sessions 22-23). (Not on a CPU device: lavapipe needs the cores that polling would take.)
  if (properties_.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU) {
    const auto start = std::chrono::steady_clock::now();
    const auto spin_until = start + std::chrono::milliseconds(2), poll_until = start + std::chrono::milliseconds(100);
    uint64_t reached = 0;
    for (auto now = start; now < poll_until; now = std::chrono::steady_clock::now()) {
      check(vkGetSemaphoreCounterValue(device_, lane.timeline_, &reached), "vkGetSemaphoreCounterValue");
      if (reached >= value) return note_reached(lane, value);
      if (now >= spin_until) std::this_thread::yield();
    }
  }
  VkSemaphoreWaitInfo wait{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
  wait.semaphoreCount = 1;
  wait.pSemaphores = &lane.timeline_;
  wait.pValues = &value;
  check(vkWaitSemaphores(device_, &wait, UINT64_MAX), "vkWaitSemaphores");
  note_reached(lane, value);
}

bool Context::reached(const Lane& lane, uint64_t value) const {
  if (lane.reached_.load() >= value) return true;
  uint64_t now = 0;
  if (vkGetSemaphoreCounterValue(device_, lane.timeline_, &now) != VK_SUCCESS) return false;  // finish() reports it
  note_reached(lane, now);
  return now >= value;
}

void Context::note_reached(const Lane& lane, uint64_t value) {
  uint64_t seen = lane.reached_.load();
  while (seen < value && !lane.reached_.compare_exchange_weak(seen, value)) {
  }
}

VkInstance Context::instance() const { return instance_->handle(); }

}  // namespace kiln::vulkan
