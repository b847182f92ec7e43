#include "backend/vulkan/coopmat_query.h"

#include <cstdlib>

namespace kiln::vulkan {

namespace {

// Registry values of the two KHR extensions (vulkan_core.h 1.4).
constexpr char kKhrCoopmatExtension[] = "VK_KHR_cooperative_matrix";
constexpr char kBfloat16Extension[] = "VK_KHR_shader_bfloat16";
constexpr auto kKhrCoopmatFeaturesType = static_cast<VkStructureType>(1000506000);
constexpr auto kKhrCoopmatPropertiesType = static_cast<VkStructureType>(1000506001);
constexpr auto kBfloat16FeaturesType = static_cast<VkStructureType>(1000141000);
constexpr uint32_t kComponentFloat16 = 0, kComponentFloat32 = 1, kComponentSint8 = 3, kComponentSint32 = 5;
constexpr uint32_t kComponentBfloat16 = 1000141000;
constexpr uint32_t kScopeSubgroup = 3;

struct KhrCoopmatProperties {  // VkCooperativeMatrixPropertiesKHR
  VkStructureType sType;
  void* pNext;
  uint32_t MSize, NSize, KSize;
  uint32_t AType, BType, CType, ResultType;  // VkComponentTypeKHR
  VkBool32 saturatingAccumulation;
  uint32_t scope;  // VkScopeKHR
};
using ListKhrShapes = VkResult(VKAPI_PTR*)(VkPhysicalDevice, uint32_t*, KhrCoopmatProperties*);

void read_nv_shapes(VkInstance instance, VkPhysicalDevice physical, CoopmatFacts& facts) {
  auto list = reinterpret_cast<PFN_vkGetPhysicalDeviceCooperativeMatrixPropertiesNV>(
      instance_function(instance, "vkGetPhysicalDeviceCooperativeMatrixPropertiesNV"));
  uint32_t count = 0;
  if (!list || list(physical, &count, nullptr) != VK_SUCCESS) return;
  std::vector<VkCooperativeMatrixPropertiesNV> shapes(count, {VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_NV});
  if (list(physical, &count, shapes.data()) < 0) return;
  shapes.resize(count);
  for (const auto& s : shapes) {
    if (s.AType != VK_COMPONENT_TYPE_FLOAT16_NV || s.BType != VK_COMPONENT_TYPE_FLOAT16_NV ||
        s.CType != VK_COMPONENT_TYPE_FLOAT32_NV || s.DType != VK_COMPONENT_TYPE_FLOAT32_NV || s.scope != VK_SCOPE_SUBGROUP_NV) {
      continue;
    }
    if (s.MSize == 16 && s.NSize == 16 && s.KSize == 16) facts.shape_16x16x16_float16 = true;
  }
}

void read_khr_shapes(VkInstance instance, VkPhysicalDevice physical, CoopmatFacts& facts) {
  auto list = reinterpret_cast<ListKhrShapes>(instance_function(instance, "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"));
  uint32_t count = 0;
  if (!list || list(physical, &count, nullptr) != VK_SUCCESS) return;
  std::vector<KhrCoopmatProperties> shapes(count, KhrCoopmatProperties{kKhrCoopmatPropertiesType, nullptr, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  if (list(physical, &count, shapes.data()) < 0) return;
  shapes.resize(count);
  for (const auto& s : shapes) {
    if (s.MSize == 16 && s.NSize == 16 && s.KSize == 32 && s.AType == kComponentSint8 && s.BType == kComponentSint8 &&
        s.CType == kComponentSint32 && s.ResultType == kComponentSint32 && s.scope == kScopeSubgroup && !s.saturatingAccumulation) {
      facts.khr_shape_16x16x32_int8 = true;
    }
    if (s.MSize != 16 || s.NSize != 16 || s.KSize != 16 || s.CType != kComponentFloat32 || s.ResultType != kComponentFloat32 ||
        s.scope != kScopeSubgroup || s.AType != s.BType) {
      continue;
    }
    if (s.AType == kComponentFloat16) facts.khr_shape_16x16x16_float16 = true;
    if (s.AType == kComponentBfloat16) facts.khr_shape_16x16x16_bfloat16 = true;
  }
}

}  // namespace

CoopmatFacts query_coopmat_facts(VkInstance instance, VkPhysicalDevice physical, const VkPhysicalDeviceProperties& properties,
                                 const VkPhysicalDeviceVulkan12Features& f12) {
  CoopmatFacts facts;
  facts.vendor_id = properties.vendorID;
  facts.shader_float16 = f12.shaderFloat16;
  facts.shader_int8 = f12.shaderInt8;
  facts.vulkan_memory_model = f12.vulkanMemoryModel;
  facts.shared_memory_bytes = properties.limits.maxComputeSharedMemorySize;
  facts.switch_value = std::getenv("KILN_COOPMAT");

  VkPhysicalDeviceCooperativeMatrixFeaturesNV nv{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV};
  KhrCoopmatFeatures khr{kKhrCoopmatFeaturesType, nullptr, VK_FALSE, VK_FALSE};
  Bfloat16Features bfloat16{kBfloat16FeaturesType, nullptr, VK_FALSE, VK_FALSE, VK_FALSE};
  VkPhysicalDeviceFeatures2 f2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  const bool has_nv = has_device_extension(physical, VK_NV_COOPERATIVE_MATRIX_EXTENSION_NAME);
  const bool has_khr = has_device_extension(physical, kKhrCoopmatExtension);
  const bool has_bfloat16 = has_device_extension(physical, kBfloat16Extension);
  // Only structures of offered extensions go into the query's chain.
  void** tail = &f2.pNext;
  if (has_nv) *tail = &nv, tail = &nv.pNext;
  if (has_khr) *tail = &khr, tail = &khr.pNext;
  if (has_bfloat16) *tail = &bfloat16, tail = &bfloat16.pNext;
  if (f2.pNext) vkGetPhysicalDeviceFeatures2(physical, &f2);

  facts.nv_cooperative_matrix = has_nv && nv.cooperativeMatrix;
  facts.khr_cooperative_matrix = has_khr && khr.cooperativeMatrix;
  facts.bfloat16_cooperative_matrix = has_bfloat16 && bfloat16.shaderBFloat16Type && bfloat16.shaderBFloat16CooperativeMatrix;
  if (facts.nv_cooperative_matrix) read_nv_shapes(instance, physical, facts);
  if (facts.khr_cooperative_matrix) read_khr_shapes(instance, physical, facts);
  return facts;
}

std::string describe_coopmat(const CoopmatFacts& f, const MatmulCoopmat& m) {
  std::string out;
  auto add = [&out](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
  if (m.float16 != CoopmatApi::None) add(std::string("float16 (") + (m.float16 == CoopmatApi::KHR ? "KHR" : "NV") + ")");
  if (m.bfloat16) add("bfloat16");
  if (m.int8) add("int8");
  if (out.empty()) return f.nv_cooperative_matrix || f.khr_cooperative_matrix ? "offered, not used" : "none";
  return out;
}

CoopmatEnables::CoopmatEnables(bool nv_fragment_kernels, const MatmulCoopmat& matmul)
    : nv_(nv_fragment_kernels || matmul.float16 == CoopmatApi::NV),
      khr_(matmul.float16 == CoopmatApi::KHR || matmul.bfloat16 || matmul.int8),
      bfloat16_(matmul.bfloat16) {
  nv_features_ = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV, nullptr, VK_TRUE, VK_FALSE};
  khr_features_ = {kKhrCoopmatFeaturesType, nullptr, VK_TRUE, VK_FALSE};
  bfloat16_features_ = {kBfloat16FeaturesType, nullptr, VK_TRUE, VK_FALSE, VK_TRUE};
}

bool CoopmatEnables::add_to(std::vector<const char*>& extensions, void** chain) {
  auto link = [chain](auto& features) {
    features.pNext = *chain;
    *chain = &features;
  };
  if (nv_) extensions.push_back(VK_NV_COOPERATIVE_MATRIX_EXTENSION_NAME), link(nv_features_);
  if (khr_) extensions.push_back(kKhrCoopmatExtension), link(khr_features_);
  if (bfloat16_) extensions.push_back(kBfloat16Extension), link(bfloat16_features_);
  return nv_ || khr_;
}

}  // namespace kiln::vulkan
