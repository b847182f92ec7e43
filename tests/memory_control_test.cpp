// Memory control: the per-device limit is enforced (OUT_OF_MEMORY) and recoverable, an
// allocation larger than the device itself fails cleanly, and later work still succeeds.
#include <string>
#include <vector>

#include "test_support.h"

namespace {

kiln_memory_stats stats_of(kiln_device device) {
  kiln_memory_stats stats{};
  stats.struct_size = sizeof stats;
  EXPECT_EQ(kiln_device_memory_stats(device, &stats), KILN_STATUS_OK);
  return stats;
}

// n bytes of ones that need their own buffer when evaluated (ones alone is a broadcast view).
kiln_tensor lazy_ones(int64_t n) {
  kiln_tensor ones = nullptr, copy = nullptr;
  EXPECT_EQ(kiln_ones(&n, 1, KILN_DTYPE_UINT8, test_device(), &ones), KILN_STATUS_OK) << kiln_last_error();
  EXPECT_EQ(kiln_tensor_copy(ones, &copy), KILN_STATUS_OK) << kiln_last_error();
  kiln_tensor_release(ones);
  return copy;
}

TEST(MemoryControl, LimitIsEnforcedAndRecoverable) {
  Handles h;
  kiln_device device = test_device();
  KILN_ASSERT_OK(kiln_device_clear_cache(device));
  const uint64_t active = stats_of(device).active_bytes;
  const int64_t four_mib = int64_t{4} << 20;
  KILN_ASSERT_OK(kiln_device_set_memory_limit(device, active + (1u << 20)));
  EXPECT_EQ(stats_of(device).limit_bytes, active + (1u << 20));
  kiln_tensor big = h(lazy_ones(four_mib));
  EXPECT_EQ(kiln_tensor_eval(&big, 1), KILN_STATUS_OUT_OF_MEMORY);
  EXPECT_NE(std::string(kiln_last_error()).size(), 0u);
  EXPECT_LE(stats_of(device).active_bytes, active + (1u << 20));
  // A small tensor still fits under the limit.
  kiln_tensor small = h(make_f32({1, 2}, {2}));
  EXPECT_EQ(read_f32(small), (std::vector<float>{1, 2}));
  // Lifting the limit makes the same graph evaluable.
  KILN_ASSERT_OK(kiln_device_set_memory_limit(device, 0));
  KILN_EXPECT_OK(kiln_tensor_eval(&big, 1));
  kiln_memory_stats after = stats_of(device);
  EXPECT_GE(after.active_bytes, active + static_cast<uint64_t>(four_mib));
  EXPECT_GE(after.peak_bytes, after.active_bytes);
  EXPECT_EQ(after.limit_bytes, 0u);
}

TEST(MemoryControl, AllocationBeyondTheDeviceFailsAndLaterWorkSucceeds) {
  Handles h;
  kiln_device device = test_device();
  kiln_device_info info{};
  info.struct_size = sizeof info;
  KILN_ASSERT_OK(kiln_device_get_info(device, &info));
  ASSERT_GT(info.memory_bytes, 0u);
  kiln_tensor huge = h(lazy_ones(static_cast<int64_t>(info.memory_bytes * 4)));
  EXPECT_EQ(kiln_tensor_eval(&huge, 1), KILN_STATUS_OUT_OF_MEMORY) << kiln_last_error();
  kiln_tensor a = h(make_f32({1, 2, 3}, {3})), b = nullptr;
  KILN_ASSERT_OK(kiln_add(a, a, &b));
  h(b);
  EXPECT_EQ(read_f32(b), (std::vector<float>{2, 4, 6}));
}

// An eval that runs out of memory part way (its first kernels' outputs fit, a later one's does
// not) fails with a status, leaves every tensor evaluated before it intact and the graph
// unevaluated, and succeeds once memory allows.
TEST(MemoryControl, OutOfMemoryMidEvalLeavesEarlierTensorsIntact) {
  Handles h;
  kiln_device device = test_device();
  const size_t n = 256 * 1024;  // 1 MiB of float32
  std::vector<float> values(n);
  for (size_t i = 0; i < n; ++i) values[i] = static_cast<float>(i % 1000);
  kiln_tensor base = h(make_f32(values, {static_cast<int64_t>(n)}));
  KILN_ASSERT_OK(kiln_tensor_eval(&base, 1));
  kiln_tensor chain = base;
  for (int i = 0; i < 4; ++i) {  // four more 1 MiB results in one eval
    kiln_tensor next = nullptr;
    KILN_ASSERT_OK(kiln_add(chain, base, &next));
    chain = h(next);
  }
  KILN_ASSERT_OK(kiln_device_clear_cache(device));
  const uint64_t active = stats_of(device).active_bytes;
  KILN_ASSERT_OK(kiln_device_set_memory_limit(device, active + (5u << 19)));  // room for 2.5 of them
  EXPECT_EQ(kiln_tensor_eval(&chain, 1), KILN_STATUS_OUT_OF_MEMORY);
  EXPECT_LE(stats_of(device).active_bytes, active + (5u << 19));
  bool evaluated = true;
  KILN_ASSERT_OK(kiln_tensor_is_evaluated(chain, &evaluated));
  EXPECT_FALSE(evaluated);
  KILN_ASSERT_OK(kiln_device_set_memory_limit(device, 0));
  EXPECT_EQ(read_f32(base), values);
  std::vector<float> expected(n);
  for (size_t i = 0; i < n; ++i) expected[i] = values[i] * 5;
  EXPECT_EQ(read_f32(chain), expected);
}

}  // namespace
