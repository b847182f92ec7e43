// Process-wide switches: the debug checks (KILN_DEBUG=bounds,nan) and the fallback policy
// (KILN_FALLBACK=error). Both are read from the environment once, then set through the API.
#pragma once

#include <atomic>
#include <cstdint>

namespace kiln {

enum DebugFlag : uint32_t { kDebugBounds = 1u, kDebugNan = 2u };
constexpr uint32_t kDebugAll = kDebugBounds | kDebugNan;

uint32_t debug_flags();
void set_debug_flags(uint32_t flags);
inline bool debug_enabled(DebugFlag flag) { return (debug_flags() & flag) != 0; }

enum class FallbackPolicy : int { Allow = 0, Error = 1 };
FallbackPolicy fallback_policy();
void set_fallback_policy(FallbackPolicy policy);

}  // namespace kiln
