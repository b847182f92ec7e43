// Linalg nodes on NVIDIA's cuSOLVER where the device's CUDA interop layer is active and the matrix
// pays (interop/cuda/solver_plan.h): cholesky, lu, qr, eigh, svd, solve, inv, det and slogdet of
// float32 and float64 (complex ones and triangular_solve stay where they were). Without it these
// run on the CPU's LAPACK, a round trip through host memory. Three steps in the eval:
// linalg_stage.comp copies the inputs into scratch memory in cuSOLVER's column-major layout, the
// host waits for it and runs cuSOLVER's routines on the layer's stream (some of them wait on the
// host themselves), then linalg_finish.comp writes the node's results in the CPU path's layout
// and conventions. KILN_CUSOLVER=off keeps every node off it, =always takes any size, =require
// takes every Linalg node and fails those it cannot run (tests), =emulate runs the routines on the
// CPU's LAPACKE over host-mapped memory on any device (lavapipe in CI: cusolver_host.h).
#pragma once

#include <string>

#include "backend/vulkan/context.h"
#include "backend/vulkan/recorder.h"
#include "core/node.h"

namespace kiln::vulkan {

// Whether cuSOLVER runs the node on this device (`exports`: the device's tensor memory exports to
// CUDA); false with `why` otherwise.
bool cusolver_takes(const Node& node, const Context& context, bool exports, std::string* why);

// Runs a node cusolver_takes() accepted (fails with the reason for one it did not).
void run_linalg_on_cusolver(Recorder& rec, const Node& node);

}  // namespace kiln::vulkan
