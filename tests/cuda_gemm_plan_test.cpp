// How Kiln's row-major products map onto cuBLASLt's column-major GEMM (src/interop/cuda/gemm_plan.h),
// and when a product goes there: tested without a GPU. The GEMMs themselves are checked on the
// H100 against PyTorch and the Vulkan kernels (bench/cublaslt_matmul_check.py).
#include <gtest/gtest.h>

#include <string>

#include "interop/cuda/gemm_plan.h"

namespace {

using namespace kiln::cuda;

RowMajorProduct plain(int64_t m, int64_t n, int64_t k) {
  RowMajorProduct p;
  p.m = m;
  p.n = n;
  p.k = k;
  p.a_row = k;
  p.b_row = n;
  return p;
}

TEST(CudaInteropGemmPlan, RowMajorProductIsTheTransposedColumnMajorOne) {
  GemmPlan plan;
  std::string why;
  ASSERT_TRUE(plan_gemm(plain(300, 200, 100), &plan, &why)) << why;
  EXPECT_EQ(plan.m, 200);  // N
  EXPECT_EQ(plan.n, 300);  // M
  EXPECT_EQ(plan.k, 100);
  // First operand: B's memory, column-major [N, K] with ld N, op N.
  EXPECT_FALSE(plan.first.transposed);
  EXPECT_EQ(plan.first.rows, 200);
  EXPECT_EQ(plan.first.cols, 100);
  EXPECT_EQ(plan.first.ld, 200);
  // Second: A's memory, column-major [K, M] with ld K, op N.
  EXPECT_FALSE(plan.second.transposed);
  EXPECT_EQ(plan.second.rows, 100);
  EXPECT_EQ(plan.second.cols, 300);
  EXPECT_EQ(plan.second.ld, 100);
  EXPECT_EQ(plan.out_ld, 200);
}

TEST(CudaInteropGemmPlan, TransposedOperandsReadWithOpT) {
  // x @ W.T: B is W [N, K] row-major seen through a transpose: strides (1, K).
  RowMajorProduct p = plain(64, 32, 16);
  p.b_row = 1;
  p.b_col = 16;
  GemmPlan plan;
  std::string why;
  ASSERT_TRUE(plan_gemm(p, &plan, &why)) << why;
  EXPECT_TRUE(plan.first.transposed);
  EXPECT_EQ(plan.first.rows, 16);  // K
  EXPECT_EQ(plan.first.cols, 32);  // N
  EXPECT_EQ(plan.first.ld, 16);
  // A^T stored: A [M, K] with strides (1, M).
  p = plain(64, 32, 16);
  p.a_row = 1;
  p.a_col = 64;
  ASSERT_TRUE(plan_gemm(p, &plan, &why)) << why;
  EXPECT_TRUE(plan.second.transposed);
  EXPECT_EQ(plan.second.rows, 64);
  EXPECT_EQ(plan.second.cols, 16);
  EXPECT_EQ(plan.second.ld, 64);
}

TEST(CudaInteropGemmPlan, RowSlicesKeepTheirLeadingDimension) {
  RowMajorProduct p = plain(8, 8, 8);
  p.a_row = 24;  // every row of a wider matrix
  GemmPlan plan;
  std::string why;
  ASSERT_TRUE(plan_gemm(p, &plan, &why)) << why;
  EXPECT_EQ(plan.second.ld, 24);
}

TEST(CudaInteropGemmPlan, BatchesAndBroadcastOperands) {
  RowMajorProduct p = plain(16, 8, 4);
  p.batch = 5;
  p.a_batch = 64;
  p.b_batch = 0;  // one B for every batch element
  GemmPlan plan;
  std::string why;
  ASSERT_TRUE(plan_gemm(p, &plan, &why)) << why;
  EXPECT_EQ(plan.batch, 5);
  EXPECT_EQ(plan.first.batch_stride, 0);
  EXPECT_EQ(plan.second.batch_stride, 64);
  EXPECT_EQ(plan.out_batch_stride, 16 * 8);
}

// dot_general's and attention's products: [B, H, M, K] x [B, H, K, N] and their broadcasts.
TEST(CudaInteropGemmPlan, BatchAxesCollapseToOneStride) {
  int64_t stride = -1;
  EXPECT_TRUE(collapsed_batch_stride({}, {}, {}, &stride));  // a plain matrix product
  EXPECT_EQ(stride, 0);
  EXPECT_TRUE(collapsed_batch_stride({2, 12}, {2, 12}, {12 * 64 * 32, 64 * 32}, &stride));  // compact
  EXPECT_EQ(stride, 64 * 32);
  EXPECT_TRUE(collapsed_batch_stride({2, 12}, {1, 1}, {0, 0}, &stride));  // one matrix for every element
  EXPECT_EQ(stride, 0);
  EXPECT_TRUE(collapsed_batch_stride({1, 12}, {1, 12}, {999, 2048}, &stride));  // an extent-1 axis never counts
  EXPECT_EQ(stride, 2048);
  EXPECT_TRUE(collapsed_batch_stride({4, 1, 3}, {4, 1, 3}, {3 * 100, 7, 100}, &stride));
  EXPECT_EQ(stride, 100);
  // Left to Vulkan: broadcast over one axis only, a transposed batch, a gap, a negative stride.
  EXPECT_FALSE(collapsed_batch_stride({2, 12}, {2, 1}, {2048, 0}, &stride));
  EXPECT_FALSE(collapsed_batch_stride({2, 12}, {2, 12}, {2048, 2 * 2048}, &stride));
  EXPECT_FALSE(collapsed_batch_stride({2, 12}, {2, 12}, {13 * 2048, 2048}, &stride));
  EXPECT_FALSE(collapsed_batch_stride({3}, {3}, {-2048}, &stride));
  EXPECT_FALSE(collapsed_batch_stride({3}, {3, 1}, {1, 1}, &stride));  // ranks differ
}

TEST(CudaInteropGemmPlan, LayoutsWithoutAUnitStrideAreLeftToVulkan) {
  RowMajorProduct p = plain(8, 8, 8);
  p.a_row = 16;
  p.a_col = 2;  // every other column
  GemmPlan plan;
  std::string why;
  EXPECT_FALSE(plan_gemm(p, &plan, &why));
  EXPECT_NE(why.find("A has no unit stride"), std::string::npos);
  p = plain(8, 8, 8);
  p.b_row = 4;  // rows overlapping: ld below the row length
  EXPECT_FALSE(plan_gemm(p, &plan, &why));
}

TEST(CudaInteropGemmPlan, OnlyProductsThatPayGoToCuda) {
  EXPECT_FALSE(gemm_pays(plain(64, 64, 64), nullptr, 512.0 * 512 * 512));
  EXPECT_TRUE(gemm_pays(plain(4096, 4096, 4096), nullptr, 512.0 * 512 * 512));
  EXPECT_FALSE(gemm_pays(plain(4096, 4096, 4096), "off", 512.0 * 512 * 512));
  EXPECT_TRUE(gemm_pays(plain(2, 3, 4), "always", 512.0 * 512 * 512));
  EXPECT_FALSE(gemm_pays(plain(0, 3, 4), "always", 1));
}

}  // namespace
