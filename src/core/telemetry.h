// Telemetry: spans (start/stop event pairs) for evals, reads, transfers, DLPack, fallbacks and
// allocations, delivered to subscribers. With nobody subscribed a span costs one atomic load.
//
// Every span is opened and closed on the thread of the Kiln call that causes it, under the API
// lock, so subscribers run there too (src/api/telemetry_entry.cpp documents this for C callers).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <new>
#include <utility>

#include "core/error.h"

namespace kiln {

class Device;

enum class EventKind : int { Eval, Read, Transfer, DlpackExport, DlpackImport, Fallback, Allocation, Fusion, Collective };

struct TelemetryRecord {
  EventKind kind = EventKind::Eval;
  bool stop = false;
  uint64_t id = 0;
  uint64_t parent_id = 0;
  uint64_t timestamp_ns = 0;
  uint64_t duration_ns = 0;
  const Device* device = nullptr;
  uint64_t bytes = 0;
  int64_t count = 0;
  const char* name = "";
  Status status = Status::Ok;
};

using TelemetrySink = std::function<void(const TelemetryRecord&)>;

namespace telemetry {

extern std::atomic<int> g_sink_count;
inline bool active() { return g_sink_count.load(std::memory_order_relaxed) != 0; }

uint64_t add_sink(TelemetrySink sink);
bool remove_sink(uint64_t id);  // false when no sink has that id

}  // namespace telemetry

// One span. Inactive (and free) when nobody listened at its start.
class Span {
 public:
  Span(EventKind kind, const char* name, const Device* device, uint64_t bytes = 0);
  ~Span();
  Span(const Span&) = delete;
  Span& operator=(const Span&) = delete;

  void set_count(int64_t count) { record_.count = count; }
  void set_bytes(uint64_t bytes) { record_.bytes = bytes; }
  void set_status(Status status) { record_.status = status; }

 private:
  bool active_ = false;
  uint64_t start_ns_ = 0;
  uint64_t saved_parent_ = 0;
  TelemetryRecord record_;
};

// Runs body(span) inside a span whose stop event carries the status of any error it throws.
template <typename Body>
decltype(auto) traced(EventKind kind, const char* name, const Device* device, uint64_t bytes, Body&& body) {
  Span span(kind, name, device, bytes);
  try {
    return std::forward<Body>(body)(span);
  } catch (const Error& e) {
    span.set_status(e.status());
    throw;
  } catch (const std::bad_alloc&) {
    span.set_status(Status::OutOfMemory);
    throw;
  } catch (...) {
    span.set_status(Status::Internal);
    throw;
  }
}

}  // namespace kiln
