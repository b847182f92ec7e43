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

// Coopmat*: matmul_coopmat.comp (float16, bfloat16, int8 and uint8). Rows*: matmul_rows.comp
// (RowsVectors*: its VEC variant).
enum class MatmulKernel {
  Generic,
  TiledFloat32,
  TiledFloat32TransposedB,
  Coopmat,
  CoopmatTransposedB,
  Rows,
  RowsTransposedB,
  RowsVectors,
  RowsVectorsTransposedB
};

// The operands as the kernel sees them: strides in elements (the last two: row, column), byte
// addresses, and the contracted and output-column lengths.
struct MatmulLayout {
  DType dtype = DType::Float32;
  int64_t k = 0, n = 0;
  std::vector<int64_t> a_strides, b_strides;
  uint64_t a_address = 0, b_address = 0, out_address = 0;
};

// int8 and uint8 run one tensor-core kernel: its result wraps to 8 bits, the same bits either way.
inline bool is_8bit_integer(DType dtype) { return dtype == DType::Int8 || dtype == DType::UInt8; }

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

// Which extension matmul_coopmat.comp runs through, per input dtype.
enum class CoopmatApi { None, NV, KHR };
struct MatmulCoopmat {
  CoopmatApi float16 = CoopmatApi::None;
  bool bfloat16 = false;  // through KHR (bfloat16 fragments exist only there)
  bool int8 = false;      // int8 and uint8, through KHR (its multiply-add says the signedness)
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
  return m;
}

// matmul_coopmat.comp's tiles (BM x BN per workgroup; the build makes a variant of each, and
// KILN_COOPMAT_TILE picks one by tag). The first is the default: four subgroups of 64x64 ran
// float16 at 246-281 TFLOP/s on an H200, eight of 64x32 (128x128w8) at 137-140, the 256-wide
// tiles (eight of 64x64, slices of 16) at 178-195. Tiles of 128x64, 64x128, slices of 16, and
// one shared buffer with slices of 32 or 64 were tried and not kept for square products
// (docs/benchmarks.md, session 12). Products of at most 64 columns (rows) take a tile 64 wide
// (tall), where the default's would leave half of it idle: the ResNet layers of 64 features
// (docs/benchmarks.md, session 16).
// Each tile's build flags (slice BK, subgroups WARPS_M x WARPS_N) are also in CMakeLists.txt's
// `_coopmat_tiles`, which builds the variants; a kernel with an epilogue is built from these.
struct CoopmatTile {
  const char* tag;
  uint32_t bm, bn, bk, warps_m, warps_n;
};
constexpr CoopmatTile kCoopmatTiles[] = {{"128x128", 128, 128, 32, 2, 2}, {"128x128w8", 128, 128, 32, 2, 4},
                                         {"128x256", 128, 256, 16, 2, 4}, {"256x128", 256, 128, 16, 4, 2},
                                         {"128x64", 128, 64, 32, 2, 1},   {"128x64w4", 128, 64, 32, 4, 1},
                                         {"64x128w4", 64, 128, 32, 1, 4}};
// The tiles built with PARTIALS too (CMakeLists.txt), for products split over K: the default and
// the two that product_coopmat_tile_for picks by shape.
constexpr const char* kSplitCoopmatTiles[] = {"128x128", "128x64w4", "64x128w4"};
constexpr const char* kNarrowCoopmatTile = "128x64w4";  // for products of at most 64 columns
constexpr const char* kShortCoopmatTile = "64x128w4";   // at most 64 rows

inline bool coopmat_tile_splits(const CoopmatTile& tile) {
  for (const char* tag : kSplitCoopmatTiles) {
    if (std::string(tile.tag) == tag) return true;
  }
  return false;
}

// The tile tagged `choice`; null for no or an unknown tag.
inline const CoopmatTile* named_coopmat_tile(const char* choice) {
  for (const CoopmatTile& t : kCoopmatTiles) {
    if (choice && std::string(choice) == t.tag) return &t;
  }
  return nullptr;
}

inline CoopmatTile coopmat_tile(const char* choice) {
  const CoopmatTile* named = named_coopmat_tile(choice);
  return named ? *named : kCoopmatTiles[0];
}

// The tile for an m x n product: KILN_COOPMAT_TILE's (`choice`) where it names one, else the
// narrow tile up to 64 columns, the short one up to 64 rows, and the default above.
inline CoopmatTile coopmat_tile_for(const char* choice, int64_t m, int64_t n) {
  if (const CoopmatTile* named = named_coopmat_tile(choice)) return *named;
  return coopmat_tile(n <= 64 ? kNarrowCoopmatTile : m <= 64 ? kShortCoopmatTile : nullptr);
}

// A product's tensor-core tile: coopmat_tile_for's, except that a product whose default tiles
// would number fewer than the device's multiprocessors (kCoopmatFillWorkgroups, the H100's 132)
// takes the 4-subgroup tile half as wide, twice the workgroups: a 512-token prefill's [512, 768]
// @ [768, 768] is 24 tiles of 128x128. Forced on GPT-2's whole prefill (KILN_COOPMAT_TILE), that
// tile took it from 0.38x to 0.41x of PyTorch on an H100 (docs/benchmarks.md, session 32).
constexpr int64_t kCoopmatFillWorkgroups = 132;
inline CoopmatTile product_coopmat_tile_for(const char* choice, int64_t batch, int64_t m, int64_t n) {
  const CoopmatTile tile = coopmat_tile_for(choice, m, n);
  if (named_coopmat_tile(choice) || std::string(tile.tag) != kCoopmatTiles[0].tag) return tile;
  const int64_t tiles = batch * ((m + tile.bm - 1) / tile.bm) * ((n + tile.bn - 1) / tile.bn);
  return tiles < kCoopmatFillWorkgroups ? coopmat_tile(kNarrowCoopmatTile) : tile;
}

// Split K (a product of few tiles runs its slices of K as a batch into float32 partials, then
// adds them) while the tiles times the split number at most `target_tiles` workgroups
// (kSplitTargetTiles by default), up to 8 slices, each at least kMinSliceK long: 1024^3 float32
// is 64 tiles, half an H100's 132 multiprocessors (four slices: 84 us, two: 90 us, none: 151 us;
// docs/benchmarks.md). The tiled kernels' slices are whole multiples of 4 columns (aligned vector
// reads); matmul.comp's may be as short as kMinGenericSliceK (a layer of 10 outputs, 1024 x 1024
// x 10, is 16 tiles that each walked all of K). float16 and bfloat16 products on the tensor cores'
// tiles built with PARTIALS split too (`half_precision`: KILN_COOPMAT_SPLIT), in multiples of
// their 32-wide K step and slices of at least kMinCoopmatSliceK: the sum and the cast to half
// precision cost about 10 us on an H100, so GPT-2's [512, 3072] @ [3072, 768] (48 tiles of
// 128x64) went from 40.3 to 33.8 us in four slices, and its [512, 768] @ [768, 768] from 14.1 to
// 21.8 in two (docs/benchmarks.md, session 34): it keeps K whole.
constexpr uint64_t kSplitTargetTiles = 256;
constexpr int64_t kMinSliceK = 256;
constexpr int64_t kMinGenericSliceK = 128;
constexpr int64_t kMinCoopmatSliceK = 512;
constexpr int64_t kCoopmatSliceAlign = 32;
inline uint32_t product_k_split(MatmulKernel kernel, DType dtype, const CoopmatTile& coopmat_tile, uint64_t tiles,
                                int64_t k, uint64_t target_tiles, bool half_precision) {
  const bool tiled = kernel == MatmulKernel::TiledFloat32 || kernel == MatmulKernel::TiledFloat32TransposedB;
  const bool tensor_cores = (kernel == MatmulKernel::Coopmat || kernel == MatmulKernel::CoopmatTransposedB) &&
                            (dtype == DType::Float16 || dtype == DType::BFloat16) && half_precision &&
                            coopmat_tile_splits(coopmat_tile);
  if (!tiled && !tensor_cores && !(kernel == MatmulKernel::Generic && dtype == DType::Float32)) return 1;
  const int64_t align = tensor_cores ? kCoopmatSliceAlign : tiled ? 4 : 1;
  const int64_t min_slice = tensor_cores ? kMinCoopmatSliceK : tiled ? kMinSliceK : kMinGenericSliceK;
  uint32_t split = 1;
  while (split < 8 && tiles * split * 2 <= target_tiles && k % (int64_t{split} * 2 * align) == 0 &&
         k / (int64_t{split} * 2) >= min_slice) {
    split *= 2;
  }
  return split;
}

// matmul_tiled.comp's (float32) tiles: 128x128 (8x8 results a thread), 128x64 (64x128) for
// products of at most 64 columns (rows), which the square one would leave half idle (the ResNet
// 1x1 layer's W[64, 256] @ x, a 64-feature convolution's patch product), and 128x128 computed by
// 128 threads (8x16 a thread) for products of many tiles (product_tiled_tile_for). The build
// makes each (CMakeLists.txt); KILN_TILED_TILE (`choice`) names one to force it.
struct TiledTile {
  const char* tag;
  uint32_t bm, bn;
  uint32_t tx = 16, ty = 16;  // threads along the columns and the rows
};
constexpr TiledTile kTiledTiles[] = {
    {"128x128", 128, 128}, {"64x128", 64, 128}, {"128x64", 128, 64}, {"128x128t128", 128, 128, 8, 16}};

// The tile tagged `choice`; null for no or an unknown tag.
inline const TiledTile* named_tiled_tile(const char* choice) {
  for (const TiledTile& t : kTiledTiles) {
    if (choice && std::string(choice) == t.tag) return &t;
  }
  return nullptr;
}

inline TiledTile tiled_tile_for(const char* choice, int64_t m, int64_t n) {
  if (const TiledTile* named = named_tiled_tile(choice)) return *named;
  return n <= 64 ? kTiledTiles[2] : m <= 64 ? kTiledTiles[1] : kTiledTiles[0];
}

// A product's tile: the 128-thread square tile where the product makes kDeepTiledTileMinimum of
// them, else tiled_tile_for's. At 218 registers an invocation two such workgroups (8 subgroups)
// share a multiprocessor, as two of 256 threads do at 128 registers; each thread reads 6 vectors
// from shared memory for 128 multiply-adds a step where the 256-thread tile reads 4 for 64. On an
// H200 float32 4096^2 took 3.08-3.09 ms so, 3.30 with 256 threads, 3.26 with session 24's
// 128x256 tile (256 threads, 8x16 each, one workgroup a multiprocessor), 3.15 as 16x8 a thread
// and 3.36 as 64x128 of 64 threads (docs/benchmarks.md, session 25). Below two waves of a device
// of 132 multiprocessors the 256-thread tile's finer parallelism is kept.
constexpr int64_t kDeepTiledTileMinimum = 512;
inline TiledTile product_tiled_tile_for(const char* choice, int64_t batch, int64_t m, int64_t n) {
  if (const TiledTile* named = named_tiled_tile(choice)) return *named;
  const TiledTile deep = kTiledTiles[3];
  const int64_t tiles = batch * ((m + deep.bm - 1) / deep.bm) * ((n + deep.bn - 1) / deep.bn);
  return m > 64 && n > 64 && tiles >= kDeepTiledTileMinimum ? deep : tiled_tile_for(nullptr, m, n);
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

inline MatmulKernel choose_matmul_kernel(const MatmulLayout& l, const MatmulCoopmat& coopmat) {
  if (coopmat.runs(l.dtype)) {
    const int64_t per_vector = is_8bit_integer(l.dtype) ? 16 : 8;  // a 16-byte vector's elements
    if (fits_vectors(l, per_vector, false)) return MatmulKernel::Coopmat;
    if (fits_vectors(l, per_vector, true)) return MatmulKernel::CoopmatTransposedB;
  }
  if (l.dtype == DType::Float32 && fits_vectors(l, 4, false)) return MatmulKernel::TiledFloat32;
  if (l.dtype == DType::Float32 && fits_vectors(l, 4, true)) return MatmulKernel::TiledFloat32TransposedB;
  return MatmulKernel::Generic;
}

// matmul_rows.comp: its rows and columns a workgroup.
constexpr int64_t kRowsKernelRows = 4;
constexpr int64_t kRowsKernelColumns = 32;
// Below this many workgroups the device idles: a product of few columns and long K keeps the
// other kernels, which split K.
constexpr int64_t kRowsKernelMinWorkgroups = 16;

// The few-row kernel for a product of `m` rows (at most `max_rows`: KILN_MATMUL_ROWS, default
// kRowsKernelRows, 0 turns it off), float16, bfloat16 or float32; the transposed variant where
// B's elements are consecutive along K (B stored N x K). Generic: not this kernel. A decoder's
// step ([1, 768] @ [768, 2304], the tied [1, 768] @ wte^T) took 35 and 347 us on an H100 through
// tiles of 64 or more rows (docs/benchmarks.md, session 32).
inline MatmulKernel choose_rows_kernel(const MatmulLayout& l, int64_t m, int64_t batch, int64_t max_rows) {
  const bool float_type = l.dtype == DType::Float16 || l.dtype == DType::BFloat16 || l.dtype == DType::Float32;
  const size_t r = l.b_strides.size();
  if (!float_type || m > std::min(max_rows, kRowsKernelRows) || r < 2) return MatmulKernel::Generic;
  if (batch * ((l.n + kRowsKernelColumns - 1) / kRowsKernelColumns) < kRowsKernelMinWorkgroups) {
    return MatmulKernel::Generic;
  }
  return l.b_strides[r - 2] == 1 && l.b_strides[r - 1] != 1 ? MatmulKernel::RowsTransposedB : MatmulKernel::Rows;
}

// The few-row kernel splits K (grid y) while its workgroups number under this (two of the
// H100's 132 multiprocessors' worth): up to kRowsKernelMaxSplits splits of at least
// kRowsKernelMinSplitK each. A decoder's [1, 768] @ [768, 768] is 24 workgroups of 32 columns.
constexpr int64_t kRowsKernelTargetWorkgroups = 256;
constexpr int64_t kRowsKernelMaxSplits = 8;
constexpr int64_t kRowsKernelMinSplitK = 256;
// The length of K each split takes (a multiple of 4, for the vector loads); K itself: no split.
// `max_splits` is KILN_MATMUL_ROWS_SPLITS (1: never split).
inline int64_t rows_kernel_split_length(int64_t workgroups, int64_t k, int64_t max_splits) {
  const int64_t splits = std::min({std::min(max_splits, kRowsKernelMaxSplits),
                                   kRowsKernelTargetWorkgroups / std::max<int64_t>(workgroups, 1), k / kRowsKernelMinSplitK});
  if (splits <= 1) return k;
  return ((k + splits - 1) / splits + 3) / 4 * 4;
}

// The few-row kernel's variant reading 4 elements a load, where the operands allow it
// (fits_vectors' conditions with vectors of 4: unit strides along the rows read, K, N (not for
// B stored N x K) and the other strides multiples of 4, 16-byte aligned pointers), else `kernel`.
// KILN_MATMUL_ROWS_VECTORS=0 (`vectors` false) keeps the one-element loads.
inline MatmulKernel rows_vector_kernel(const MatmulLayout& l, MatmulKernel kernel, bool vectors) {
  if (!vectors) return kernel;
  if (kernel == MatmulKernel::Rows && fits_vectors(l, 4, false)) return MatmulKernel::RowsVectors;
  if (kernel == MatmulKernel::RowsTransposedB) {
    // Vectors run along K only: any N (the tied head's 50257 columns).
    MatmulLayout whole_runs = l;
    whole_runs.n = (l.n + 3) / 4 * 4;
    if (fits_vectors(whole_runs, 4, true)) return MatmulKernel::RowsVectorsTransposedB;
  }
  return kernel;
}

}  // namespace kiln::vulkan
