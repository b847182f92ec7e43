// The GLSL library files (kernels/*.glsl), embedded at build time for kernels generated at run
// time (fused_ops.cpp), and the matmul kernels that take an epilogue (matmul_ops.cpp). #include
// lines are not expanded: the library has none, and the matmul kernels' one is replaced.
#pragma once

#include <string>

namespace kiln::vulkan {

// The text of kernels/<name>; throws Internal for a file that was not embedded.
const std::string& glsl_source(const std::string& name);

}  // namespace kiln::vulkan
