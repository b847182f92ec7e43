// Watching another thread's eval through telemetry: when it started and stopped (the
// concurrency and stream tests start a long eval on one thread and act on another meanwhile).
#pragma once

#include <kiln/kiln.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

inline uint64_t now_ns() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

struct EvalWatch {
  std::atomic<bool> started{false};
  std::atomic<uint64_t> stopped_ns{0};
  std::atomic<std::thread::id> thread{};
  static void callback(const kiln_telemetry_event* e, void* self) {
    auto* w = static_cast<EvalWatch*>(self);
    if (e->kind != KILN_EVENT_EVAL || std::this_thread::get_id() != w->thread.load()) return;
    if (e->phase == KILN_EVENT_START) w->started = true;
    if (e->phase == KILN_EVENT_STOP) w->stopped_ns = e->timestamp_ns;
  }
};
