// GPU time of Kiln's command buffers, from Vulkan timestamp queries: an internal hook for the
// benchmarks (bench/workloads_bench.cpp links the static library), not part of the C API. Off by
// default; while on, each submitted command buffer adds the time between its first and last
// command, as the GPU measured it, so kernel time and host overhead can be reported apart.
#pragma once

#include <cstdint>

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
void reset();

}  // namespace kiln::vulkan::gpu_timer
