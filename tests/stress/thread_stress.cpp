// Thread stress, built and run under ThreadSanitizer (KILN_TSAN): 8 threads share a pool of
// tensor handles on every device and, at random, build ops over them, evaluate (half the time
// on a stream of the thread's own, whose CPU kernels run without the API lock; half the time
// returning once the work is queued: kiln_tensor_eval_async), read, borrow,
// export through DLPack and import back, move between devices, and release and replace them.
// Every tensor in the pool is filled with one known integer value, so each read is checked.
// Exit status 0 when every call kept its contract and every value was right; TSan reports
// races itself (halt_on_error makes them fail the run).
#include <kiln/kiln.h>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace {

constexpr int kThreads = 8;
constexpr int64_t kSide = 16;  // pool tensors are kSide x kSide float32
constexpr size_t kCount = kSide * kSide;

std::atomic<long> g_calls{0};
std::atomic<int> g_failures{0};

void fail(const char* what, kiln_status status) {
  std::fprintf(stderr, "thread_stress: %s: status %d: %s\n", what, static_cast<int>(status), kiln_last_error());
  g_failures.fetch_add(1);
}

bool ok(kiln_status status, const char* what) {
  g_calls.fetch_add(1, std::memory_order_relaxed);
  if (status != KILN_STATUS_OK) fail(what, status);
  return status == KILN_STATUS_OK;
}

struct Entry {
  kiln_tensor tensor = nullptr;
  float value = 0;
};

// The shared pool. Taking an entry retains its handle under the pool's lock, so another thread
// can release the slot meanwhile; all other Kiln calls run outside the lock, concurrently.
class Pool {
 public:
  Entry take(size_t i) {
    std::lock_guard<std::mutex> lock(mutex_);
    Entry e = slots_[i % slots_.size()];
    if (e.tensor) ok(kiln_tensor_retain(e.tensor), "retain");
    return e;
  }
  void put(size_t i, Entry e) {
    Entry old;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      old = slots_[i % slots_.size()];
      slots_[i % slots_.size()] = e;
    }
    if (old.tensor) ok(kiln_tensor_release(old.tensor), "release");
  }
  void clear() {
    for (size_t i = 0; i < slots_.size(); ++i) put(i, Entry{});
  }

 private:
  std::mutex mutex_;
  std::vector<Entry> slots_ = std::vector<Entry>(16);
};

kiln_tensor filled(float value, kiln_device device) {
  std::vector<float> data(kCount, value);
  const int64_t shape[] = {kSide, kSide};
  kiln_tensor t = nullptr;
  ok(kiln_tensor_create(data.data(), KILN_DTYPE_FLOAT32, shape, 2, device, &t), "create");
  return t;
}

void expect_all(const float* data, size_t n, float value, const char* what) {
  for (size_t i = 0; i < n; ++i) {
    if (data[i] != value) {
      std::fprintf(stderr, "thread_stress: %s: element %zu is %g, expected %g\n", what, i, data[i], value);
      g_failures.fetch_add(1);
      return;
    }
  }
}

void check_read(kiln_tensor t, float value) {
  std::vector<float> out(kCount);
  if (ok(kiln_tensor_read(t, out.data(), out.size() * sizeof(float)), "read")) expect_all(out.data(), kCount, value, "read");
}

void check_borrow(kiln_tensor t, float value) {
  kiln_borrow b = nullptr;
  const void* data = nullptr;
  size_t nbytes = 0;
  if (!ok(kiln_tensor_borrow(t, &b, &data, &nbytes), "borrow")) return;
  expect_all(static_cast<const float*>(data), nbytes / sizeof(float), value, "borrow");
  ok(kiln_borrow_release(b), "borrow_release");
}

// Exports, then either lets the export go or imports it back as a new tensor.
kiln_tensor dlpack_round_trip(kiln_tensor t, bool import_back) {
  DLManagedTensorVersioned* m = nullptr;
  if (!ok(kiln_tensor_to_dlpack(t, nullptr, &m), "to_dlpack")) return nullptr;
  if (!import_back) {
    m->deleter(m);
    return nullptr;
  }
  kiln_tensor back = nullptr;
  if (!ok(kiln_tensor_from_dlpack(m, nullptr, &back), "from_dlpack")) m->deleter(m);
  return back;
}

// b when it is on a's device, else b's copy there (b's reference is then released).
kiln_tensor on_device_of(kiln_tensor a, kiln_tensor b) {
  kiln_device da = nullptr, db = nullptr;
  ok(kiln_tensor_device(a, &da), "device");
  ok(kiln_tensor_device(b, &db), "device");
  if (da == db) return b;
  kiln_tensor moved = nullptr;
  ok(kiln_tensor_to_device(b, da, &moved), "to_device");
  ok(kiln_tensor_release(b), "release");
  return moved;
}

// The entry for `tensor`'s device in a per-device list (streams, captured functions: one per
// device, in device order); null when the device is not among them.
template <typename Handle>
Handle of_device(kiln_tensor tensor, const std::vector<kiln_device>& devices, const std::vector<Handle>& per_device) {
  kiln_device d = nullptr;
  ok(kiln_tensor_device(tensor, &d), "device");
  for (size_t i = 0; i < devices.size(); ++i) {
    if (devices[i] == d) return per_device[i];
  }
  return nullptr;
}

// x -> 2 x + 1 on [kSide, kSide] float32, captured once per device (kiln_function_*) and called
// by every thread at once.
kiln_function doubled_plus_one(kiln_device device) {
  const int64_t shape[] = {kSide, kSide};
  kiln_tensor x = nullptr, twice = nullptr, y = nullptr;
  kiln_function f = nullptr;
  ok(kiln_placeholder(shape, 2, KILN_DTYPE_FLOAT32, device, &x), "placeholder");
  ok(kiln_add(x, x, &twice), "add");
  kiln_tensor one = filled(1.0f, device);
  ok(kiln_add(twice, one, &y), "add");
  ok(kiln_function_create(&x, 1, &y, 1, &f), "function_create");
  for (kiln_tensor t : {x, twice, one, y}) ok(kiln_tensor_release(t), "release");
  return f;
}

void worker(Pool& pool, const std::vector<kiln_device>& devices, const std::vector<kiln_function>& functions, unsigned seed,
            int steps) {
  std::mt19937 rng(seed);
  std::vector<kiln_stream> streams(devices.size(), nullptr);
  for (size_t i = 0; i < devices.size(); ++i) ok(kiln_stream_create(devices[i], &streams[i]), "stream_create");
  auto pick = [&](size_t n) { return static_cast<size_t>(rng() % n); };
  for (int step = 0; step < steps; ++step) {
    size_t i = pick(64);
    Entry a = pool.take(i);
    if (!a.tensor) {  // an empty slot: fill it
      float v = static_cast<float>(pick(100));
      pool.put(i, Entry{filled(v, devices[pick(devices.size())]), v});
      continue;
    }
    Entry b = pool.take(pick(64));
    if (b.tensor) b.tensor = on_device_of(a.tensor, b.tensor);  // binary ops need one device
    Entry made;
    kiln_tensor out = nullptr;
    switch (pick(10)) {
      case 0:
        if (b.tensor && ok(kiln_add(a.tensor, b.tensor, &out), "add")) made = {out, a.value + b.value};
        break;
      case 1:
        if (b.tensor && ok(kiln_maximum(a.tensor, b.tensor, &out), "maximum")) made = {out, std::fmax(a.value, b.value)};
        break;
      case 2: {
        const int64_t axes[] = {1, 0};
        if (ok(kiln_transpose(a.tensor, axes, 2, &out), "transpose")) made = {out, a.value};
        break;
      }
      case 3:
        switch (pick(4)) {
          case 0: ok(kiln_tensor_eval(&a.tensor, 1), "eval"); break;
          case 1: ok(kiln_stream_eval(of_device(a.tensor, devices, streams), &a.tensor, 1), "stream_eval"); break;
          case 2: ok(kiln_tensor_eval_async(&a.tensor, 1), "eval_async"); break;
          default: ok(kiln_stream_eval_async(of_device(a.tensor, devices, streams), &a.tensor, 1), "stream_eval_async");
        }
        break;
      case 4: check_read(a.tensor, a.value); break;
      case 5: check_borrow(a.tensor, a.value); break;
      case 6:
        if (kiln_tensor back = dlpack_round_trip(a.tensor, pick(2) == 1)) made = {back, a.value};
        break;
      case 7:
        if (ok(kiln_tensor_to_device(a.tensor, devices[pick(devices.size())], &out), "to_device")) made = {out, a.value};
        break;
      case 8: {  // transposed tensors fit too: the call reads them through a contiguous copy
        int64_t dims[2] = {};
        ok(kiln_tensor_shape(a.tensor, dims, 2), "shape");
        kiln_function f = of_device(a.tensor, devices, functions);
        if (dims[0] == kSide && dims[1] == kSide && ok(kiln_function_call(f, &a.tensor, 1, &out, 1), "function_call")) {
          made = {out, 2 * a.value + 1};
        }
        break;
      }
      default: pool.put(i, Entry{}); break;  // release while others may hold it
    }
    if (made.tensor) {
      if (std::fabs(made.value) > 1e6f) {  // keep values exact in float32
        ok(kiln_tensor_release(made.tensor), "release");
      } else {
        if (pick(4) == 0) check_read(made.tensor, made.value);
        pool.put(pick(64), made);
      }
    }
    ok(kiln_tensor_release(a.tensor), "release");
    if (b.tensor) ok(kiln_tensor_release(b.tensor), "release");
  }
  for (kiln_stream s : streams) ok(kiln_stream_release(s), "stream_release");
}

}  // namespace

int main(int argc, char** argv) {
  const int steps = argc > 1 ? std::atoi(argv[1]) : 300;
  std::vector<kiln_device> devices;
  size_t count = 0;
  ok(kiln_device_count(&count), "device_count");
  for (size_t i = 0; i < count; ++i) {
    kiln_device d = nullptr;
    if (ok(kiln_device_get(i, &d), "device_get")) devices.push_back(d);
  }
  Pool pool;
  std::vector<kiln_function> functions;
  for (kiln_device d : devices) functions.push_back(doubled_plus_one(d));
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back(worker, std::ref(pool), std::cref(devices), std::cref(functions), 1234u + t, steps);
  }
  for (std::thread& t : threads) t.join();
  pool.clear();
  for (kiln_function f : functions) ok(kiln_function_release(f), "function_release");
  std::printf("thread_stress: %d threads, %zu devices, %ld API calls, %d failures\n", kThreads, devices.size(),
              g_calls.load(), g_failures.load());
  return g_failures.load() == 0 && devices.size() >= 1 ? 0 : 1;
}
