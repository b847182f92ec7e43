// KILN_PIPELINE_STATS=FILE: every pipeline the device creates appends its driver's statistics to
// FILE, one line a pipeline (its kernel, then name=value for each statistic), through
// VK_KHR_pipeline_executable_properties. The figures a kernel's speed turns on and no timing
// shows: NVIDIA reports registers per thread (which bound how many subgroups a multiprocessor
// holds), Mesa's drivers instruction and spill counts. Off (no flag, no file) unless the
// variable is set; where the device does not offer the extension FILE gets one line saying so.
// Capturing statistics may bypass the driver's pipeline cache: a diagnostic, not a default.
#pragma once

#include <mutex>
#include <string>

#include "backend/vulkan/loader.h"

namespace kiln::vulkan {

class PipelineStats {
 public:
  // Whether KILN_PIPELINE_STATS asks for statistics (read once).
  static bool wanted();

  PipelineStats() = default;
  // After vkCreateDevice: `offered` is whether the extension and its feature were enabled.
  void start(VkInstance instance, const std::string& device_name, bool offered);

  // VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR while statistics are collected, else 0.
  VkPipelineCreateFlags create_flags() const { return collecting() ? VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR : 0; }
  // Appends `pipeline`'s statistics under `label`. Never throws: a diagnostic must not fail an eval.
  void record(VkDevice device, VkPipeline pipeline, const std::string& label);

 private:
  bool collecting() const { return properties_ != nullptr && statistics_ != nullptr; }
  void append(const std::string& line);

  std::string path_;
  PFN_vkGetPipelineExecutablePropertiesKHR properties_ = nullptr;
  PFN_vkGetPipelineExecutableStatisticsKHR statistics_ = nullptr;
  std::mutex mutex_;
};

}  // namespace kiln::vulkan
