// cuBLASLt, opened at run time from the places library_search.h names, running the GEMMs that
// gemm_plan.h describes. One per CUDA interop layer (one device): a handle, a workspace, a stream
// of its own, and a cache of prepared shapes (descriptors and the heuristic's algorithm).
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "interop/cuda/cublaslt_api.h"
#include "interop/cuda/gemm_plan.h"
#include "interop/cuda/library_search.h"
#include "interop/cuda/shared_timeline.h"

namespace kiln::cuda {

// Opens cuBLASLt (libcublasLt.so.13, .12 or .11) once per process; false with `why` when absent.
bool load_cublaslt(const SearchPlaces& places, CublasLtTable* table, std::string* path, std::string* why);

class CublasLtGemm {
 public:
  // Null with `why` when cuBLASLt is missing or its setup fails. `driver` and `context` are the
  // layer's (the workspace and stream are made in that context).
  static std::unique_ptr<CublasLtGemm> create(const DriverTable& driver, CUcontext context, std::string* why);
  ~CublasLtGemm();

  // Whether cuBLASLt has an algorithm for the plan (prepared and cached on first ask).
  bool supports(const GemmPlan& plan, std::string* why);
  // Runs D = op(first) op(second) on the layer's stream and waits for it. Addresses are CUDA
  // device addresses; `first` is B's memory and `second` A's (gemm_plan.h).
  bool run_and_wait(const GemmPlan& plan, CUdeviceptr first, CUdeviceptr second, CUdeviceptr out, std::string* why);
  // The product between two values of a shared timeline: queues on the layer's stream a wait for
  // `wait_value`, the product, and a signal of `signal_value`, and returns without waiting. False,
  // with `why`, when the product could not be queued; `*signalled` then says whether the signal
  // was queued all the same (when not, the caller must see that the timeline still gets there).
  struct Order {
    SharedTimeline* timeline;
    uint64_t wait_value, signal_value;
  };
  bool run_ordered(const GemmPlan& plan, CUdeviceptr first, CUdeviceptr second, CUdeviceptr out, const Order& order,
                   bool* signalled, std::string* why);
  const std::string& library() const { return library_; }

 private:
  struct Prepared;
  CublasLtGemm(const DriverTable& driver, CUcontext context);
  Prepared* prepare(const GemmPlan& plan, std::string* why);  // under mutex_
  // Queues the product on stream_ (under mutex_, the context current).
  bool launch(const GemmPlan& plan, const Prepared& e, CUdeviceptr first, CUdeviceptr second, CUdeviceptr out,
              std::string* why);

  const DriverTable& driver_;
  CUcontext context_;
  CublasLtTable lt_;
  std::string library_;
  cublasLtHandle handle_ = nullptr;
  CUdeviceptr workspace_ = 0;
  size_t workspace_bytes_ = 0;
  CUstream stream_ = nullptr;
  std::mutex mutex_;
  std::map<std::vector<int64_t>, std::unique_ptr<Prepared>> prepared_;
};

}  // namespace kiln::cuda
