// The Vulkan attention kernel choice (src/backend/vulkan/attention_choice.h), tested on plain
// facts: CI's lavapipe has no tensor cores, so this is where the rule and its fallbacks are
// checked everywhere. The kernel itself runs the float16 fixtures (Fixtures/OpValues, sdpa/float16
// cases with D = 64 and 128) on a GPU that has them.
#include <gtest/gtest.h>

#include <limits>

#include "backend/vulkan/attention_choice.h"
#include "backend/vulkan/coopmat_layout.h"
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
  l.queries = l.keys = 100;
  l.q_strides = {8 * 100 * dim, 100 * dim, dim, 1};
  l.k_strides = {kv_heads * 100 * dim, 100 * dim, dim, 1};
  l.v_strides = l.k_strides;
  l.q_address = l.k_address = l.v_address = 4096;
  return l;
}

TEST(AttentionChoice, DeviceNeedsTheMatmulsFactsAndRoomForTheKernel) {
  EXPECT_TRUE(coopmat_attention_usable(h100(), true));
  EXPECT_FALSE(coopmat_attention_usable(h100(), false));  // no subgroup shuffle in compute
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
  f.shared_memory_bytes = kiln::vulkan::kCoopmatAttentionSharedBytes - 1;  // no room for the kernel's arrays
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
  // Lengths past what the kernel's 32-bit block loop counts.
  l = compact(128);
  l.keys = kiln::vulkan::kCoopmatAttentionMaxLength + 1;
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
  l = compact(128);
  l.queries = kiln::vulkan::kCoopmatAttentionMaxLength + 1;
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::Portable);
  l.queries = kiln::vulkan::kCoopmatAttentionMaxLength;
  EXPECT_EQ(choose_attention_kernel(l, true), AttentionKernel::CoopmatFloat16);
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

// The layout probe's reading (coopmat_layout.h). A probe answer built from a layout of the
// tensor cores' shape: accumulator element i of `lane` at row lane / 4 (+ 8 where high[i]),
// column 2 (lane % 4) + column[i]; A operand element j at accumulator element a_source[j]'s place.
std::vector<float> probe_answer(const uint32_t (&high)[8], const uint32_t (&column)[8], const uint32_t (&a_source)[8]) {
  std::vector<float> probed(kiln::vulkan::kLayoutProbeFloats, 0.0f);
  for (uint32_t lane = 0; lane < 32; ++lane) {
    for (uint32_t i = 0; i < 8; ++i) {
      probed[lane * 8 + i] = static_cast<float>(16 * (lane / 4 + 8 * high[i]) + 2 * (lane % 4) + column[i]);
    }
    for (uint32_t j = 0; j < 8; ++j) probed[256 + lane * 8 + j] = probed[lane * 8 + a_source[j]];
  }
  return probed;
}

TEST(AttentionChoice, FragmentLayoutProbeReadsTheTensorCoresShape) {
  using kiln::vulkan::FragmentLayout;
  using kiln::vulkan::read_fragment_layout;
  // Element order by 16x8 halves (as an mma.m16n8k16 accumulator pair), A in the same order.
  std::vector<float> probed =
      probe_answer({0, 0, 1, 1, 0, 0, 1, 1}, {0, 1, 0, 1, 8, 9, 8, 9}, {0, 1, 2, 3, 4, 5, 6, 7});
  EXPECT_EQ(probed[5 * 8 + 2], 9.0f * 16 + 2);  // lane 5: rows 1 and 9, columns 2, 3, 10, 11
  EXPECT_EQ(probed[5 * 8 + 7], 9.0f * 16 + 11);
  FragmentLayout layout;
  ASSERT_EQ(read_fragment_layout(probed, &layout), "");
  EXPECT_EQ(layout.high_rows, 0xccu);
  EXPECT_EQ(layout.columns, 0x98980000u | 0x1010u);
  EXPECT_EQ(layout.a_from_accumulator, 0u | 1u << 3 | 2u << 6 | 3u << 9 | 4u << 12 | 5u << 15 | 6u << 18 | 7u << 21);
  // Columns first, then rows, with the A operand in another order.
  probed = probe_answer({0, 0, 0, 0, 1, 1, 1, 1}, {0, 1, 8, 9, 0, 1, 8, 9}, {0, 1, 4, 5, 2, 3, 6, 7});
  ASSERT_EQ(read_fragment_layout(probed, &layout), "");
  EXPECT_EQ(layout.high_rows, 0xf0u);
  EXPECT_EQ(layout.columns, 0x98109810u);
  EXPECT_EQ(layout.a_from_accumulator, 0u | 1u << 3 | 4u << 6 | 5u << 9 | 2u << 12 | 3u << 15 | 6u << 18 | 7u << 21);
}

TEST(AttentionChoice, FragmentLayoutProbeRefusesOtherShapes) {
  using kiln::vulkan::FragmentLayout;
  using kiln::vulkan::read_fragment_layout;
  const uint32_t high[8] = {0, 0, 1, 1, 0, 0, 1, 1}, column[8] = {0, 1, 0, 1, 8, 9, 8, 9};
  const uint32_t in_order[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  FragmentLayout layout;
  layout.high_rows = 7;  // left alone when the answer does not fit
  std::vector<float> probed = probe_answer(high, column, in_order);
  std::swap(probed[3 * 8 + 1], probed[4 * 8 + 1]);  // two lanes' elements exchanged
  EXPECT_EQ(read_fragment_layout(probed, &layout),
            "accumulator element 1 of lane 3 is not where lane 0's says (rows by quad, columns by lane % 4)");
  probed = probe_answer(high, column, in_order);
  probed[9] = probed[8];  // a place held twice
  EXPECT_EQ(read_fragment_layout(probed, &layout), "accumulator element 1 of lane 1 holds 2.000000");
  probed = probe_answer(high, {1, 0, 0, 1, 8, 9, 8, 9}, in_order);  // elements 0 and 1 in reverse
  EXPECT_EQ(read_fragment_layout(probed, &layout), "accumulator elements 0 and 1 are not row neighbours");
  probed = probe_answer(high, column, in_order);
  probed[256 + 31 * 8 + 7] = probed[31 * 8 + 6];  // the A operand's last element elsewhere
  EXPECT_EQ(read_fragment_layout(probed, &layout),
            "A operand element 7 of lane 31 is not at accumulator element 7's place");
  probed = probe_answer(high, column, in_order);
  probed[256 + 2] = 255.0f;  // at a place lane 0 does not hold
  EXPECT_EQ(read_fragment_layout(probed, &layout),
            "A operand element 2 of lane 0 is at no place of the lane's accumulator elements");
  // A column per invocation (as some other GPUs' fragments are).
  for (uint32_t lane = 0; lane < 32; ++lane) {
    for (uint32_t i = 0; i < 8; ++i) probed[lane * 8 + i] = static_cast<float>((2 * i + lane / 16) * 16 + lane % 16);
  }
  EXPECT_EQ(read_fragment_layout(probed, &layout), "accumulator element 1 of lane 0 is at row 2, column 0");
  EXPECT_EQ(read_fragment_layout(std::vector<float>(100, 0.0f), &layout), "the probe wrote 100 values");
  probed = probe_answer(high, column, in_order);  // values no place has (a broken probe)
  probed[5] = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(read_fragment_layout(probed, &layout).rfind("accumulator element 5 of lane 0 holds", 0), 0u);
  probed[5] = 2.5f;
  EXPECT_EQ(read_fragment_layout(probed, &layout), "accumulator element 5 of lane 0 holds 2.500000");
  probed[5] = -1.0f;
  EXPECT_EQ(read_fragment_layout(probed, &layout), "accumulator element 5 of lane 0 holds -1.000000");
  EXPECT_EQ(layout.high_rows, 7u);
}

TEST(AttentionChoice, FewQueriesSplitTheKeys) {
  using kiln::vulkan::split_attention_fits;
  using kiln::vulkan::split_attention_keys;
  EXPECT_TRUE(split_attention_fits(1));
  EXPECT_TRUE(split_attention_fits(4));
  EXPECT_FALSE(split_attention_fits(5));
  EXPECT_EQ(split_attention_keys(0), 128);  // no keys: one (empty) split
  EXPECT_EQ(split_attention_keys(1024), 128);  // a GPT-2 step: 8 splits of one chunk
  EXPECT_EQ(split_attention_keys(64 * 128), 128);
  EXPECT_EQ(split_attention_keys(64 * 128 + 1), 256);  // past 64 splits, longer ones
  EXPECT_EQ(split_attention_keys(9000), 256);  // 36 splits
  EXPECT_EQ(split_attention_keys(int64_t{1} << 20), 16384);  // 64 splits
}

}  // namespace
