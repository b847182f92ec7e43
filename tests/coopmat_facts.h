// The facts of an H100 as the tensor-core kernel choices see them (matmul_choice.h), shared by
// the choice tests of the matmul, attention and convolution kernels.
#pragma once

#include "backend/vulkan/matmul_choice.h"

inline kiln::vulkan::CoopmatFacts h100() {
  kiln::vulkan::CoopmatFacts f;
  f.vendor_id = kiln::vulkan::kVendorNvidia;
  f.nv_cooperative_matrix = true;
  f.shape_16x16x16_float16 = true;
  f.shader_float16 = true;
  f.vulkan_memory_model = true;
  f.subgroup_size = 32;
  f.shared_memory_bytes = 49152;
  return f;
}
