// Products on NVIDIA's cuBLASLt where the device's CUDA interop layer is active and the product
// pays (interop/cuda/gemm_plan.h): float16, bfloat16 and float32 (no TF32), plain or batched, A or
// B stored transposed. The eval's command buffer is split around the product, and the two engines
// are ordered on the GPU through the lane's timeline semaphore, shared with CUDA (Recorder::hand_off):
// the work recorded so far is submitted, the product is queued on the layer's CUDA stream behind
// it, recording goes on in a fresh command buffer that waits for the product, and no host waits.
// Where the timeline cannot be shared, or with KILN_CUDA_HANDOFF=wait, the host waits instead.
#pragma once

#include "backend/vulkan/ops.h"
#include "backend/vulkan/recorder.h"
#include "core/node.h"

namespace kiln::vulkan {

// True when `node` (a Matmul) ran on cuBLASLt, into its storage or, for a fused group's product
// stored nowhere, into scratch memory, followed by `epilogue` (when given) on the Vulkan kernels;
// false leaves it all to the Vulkan kernels (no layer, KILN_CUBLASLT=off, too small, a layout or
// dtype cuBLASLt cannot take). KILN_CUBLASLT=require (tests, benchmarks) fails such a product
// with the reason instead, where the layer is active.
bool run_matmul_on_cublaslt(Recorder& rec, const Node& node, const MatmulEpilogue* epilogue);

}  // namespace kiln::vulkan
