// The Vulkan matmul kernel choice (src/backend/vulkan/matmul_choice.h), tested on plain facts:
// CI's lavapipe has no tensor cores, so this is where the tensor-core rule and its fallbacks are
// checked everywhere. The kernel itself is checked against float64 on a GPU that has them
// (bench/workloads.py, docs/benchmarks.md).
#include <gtest/gtest.h>

#include "backend/vulkan/matmul_choice.h"
#include "coopmat_facts.h"

namespace {

using kiln::DType;
using kiln::vulkan::choose_matmul_kernel;
using kiln::vulkan::coopmat_float16_usable;
using kiln::vulkan::CoopmatFacts;
using kiln::vulkan::MatmulKernel;
using kiln::vulkan::MatmulLayout;

MatmulLayout contiguous(DType dtype, int64_t k, int64_t n) {
  MatmulLayout l;
  l.dtype = dtype;
  l.k = k;
  l.n = n;
  l.a_strides = {k, 1};
  l.b_strides = {n, 1};
  l.a_address = l.b_address = l.out_address = 4096;
  return l;
}

TEST(MatmulChoice, TensorCoresOnlyWhereEveryFactHolds) {
  EXPECT_TRUE(coopmat_float16_usable(h100()));
  CoopmatFacts f = h100();
  f.vendor_id = 0x8086;  // reported orders of magnitude slower on some Intel parts
  EXPECT_FALSE(coopmat_float16_usable(f));
  f = h100();
  f.nv_cooperative_matrix = false;
  EXPECT_FALSE(coopmat_float16_usable(f));
  f = h100();
  f.shape_16x16x16_float16 = false;
  EXPECT_FALSE(coopmat_float16_usable(f));
  f = h100();
  f.shader_float16 = false;
  EXPECT_FALSE(coopmat_float16_usable(f));
  f = h100();
  f.vulkan_memory_model = false;
  EXPECT_FALSE(coopmat_float16_usable(f));
  f = h100();
  f.subgroup_size = 64;
  EXPECT_FALSE(coopmat_float16_usable(f));
  f = h100();
  f.shared_memory_bytes = 32768;
  EXPECT_FALSE(coopmat_float16_usable(f));
}

TEST(MatmulChoice, KilnCoopmatOffTurnsItOff) {
  CoopmatFacts f = h100();
  f.switch_value = "off";
  EXPECT_FALSE(coopmat_float16_usable(f));
  f.switch_value = "on";
  EXPECT_TRUE(coopmat_float16_usable(f));
}

TEST(MatmulChoice, Float16TakesTheTensorCoresWhenTheLayoutFits) {
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float16, 64, 64), true), MatmulKernel::CoopmatFloat16);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float16, 64, 64), false), MatmulKernel::Generic);
  // bfloat16 has no tensor-core kernel yet (Debian 12's glslang lacks VK_KHR_shader_bfloat16).
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::BFloat16, 64, 64), true), MatmulKernel::Generic);
}

TEST(MatmulChoice, LayoutsTheVectorKernelsCannotReadFallBack) {
  MatmulLayout l = contiguous(DType::Float16, 60, 64);  // K not a multiple of 8
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 60);  // N not a multiple of 8
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.a_strides = {1, 64};  // transposed A
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.b_strides = {1, 64};  // transposed B (x @ W.T): read as stored, no copy
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::CoopmatFloat16TransposedB);
  EXPECT_EQ(choose_matmul_kernel(l, false), MatmulKernel::Generic);
  l.b_strides = {1, 60};  // ... but its rows must be 16-byte aligned
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::Generic);
  l = contiguous(DType::Float32, 64, 64);
  l.b_strides = {1, 64};  // float32 reads a transposed B as stored too
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::TiledFloat32TransposedB);
  l.b_strides = {2, 128};  // a strided view of W: neither kernel reads it
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.b_address += 2;  // a view starting one element in
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.a_strides = {4160, 64, 1};  // batch strides that keep 16-byte alignment ...
  l.b_strides = {4096, 64, 1};
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::CoopmatFloat16);
  l.a_strides = {4100, 64, 1};  // ... and one that breaks it
  EXPECT_EQ(choose_matmul_kernel(l, true), MatmulKernel::Generic);
}

TEST(MatmulChoice, Float32TakesTheRegisterTiledKernelWhenTheLayoutFits) {
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float32, 64, 64), false), MatmulKernel::TiledFloat32);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float32, 64, 64), true), MatmulKernel::TiledFloat32);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float32, 62, 64), false), MatmulKernel::Generic);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float64, 64, 64), true), MatmulKernel::Generic);
}

}  // namespace
