#include "distributed/call_with_deadline.h"

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace kiln::distributed {

std::optional<int> call_with_deadline(std::function<int()> call, double seconds) {
  if (seconds <= 0) return call();
  struct Outcome {
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    int result = 0;
  };
  auto outcome = std::make_shared<Outcome>();  // shared with a thread that may outlive this call
  std::thread worker([outcome, call = std::move(call)] {
    const int result = call();
    std::lock_guard<std::mutex> lock(outcome->mutex);
    outcome->result = result;
    outcome->done = true;
    outcome->finished.notify_all();
  });
  std::unique_lock<std::mutex> lock(outcome->mutex);
  if (!outcome->finished.wait_for(lock, std::chrono::duration<double>(seconds), [&] { return outcome->done; })) {
    lock.unlock();
    worker.detach();
    return std::nullopt;
  }
  lock.unlock();
  worker.join();
  return outcome->result;
}

}  // namespace kiln::distributed
