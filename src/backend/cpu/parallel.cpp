#include "backend/cpu/parallel.h"

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace kiln::cpu {

namespace {

thread_local bool t_inside_pool_task = false;

// Workers sleep on a condition variable until a job is posted; the posting thread takes chunks
// too, so a pool of N threads has N - 1 workers. Chunks are few and large, so claiming each one
// under the mutex costs nothing that matters and keeps the bookkeeping simple.
class ThreadPool {
 public:
  explicit ThreadPool(int threads) {
    for (int i = 1; i < threads; ++i) workers_.emplace_back([this] { worker_loop(); });
  }

  // Runs task(i) for i in [0, tasks); false (nothing run) when another caller holds the pool.
  bool try_run(int64_t tasks, const std::function<void(int64_t)>& task) {
    std::unique_lock<std::mutex> owner(owner_mutex_, std::try_to_lock);
    if (!owner.owns_lock()) return false;
    uint64_t generation;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      task_ = &task;
      task_count_ = tasks;
      claimed_ = 0;
      done_ = 0;
      error_ = nullptr;
      generation = ++generation_;
    }
    wake_.notify_all();
    work(generation);
    std::unique_lock<std::mutex> lock(mutex_);
    // After a failure no new chunk is handed out, so "all claimed chunks done" is the end.
    finished_.wait(lock, [&] { return done_ == claimed_ && (claimed_ == task_count_ || error_); });
    task_ = nullptr;
    std::exception_ptr error = error_;
    error_ = nullptr;
    if (error) std::rethrow_exception(error);
    return true;
  }

 private:
  void worker_loop() {
    uint64_t seen = 0;
    for (;;) {
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return generation_ != seen; });
        seen = generation_;
      }
      work(seen);
    }
  }

  // Claims chunks of job `generation` until none are left. Claims check the generation, so a
  // worker that wakes late can never run the task of a job that has already returned.
  void work(uint64_t generation) {
    for (;;) {
      const std::function<void(int64_t)>* task;
      int64_t index;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        if (generation_ != generation || task_ == nullptr || error_ || claimed_ >= task_count_) return;
        task = task_;
        index = claimed_++;
      }
      std::exception_ptr error;
      t_inside_pool_task = true;
      try {
        (*task)(index);
      } catch (...) {
        error = std::current_exception();
      }
      t_inside_pool_task = false;
      std::lock_guard<std::mutex> lock(mutex_);
      if (error && !error_) error_ = error;
      ++done_;
      if (done_ == claimed_) finished_.notify_all();
    }
  }

  std::vector<std::thread> workers_;
  std::mutex owner_mutex_;  // held by the one caller whose job the pool runs
  std::mutex mutex_;        // guards everything below
  std::condition_variable wake_, finished_;
  const std::function<void(int64_t)>* task_ = nullptr;
  int64_t task_count_ = 0;
  int64_t claimed_ = 0;
  int64_t done_ = 0;
  uint64_t generation_ = 0;
  std::exception_ptr error_;
};

int configured_threads() {
  if (const char* env = std::getenv("KILN_CPU_THREADS")) {
    char* end = nullptr;
    long n = std::strtol(env, &end, 10);
    if (end != env && n >= 1 && n <= 1024) return static_cast<int>(n);
  }
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : static_cast<int>(std::min(n, 1024u));
}

ThreadPool& pool() {
  // Never destroyed: worker threads may still be asleep in it when the process exits.
  static ThreadPool* instance = new ThreadPool(thread_count());
  return *instance;
}

}  // namespace

int thread_count() {
  static const int n = configured_threads();
  return n;
}

void parallel_for_split(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& body) {
  if (n <= 0) return;
  grain = std::max<int64_t>(grain, 1);
  const int threads = thread_count();
  if (threads == 1 || n < 2 * grain || t_inside_pool_task) {
    body(0, n);
    return;
  }
  // A few chunks per thread, so that a thread slowed by other load does not hold everyone up.
  const int64_t chunks = std::min<int64_t>(n / grain, int64_t{threads} * 4);
  const int64_t base = n / chunks, extra = n % chunks;
  std::function<void(int64_t)> task = [&](int64_t i) {
    int64_t begin = i * base + std::min(i, extra);
    body(begin, begin + base + (i < extra ? 1 : 0));
  };
  if (!pool().try_run(chunks, task)) body(0, n);
}

}  // namespace kiln::cpu
