// A failed submit (injected: KILN_VULKAN_FAULT_SUBMIT=N fails the Nth, as a lost device would)
// gives KILN_STATUS_DEVICE_ERROR for that call only: the graph stays unevaluated, the CPU keeps
// working meanwhile, and later Vulkan work, the failed graph included, gives the right values.
// ctest runs this suite with the variable set (vulkan_fault_injection); elsewhere it skips.
#include <cstdlib>
#include <cstring>
#include <vector>

#include "test_support.h"

TEST(FaultInjection, FailedSubmitIsADeviceErrorAndEverythingElseKeepsWorking) {
  if (!std::getenv("KILN_VULKAN_FAULT_SUBMIT")) GTEST_SKIP() << "run by the vulkan_fault_injection ctest entry";
  kiln_device d = test_device();
  ASSERT_FALSE(is_cpu(d));
  Handles h;
  int failures = 0;
  for (int round = 0; round < 8; ++round) {
    const float r = static_cast<float>(round);
    kiln_tensor x = h(make_f32({r, 1, 2, 3}, {4})), y = nullptr;
    KILN_ASSERT_OK(kiln_add(x, x, &y));
    h(y);
    kiln_status status = kiln_tensor_eval(&y, 1);
    if (status != KILN_STATUS_OK) {
      ++failures;
      EXPECT_EQ(status, KILN_STATUS_DEVICE_ERROR);
      EXPECT_NE(std::strstr(kiln_last_error(), "device lost"), nullptr) << kiln_last_error();
      bool evaluated = true;
      KILN_ASSERT_OK(kiln_tensor_is_evaluated(y, &evaluated));
      EXPECT_FALSE(evaluated);
      // The CPU is unaffected.
      kiln_tensor c = nullptr, c2 = nullptr;
      const int64_t two = 2;
      KILN_ASSERT_OK(kiln_full(&two, 1, 3.0, KILN_DTYPE_FLOAT32, cpu_device(), &c));
      h(c);
      KILN_ASSERT_OK(kiln_multiply(c, c, &c2));
      h(c2);
      EXPECT_EQ(read_f32(c2), (std::vector<float>{9, 9}));
    }
    EXPECT_EQ(read_f32(y), (std::vector<float>{2 * r, 2, 4, 6}));  // evaluates again if it failed
  }
  EXPECT_EQ(failures, 1);
}

// The same for evals of several kernels submitted in parts as they are recorded (ctest
// vulkan_fault_injection_flushed: KILN_VULKAN_FLUSH=1, each eval here submits its first kernel
// early and the rest at its end, and the 4th submit fails: round 1's last, with its early part in
// flight): the eval fails once, its recorder waits for what it submitted before freeing it, and
// every later eval is right.
TEST(FaultInjection, FailedEarlySubmitLeavesLaterEvalsRight) {
  if (!std::getenv("KILN_VULKAN_FAULT_SUBMIT")) GTEST_SKIP() << "run by the vulkan_fault_injection ctest entries";
  kiln_device d = test_device();
  ASSERT_FALSE(is_cpu(d));
  Handles h;
  int failures = 0;
  const int64_t last_axis = 1;
  for (int round = 0; round < 8; ++round) {
    const float r = static_cast<float>(round);
    // [[r, 1], [2, 3]] @ itself, its rows summed, times the sum: three kernels at least.
    kiln_tensor x = h(make_f32({r, 1, 2, 3}, {2, 2})), p = nullptr, s = nullptr, y = nullptr;
    KILN_ASSERT_OK(kiln_matmul(x, x, &p));
    h(p);
    KILN_ASSERT_OK(kiln_sum(p, &last_axis, 1, true, &s));
    h(s);
    KILN_ASSERT_OK(kiln_matmul(p, s, &y));
    h(y);
    kiln_status status = kiln_tensor_eval(&y, 1);
    if (status != KILN_STATUS_OK) {
      ++failures;
      EXPECT_EQ(status, KILN_STATUS_DEVICE_ERROR) << kiln_last_error();
    }
    // p = [[r^2 + 2, r + 3], [2r + 6, 11]], s = its row sums, y = p @ s.
    const double p00 = r * r + 2, p01 = r + 3, p10 = 2 * r + 6, p11 = 11, s0 = p00 + p01, s1 = p10 + p11;
    const std::vector<float> want = {static_cast<float>(p00 * s0 + p01 * s1), static_cast<float>(p10 * s0 + p11 * s1)};
    EXPECT_EQ(read_f32(y), want) << "round " << round;  // evaluates again if it failed
  }
  EXPECT_EQ(failures, 1);
}
