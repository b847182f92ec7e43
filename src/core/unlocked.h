// Waiting without blocking other threads. Kiln serializes its calls with one API lock (src/api);
// a thread that waits for the GPU, or for another thread's eval, lets go of it for the wait, so
// independent calls from other threads run meanwhile. The API layer installs the runner; until
// then (and in core-only tests) the wait simply runs.
#pragma once

#include <functional>

namespace kiln {

using UnlockedRunner = void (*)(const std::function<void()>& wait);

void set_unlocked_runner(UnlockedRunner runner);

// Runs `wait` with the calling thread's API lock released, then takes the lock back (also when
// `wait` throws). Anything read under the lock before must be re-checked after.
void run_unlocked(const std::function<void()>& wait);

}  // namespace kiln
