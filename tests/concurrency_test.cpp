// Evals from several threads: a Vulkan eval waits for the GPU without Kiln's API lock, so another
// thread's calls run meanwhile; threads that meet nodes another eval is computing wait for it.
#include <dlfcn.h>
#include <vulkan/vulkan.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <string>
#include <cmath>
#include <thread>
#include <vector>

#include "eval_watch.h"
#include "test_support.h"

namespace {

// Evaluates `y` on another thread; start() returns once that eval has begun (its start event),
// join() waits for it to end. `watch` says when it started and stopped.
struct BackgroundEval {
  explicit BackgroundEval(kiln_tensor& y) : y_(y) {}
  void start() {
    thread_ = std::thread([this] {
      watch.thread = std::this_thread::get_id();
      while (!go_) std::this_thread::yield();
      EXPECT_EQ(kiln_tensor_eval(&y_, 1), KILN_STATUS_OK) << kiln_last_error();
    });
    KILN_ASSERT_OK(kiln_telemetry_subscribe(&EvalWatch::callback, &watch, &subscription_));
    go_ = true;
    while (!watch.started) std::this_thread::yield();
  }
  void join() {
    thread_.join();
    KILN_ASSERT_OK(kiln_telemetry_unsubscribe(subscription_));
  }
  EvalWatch watch;

 private:
  kiln_tensor& y_;
  uint64_t subscription_ = 0;
  std::atomic<bool> go_{false};
  std::thread thread_;
};

TEST(Concurrency, AnotherThreadRunsWhileAVulkanEvalWaits) {
  kiln_device d = test_device();
  if (is_cpu(d)) GTEST_SKIP() << "CPU evals compute under the lock; only GPU waits release it";
  Handles h;
  const int64_t n = 768;
  std::vector<float> values(static_cast<size_t>(n * n));
  for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<float>(i % 7) * 0.01f;
  kiln_tensor x = nullptr;
  int64_t shape[] = {n, n};
  KILN_ASSERT_OK(kiln_tensor_create(values.data(), KILN_DTYPE_FLOAT32, shape, 2, d, &x));
  h(x);
  KILN_ASSERT_OK(kiln_tensor_eval(&x, 1));
  kiln_tensor y = x;
  for (int i = 0; i < 6; ++i) {  // seconds of work on lavapipe, one submit
    kiln_tensor next = nullptr;
    KILN_ASSERT_OK(kiln_matmul(y, x, &next));
    y = h(next);
  }
  kiln_device cpu = cpu_device();
  BackgroundEval gpu(y);
  ASSERT_NO_FATAL_FAILURE(gpu.start());
  // The eval has begun: this thread's calls below block until it records and submits, then run
  // while it waits for the GPU (without the lock), well before its stop event.
  kiln_tensor a = nullptr, b = nullptr;
  float one = 1;
  int64_t scalar = 1;
  KILN_ASSERT_OK(kiln_tensor_create(&one, KILN_DTYPE_FLOAT32, &scalar, 1, cpu, &a));
  KILN_ASSERT_OK(kiln_add(a, a, &b));
  float two = 0;
  KILN_ASSERT_OK(kiln_tensor_read(b, &two, sizeof two));
  const uint64_t other_done = now_ns();
  ASSERT_NO_FATAL_FAILURE(gpu.join());
  EXPECT_EQ(two, 2.0f);
  ASSERT_NE(gpu.watch.stopped_ns.load(), 0u) << "the eval's stop event";
  EXPECT_LT(other_done, gpu.watch.stopped_ns.load()) << "the CPU call had to wait for the whole GPU eval";
  KILN_EXPECT_OK(kiln_tensor_release(a));
  KILN_EXPECT_OK(kiln_tensor_release(b));
}

// Threads meet a lazy subgraph that one of them is computing: the others wait for it (nothing is
// computed twice, nobody reads it early) and every result agrees. With `on_streams`, each thread
// evaluates on a stream of its own (kiln_stream_eval).
void threads_share_a_lazy_subgraph(bool on_streams) {
  kiln_device d = test_device();
  for (int round = 0; round < 5; ++round) {
    kiln_tensor x = make_f32({0.1f, 0.2f, 0.3f, 0.4f}, {4}), shared = nullptr, e = nullptr;
    KILN_ASSERT_OK(kiln_exp(x, &e));
    KILN_ASSERT_OK(kiln_multiply(e, e, &shared));  // lazy, reached by every thread's graph
    std::vector<std::thread> threads;
    std::atomic<int> failures{0};
    for (int t = 0; t < 6; ++t) {
      threads.emplace_back([&, t] {
        kiln_tensor offset = nullptr, r = nullptr, s = nullptr;
        float value = static_cast<float>(t);
        int64_t one = 1;
        kiln_stream stream = nullptr;
        if (on_streams && kiln_stream_create(d, &stream) != KILN_STATUS_OK) ++failures;
        if (kiln_tensor_create(&value, KILN_DTYPE_FLOAT32, &one, 1, d, &offset) != KILN_STATUS_OK ||
            kiln_add(shared, offset, &r) != KILN_STATUS_OK || kiln_sum(r, nullptr, 0, false, &s) != KILN_STATUS_OK ||
            (stream && kiln_stream_eval(stream, &s, 1) != KILN_STATUS_OK)) {
          ++failures;
          return;
        }
        if (stream) kiln_stream_release(stream);
        float got = 0;
        if (kiln_tensor_read(s, &got, sizeof got) != KILN_STATUS_OK) ++failures;
        float want = 4.0f * t;
        for (float v : {0.1f, 0.2f, 0.3f, 0.4f}) want += std::exp(2 * v);
        if (std::fabs(got - want) > 1e-4f * want) ++failures;
        kiln_tensor_release(offset);
        kiln_tensor_release(r);
        kiln_tensor_release(s);
      });
    }
    for (auto& t : threads) t.join();
    EXPECT_EQ(failures.load(), 0) << "round " << round;
    bool evaluated = false;
    KILN_ASSERT_OK(kiln_tensor_is_evaluated(shared, &evaluated));
    EXPECT_TRUE(evaluated);
    kiln_tensor_release(x);
    kiln_tensor_release(e);
    kiln_tensor_release(shared);
  }
}

TEST(Concurrency, ThreadsSharingALazySubgraphAgree) { threads_share_a_lazy_subgraph(false); }

TEST(Streams, ThreadsOnTheirOwnStreamsShareALazySubgraph) { threads_share_a_lazy_subgraph(true); }

}  // namespace

// A view made of a tensor while another thread's eval computes it (its storage is allocated but
// not yet written) waits for that eval when read, instead of reading the memory early. Found by
// the thread-stress test (tests/stress).
TEST(Concurrency, ViewOfATensorAnotherEvalComputesWaitsForIt) {
  kiln_device d = test_device();
  if (is_cpu(d)) GTEST_SKIP() << "CPU evals compute under the lock: nobody sees the window";
  Handles h;
  const int64_t n = 512;
  std::vector<float> values(static_cast<size_t>(n * n), 1.0f);
  kiln_tensor x = nullptr;
  int64_t shape[] = {n, n};
  KILN_ASSERT_OK(kiln_tensor_create(values.data(), KILN_DTYPE_FLOAT32, shape, 2, d, &x));
  h(x);
  kiln_tensor y = nullptr;
  KILN_ASSERT_OK(kiln_matmul(x, x, &y));  // every element is n
  h(y);
  for (int i = 0; i < 3; ++i) {  // seconds of work on lavapipe; every element stays exact
    kiln_tensor next = nullptr, scaled = nullptr;
    KILN_ASSERT_OK(kiln_matmul(y, x, &next));
    h(next);
    float inverse = 1.0f / static_cast<float>(n);
    int64_t one = 1;
    kiln_tensor k = nullptr;
    KILN_ASSERT_OK(kiln_tensor_create(&inverse, KILN_DTYPE_FLOAT32, &one, 1, d, &k));
    h(k);
    KILN_ASSERT_OK(kiln_multiply(next, k, &scaled));
    y = h(scaled);
  }
  BackgroundEval gpu(y);
  ASSERT_NO_FATAL_FAILURE(gpu.start());
  const int64_t axes[] = {1, 0};
  kiln_tensor view = nullptr, back = nullptr;
  KILN_ASSERT_OK(kiln_transpose(y, axes, 2, &view));  // runs once the eval waits for the GPU
  h(view);
  KILN_ASSERT_OK(kiln_transpose(view, axes, 2, &back));  // compact again: read without a kernel
  h(back);
  std::vector<float> got = read_f32(back);
  ASSERT_NO_FATAL_FAILURE(gpu.join());
  size_t wrong = 0;
  for (float v : got) wrong += v != static_cast<float>(n);
  EXPECT_EQ(wrong, 0u) << "the view was read before the eval computing its base finished";
}

// A validation error counts against the call that caused it, not against another thread's eval
// that happens to be running (the count was process-wide). The error here comes from a bad
// vkCreateBuffer this thread makes on Kiln's VkDevice while the other thread's eval waits.
TEST(Concurrency, ValidationErrorFailsOnlyTheCallThatCausedIt) {
  kiln_device d = test_device();
  const char* validation = std::getenv("KILN_VULKAN_VALIDATION");
  if (is_cpu(d) || !validation || std::string(validation) != "1") GTEST_SKIP() << "needs Vulkan with validation on";
  void* loader = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(loader, nullptr);
  auto get_instance_proc = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(loader, "vkGetInstanceProcAddr"));
  kiln_vulkan_handles handles{};
  handles.struct_size = sizeof handles;
  KILN_ASSERT_OK(kiln_device_vulkan_handles(d, &handles));
  auto instance = static_cast<VkInstance>(handles.instance);
  auto device = static_cast<VkDevice>(handles.device);
  auto get_device_proc = reinterpret_cast<PFN_vkGetDeviceProcAddr>(get_instance_proc(instance, "vkGetDeviceProcAddr"));
  auto create_buffer = reinterpret_cast<PFN_vkCreateBuffer>(get_device_proc(device, "vkCreateBuffer"));
  auto destroy_buffer = reinterpret_cast<PFN_vkDestroyBuffer>(get_device_proc(device, "vkDestroyBuffer"));
  ASSERT_NE(create_buffer, nullptr);

  Handles h;
  const int64_t n = 512;
  std::vector<float> values(static_cast<size_t>(n * n), 0.001f);
  kiln_tensor x = nullptr;
  int64_t shape[] = {n, n};
  KILN_ASSERT_OK(kiln_tensor_create(values.data(), KILN_DTYPE_FLOAT32, shape, 2, d, &x));
  h(x);
  kiln_tensor y = x;
  for (int i = 0; i < 4; ++i) {  // about a second of work on lavapipe, one submit
    kiln_tensor next = nullptr;
    KILN_ASSERT_OK(kiln_matmul(y, x, &next));
    y = h(next);
  }
  BackgroundEval gpu(y);
  ASSERT_NO_FATAL_FAILURE(gpu.start());
  size_t count = 0;
  KILN_ASSERT_OK(kiln_device_count(&count));  // returns once the eval waits for the GPU
  VkBufferCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  info.size = 0;  // invalid: the layer reports an error on this thread
  VkBuffer buffer = VK_NULL_HANDLE;
  if (create_buffer(device, &info, nullptr, &buffer) == VK_SUCCESS && buffer) destroy_buffer(device, buffer, nullptr);
  const bool still_running = gpu.watch.stopped_ns.load() == 0;
  ASSERT_NO_FATAL_FAILURE(gpu.join());
  EXPECT_TRUE(still_running) << "the eval finished before the bad call: nothing was tested";
  dlclose(loader);
}
