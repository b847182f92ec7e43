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
using kiln::vulkan::coopmat_tile;
using kiln::vulkan::coopmat_tile_for;
using kiln::vulkan::CoopmatApi;
using kiln::vulkan::CoopmatFacts;
using kiln::vulkan::matmul_coopmat_support;
using kiln::vulkan::MatmulCoopmat;
using kiln::vulkan::MatmulKernel;
using kiln::vulkan::MatmulLayout;
using kiln::vulkan::product_tiled_tile_for;
using kiln::vulkan::tiled_tile_for;
using kiln::vulkan::TiledTile;

const MatmulCoopmat kNone{};
const MatmulCoopmat kFloat16{CoopmatApi::NV, false};
const MatmulCoopmat kBoth{CoopmatApi::KHR, true};

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

TEST(MatmulChoice, MatmulTakesKhrWhereItsShapeIsListedElseNv) {
  CoopmatFacts f = h100();
  EXPECT_EQ(matmul_coopmat_support(f).float16, CoopmatApi::NV);
  EXPECT_FALSE(matmul_coopmat_support(f).bfloat16);  // NV has no bfloat16 fragments
  f.khr_cooperative_matrix = true;
  f.khr_shape_16x16x16_float16 = true;
  EXPECT_EQ(matmul_coopmat_support(f).float16, CoopmatApi::KHR);
  EXPECT_FALSE(matmul_coopmat_support(f).bfloat16);
  f.khr_shape_16x16x16_bfloat16 = true;
  EXPECT_FALSE(matmul_coopmat_support(f).bfloat16);  // ... nor without VK_KHR_shader_bfloat16
  f.bfloat16_cooperative_matrix = true;
  EXPECT_TRUE(matmul_coopmat_support(f).bfloat16);
  f.switch_value = "nv";  // compare the two extensions on one device
  EXPECT_EQ(matmul_coopmat_support(f).float16, CoopmatApi::NV);
  EXPECT_FALSE(matmul_coopmat_support(f).bfloat16);
  f.switch_value = "off";
  EXPECT_EQ(matmul_coopmat_support(f).float16, CoopmatApi::None);
  EXPECT_FALSE(matmul_coopmat_support(f).bfloat16);
  f = h100();
  f.shape_16x16x16_float16 = false;  // NV without the kernel's shape, and no KHR
  EXPECT_EQ(matmul_coopmat_support(f).float16, CoopmatApi::None);
  f = h100();
  f.khr_cooperative_matrix = f.khr_shape_16x16x16_float16 = f.khr_shape_16x16x16_bfloat16 = true;
  f.bfloat16_cooperative_matrix = true;
  f.vendor_id = 0x1002;  // the vendor rule holds for KHR too
  EXPECT_EQ(matmul_coopmat_support(f).float16, CoopmatApi::None);
  EXPECT_FALSE(matmul_coopmat_support(f).bfloat16);
}

TEST(MatmulChoice, EightBitIntegersTakeKhrWhereTheirShapeAndShaderInt8Are) {
  CoopmatFacts f = h100();
  f.khr_cooperative_matrix = f.khr_shape_16x16x16_float16 = true;
  EXPECT_FALSE(matmul_coopmat_support(f).int8);
  f.khr_shape_16x16x32_int8 = true;
  EXPECT_FALSE(matmul_coopmat_support(f).int8);  // ... nor without shaderInt8
  f.shader_int8 = true;
  EXPECT_TRUE(matmul_coopmat_support(f).int8);
  EXPECT_TRUE(matmul_coopmat_support(f).runs(DType::Int8));
  EXPECT_TRUE(matmul_coopmat_support(f).runs(DType::UInt8));  // the same kernel: products modulo 256
  EXPECT_FALSE(matmul_coopmat_support(f).runs(DType::Int16));
  f.switch_value = "nv";  // NV's multiply-add has no signedness operands: KHR only
  EXPECT_FALSE(matmul_coopmat_support(f).int8);
  f.switch_value = "off";
  EXPECT_FALSE(matmul_coopmat_support(f).int8);
  f = h100();
  f.khr_cooperative_matrix = f.khr_shape_16x16x32_int8 = f.shader_int8 = true;
  f.vendor_id = 0x8086;
  EXPECT_FALSE(matmul_coopmat_support(f).int8);
}

TEST(MatmulChoice, EightBitOperandsReadSixteenElementsAVector) {
  MatmulCoopmat int8;
  int8.int8 = true;
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Int8, 64, 64), int8), MatmulKernel::Coopmat);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::UInt8, 64, 64), int8), MatmulKernel::Coopmat);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Int8, 64, 64), kBoth), MatmulKernel::Generic);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Int8, 40, 64), int8), MatmulKernel::Generic);  // K: 8 does not do
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Int8, 64, 24), int8), MatmulKernel::Generic);  // nor N
  MatmulLayout l = contiguous(DType::Int8, 64, 48);
  l.b_strides = {1, 64};  // x @ W.T
  EXPECT_EQ(choose_matmul_kernel(l, int8), MatmulKernel::CoopmatTransposedB);
  l.a_address += 8;  // 8 bytes in: not 16-byte aligned
  EXPECT_EQ(choose_matmul_kernel(l, int8), MatmulKernel::Generic);
}

TEST(MatmulChoice, TileTagsPickAVariantAndUnknownOnesTheDefault) {
  EXPECT_STREQ(coopmat_tile(nullptr).tag, "128x128");
  EXPECT_STREQ(coopmat_tile("bogus").tag, "128x128");
  EXPECT_STREQ(coopmat_tile("128x128w8").tag, "128x128w8");
  EXPECT_EQ(coopmat_tile("128x256").bn, 256u);
  EXPECT_EQ(coopmat_tile("256x128").bm, 256u);
  // By shape unless KILN_COOPMAT_TILE names a tile: 64 columns or rows or fewer take a tile of
  // that width (height).
  EXPECT_STREQ(coopmat_tile_for(nullptr, 4096, 4096).tag, "128x128");
  EXPECT_STREQ(coopmat_tile_for(nullptr, 100352, 64).tag, "128x64w4");
  EXPECT_STREQ(coopmat_tile_for(nullptr, 64, 3136).tag, "64x128w4");
  EXPECT_STREQ(coopmat_tile_for(nullptr, 64, 64).tag, "128x64w4");
  // Products of fewer default tiles than the device's multiprocessors: twice the workgroups.
  using kiln::vulkan::product_coopmat_tile_for;
  EXPECT_STREQ(product_coopmat_tile_for(nullptr, 1, 512, 768).tag, "128x64w4");    // 24 tiles
  EXPECT_STREQ(product_coopmat_tile_for(nullptr, 1, 512, 4096).tag, "128x64w4");   // 4 x 32
  EXPECT_STREQ(product_coopmat_tile_for(nullptr, 1, 512, 4224).tag, "128x128");    // 4 x 33 = 132
  EXPECT_STREQ(product_coopmat_tile_for(nullptr, 8, 512, 768).tag, "128x128");     // a batch fills it
  EXPECT_STREQ(product_coopmat_tile_for(nullptr, 1, 4096, 4096).tag, "128x128");
  EXPECT_STREQ(product_coopmat_tile_for(nullptr, 1, 64, 3136).tag, "64x128w4");    // short stays short
  EXPECT_STREQ(product_coopmat_tile_for("128x128", 1, 512, 768).tag, "128x128");   // KILN_COOPMAT_TILE
  EXPECT_STREQ(coopmat_tile_for(nullptr, 65, 65).tag, "128x128");
  EXPECT_STREQ(coopmat_tile_for("bogus", 100352, 64).tag, "128x64w4");
  EXPECT_STREQ(coopmat_tile_for("128x128", 100352, 64).tag, "128x128");
}

// float32's register tiles, the same way: 64 columns or rows or fewer take a 64-wide (tall) tile;
// KILN_TILED_TILE names one.
TEST(MatmulChoice, TiledFloat32TileByShape) {
  EXPECT_STREQ(tiled_tile_for(nullptr, 4096, 4096).tag, "128x128");
  EXPECT_EQ(tiled_tile_for(nullptr, 4096, 4096).bm, 128u);
  EXPECT_STREQ(tiled_tile_for(nullptr, 64, 3136).tag, "64x128");
  EXPECT_EQ(tiled_tile_for(nullptr, 64, 3136).bm, 64u);
  EXPECT_STREQ(tiled_tile_for(nullptr, 100352, 64).tag, "128x64");
  EXPECT_EQ(tiled_tile_for(nullptr, 100352, 64).bn, 64u);
  EXPECT_STREQ(tiled_tile_for(nullptr, 64, 64).tag, "128x64");
  EXPECT_STREQ(tiled_tile_for(nullptr, 65, 65).tag, "128x128");
  EXPECT_STREQ(tiled_tile_for("128x128", 64, 3136).tag, "128x128");
  EXPECT_STREQ(tiled_tile_for("bogus", 64, 3136).tag, "64x128");
}

// A product of at least 512 128x128 tiles (batch included) takes the 128-thread square tile;
// fewer, or a 64-wide side, the shape's tile; KILN_TILED_TILE still forces one.
TEST(MatmulChoice, TiledFloat32DeepTileForManyTiles) {
  const TiledTile deep = product_tiled_tile_for(nullptr, 1, 4096, 4096);  // 1024 tiles
  EXPECT_STREQ(deep.tag, "128x128t128");
  EXPECT_EQ(deep.tx * deep.ty, 128u);
  EXPECT_STREQ(product_tiled_tile_for(nullptr, 1, 2048, 4096).tag, "128x128t128");  // 512
  EXPECT_STREQ(product_tiled_tile_for(nullptr, 1, 2048, 3968).tag, "128x128");      // 496 (16 x 31)
  EXPECT_STREQ(product_tiled_tile_for(nullptr, 1, 2048, 2048).tag, "128x128");      // 256
  EXPECT_STREQ(product_tiled_tile_for(nullptr, 2, 2048, 2048).tag, "128x128t128");  // 2 x 256
  EXPECT_STREQ(product_tiled_tile_for(nullptr, 1, 1024, 1024).tag, "128x128");      // the Nx MLP step's
  EXPECT_STREQ(product_tiled_tile_for(nullptr, 64, 64, 4096).tag, "64x128");
  EXPECT_STREQ(product_tiled_tile_for(nullptr, 64, 4096, 64).tag, "128x64");
  EXPECT_STREQ(product_tiled_tile_for("128x128", 1, 4096, 4096).tag, "128x128");
  EXPECT_STREQ(product_tiled_tile_for("128x128t128", 1, 100, 100).tag, "128x128t128");
  EXPECT_STREQ(product_tiled_tile_for("bogus", 1, 4096, 4096).tag, "128x128t128");
}

TEST(MatmulChoice, HalfPrecisionTakesTheTensorCoresWhenTheLayoutFits) {
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float16, 64, 64), kFloat16), MatmulKernel::Coopmat);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float16, 64, 64), kNone), MatmulKernel::Generic);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::BFloat16, 64, 64), kFloat16), MatmulKernel::Generic);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::BFloat16, 64, 64), kBoth), MatmulKernel::Coopmat);
  MatmulLayout l = contiguous(DType::BFloat16, 64, 64);
  l.b_strides = {1, 64};
  EXPECT_EQ(choose_matmul_kernel(l, kBoth), MatmulKernel::CoopmatTransposedB);
}

TEST(MatmulChoice, LayoutsTheVectorKernelsCannotReadFallBack) {
  MatmulLayout l = contiguous(DType::Float16, 60, 64);  // K not a multiple of 8
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 60);  // N not a multiple of 8
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.a_strides = {1, 64};  // transposed A
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.b_strides = {1, 64};  // transposed B (x @ W.T): read as stored, no copy
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::CoopmatTransposedB);
  EXPECT_EQ(choose_matmul_kernel(l, kNone), MatmulKernel::Generic);
  l.b_strides = {1, 60};  // ... but its rows must be 16-byte aligned
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Generic);
  l = contiguous(DType::Float32, 64, 64);
  l.b_strides = {1, 64};  // float32 reads a transposed B as stored too
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::TiledFloat32TransposedB);
  l.b_strides = {2, 128};  // a strided view of W: neither kernel reads it
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.b_address += 2;  // a view starting one element in
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Generic);
  l = contiguous(DType::Float16, 64, 64);
  l.a_strides = {4160, 64, 1};  // batch strides that keep 16-byte alignment ...
  l.b_strides = {4096, 64, 1};
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Coopmat);
  l.a_strides = {4100, 64, 1};  // ... and one that breaks it
  EXPECT_EQ(choose_matmul_kernel(l, kFloat16), MatmulKernel::Generic);
}

TEST(MatmulChoice, Float32TakesTheRegisterTiledKernelWhenTheLayoutFits) {
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float32, 64, 64), kNone), MatmulKernel::TiledFloat32);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float32, 64, 64), kFloat16), MatmulKernel::TiledFloat32);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float32, 62, 64), kNone), MatmulKernel::Generic);
  EXPECT_EQ(choose_matmul_kernel(contiguous(DType::Float64, 64, 64), kFloat16), MatmulKernel::Generic);
}

TEST(MatmulChoice, FewRowProductsTakeTheRowsKernel) {
  using kiln::vulkan::choose_rows_kernel;
  using kiln::vulkan::kRowsKernelRows;
  MatmulLayout l = contiguous(DType::Float16, 768, 2304);  // a decoder step's [1, 768] @ [768, 2304]
  EXPECT_EQ(choose_rows_kernel(l, 1, 1, kRowsKernelRows), MatmulKernel::Rows);
  EXPECT_EQ(choose_rows_kernel(l, 4, 1, kRowsKernelRows), MatmulKernel::Rows);
  EXPECT_EQ(choose_rows_kernel(l, 5, 1, kRowsKernelRows), MatmulKernel::Generic);  // tiles pay from 5 rows
  EXPECT_EQ(choose_rows_kernel(l, 1, 1, 0), MatmulKernel::Generic);                // KILN_MATMUL_ROWS=0
  EXPECT_EQ(choose_rows_kernel(l, 2, 1, 1), MatmulKernel::Generic);                // ... or below m
  l.b_strides = {1, 768};  // tied embeddings: wte^T, B stored N x K
  EXPECT_EQ(choose_rows_kernel(l, 1, 1, kRowsKernelRows), MatmulKernel::RowsTransposedB);
  l.b_strides = {3, 768 * 3};  // any strides run (slowly): the plain mapping
  EXPECT_EQ(choose_rows_kernel(l, 1, 1, kRowsKernelRows), MatmulKernel::Rows);
  for (DType d : {DType::BFloat16, DType::Float32}) {
    EXPECT_EQ(choose_rows_kernel(contiguous(d, 64, 512), 1, 1, kRowsKernelRows), MatmulKernel::Rows);
  }
  for (DType d : {DType::Float64, DType::Int8, DType::Int32}) {
    EXPECT_EQ(choose_rows_kernel(contiguous(d, 64, 512), 1, 1, kRowsKernelRows), MatmulKernel::Generic);
  }
  // Too few workgroups (32 columns each) for the device: the kernels that split K.
  EXPECT_EQ(choose_rows_kernel(contiguous(DType::Float32, 4096, 480), 1, 1, kRowsKernelRows), MatmulKernel::Generic);
  EXPECT_EQ(choose_rows_kernel(contiguous(DType::Float32, 4096, 481), 1, 1, kRowsKernelRows), MatmulKernel::Rows);
  EXPECT_EQ(choose_rows_kernel(contiguous(DType::Float32, 4096, 64), 1, 8, kRowsKernelRows), MatmulKernel::Rows);
}

TEST(MatmulChoice, FewRowProductsSplitKWhenTheyMakeFewWorkgroups) {
  using kiln::vulkan::rows_kernel_split_length;
  EXPECT_EQ(rows_kernel_split_length(24, 768, 8), 256);    // a decoder's [768, 768]: 3 splits
  EXPECT_EQ(rows_kernel_split_length(24, 3072, 8), 384);   // [3072, 768]: 8 splits
  EXPECT_EQ(rows_kernel_split_length(72, 768, 8), 256);    // [768, 2304]: 3 splits
  EXPECT_EQ(rows_kernel_split_length(256, 768, 8), 768);   // enough workgroups: none
  EXPECT_EQ(rows_kernel_split_length(24, 400, 8), 400);    // K too short to split
  EXPECT_EQ(rows_kernel_split_length(24, 3072, 1), 3072);  // KILN_MATMUL_ROWS_SPLITS=1
  EXPECT_EQ(rows_kernel_split_length(1, 1030, 8), 260);    // 4 splits, lengths multiples of 4
}

TEST(MatmulChoice, FewRowProductsLoadVectorsWhereTheLayoutAllows) {
  using kiln::vulkan::rows_vector_kernel;
  MatmulLayout l = contiguous(DType::Float16, 768, 2304);
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::Rows, true), MatmulKernel::RowsVectors);
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::Rows, false), MatmulKernel::Rows);  // KILN_MATMUL_ROWS_VECTORS=0
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::Generic, true), MatmulKernel::Generic);
  l.b_strides = {1, 768};  // B stored N x K: vectors along K
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::RowsTransposedB, true), MatmulKernel::RowsVectorsTransposedB);
  l.k = 766;  // K not a multiple of 4
  l.b_strides = {1, 766};
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::RowsTransposedB, true), MatmulKernel::RowsTransposedB);
  l = contiguous(DType::Float32, 768, 50257);  // N not a multiple of 4: B's columns not in vectors ...
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::Rows, true), MatmulKernel::Rows);
  l.b_strides = {1, 768};  // ... but B stored N x K reads vectors along K whatever N
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::RowsTransposedB, true), MatmulKernel::RowsVectorsTransposedB);
  l = contiguous(DType::Float32, 768, 512);
  l.b_address += 4;  // a view one element in: not 16-byte aligned
  EXPECT_EQ(rows_vector_kernel(l, MatmulKernel::Rows, true), MatmulKernel::Rows);
}

}  // namespace

TEST(MatmulChoice, ProductsOfFewTilesSplitK) {
  using kiln::vulkan::product_k_split;
  const auto narrow = coopmat_tile("128x64w4"), wide = coopmat_tile("128x256");
  // GPT-2's prefill on the tensor cores: [512, 3072] @ [3072, 768], 48 tiles of 128x64: 4 slices.
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 48, 3072, 256, true), 4u);
  EXPECT_EQ(product_k_split(MatmulKernel::CoopmatTransposedB, DType::BFloat16, narrow, 48, 3072, 256, true), 4u);
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 48, 768, 256, true), 1u);  // [768, 768]: too short
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 48, 1024, 256, true), 2u);
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 192, 768, 256, true), 1u);  // enough tiles
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 48, 3072, 256, false), 1u);  // switched off
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, wide, 8, 4096, 256, true), 1u);  // no PARTIALS build
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Int8, narrow, 8, 4096, 256, true), 1u);  // int8 wraps: whole
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 8, 1040, 256, true), 1u);  // 520 not a multiple of 32
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 8, 2112, 256, true), 2u);  // 1056 is; 528 is not
  EXPECT_EQ(product_k_split(MatmulKernel::Coopmat, DType::Float16, narrow, 8, 16384, 256, true), 8u);  // at most 8
  EXPECT_EQ(product_k_split(MatmulKernel::TiledFloat32, DType::Float32, narrow, 48, 768, 256, true), 2u);  // float32: 384
  // float32: the tiled kernels (multiples of 4), the generic one (slices down to 128), others never.
  EXPECT_EQ(product_k_split(MatmulKernel::TiledFloat32, DType::Float32, narrow, 64, 1024, 256, true), 4u);
  EXPECT_EQ(product_k_split(MatmulKernel::TiledFloat32, DType::Float32, narrow, 64, 1024, 1, true), 1u);
  EXPECT_EQ(product_k_split(MatmulKernel::Generic, DType::Float32, narrow, 16, 1024, 256, true), 8u);
  EXPECT_EQ(product_k_split(MatmulKernel::Generic, DType::Float64, narrow, 16, 1024, 256, true), 1u);
}
