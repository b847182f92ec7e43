// Entries for the process-wide switches: debug checks, the fallback policy and fusion.
#include <string>

#include "api/entry.gen.h"
#include "core/checks.h"
#include "core/error.h"
#include "core/fusion.h"

namespace kiln::api {

static_assert(static_cast<uint32_t>(KILN_DEBUG_BOUNDS) == kDebugBounds && static_cast<uint32_t>(KILN_DEBUG_NAN) == kDebugNan, "DebugFlag must mirror kiln_debug_flag");

void debug_set_flags(uint32_t flags) {
  if (flags & ~kDebugAll) fail(Status::InvalidArgument, "unknown debug flag bits " + std::to_string(flags & ~kDebugAll));
  set_debug_flags(flags);
}

void debug_get_flags(uint32_t* flags) { *flags = debug_flags(); }

void fallback_set_policy(int32_t policy) {
  if (policy != KILN_FALLBACK_ALLOW && policy != KILN_FALLBACK_ERROR) {
    fail(Status::InvalidArgument, "policy: " + std::to_string(policy) + " is not a kiln_fallback_policy");
  }
  set_fallback_policy(static_cast<FallbackPolicy>(policy));
}

void fallback_get_policy(kiln_fallback_policy* policy) {
  *policy = static_cast<kiln_fallback_policy>(fallback_policy());
}

void fusion_set_enabled(bool enabled) { set_fusion_enabled(enabled); }

void fusion_get_enabled(bool* enabled) { *enabled = fusion_enabled(); }

}  // namespace kiln::api
