// Telemetry entries: a C callback becomes a core telemetry sink that converts each record to a
// kiln_telemetry_event. Spans open and close inside Kiln calls, under the API lock, so callbacks
// run on the calling thread with the lock held (the recursive lock lets them call back in).
#include <string>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "core/error.h"
#include "core/telemetry.h"

namespace kiln::api {

namespace {

kiln_telemetry_event to_event(const TelemetryRecord& r) {
  kiln_telemetry_event e{};
  e.struct_size = sizeof e;
  e.kind = static_cast<kiln_event_kind>(r.kind);
  e.phase = r.stop ? KILN_EVENT_STOP : KILN_EVENT_START;
  e.id = r.id;
  e.parent_id = r.parent_id;
  e.timestamp_ns = r.timestamp_ns;
  e.duration_ns = r.duration_ns;
  e.device = r.device ? device_handle(*r.device) : nullptr;
  e.bytes = r.bytes;
  e.count = r.count;
  e.name = r.name;
  e.status = static_cast<kiln_status>(r.status);
  return e;
}

// EventKind mirrors kiln_event_kind value by value: enum_mirrors.gen.cpp checks it.

}  // namespace

void telemetry_subscribe(kiln_telemetry_callback callback, void* user_data, uint64_t* subscription) {
  *subscription = telemetry::add_sink([callback, user_data](const TelemetryRecord& record) {
    kiln_telemetry_event event = to_event(record);
    callback(&event, user_data);
  });
}

void telemetry_unsubscribe(uint64_t subscription) {
  if (!telemetry::remove_sink(subscription)) {
    fail(Status::InvalidArgument, "no subscription has id " + std::to_string(subscription));
  }
}

}  // namespace kiln::api
