// The GLSL library files (kernels/*.glsl), embedded at build time for kernels generated at run
// time (fused_ops.cpp). Their #include lines are not expanded: the ones used have none.
#pragma once

#include <string>

namespace kiln::vulkan {

// The text of kernels/<name>; throws Internal for a file that was not embedded.
const std::string& glsl_source(const std::string& name);

}  // namespace kiln::vulkan
