#include "core/unlocked.h"

#include <atomic>

namespace kiln {

namespace {
std::atomic<UnlockedRunner> g_runner{nullptr};
}

void set_unlocked_runner(UnlockedRunner runner) { g_runner.store(runner); }

void run_unlocked(const std::function<void()>& wait) {
  UnlockedRunner runner = g_runner.load();
  if (runner) {
    runner(wait);
  } else {
    wait();
  }
}

}  // namespace kiln
