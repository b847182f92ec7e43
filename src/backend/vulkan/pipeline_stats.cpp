#include "backend/vulkan/pipeline_stats.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <vector>

namespace kiln::vulkan {

namespace {

const char* stats_path() {
  static const char* path = [] {
    const char* chosen = std::getenv("KILN_PIPELINE_STATS");
    return chosen && *chosen ? chosen : nullptr;
  }();
  return path;
}

std::string value_text(const VkPipelineExecutableStatisticKHR& s) {
  char text[64];
  switch (s.format) {
    case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR:
      return s.value.b32 ? "true" : "false";
    case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR:
      std::snprintf(text, sizeof text, "%" PRId64, s.value.i64);
      return text;
    case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
      std::snprintf(text, sizeof text, "%" PRIu64, s.value.u64);
      return text;
    case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR:
      std::snprintf(text, sizeof text, "%g", s.value.f64);
      return text;
    default:
      return "?";
  }
}

// A kernel's name as a line can hold it: its first line, printable, at most 120 characters.
std::string printable(const std::string& label) {
  std::string out;
  for (char c : label) {
    if (c == '\n' || out.size() == 120) break;
    out += (c >= 32 && c < 127 && c != '\t') ? c : '?';
  }
  return out;
}

}  // namespace

bool PipelineStats::wanted() { return stats_path() != nullptr; }

void PipelineStats::start(VkInstance instance, const std::string& device_name, bool offered) {
  if (!wanted()) return;
  path_ = stats_path();
  if (offered) {
    properties_ = reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
        instance_function(instance, "vkGetPipelineExecutablePropertiesKHR"));
    statistics_ = reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
        instance_function(instance, "vkGetPipelineExecutableStatisticsKHR"));
  }
  append("# " + device_name + (collecting() ? ": pipeline statistics follow" : ": no pipeline statistics (VK_KHR_pipeline_executable_properties not offered)"));
}

void PipelineStats::record(VkDevice device, VkPipeline pipeline, const std::string& label) {
  if (!collecting()) return;
  try {
    VkPipelineInfoKHR info{VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR};
    info.pipeline = pipeline;
    uint32_t count = 0;
    if (properties_(device, &info, &count, nullptr) != VK_SUCCESS) return;
    std::vector<VkPipelineExecutablePropertiesKHR> executables(count, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR});
    if (properties_(device, &info, &count, executables.data()) != VK_SUCCESS) return;
    std::string line = printable(label);
    for (uint32_t e = 0; e < count; ++e) {
      VkPipelineExecutableInfoKHR which{VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR};
      which.pipeline = pipeline;
      which.executableIndex = e;
      uint32_t n = 0;
      if (statistics_(device, &which, &n, nullptr) != VK_SUCCESS) continue;
      std::vector<VkPipelineExecutableStatisticKHR> stats(n, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR});
      if (statistics_(device, &which, &n, stats.data()) != VK_SUCCESS) continue;
      if (count > 1) line += std::string("\t[") + executables[e].name + "]";
      for (uint32_t i = 0; i < n; ++i) line += std::string("\t") + stats[i].name + "=" + value_text(stats[i]);
    }
    append(line);
  } catch (...) {  // out of memory while formatting: the statistics are lost, the pipeline is not
  }
}

void PipelineStats::append(const std::string& line) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::ofstream out(path_, std::ios::app);
  out << line << '\n';
}

}  // namespace kiln::vulkan
