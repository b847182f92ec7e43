// The Vulkan convolution kernel choice (src/backend/vulkan/conv_choice.h), tested on plain
// facts: CI's lavapipe has no tensor cores, so this is where the rule and its fallbacks are
// checked everywhere. The kernel itself runs the float16 fixtures (Fixtures/OpValues, conv cases
// named f16_tc_*) on a GPU that has them.
#include <gtest/gtest.h>

#include "backend/vulkan/conv_choice.h"
#include "coopmat_facts.h"

namespace {

using kiln::DType;
using kiln::vulkan::choose_conv_kernel;
using kiln::vulkan::ConvKernel;
using kiln::vulkan::ConvLayout;
using kiln::vulkan::coopmat_conv_feature_tile;
using kiln::vulkan::coopmat_conv_usable;
using kiln::vulkan::CoopmatFacts;

ConvLayout conv2d() {
  ConvLayout l;
  l.dtype = DType::Float16;
  l.input_dilation = {1, 1};
  return l;
}

TEST(ConvChoice, DeviceNeedsTheMatmulsFacts) {
  EXPECT_TRUE(coopmat_conv_usable(h100()));
  CoopmatFacts f = h100();
  f.vendor_id = 0x1002;
  EXPECT_FALSE(coopmat_conv_usable(f));
  f = h100();
  f.nv_cooperative_matrix = false;
  EXPECT_FALSE(coopmat_conv_usable(f));
  f = h100();
  f.subgroup_size = 64;
  EXPECT_FALSE(coopmat_conv_usable(f));
  f = h100();
  f.shared_memory_bytes = 32768;
  EXPECT_FALSE(coopmat_conv_usable(f));
  f = h100();
  f.switch_value = "off";  // KILN_COOPMAT=off covers convolution too
  EXPECT_FALSE(coopmat_conv_usable(f));
  f = h100();
  f.switch_value = "on";
  EXPECT_TRUE(coopmat_conv_usable(f));
}

TEST(ConvChoice, Float16OneGroupWithoutInputDilation) {
  EXPECT_EQ(choose_conv_kernel(conv2d(), true), ConvKernel::CoopmatFloat16);
  EXPECT_EQ(choose_conv_kernel(conv2d(), false), ConvKernel::Portable);
  ConvLayout l = conv2d();
  l.dtype = DType::Float32;
  EXPECT_EQ(choose_conv_kernel(l, true), ConvKernel::Portable);
  l = conv2d();
  l.dtype = DType::BFloat16;
  EXPECT_EQ(choose_conv_kernel(l, true), ConvKernel::Portable);
  l = conv2d();
  l.feature_groups = 2;
  EXPECT_EQ(choose_conv_kernel(l, true), ConvKernel::Portable);
  l = conv2d();
  l.batch_groups = 2;
  EXPECT_EQ(choose_conv_kernel(l, true), ConvKernel::Portable);
  l = conv2d();
  l.input_dilation = {1, 2};
  EXPECT_EQ(choose_conv_kernel(l, true), ConvKernel::Portable);
  l = conv2d();
  l.input_dilation = {1, 1, 1};  // 3-d
  EXPECT_EQ(choose_conv_kernel(l, true), ConvKernel::CoopmatFloat16);
}

TEST(ConvChoice, FeatureTile) {
  EXPECT_EQ(coopmat_conv_feature_tile(16), 64u);
  EXPECT_EQ(coopmat_conv_feature_tile(64), 64u);
  EXPECT_EQ(coopmat_conv_feature_tile(65), 128u);
  EXPECT_EQ(coopmat_conv_feature_tile(256), 128u);
}

}  // namespace

namespace {

using kiln::vulkan::conv_patch_product_pays;
using kiln::vulkan::kMaxPatchBytes;

// im2col + matmul: from 64 features in float32 and in float16 on the tensor cores, in whole
// vectors, under the patch budget; the switch forces either way.
TEST(ConvChoice, PatchProductWhereTheMatmulKernelsPay) {
  EXPECT_TRUE(conv_patch_product_pays(DType::Float32, 256, 2304, 58u << 20, false, nullptr));
  EXPECT_TRUE(conv_patch_product_pays(DType::Float32, 128, 1152, 116u << 20, false, nullptr));
  EXPECT_TRUE(conv_patch_product_pays(DType::Float32, 64, 576, 231u << 20, false, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::Float32, 32, 288, 231u << 20, false, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::Float32, 258, 576, 58u << 20, false, nullptr));   // not whole vectors
  EXPECT_FALSE(conv_patch_product_pays(DType::Float32, 256, 27, 58u << 20, false, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::Float32, 256, 2304, kMaxPatchBytes + 1, false, nullptr));
  EXPECT_TRUE(conv_patch_product_pays(DType::Float16, 256, 2304, 29u << 20, true, nullptr));
  EXPECT_TRUE(conv_patch_product_pays(DType::Float16, 128, 1152, 58u << 20, true, nullptr));
  EXPECT_TRUE(conv_patch_product_pays(DType::Float16, 64, 576, 115u << 20, true, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::Float16, 32, 576, 58u << 20, true, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::Float16, 256, 2304, 29u << 20, false, nullptr));  // no tensor cores
  EXPECT_FALSE(conv_patch_product_pays(DType::Float16, 256, 2300, 29u << 20, true, nullptr));
  // bfloat16 where the matmul takes it to the tensor cores (KHR and VK_KHR_shader_bfloat16)
  EXPECT_TRUE(conv_patch_product_pays(DType::BFloat16, 256, 2304, 29u << 20, true, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::BFloat16, 256, 2304, 29u << 20, false, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::Int32, 256, 2304, 58u << 20, true, nullptr));
  EXPECT_FALSE(conv_patch_product_pays(DType::Float32, 256, 2304, 58u << 20, false, "off"));
  EXPECT_TRUE(conv_patch_product_pays(DType::Int8, 3, 5, kMaxPatchBytes * 2, false, "always"));
}

}  // namespace

namespace {

using kiln::vulkan::implicit_conv_fits;
using kiln::vulkan::implicit_conv_tile;

// The implicit product: float16 and bfloat16 on the tensor cores, float32 from 64 output
// features; one group, no input dilation, 1-3 spatial axes, channels a multiple of the K slice
// (32 halves, 8 floats), positions a multiple of 4; KILN_CONV_IMPLICIT=off turns it off.
TEST(ConvChoice, ImplicitProductWhereItsSlicesAndStoresFit) {
  EXPECT_TRUE(implicit_conv_fits(conv2d(), 64, 64, 3136, true, nullptr));
  EXPECT_TRUE(implicit_conv_fits(conv2d(), 32, 8, 4, true, nullptr));  // any feature count on the tensor cores
  EXPECT_FALSE(implicit_conv_fits(conv2d(), 64, 64, 3136, false, nullptr));  // no tensor cores for the dtype
  EXPECT_FALSE(implicit_conv_fits(conv2d(), 64, 64, 3136, true, "off"));
  EXPECT_TRUE(implicit_conv_fits(conv2d(), 64, 64, 3136, true, "on"));
  EXPECT_FALSE(implicit_conv_fits(conv2d(), 48, 64, 3136, true, nullptr));  // a slice would span two taps
  EXPECT_FALSE(implicit_conv_fits(conv2d(), 3, 64, 3136, true, nullptr));
  EXPECT_FALSE(implicit_conv_fits(conv2d(), 512, 512, 49, true, nullptr));  // 7x7: runs of 4 would straddle
  EXPECT_FALSE(implicit_conv_fits(conv2d(), 64, 64, 0, true, nullptr));
  ConvLayout l = conv2d();
  l.dtype = DType::BFloat16;
  EXPECT_TRUE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
  EXPECT_FALSE(implicit_conv_fits(l, 64, 64, 3136, false, nullptr));
  l.dtype = DType::Float32;  // no tensor cores needed; slices of 8, from 64 features
  EXPECT_TRUE(implicit_conv_fits(l, 64, 64, 3136, false, nullptr));
  EXPECT_TRUE(implicit_conv_fits(l, 8, 256, 196, false, nullptr));
  EXPECT_FALSE(implicit_conv_fits(l, 12, 256, 196, false, nullptr));
  EXPECT_FALSE(implicit_conv_fits(l, 64, 32, 3136, false, nullptr));
  EXPECT_FALSE(implicit_conv_fits(l, 64, 64, 3136, false, "off"));
  l.dtype = DType::Float64;
  EXPECT_FALSE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
  l = conv2d();
  l.feature_groups = 2;
  EXPECT_FALSE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
  l = conv2d();
  l.batch_groups = 2;
  EXPECT_FALSE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
  l = conv2d();
  l.input_dilation = {2, 1};
  EXPECT_FALSE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
  l.input_dilation = {1};  // 1-d
  EXPECT_TRUE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
  l.input_dilation = {1, 1, 1};  // 3-d
  EXPECT_TRUE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
  l.input_dilation = {1, 1, 1, 1};
  EXPECT_FALSE(implicit_conv_fits(l, 64, 64, 3136, true, nullptr));
}

// On the tensor cores its tile is the matmul's for [out_features, columns], among the three it is
// built with.
TEST(ConvChoice, ImplicitProductTile) {
  EXPECT_STREQ(implicit_conv_tile(nullptr, 64, 3136).tag, "64x128w4");
  EXPECT_STREQ(implicit_conv_tile(nullptr, 256, 196).tag, "128x128");
  EXPECT_STREQ(implicit_conv_tile(nullptr, 256, 64).tag, "128x64w4");
  EXPECT_STREQ(implicit_conv_tile("128x64w4", 256, 3136).tag, "128x64w4");
  EXPECT_STREQ(implicit_conv_tile("256x128", 256, 3136).tag, "128x128");  // no such conv variant
}

}  // namespace

TEST(ConvChoice, WinogradForWide3x3Float32) {
  using kiln::vulkan::winograd_conv_fits;
  const std::vector<int64_t> k3 = {3, 3}, one = {1, 1};
  // ResNet-50's float32 3x3 layers (64, 128, 256 features); not narrower ones (the transforms'
  // traffic), unless asked.
  EXPECT_TRUE(winograd_conv_fits(DType::Float32, k3, one, one, 64, 64, true, nullptr));
  EXPECT_TRUE(winograd_conv_fits(DType::Float32, k3, one, one, 128, 128, true, nullptr));
  EXPECT_TRUE(winograd_conv_fits(DType::Float32, k3, one, one, 256, 256, true, nullptr));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, k3, one, one, 32, 64, true, nullptr));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, k3, one, one, 128, 48, true, nullptr));
  EXPECT_TRUE(winograd_conv_fits(DType::Float32, k3, one, one, 32, 64, true, "always"));
  // Only what F(2x2, 3x3) computes: one group without input dilation, channels in whole vectors;
  // "off" never.
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, k3, one, one, 128, 128, false, "always"));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, k3, one, one, 130, 128, true, "always"));
  EXPECT_FALSE(winograd_conv_fits(DType::Float16, k3, one, one, 128, 128, true, "always"));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, {3, 3, 3}, {1, 1, 1}, {1, 1, 1}, 128, 128, true, "always"));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, {3, 2}, one, one, 128, 128, true, "always"));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, k3, {2, 2}, one, 128, 128, true, "always"));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, k3, one, {1, 2}, 128, 128, true, "always"));
  EXPECT_FALSE(winograd_conv_fits(DType::Float32, k3, one, one, 128, 128, true, "off"));
}
