// Which Vulkan convolution kernel runs a node: an implicit product (conv_gemm_ops.cpp), a patch
// product (im2col, then the matmul), conv_coopmat.comp (float16 on the tensor cores) where the
// device and the geometry allow it, conv.comp otherwise. Pure functions of plain facts, tested
// without such a device (tests/conv_choice_test.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "backend/vulkan/matmul_choice.h"
#include "core/dtype.h"

namespace kiln::vulkan {

enum class ConvKernel { Portable, CoopmatFloat16 };

// The convolution as the kernels see it (its index math already known to fit 32-bit ints).
struct ConvLayout {
  DType dtype = DType::Float32;
  int64_t feature_groups = 1, batch_groups = 1;
  std::vector<int64_t> input_dilation;
};

// conv_coopmat.comp's shared array with 128-feature tiles (the larger variant); under the
// matmul's, so any device that runs the matmul on the tensor cores runs this too.
constexpr uint64_t kCoopmatConvSharedBytes = 40960;

// The matmul's conditions (NVIDIA, the 16x16x16 float16 shape, subgroups of 32, KILN_COOPMAT
// not off) plus room for the convolution's shared array.
inline bool coopmat_conv_usable(const CoopmatFacts& f) {
  return coopmat_float16_usable(f) && f.shared_memory_bytes >= kCoopmatConvSharedBytes;
}

// The tensor-core kernel handles one group (no feature or batch groups) without input dilation;
// any kernel size, stride, padding (negative too) and kernel dilation.
inline ConvKernel choose_conv_kernel(const ConvLayout& l, bool coopmat_conv) {
  if (!coopmat_conv || l.dtype != DType::Float16 || l.feature_groups != 1 || l.batch_groups != 1) {
    return ConvKernel::Portable;
  }
  for (int64_t d : l.input_dilation) {
    if (d != 1) return ConvKernel::Portable;
  }
  return ConvKernel::CoopmatFloat16;
}

// conv_coopmat.comp's feature tile (its BN): 64 where 64 or fewer features would leave most of a
// 128 tile idle.
inline uint32_t coopmat_conv_feature_tile(int64_t out_features) { return out_features <= 64 ? 64 : 128; }

// The fewest output features for which the product kernels' paths (patch and implicit
// products) pay over conv.comp (measured at 64; see conv_patch_product_pays).
constexpr int64_t kMinPatchFeatures = 64;

// Whether a convolution runs as an implicit product (conv_gemm_ops.cpp): a product kernel's
// CONV_B variant reads the patches from a channels-last copy of the input as it multiplies, so
// none are stored. float16 or bfloat16 on the tensor cores where the matmul takes the dtype there
// (`coopmat_half`, matmul_coopmat.comp), and float32 from kMinPatchFeatures output features
// (matmul_tiled.comp). One group, no input dilation, 1-3 spatial axes; input features a multiple
// of the kernel's K slice (32 halves, 8 floats: a slice is one tap's channels, in whole vectors)
// and output positions a multiple of 4 (the products store runs of 4). Cropping (negative
// padding) is fine. `switch_value` is KILN_CONV_IMPLICIT: "off" never.
constexpr int64_t kImplicitConvSliceHalf = 32;
constexpr int64_t kImplicitConvSliceFloat32 = 8;

inline bool implicit_conv_fits(const ConvLayout& l, int64_t channels, int64_t out_features, int64_t positions,
                               bool coopmat_half, const char* switch_value) {
  if (switch_value && std::string(switch_value) == "off") return false;
  int64_t slice = 0;
  if ((l.dtype == DType::Float16 || l.dtype == DType::BFloat16) && coopmat_half) slice = kImplicitConvSliceHalf;
  if (l.dtype == DType::Float32 && out_features >= kMinPatchFeatures) slice = kImplicitConvSliceFloat32;
  if (slice == 0 || l.feature_groups != 1 || l.batch_groups != 1 || l.input_dilation.empty() ||
      l.input_dilation.size() > 3) {
    return false;
  }
  for (int64_t d : l.input_dilation) {
    if (d != 1) return false;
  }
  return channels > 0 && channels % slice == 0 && positions > 0 && positions % 4 == 0;
}

// Whether a float32 convolution runs through Winograd's F(2x2, 3x3) instead of the implicit or
// patch product (winograd_conv_ops.cpp: input and kernel transformed into 16 planes, 16 products
// of a quarter of the positions, the results transformed back): 2D, a 3x3 kernel, stride and
// dilation 1, `plain` (one group, no input dilation), channels a multiple of 4 (the product's
// K, read in 16-byte vectors); any padding or cropping and any map (7x7 too, which the implicit
// product leaves to patches). The transforms move 4x the input and output through
// memory, so it pays only where the products dominate: from kMinWinogradWidth input and output
// features (H200, ResNet-50's float32 layers at batch 32, GPU time against the implicit
// product: 64 features at 56x56 217 against 285 us, 128 at 28x28 160-171 against 330, 256 at
// 14x14 165-176 against 330; docs/benchmarks.md session 19). `switch_value` is
// KILN_CONV_WINOGRAD: "off" never, "always" regardless of the widths (tests).
constexpr int64_t kMinWinogradWidth = 64;

inline bool winograd_conv_fits(DType dtype, const std::vector<int64_t>& kernel_extents,
                               const std::vector<int64_t>& strides, const std::vector<int64_t>& dilation,
                               int64_t channels, int64_t out_features, bool plain, const char* switch_value) {
  const std::string choice = switch_value ? switch_value : "";
  if (choice == "off" || !plain || dtype != DType::Float32 || channels <= 0 || channels % 4 != 0) return false;
  const std::vector<int64_t> three = {3, 3}, one = {1, 1};
  if (kernel_extents != three || strides != one || dilation != one) return false;
  return choice == "always" || (channels >= kMinWinogradWidth && out_features >= kMinWinogradWidth);
}

// The implicit product's tile for its [out_features, columns] product (columns: the images'
// positions side by side): the matmul's rule for that shape. On the tensor cores, a
// KILN_COOPMAT_TILE naming a tile the convolution has no variant of is ignored; the build makes
// these three (CMakeLists.txt). float32 takes tiled_tile_for's.
inline CoopmatTile implicit_conv_tile(const char* choice, int64_t out_features, int64_t columns) {
  const CoopmatTile named = coopmat_tile_for(choice, out_features, columns);
  for (const char* tag : {"128x128", kNarrowCoopmatTile, kShortCoopmatTile}) {
    if (std::string(named.tag) == tag) return named;
  }
  return coopmat_tile_for(nullptr, out_features, columns);
}

// Whether a convolution (one group, no input dilation, at most three spatial axes) runs as a
// patch product instead: its input's patches copied compact (im2col.comp), then the tiled
// float32 or tensor-core float16 / bfloat16 matmul (`coopmat_half`: the matmul takes this dtype
// to the tensor cores), which run several times conv.comp's and conv_coopmat.comp's rate. It
// pays where each patch feeds at least kMinPatchFeatures features (H200, ResNet-50 layers, batch
// 32, GPU time, docs/benchmarks.md session 16: float16 64 features at 56x56 205 us against 233
// through conv_coopmat.comp, 128 at 28x28 110 against 212, 256 at 14x14 108 against 352; float32
// 128 features 353 against 527, 256 344 against 612; session 17, with float32's 128x64 tile, 64
// features 392 against 461). Also only where the matmul kernel takes the product (depth and
// features in whole vectors) and the patches stay under kMaxPatchBytes. `switch_value` is
// KILN_CONV_PATCHES: "off" never, "always" for every dtype and shape (tests).
constexpr uint64_t kMaxPatchBytes = uint64_t{1} << 28;

inline bool conv_patch_product_pays(DType dtype, int64_t out_features, int64_t depth, uint64_t patch_bytes,
                                    bool coopmat_half, const char* switch_value) {
  const std::string choice = switch_value ? switch_value : "";
  if (choice == "off") return false;
  if (choice == "always") return true;
  if (patch_bytes > kMaxPatchBytes || out_features < kMinPatchFeatures) return false;
  if (dtype == DType::Float32) return out_features % 4 == 0 && depth % 4 == 0;
  if ((dtype == DType::Float16 || dtype == DType::BFloat16) && coopmat_half) return out_features % 8 == 0 && depth % 8 == 0;
  return false;
}

}  // namespace kiln::vulkan
