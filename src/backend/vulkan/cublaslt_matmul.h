// Products on NVIDIA's cuBLASLt where the device's CUDA interop layer is active and the product
// pays (interop/cuda/gemm_plan.h): float16, bfloat16 and float32 (no TF32), plain or batched, A or
// B stored transposed. The eval's command buffer is split around the product: the work recorded
// so far is submitted and waited for, the GEMM runs on the layer's CUDA stream and is waited for,
// and recording goes on in a fresh command buffer (a host wait at each boundary, for now).
#pragma once

#include "backend/vulkan/ops.h"
#include "backend/vulkan/recorder.h"
#include "core/node.h"

namespace kiln::vulkan {

// True when `node` (a Matmul) ran on cuBLASLt, into its storage or, for a fused group's product
// stored nowhere, into scratch memory, followed by `epilogue` (when given) on the Vulkan kernels;
// false leaves it all to the Vulkan kernels (no layer, KILN_CUBLASLT=off, too small, a layout or
// dtype cuBLASLt cannot take).
bool run_matmul_on_cublaslt(Recorder& rec, const Node& node, const MatmulEpilogue* epilogue);

}  // namespace kiln::vulkan
