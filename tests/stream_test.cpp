// Streams (kiln_stream_*): results equal kiln_tensor_eval's, handles are checked, and evals on
// different streams run at the same time: on the CPU a stream's kernels run without the API lock,
// on a Vulkan device with several queues each stream submits to its own.
#include <dlfcn.h>
#include <vulkan/vulkan.h>

#include <atomic>
#include <cmath>
#include <thread>
#include <vector>

#include "eval_watch.h"
#include "test_support.h"

namespace {

class Stream {
 public:
  explicit Stream(kiln_device d) { EXPECT_EQ(kiln_stream_create(d, &stream_), KILN_STATUS_OK) << kiln_last_error(); }
  ~Stream() { EXPECT_EQ(kiln_stream_release(stream_), KILN_STATUS_OK) << kiln_last_error(); }
  kiln_stream get() const { return stream_; }

 private:
  kiln_stream stream_ = nullptr;
};

// A chain of `steps` n x n matmuls on `d`, lazy: seconds of work on lavapipe, about 0.3 s on
// this project's 2-core CPU for n = 1024 and 16 steps. Every element of the result is exactly
// n^steps / 1024^(steps + 1) (powers of two: x holds 1/1024).
kiln_tensor matmul_chain(Handles& h, kiln_device d, int64_t n, int steps) {
  std::vector<float> values(static_cast<size_t>(n * n), 1.0f / 1024.0f);
  kiln_tensor x = nullptr;
  int64_t shape[] = {n, n};
  EXPECT_EQ(kiln_tensor_create(values.data(), KILN_DTYPE_FLOAT32, shape, 2, d, &x), KILN_STATUS_OK);
  h(x);
  EXPECT_EQ(kiln_tensor_eval(&x, 1), KILN_STATUS_OK);
  kiln_tensor y = x;
  for (int i = 0; i < steps; ++i) {
    kiln_tensor next = nullptr;
    EXPECT_EQ(kiln_matmul(y, x, &next), KILN_STATUS_OK);
    y = h(next);
  }
  return y;
}

// Starts a long eval of `long_work` on another thread (on `stream`, or the default ordering when
// null), then, once it has begun, evaluates a small graph on `other` from this thread. Returns
// whether the small eval finished before the long one did.
bool small_eval_finishes_first(kiln_device d, kiln_tensor long_work, kiln_stream stream, kiln_stream other) {
  EvalWatch watch;
  uint64_t subscription = 0;
  EXPECT_EQ(kiln_telemetry_subscribe(&EvalWatch::callback, &watch, &subscription), KILN_STATUS_OK);
  std::atomic<bool> go{false};
  std::thread worker([&] {
    watch.thread = std::this_thread::get_id();
    while (!go) std::this_thread::yield();
    kiln_status s = stream ? kiln_stream_eval(stream, &long_work, 1) : kiln_tensor_eval(&long_work, 1);
    EXPECT_EQ(s, KILN_STATUS_OK) << kiln_last_error();
  });
  go = true;
  while (!watch.started) std::this_thread::yield();

  Handles h;
  kiln_tensor a = h(make_f32({1, 2, 3, 4}, {4})), b = nullptr;
  EXPECT_EQ(kiln_multiply(a, a, &b), KILN_STATUS_OK);
  h(b);
  EXPECT_EQ(kiln_stream_eval(other, &b, 1), KILN_STATUS_OK) << kiln_last_error();
  const uint64_t small_done = now_ns();
  worker.join();
  EXPECT_EQ(kiln_telemetry_unsubscribe(subscription), KILN_STATUS_OK);
  EXPECT_EQ(read_f32(b), (std::vector<float>{1, 4, 9, 16}));
  (void)d;
  EXPECT_NE(watch.stopped_ns.load(), 0u) << "the long eval's stop event";
  return small_done < watch.stopped_ns.load();
}

// Queues in the family Kiln submits to (Vulkan devices), read through Kiln's own VkDevice.
uint32_t vulkan_queue_count(kiln_device d) {
  kiln_vulkan_handles handles{};
  handles.struct_size = sizeof handles;
  if (kiln_device_vulkan_handles(d, &handles) != KILN_STATUS_OK) return 0;
  void* loader = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!loader) return 0;
  auto get_instance_proc = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(loader, "vkGetInstanceProcAddr"));
  auto families_of = reinterpret_cast<PFN_vkGetPhysicalDeviceQueueFamilyProperties>(
      get_instance_proc(static_cast<VkInstance>(handles.instance), "vkGetPhysicalDeviceQueueFamilyProperties"));
  auto physical = static_cast<VkPhysicalDevice>(handles.physical_device);
  uint32_t count = 0;
  families_of(physical, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  families_of(physical, &count, families.data());
  uint32_t queues = handles.queue_family_index < count ? families[handles.queue_family_index].queueCount : 0;
  dlclose(loader);
  return queues;
}

TEST(Streams, EvalOnAStreamGivesEvalsResults) {
  kiln_device d = test_device();
  Stream stream(d);
  Handles h;
  kiln_tensor x = h(make_f32({0.5f, -1.0f, 2.0f, 3.0f, 0.0f, -4.0f}, {2, 3}));
  kiln_tensor e = nullptr, s = nullptr;
  KILN_ASSERT_OK(kiln_exp(x, &e));
  h(e);
  const int64_t axis = 1;
  KILN_ASSERT_OK(kiln_sum(e, &axis, 1, false, &s));  // a fused group where the device fuses
  h(s);
  kiln_tensor both[] = {e, s};
  KILN_ASSERT_OK(kiln_stream_eval(stream.get(), both, 2));
  bool evaluated = false;
  KILN_ASSERT_OK(kiln_tensor_is_evaluated(s, &evaluated));
  EXPECT_TRUE(evaluated);
  std::vector<float> sums = read_f32(s);
  ASSERT_EQ(sums.size(), 2u);
  EXPECT_NEAR(sums[0], std::exp(0.5) + std::exp(-1.0) + std::exp(2.0), 1e-5);
  EXPECT_NEAR(sums[1], std::exp(3.0) + 1.0 + std::exp(-4.0), 1e-4);
  KILN_EXPECT_OK(kiln_stream_eval(stream.get(), both, 2));  // already computed: nothing to do
  KILN_EXPECT_OK(kiln_stream_eval(stream.get(), nullptr, 0));
}

TEST(Streams, DeviceAndRelease) {
  kiln_device d = test_device();
  kiln_stream stream = nullptr;
  KILN_ASSERT_OK(kiln_stream_create(d, &stream));
  kiln_device got = nullptr;
  KILN_ASSERT_OK(kiln_stream_device(stream, &got));
  EXPECT_EQ(got, d);
  KILN_ASSERT_OK(kiln_stream_release(stream));
  EXPECT_EQ(kiln_stream_release(stream), KILN_STATUS_INVALID_HANDLE);
  EXPECT_EQ(kiln_stream_device(stream, &got), KILN_STATUS_INVALID_HANDLE);
}

// A stream of another device orders nothing of this graph: its work runs as in kiln_tensor_eval.
TEST(Streams, WorkOnAnotherDeviceRunsAsUsual) {
  kiln_device d = test_device(), cpu = cpu_device();
  Stream stream(cpu);
  Handles h;
  kiln_tensor x = h(make_f32({1, 2, 3}, {3})), y = nullptr;
  KILN_ASSERT_OK(kiln_add(x, x, &y));
  h(y);
  KILN_ASSERT_OK(kiln_stream_eval(stream.get(), &y, 1));
  EXPECT_EQ(read_f32(y), (std::vector<float>{2, 4, 6}));
  (void)d;
}

// A stream released while an eval runs on it: the eval finishes; the handle is gone at once.
TEST(Streams, ReleaseDuringAnEval) {
  kiln_device d = test_device();
  Handles h;
  kiln_tensor y = matmul_chain(h, d, 256, 2);
  kiln_stream stream = nullptr;
  KILN_ASSERT_OK(kiln_stream_create(d, &stream));
  EvalWatch watch;
  uint64_t subscription = 0;
  KILN_ASSERT_OK(kiln_telemetry_subscribe(&EvalWatch::callback, &watch, &subscription));
  std::atomic<bool> go{false};
  std::thread worker([&] {
    watch.thread = std::this_thread::get_id();
    while (!go) std::this_thread::yield();
    EXPECT_EQ(kiln_stream_eval(stream, &y, 1), KILN_STATUS_OK) << kiln_last_error();
  });
  go = true;
  while (!watch.started) std::this_thread::yield();
  KILN_EXPECT_OK(kiln_stream_release(stream));  // once the eval lets go of the API lock
  worker.join();
  KILN_EXPECT_OK(kiln_telemetry_unsubscribe(subscription));
  EXPECT_EQ(kiln_stream_release(stream), KILN_STATUS_INVALID_HANDLE);
  std::vector<float> got = read_f32(y);
  const float want = 256.0f * 256.0f / (1024.0f * 1024.0f * 1024.0f);
  size_t wrong = 0;
  for (float v : got) wrong += v != want;
  EXPECT_EQ(wrong, 0u);
}

// Two threads' evals overlap on the CPU when the long one runs on a stream; without a stream the
// small one waits for the long one to finish (the control: it shows the test can tell).
TEST(Streams, CpuEvalsOnStreamsOverlap) {
  kiln_device cpu = cpu_device();
  Stream long_stream(cpu), small_stream(cpu);
  {
    Handles h;
    kiln_tensor y = matmul_chain(h, cpu, 1024, 16);
    EXPECT_TRUE(small_eval_finishes_first(cpu, y, long_stream.get(), small_stream.get()))
        << "the small eval waited for the long one although it ran on a stream";
    EXPECT_EQ(read_f32(y)[12345], 1.0f / 1024.0f);  // 1024^16 / 1024^17
  }
  {
    Handles h;
    kiln_tensor y = matmul_chain(h, cpu, 512, 8);
    EXPECT_FALSE(small_eval_finishes_first(cpu, y, nullptr, small_stream.get()))
        << "without a stream, CPU kernels run under the API lock: the small eval must have waited";
  }
}

// On a Vulkan device with several queues, each stream submits to its own: a small eval on one
// stream finishes while a long one runs on another. (Lavapipe has one queue, which runs its
// submissions in order: there the streams only keep from waiting on each other's timelines.)
TEST(Streams, VulkanEvalsOnStreamsOverlapWithSeveralQueues) {
  kiln_device d = test_device();
  if (is_cpu(d)) GTEST_SKIP() << "a Vulkan test";
  const uint32_t queues = vulkan_queue_count(d);
  if (queues < 2) GTEST_SKIP() << "the device has " << queues << " queue(s) in Kiln's family";
  Stream long_stream(d), small_stream(d);
  Handles h;
  kiln_tensor y = matmul_chain(h, d, 4096, 16);
  EXPECT_TRUE(small_eval_finishes_first(d, y, long_stream.get(), small_stream.get()))
      << "the small eval waited for the long one on another stream";
  EXPECT_EQ(read_f32(y)[12345], std::pow(4.0f, 16.0f) / 1024.0f);  // 4096^16 / 1024^17
}

}  // namespace
