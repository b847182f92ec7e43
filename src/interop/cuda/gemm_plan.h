// How a row-major Kiln product maps onto cuBLASLt's column-major GEMM, and when it is worth
// leaving the Vulkan kernels for it. Pure functions: tested without a GPU.
//
// A row-major matrix X[R, C] with row stride s (unit column stride) is, read column-major, the
// matrix X^T[C, R] with leading dimension s. So C = A B (row-major) is C^T = B^T A^T: cuBLASLt's
// first operand is B's memory and its second A's, with m' = N, n' = M, k' = K; an operand stored
// transposed (unit row stride, as W in x @ W.T) is the same memory read with op T.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln::cuda {

// The operands' type; the result is the same but for Int8, whose products accumulate into an int32
// result (cublaslt_matmul.cpp narrows it: Kiln's int8 product wraps to 8 bits).
enum class GemmType { Float32, Float16, BFloat16, Int8 };

// A product as Kiln holds it: [batch,] M x K times K x N into a compact [batch,] M x N, strides in
// elements; a batch stride of 0 broadcasts the operand.
struct RowMajorProduct {
  GemmType type = GemmType::Float32;
  int64_t batch = 1, m = 0, n = 0, k = 0;
  int64_t a_row = 0, a_col = 1, a_batch = 0;
  int64_t b_row = 0, b_col = 1, b_batch = 0;
};

// An epilogue cuBLASLt runs in the product's store (backend/vulkan/blas_epilogue.h): a bias of N
// values added to every row of the row-major result (a column-major row of cuBLASLt's: m' = N),
// then relu or tanh-GELU.
enum class GemmEpilogue { None, Bias, BiasRelu, BiasGeluTanh };

// cuBLASLt's view: D[m', n'] = op(first) op(second), column-major.
struct GemmOperand {
  bool transposed = false;  // op T
  int64_t rows = 0, cols = 0, ld = 0;  // the stored matrix, column-major
  int64_t batch_stride = 0;
};
struct GemmPlan {
  GemmType type = GemmType::Float32;
  int64_t m = 0, n = 0, k = 0, batch = 1;
  GemmOperand first, second;  // B's memory, then A's
  int64_t out_ld = 0, out_batch_stride = 0;
  GemmEpilogue epilogue = GemmEpilogue::None;  // set by the caller, after plan_gemm
  uint64_t bias = 0;  // the bias's CUDA address (16-byte aligned) with an epilogue; not part of the shape
};

// The plan, or false with `why` when cuBLASLt cannot read a layout (neither stride of an operand
// is 1, or a leading dimension below what it needs).
bool plan_gemm(const RowMajorProduct& product, GemmPlan* plan, std::string* why);

// The batch axes of an operand as one strided axis over the product's flattened batch (dot_general's
// and attention's [B, H, ...] products): `out_batch` the product's batch extents, `extents` and
// `strides` the operand's (extent 1 where it broadcasts). False when they do not collapse to one
// non-negative stride (left to the Vulkan kernels); 0 broadcasts the operand over the whole batch.
bool collapsed_batch_stride(const std::vector<int64_t>& out_batch, const std::vector<int64_t>& extents,
                            const std::vector<int64_t>& strides, int64_t* stride);

// Whether a product of this size pays for the trip to CUDA: at least `min_work` multiply-adds
// (batch * m * n * k). `switch_value` is KILN_CUBLASLT's text: "off" never, "always" (or
// "require") any size.
bool gemm_pays(const RowMajorProduct& product, const char* switch_value, double min_work);

}  // namespace kiln::cuda
