#pragma once
// What a device offers for the tensor-core kernels (CoopmatFacts, matmul_choice.h decides), and
// the extensions and feature structures that turn on what was chosen at device creation.
//
// VK_KHR_cooperative_matrix and VK_KHR_shader_bfloat16 are newer than Debian 12's Vulkan headers
// (1.3.239), so their structures are declared here under Kiln's own names, laid out as the
// registry defines them.
#include <string>
#include <vector>

#include "backend/vulkan/loader.h"
#include "backend/vulkan/matmul_choice.h"

namespace kiln::vulkan {

struct KhrCoopmatFeatures {  // VkPhysicalDeviceCooperativeMatrixFeaturesKHR
  VkStructureType sType;
  void* pNext;
  VkBool32 cooperativeMatrix;
  VkBool32 cooperativeMatrixRobustBufferAccess;
};

struct Bfloat16Features {  // VkPhysicalDeviceShaderBfloat16FeaturesKHR
  VkStructureType sType;
  void* pNext;
  VkBool32 shaderBFloat16Type;
  VkBool32 shaderBFloat16DotProduct;
  VkBool32 shaderBFloat16CooperativeMatrix;
};

CoopmatFacts query_coopmat_facts(VkInstance instance, VkPhysicalDevice physical, const VkPhysicalDeviceProperties& properties,
                                 const VkPhysicalDeviceVulkan12Features& f12);

// kiln-info's line: the dtypes matmul runs on the tensor cores, and through which extension.
std::string describe_coopmat(const CoopmatFacts& facts, const MatmulCoopmat& matmul);

// The feature structures to chain into VkDeviceCreateInfo for the kernels that will run: the NV
// extension for the NV fragment kernels (and matmul where it goes through NV), the KHR one and
// bfloat16 where matmul goes through KHR. Lives as long as the create call.
class CoopmatEnables {
 public:
  CoopmatEnables(bool nv_fragment_kernels, const MatmulCoopmat& matmul);
  // Adds the extensions and links the structures in front of *chain; says whether the kernels
  // need shaderFloat16 and vulkanMemoryModel.
  bool add_to(std::vector<const char*>& extensions, void** chain);

 private:
  bool nv_, khr_, bfloat16_;
  VkPhysicalDeviceCooperativeMatrixFeaturesNV nv_features_{};
  KhrCoopmatFeatures khr_features_{};
  Bfloat16Features bfloat16_features_{};
};

}  // namespace kiln::vulkan
