#include "backend/vulkan/recorder.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>

#include "backend/vulkan/gpu_timer.h"
#include "core/error.h"
#include "core/unlocked.h"

namespace kiln::vulkan {

namespace {
constexpr size_t kArenaBytes = 64 << 10;
constexpr uint32_t kKernelStamps = 4096;  // per command buffer; later dispatches go untimed
constexpr uint64_t kEarlyFlushDispatches = 8;

bool overlaps(const Access& a, const Access& b) { return a.begin < b.end && b.begin < a.end; }

uint64_t now_ns() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}
// The dispatches after which an eval's first command buffer is submitted without waiting
// (KILN_VULKAN_FLUSH; 0: never), so the GPU starts while the host records the rest; each later
// one holds twice as many, so a long eval submits a few times. A training step's recording took
// 0.10-0.35 ms of its 0.7-1.1 ms on an H100 (docs/benchmarks.md), all of it before the GPU
// started. Off on CPU devices (lavapipe's threads and the recording share the cores) unless set.
uint64_t early_flush_dispatches(const Context& context) {
  static const char* const set = std::getenv("KILN_VULKAN_FLUSH");
  if (set) return std::strtoull(set, nullptr, 10);
  return context.properties().deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? 0 : kEarlyFlushDispatches;
}
}  // namespace

Recorder::Recorder(Context& context, Pipelines& pipelines, Allocator& device_memory, Allocator& host_memory,
                   Lane* lane)
    : context_(context),
      lane_(lane ? *lane : context.default_lane()),
      pipelines_(pipelines),
      device_memory_(device_memory),
      host_memory_(host_memory) {
  if (gpu_timer::enabled()) created_ns_ = now_ns();
  flush_at_ = early_flush_dispatches(context_);
}

Recorder::~Recorder() {
  const uint64_t start_ns = created_ns_ ? now_ns() : 0;
  // Unless a submit or wait failed, submit() waited for the work or nothing was submitted: the
  // pools are idle and go back for reuse. After a failure they may still be in use: destroyed.
  if (handed_off_ || flushed_) {  // an error after a hand-off or early submit: its buffers may still run
    try {
      context_.wait(lane_, std::max(handed_off_, flushed_));
      idle_ = true;
    } catch (...) {
    }
  }
  CommandPools& pools = context_.command_pools();
  if (pooled_.pool) idle_ ? pools.give_back(pooled_) : vkDestroyCommandPool(context_.device(), pooled_.pool, nullptr);
  for (const auto& commands : in_flight_) {
    idle_ ? pools.give_back(commands) : vkDestroyCommandPool(context_.device(), commands.pool, nullptr);
  }
  if (timestamps_) idle_ ? pools.give_back(timestamps_) : vkDestroyQueryPool(context_.device(), timestamps_, nullptr);
  if (kernel_stamps_) vkDestroyQueryPool(context_.device(), kernel_stamps_, nullptr);
  for (auto& release : on_done_) release();
  for (auto& a : device_temps_) device_memory_.free(a);
  for (auto& a : host_temps_) host_memory_.free(a);
  if (created_ns_) gpu_timer::add_release(now_ns() - start_ns);
}

uint64_t Recorder::upload(const void* data, size_t bytes) {
  size_t size = (bytes + 15) / 16 * 16;
  if (!arena_.block || arena_used_ + size > arena_.size) {
    arena_ = host_memory_.allocate(std::max(size, kArenaBytes));
    host_temps_.push_back(arena_);
    arena_used_ = 0;
  }
  std::memcpy(arena_.mapped + arena_used_, data, bytes);
  uint64_t address = arena_.address + arena_used_;
  arena_used_ += size;
  return address;
}

uint64_t Recorder::error_word(const std::string& message) {
  const uint32_t zero[4] = {0, 0, 0, 0};
  const uint64_t address = upload(zero, sizeof zero);
  error_words_.push_back({reinterpret_cast<const volatile uint32_t*>(arena_.mapped + (address - arena_.address)), message});
  return address;
}

Allocation Recorder::scratch(size_t bytes) {
  Allocation a = device_memory_.allocate(bytes);
  device_temps_.push_back(a);
  return a;
}

VkCommandBuffer Recorder::end_in_flight() {
  end_commands();
  in_flight_.push_back(pooled_);  // recorded anew in another buffer: this one runs meanwhile
  pooled_ = {};
  submitted_ = false;
  idle_ = false;
  pending_.clear();  // the next submission waits for the whole of this one (the lane's order)
  return commands_;
}

void Recorder::flush_if_due() {
  if (!recording_ || flush_at_ == 0 || dispatches_ < flush_at_ || !can_hand_off()) return;
  flushed_ = context_.submit(lane_, end_in_flight());
  flush_at_ *= 2;
}

void Recorder::begin_if_needed() {
  if (recording_) return;
  dispatches_ = 0;
  if (!pooled_.pool) {
    pooled_ = context_.command_pools().take_commands();
  } else if (submitted_) {  // recorded and run before in this eval (submit waited): record anew
    check(vkResetCommandPool(context_.device(), pooled_.pool, 0), "vkResetCommandPool");
  }
  commands_ = pooled_.buffer;
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(commands_, &begin), "vkBeginCommandBuffer");
  recording_ = true;
  if (gpu_timer::enabled() && context_.features().timestamps) {
    if (!timestamps_) timestamps_ = context_.command_pools().take_timestamps();
    vkCmdResetQueryPool(commands_, timestamps_, 0, 2);
    vkCmdWriteTimestamp(commands_, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, timestamps_, 0);
  }
  if (gpu_timer::kernels_enabled() && context_.features().timestamps) {
    if (!kernel_stamps_) {
      VkQueryPoolCreateInfo info{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
      info.queryType = VK_QUERY_TYPE_TIMESTAMP;
      info.queryCount = kKernelStamps;
      check(vkCreateQueryPool(context_.device(), &info, nullptr, &kernel_stamps_), "vkCreateQueryPool");
    }
    vkCmdResetQueryPool(commands_, kernel_stamps_, 0, kKernelStamps);
    vkCmdWriteTimestamp(commands_, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, kernel_stamps_, 0);
    stamped_kernels_.clear();
  }
}

// Names the dispatch by its kernel and specialization constants.
void Recorder::stamp(const std::string& kernel, const std::vector<uint32_t>& constants) {
  if (!kernel_stamps_ || stamped_kernels_.size() + 1 >= kKernelStamps) return;
  std::string label = kernel.substr(0, 48);  // generated kernels' signatures are long
  for (uint32_t c : constants) label += "/" + std::to_string(c);
  stamped_kernels_.push_back(label);
  vkCmdWriteTimestamp(commands_, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, kernel_stamps_,
                      static_cast<uint32_t>(stamped_kernels_.size()));
}

void Recorder::collect_kernel_times() {
  if (!kernel_stamps_ || stamped_kernels_.empty()) return;
  std::vector<uint64_t> ticks(stamped_kernels_.size() + 1);
  check(vkGetQueryPoolResults(context_.device(), kernel_stamps_, 0, static_cast<uint32_t>(ticks.size()),
                              ticks.size() * sizeof(uint64_t), ticks.data(), sizeof(uint64_t),
                              VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
        "vkGetQueryPoolResults");
  for (size_t i = 0; i < stamped_kernels_.size(); ++i) {
    gpu_timer::add_kernel(stamped_kernels_[i],
                          static_cast<uint64_t>(double(ticks[i + 1] - ticks[i]) * context_.features().timestamp_period_ns));
  }
}

void Recorder::synchronize(const std::vector<Access>& accesses) {
  bool needed = false;
  for (const Access& a : accesses) {
    for (const Access& p : pending_) {
      if (!(a.write || p.write) || !overlaps(a, p)) continue;
      if (a.write && p.write && a.tag && a.tag == p.tag) continue;
      needed = true;
      break;
    }
    if (needed) break;
  }
  if (needed) {
    // One global barrier orders every earlier shader/transfer access before every later one.
    VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT |
                            VK_ACCESS_TRANSFER_WRITE_BIT;
    VkPipelineStageFlags stages = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
    vkCmdPipelineBarrier(commands_, stages, stages, 0, 1, &barrier, 0, nullptr, 0, nullptr);
    pending_.clear();
  }
  pending_.insert(pending_.end(), accesses.begin(), accesses.end());
}

void Recorder::dispatch(const std::string& kernel, const std::vector<uint32_t>& constants, const void* push,
                        size_t push_bytes, uint64_t groups, const std::vector<Access>& accesses) {
  if (groups == 0) return;
  record(kernel, constants, pipelines_.get(kernel, constants), push, push_bytes, groups, accesses);
}

void Recorder::dispatch_generated(const std::string& key, const std::function<std::vector<uint32_t>()>& compile,
                                  const void* push, size_t push_bytes, uint64_t groups,
                                  const std::vector<Access>& accesses) {
  if (groups == 0) return;
  record(key, {}, pipelines_.generated(key, compile), push, push_bytes, groups, accesses);
}

// Spreads `groups` workgroups over a 2-D grid (flat_group() in common.glsl undoes it).
void Recorder::record(const std::string& kernel, const std::vector<uint32_t>& constants, VkPipeline pipeline,
                      const void* push, size_t push_bytes, uint64_t groups, const std::vector<Access>& accesses) {
  const auto& limits = context_.properties().limits;
  uint64_t x = std::min<uint64_t>(groups, limits.maxComputeWorkGroupCount[0]);
  uint64_t y = (groups + x - 1) / x;
  if (y > limits.maxComputeWorkGroupCount[1]) fail(Status::Internal, "Vulkan: dispatch of " + std::to_string(groups) + " workgroups is too large");
  record_3d(pipeline, push, push_bytes, static_cast<uint32_t>(x), static_cast<uint32_t>(y), 1, accesses);
  stamp(kernel, constants);
}

void Recorder::dispatch_3d(const std::string& kernel, const std::vector<uint32_t>& constants, const void* push,
                           size_t push_bytes, uint32_t x, uint32_t y, uint32_t z, const std::vector<Access>& accesses) {
  if (x == 0 || y == 0 || z == 0) return;
  record_3d(pipelines_.get(kernel, constants), push, push_bytes, x, y, z, accesses);
  stamp(kernel, constants);
}

void Recorder::dispatch_generated_3d(const std::string& key, const std::string& label,
                                     const std::function<std::vector<uint32_t>()>& compile, const void* push,
                                     size_t push_bytes, uint32_t x, uint32_t y, uint32_t z,
                                     const std::vector<Access>& accesses) {
  if (x == 0 || y == 0 || z == 0) return;
  record_3d(pipelines_.generated(key, compile), push, push_bytes, x, y, z, accesses);
  stamp(label, {});
}

void Recorder::record_3d(VkPipeline pipeline, const void* push, size_t push_bytes, uint32_t x,
                         uint32_t y, uint32_t z, const std::vector<Access>& accesses) {
  flush_if_due();
  begin_if_needed();
  ++dispatches_;
  synchronize(accesses);
  vkCmdBindPipeline(commands_, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
  vkCmdPushConstants(commands_, pipelines_.layout(), VK_SHADER_STAGE_COMPUTE_BIT, 0, static_cast<uint32_t>(push_bytes), push);
  vkCmdDispatch(commands_, x, y, z);
}

void Recorder::copy_buffer(VkBuffer src, size_t src_offset, VkBuffer dst, size_t dst_offset, size_t bytes,
                           const std::vector<Access>& accesses) {
  if (bytes == 0) return;
  begin_if_needed();
  synchronize(accesses);
  VkBufferCopy region{src_offset, dst_offset, bytes};
  vkCmdCopyBuffer(commands_, src, dst, 1, &region);
  stamp("copy_buffer", {});
}

void Recorder::zero(const Allocation& a) {
  if (a.size == 0) return;
  begin_if_needed();
  synchronize({Access{a.address, a.address + a.size, true}});
  vkCmdFillBuffer(commands_, a.buffer, a.offset, a.size, 0);
  stamp("zero", {});
}

void Recorder::record_commands(const std::string& label, const std::vector<Access>& accesses,
                               const std::function<void(VkCommandBuffer)>& record) {
  begin_if_needed();
  synchronize(accesses);
  record(commands_);
  stamp(label, {});
}

void Recorder::end_commands() {
  recording_ = false;
  if (!error_words_.empty()) {  // the kernels' error words, made visible to the host's reads
    VkMemoryBarrier to_host{VK_STRUCTURE_TYPE_MEMORY_BARRIER, nullptr, VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(commands_, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &to_host, 0,
                         nullptr, 0, nullptr);
  }
  check(vkEndCommandBuffer(commands_), "vkEndCommandBuffer");
}

HandOff Recorder::hand_off() {
  const VkCommandBuffer commands = recording_ ? end_in_flight() : VK_NULL_HANDLE;
  idle_ = false;
  const HandOff h = context_.submit_for_hand_off(lane_, commands);
  handed_off_ = h.done;
  pending_.clear();  // the next submission waits for the other engine's work too
  return h;
}

bool Recorder::host_hand_off_test() {
  static const bool on = [] {
    const char* v = std::getenv("KILN_VULKAN_HANDOFF_TEST");
    return v && std::strcmp(v, "1") == 0;
  }();
  return on;
}

void Recorder::hand_off_to_host() {
  const HandOff h = hand_off();
  Context& context = context_;
  Lane& lane = lane_;
  host_signals_.push_back(std::async(std::launch::async, [&context, &lane, h] { context.signal_from_host(lane, h); }));
}

void Recorder::abandon_hand_off(const HandOff& hand_off, bool signalled) {
  if (!signalled) context_.signal_from_host(lane_, hand_off);
  finish(hand_off.done, false);
}

void Recorder::submit(bool wait_unlocked) {
  if (!recording_) {
    if (!handed_off_ && !flushed_) return;
    // The eval ended on the other engine's work, or right after an early submit.
    finish(std::max(handed_off_, flushed_), wait_unlocked);
    return check_error_words();
  }
  const uint64_t submit_ns = created_ns_ ? now_ns() : 0;
  if (timestamps_) vkCmdWriteTimestamp(commands_, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, timestamps_, 1);
  end_commands();
  idle_ = false;
  submitted_ = true;
  const uint64_t value = context_.submit(lane_, commands_);  // after any hand-off's done: waits for it
  if (created_ns_) gpu_timer::add_submit(now_ns() - submit_ns);
  finish(value, wait_unlocked);
  if (timestamps_) {
    uint64_t ticks[2] = {0, 0};
    check(vkGetQueryPoolResults(context_.device(), timestamps_, 0, 2, sizeof ticks, ticks, sizeof(uint64_t),
                                VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
          "vkGetQueryPoolResults");
    gpu_timer::add(static_cast<uint64_t>(double(ticks[1] - ticks[0]) * context_.features().timestamp_period_ns));
  }
  collect_kernel_times();
  if (created_ns_) gpu_timer::add_host(submit_ns - created_ns_, now_ns() - submit_ns);
  check_error_words();
}

uint64_t Recorder::submit_queued() {
  if (!recording_) return std::max(handed_off_, flushed_);
  end_commands();
  idle_ = false;
  submitted_ = true;
  flushed_ = context_.submit(lane_, commands_);  // the destructor waits for it unless finished
  return flushed_;
}

void Recorder::finish_queued(uint64_t value) {
  if (value != 0) finish(value, /*wait_unlocked=*/true);
  check_error_words();
}

void Recorder::check_error_words() {
  std::vector<ErrorWord> words;
  words.swap(error_words_);
  for (const ErrorWord& word : words) {
    if (*word.mapped != 0) fail(Status::InvalidArgument, word.message);
  }
}

void Recorder::finish(uint64_t value, bool wait_unlocked) {
  if (wait_unlocked) {
    run_unlocked([&] { context_.wait(lane_, value); });
  } else {
    context_.wait(lane_, value);
  }
  idle_ = true;
  handed_off_ = 0;
  flushed_ = 0;
  pending_.clear();
  std::vector<std::future<void>> signals;
  signals.swap(host_signals_);
  for (auto& signal : signals) signal.get();  // done once the wait above returned; rethrows a failure
  CommandPools& pools = context_.command_pools();
  for (const auto& commands : in_flight_) pools.give_back(commands);
  in_flight_.clear();
}

}  // namespace kiln::vulkan
