#include "backend/vulkan/pipelines.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "backend/vulkan/pipeline_cache_file.h"
#include "backend/vulkan/spirv_coopmat.h"
#include "backend/vulkan/spirv_denorms.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

// Devices live until the process ends (the registry is never destroyed), so their caches are
// written by an exit handler.
std::mutex g_exit_mutex;
std::vector<Pipelines*>* g_exit_list = nullptr;

void save_all_at_exit() {
  std::lock_guard<std::mutex> lock(g_exit_mutex);
  if (g_exit_list) {
    for (Pipelines* p : *g_exit_list) p->save();
  }
}

void save_at_exit(Pipelines* pipelines) {
  std::lock_guard<std::mutex> lock(g_exit_mutex);
  if (!g_exit_list) {
    g_exit_list = new std::vector<Pipelines*>();  // never freed: the exit handler reads it last
    std::atexit(save_all_at_exit);
  }
  g_exit_list->push_back(pipelines);
}

void forget_at_exit(Pipelines* pipelines) {
  std::lock_guard<std::mutex> lock(g_exit_mutex);
  if (g_exit_list) g_exit_list->erase(std::remove(g_exit_list->begin(), g_exit_list->end(), pipelines), g_exit_list->end());
}

}  // namespace

void Pipelines::save() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!cache_ || !unsaved_ || cache_path_.empty()) return;
  size_t size = 0;
  if (vkGetPipelineCacheData(context_.device(), cache_, &size, nullptr) != VK_SUCCESS || size == 0) return;
  std::vector<char> data(size);
  if (vkGetPipelineCacheData(context_.device(), cache_, &size, data.data()) != VK_SUCCESS) return;
  data.resize(size);
  write_pipeline_cache(cache_path_, data);
  unsaved_ = false;
}

Pipelines::Pipelines(Context& context) : context_(context) {
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, kPushConstantBytes};
  VkPipelineLayoutCreateInfo info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  info.pushConstantRangeCount = 1;
  info.pPushConstantRanges = &range;
  check(vkCreatePipelineLayout(context.device(), &info, nullptr, &layout_), "vkCreatePipelineLayout");
  cache_path_ = pipeline_cache_path(context.properties());
  std::vector<char> saved = read_pipeline_cache(cache_path_);
  VkPipelineCacheCreateInfo cache_info{VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO};
  cache_info.initialDataSize = saved.size();
  cache_info.pInitialData = saved.empty() ? nullptr : saved.data();
  if (vkCreatePipelineCache(context.device(), &cache_info, nullptr, &cache_) != VK_SUCCESS) {
    cache_info.initialDataSize = 0;  // data the driver will not take: start empty
    cache_info.pInitialData = nullptr;
    if (vkCreatePipelineCache(context.device(), &cache_info, nullptr, &cache_) != VK_SUCCESS) cache_ = VK_NULL_HANDLE;
  }
  save_at_exit(this);
}

Pipelines::~Pipelines() {
  forget_at_exit(this);
  VkDevice device = context_.device();
  for (auto& [key, p] : pipelines_) vkDestroyPipeline(device, p, nullptr);
  for (auto& [name, m] : modules_) vkDestroyShaderModule(device, m, nullptr);
  for (auto& [key, g] : generated_) {
    vkDestroyPipeline(device, g.second, nullptr);
    vkDestroyShaderModule(device, g.first, nullptr);
  }
  if (cache_) vkDestroyPipelineCache(device, cache_, nullptr);
  vkDestroyPipelineLayout(device, layout_, nullptr);
}

VkShaderModule Pipelines::module(const std::string& name) {
  auto it = modules_.find(name);
  if (it != modules_.end()) return it->second;
  // "khr:" and "khr-bf16:" in front of a built kernel's name: its words rewritten for
  // VK_KHR_cooperative_matrix, with bfloat16 A and B fragments for the latter (spirv_coopmat.h).
  std::string built = name;
  int khr = 0;  // 0: as built, 1: KHR, 2: KHR with bfloat16 inputs
  for (const char* prefix : {"khr:", "khr-bf16:"}) {
    if (name.rfind(prefix, 0) == 0) {
      khr = std::string(prefix) == "khr:" ? 1 : 2;
      built = name.substr(std::strlen(prefix));
    }
  }
  const SpirvKernel* kernel = nullptr;
  for (size_t i = 0; i < kSpirvKernelCount; ++i) {
    if (built == kSpirvKernels[i].name) kernel = &kSpirvKernels[i];
  }
  if (!kernel) fail(Status::Unsupported, "Vulkan: no kernel named " + built + " was built");
  const uint32_t* source = kernel->words;
  size_t source_count = kernel->word_count;
  CoopmatRewrite rewritten;
  if (khr) {
    rewritten = coopmat_nv_to_khr(source, source_count, khr == 2);
    if (rewritten.words.empty()) fail(Status::Internal, "Vulkan: kernel " + built + ": " + rewritten.error);
    source = rewritten.words.data();
    source_count = rewritten.words.size();
  }
  std::vector<uint32_t> words = with_denorms_preserved(source, source_count, context_.features().denorm_preserve);
  VkShaderModuleCreateInfo info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  info.codeSize = words.size() * sizeof(uint32_t);
  info.pCode = words.data();
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
  std::string label = name;
  for (uint32_t c : constants) label += " " + std::to_string(c);
  VkPipeline pipeline = create(module(name), constants, label);
  pipelines_.emplace(std::move(key), pipeline);
  return pipeline;
}

VkPipeline Pipelines::generated(const std::string& key, const std::function<std::vector<uint32_t>()>& compile) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = generated_.find(key);
  if (it != generated_.end()) return it->second.second;
  std::vector<uint32_t> compiled = compile();
  std::vector<uint32_t> words = with_denorms_preserved(compiled.data(), compiled.size(), context_.features().denorm_preserve);
  VkShaderModuleCreateInfo info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  info.codeSize = words.size() * sizeof(uint32_t);
  info.pCode = words.data();
  VkShaderModule m;
  check(vkCreateShaderModule(context_.device(), &info, nullptr, &m), "vkCreateShaderModule");
  VkPipeline pipeline;
  try {
    pipeline = create(m, {}, key);
  } catch (...) {
    vkDestroyShaderModule(context_.device(), m, nullptr);
    throw;
  }
  generated_.emplace(key, std::make_pair(m, pipeline));
  return pipeline;
}

VkPipeline Pipelines::create(VkShaderModule module, const std::vector<uint32_t>& constants, const std::string& label) {
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
  info.stage.module = module;
  info.stage.pName = "main";
  info.stage.pSpecializationInfo = constants.empty() ? nullptr : &spec;
  info.layout = layout_;
  info.flags = context_.pipeline_stats().create_flags();
  VkPipeline pipeline;
  check(vkCreateComputePipelines(context_.device(), cache_, 1, &info, nullptr, &pipeline), "vkCreateComputePipelines");
  unsaved_ = true;
  context_.pipeline_stats().record(context_.device(), pipeline, label);
  return pipeline;
}

}  // namespace kiln::vulkan
