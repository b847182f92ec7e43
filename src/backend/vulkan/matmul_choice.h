// Which Vulkan matmul kernel runs a product, and whether a device may use the tensor-core
// kernel: pure functions of plain facts, so CI tests them without such a device
// (tests/matmul_choice_test.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/dtype.h"

namespace kiln::vulkan {

// Coopmat*: matmul_coopmat.comp (float16, bfloat16, int8 and uint8); CoopmatWorkgroup*:
// matmul_coopmat_wg.comp (float16 and bfloat16, workgroup-scope fragments).
enum class MatmulKernel {
  Generic,
  TiledFloat32,
  TiledFloat32TransposedB,
  Coopmat,
  CoopmatTransposedB,
  CoopmatWorkgroup,
  CoopmatWorkgroupTransposedB
};

inline bool on_tensor_cores(MatmulKernel k) {
  return k == MatmulKernel::Coopmat || k == MatmulKernel::CoopmatTransposedB || k == MatmulKernel::CoopmatWorkgroup ||
         k == MatmulKernel::CoopmatWorkgroupTransposedB;
}
inline bool workgroup_scope(MatmulKernel k) {
  return k == MatmulKernel::CoopmatWorkgroup || k == MatmulKernel::CoopmatWorkgroupTransposedB;
}

// The operands as the kernel sees them: strides in elements (the last two: row, column), byte
// addresses, and the output's rows, the contracted length and the output's columns.
struct MatmulLayout {
  DType dtype = DType::Float32;
  int64_t m = 0, k = 0, n = 0;
  std::vector<int64_t> a_strides, b_strides;
  uint64_t a_address = 0, b_address = 0, out_address = 0;
};

// int8 and uint8 run one tensor-core kernel: its result wraps to 8 bits, the same bits either way.
inline bool is_8bit_integer(DType dtype) { return dtype == DType::Int8 || dtype == DType::UInt8; }

// A workgroup-scope fragment shape the device lists (VkCooperativeMatrixFlexibleDimensionsPropertiesNV):
// sizes are multiples of the granularities, the workgroup has `invocations` invocations.
struct FlexibleShape {
  uint32_t m_granularity = 0, n_granularity = 0, k_granularity = 0, invocations = 0;
};

// What the device offers for the tensor-core kernels.
struct CoopmatFacts {
  uint32_t vendor_id = 0;
  bool nv_cooperative_matrix = false;  // VK_NV_cooperative_matrix with its feature on
  // Subgroup-scope 16x16x16 entries with float32 accumulators (every tensor-core kernel's shape),
  // from the NV list and from the KHR one.
  bool shape_16x16x16_float16 = false;
  bool khr_cooperative_matrix = false;  // VK_KHR_cooperative_matrix with its feature on
  bool khr_shape_16x16x16_float16 = false;
  bool khr_shape_16x16x16_bfloat16 = false;
  bool khr_shape_16x16x32_int8 = false;  // int8 x int8 + int32
  bool shader_int8 = false;
  bool bfloat16_cooperative_matrix = false;  // VK_KHR_shader_bfloat16: shaderBFloat16Type and ...CooperativeMatrix
  bool shader_float16 = false;
  bool vulkan_memory_model = false;
  uint32_t subgroup_size = 0;
  uint64_t shared_memory_bytes = 0;
  const char* switch_value = nullptr;  // KILN_COOPMAT (null when unset)
  const char* tile_choice = nullptr;   // KILN_COOPMAT_TILE (null when unset)
  // VK_NV_cooperative_matrix2 with cooperativeMatrixWorkgroupScope and ...FlexibleDimensions, its
  // largest fragment side, and its workgroup-scope shapes with float32 accumulators (float16 and
  // bfloat16 inputs) and with accumulators of the input dtype (what the kernel converts to).
  bool nv2_workgroup_scope = false;
  uint32_t nv2_max_dimension = 0, nv2_max_workgroup_size = 0, nv2_reserved_shared_memory = 0;
  std::vector<FlexibleShape> nv2_float16, nv2_float16_result, nv2_bfloat16, nv2_bfloat16_result;
};

constexpr uint32_t kVendorNvidia = 0x10DE;
constexpr uint64_t kCoopmatSharedBytes = 43008;  // what the NV fragment kernels' shared arrays need

// Cooperative-matrix kernels have been reported far slower than plain ones on some vendors'
// parts, so only NVIDIA's (measured: docs/benchmarks.md) use them; KILN_COOPMAT=off turns them
// off.
inline bool coopmat_allowed(const CoopmatFacts& f) {
  if (f.switch_value && std::string(f.switch_value) == "off") return false;
  return f.vendor_id == kVendorNvidia && f.shader_float16 && f.vulkan_memory_model && f.subgroup_size == 32 &&
         f.shared_memory_bytes >= kCoopmatSharedBytes;
}

// The float16 kernels written for the NV extension alone (attention_coopmat.comp, conv_coopmat.comp).
inline bool coopmat_float16_usable(const CoopmatFacts& f) {
  return coopmat_allowed(f) && f.nv_cooperative_matrix && f.shape_16x16x16_float16;
}

// matmul_coopmat_wg.comp's tiles: one BM x BN accumulator per workgroup of `threads`, K in
// slices of BK. Each tag's build flags are also in CMakeLists.txt's `_coopmat_wg_tiles`.
// KILN_COOPMAT_TILE picks one by tag, where the device lists its shape.
struct CoopmatWorkgroupTile {
  const char* tag;
  uint32_t bm, bn, bk, threads;
};
constexpr CoopmatWorkgroupTile kCoopmatWorkgroupTiles[] = {
    {"wg128x128", 128, 128, 32, 256},      {"wgs128x128", 128, 128, 32, 256}, {"wgs128x128t128", 128, 128, 32, 128},
    {"wgs128x256", 128, 256, 16, 256},     {"wgs256x128", 256, 128, 16, 256}, {"wgs64x128t128", 64, 128, 32, 128}};

inline bool lists_shape(const std::vector<FlexibleShape>& shapes, const CoopmatWorkgroupTile& t) {
  for (const FlexibleShape& s : shapes) {
    if (s.m_granularity && s.n_granularity && s.k_granularity && t.bm % s.m_granularity == 0 &&
        t.bn % s.n_granularity == 0 && t.bk % s.k_granularity == 0 && s.invocations == t.threads) {
      return true;
    }
  }
  return false;
}

// The workgroup-scope tile KILN_COOPMAT_TILE names, where the device takes it for `dtype`'s
// inputs (its product and its converted result); null otherwise.
inline const CoopmatWorkgroupTile* coopmat_workgroup_tile(const CoopmatFacts& f, DType dtype) {
  if (!f.nv2_workgroup_scope || !f.tile_choice) return nullptr;
  for (const CoopmatWorkgroupTile& t : kCoopmatWorkgroupTiles) {
    if (std::string(f.tile_choice) != t.tag) continue;
    if (std::max({t.bm, t.bn, t.bk}) > f.nv2_max_dimension) return nullptr;
    const bool half = dtype == DType::Float16;
    const auto& product = half ? f.nv2_float16 : f.nv2_bfloat16;
    const auto& result = half ? f.nv2_float16_result : f.nv2_bfloat16_result;
    return lists_shape(product, t) && lists_shape(result, t) ? &t : nullptr;
  }
  return nullptr;
}

// Which extension matmul_coopmat.comp runs through, per input dtype.
enum class CoopmatApi { None, NV, KHR };
struct MatmulCoopmat {
  CoopmatApi float16 = CoopmatApi::None;
  bool bfloat16 = false;  // through KHR (bfloat16 fragments exist only there)
  bool int8 = false;      // int8 and uint8, through KHR (its multiply-add says the signedness)
  // matmul_coopmat_wg.comp's tile per dtype, through KHR; null where it does not run.
  const CoopmatWorkgroupTile* workgroup_float16 = nullptr;
  const CoopmatWorkgroupTile* workgroup_bfloat16 = nullptr;
  const CoopmatWorkgroupTile* workgroup(DType dtype) const {
    return dtype == DType::Float16 ? workgroup_float16 : dtype == DType::BFloat16 ? workgroup_bfloat16 : nullptr;
  }
  bool runs(DType dtype) const {
    return (dtype == DType::Float16 && float16 != CoopmatApi::None) || (dtype == DType::BFloat16 && bfloat16) ||
           (is_8bit_integer(dtype) && int8);
  }
};

// KHR where the device lists the kernel's shape there, else NV; KILN_COOPMAT=nv keeps float16 on
// the NV extension (and so leaves bfloat16 off), to compare the two.
inline MatmulCoopmat matmul_coopmat_support(const CoopmatFacts& f) {
  MatmulCoopmat m;
  if (!coopmat_allowed(f)) return m;
  const bool khr = f.khr_cooperative_matrix && !(f.switch_value && std::string(f.switch_value) == "nv");
  if (khr && f.khr_shape_16x16x16_float16) {
    m.float16 = CoopmatApi::KHR;
  } else if (f.nv_cooperative_matrix && f.shape_16x16x16_float16) {
    m.float16 = CoopmatApi::NV;
  }
  m.bfloat16 = khr && f.khr_shape_16x16x16_bfloat16 && f.bfloat16_cooperative_matrix;
  m.int8 = khr && f.khr_shape_16x16x32_int8 && f.shader_int8;
  if (m.float16 == CoopmatApi::KHR) m.workgroup_float16 = coopmat_workgroup_tile(f, DType::Float16);
  if (m.bfloat16) m.workgroup_bfloat16 = coopmat_workgroup_tile(f, DType::BFloat16);
  return m;
}

// matmul_coopmat.comp's tiles (BM x BN per workgroup; the build makes a variant of each, and
// KILN_COOPMAT_TILE picks one by tag). The first is the default: four subgroups of 64x64 ran
// float16 at 246-281 TFLOP/s on an H200, eight of 64x32 (128x128w8) at 137-140, the 256-wide
// tiles (eight of 64x64, slices of 16) at 178-195. Tiles of 128x64, 64x128, slices of 16, and
// one shared buffer with slices of 32 or 64 were tried and not kept (docs/benchmarks.md,
// session 12).
// Each tile's build flags (slice BK, subgroups WARPS_M x WARPS_N) are also in CMakeLists.txt's
// `_coopmat_tiles`, which builds the variants; a kernel with an epilogue is built from these.
struct CoopmatTile {
  const char* tag;
  uint32_t bm, bn, bk, warps_m, warps_n;
};
constexpr CoopmatTile kCoopmatTiles[] = {{"128x128", 128, 128, 32, 2, 2},
                                         {"128x128w8", 128, 128, 32, 2, 4},
                                         {"128x256", 128, 256, 16, 2, 4},
                                         {"256x128", 256, 128, 16, 4, 2}};

inline CoopmatTile coopmat_tile(const char* choice) {
  for (const CoopmatTile& t : kCoopmatTiles) {
    if (choice && std::string(choice) == t.tag) return t;
  }
  return kCoopmatTiles[0];
}

// An operand read as rows of 16-byte vectors: stride 1 along `unit_axis`, every other stride a
// multiple of the vector's length.
inline bool rows_of_vectors(const std::vector<int64_t>& strides, size_t unit_axis, int64_t per_vector) {
  for (size_t d = 0; d < strides.size(); ++d) {
    if (d == unit_axis ? strides[d] != 1 : strides[d] % per_vector != 0) return false;
  }
  return true;
}

// The vector kernels read A's rows along K, and B's along N (or, `b_transposed`, along K: B is
// the transpose of a row-major N x K matrix); K and N are multiples of the vector's length and
// the pointers 16-byte aligned.
inline bool fits_vectors(const MatmulLayout& l, int64_t per_vector, bool b_transposed) {
  size_t r = l.a_strides.size();
  if (r < 2 || l.b_strides.size() != r || l.k % per_vector != 0 || l.n % per_vector != 0) return false;
  return rows_of_vectors(l.a_strides, r - 1, per_vector) &&
         rows_of_vectors(l.b_strides, b_transposed ? r - 2 : r - 1, per_vector) && l.a_address % 16 == 0 &&
         l.b_address % 16 == 0 && l.out_address % 16 == 0;
}

// matmul_coopmat_wg.comp reads without bounds: whole tiles only.
inline bool whole_tiles(const MatmulLayout& l, const CoopmatWorkgroupTile& t) {
  return l.m > 0 && l.m % t.bm == 0 && l.n % t.bn == 0 && l.k > 0 && l.k % t.bk == 0;
}

inline MatmulKernel choose_matmul_kernel(const MatmulLayout& l, const MatmulCoopmat& coopmat) {
  if (const CoopmatWorkgroupTile* tile = coopmat.workgroup(l.dtype); tile && whole_tiles(l, *tile)) {
    if (fits_vectors(l, 8, false)) return MatmulKernel::CoopmatWorkgroup;
    if (fits_vectors(l, 8, true)) return MatmulKernel::CoopmatWorkgroupTransposedB;
  }
  if (coopmat.runs(l.dtype)) {
    const int64_t per_vector = is_8bit_integer(l.dtype) ? 16 : 8;  // a 16-byte vector's elements
    if (fits_vectors(l, per_vector, false)) return MatmulKernel::Coopmat;
    if (fits_vectors(l, per_vector, true)) return MatmulKernel::CoopmatTransposedB;
  }
  if (l.dtype == DType::Float32 && fits_vectors(l, 4, false)) return MatmulKernel::TiledFloat32;
  if (l.dtype == DType::Float32 && fits_vectors(l, 4, true)) return MatmulKernel::TiledFloat32TransposedB;
  return MatmulKernel::Generic;
}

}  // namespace kiln::vulkan
