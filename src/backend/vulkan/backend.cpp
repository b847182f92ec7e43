// The Vulkan Backend: one per usable physical device. Tensor memory comes from the device
// allocator; host copies go through mapped memory or a staging buffer; execute() records the
// whole batch into one command buffer and submits it once.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <string>

#include "backend/vulkan/cache_files.h"
#include "backend/vulkan/context.h"
#include "backend/vulkan/conv_choice.h"
#include "backend/vulkan/coopmat_layout.h"
#include "backend/vulkan/cusolver_linalg.h"
#include "backend/vulkan/external_memory.h"
#include "backend/vulkan/fft_plans.h"
#include "backend/vulkan/gpu_timer.h"
#include "backend/vulkan/memory.h"
#include "backend/vulkan/ops.h"
#include "backend/vulkan/pipeline_cache_file.h"
#include "backend/vulkan/pipelines.h"
#include "backend/vulkan/recorder.h"
#include "backend/vulkan/shader_compiler.h"
#include "backend/vulkan/vulkan_backend.h"
#include "core/backend.h"
#include "core/driver_info.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr size_t kStagingChunk = size_t{64} << 20;

// The driver's name and version (VkPhysicalDeviceVulkan12Properties), heaps and cache file.
DriverInfo describe_driver(const Context& context, const Allocator& tensors) {
  VkPhysicalDeviceVulkan12Properties props12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES};
  VkPhysicalDeviceProperties2 props2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  props2.pNext = &props12;
  vkGetPhysicalDeviceProperties2(context.physical(), &props2);
  DriverInfo info;
  info.name = props12.driverName;
  info.version = props12.driverInfo;
  if (info.version.empty()) {  // the packed number, in Vulkan's layout (some drivers use their own)
    const uint32_t v = context.properties().driverVersion;
    info.version = std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
                   std::to_string(VK_API_VERSION_PATCH(v));
  }
  const auto& mp = context.memory_properties();
  for (uint32_t h = 0; h < mp.memoryHeapCount; ++h)
    info.heaps.push_back({mp.memoryHeaps[h].size, (mp.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) != 0});
  info.pipeline_cache = pipeline_cache_path(context.properties());
  const std::filesystem::path caches = cache_folder();
  if (ShaderCompiler::instance().available() && !caches.empty()) info.spirv_cache = (caches / "spirv").string();
  info.tensor_cores = context.features().coopmat_summary;
  info.cuda_interop = !context.cuda()            ? "off: " + context.cuda_status()
                      : tensors.exports_to_cuda() ? "active, " + context.cuda()->summary() + "; tensor memory " +
                                                        tensors.cuda_export_summary() + "; lanes' timelines " +
                                                        context.cuda_timeline_status()
                                                  : "off: no device-local memory type exports as an opaque fd";
  return info;
}

// A stream's lane: its submissions wait only for each other (context.h).
struct VulkanStream : BackendStream {
  std::unique_ptr<Lane> lane;
};

class VulkanBackend : public Backend {
 public:
  VulkanBackend(std::shared_ptr<Instance> instance, VkPhysicalDevice physical)
      : context_(std::make_unique<Context>(std::move(instance), physical)),
        device_memory_(std::make_shared<Allocator>(*context_, false)),
        host_memory_(std::make_unique<Allocator>(*context_, true)),
        pipelines_(std::make_unique<Pipelines>(*context_)) {
    check_fragment_layout();
    record_driver_info(*this, describe_driver(*context_, *device_memory_));
  }

  DeviceInfo info() const override {
    DeviceInfo info;
    info.kind = DeviceKind::Vulkan;
    info.name = context_->properties().deviceName;
    const auto& mp = context_->memory_properties();
    for (uint32_t h = 0; h < mp.memoryHeapCount; ++h) {
      if (mp.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) info.memory_bytes += mp.memoryHeaps[h].size;
    }
    for (int d = 0; d < kDTypeCount; ++d) {
      // complex128's parts are float64 (its ops run on them: ops/complex.cpp).
      DType dt = static_cast<DType>(d);
      if ((dt == DType::Float64 || dt == DType::Complex128) && !context_->features().float64) continue;
      info.dtype_mask |= 1u << d;
    }
    info.host_visible = device_memory_->host_visible();
    info.cooperative_matrix = context_->features().cooperative_matrix;
    info.subgroup_size = context_->subgroup_size();
    info.max_buffer_range = 0;  // kernels address memory by device address: no binding limit
    return info;
  }

  std::shared_ptr<Storage> allocate(Device& device, size_t bytes) override {
    uint64_t errors = validation_error_count();
    Allocation a = device_memory_->allocate(bytes);
    auto storage = std::make_shared<VulkanStorage>(device, bytes, device_memory_, a);
    check_validation(errors);  // frees the storage when it throws
    return storage;
  }

  void write(Storage& dst, size_t byte_offset, const void* src, size_t bytes) override {
    uint64_t errors = validation_error_count();
    write_unchecked(dst, byte_offset, src, bytes);
    check_validation(errors);
  }

  void read(Storage& src, size_t byte_offset, void* dst, size_t bytes) override {
    uint64_t errors = validation_error_count();
    read_unchecked(src, byte_offset, dst, bytes);
    check_validation(errors);
  }

  // execute() waits for its work before returning, so mapped memory is always up to date.
  const void* host_address(Storage& storage) override {
    const Allocation& a = checked(storage, 0, 0);
    return a.mapped;
  }

  void execute(const std::vector<Node*>& nodes) override {
    std::vector<Step> steps;
    for (Node* node : nodes) steps.push_back({node, nullptr});
    execute_steps(steps, nullptr);
  }

  void execute_steps(const std::vector<Step>& steps, BackendStream* stream) override {
    uint64_t errors = validation_error_count();
    execute_unchecked(steps, stream ? static_cast<VulkanStream*>(stream)->lane.get() : nullptr);
    check_validation(errors);
  }

  // Recorded and submitted as execute_steps() does, not waited for. gpu_timer's times need the
  // wait at the submit: with it on, this is execute_steps().
  std::unique_ptr<LaunchedWork> launch_steps(const std::vector<Step>& steps, BackendStream* stream) override {
    if (gpu_timer::enabled()) {
      execute_steps(steps, stream);
      return nullptr;
    }
    auto work = std::make_unique<QueuedWork>();
    work->recorder = record(steps, stream ? static_cast<VulkanStream*>(stream)->lane.get() : nullptr);
    work->value = work->recorder->submit_queued();
    return work;
  }

  std::unique_ptr<BackendStream> create_stream() override {
    auto stream = std::make_unique<VulkanStream>();
    stream->lane = context_->new_lane();
    return stream;
  }

  bool fusable(const Node& node) const override { return fusable_node(node, context_->features().float64); }
  bool fusable_epilogue(const Node& product) const override {
    return fusable_product(product, context_->features().matmul_coopmat);
  }

  int64_t row_fusion_limit(const Node& reduce) const override {
    return row_fusion_limit_node(reduce, context_->features().float64);
  }

  // The implicit product (run_conv) before patches, where it fits, unless
  // KILN_CONV_PATCHES=always.
  bool conv_as_patch_product(const ConvSizes& c) const override {
    static const char* const choice = std::getenv("KILN_CONV_PATCHES");
    const bool half = context_->features().matmul_coopmat.runs(c.dtype);
    if (!(choice && std::string(choice) == "always")) {
      if (winograd_conv_fits(c.dtype, c.kernel_extents, c.strides, c.dilation, c.channels, c.out_features, true,
                             winograd_conv_switch())) {
        return false;  // run_conv takes it (patch products take only plain convolutions)
      }
      ConvLayout plain;  // patch products take one group and no input dilation
      plain.dtype = c.dtype;
      plain.input_dilation.assign(static_cast<size_t>(std::max<int64_t>(c.spatial_rank, 0)), 1);
      if (implicit_conv_fits(plain, c.channels, c.out_features, c.positions, half, implicit_conv_switch())) {
        return false;
      }
    }
    return conv_patch_product_pays(c.dtype, c.out_features, c.channels * c.taps, c.patch_bytes, half, choice);
  }

  bool runs_natively(const Node& node) const override {
    if (node.kind == OpKind::Fft) return fft_runs_natively(node, *context_);
    std::string why;
    if (node.kind == OpKind::Linalg && cusolver_takes(node, *context_, device_memory_->exports_to_cuda(), &why)) return true;
    return has_native_kernel(node, context_->features().float64, context_->features().int64_atomics);
  }

  bool vulkan_handles(VulkanHandles* out) const override {
    out->instance = context_->instance();
    out->physical_device = context_->physical();
    out->device = context_->device();
    out->queue = context_->queue();
    out->queue_family = context_->queue_family();
    return true;
  }

  std::shared_ptr<Storage> import_host(Device& device, void* data, size_t bytes,
                                       const std::function<void()>& release) override {
    uint64_t errors = validation_error_count();
    std::shared_ptr<Storage> storage = import_host_pointer(*context_, device, data, bytes, release);
    check_validation(errors);
    return storage;
  }

  bool device_buffer(const Storage& storage, uint64_t* handle, uint64_t* offset) const override {
    auto* s = dynamic_cast<const VulkanStorage*>(&storage);
    if (!s || !s->allocation().buffer) return false;
    *handle = reinterpret_cast<uint64_t>(s->allocation().buffer);
    *offset = s->allocation().offset;
    return true;
  }

  std::shared_ptr<Storage> import_device_buffer(Device& device, uint64_t handle, uint64_t offset, size_t bytes,
                                                const std::function<void()>& release) override {
    return alias_buffer(*device_memory_, device, reinterpret_cast<VkBuffer>(handle), offset, bytes, release);
  }

  int32_t cuda_ordinal() const override {
    return device_memory_->exports_to_cuda() ? context_->cuda()->ordinal() : -1;
  }

  bool cuda_address(const Storage& storage, uint64_t* address, std::string* why) override {
    auto* s = dynamic_cast<const VulkanStorage*>(&storage);
    if (!s) {
      *why = "not Vulkan memory";
      return false;
    }
    return device_memory_->cuda_address(s->allocation(), address, why);
  }

  void copy_from_cuda(Storage& dst, size_t offset, uint64_t src, size_t bytes) override {
    if (bytes == 0) return;
    uint64_t address = 0;
    std::string why;
    if (!cuda_address(dst, &address, &why)) fail(Status::Unsupported, "cannot copy from CUDA memory: " + why);
    if (!context_->cuda()->owns_device_memory(src, &why)) {
      fail(Status::InvalidArgument, "kDLCUDA data is not CUDA memory of " + context_->cuda()->summary() + ": " + why);
    }
    if (!context_->cuda()->copy_and_wait(address + offset, src, bytes, &why)) fail(Status::DeviceError, why);
  }

  void cuda_synchronize(uintptr_t stream) override {
    std::string why;
    if (context_->cuda() && !context_->cuda()->synchronize(stream, &why)) fail(Status::DeviceError, why);
  }

  MemoryStats memory_stats() const override {
    MemoryStats s;
    s.active_bytes = device_memory_->active_bytes();
    s.peak_bytes = device_memory_->peak_bytes();
    s.cached_bytes = device_memory_->cached_bytes();
    s.limit_bytes = device_memory_->limit();
    s.device_allocations = device_memory_->driver_allocations();
    return s;
  }
  void set_memory_limit(uint64_t bytes) override { device_memory_->set_limit(bytes); }
  void clear_cache() override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (fft_plans_) fft_plans_->drop_idle();
    }
    device_memory_->clear_cache();
    host_memory_->clear_cache();
  }

 private:
  // attention_coopmat.comp's softmax needs to know which fragment element each invocation
  // holds: coopmat_layout.comp finds out, or the kernel stays off (kiln-info's tensor-core line
  // says why).
  void check_fragment_layout() {
    const CoopmatApi api = context_->features().coopmat_attention;
    if (api == CoopmatApi::None) return;
    FragmentLayout layout;
    const std::string kernel = std::string(api == CoopmatApi::KHR ? "khr:" : "") + "coopmat_layout";
    const std::string mismatch = probe_fragment_layout(kernel, &layout);
    if (mismatch.empty()) {
      context_->set_fragment_layout(layout);
    } else {
      context_->disable_coopmat_attention(mismatch);
    }
  }

  // Runs the probe through `kernel` and reads its answer (read_fragment_layout); a probe that
  // fails says so in the returned text.
  std::string probe_fragment_layout(const std::string& kernel, FragmentLayout* layout) {
    const size_t bytes = kLayoutProbeFloats * sizeof(float);
    Allocation out, staging;
    std::string answer;
    try {
      out = device_memory_->allocate(bytes);
      staging = host_memory_->allocate(bytes);
      Recorder rec(*context_, *pipelines_, *device_memory_, *host_memory_);
      const uint64_t push = out.address;
      rec.dispatch(kernel, {}, &push, sizeof push, 1, {{out.address, out.address + bytes, true, nullptr}});
      rec.copy_buffer(out.buffer, out.offset, staging.buffer, staging.offset, bytes,
                      {{out.address, out.address + bytes}});
      rec.submit();
      std::vector<float> probed(kLayoutProbeFloats);
      std::memcpy(probed.data(), staging.mapped, bytes);
      answer = read_fragment_layout(probed, layout);
    } catch (const std::exception& e) {
      answer = std::string("the probe failed: ") + e.what();
    }
    if (out.block) device_memory_->free(out);
    if (staging.block) host_memory_->free(staging);
    return answer;
  }

  void write_unchecked(Storage& dst, size_t byte_offset, const void* src, size_t bytes) {
    const Allocation& a = checked(dst, byte_offset, bytes);
    if (bytes == 0) return;
    if (a.mapped) {
      std::memcpy(a.mapped + byte_offset, src, bytes);
      return;
    }
    std::lock_guard<std::mutex> lock(mutex_);
    for (size_t done = 0; done < bytes; done += kStagingChunk) {
      size_t n = std::min(kStagingChunk, bytes - done);
      Recorder rec(*context_, *pipelines_, *device_memory_, *host_memory_);
      Allocation staging = host_memory_->allocate(n);
      std::memcpy(staging.mapped, static_cast<const uint8_t*>(src) + done, n);
      try {
        rec.copy_buffer(staging.buffer, staging.offset, a.buffer, a.offset + byte_offset + done, n, {});
        rec.submit();
      } catch (...) {
        host_memory_->free(staging);
        throw;
      }
      host_memory_->free(staging);
    }
  }

  void read_unchecked(Storage& src, size_t byte_offset, void* dst, size_t bytes) {
    const Allocation& a = checked(src, byte_offset, bytes);
    if (bytes == 0) return;
    if (a.mapped) {
      std::memcpy(dst, a.mapped + byte_offset, bytes);
      return;
    }
    std::lock_guard<std::mutex> lock(mutex_);
    for (size_t done = 0; done < bytes; done += kStagingChunk) {
      size_t n = std::min(kStagingChunk, bytes - done);
      Recorder rec(*context_, *pipelines_, *device_memory_, *host_memory_);
      Allocation staging = host_memory_->allocate(n);
      try {
        rec.copy_buffer(a.buffer, a.offset + byte_offset + done, staging.buffer, staging.offset, n, {});
        rec.submit();
        std::memcpy(static_cast<uint8_t*>(dst) + done, staging.mapped, n);
      } catch (...) {
        host_memory_->free(staging);
        throw;
      }
      host_memory_->free(staging);
    }
  }

  // Work launch_steps() queued: its recorder keeps what the work uses until finish().
  struct QueuedWork : LaunchedWork {
    void finish() override {
      recorder->finish_queued(value);
      recorder.reset();
      check_validation(validation_errors);
    }
    bool done() const override { return recorder->reached(value); }

    uint64_t validation_errors = validation_error_count();
    std::unique_ptr<Recorder> recorder;
    uint64_t value = 0;
  };

  // The wait for the GPU holds neither the backend's lock nor the API lock.
  void execute_unchecked(const std::vector<Step>& steps, Lane* lane) {
    record(steps, lane)->submit(/*wait_unlocked=*/true);
  }

  // Records the steps under the backend's lock, ready to submit.
  std::unique_ptr<Recorder> record(const std::vector<Step>& steps, Lane* lane) {
    std::unique_lock<std::mutex> lock(mutex_);
    auto recorder = std::make_unique<Recorder>(*context_, *pipelines_, *device_memory_, *host_memory_, lane);
    Recorder& rec = *recorder;
    // CPU devices (lavapipe) vectorise the transcendental ops' exact reductions wrongly.
    const bool vector_any_op = context_->properties().deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU;
    for (const Step& step : steps) {
      if (!step.group) want_sorted_keys(rec, *step.node);
    }
    // From which step on the eval is products only (cublaslt_matmul.cpp: no switch back follows).
    size_t products_from = steps.size();
    while (products_from > 0) {
      const Step& s = steps[products_from - 1];
      const bool product = s.group ? (s.group->epilogue && !s.group->row) : s.node->kind == OpKind::Matmul;
      if (!product) break;
      --products_from;
    }
    for (size_t index = 0; index < steps.size(); ++index) {
      const Step& step = steps[index];
      rec.set_products_to_end(index >= products_from);
      if (step.group) {
        if (step.group->row) {
          run_row_fused(rec, *step.group, context_->features().subgroup_shuffle);
        } else if (step.group->epilogue) {
          run_fused_epilogue(rec, *step.group, vector_any_op);
        } else {
          run_fused(rec, *step.group, vector_any_op);
        }
        continue;
      }
      Node* node = step.node;
      if (node->size() == 0) continue;
      switch (node->kind) {
        case OpKind::Unary: run_unary(rec, *node); break;
        case OpKind::Binary: run_binary(rec, *node); break;
        case OpKind::Where: run_where(rec, *node); break;
        case OpKind::Cast: run_cast(rec, *node); break;
        case OpKind::Reduce: run_reduce(rec, *node); break;
        case OpKind::Matmul: run_matmul(rec, *node); break;
        case OpKind::Arange: run_arange(rec, *node, context_->features().float64); break;
        case OpKind::Assemble: run_assemble(rec, *node); break;
        case OpKind::Take: run_take(rec, *node); break;
        case OpKind::Scan: run_scan(rec, *node); break;
        case OpKind::RandomBits: run_random_bits(rec, *node); break;
        case OpKind::Scatter: run_scatter(rec, *node); break;
        case OpKind::Argsort: run_argsort(rec, *node); break;
        case OpKind::Norm: run_norm(rec, *node); break;
        case OpKind::Attention: run_attention(rec, *node); break;
        case OpKind::Conv: run_conv(rec, *node); break;
        case OpKind::Im2col: run_im2col(rec, *node); break;
        case OpKind::WindowReduce: run_window_reduce(rec, *node); break;
        case OpKind::WindowScatter: run_window_scatter(rec, *node); break;
        case OpKind::Linalg: run_linalg(rec, *node); break;
        case OpKind::Fft: run_fft(rec, *node, fft_plans()); break;
        default: fail(Status::Internal, "Vulkan: execute got a node that is not a kernel");
      }
    }
    return recorder;  // the command buffer is this call's own; the queue has its own lock
  }

  FftPlans& fft_plans() {  // made on the first transform (a command pool and a fence)
    if (!fft_plans_) fft_plans_ = std::make_unique<FftPlans>(*context_);
    return *fft_plans_;
  }

  const Allocation& checked(Storage& storage, size_t offset, size_t bytes) {
    auto* s = dynamic_cast<VulkanStorage*>(&storage);
    if (!s) fail(Status::Internal, "Vulkan: storage belongs to another backend");
    if (offset > storage.bytes() || bytes > storage.bytes() - offset) {
      fail(Status::InvalidArgument, "Vulkan: copy of " + std::to_string(bytes) + " bytes at offset " +
                                        std::to_string(offset) + " exceeds the storage's " + std::to_string(storage.bytes()));
    }
    return s->allocation();
  }

  std::unique_ptr<Context> context_;
  std::shared_ptr<Allocator> device_memory_;
  std::unique_ptr<Allocator> host_memory_;
  std::unique_ptr<Pipelines> pipelines_;
  std::unique_ptr<FftPlans> fft_plans_;  // under mutex_; goes before the context
  std::mutex mutex_;  // one recording at a time per device
};

}  // namespace

void register_devices(DeviceRegistry& registry) {
  try {
    std::shared_ptr<Instance> instance = Instance::create();
    if (!instance) return;
    for (VkPhysicalDevice physical : instance->physical_devices()) {
      try {
        registry.add(std::make_unique<VulkanBackend>(instance, physical));
      } catch (...) {
        // A device without the features the kernels need is simply not offered.
      }
    }
  } catch (...) {
  }
}

}  // namespace kiln::vulkan
