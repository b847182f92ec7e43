#include "backend/vulkan/fft_plans.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <string>

#include "core/error.h"
#ifdef KILN_HAVE_VKFFT
#include "backend/vulkan/vkfft_bridge.h"
#endif

namespace kiln::vulkan {

#ifdef KILN_HAVE_VKFFT

namespace {

[[noreturn]] void vkfft_failed(int r, const char* call, const FftTransform& t) {
  // 3001-3005: a length or layout VkFFT does not take; the rest are Vulkan or resource failures.
  const Status status = r >= 3000 && r < 4000 ? Status::Unsupported : Status::DeviceError;
  fail(status, std::string("Vulkan FFT: VkFFT error ") + std::to_string(r) + " from " + call + " (length " +
                   std::to_string(t.length) + ", " + std::to_string(t.outer * t.inner) + " lines, " +
                   dtype_name(t.dtype) + ")");
}

Access range_access(const Allocation& a, size_t offset, size_t bytes, bool write) {
  return Access{a.address + offset, a.address + offset + bytes, write};
}

}  // namespace

struct FftPlans::Plan {
  FftTransform transform;
  kiln_vkfft_plan* vkfft = nullptr;
  std::atomic<bool> busy{false};  // a live recorder uses it (cleared from ~Recorder, outside the lock)
  uint64_t last_use = 0;

  ~Plan() { kiln_vkfft_destroy(vkfft); }
};

bool FftPlans::available() { return true; }

FftPlans::FftPlans(Context& context)
    : context_(context), physical_(context.physical()), device_(context.device()), queue_(context.queue()) {
  static std::once_flag filled;  // Kiln's pointers are the process's, whatever the device
  std::call_once(filled, [] {
#define KILN_VKFFT_FILL(name) kiln_vkfft_vk.name = name;
    KILN_VKFFT_CALLS(KILN_VKFFT_FILL)
#undef KILN_VKFFT_FILL
  });
  VkCommandPoolCreateInfo pool{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pool.queueFamilyIndex = context.queue_family();
  check(vkCreateCommandPool(device_, &pool, nullptr, &pool_), "vkCreateCommandPool");
  VkFenceCreateInfo fence{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  VkResult r = vkCreateFence(device_, &fence, nullptr, &fence_);
  if (r != VK_SUCCESS) vkDestroyCommandPool(device_, pool_, nullptr);
  check(r, "vkCreateFence");
}

FftPlans::~FftPlans() {
  plans_.clear();
  vkDestroyFence(device_, fence_, nullptr);
  vkDestroyCommandPool(device_, pool_, nullptr);
}

void FftPlans::drop_idle() {
  plans_.erase(std::remove_if(plans_.begin(), plans_.end(), [](const auto& p) { return !p->busy.load(); }),
               plans_.end());
}

// A buffer over exactly `bytes` of `a` from `offset`, destroyed when the recording is done:
// VkFFT binds buffers from their start, for the size its plan was made for. Null where `a` is not
// an allocator's (a host import) or the range does not suit a buffer of its own (alignment).
VkBuffer FftPlans::window(Recorder& rec, const Allocation& a, size_t offset, size_t bytes) {
  const VkDeviceMemory memory = device_memory_of(a);
  if (!memory) return VK_NULL_HANDLE;
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = bytes;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VkBuffer buffer = VK_NULL_HANDLE;
  check(vkCreateBuffer(device_, &info, nullptr, &buffer), "vkCreateBuffer");
  VkDevice device = device_;
  rec.on_done([device, buffer] { vkDestroyBuffer(device, buffer, nullptr); });
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device_, buffer, &req);
  const size_t at = a.offset + offset;
  if (at % req.alignment != 0 || req.size > a.size - offset) return VK_NULL_HANDLE;
  check(vkBindBufferMemory(device_, buffer, memory, at), "vkBindBufferMemory");
  return buffer;
}

// A plan for `t` no recording uses, made when there is none (from a busy one's shaders where
// there is one).
FftPlans::Plan& FftPlans::free_plan(const FftTransform& t) {
  const kiln_vkfft_plan* like = nullptr;
  for (auto& p : plans_) {
    if (!p->transform.same_plan(t)) continue;
    if (!p->busy.load()) return *p;
    if (kiln_vkfft_clonable(p->vkfft)) like = p->vkfft;
  }
  if (plans_.size() >= kMaxPlans) {
    auto oldest = plans_.end();
    for (auto it = plans_.begin(); it != plans_.end(); ++it) {
      if (!(*it)->busy.load() && (oldest == plans_.end() || (*it)->last_use < (*oldest)->last_use)) oldest = it;
    }
    if (oldest != plans_.end()) plans_.erase(oldest);
  }
  auto plan = std::make_unique<Plan>();
  plan->transform = t;
  kiln_vkfft_desc desc{physical_, device_, queue_, pool_, fence_, t.outer, t.length, t.inner, t.bytes(),
                       t.dtype == DType::Float64};
  int r;
  {
    auto queue = context_.lock_queue();  // VkFFT submits its table uploads on the default queue
    r = kiln_vkfft_create(&desc, like, &plan->vkfft);
  }
  if (r != 0) vkfft_failed(r, "initializeVkFFT", t);
  plans_.push_back(std::move(plan));
  return *plans_.back();
}

void FftPlans::record(Recorder& rec, const FftTransform& t, const Allocation& in, size_t in_offset,
                      const Allocation& out, size_t out_offset) {
  const size_t bytes = t.bytes();
  std::vector<Access> accesses;
  VkBuffer in_window = window(rec, in, in_offset, bytes);
  if (in_window) {
    accesses.push_back(range_access(in, in_offset, bytes, false));
  } else {  // staged through scratch memory of the allocator's
    Allocation staged = rec.scratch(bytes);
    rec.copy_buffer(in.buffer, in.offset + in_offset, staged.buffer, staged.offset, bytes,
                    {range_access(in, in_offset, bytes, false), range_access(staged, 0, bytes, true)});
    in_window = window(rec, staged, 0, bytes);
    accesses.push_back(range_access(staged, 0, bytes, false));
  }
  VkBuffer out_window = window(rec, out, out_offset, bytes);
  Allocation out_staged;
  if (out_window) {
    accesses.push_back(range_access(out, out_offset, bytes, true));
  } else {
    out_staged = rec.scratch(bytes);
    out_window = window(rec, out_staged, 0, bytes);
    accesses.push_back(range_access(out_staged, 0, bytes, true));
  }
  if (!in_window || !out_window) fail(Status::Internal, "Vulkan FFT: scratch memory does not suit a buffer of its own");

  Plan& plan = free_plan(t);
  plan.busy.store(true);
  plan.last_use = ++clock_;
  Plan* leased = &plan;
  rec.on_done([leased] { leased->busy.store(false); });
  rec.record_commands("vkfft", accesses, [&](VkCommandBuffer commands) {
    const int r = kiln_vkfft_append(plan.vkfft, commands, t.inverse, in_window, out_window);
    if (r != 0) vkfft_failed(r, "VkFFTAppend", t);
  });
  if (out_staged.block) {
    rec.copy_buffer(out_staged.buffer, out_staged.offset, out.buffer, out.offset + out_offset, bytes,
                    {range_access(out_staged, 0, bytes, false), range_access(out, out_offset, bytes, true)});
  }
}

#else  // without libvkfft-dev: every Fft node runs on the CPU (fft_ops.cpp)

struct FftPlans::Plan {};
bool FftPlans::available() { return false; }
FftPlans::FftPlans(Context& context) : context_(context) {}
FftPlans::~FftPlans() = default;
void FftPlans::record(Recorder&, const FftTransform&, const Allocation&, size_t, const Allocation&, size_t) {
  fail(Status::Internal, "Vulkan FFT: built without VkFFT");
}
void FftPlans::drop_idle() {}

#endif

}  // namespace kiln::vulkan
