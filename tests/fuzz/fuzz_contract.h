// What the fuzzer holds every C API call to (docs/architecture.md, "The C boundary"): a status
// from the enum, never KILN_STATUS_INTERNAL ("a bug in Kiln"), a message on failure, a NULL out
// handle on failure. A broken promise aborts, which libFuzzer reports as a crash with its input.
#pragma once

#include <kiln/kiln.h>

#include <cstdio>
#include <cstdlib>

namespace kiln_fuzz {

[[noreturn]] inline void broken(const char* promise, const char* call) {
  std::fprintf(stderr, "kiln_fuzz: %s: %s (last error: %s)\n", call, promise, kiln_last_error());
  std::abort();
}

// Set by KILN_FUZZ_STATS=1 (fuzz_stats.cpp): sees every checked call.
inline void (*g_record)(kiln_status status, const char* call) = nullptr;

inline kiln_status checked(kiln_status status, const char* call) {
  if (g_record) g_record(status, call);
  if (static_cast<int>(status) < 0 || static_cast<int>(status) > KILN_STATUS_NON_FINITE) broken("status outside the enum", call);
  if (status == KILN_STATUS_INTERNAL) broken("returned KILN_STATUS_INTERNAL", call);
  if (status != KILN_STATUS_OK && kiln_last_error()[0] == '\0') broken("failed without a message", call);
  return status;
}

// For calls with an out handle: it is NULL whenever the call fails. `out` is a reference: it is
// read after the call has run (argument evaluation order is unspecified).
template <typename Handle>
kiln_status checked_out(kiln_status status, const Handle& out, const char* call) {
  checked(status, call);
  if (status != KILN_STATUS_OK && out != nullptr) broken("failed but set its out handle", call);
  if (status == KILN_STATUS_OK && out == nullptr) broken("succeeded without an out handle", call);
  return status;
}

}  // namespace kiln_fuzz

#define KF_CALL(expr) ::kiln_fuzz::checked((expr), #expr)
#define KF_CALL_OUT(expr, out) ::kiln_fuzz::checked_out((expr), (out), #expr)
