// The one way into the library from C: guard() runs an entry's body under the API lock, turns
// every exception into a kiln_status, and records the message for kiln_last_error().
#pragma once

#include <cstdint>
#include <cstring>
#include <exception>
#include <mutex>
#include <new>
#include <string>

#include "core/error.h"
#include "kiln/kiln.h"

namespace kiln::api {

// Sets the calling thread's last error to "<function>: <message>", dropping the op name the
// message may start with ("kiln_add: add: x" would repeat itself: it becomes "kiln_add: x").
void set_last_error(const char* function, const std::string& message);
const char* last_error_text();

// Every entry takes this lock: graph building, evaluation and the handle tables are serialized.
// (A thread waiting for the GPU lets go of it meanwhile: core/unlocked.h.)
std::recursive_mutex& api_mutex();

// Holds the API lock and counts how deeply this thread holds it, so that a wait can release
// every level (core/unlocked.h).
class ApiLock {
 public:
  ApiLock();
  ~ApiLock();
  ApiLock(const ApiLock&) = delete;
  ApiLock& operator=(const ApiLock&) = delete;
};

template <typename Body>
kiln_status guard(const char* function, Body&& body) noexcept {
  try {
    ApiLock lock;
    body();
    return KILN_STATUS_OK;
  } catch (const Error& e) {
    set_last_error(function, e.what());
    return static_cast<kiln_status>(e.status());
  } catch (const std::bad_alloc&) {
    set_last_error(function, "out of host memory");
    return KILN_STATUS_OUT_OF_MEMORY;
  } catch (const std::exception& e) {
    set_last_error(function, std::string("internal error: ") + e.what());
    return KILN_STATUS_INTERNAL;
  } catch (...) {
    set_last_error(function, "internal error: unknown exception");
    return KILN_STATUS_INTERNAL;
  }
}

// The raw value of an enum argument. C callers may pass any int; loading it as the C++ enum type
// would be undefined when it is out of range, so its bytes are copied instead.
template <typename Enum>
int32_t enum_value(const Enum* value) {
  static_assert(sizeof(Enum) == sizeof(int32_t), "C enums are int-sized");
  int32_t raw;
  std::memcpy(&raw, value, sizeof raw);
  return raw;
}

template <typename T>
void require_pointer(T* pointer, const char* name) {
  if (pointer == nullptr) fail(Status::InvalidArgument, std::string(name) + " must not be NULL");
}

template <typename T>
void require_array(T* pointer, size_t length, const char* name) {
  if (pointer == nullptr && length > 0) {
    fail(Status::InvalidArgument, std::string(name) + " is NULL but its length is " + std::to_string(length));
  }
}

}  // namespace kiln::api
