// Per-function call counts, on request (fuzz_stats.cpp).
#pragma once

namespace kiln_fuzz {

void enable_stats();  // KILN_FUZZ_STATS=1 counts, KILN_FUZZ_TRACE=1 prints every call

}  // namespace kiln_fuzz
