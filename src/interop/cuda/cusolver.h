// cuSOLVER's dense routines, opened at run time from the places library_search.h names, running
// the batches solver_plan.h lays out. One per CUDA interop layer (one device): a handle and a
// stream of its own; the buffers (Vulkan scratch imported into CUDA) are the caller's.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "interop/cuda/cusolver_api.h"
#include "interop/cuda/library_search.h"
#include "interop/cuda/solver_plan.h"

namespace kiln::cuda {

// Opens cuSOLVER (libcusolver.so.12 or .11) once per process, the CUDA libraries it links to
// first where the system's loader does not find it (pip wheels keep each in a folder of its own);
// false with `why` when absent or lacking a routine.
bool load_cusolver(const SearchPlaces& places, CusolverTable* table, std::string* path, std::string* why);

// The CUDA addresses of a batch's buffers, each compact (the plan's elements per matrix, one matrix
// after the other); `info` holds one int per matrix (the routine's info: getrf's zero pivot,
// syevd's or gesvdj's failure to converge, potrf's lost definiteness) and `spare_info` one more
// for the routines whose info only says that the call was wrong (orgqr, getrs).
struct SolverBuffers {
  CUdeviceptr w = 0, r_copy = 0, b = 0, values = 0, u = 0, v = 0;
  CUdeviceptr pivots = 0, info = 0, spare_info = 0;
  CUdeviceptr work = 0;
  int64_t work_elements = 0;
};

class CusolverDense {
 public:
  // Null with `why` when cuSOLVER is missing or its setup fails; `driver` and `context` are the
  // layer's.
  static std::unique_ptr<CusolverDense> create(const DriverTable& driver, CUcontext context, std::string* why);
  // The same over a given table (cusolver_host.h's emulation); `library` names it.
  static std::unique_ptr<CusolverDense> create_with(const DriverTable& driver, CUcontext context,
                                                    const CusolverTable& table, const std::string& library,
                                                    std::string* why);
  ~CusolverDense();

  // The workspace the plan's routines need, in elements of its type (the buffers' addresses are
  // read by some of cuSOLVER's size queries, not written).
  bool workspace(const SolverPlan& plan, const SolverBuffers& buffers, int64_t* elements, std::string* why);
  // Runs the plan's routines on every matrix of the batch on the layer's stream, and waits.
  bool run_and_wait(const SolverPlan& plan, const SolverBuffers& buffers, std::string* why);
  const std::string& library() const { return library_; }

 private:
  CusolverDense(const DriverTable& driver, CUcontext context) : driver_(driver), context_(context) {}
  bool run_matrix(const SolverPlan& plan, const SolverBuffers& buffers, int64_t matrix, std::string* why);

  const DriverTable& driver_;
  CUcontext context_;
  CusolverTable table_;
  std::string library_;
  cusolverDnHandle handle_ = nullptr;
  gesvdjInfo gesvdj_ = nullptr;
  CUstream stream_ = nullptr;
  std::mutex mutex_;
};

}  // namespace kiln::cuda
