#include "interop/cuda/interop.h"

#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <mutex>

#include "interop/cuda/context_scope.h"

namespace kiln::cuda {

namespace {

// libcuda is opened and initialised once per process; the outcome is kept for every device.
struct ProcessDriver {
  bool loaded = false;
  LoadedDriver driver;
  std::string why;
};

const ProcessDriver& process_driver() {
  static ProcessDriver* state = [] {
    auto* s = new ProcessDriver();  // never freed: devices may release imports during exit
    s->loaded = load_driver(search_places_from_environment(), &s->driver, &s->why);
    return s;
  }();
  return *state;
}

std::string version_text(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

}  // namespace

std::string refusal(const char* switch_value, const VulkanDeviceFacts& facts) {
  if (switch_value && (std::strcmp(switch_value, "off") == 0 || std::strcmp(switch_value, "0") == 0)) {
    return "KILN_CUDA=" + std::string(switch_value);
  }
  if (facts.vendor_id != kNvidiaVendorId) {
    char vendor[16];
    std::snprintf(vendor, sizeof vendor, "0x%04x", facts.vendor_id);
    return std::string("not an NVIDIA device (vendor ") + vendor + ")";
  }
  if (!facts.external_memory_fd) return "the Vulkan driver lacks VK_KHR_external_memory_fd";
  // On by default since session 33 (opt-in from session 28 until the H100 had shown it: the
  // exchange, cuBLASLt, cuSOLVER, and GPT-2 as fast with it as without).
  return "";
}

std::shared_ptr<Interop> Interop::open(const VulkanDeviceFacts& facts, std::string* why) {
  *why = refusal(std::getenv("KILN_CUDA"), facts);
  if (!why->empty()) return nullptr;
  const ProcessDriver& process = process_driver();
  if (!process.loaded) {
    *why = process.why;
    return nullptr;
  }
  return open_with(process.driver.table, facts, process.driver.path, process.driver.version, why);
}

std::shared_ptr<Interop> Interop::open_with(const DriverTable& table, const VulkanDeviceFacts& facts,
                                            const std::string& driver_path, int version, std::string* why) {
  MatchedDevice device;
  if (!match_device_by_uuid(table, facts.uuid, &device, why)) return nullptr;
  CUcontext context = nullptr;
  const CUresult r = table.primary_ctx_retain(&context, device.device);
  if (r != kSuccess) {
    *why = "cuDevicePrimaryCtxRetain failed: " + describe_result(table, r);
    return nullptr;
  }
  std::shared_ptr<Interop> layer(new Interop(table, device, context));
  const SearchPlaces places = search_places_from_environment();
  layer->summary_ = "CUDA device " + std::to_string(device.ordinal) + " (" + uuid_text(facts.uuid) + ", " + driver_path +
                    ", driver " + version_text(version) + "; cuBLASLt: " +
                    where_found(cublaslt_names(), places) + ", cuSOLVER: " + where_found(cusolver_names(), places) +
                    ", opened on first use)";
  return layer;
}

Interop::Interop(const DriverTable& table, MatchedDevice device, CUcontext context)
    : table_(table), device_(device), context_(context), imports_(std::make_unique<BlockImports>(table_, context)) {}

Interop::~Interop() {
  solver_.reset();
  gemm_.reset();
  imports_.reset();
  table_.primary_ctx_release(device_.device);
}

bool Interop::copy_and_wait(CUdeviceptr dst, CUdeviceptr src, size_t bytes, std::string* why) {
  ContextScope scope(table_, context_);
  if (!scope.ok()) {
    *why = "cannot make the CUDA context current";
    return false;
  }
  CUresult r = table_.memcpy_dtod_async(dst, src, bytes, legacy_stream());
  if (r == kSuccess) r = table_.stream_synchronize(legacy_stream());
  if (r != kSuccess) *why = "cuMemcpyDtoDAsync failed: " + describe_result(table_, r);
  return r == kSuccess;
}

CublasLtGemm* Interop::gemm(std::string* why) {
  std::call_once(gemm_once_, [&] { gemm_ = CublasLtGemm::create(table_, context_, &gemm_why_); });
  if (!gemm_) *why = gemm_why_;
  return gemm_.get();
}

CusolverDense* Interop::solver(std::string* why) {
  std::call_once(solver_once_, [&] { solver_ = CusolverDense::create(table_, context_, &solver_why_); });
  if (!solver_) *why = solver_why_;
  return solver_.get();
}

bool Interop::owns_device_memory(CUdeviceptr pointer, std::string* why) {
  if (!table_.pointer_get_attribute) return true;  // a test's fake driver: nothing to ask
  ContextScope scope(table_, context_);
  unsigned int type = 0;
  int ordinal = -1;
  const CUresult r = table_.pointer_get_attribute(&type, kPointerMemoryType, pointer);
  if (r != kSuccess) {
    *why = "CUDA does not know the address (" + describe_result(table_, r) + "): host memory?";
    return false;
  }
  if (type != kMemoryTypeDevice && type != kMemoryTypeUnified) {
    *why = "it is host memory to CUDA";
    return false;
  }
  if (table_.pointer_get_attribute(&ordinal, kPointerDeviceOrdinal, pointer) == kSuccess && ordinal != device_.ordinal) {
    *why = "it is memory of CUDA device " + std::to_string(ordinal);
    return false;
  }
  return true;
}

bool Interop::synchronize(uintptr_t stream, std::string* why) {
  ContextScope scope(table_, context_);
  const CUresult r = table_.stream_synchronize(reinterpret_cast<CUstream>(stream));
  if (r != kSuccess) *why = "cuStreamSynchronize failed: " + describe_result(table_, r);
  return r == kSuccess;
}

}  // namespace kiln::cuda
