// KILN_FUZZ_TRACE=1 prints every call as it returns; KILN_FUZZ_STATS=1: at exit, how often each C
// API function was called and how often it succeeded, for every function the inputs reached (replay
// a corpus with -runs=0 to see what it exercises; a function never seen to succeed is one the
// fuzzer only probes with bad arguments).
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "fuzz_contract.h"
#include "fuzz_stats.h"

namespace kiln_fuzz {

namespace {

struct Counts {
  size_t calls = 0, ok = 0;
};

std::map<std::string, Counts>& counts() {
  static auto* table = new std::map<std::string, Counts>;  // outlives every static destructor
  return *table;
}

// The function a checked call expression names: "kiln_add(a, b, out.ptr)" -> "kiln_add".
void record(kiln_status status, const char* call) {
  std::string name(call);
  const size_t paren = name.find('(');
  if (paren == std::string::npos) return;  // a contract check repeating a call's status
  name = name.substr(0, paren);
  if (name.rfind("kiln_", 0) != 0) return;
  Counts& c = counts()[name];
  ++c.calls;
  if (status == KILN_STATUS_OK) ++c.ok;
}

// KILN_FUZZ_TRACE=1: each call and its status, to see what a crashing input does.
void trace(kiln_status status, const char* call) { std::fprintf(stderr, "kiln_fuzz trace: %s -> %d\n", call, status); }

void report() {
  size_t succeeded = 0;
  for (const auto& [name, c] : counts()) {
    std::fprintf(stderr, "kiln_fuzz stats: %-40s %10zu calls %10zu ok\n", name.c_str(), c.calls, c.ok);
    succeeded += c.ok > 0;
  }
  std::fprintf(stderr, "kiln_fuzz stats: %zu functions called, %zu of them succeeded at least once\n", counts().size(),
               succeeded);
}

}  // namespace

void enable_stats() {
  if (const char* on = std::getenv("KILN_FUZZ_TRACE"); on && std::string(on) == "1") g_record = trace;
  const char* on = std::getenv("KILN_FUZZ_STATS");
  if (!on || std::string(on) != "1") return;
  g_record = record;
  std::atexit(report);
}

}  // namespace kiln_fuzz
