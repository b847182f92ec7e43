#include "backend/cpu/blas_gate.h"

#include <dlfcn.h>
#include <pthread.h>

#include <condition_variable>
#include <exception>
#include <mutex>

#include "backend/cpu/parallel.h"
#include "core/error.h"

#ifdef KILN_HAVE_CBLAS
#include <cblas.h>
#endif

namespace kiln::cpu {

namespace {

// OpenBLAS's thread controls in the library that provides cblas_sgemm; all null for another BLAS.
struct OpenBlas {
  int (*get_parallel)() = nullptr;  // 0: sequential build, 1: pthreads, 2: OpenMP
  int (*get_num_threads)() = nullptr;
  void (*set_num_threads)(int) = nullptr;
  char* (*get_config)() = nullptr;
  std::string library;
};

const OpenBlas& openblas() {
  static const OpenBlas found = [] {
    OpenBlas o;
#ifdef KILN_HAVE_CBLAS
    // The library cblas_sgemm came from, by handle: dlsym(RTLD_DEFAULT) misses it when libkiln
    // itself was loaded RTLD_LOCAL (ctypes, the Elixir NIF).
    Dl_info info{};
    void* handle = nullptr;
    if (dladdr(reinterpret_cast<void*>(&cblas_sgemm), &info) && info.dli_fname) {
      o.library = info.dli_fname;
      handle = dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    }
    if (handle) {
      o.get_parallel = reinterpret_cast<int (*)()>(dlsym(handle, "openblas_get_parallel"));
      o.get_num_threads = reinterpret_cast<int (*)()>(dlsym(handle, "openblas_get_num_threads"));
      o.set_num_threads = reinterpret_cast<void (*)(int)>(dlsym(handle, "openblas_set_num_threads"));
      if (!o.set_num_threads) o.set_num_threads = reinterpret_cast<void (*)(int)>(dlsym(handle, "goto_set_num_threads"));
      o.get_config = reinterpret_cast<char* (*)()>(dlsym(handle, "openblas_get_config"));
    }
    if (!o.get_parallel || !o.get_num_threads || !o.set_num_threads) o.get_parallel = nullptr;
#endif
    return o;
  }();
  return found;
}

// An OpenBLAS built with threads: its calls are gated.
bool threaded_build() {
  const OpenBlas& o = openblas();
  return o.get_parallel && o.get_parallel() != 0;
}

// Whether it runs more than one thread now (an application may change it). Read only with the
// gate held: OneThread lowers it to one for the time of a gated call, and a check outside the
// gate would take that for the application's setting and call in ungated.
bool several_threads() { return openblas().get_num_threads() > 1; }

std::mutex& gate() {
  static auto* m = new std::mutex;  // never destroyed: gated calls may run during exit
  return *m;
}

thread_local bool inside_gate = false;

struct Inside {
  Inside() { inside_gate = true; }
  ~Inside() { inside_gate = false; }
};

// OpenBLAS on one thread until destroyed; the gate is held meanwhile.
class OneThread {
 public:
  OneThread() : saved_(openblas().get_num_threads()) { openblas().set_num_threads(1); }
  ~OneThread() { openblas().set_num_threads(saved_); }

 private:
  int saved_;
};

// Kiln's BLAS thread: runs one job at a time for callers holding the gate.
class BlasThread {
 public:
  static constexpr size_t kStack = size_t{32} << 20;  // getrf_parallel: ~0.5 MiB a level

  void run(const std::function<void()>& job) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!started_) start();
    job_ = &job;
    error_ = nullptr;
    cv_.notify_all();
    cv_.wait(lock, [&] { return job_ == nullptr; });
    if (error_) std::rethrow_exception(error_);
  }

 private:
  void start() {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, kStack);
    pthread_t thread;
    const int rc = pthread_create(&thread, &attr, &BlasThread::main, this);
    pthread_attr_destroy(&attr);
    if (rc != 0) fail(Status::OutOfMemory, "cannot start Kiln's BLAS thread");
    pthread_detach(thread);
    started_ = true;
  }

  static void* main(void* self) {
    auto* t = static_cast<BlasThread*>(self);
    inside_gate = true;
    std::unique_lock<std::mutex> lock(t->mutex_);
    for (;;) {
      t->cv_.wait(lock, [&] { return t->job_ != nullptr; });
      try {
        (*t->job_)();
      } catch (...) {
        t->error_ = std::current_exception();
      }
      t->job_ = nullptr;
      t->cv_.notify_all();
    }
    return nullptr;
  }

  std::mutex mutex_;
  std::condition_variable cv_;
  const std::function<void()>* job_ = nullptr;
  std::exception_ptr error_;
  bool started_ = false;
};

BlasThread& blas_thread() {
  static auto* t = new BlasThread;  // never destroyed: its thread outlives static destructors
  return *t;
}

}  // namespace

void blas_call(bool large, const std::function<void()>& call) {
  if (inside_gate || !threaded_build()) return call();
  std::lock_guard<std::mutex> one_caller(gate());
  Inside inside;
  if (!several_threads()) return call();
  if (large) return blas_thread().run(call);
  OneThread one_thread;
  call();
}

void blas_batch(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& body) {
  if (inside_gate || !threaded_build()) return parallel_for(n, grain, body);
  std::lock_guard<std::mutex> one_caller(gate());
  if (!several_threads()) return parallel_for(n, grain, body);
  OneThread one_thread;
  parallel_for(n, grain, body);
}

std::string blas_description() {
#ifndef KILN_HAVE_CBLAS
  return "none (matmul by Kiln's own loops)";
#else
  const OpenBlas& o = openblas();
  std::string name = o.library.empty() ? std::string("a CBLAS") : o.library;
  if (!o.get_parallel) return name + ", called directly (not OpenBLAS: no thread controls to respect)";
  std::string config = o.get_config ? o.get_config() : "OpenBLAS";
  const int parallel = o.get_parallel();
  const char* build = parallel == 0 ? "sequential" : parallel == 1 ? "pthreads" : "OpenMP";
  std::string text = config + " (" + name + ", " + build + ", " + std::to_string(o.get_num_threads()) + " threads): ";
  if (parallel == 0) return text + "called directly";
  if (o.get_num_threads() <= 1) return text + "one call at a time (set to one thread by the application)";
  return text + "entered one call at a time; large calls on Kiln's BLAS thread (32 MiB stack), small ones and batches "
                "with OpenBLAS on one thread";
#endif
}

}  // namespace kiln::cpu
