// Which Vulkan matmul kernel runs a product, and whether a device may use the tensor-core
// kernel: pure functions of plain facts, so CI tests them without such a device
// (tests/matmul_choice_test.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/dtype.h"

namespace kiln::vulkan {

enum class MatmulKernel { Generic, TiledFloat32, TiledFloat32TransposedB, CoopmatFloat16, CoopmatFloat16TransposedB };

// The operands as the kernel sees them: strides in elements (the last two: row, column), byte
// addresses, and the contracted and output-column lengths.
struct MatmulLayout {
  DType dtype = DType::Float32;
  int64_t k = 0, n = 0;
  std::vector<int64_t> a_strides, b_strides;
  uint64_t a_address = 0, b_address = 0, out_address = 0;
};

// What the device offers for matmul_coopmat.comp.
struct CoopmatFacts {
  uint32_t vendor_id = 0;
  bool nv_cooperative_matrix = false;  // VK_NV_cooperative_matrix with its feature on
  bool shape_16x16x16_float16 = false;  // a subgroup-scope 16x16x16 float16 x float16 + float32 entry
  bool shader_float16 = false;
  bool vulkan_memory_model = false;
  uint32_t subgroup_size = 0;
  uint64_t shared_memory_bytes = 0;
  const char* switch_value = nullptr;  // KILN_COOPMAT (null when unset)
};

constexpr uint32_t kVendorNvidia = 0x10DE;
constexpr uint64_t kCoopmatSharedBytes = 43008;  // matmul_coopmat.comp's shared arrays (TRANSPOSED_B)

// Cooperative-matrix kernels have been reported far slower than plain ones on some vendors'
// parts, so only NVIDIA's (measured: docs/benchmarks.md) use them; KILN_COOPMAT=off turns it off.
inline bool coopmat_float16_usable(const CoopmatFacts& f) {
  if (f.switch_value && std::string(f.switch_value) == "off") return false;
  return f.vendor_id == kVendorNvidia && f.nv_cooperative_matrix && f.shape_16x16x16_float16 && f.shader_float16 &&
         f.vulkan_memory_model && f.subgroup_size == 32 && f.shared_memory_bytes >= kCoopmatSharedBytes;
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

inline MatmulKernel choose_matmul_kernel(const MatmulLayout& l, bool coopmat_float16) {
  if (l.dtype == DType::Float16 && coopmat_float16) {
    if (fits_vectors(l, 8, false)) return MatmulKernel::CoopmatFloat16;
    if (fits_vectors(l, 8, true)) return MatmulKernel::CoopmatFloat16TransposedB;
  }
  if (l.dtype == DType::Float32 && fits_vectors(l, 4, false)) return MatmulKernel::TiledFloat32;
  if (l.dtype == DType::Float32 && fits_vectors(l, 4, true)) return MatmulKernel::TiledFloat32TransposedB;
  return MatmulKernel::Generic;
}

}  // namespace kiln::vulkan
