// The CUDA interop layer of one Vulkan device, the one header the Vulkan backend and DLPack face:
// where the device is an NVIDIA GPU that CUDA sees too (same UUID), Kiln's allocations on it are
// exported to CUDA (block_imports.h) and DLPack exchanges kDLCUDA tensors with no copy. Optional at
// run time: with no NVIDIA device, no libcuda or KILN_CUDA=off it is simply absent, and kiln-info
// says why (docs/architecture.md, "The CUDA interop layer").
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>

#include "interop/cuda/block_imports.h"
#include "interop/cuda/cublaslt.h"
#include "interop/cuda/cusolver.h"
#include "interop/cuda/device_match.h"
#include "interop/cuda/driver.h"
#include "interop/cuda/shared_timeline.h"

namespace kiln::cuda {

// What the Vulkan backend knows of a device before creating it.
struct VulkanDeviceFacts {
  uint32_t vendor_id = 0;
  uint8_t uuid[16] = {};
  bool external_memory_fd = false;  // VK_KHR_external_memory_fd offered
};

constexpr uint32_t kNvidiaVendorId = 0x10de;

// Why the layer is not tried for this device ("" when it is): KILN_CUDA=off (`switch_value`, the
// variable's text or null), another vendor, no VK_KHR_external_memory_fd.
std::string refusal(const char* switch_value, const VulkanDeviceFacts& facts);

class Interop {
 public:
  // The layer for the device, or null with `why` (refusal(), no libcuda, no CUDA device with its
  // UUID, no context). Reads KILN_CUDA and the library places from the environment.
  static std::shared_ptr<Interop> open(const VulkanDeviceFacts& facts, std::string* why);
  // The same over a given driver table (tests pass fakes); `driver_path` and `version` are for
  // the summary only.
  static std::shared_ptr<Interop> open_with(const DriverTable& table, const VulkanDeviceFacts& facts,
                                            const std::string& driver_path, int version, std::string* why);
  ~Interop();
  Interop(const Interop&) = delete;
  Interop& operator=(const Interop&) = delete;

  int ordinal() const { return device_.ordinal; }
  BlockImports& imports() { return *imports_; }
  // "CUDA device N (GPU-..., <libcuda path>, driver 13.0)": kiln-info's line.
  const std::string& summary() const { return summary_; }

  // Copies `bytes` from `src` to `dst` (both CUDA addresses) on the legacy default stream and
  // waits for it: one device-to-device copy (kDLCUDA imports). False, with `why`, on failure.
  bool copy_and_wait(CUdeviceptr dst, CUdeviceptr src, size_t bytes, std::string* why);
  // Whether `pointer` is CUDA device (or managed) memory of this device: a kDLCUDA producer's data
  // is checked before Kiln copies from it. False, with `why`, for host memory or another device's.
  bool owns_device_memory(CUdeviceptr pointer, std::string* why);
  // Waits for the work queued so far on `stream` (a CUstream handle, or DLPack's 1 and 2).
  bool synchronize(uintptr_t stream, std::string* why);
  // A Vulkan timeline semaphore of this device seen by CUDA (shared_timeline.h), from its opaque
  // fd; null, with `why`, when CUDA refuses it.
  std::unique_ptr<SharedTimeline> import_timeline(int fd, std::string* why) {
    return SharedTimeline::import(table_, context_, fd, why);
  }
  // cuBLASLt on this device (cublaslt.h), opened on first use; null, with `why`, without it.
  CublasLtGemm* gemm(std::string* why);
  // cuSOLVER on this device (cusolver.h), opened on first use; null, with `why`, without it.
  CusolverDense* solver(std::string* why);

 private:
  Interop(const DriverTable& table, MatchedDevice device, CUcontext context);
  DriverTable table_;
  MatchedDevice device_;
  CUcontext context_ = nullptr;
  std::unique_ptr<BlockImports> imports_;
  std::string summary_;
  std::once_flag gemm_once_;
  std::unique_ptr<CublasLtGemm> gemm_;
  std::string gemm_why_;
  std::once_flag solver_once_;
  std::unique_ptr<CusolverDense> solver_;
  std::string solver_why_;
};

}  // namespace kiln::cuda
