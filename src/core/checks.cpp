#include "core/checks.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace kiln {

namespace {

// Words of KILN_DEBUG, separated by commas: "bounds", "nan", "all". Unknown words are ignored
// (the library has no channel to complain at load time); kiln_debug_get_flags shows the result.
uint32_t flags_from_environment() {
  const char* text = std::getenv("KILN_DEBUG");
  if (!text) return 0;
  uint32_t flags = 0;
  std::string words(text);
  size_t start = 0;
  while (start <= words.size()) {
    size_t end = words.find(',', start);
    if (end == std::string::npos) end = words.size();
    std::string word = words.substr(start, end - start);
    if (word == "bounds") flags |= kDebugBounds;
    if (word == "nan") flags |= kDebugNan;
    if (word == "all" || word == "1") flags |= kDebugAll;
    start = end + 1;
  }
  return flags;
}

FallbackPolicy policy_from_environment() {
  const char* text = std::getenv("KILN_FALLBACK");
  return text && std::strcmp(text, "error") == 0 ? FallbackPolicy::Error : FallbackPolicy::Allow;
}

std::atomic<uint32_t>& flags_cell() {
  static std::atomic<uint32_t> cell{flags_from_environment()};
  return cell;
}

std::atomic<int>& policy_cell() {
  static std::atomic<int> cell{static_cast<int>(policy_from_environment())};
  return cell;
}

}  // namespace

uint32_t debug_flags() { return flags_cell().load(std::memory_order_relaxed); }
void set_debug_flags(uint32_t flags) { flags_cell().store(flags, std::memory_order_relaxed); }

FallbackPolicy fallback_policy() { return static_cast<FallbackPolicy>(policy_cell().load(std::memory_order_relaxed)); }
void set_fallback_policy(FallbackPolicy policy) { policy_cell().store(static_cast<int>(policy), std::memory_order_relaxed); }

}  // namespace kiln
