#include "core/telemetry.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <vector>

namespace kiln {

namespace telemetry {

std::atomic<int> g_sink_count{0};

namespace {

struct Registry {
  std::mutex mutex;
  uint64_t next_id = 1;
  std::vector<std::pair<uint64_t, std::shared_ptr<TelemetrySink>>> sinks;
};

Registry& registry() {
  static Registry* r = new Registry;  // never destroyed: spans may close during static teardown
  return *r;
}

std::atomic<uint64_t> g_next_span{1};
thread_local uint64_t t_current_span = 0;

uint64_t now_ns() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

// Delivers to a snapshot of the sinks, so a sink may unsubscribe (itself or others) while it runs.
// A sink that throws is not allowed to break the operation it observes.
void deliver(const TelemetryRecord& record) {
  std::vector<std::shared_ptr<TelemetrySink>> snapshot;
  {
    std::lock_guard<std::mutex> lock(registry().mutex);
    for (auto& entry : registry().sinks) snapshot.push_back(entry.second);
  }
  for (auto& sink : snapshot) {
    try {
      (*sink)(record);
    } catch (...) {
    }
  }
}

}  // namespace

uint64_t add_sink(TelemetrySink sink) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  uint64_t id = r.next_id++;
  r.sinks.emplace_back(id, std::make_shared<TelemetrySink>(std::move(sink)));
  g_sink_count.store(static_cast<int>(r.sinks.size()), std::memory_order_relaxed);
  return id;
}

bool remove_sink(uint64_t id) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  for (auto it = r.sinks.begin(); it != r.sinks.end(); ++it) {
    if (it->first != id) continue;
    r.sinks.erase(it);
    g_sink_count.store(static_cast<int>(r.sinks.size()), std::memory_order_relaxed);
    return true;
  }
  return false;
}

}  // namespace telemetry

Span::Span(EventKind kind, const char* name, const Device* device, uint64_t bytes) {
  if (!telemetry::active()) return;
  active_ = true;
  record_.kind = kind;
  record_.name = name;
  record_.device = device;
  record_.bytes = bytes;
  record_.id = telemetry::g_next_span.fetch_add(1, std::memory_order_relaxed);
  record_.parent_id = telemetry::t_current_span;
  saved_parent_ = telemetry::t_current_span;
  telemetry::t_current_span = record_.id;
  start_ns_ = telemetry::now_ns();
  record_.timestamp_ns = start_ns_;
  telemetry::deliver(record_);
}

Span::~Span() {
  if (!active_) return;
  telemetry::t_current_span = saved_parent_;
  record_.stop = true;
  record_.timestamp_ns = telemetry::now_ns();
  record_.duration_ns = record_.timestamp_ns - start_ns_;
  telemetry::deliver(record_);
}

}  // namespace kiln
