#include "api/guard.h"

namespace kiln::api {

static_assert(static_cast<int>(Status::Internal) == KILN_STATUS_INTERNAL, "kiln::Status must mirror kiln_status");
static_assert(static_cast<int>(Status::NonFinite) == KILN_STATUS_NON_FINITE, "kiln::Status must mirror kiln_status");
static_assert(static_cast<int>(Status::IndexOutOfRange) == KILN_STATUS_INDEX_OUT_OF_RANGE, "kiln::Status must mirror kiln_status");

namespace {
thread_local std::string last_error;
}

void set_last_error(const char* function, const std::string& message) {
  try {
    last_error = std::string(function) + ": " + message;
  } catch (...) {
    last_error.clear();  // out of memory while reporting: keep the previous buffer valid
  }
}

const char* last_error_text() { return last_error.c_str(); }

std::recursive_mutex& api_mutex() {
  static std::recursive_mutex* mutex = new std::recursive_mutex();  // outlives static destructors
  return *mutex;
}

}  // namespace kiln::api

extern "C" {

KILN_API const char* kiln_last_error(void) { return kiln::api::last_error_text(); }

}  // extern "C"
