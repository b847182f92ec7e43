// The CPU Backend: allocation with accounting and an optional limit, synchronous host copies,
// and execute(), which runs each node's kernel in order.
#include "backend/cpu/cpu_backend.h"

#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <new>
#include <string>

#include "backend/cpu/blas_gate.h"
#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/fused_loop.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/parallel.h"
#include "core/driver_info.h"
#include "core/error.h"

namespace kiln::cpu {

namespace {

std::string cpu_model_name() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("model name", 0) != 0) continue;
    size_t colon = line.find(':');
    if (colon == std::string::npos) break;
    size_t start = line.find_first_not_of(" \t", colon + 1);
    return start == std::string::npos ? std::string() : line.substr(start);
  }
  return {};
}

uint64_t physical_memory() {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  return pages > 0 && page > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(page) : 0;
}

CpuStorage& cpu_storage(Storage& storage, const char* what) {
  auto* s = dynamic_cast<CpuStorage*>(&storage);
  if (!s) fail(Status::Internal, std::string("cpu ") + what + ": storage does not belong to the CPU backend");
  return *s;
}

void check_range(const Storage& storage, size_t offset, size_t bytes, const char* what) {
  if (offset > storage.bytes() || bytes > storage.bytes() - offset) {
    fail(Status::InvalidArgument, std::string("cpu ") + what + ": bytes [" + std::to_string(offset) + ", " +
                                      std::to_string(offset) + " + " + std::to_string(bytes) +
                                      ") lie outside a storage of " + std::to_string(storage.bytes()) + " bytes");
  }
}

const char* kind_name(OpKind kind) {
  switch (kind) {
    case OpKind::Constant: return "constant";
    case OpKind::View: return "view";
    case OpKind::Unary: return "unary";
    case OpKind::Binary: return "binary";
    case OpKind::Where: return "where";
    case OpKind::Cast: return "cast";
    case OpKind::Reduce: return "reduce";
    case OpKind::Matmul: return "matmul";
    case OpKind::Arange: return "arange";
    case OpKind::Assemble: return "assemble";
    case OpKind::Take: return "take";
    case OpKind::Scan: return "scan";
    case OpKind::RandomBits: return "random_bits";
    case OpKind::Scatter: return "scatter";
    case OpKind::Argsort: return "argsort";
    case OpKind::Norm: return "norm";
    case OpKind::Attention: return "attention";
    case OpKind::Conv: return "conv";
    case OpKind::Im2col: return "im2col";
    case OpKind::WindowReduce: return "window_reduce";
    case OpKind::WindowScatter: return "window_scatter";
    case OpKind::Linalg: return "linalg";
    case OpKind::Fft: return "fft";
    case OpKind::Collective: return "collective";
  }
  return "unknown op";
}

}  // namespace

void run_node(Node& node) {
  if (!node.storage) fail(Status::Internal, std::string(kind_name(node.kind)) + ": output storage not allocated");
  if (node.storage->bytes() < node.nbytes()) {
    fail(Status::Internal, std::string(kind_name(node.kind)) + ": output storage is smaller than the output");
  }
  for (const auto& in : node.inputs) {
    if (!in || !in->storage) fail(Status::Internal, std::string(kind_name(node.kind)) + ": input not evaluated");
  }
  switch (node.kind) {
    case OpKind::Unary: return run_unary(node);
    case OpKind::Binary: return run_binary(node);
    case OpKind::Where: return run_where(node);
    case OpKind::Cast: return run_cast(node);
    case OpKind::Reduce: return run_reduce(node);
    case OpKind::Matmul: return run_matmul(node);
    case OpKind::Arange: return run_arange(node);
    case OpKind::Assemble: return run_assemble(node);
    case OpKind::Take: return run_take(node);
    case OpKind::Scan: return run_scan(node);
    case OpKind::RandomBits: return run_random_bits(node);
    case OpKind::Scatter: return run_scatter(node);
    case OpKind::Argsort: return run_argsort(node);
    case OpKind::Norm: return run_norm(node);
    case OpKind::Attention: return run_attention(node);
    case OpKind::Conv: return run_conv(node);
    case OpKind::Im2col: return run_im2col(node);
    case OpKind::WindowReduce: return run_window_reduce(node);
    case OpKind::WindowScatter: return run_window_scatter(node);
    case OpKind::Linalg: return run_linalg(node);
    case OpKind::Fft: return run_fft(node);
    case OpKind::Constant:
    case OpKind::View:
    case OpKind::Collective: break;  // the scheduler runs collectives itself (core/collective_call.h)
  }
  fail(Status::Internal, std::string("cpu backend: cannot execute a ") + kind_name(node.kind) + " node");
}

namespace {

template <class F>
void run_guarded(const Node& node, F&& run) {
  try {
    run();
  } catch (const std::bad_alloc&) {
    fail(Status::OutOfMemory, std::string("cpu ") + kind_name(node.kind) + ": out of host memory for scratch space");
  }
}

class CpuBackend final : public Backend {
 public:
  // Up to an eighth of the memory, at most 4 GiB, stays cached for reuse (HostBlocks).
  CpuBackend()
      : account_(std::make_shared<MemoryAccount>()),
        blocks_(std::make_shared<HostBlocks>(std::min<uint64_t>(physical_memory() / 8, uint64_t{4} << 30))) {
#ifdef KILN_HAVE_CBLAS
    const std::string version = "built in, matmul through the system's CBLAS; BLAS: " + blas_description();
#else
    const std::string version = "built in, matmul by Kiln's own loops (no CBLAS)";
#endif
    record_driver_info(*this, {"kiln-cpu", version, {{physical_memory(), true}}, "", "", ""});
  }

  DeviceInfo info() const override {
    DeviceInfo info;
    info.kind = DeviceKind::Cpu;
    const int threads = thread_count();
    info.name = "CPU (" + std::to_string(threads) + (threads == 1 ? " thread)" : " threads)");
    std::string model = cpu_model_name();
    if (!model.empty()) info.name += ": " + model;
    info.memory_bytes = physical_memory();
    info.dtype_mask = (1u << kDTypeCount) - 1;
    info.host_visible = true;
    return info;
  }

  std::shared_ptr<Storage> allocate(Device& device, size_t bytes) override {
    try {
      return std::make_shared<CpuStorage>(device, bytes, account_, blocks_);
    } catch (const std::bad_alloc&) {
      fail(Status::OutOfMemory, "cpu: out of host memory allocating " + std::to_string(bytes) + " bytes");
    }
  }

  void write(Storage& dst, size_t byte_offset, const void* src, size_t bytes) override {
    CpuStorage& s = cpu_storage(dst, "write");
    check_range(dst, byte_offset, bytes, "write");
    if (bytes) std::memcpy(s.data() + byte_offset, src, bytes);
  }

  void read(Storage& src, size_t byte_offset, void* dst, size_t bytes) override {
    CpuStorage& s = cpu_storage(src, "read");
    check_range(src, byte_offset, bytes, "read");
    if (bytes) std::memcpy(dst, s.data() + byte_offset, bytes);
  }

  const void* host_address(Storage& storage) override { return cpu_storage(storage, "host_address").data(); }

  void execute(const std::vector<Node*>& nodes) override {
    for (Node* node : nodes) {
      if (!node) fail(Status::Internal, "cpu backend: null node");
      run_guarded(*node, [&] { run_node(*node); });
    }
  }

  // Elementwise chains run as one blockwise loop (fused_loop.h).
  bool fusable(const Node& node) const override { return cpu_fuses(node); }
  bool fusable_in_row(const Node& node) const override { return cpu_fusable(node); }
  int64_t row_fusion_limit(const Node& reduce) const override { return cpu_row_fusion_limit(reduce); }

  void execute_steps(const std::vector<Step>& steps, BackendStream*) override {
    for (const Step& step : steps) {
      if (step.group) {
        run_guarded(*step.group->members.front(), [&] {
          step.group->row ? run_row_fused(*step.group) : run_fused(*step.group);
        });
      } else {
        if (!step.node) fail(Status::Internal, "cpu backend: empty step");
        run_guarded(*step.node, [&] { run_node(*step.node); });
      }
    }
  }

  // Kernels write only their nodes' storages; the pool, HostBlocks and MemoryAccount are
  // thread-safe.
  bool executes_unlocked_on_streams() const override { return true; }

  MemoryStats memory_stats() const override {
    MemoryStats stats;
    stats.active_bytes = account_->active();
    stats.peak_bytes = account_->peak();
    stats.limit_bytes = account_->limit();
    stats.cached_bytes = blocks_->cached();
    stats.device_allocations = blocks_->mapped();
    return stats;
  }

  void set_memory_limit(uint64_t bytes) override {
    account_->set_limit(bytes);
    if (bytes != 0) blocks_->shrink_to(bytes > account_->active() ? bytes - account_->active() : 0);
  }
  void clear_cache() override { blocks_->clear(); }

 private:
  std::shared_ptr<MemoryAccount> account_;
  std::shared_ptr<HostBlocks> blocks_;
};

}  // namespace

std::unique_ptr<kiln::Backend> make_backend() { return std::make_unique<CpuBackend>(); }

}  // namespace kiln::cpu
