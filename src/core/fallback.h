// Running a kernel node on the CPU for a device that has no kernel for it: its inputs are read
// to the host, the CPU backend computes it, and the result is written into the node's storage.
#pragma once

#include "core/node.h"

namespace kiln {

// Throws UNSUPPORTED naming the op and device when the fallback policy forbids fallbacks.
void require_fallback_allowed(const Node& node);

// Computes `node` (allocated, inputs evaluated) on the CPU inside a fallback telemetry span.
void run_on_cpu(Node& node);

}  // namespace kiln
