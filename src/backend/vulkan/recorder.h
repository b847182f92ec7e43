// Records one execute() call into command buffers: dispatches with a barrier only before a
// dispatch that touches memory an earlier, unbarriered dispatch wrote (or writes memory one
// read), then a submit and a wait on the timeline semaphore. On a GPU the work recorded so far
// is also submitted early as the eval grows (flush_if_due), as a hand-off to CUDA submits it.
// Also owns the per-call temporary memory: kernel metadata (host-visible) and scratch buffers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <future>
#include <initializer_list>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "backend/vulkan/context.h"
#include "backend/vulkan/memory.h"
#include "backend/vulkan/pipelines.h"

namespace kiln::vulkan {

// A byte range of device memory (device addresses) that a dispatch reads or writes. Writes that
// share a non-null tag are known to be disjoint (Assemble's placements) and need no barrier.
struct Access {
  uint64_t begin = 0, end = 0;
  bool write = false;
  const void* tag = nullptr;
};

class Recorder {
 public:
  // Submits on `lane`, or on the device's default lane when null.
  Recorder(Context& context, Pipelines& pipelines, Allocator& device_memory, Allocator& host_memory,
           Lane* lane = nullptr);
  ~Recorder();
  Recorder(const Recorder&) = delete;
  Recorder& operator=(const Recorder&) = delete;

  const Context& context() const { return context_; }
  // The device's tensor memory (cublaslt_matmul.cpp asks it for CUDA addresses).
  Allocator& device_memory() { return device_memory_; }

  // Copies `bytes` into host-visible memory that lives until the recorder dies; returns its
  // device address.
  uint64_t upload(const void* data, size_t bytes);
  // Device memory for intermediate results, freed when the recorder dies.
  Allocation scratch(size_t bytes);
  // A zeroed 32-bit word in host-visible memory (its device address) that kernels set to nonzero
  // when they find their input invalid (a singular triangular matrix): after the work's wait,
  // submit() fails with INVALID_ARGUMENT and `message`, as the CPU fails that eval.
  uint64_t error_word(const std::string& message);

  // Runs `kernel` over `groups` workgroups (spread over a 2-D grid) or an explicit 3-D grid.
  void dispatch(const std::string& kernel, const std::vector<uint32_t>& constants, const void* push,
                size_t push_bytes, uint64_t groups, const std::vector<Access>& accesses);
  void dispatch_3d(const std::string& kernel, const std::vector<uint32_t>& constants, const void* push,
                   size_t push_bytes, uint32_t x, uint32_t y, uint32_t z, const std::vector<Access>& accesses);
  // Like dispatch(), for a kernel generated at run time (Pipelines::generated).
  void dispatch_generated(const std::string& key, const std::function<std::vector<uint32_t>()>& compile,
                          const void* push, size_t push_bytes, uint64_t groups, const std::vector<Access>& accesses);
  // Like dispatch_3d(), for a kernel generated at run time; `label` names it in kernel timings.
  void dispatch_generated_3d(const std::string& key, const std::string& label,
                             const std::function<std::vector<uint32_t>()>& compile, const void* push, size_t push_bytes,
                             uint32_t x, uint32_t y, uint32_t z, const std::vector<Access>& accesses);
  void copy_buffer(VkBuffer src, size_t src_offset, VkBuffer dst, size_t dst_offset, size_t bytes,
                   const std::vector<Access>& accesses);
  // Fills the allocation with zero bytes (its size a multiple of 4).
  void zero(const Allocation& a);
  // Records commands Kiln does not generate (VkFFT's, fft_plans.cpp) after the barrier
  // `accesses` need; they order their own steps, and later dispatches see `accesses` as pending.
  void record_commands(const std::string& label, const std::vector<Access>& accesses,
                       const std::function<void(VkCommandBuffer)>& record);
  // Runs `release` when the recording's work is done (the recorder dies), for objects its
  // commands use that outlive no recording (a VkFFT plan's turn, its buffer windows).
  void on_done(std::function<void()> release) { on_done_.push_back(std::move(release)); }

  // Scratch results one kernel leaves for a later one of the same recording, under the node that
  // made them (radix_sort_ops.cpp: the radix argsort's sorted keys, from which take_along_axis
  // of the sorted tensor writes the values without a gather). want_kept() says, before recording,
  // which nodes' results a later kernel will look for.
  void want_kept(const void* producer) { wanted_.insert(producer); }
  bool kept_wanted(const void* producer) const { return wanted_.count(producer) != 0; }
  void keep(const void* producer, const Allocation& a) { kept_[producer] = a; }
  const Allocation* kept(const void* producer) const {
    auto it = kept_.find(producer);
    return it == kept_.end() ? nullptr : &it->second;
  }

  // Ends, submits and waits. Does nothing when nothing was recorded and nothing was handed off.
  // With `wait_unlocked`, the wait lets go of the API lock (core/unlocked.h), so other threads'
  // calls run meanwhile.
  void submit(bool wait_unlocked = false);
  // submit() in two halves, for an eval that returns once its work is queued: submit_queued()
  // ends and submits what was recorded without waiting and returns the value to wait for (0:
  // nothing was); finish_queued() waits for it without the API lock and fails as submit() would.
  // Until then the recorder keeps what the work uses, and its destructor waits for the work.
  uint64_t submit_queued();
  void finish_queued(uint64_t value);
  bool reached(uint64_t value) const { return value == 0 || context_.reached(lane_, value); }

  // The hand-off to another engine on this GPU (the CUDA interop layer's stream), with no host
  // wait: what was recorded so far is submitted, signalling `ready` on the lane's timeline; the
  // other engine queues a wait for `ready`, its work and a signal of `done`; the next submission
  // waits for `done`, and submit() waits for it before the eval's results are visible.
  // Not while gpu_timer is on: it times one command buffer at a time.
  bool can_hand_off() const { return !timestamps_ && !kernel_stamps_; }
  // Whether Vulkan work comes right before what is recorded next: recorded and not yet
  // submitted, or submitted early (below) after the last hand-off.
  bool has_recorded() const { return recording_ || flushed_ > handed_off_; }
  // Whether every step of the eval from the one being recorded on is a matrix product (plain or
  // with its fused epilogue): no Vulkan work is known to follow a product handed to another engine.
  // Set by the backend before each step.
  void set_products_to_end(bool value) { products_to_end_ = value; }
  bool products_to_end() const { return products_to_end_; }
  HandOff hand_off();
  // When the other engine's work failed: the host signals `done` unless the other engine queued
  // its signal (`signalled`), and waits for it, so nothing recorded is still running when the
  // eval fails.
  void abandon_hand_off(const HandOff& hand_off, bool signalled);
  // KILN_VULKAN_HANDOFF_TEST=1 (read once): each matrix product first hands off to the host as it
  // would to CUDA, a thread signalling `done` once `ready` is reached, so the GPU-ordered split
  // (in-flight buffers, a submission waiting for another agent's value, the final wait) runs on
  // any device, lavapipe and CI included.
  static bool host_hand_off_test();
  void hand_off_to_host();
  // The lane's timeline as CUDA sees it (Context::cuda_timeline).
  cuda::SharedTimeline* cuda_timeline(std::string* why) { return context_.cuda_timeline(lane_, why); }

 private:
  void begin_if_needed();
  // Submits what was recorded once it holds the next threshold's dispatches (KILN_VULKAN_FLUSH;
  // doubling each time), so the GPU runs it while the rest of the eval is recorded.
  void flush_if_due();
  // Ends commands_ and keeps it in flight (submitted next by the caller); recording goes on in
  // another buffer. Returns the ended buffer.
  VkCommandBuffer end_in_flight();
  void end_commands();                        // ends commands_ (the error words' host barrier first)
  void finish(uint64_t value, bool wait_unlocked);  // waits for `value`; the in-flight buffers back
  void check_error_words();                         // after finish(): fails on a set word
  void record(const std::string& kernel, const std::vector<uint32_t>& constants, VkPipeline pipeline, const void* push,
              size_t push_bytes, uint64_t groups, const std::vector<Access>& accesses);
  void record_3d(VkPipeline pipeline, const void* push, size_t push_bytes, uint32_t x,
                 uint32_t y, uint32_t z, const std::vector<Access>& accesses);
  void synchronize(const std::vector<Access>& accesses);
  void stamp(const std::string& kernel, const std::vector<uint32_t>& constants);  // gpu_timer's per-kernel times
  void collect_kernel_times();

  Context& context_;
  Lane& lane_;
  Pipelines& pipelines_;
  Allocator& device_memory_;
  Allocator& host_memory_;
  CommandPools::Commands pooled_;  // its buffer is commands_ while recording
  bool submitted_ = false;         // pooled_'s buffer was submitted (and waited for) before
  VkCommandBuffer commands_ = VK_NULL_HANDLE;
  bool recording_ = false;
  bool idle_ = true;  // false from a submit until its wait returned
  bool products_to_end_ = false;
  std::vector<CommandPools::Commands> in_flight_;  // submitted by hand_off(), not yet waited for
  uint64_t handed_off_ = 0;  // the last hand-off's done value, until a wait reaches it
  uint64_t flushed_ = 0;     // the last early submission's value, likewise
  uint64_t dispatches_ = 0;  // recorded into commands_
  uint64_t flush_at_ = 0;    // the count that submits commands_ early (0: never)
  std::vector<std::future<void>> host_signals_;  // hand_off_to_host()'s threads, joined by finish()
  VkQueryPool timestamps_ = VK_NULL_HANDLE;  // while gpu_timer is on (gpu_timer.h)
  uint64_t created_ns_ = 0;                  // likewise
  VkQueryPool kernel_stamps_ = VK_NULL_HANDLE;  // while gpu_timer's kernel times are on
  std::vector<std::string> stamped_kernels_;    // the kernel before each stamp after the first
  std::vector<Access> pending_;  // accesses since the last barrier
  std::vector<Allocation> device_temps_, host_temps_;
  Allocation arena_;
  size_t arena_used_ = 0;
  std::unordered_set<const void*> wanted_;
  std::unordered_map<const void*, Allocation> kept_;  // scratch: freed with device_temps_
  std::vector<std::function<void()>> on_done_;
  struct ErrorWord {
    const volatile uint32_t* mapped;
    std::string message;
  };
  std::vector<ErrorWord> error_words_;  // checked, then cleared, by submit()
};

}  // namespace kiln::vulkan
