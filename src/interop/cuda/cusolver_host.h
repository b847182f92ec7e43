// cuSOLVER's routines emulated by the CPU's LAPACKE on host memory, behind the same CusolverDense
// (KILN_CUSOLVER=emulate, backend/vulkan/cusolver_linalg.h): on a Vulkan device whose memory the
// host maps (lavapipe), the whole cuSOLVER path but NVIDIA's library itself (the plan, the calls
// matrix by matrix, the staging and finishing kernels) runs where there is no GPU, CI included.
// The routines' results are LAPACK's, as cuSOLVER's are meant to be; its speed is not.
#pragma once

#include <memory>
#include <string>

#include "interop/cuda/cusolver.h"

namespace kiln::cuda {

// The emulation, or null with `why` in a build without LAPACKE. Addresses given to it are host
// addresses.
std::unique_ptr<CusolverDense> create_host_cusolver(std::string* why);

}  // namespace kiln::cuda
