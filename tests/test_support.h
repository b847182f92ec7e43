// Helpers shared by the hand-written tests: status assertions and small tensor builders that
// run on the device under test (KILN_DEVICE picks it; ctest runs the suite once per device).
#pragma once

#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <cstdint>
#include <random>
#include <vector>

#define KILN_ASSERT_OK(call) ASSERT_EQ((call), KILN_STATUS_OK) << kiln_last_error()
#define KILN_EXPECT_OK(call) EXPECT_EQ((call), KILN_STATUS_OK) << kiln_last_error()

inline kiln_device test_device() {
  kiln_device d = nullptr;
  EXPECT_EQ(kiln_device_default(&d), KILN_STATUS_OK);
  return d;
}

inline kiln_device cpu_device() {
  kiln_device d = nullptr;
  EXPECT_EQ(kiln_device_find("cpu", &d), KILN_STATUS_OK);
  return d;
}

inline bool is_cpu(kiln_device d) { return d == cpu_device(); }

inline kiln_tensor make_f32(const std::vector<float>& data, const std::vector<int64_t>& shape) {
  kiln_tensor t = nullptr;
  EXPECT_EQ(kiln_tensor_create(data.data(), KILN_DTYPE_FLOAT32, shape.data(), shape.size(), test_device(), &t),
            KILN_STATUS_OK)
      << kiln_last_error();
  return t;
}

// n values drawn uniformly from [-1, 1), the same for the same seed.
inline std::vector<float> random_values(size_t n, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(n);
  for (float& x : v) x = dist(gen);
  return v;
}

inline std::vector<float> read_f32(kiln_tensor t) {
  int64_t n = 0;
  EXPECT_EQ(kiln_tensor_size(t, &n), KILN_STATUS_OK);
  std::vector<float> out(static_cast<size_t>(n));
  EXPECT_EQ(kiln_tensor_read(t, out.data(), out.size() * sizeof(float)), KILN_STATUS_OK) << kiln_last_error();
  return out;
}

inline uint64_t active_bytes(kiln_device d) {
  kiln_memory_stats stats{};
  stats.struct_size = sizeof stats;
  EXPECT_EQ(kiln_device_memory_stats(d, &stats), KILN_STATUS_OK);
  return stats.active_bytes;
}

// Releases every handle it holds at scope exit.
class Handles {
 public:
  ~Handles() {
    for (kiln_tensor t : tensors_) EXPECT_EQ(kiln_tensor_release(t), KILN_STATUS_OK) << kiln_last_error();
  }
  kiln_tensor operator()(kiln_tensor t) {
    tensors_.push_back(t);
    return t;
  }

 private:
  std::vector<kiln_tensor> tensors_;
};

// Turns elementwise fusion on or off for its scope, then restores the previous setting.
class FusionSwitch {
 public:
  explicit FusionSwitch(bool on) {
    EXPECT_EQ(kiln_fusion_get_enabled(&saved_), KILN_STATUS_OK);
    EXPECT_EQ(kiln_fusion_set_enabled(on), KILN_STATUS_OK);
  }
  ~FusionSwitch() { EXPECT_EQ(kiln_fusion_set_enabled(saved_), KILN_STATUS_OK); }

 private:
  bool saved_ = true;
};

// Whether the test device computes this dtype (its dtype_mask).
inline bool device_has(kiln_dtype dtype) {
  kiln_device_info info{};
  info.struct_size = sizeof info;
  EXPECT_EQ(kiln_device_get_info(test_device(), &info), KILN_STATUS_OK);
  return (info.dtype_mask >> dtype) & 1u;
}
