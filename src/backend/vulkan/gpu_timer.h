// GPU time of Kiln's command buffers, from Vulkan timestamp queries: an internal hook for the
// benchmarks (bench/workloads_bench.cpp links the static library) and KILN_KERNEL_TIMES, not part
// of the C API. Off by default; while on, each submitted command buffer adds the time between its first and last
// command, as the GPU measured it, so kernel time and host overhead can be reported apart.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln::vulkan::gpu_timer {

void enable(bool on);
bool enabled();
void add(uint64_t nanoseconds);
uint64_t total_ns();  // since the last reset
// Host time of the same command buffers: recording (from the recorder's creation to its
// submit) and submitting plus waiting for the GPU.
void add_host(uint64_t record_ns, uint64_t submit_wait_ns);
uint64_t record_ns();
uint64_t submit_wait_ns();
// Finer host time: the vkQueueSubmit call alone (part of submit_wait), and the recorder's
// release after the wait (command and query pools back, scratch memory freed).
void add_submit(uint64_t submit_ns);
void add_release(uint64_t release_ns);
uint64_t submit_ns();
uint64_t release_ns();
void reset();  // also forgets the kernel times

// Time per kernel, for finding where a workload's GPU time goes: while on, the recorder writes a
// timestamp after every dispatch and the time since the one before goes to the dispatch's
// kernel (barriers and waits included; dispatches that could overlap are serialised by the
// timestamps' bottom-of-pipe wait, so totals can exceed a plain run's).
struct KernelTime {
  std::string kernel;
  uint64_t ns = 0, dispatches = 0;
};
void enable_kernels(bool on);
bool kernels_enabled();
void add_kernel(const std::string& kernel, uint64_t nanoseconds);
std::vector<KernelTime> kernel_times();  // since the last reset, slowest first

// KILN_KERNEL_TIMES=<file>: the same timing for a whole process that runs Kiln through a
// binding (an Nx training step), with the table written to <file> when the process exits (no
// other output). Read once, when the first Vulkan device opens.
void enable_from_environment();

}  // namespace kiln::vulkan::gpu_timer
