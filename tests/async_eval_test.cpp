// kiln_tensor_eval_async and kiln_stream_eval_async: results equal kiln_tensor_eval's; a loop
// of evals that each read the last one's results (released at once by the caller) stays right;
// readers on other threads, other devices and streams wait for the work; a failure found by a
// kernel after the launch is reported by the call that next needs the results.
#include <cmath>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "test_support.h"

namespace {

bool evaluated(kiln_tensor t) {
  bool done = false;
  EXPECT_EQ(kiln_tensor_is_evaluated(t, &done), KILN_STATUS_OK);
  return done;
}

// tanh(a @ b) + a, lazy.
kiln_tensor product_chain(Handles& h, kiln_tensor a, kiln_tensor b) {
  kiln_tensor p = nullptr, t = nullptr, out = nullptr;
  EXPECT_EQ(kiln_matmul(a, b, &p), KILN_STATUS_OK);
  EXPECT_EQ(kiln_tanh(h(p), &t), KILN_STATUS_OK);
  EXPECT_EQ(kiln_add(h(t), a, &out), KILN_STATUS_OK);
  return h(out);
}

TEST(AsyncEval, ResultsEqualEvals) {
  Handles h;
  const int64_t n = 64;
  kiln_tensor a = h(make_f32(random_values(n * n, 1), {n, n}));
  kiln_tensor b = h(make_f32(random_values(n * n, 2), {n, n}));
  kiln_tensor async_result = product_chain(h, a, b);
  kiln_tensor sync_result = product_chain(h, a, b);
  KILN_ASSERT_OK(kiln_tensor_eval_async(&async_result, 1));
  KILN_ASSERT_OK(kiln_tensor_eval(&sync_result, 1));
  EXPECT_TRUE(evaluated(sync_result));
  EXPECT_EQ(read_f32(async_result), read_f32(sync_result));
  EXPECT_TRUE(evaluated(async_result));  // the read waited for it
  KILN_EXPECT_OK(kiln_tensor_eval_async(&async_result, 1));  // evaluated already: nothing to do
  KILN_EXPECT_OK(kiln_tensor_eval_async(nullptr, 0));
}

// Gradient descent on least squares, w -= lr * x^T (x w - y), each step launched without
// waiting and the caller's handle to the last w released at once: each step reads the previous
// one's result while it may still be queued. The host computes the same steps in double.
TEST(AsyncEval, LoopOfStepsEachReadingTheLast) {
  const int64_t rows = 48, cols = 16;
  const int steps = 12;
  const float lr = 0.01f;
  std::vector<float> xv = random_values(rows * cols, 3), yv = random_values(rows, 4), wv(cols, 0.0f);
  Handles h;
  kiln_tensor x = h(make_f32(xv, {rows, cols}));
  kiln_tensor y = h(make_f32(yv, {rows, 1}));
  kiln_tensor rate = h(make_f32({lr}, {}));
  kiln_tensor w = make_f32(wv, {cols, 1});
  int64_t perm[] = {1, 0};
  kiln_tensor xt = nullptr;
  KILN_ASSERT_OK(kiln_transpose(x, perm, 2, &xt));
  h(xt);
  for (int s = 0; s < steps; ++s) {
    kiln_tensor pred = nullptr, residual = nullptr, grad = nullptr, scaled = nullptr, next = nullptr;
    KILN_ASSERT_OK(kiln_matmul(x, w, &pred));
    KILN_ASSERT_OK(kiln_subtract(pred, y, &residual));
    KILN_ASSERT_OK(kiln_matmul(xt, residual, &grad));
    KILN_ASSERT_OK(kiln_multiply(grad, rate, &scaled));
    KILN_ASSERT_OK(kiln_subtract(w, scaled, &next));
    for (kiln_tensor t : {pred, residual, grad, scaled, w}) KILN_ASSERT_OK(kiln_tensor_release(t));
    w = next;
    KILN_ASSERT_OK(kiln_tensor_eval_async(&w, 1));
  }
  std::vector<double> ref(cols, 0.0);
  for (int s = 0; s < steps; ++s) {
    std::vector<double> residual(rows, 0.0), grad(cols, 0.0);
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < cols; ++j) residual[i] += double(xv[i * cols + j]) * ref[j];
      residual[i] -= yv[i];
    }
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < cols; ++j) grad[j] += double(xv[i * cols + j]) * residual[i];
    }
    for (int64_t j = 0; j < cols; ++j) ref[j] -= double(lr) * grad[j];
  }
  std::vector<float> got = read_f32(w);
  for (int64_t j = 0; j < cols; ++j) EXPECT_NEAR(got[j], ref[j], 1e-4) << j;
  KILN_EXPECT_OK(kiln_tensor_release(w));
}

// Handles released right after the launch: the work keeps what it uses (ASan would see a use
// after free, the validation layers a freed buffer in use), and later evals reuse the memory.
TEST(AsyncEval, HandlesReleasedWhileQueued) {
  const int64_t n = 128;
  for (int round = 0; round < 6; ++round) {
    kiln_tensor a = make_f32(random_values(n * n, 10 + round), {n, n});
    kiln_tensor b = make_f32(random_values(n * n, 20 + round), {n, n});
    kiln_tensor p = nullptr;
    KILN_ASSERT_OK(kiln_matmul(a, b, &p));
    KILN_ASSERT_OK(kiln_tensor_eval_async(&p, 1));
    for (kiln_tensor t : {a, b, p}) KILN_ASSERT_OK(kiln_tensor_release(t));
  }
  Handles h;
  kiln_tensor a = h(make_f32({1, 2, 3, 4}, {2, 2}));
  kiln_tensor p = nullptr;
  KILN_ASSERT_OK(kiln_matmul(a, a, &p));
  EXPECT_EQ(read_f32(h(p)), (std::vector<float>{7, 10, 15, 22}));
}

// A failure a kernel finds once the work runs (a zero on a triangular matrix's diagonal): on a
// GPU the launch succeeds and the read that needs the result fails, as does an eval built on it;
// on the CPU the work runs at the call, which fails.
TEST(AsyncEval, FailureAfterTheLaunchIsReportedByTheReader) {
  Handles h;
  kiln_tensor a = h(make_f32({1, 0, 5, 0}, {2, 2}));  // lower triangular, singular
  kiln_tensor b = h(make_f32({1, 2}, {2, 1}));
  kiln_tensor x = nullptr, doubled = nullptr;
  KILN_ASSERT_OK(kiln_linalg_triangular_solve(a, b, true, true, false, false, &x));
  h(x);
  KILN_ASSERT_OK(kiln_add(x, x, &doubled));
  h(doubled);
  const kiln_status launch = kiln_tensor_eval_async(&x, 1);
  if (is_cpu(test_device())) {
    EXPECT_EQ(launch, KILN_STATUS_INVALID_ARGUMENT);
  } else {
    EXPECT_EQ(launch, KILN_STATUS_OK) << kiln_last_error();
    KILN_EXPECT_OK(kiln_tensor_eval_async(&doubled, 1));  // reads x's memory, queued after it
  }
  float out[2];
  EXPECT_EQ(kiln_tensor_read(doubled, out, sizeof out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(kiln_last_error()).find("singular"), std::string::npos) << kiln_last_error();
  EXPECT_EQ(kiln_tensor_read(x, out, sizeof out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_FALSE(evaluated(x));
}

// A stream released right after its eval was queued, and a read from another thread meanwhile.
TEST(AsyncEval, StreamReleasedWhileQueuedAndReadFromAnotherThread) {
  Handles h;
  const int64_t n = 96;
  kiln_tensor a = h(make_f32(random_values(n * n, 5), {n, n}));
  kiln_tensor b = h(make_f32(random_values(n * n, 6), {n, n}));
  kiln_tensor on_stream = product_chain(h, a, b);
  kiln_tensor reference = product_chain(h, a, b);
  KILN_ASSERT_OK(kiln_tensor_eval(&reference, 1));
  kiln_stream stream = nullptr;
  KILN_ASSERT_OK(kiln_stream_create(test_device(), &stream));
  KILN_ASSERT_OK(kiln_stream_eval_async(stream, &on_stream, 1));
  KILN_ASSERT_OK(kiln_stream_release(stream));
  std::vector<float> got;
  std::thread reader([&] { got = read_f32(on_stream); });
  reader.join();
  EXPECT_EQ(got, read_f32(reference));
}

// The result moved to the CPU (another device's work reads it) and used there.
TEST(AsyncEval, ReadByAnotherDevicesWork) {
  Handles h;
  kiln_tensor a = h(make_f32({1, 2, 3, 4}, {2, 2}));
  kiln_tensor p = nullptr, on_cpu = nullptr, sum = nullptr;
  KILN_ASSERT_OK(kiln_matmul(a, a, &p));
  h(p);
  KILN_ASSERT_OK(kiln_tensor_eval_async(&p, 1));
  KILN_ASSERT_OK(kiln_tensor_to_device(p, cpu_device(), &on_cpu));
  h(on_cpu);
  KILN_ASSERT_OK(kiln_add(on_cpu, on_cpu, &sum));
  h(sum);
  KILN_ASSERT_OK(kiln_tensor_eval_async(&sum, 1));
  EXPECT_EQ(read_f32(sum), (std::vector<float>{14, 20, 30, 44}));
}

// An eval that reads a queued eval's result is queued after it without waiting for it: the
// first stays unfinished (nobody waited) until its result is read. The first is 8 products of
// n x n, long enough to be still running when the second is launched: about a second on
// lavapipe (n = 512), 20-30 ms on an H100 (n = 4096).
TEST(AsyncEval, QueuedResultIsReadWithoutWaiting) {
  kiln_device d = test_device();
  if (is_cpu(d)) GTEST_SKIP() << "the CPU runs the work at the call";
  kiln_device_info info{};
  info.struct_size = sizeof info;
  KILN_ASSERT_OK(kiln_device_get_info(d, &info));
  const bool software = info.driver_name && std::strcmp(info.driver_name, "llvmpipe") == 0;
  const int64_t n = software ? 512 : 4096;
  Handles h;
  kiln_tensor x = h(make_f32(std::vector<float>(n * n, 1.0f / float(n)), {n, n}));
  kiln_tensor chain = x;
  for (int i = 0; i < 8; ++i) {
    kiln_tensor next = nullptr;
    KILN_ASSERT_OK(kiln_matmul(chain, x, &next));
    chain = h(next);
  }
  kiln_tensor doubled = nullptr;
  KILN_ASSERT_OK(kiln_add(chain, chain, &doubled));
  h(doubled);
  KILN_ASSERT_OK(kiln_tensor_eval_async(&chain, 1));
  KILN_ASSERT_OK(kiln_tensor_eval_async(&doubled, 1));
  EXPECT_FALSE(evaluated(chain));  // the second launch did not wait for it
  std::vector<float> got = read_f32(doubled);  // x @ x = x (powers of two: exact), so 2 / n
  size_t wrong = 0;
  for (float v : got) wrong += v != 2.0f / float(n);
  EXPECT_EQ(wrong, 0u);
  EXPECT_TRUE(evaluated(chain));  // finished on the way
}

// More evals launched than may be queued at once: the oldest are waited for on the way.
TEST(AsyncEval, ManyLaunches) {
  Handles h;
  kiln_tensor acc = make_f32({0, 0, 0}, {3});
  kiln_tensor one = h(make_f32({1, 2, 3}, {3}));
  for (int i = 0; i < 20; ++i) {
    kiln_tensor next = nullptr;
    KILN_ASSERT_OK(kiln_add(acc, one, &next));
    KILN_ASSERT_OK(kiln_tensor_eval_async(&next, 1));
    KILN_ASSERT_OK(kiln_tensor_release(acc));
    acc = next;
  }
  EXPECT_EQ(read_f32(h(acc)), (std::vector<float>{20, 40, 60}));
}

}  // namespace
