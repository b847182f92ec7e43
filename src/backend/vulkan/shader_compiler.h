// GLSL -> SPIR-V at run time through shaderc (linked statically, see CMakeLists.txt). A build
// without it has available() false, and the backend simply does not fuse.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln::vulkan {

class ShaderCompiler {
 public:
  // The process-wide compiler (shaderc compilers are thread-safe; the options are only read).
  static ShaderCompiler& instance();

  bool available() const { return compiler_ != nullptr; }
  // SPIR-V words for a compute shader, optimised for performance, for Vulkan 1.2: read from the
  // SPIR-V cache (spirv_cache.h) when an earlier process compiled the same source. Throws
  // Internal with the compiler's message when the source does not compile.
  std::vector<uint32_t> compile(const std::string& source, const std::string& name) const;

 private:
  ShaderCompiler();
  void* compiler_ = nullptr;
  void* options_ = nullptr;
  std::string identity_;  // the compiler and its options, the first line of every cache key
};

}  // namespace kiln::vulkan
