// Makes a CUDA context current on this thread for a scope, restoring the caller's after: Kiln's
// calls run on whatever thread the caller uses, which may have its own context current (PyTorch's).
#pragma once

#include "interop/cuda/driver_api.h"

namespace kiln::cuda {

class ContextScope {
 public:
  ContextScope(const DriverTable& table, CUcontext context) : table_(table) {
    pushed_ = table_.ctx_push_current(context) == kSuccess;
  }
  ~ContextScope() {
    CUcontext popped = nullptr;
    if (pushed_) table_.ctx_pop_current(&popped);
  }
  ContextScope(const ContextScope&) = delete;
  ContextScope& operator=(const ContextScope&) = delete;
  bool ok() const { return pushed_; }

 private:
  const DriverTable& table_;
  bool pushed_ = false;
};

}  // namespace kiln::cuda
