// The part of cuBLASLt's C API Kiln calls, declared here (no CUDA SDK needed to build); the
// library is opened at run time (cublaslt.cpp). Values and layouts as in cublasLt.h and
// library_types.h (CUDA 11 to 13).
#pragma once

#include <cstddef>
#include <cstdint>

#include "interop/cuda/driver_api.h"

namespace kiln::cuda {

using cublasStatus = int;  // 0: CUBLAS_STATUS_SUCCESS
using cublasLtHandle = struct cublasLtContext*;
using cublasLtMatmulDesc = struct cublasLtMatmulDescOpaque*;
using cublasLtMatrixLayout = struct cublasLtMatrixLayoutOpaque*;
using cublasLtMatmulPreference = struct cublasLtMatmulPreferenceOpaque*;

struct cublasLtMatmulAlgo {
  uint64_t data[8];
};
struct cublasLtHeuristicResult {  // cublasLtMatmulHeuristicResult_t
  cublasLtMatmulAlgo algo;
  size_t workspace_size;
  cublasStatus state;
  float waves_count;
  int reserved[4];
};
static_assert(sizeof(cublasLtHeuristicResult) == 96, "cublasLtMatmulHeuristicResult_t layout");

constexpr int kCudaR32F = 0, kCudaR16F = 2, kCudaR16BF = 14, kCudaR8I = 3, kCudaR32I = 10;  // cudaDataType
constexpr int kComputeF32 = 68;  // CUBLAS_COMPUTE_32F: no TF32
constexpr int kComputeI32 = 72;  // CUBLAS_COMPUTE_32I
constexpr int kOpN = 0, kOpT = 1;                             // cublasOperation_t
constexpr int kDescTransA = 3, kDescTransB = 4;               // cublasLtMatmulDescAttributes_t
constexpr int kDescEpilogue = 7, kDescBiasPointer = 8;         // likewise
constexpr uint32_t kEpilogueBias = 4, kEpilogueReluBias = 6, kEpilogueGeluBias = 36;  // cublasLtEpilogue_t
constexpr int kLayoutBatchCount = 5, kLayoutBatchStride = 6;  // cublasLtMatrixLayoutAttribute_t
constexpr int kPrefMaxWorkspace = 1;                          // cublasLtMatmulPreferenceAttributes_t

struct CublasLtTable {
  cublasStatus (*create)(cublasLtHandle*) = nullptr;
  cublasStatus (*destroy)(cublasLtHandle) = nullptr;
  cublasStatus (*desc_create)(cublasLtMatmulDesc*, int compute, int scale) = nullptr;
  cublasStatus (*desc_destroy)(cublasLtMatmulDesc) = nullptr;
  cublasStatus (*desc_set)(cublasLtMatmulDesc, int attribute, const void* value, size_t bytes) = nullptr;
  cublasStatus (*layout_create)(cublasLtMatrixLayout*, int type, uint64_t rows, uint64_t cols, int64_t ld) = nullptr;
  cublasStatus (*layout_destroy)(cublasLtMatrixLayout) = nullptr;
  cublasStatus (*layout_set)(cublasLtMatrixLayout, int attribute, const void* value, size_t bytes) = nullptr;
  cublasStatus (*preference_create)(cublasLtMatmulPreference*) = nullptr;
  cublasStatus (*preference_destroy)(cublasLtMatmulPreference) = nullptr;
  cublasStatus (*preference_set)(cublasLtMatmulPreference, int attribute, const void* value, size_t bytes) = nullptr;
  cublasStatus (*heuristic)(cublasLtHandle, cublasLtMatmulDesc, cublasLtMatrixLayout, cublasLtMatrixLayout,
                            cublasLtMatrixLayout, cublasLtMatrixLayout, cublasLtMatmulPreference, int requested,
                            cublasLtHeuristicResult* results, int* returned) = nullptr;
  cublasStatus (*matmul)(cublasLtHandle, cublasLtMatmulDesc, const void* alpha, const void* a, cublasLtMatrixLayout,
                         const void* b, cublasLtMatrixLayout, const void* beta, const void* c, cublasLtMatrixLayout,
                         void* d, cublasLtMatrixLayout, const cublasLtMatmulAlgo* algo, void* workspace,
                         size_t workspace_bytes, CUstream stream) = nullptr;
};

}  // namespace kiln::cuda
