// Compute pipelines built from the embedded SPIR-V kernels, created on first use and kept for the
// life of the device. All kernels share one layout: no descriptor sets (memory is reached through
// device addresses) and 128 bytes of push constants.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "backend/vulkan/context.h"

namespace kiln::vulkan {

// Generated at build time (kernels_embedded.cpp): every SPIR-V variant, by name.
struct SpirvKernel {
  const char* name;
  const uint32_t* words;
  size_t word_count;
};
extern const SpirvKernel kSpirvKernels[];
extern const size_t kSpirvKernelCount;

constexpr uint32_t kPushConstantBytes = 128;

class Pipelines {
 public:
  explicit Pipelines(Context& context);
  ~Pipelines();
  Pipelines(const Pipelines&) = delete;
  Pipelines& operator=(const Pipelines&) = delete;

  // The pipeline of kernel `name` with specialization constants 0..n-1 set to `constants`.
  // Throws Unsupported when no such kernel was built.
  VkPipeline get(const std::string& name, const std::vector<uint32_t>& constants = {});
  // The pipeline of a kernel generated at run time, cached under `key` (which must determine
  // the code completely); `compile` gives its SPIR-V on first use. Pipelines created here also
  // land in the on-disk pipeline cache.
  VkPipeline generated(const std::string& key, const std::function<std::vector<uint32_t>()>& compile);
  VkPipelineLayout layout() const { return layout_; }

  // Writes the pipeline cache to its file when pipelines were created since it was read or last
  // written (pipeline_cache_file.h). Runs for every device at process exit.
  void save();

 private:
  VkShaderModule module(const std::string& name);
  // `label` names the kernel in KILN_PIPELINE_STATS's file.
  VkPipeline create(VkShaderModule module, const std::vector<uint32_t>& constants, const std::string& label);

  Context& context_;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipelineCache cache_ = VK_NULL_HANDLE;
  std::string cache_path_;
  bool unsaved_ = false;
  std::mutex mutex_;
  std::map<std::string, VkShaderModule> modules_;
  std::map<std::pair<std::string, std::vector<uint32_t>>, VkPipeline> pipelines_;
  std::map<std::string, std::pair<VkShaderModule, VkPipeline>> generated_;
};

}  // namespace kiln::vulkan
