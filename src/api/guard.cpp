#include "api/guard.h"

#include "core/unlocked.h"

namespace kiln::api {

// kiln::Status mirrors kiln_status value by value: enum_mirrors.gen.cpp checks it.

namespace {
thread_local std::string last_error;

// The op's own message begins with its short name ("add: cannot broadcast ..."); after the C
// function's name ("kiln_add: ") it would say the same twice, so that part goes.
std::string without_repeated_name(const char* function, const std::string& message) {
  std::string name(function);
  if (name.rfind("kiln_", 0) == 0) name.erase(0, 5);
  name += ": ";
  return message.rfind(name, 0) == 0 ? message.substr(name.size()) : message;
}

}  // namespace

void set_last_error(const char* function, const std::string& message) {
  try {
    last_error = std::string(function) + ": " + without_repeated_name(function, message);
  } catch (...) {
    last_error.clear();  // out of memory while reporting: keep the previous buffer valid
  }
}

const char* last_error_text() { return last_error.c_str(); }

std::recursive_mutex& api_mutex() {
  static std::recursive_mutex* mutex = new std::recursive_mutex();  // outlives static destructors
  return *mutex;
}

namespace {

thread_local int lock_depth = 0;

// Releases every level of the API lock this thread holds, runs the wait, and takes them back.
void wait_without_api_lock(const std::function<void()>& wait) {
  const int depth = lock_depth;
  for (int i = 0; i < depth; ++i) api_mutex().unlock();
  lock_depth = 0;
  auto relock = [depth] {
    for (int i = 0; i < depth; ++i) api_mutex().lock();
    lock_depth = depth;
  };
  try {
    wait();
  } catch (...) {
    relock();
    throw;
  }
  relock();
}

const bool runner_installed = [] {
  set_unlocked_runner(&wait_without_api_lock);
  return true;
}();

}  // namespace

ApiLock::ApiLock() {
  api_mutex().lock();
  ++lock_depth;
}

ApiLock::~ApiLock() {
  --lock_depth;
  api_mutex().unlock();
}

}  // namespace kiln::api

extern "C" {

KILN_API const char* kiln_last_error(void) { return kiln::api::last_error_text(); }

}  // extern "C"
