// kiln_fft on the device under test against the CPU's: on Vulkan, complex64 transforms run through
// VkFFT (fft_plans.cpp), so kiln_device_op_support says "native" and telemetry reports no
// fallback; the lengths take VkFFT's radix kernels, Bluestein's (primes above 13), the four-step
// path (2^20) and its batched and strided (inner axis) layouts, the same transform twice in one
// eval (two plans), an input that starts inside its memory (a slice: staged, as its range does not
// suit a buffer of its own) and complex128 where the device has float64. Making a plan leaves the
// process's locale alone (VkFFT 1.2.26 switches it, and restores it from a freed name).
#include <clocale>
#include <cmath>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

struct Case {
  std::vector<int64_t> shape;
  int64_t axis;
};

class FftVulkan : public ::testing::Test {
 protected:
  void SetUp() override {
    KILN_ASSERT_OK(kiln_telemetry_subscribe(&FftVulkan::record, &fallbacks_, &subscription_));
  }
  void TearDown() override { KILN_EXPECT_OK(kiln_telemetry_unsubscribe(subscription_)); }
  static void record(const kiln_telemetry_event* e, void* user_data) {
    if (e->kind == KILN_EVENT_FALLBACK && e->phase == KILN_EVENT_START) {
      static_cast<std::vector<std::string>*>(user_data)->push_back(e->name);
    }
  }
  kiln_op_support support(kiln_dtype dtype) {
    kiln_op_support s = KILN_SUPPORT_NONE;
    EXPECT_EQ(kiln_device_op_support(test_device(), "fft", dtype, &s), KILN_STATUS_OK) << kiln_last_error();
    return s;
  }
  // Complex values of `shape` (interleaved pairs) in [-1, 1), the same on every device.
  static std::vector<double> signal(const std::vector<int64_t>& shape, uint64_t seed) {
    int64_t n = 2;
    for (int64_t d : shape) n *= d;
    std::vector<double> v(static_cast<size_t>(n));
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    for (double& x : v) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      x = static_cast<double>(static_cast<int32_t>(s >> 32)) / 2147483648.0;
    }
    return v;
  }
  kiln_tensor complex_tensor(const std::vector<double>& pairs, const std::vector<int64_t>& shape, bool c128,
                             kiln_device device) {
    kiln_tensor t = nullptr;
    if (c128) {
      EXPECT_EQ(kiln_tensor_create(pairs.data(), KILN_DTYPE_COMPLEX128, shape.data(), shape.size(), device, &t),
                KILN_STATUS_OK) << kiln_last_error();
    } else {
      std::vector<float> f(pairs.begin(), pairs.end());
      EXPECT_EQ(kiln_tensor_create(f.data(), KILN_DTYPE_COMPLEX64, shape.data(), shape.size(), device, &t),
                KILN_STATUS_OK) << kiln_last_error();
    }
    return h_(t);
  }
  std::vector<double> read(kiln_tensor t, bool c128) {
    int64_t n = 0;
    EXPECT_EQ(kiln_tensor_size(t, &n), KILN_STATUS_OK);
    std::vector<double> out(static_cast<size_t>(2 * n));
    if (c128) {
      EXPECT_EQ(kiln_tensor_read(t, out.data(), out.size() * 8), KILN_STATUS_OK) << kiln_last_error();
    } else {
      std::vector<float> f(out.size());
      EXPECT_EQ(kiln_tensor_read(t, f.data(), f.size() * 4), KILN_STATUS_OK) << kiln_last_error();
      out.assign(f.begin(), f.end());
    }
    return out;
  }
  // The largest difference from the CPU's result, relative to the result's root mean square.
  void expect_matches_cpu(const Case& c, bool c128, bool inverse) {
    const std::vector<double> x = signal(c.shape, c.shape.size() * 131 + c.axis * 7 + inverse);
    std::vector<double> results[2];  // [0] the test device, [1] the CPU
    for (int d = 0; d < 2; ++d) {
      kiln_tensor y = nullptr;
      KILN_ASSERT_OK(kiln_fft(complex_tensor(x, c.shape, c128, d == 0 ? test_device() : cpu_device()), &c.axis, 1,
                              nullptr, KILN_FFT_NORM_BACKWARD, inverse, &y));
      results[d] = read(h_(y), c128);
    }
    const std::vector<double>& got = results[0];
    const std::vector<double>& want = results[1];
    ASSERT_EQ(got.size(), want.size());
    double rms = 0, worst = 0;
    for (double w : want) rms += w * w;
    rms = std::sqrt(rms / static_cast<double>(want.size()));
    for (size_t i = 0; i < got.size(); ++i) worst = std::max(worst, std::abs(got[i] - want[i]));
    const double tolerance = c128 ? 1e-12 : 2e-5 * std::log2(double(c.shape[c.axis]) + 1);
    std::string shape;
    for (int64_t d : c.shape) shape += std::to_string(d) + " ";
    EXPECT_LT(worst / rms, tolerance) << "shape " << shape << "axis " << c.axis << (inverse ? " inverse" : "")
                                      << (c128 ? " complex128" : " complex64");
  }

  Handles h_;
  std::vector<std::string> fallbacks_;
  uint64_t subscription_ = 0;
};

TEST_F(FftVulkan, Complex64RunsNatively) {
  EXPECT_EQ(support(KILN_DTYPE_COMPLEX64), KILN_SUPPORT_NATIVE);
  EXPECT_NE(support(KILN_DTYPE_COMPLEX128), KILN_SUPPORT_NONE);  // native where the device has float64
}

TEST_F(FftVulkan, Complex64MatchesTheCpu) {
  const std::vector<Case> cases = {
      {{8}, 0},         {{1024}, 0},        {{4096}, 0},  {{15}, 0},       {{243}, 0},  {{97}, 0},
      {{1009}, 0},      {{1 << 20}, 0},     {{64, 256}, 1}, {{3, 97}, 1},  {{256, 64}, 0}, {{16, 97, 12}, 1},
      {{33, 5, 2}, 0},  {{5, 1, 3}, 1},     {{4, 6, 1000}, 2},
  };
  for (const Case& c : cases) {
    for (bool inverse : {false, true}) expect_matches_cpu(c, false, inverse);
  }
  EXPECT_TRUE(fallbacks_.empty()) << fallbacks_.front();
}

TEST_F(FftVulkan, Complex128MatchesTheCpu) {
  const bool native = support(KILN_DTYPE_COMPLEX128) == KILN_SUPPORT_NATIVE;
  for (const Case& c : std::vector<Case>{{{97}, 0}, {{12, 64}, 0}, {{1 << 16}, 0}, {{7, 45, 3}, 1}}) {
    for (bool inverse : {false, true}) expect_matches_cpu(c, true, inverse);
  }
  if (native) {
    EXPECT_TRUE(fallbacks_.empty()) << fallbacks_.front();
  }
}

// Two transforms of one shape in one eval (a plan serves one recording at a time), then both axes
// of a 2-d one (two plans in turn), against the CPU.
TEST_F(FftVulkan, TransformsSharingAnEval) {
  const std::vector<int64_t> shape = {48, 40};
  const std::vector<double> a = signal(shape, 1), b = signal(shape, 2);
  const int64_t axes[] = {0, 1};
  std::vector<double> results[2];
  for (int d = 0; d < 2; ++d) {
    const kiln_device device = d == 0 ? test_device() : cpu_device();
    kiln_tensor fa = nullptr, fb = nullptr, sum = nullptr;
    KILN_ASSERT_OK(kiln_fft(complex_tensor(a, shape, false, device), axes + 1, 1, nullptr, KILN_FFT_NORM_BACKWARD,
                            false, &fa));
    KILN_ASSERT_OK(kiln_fft(complex_tensor(b, shape, false, device), axes, 2, nullptr, KILN_FFT_NORM_BACKWARD,
                            false, &fb));
    KILN_ASSERT_OK(kiln_add(h_(fa), h_(fb), &sum));
    kiln_tensor again = nullptr, total = nullptr;
    KILN_ASSERT_OK(kiln_fft(complex_tensor(b, shape, false, device), axes + 1, 1, nullptr, KILN_FFT_NORM_BACKWARD,
                            false, &again));
    KILN_ASSERT_OK(kiln_add(h_(sum), h_(again), &total));
    results[d] = read(h_(total), false);
  }
  ASSERT_EQ(results[0].size(), results[1].size());
  for (size_t i = 0; i < results[0].size(); ++i) ASSERT_NEAR(results[0][i], results[1][i], 2e-3) << i;
  EXPECT_TRUE(fallbacks_.empty()) << fallbacks_.front();
}

TEST_F(FftVulkan, SliceStartingInsideItsMemory) {
  const std::vector<int64_t> shape = {100};
  const std::vector<double> x = signal(shape, 3);
  const int64_t start = 3, stop = 100, step = 1, axis = 0;
  std::vector<double> results[2];
  for (int d = 0; d < 2; ++d) {
    kiln_tensor part = nullptr, y = nullptr;
    KILN_ASSERT_OK(kiln_slice(complex_tensor(x, shape, false, d == 0 ? test_device() : cpu_device()), &start, &stop,
                              &step, 1, &part));
    KILN_ASSERT_OK(kiln_fft(h_(part), &axis, 1, nullptr, KILN_FFT_NORM_BACKWARD, false, &y));
    results[d] = read(h_(y), false);
  }
  ASSERT_EQ(results[0].size(), results[1].size());
  for (size_t i = 0; i < results[0].size(); ++i) ASSERT_NEAR(results[0][i], results[1][i], 1e-4) << i;
  EXPECT_TRUE(fallbacks_.empty()) << fallbacks_.front();
}

// A composite locale (LC_CTYPE set alone, as Python does) has a name setlocale allocates: VkFFT's
// own save and restore read it after freeing it (ASan: heap-use-after-free) and changed the locale
// of every thread while it made a plan. A length no other test uses makes a new plan here.
TEST_F(FftVulkan, MakingAPlanLeavesTheLocaleAlone) {
  const std::string before = std::setlocale(LC_ALL, nullptr);
  if (std::setlocale(LC_CTYPE, "C.UTF-8") == nullptr) GTEST_SKIP() << "no C.UTF-8 locale";
  const std::string composite = std::setlocale(LC_ALL, nullptr);
  const std::vector<int64_t> shape = {2, 359};
  const int64_t axis = 1;
  kiln_tensor y = nullptr;
  KILN_ASSERT_OK(kiln_fft(complex_tensor(signal(shape, 4), shape, false, test_device()), &axis, 1, nullptr,
                          KILN_FFT_NORM_BACKWARD, false, &y));
  read(h_(y), false);
  EXPECT_EQ(std::string(std::setlocale(LC_ALL, nullptr)), composite);
  std::setlocale(LC_ALL, before.c_str());
}

}  // namespace
