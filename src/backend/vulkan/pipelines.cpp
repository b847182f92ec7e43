#include "backend/vulkan/pipelines.h"

#include <cstring>

#include "core/error.h"

namespace kiln::vulkan {

Pipelines::Pipelines(Context& context) : context_(context) {
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, kPushConstantBytes};
  VkPipelineLayoutCreateInfo info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  info.pushConstantRangeCount = 1;
  info.pPushConstantRanges = &range;
  check(vkCreatePipelineLayout(context.device(), &info, nullptr, &layout_), "vkCreatePipelineLayout");
  VkPipelineCacheCreateInfo cache_info{VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO};
  if (vkCreatePipelineCache(context.device(), &cache_info, nullptr, &cache_) != VK_SUCCESS) cache_ = VK_NULL_HANDLE;
}

Pipelines::~Pipelines() {
  VkDevice device = context_.device();
  for (auto& [key, p] : pipelines_) vkDestroyPipeline(device, p, nullptr);
  for (auto& [name, m] : modules_) vkDestroyShaderModule(device, m, nullptr);
  if (cache_) vkDestroyPipelineCache(device, cache_, nullptr);
  vkDestroyPipelineLayout(device, layout_, nullptr);
}

VkShaderModule Pipelines::module(const std::string& name) {
  auto it = modules_.find(name);
  if (it != modules_.end()) return it->second;
  const SpirvKernel* kernel = nullptr;
  for (size_t i = 0; i < kSpirvKernelCount; ++i) {
    if (name == kSpirvKernels[i].name) kernel = &kSpirvKernels[i];
  }
  if (!kernel) fail(Status::Unsupported, "Vulkan: no kernel named " + name + " was built");
  VkShaderModuleCreateInfo info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  info.codeSize = kernel->word_count * sizeof(uint32_t);
  info.pCode = kernel->words;
  VkShaderModule m;
  check(vkCreateShaderModule(context_.device(), &info, nullptr, &m), "vkCreateShaderModule");
  modules_.emplace(name, m);
  return m;
}

VkPipeline Pipelines::get(const std::string& name, const std::vector<uint32_t>& constants) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto key = std::make_pair(name, constants);
  auto it = pipelines_.find(key);
  if (it != pipelines_.end()) return it->second;

  std::vector<VkSpecializationMapEntry> entries(constants.size());
  for (uint32_t i = 0; i < constants.size(); ++i) entries[i] = {i, i * 4u, 4u};
  VkSpecializationInfo spec{};
  spec.mapEntryCount = static_cast<uint32_t>(entries.size());
  spec.pMapEntries = entries.data();
  spec.dataSize = constants.size() * 4;
  spec.pData = constants.data();

  VkComputePipelineCreateInfo info{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  info.stage.module = module(name);
  info.stage.pName = "main";
  info.stage.pSpecializationInfo = constants.empty() ? nullptr : &spec;
  info.layout = layout_;
  VkPipeline pipeline;
  check(vkCreateComputePipelines(context_.device(), cache_, 1, &info, nullptr, &pipeline), "vkCreateComputePipelines");
  pipelines_.emplace(std::move(key), pipeline);
  return pipeline;
}

}  // namespace kiln::vulkan
