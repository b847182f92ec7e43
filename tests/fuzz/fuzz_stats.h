// Per-function call counts, on request (fuzz_stats.cpp).
#pragma once

namespace kiln_fuzz {

void enable_stats();  // when KILN_FUZZ_STATS=1

}  // namespace kiln_fuzz
