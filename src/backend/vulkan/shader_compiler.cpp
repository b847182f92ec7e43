#include "backend/vulkan/shader_compiler.h"

#ifdef KILN_HAVE_SHADERC
#include <shaderc/shaderc.h>
#endif

#include <cstring>

#include "backend/vulkan/spirv_cache.h"
#include "core/error.h"

namespace kiln::vulkan {

ShaderCompiler& ShaderCompiler::instance() {
  static ShaderCompiler* compiler = new ShaderCompiler();  // never freed: used until exit
  return *compiler;
}

#ifdef KILN_HAVE_SHADERC

ShaderCompiler::ShaderCompiler() {
  shaderc_compile_options_t options = shaderc_compile_options_initialize();
  shaderc_compiler_t compiler = shaderc_compiler_initialize();
  if (!options || !compiler) return;
  shaderc_compile_options_set_target_env(options, shaderc_target_env_vulkan, shaderc_env_version_vulkan_1_2);
  shaderc_compile_options_set_optimization_level(options, shaderc_optimization_level_performance);
  options_ = options;
  compiler_ = compiler;
  // What, beside the source, decides the words: the compiler and the options above. (A newer
  // compiler of the same SPIR-V version would read its predecessor's words: valid for the same
  // source, so left to be.)
  unsigned spirv_version = 0, revision = 0;
  shaderc_get_spv_version(&spirv_version, &revision);
  identity_ = "shaderc, SPIR-V " + std::to_string(spirv_version) + "." + std::to_string(revision) +
              "; compute, Vulkan 1.2, performance\n";
}

std::vector<uint32_t> ShaderCompiler::compile(const std::string& source, const std::string& name) const {
  if (!compiler_) fail(Status::Unsupported, "Vulkan: no shader compiler");
  const std::string key = identity_ + name + "\n" + source;
  if (std::optional<std::vector<uint32_t>> cached = load_cached_spirv(key)) return std::move(*cached);
  shaderc_compilation_result_t result =
      shaderc_compile_into_spv(static_cast<shaderc_compiler_t>(compiler_), source.data(), source.size(),
                               shaderc_compute_shader, name.c_str(), "main", static_cast<shaderc_compile_options_t>(options_));
  if (!result) fail(Status::OutOfMemory, "Vulkan: shaderc could not start a compilation");
  std::vector<uint32_t> words;
  std::string error;
  if (shaderc_result_get_compilation_status(result) == shaderc_compilation_status_success) {
    words.resize(shaderc_result_get_length(result) / 4);
    std::memcpy(words.data(), shaderc_result_get_bytes(result), words.size() * 4);
  } else {
    error = shaderc_result_get_error_message(result);
  }
  shaderc_result_release(result);
  if (words.empty()) fail(Status::Internal, "Vulkan: a generated kernel did not compile: " + error);
  store_cached_spirv(key, words);
  return words;
}

#else  // built without libshaderc-dev / glslang-dev: nothing fuses

ShaderCompiler::ShaderCompiler() {}

std::vector<uint32_t> ShaderCompiler::compile(const std::string&, const std::string&) const {
  fail(Status::Unsupported, "Vulkan: built without a shader compiler");
}

#endif

}  // namespace kiln::vulkan
