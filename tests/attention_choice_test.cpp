// The Vulkan attention kernel choice (src/backend/vulkan/attention_choice.h), tested on plain
// facts: CI's lavapipe has no tensor cores, so this is where the rule and its fallbacks are
// checked everywhere. The kernel itself runs the float16 fixtures (Fixtures/OpValues, sdpa/float16
// cases with D = 64 and 128) on a GPU that has them.
#include <gtest/gtest.h>

#include "backend/vulkan/attention_choice.h"
#include "coopmat_facts.h"

namespace {

using kiln::DType;
using kiln::vulkan::AttentionKernel;
using kiln::vulkan::AttentionLayout;
using kiln::vulkan::choose_attention_kernel;
using kiln::vulkan::coopmat_attention_usable;
using kiln::vulkan::CoopmatFacts;

// Compact (batch 2, 8 heads or kv_heads, 100 positions, D) float16 operands.
AttentionLayout compact(int64_t dim, int64_t kv_heads = 8) {
  AttentionLayout l;
  l.dtype = DType::Float16;
  l.dim = dim;
  l.q_strides = {8 * 100 * dim, 100 * dim, dim, 1};
  l.k_strides = {kv_heads * 100 * dim, 100 * dim, dim, 1};
  l.v_strides = l.k_strides;
  l.q_address = l.k_address = l.v_address = 4096;
  return l;
}

TEST(AttentionChoice, DeviceNeedsTheMatmulsFactsAndRoomForTheKernel) {
  EXPECT_TRUE(coopmat_attention_usable(h100(), true));
  EXPECT_FALSE(coopmat_attention_usable(h100(), false));  // no subgroup shuffle/vote in compute
  CoopmatFacts f = h100();
  f.vendor_id = 0x1002;
  EXPECT_FALSE(coopmat_attention_usable(f, true));
  f = h100();
  f.shape_16x16x16_float16 = false;
  EXPECT_FALSE(coopmat_attention_usable(f, true));
  f = h100();
  f.subgroup_size = 64;
  EXPECT_FALSE(coopmat_attention_usable(f, true));
  f = h100();
  f.shared_memory_bytes = 43008;  // enough for the matmul, not for attention
  EXPECT_TRUE(kiln::vulkan::coopmat_float16_usable(f));
  EXPECT_FALSE(coopmat_attention_usable(f, true));
  f = h100();
  f.switch_value = "off";  // KILN_COOPMAT=off covers attention too
  EXPECT_FALSE(coopmat_attention_usable(f, true));
}

TEST(AttentionChoice, TheKernelRunsThroughFloat16MatmulsExtension) {
  using kiln::vulkan::attention_coopmat_api;
  using kiln::vulkan::CoopmatApi;
  EXPECT_EQ(attention_coopmat_api(h100(), true), CoopmatApi::NV);  // the NV extension alone
  CoopmatFacts f = h100();
  f.khr_cooperative_matrix = f.khr_shape_16x16x16_float16 = true;  // today's drivers
  EXPECT_EQ(attention_coopmat_api(f, true), CoopmatApi::KHR);
  EXPECT_EQ(attention_coopmat_api(f, false), CoopmatApi::None);
  f.switch_value = "nv";  // KILN_COOPMAT=nv moves attention with the matmul
  EXPECT_EQ(attention_coopmat_api(f, true), CoopmatApi::NV);
  f.switch_value = "off";
  EXPECT_EQ(attention_coopmat_api(f, true), CoopmatApi::None);
  f = h100();
  f.khr_cooperative_matrix = true;  // KHR without the shape: NV
  EXPECT_EQ(attention_coopmat_api(f, true), CoopmatApi::NV);
}

TEST(AttentionChoice, Float16WithHeadSize64Or128TakesTheTensorCores) {
  EXPECT_EQ(choose_attention_kernel(compact(64), true), AttentionKernel::CoopmatFloat16);
  EXPECT_EQ(choose_attention_kernel(compact(128), true), AttentionKernel::CoopmatFloat16);
  EXPECT_EQ(choose_attention_kernel(compact(128, 2), true), AttentionKernel::CoopmatFloat16);  // grouped-query
  EXPECT_EQ(choose_attention_kernel(compact(128), false), AttentionKernel::Portable);
}

TEST(AttentionChoice, EverythingElseStaysPortable) {
  for (int64_t dim : {8, 32, 96, 256}) EXPECT_EQ(choose_attention_kernel(compact(dim), true), AttentionKernel::Portable);
  AttentionLayout l = compact(128);
  l.dtype = DType::BFloat16;
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
  l.dtype = DType::Float32;
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
  l = compact(128);
  l.has_mask = true;
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
}

TEST(AttentionChoice, RowsMustBeAlignedVectors) {
  AttentionLayout l = compact(64);
  l.k_strides = {64, 100 * 2 * 64, 2 * 64, 1};  // any strides that are multiples of 8 elements will do
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::CoopmatFloat16);
  l = compact(64);
  l.q_strides = {8 * 100 * 64, 100 * 64, 1, 100};  // D not contiguous (a transposed view)
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
  l = compact(64);
  l.v_strides = {8 * 100 * 68, 100 * 68, 68, 1};  // rows of 68 halves: not 16-byte aligned
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
  l = compact(64);
  l.k_strides[0] = 0;  // broadcast over batch: stride 0 is a multiple of 8
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::CoopmatFloat16);
  l = compact(64);
  l.v_address += 2;  // a view starting one element in
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
  l = compact(64);
  l.q_strides = {1, 2, 3};  // not 4-d
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
}

}  // namespace
