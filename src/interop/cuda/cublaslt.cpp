#include "interop/cuda/cublaslt.h"

#include <dlfcn.h>

#include "interop/cuda/context_scope.h"
#include "interop/cuda/driver.h"

namespace kiln::cuda {

namespace {

constexpr size_t kWorkspaceBytes = size_t{32} << 20;  // what PyTorch gives cuBLASLt on Hopper

template <typename Fn>
bool bind(void* lib, Fn* slot, const char* name) {
  *slot = reinterpret_cast<Fn>(dlsym(lib, name));
  return *slot != nullptr;
}

int data_type(GemmType type) {
  switch (type) {
    case GemmType::Float16: return kCudaR16F;
    case GemmType::BFloat16: return kCudaR16BF;
    case GemmType::Int8: return kCudaR8I;
    default: return kCudaR32F;
  }
}

bool integer(GemmType type) { return type == GemmType::Int8; }

// cuBLASLt's epilogue for ours (its GELU is the tanh approximation).
uint32_t epilogue_value(GemmEpilogue epilogue) {
  switch (epilogue) {
    case GemmEpilogue::Bias: return kEpilogueBias;
    case GemmEpilogue::BiasRelu: return kEpilogueReluBias;
    case GemmEpilogue::BiasGeluTanh: return kEpilogueGeluBias;
    default: return 1;  // CUBLASLT_EPILOGUE_DEFAULT
  }
}

}  // namespace

bool load_cublaslt(const SearchPlaces& places, CublasLtTable* t, std::string* path, std::string* why) {
  void* lib = open_library(cublaslt_names(), places, path);
  if (!lib) {
    *why = "no cuBLASLt (libcublasLt.so.13/12/11) found";
    return false;
  }
  const bool ok = bind(lib, &t->create, "cublasLtCreate") && bind(lib, &t->destroy, "cublasLtDestroy") &&
                  bind(lib, &t->desc_create, "cublasLtMatmulDescCreate") &&
                  bind(lib, &t->desc_destroy, "cublasLtMatmulDescDestroy") &&
                  bind(lib, &t->desc_set, "cublasLtMatmulDescSetAttribute") &&
                  bind(lib, &t->layout_create, "cublasLtMatrixLayoutCreate") &&
                  bind(lib, &t->layout_destroy, "cublasLtMatrixLayoutDestroy") &&
                  bind(lib, &t->layout_set, "cublasLtMatrixLayoutSetAttribute") &&
                  bind(lib, &t->preference_create, "cublasLtMatmulPreferenceCreate") &&
                  bind(lib, &t->preference_destroy, "cublasLtMatmulPreferenceDestroy") &&
                  bind(lib, &t->preference_set, "cublasLtMatmulPreferenceSetAttribute") &&
                  bind(lib, &t->heuristic, "cublasLtMatmulAlgoGetHeuristic") && bind(lib, &t->matmul, "cublasLtMatmul");
  if (!ok) *why = *path + " lacks a cuBLASLt entry point";
  return ok;
}

struct CublasLtGemm::Prepared {
  const CublasLtTable* lt = nullptr;
  cublasLtMatmulDesc desc = nullptr;
  cublasLtMatrixLayout first = nullptr, second = nullptr, out = nullptr;
  cublasLtMatmulAlgo algo{};
  bool usable = false;
  std::string why;
  ~Prepared() {
    if (out) lt->layout_destroy(out);
    if (second) lt->layout_destroy(second);
    if (first) lt->layout_destroy(first);
    if (desc) lt->desc_destroy(desc);
  }
};

CublasLtGemm::CublasLtGemm(const DriverTable& driver, CUcontext context) : driver_(driver), context_(context) {}

std::unique_ptr<CublasLtGemm> CublasLtGemm::create(const DriverTable& driver, CUcontext context, std::string* why) {
  std::unique_ptr<CublasLtGemm> gemm(new CublasLtGemm(driver, context));
  if (!load_cublaslt(search_places_from_environment(), &gemm->lt_, &gemm->library_, why)) return nullptr;
  ContextScope scope(driver, context);
  if (gemm->lt_.create(&gemm->handle_) != 0) {
    *why = "cublasLtCreate failed";
    return nullptr;
  }
  CUresult r = driver.mem_alloc(&gemm->workspace_, kWorkspaceBytes);
  if (r == kSuccess) r = driver.stream_create(&gemm->stream_, 1 /* CU_STREAM_NON_BLOCKING */);
  if (r != kSuccess) {
    *why = "cuBLASLt's workspace or stream: " + describe_result(driver, r);
    return nullptr;
  }
  gemm->workspace_bytes_ = kWorkspaceBytes;
  return gemm;
}

CublasLtGemm::~CublasLtGemm() {
  prepared_.clear();
  ContextScope scope(driver_, context_);
  if (stream_) driver_.stream_destroy(stream_);
  if (workspace_) driver_.mem_free(workspace_);
  if (handle_) lt_.destroy(handle_);
}

CublasLtGemm::Prepared* CublasLtGemm::prepare(const GemmPlan& p, std::string* why) {
  const std::vector<int64_t> key = {static_cast<int64_t>(p.type), p.m, p.n, p.k, p.batch, p.first.transposed,
                                    p.first.ld, p.first.batch_stride, p.second.transposed, p.second.ld,
                                    p.second.batch_stride, p.out_ld, p.out_batch_stride,
                                    static_cast<int64_t>(p.epilogue)};
  auto found = prepared_.find(key);
  if (found != prepared_.end()) {
    if (!found->second->usable) *why = found->second->why;
    return found->second->usable ? found->second.get() : nullptr;
  }
  auto prepared = std::make_unique<Prepared>();
  Prepared& e = *prepared;
  e.lt = &lt_;
  const int type = data_type(p.type);
  const int out_type = integer(p.type) ? kCudaR32I : type;
  const int32_t trans_first = p.first.transposed ? kOpT : kOpN, trans_second = p.second.transposed ? kOpT : kOpN;
  bool ok = lt_.desc_create(&e.desc, integer(p.type) ? kComputeI32 : kComputeF32,
                            integer(p.type) ? kCudaR32I : kCudaR32F) == 0 &&
            lt_.desc_set(e.desc, kDescTransA, &trans_first, sizeof trans_first) == 0 &&
            lt_.desc_set(e.desc, kDescTransB, &trans_second, sizeof trans_second) == 0 &&
            lt_.layout_create(&e.first, type, p.first.rows, p.first.cols, p.first.ld) == 0 &&
            lt_.layout_create(&e.second, type, p.second.rows, p.second.cols, p.second.ld) == 0 &&
            lt_.layout_create(&e.out, out_type, p.m, p.n, p.out_ld) == 0;
  if (ok && p.epilogue != GemmEpilogue::None) {  // the heuristic reads the bias's alignment from its pointer
    const uint32_t epilogue = epilogue_value(p.epilogue);
    ok = lt_.desc_set(e.desc, kDescEpilogue, &epilogue, sizeof epilogue) == 0 &&
         lt_.desc_set(e.desc, kDescBiasPointer, &p.bias, sizeof p.bias) == 0;
  }
  if (ok && p.batch > 1) {
    const int32_t count = static_cast<int32_t>(p.batch);
    const int64_t strides[3] = {p.first.batch_stride, p.second.batch_stride, p.out_batch_stride};
    cublasLtMatrixLayout layouts[3] = {e.first, e.second, e.out};
    for (int i = 0; i < 3 && ok; ++i) {
      ok = lt_.layout_set(layouts[i], kLayoutBatchCount, &count, sizeof count) == 0 &&
           lt_.layout_set(layouts[i], kLayoutBatchStride, &strides[i], sizeof strides[i]) == 0;
    }
  }
  if (!ok) {
    e.why = "cuBLASLt refused the descriptors";
  } else {
    cublasLtMatmulPreference preference = nullptr;
    lt_.preference_create(&preference);
    const uint64_t workspace = workspace_bytes_;
    lt_.preference_set(preference, kPrefMaxWorkspace, &workspace, sizeof workspace);
    cublasLtHeuristicResult result{};
    int returned = 0;
    const cublasStatus s = lt_.heuristic(handle_, e.desc, e.first, e.second, e.out, e.out, preference, 1, &result, &returned);
    lt_.preference_destroy(preference);
    e.usable = s == 0 && returned > 0;
    e.algo = result.algo;
    if (!e.usable) e.why = "cuBLASLt has no algorithm for this product (status " + std::to_string(s) + ")";
  }
  if (!e.usable) *why = e.why;
  Prepared* out = e.usable ? prepared.get() : nullptr;
  prepared_.emplace(key, std::move(prepared));
  return out;
}

bool CublasLtGemm::supports(const GemmPlan& plan, std::string* why) {
  std::lock_guard<std::mutex> lock(mutex_);
  ContextScope scope(driver_, context_);
  return prepare(plan, why) != nullptr;
}

bool CublasLtGemm::launch(const GemmPlan& plan, const Prepared& e, CUdeviceptr first, CUdeviceptr second,
                          CUdeviceptr out, std::string* why) {
  if (plan.epilogue != GemmEpilogue::None &&
      lt_.desc_set(e.desc, kDescBiasPointer, &plan.bias, sizeof plan.bias) != 0) {  // this product's bias
    *why = "cuBLASLt refused the bias pointer";
    return false;
  }
  const float alpha = 1.0f, beta = 0.0f;  // the scale type's: float32, or int32 for int8
  const int32_t alpha_int = 1, beta_int = 0;
  const bool ints = integer(plan.type);
  const cublasStatus s = lt_.matmul(handle_, e.desc, ints ? static_cast<const void*>(&alpha_int) : &alpha,
                                    reinterpret_cast<const void*>(first), e.first,
                                    reinterpret_cast<const void*>(second), e.second,
                                    ints ? static_cast<const void*>(&beta_int) : &beta,
                                    reinterpret_cast<const void*>(out), e.out, reinterpret_cast<void*>(out), e.out,
                                    &e.algo, reinterpret_cast<void*>(workspace_), workspace_bytes_, stream_);
  if (s != 0) *why = "cublasLtMatmul failed with status " + std::to_string(s);
  return s == 0;
}

bool CublasLtGemm::run_and_wait(const GemmPlan& plan, CUdeviceptr first, CUdeviceptr second, CUdeviceptr out,
                                std::string* why) {
  std::lock_guard<std::mutex> lock(mutex_);
  ContextScope scope(driver_, context_);
  Prepared* e = prepare(plan, why);
  if (!e || !launch(plan, *e, first, second, out, why)) return false;
  const CUresult r = driver_.stream_synchronize(stream_);
  if (r != kSuccess) *why = "waiting for cuBLASLt: " + describe_result(driver_, r);
  return r == kSuccess;
}

bool CublasLtGemm::run_ordered(const GemmPlan& plan, CUdeviceptr first, CUdeviceptr second, CUdeviceptr out,
                               const Order& order, bool* signalled, std::string* why) {
  *signalled = false;
  std::lock_guard<std::mutex> lock(mutex_);
  ContextScope scope(driver_, context_);
  if (!scope.ok()) {
    *why = "cannot make the CUDA context current";
    return false;
  }
  Prepared* e = prepare(plan, why);
  if (!e || !order.timeline->wait_async(stream_, order.wait_value, why)) return false;
  const bool ran = launch(plan, *e, first, second, out, why);
  std::string signal_why;
  *signalled = order.timeline->signal_async(stream_, order.signal_value, &signal_why);  // even when the product failed
  if (!*signalled && ran) *why = signal_why;
  return ran && *signalled;
}

}  // namespace kiln::cuda
