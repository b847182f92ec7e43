// Internal error type. Everything below src/api reports failure by throwing kiln::Error;
// the C boundary turns it into a kiln_status and the thread's last-error text.
#pragma once

#include <stdexcept>
#include <string>

namespace kiln {

// Values match kiln_status in the public header (a static_assert in src/api checks it).
enum class Status : int {
  Ok = 0,
  InvalidArgument = 1,
  InvalidHandle = 2,
  ShapeMismatch = 3,
  UnsupportedDType = 4,
  Unsupported = 5,
  OutOfMemory = 6,
  DeviceError = 7,
  IndexOutOfRange = 8,
  Internal = 9,
  NonFinite = 10,  // a debug check (KILN_DEBUG=nan) found a NaN or infinity
};

class Error : public std::runtime_error {
 public:
  Error(Status status, const std::string& message) : std::runtime_error(message), status_(status) {}
  Status status() const { return status_; }

 private:
  Status status_;
};

[[noreturn]] inline void fail(Status status, const std::string& message) { throw Error(status, message); }

inline void require(bool condition, Status status, const std::string& message) {
  if (!condition) fail(status, message);
}

}  // namespace kiln
