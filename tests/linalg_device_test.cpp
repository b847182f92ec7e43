// Linear algebra per device: what runs natively (Vulkan: cholesky, lu, triangular_solve up to 64 x
// 64 float32 / 32 x 32 float64) and what falls back to the CPU's LAPACK, as kiln_device_op_support
// says, reported by telemetry and refused under KILN_FALLBACK_ERROR; native results agree with the
// CPU's on batches (values are in the NumPy fixtures: tools/fixtures/linalg_fixtures.py).
#include <cmath>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

class LinalgDevice : public ::testing::Test {
 protected:
  void SetUp() override {
    KILN_ASSERT_OK(kiln_fallback_get_policy(&saved_));
    KILN_ASSERT_OK(kiln_telemetry_subscribe(&LinalgDevice::record, &fallbacks_, &subscription_));
  }
  void TearDown() override {
    KILN_EXPECT_OK(kiln_telemetry_unsubscribe(subscription_));
    KILN_EXPECT_OK(kiln_fallback_set_policy(saved_));
  }
  static void record(const kiln_telemetry_event* e, void* user_data) {
    if (e->kind == KILN_EVENT_FALLBACK && e->phase == KILN_EVENT_START) {
      static_cast<std::vector<std::string>*>(user_data)->push_back(e->name);
    }
  }
  // Diagonally dominant (hence positive definite when symmetric) float32 matrices [batch, n, n].
  kiln_tensor spd(int64_t batch, int64_t n, kiln_device device) {
    std::vector<float> v(static_cast<size_t>(batch * n * n));
    for (int64_t b = 0; b < batch; ++b) {
      for (int64_t i = 0; i < n; ++i) {
        for (int64_t j = 0; j < n; ++j) {
          float x = i == j ? float(n + 1 + b % 3) : 0.5f * std::sin(float(1 + i + j + b));
          v[static_cast<size_t>((b * n + i) * n + j)] = x;
        }
      }
    }
    const int64_t shape[] = {batch, n, n};
    kiln_tensor t = nullptr;
    EXPECT_EQ(kiln_tensor_create(v.data(), KILN_DTYPE_FLOAT32, shape, 3, device, &t), KILN_STATUS_OK);
    return h_(t);
  }
  std::vector<float> read(kiln_tensor t) {
    int64_t n = 0;
    EXPECT_EQ(kiln_tensor_size(t, &n), KILN_STATUS_OK);
    std::vector<float> out(static_cast<size_t>(n));
    EXPECT_EQ(kiln_tensor_read(t, out.data(), out.size() * 4), KILN_STATUS_OK) << kiln_last_error();
    return out;
  }
  kiln_op_support support(const char* op, kiln_dtype dtype = KILN_DTYPE_FLOAT32) {
    kiln_op_support s = KILN_SUPPORT_NONE;
    EXPECT_EQ(kiln_device_op_support(test_device(), op, dtype, &s), KILN_STATUS_OK);
    return s;
  }

  Handles h_;
  std::vector<std::string> fallbacks_;
  uint64_t subscription_ = 0;
  kiln_fallback_policy saved_ = KILN_FALLBACK_ALLOW;
};

TEST_F(LinalgDevice, SupportQuery) {
  const bool cpu = is_cpu(test_device());
  for (const char* op : {"linalg_cholesky", "linalg_lu", "linalg_triangular_solve"}) {
    EXPECT_EQ(support(op), KILN_SUPPORT_NATIVE) << op;
  }
  for (const char* op : {"linalg_qr", "linalg_svd", "linalg_eigh", "linalg_solve", "linalg_inv", "linalg_det"}) {
    EXPECT_EQ(support(op), cpu ? KILN_SUPPORT_NATIVE : KILN_SUPPORT_FALLBACK) << op;
  }
  EXPECT_EQ(support("linalg_cholesky", KILN_DTYPE_FLOAT16), KILN_SUPPORT_NONE);
}

TEST_F(LinalgDevice, NativeCholeskyMatchesTheCpuAndFallbacksAreReported) {
  const bool cpu = is_cpu(test_device());
  for (int64_t n : {1, 5, 64, 65}) {
    kiln_tensor here = spd(7, n, test_device()), there = spd(7, n, cpu_device());
    kiln_tensor a = nullptr, b = nullptr;
    KILN_ASSERT_OK(kiln_linalg_cholesky(here, false, &a));
    KILN_ASSERT_OK(kiln_linalg_cholesky(there, false, &b));
    fallbacks_.clear();
    std::vector<float> got = read(h_(a)), want = read(h_(b));
    // Beyond 64 x 64 the Vulkan backend declines and the CPU computes it.
    EXPECT_EQ(fallbacks_.size(), !cpu && n > 64 ? 1u : 0u) << n;
    if (!fallbacks_.empty()) {
      EXPECT_EQ(fallbacks_[0], "cholesky");
    }
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) ASSERT_NEAR(got[i], want[i], 1e-5f * float(n)) << "n " << n << " at " << i;
  }
}

TEST_F(LinalgDevice, NativeLuAndTriangularSolveMatchTheCpu) {
  for (int64_t n : {3, 64}) {
    std::vector<float> lu[2], solved[2];  // [0] the test device, [1] the CPU
    const kiln_device devices[2] = {test_device(), cpu_device()};
    for (int d = 0; d < 2; ++d) {
      kiln_tensor a = spd(5, n, devices[d]), p = nullptr, l = nullptr, u = nullptr, x = nullptr;
      KILN_ASSERT_OK(kiln_linalg_lu(a, &p, &l, &u));
      h_(p), h_(l), h_(u);
      KILN_ASSERT_OK(kiln_linalg_triangular_solve(a, a, false, false, true, false, &x));
      for (kiln_tensor t : {p, l, u}) {
        std::vector<float> v = read(t);
        lu[d].insert(lu[d].end(), v.begin(), v.end());
      }
      solved[d] = read(h_(x));
    }
    ASSERT_EQ(lu[0].size(), lu[1].size());
    for (size_t i = 0; i < lu[0].size(); ++i) ASSERT_NEAR(lu[0][i], lu[1][i], 1e-5f * float(n)) << "lu at " << i;
    ASSERT_EQ(solved[0].size(), solved[1].size());
    for (size_t i = 0; i < solved[0].size(); ++i) ASSERT_NEAR(solved[0][i], solved[1][i], 1e-5f * float(n)) << "solve at " << i;
  }
}

TEST_F(LinalgDevice, PolicyErrorRefusesFallbacks) {
  const bool cpu = is_cpu(test_device());
  kiln_tensor small = spd(2, 4, test_device()), big = spd(1, 65, test_device());
  kiln_tensor chol = nullptr, big_chol = nullptr, q = nullptr, r = nullptr;
  KILN_ASSERT_OK(kiln_linalg_cholesky(small, false, &chol));
  KILN_ASSERT_OK(kiln_linalg_cholesky(big, false, &big_chol));
  KILN_ASSERT_OK(kiln_linalg_qr(small, false, &q, &r));
  h_(chol), h_(big_chol), h_(q), h_(r);
  KILN_ASSERT_OK(kiln_fallback_set_policy(KILN_FALLBACK_ERROR));
  KILN_EXPECT_OK(kiln_tensor_eval(&chol, 1));  // native everywhere
  for (kiln_tensor t : {big_chol, q}) {
    kiln_status s = kiln_tensor_eval(&t, 1);
    if (cpu) {
      KILN_EXPECT_OK(s);
    } else {
      EXPECT_EQ(s, KILN_STATUS_UNSUPPORTED);
      EXPECT_NE(std::string(kiln_last_error()).find(t == q ? "qr" : "cholesky"), std::string::npos) << kiln_last_error();
    }
  }
}

}  // namespace
