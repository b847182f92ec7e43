// Debug checks (KILN_DEBUG=bounds,nan or kiln_debug_set_flags): planted faults are caught on the
// device under test, name the op, leave the tensor unevaluated, and are ignored when off.
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

class DebugChecks : public ::testing::Test {
 protected:
  void SetUp() override { KILN_ASSERT_OK(kiln_debug_get_flags(&saved_)); }
  void TearDown() override { KILN_EXPECT_OK(kiln_debug_set_flags(saved_)); }

  kiln_tensor indices(const std::vector<int64_t>& values) {
    kiln_tensor t = nullptr;
    int64_t n = static_cast<int64_t>(values.size());
    EXPECT_EQ(kiln_tensor_create(values.data(), KILN_DTYPE_INT64, &n, 1, test_device(), &t), KILN_STATUS_OK);
    return h_(t);
  }
  kiln_tensor take(kiln_tensor x, kiln_tensor idx) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(kiln_take(x, idx, 0, &out), KILN_STATUS_OK) << kiln_last_error();
    return h_(out);
  }
  Handles h_;
  uint32_t saved_ = 0;
};

TEST_F(DebugChecks, FlagsRoundTripAndUnknownBitsAreRefused) {
  KILN_ASSERT_OK(kiln_debug_set_flags(KILN_DEBUG_BOUNDS | KILN_DEBUG_NAN));
  uint32_t flags = 0;
  KILN_ASSERT_OK(kiln_debug_get_flags(&flags));
  EXPECT_EQ(flags, static_cast<uint32_t>(KILN_DEBUG_BOUNDS | KILN_DEBUG_NAN));
  EXPECT_EQ(kiln_debug_set_flags(8), KILN_STATUS_INVALID_ARGUMENT);
  KILN_ASSERT_OK(kiln_debug_get_flags(&flags));
  EXPECT_EQ(flags, static_cast<uint32_t>(KILN_DEBUG_BOUNDS | KILN_DEBUG_NAN)) << "a refused call changes nothing";
}

TEST_F(DebugChecks, BoundsCatchesAnOutOfRangeIndexAndNamesTheOp) {
  kiln_tensor x = h_(make_f32({10, 20, 30}, {3}));
  KILN_ASSERT_OK(kiln_debug_set_flags(KILN_DEBUG_BOUNDS));
  for (int64_t bad : std::vector<int64_t>{3, -4, INT64_MAX, INT64_MIN}) {
    kiln_tensor t = take(x, indices({0, bad, 1}));
    EXPECT_EQ(kiln_tensor_eval(&t, 1), KILN_STATUS_INDEX_OUT_OF_RANGE) << bad;
    std::string message = kiln_last_error();
    EXPECT_NE(message.find("take"), std::string::npos) << message;
    EXPECT_NE(message.find(std::to_string(bad)), std::string::npos) << message;
    bool evaluated = true;
    KILN_ASSERT_OK(kiln_tensor_is_evaluated(t, &evaluated));
    EXPECT_FALSE(evaluated);
  }
  // In-range negative indices pass the check.
  kiln_tensor ok = take(x, indices({-1, -3, 2}));
  EXPECT_EQ(read_f32(ok), (std::vector<float>{30, 10, 30}));
}

TEST_F(DebugChecks, BoundsChecksIndicesComputedInTheSameEval) {
  kiln_tensor x = h_(make_f32({10, 20, 30}, {3}));
  kiln_tensor base = indices({0, 1, 2}), shifted = nullptr, two = nullptr;
  int64_t two_value = 2, one = 1;
  KILN_ASSERT_OK(kiln_tensor_create(&two_value, KILN_DTYPE_INT64, &one, 1, test_device(), &two));
  h_(two);
  KILN_ASSERT_OK(kiln_add(base, two, &shifted));  // [2, 3, 4]: lazily computed, out of range
  h_(shifted);
  KILN_ASSERT_OK(kiln_debug_set_flags(KILN_DEBUG_BOUNDS));
  kiln_tensor t = take(x, shifted);
  EXPECT_EQ(kiln_tensor_eval(&t, 1), KILN_STATUS_INDEX_OUT_OF_RANGE) << kiln_last_error();
}

TEST_F(DebugChecks, BoundsCoversTakeAlongAxis) {
  kiln_tensor x = h_(make_f32({10, 20, 30}, {3}));
  KILN_ASSERT_OK(kiln_debug_set_flags(KILN_DEBUG_BOUNDS));
  kiln_tensor t = nullptr;
  KILN_ASSERT_OK(kiln_take_along_axis(x, indices({2, 3}), 0, &t));
  h_(t);
  EXPECT_EQ(kiln_tensor_eval(&t, 1), KILN_STATUS_INDEX_OUT_OF_RANGE);
  std::string message = kiln_last_error();
  EXPECT_NE(message.find("take_along_axis"), std::string::npos) << message;
  KILN_ASSERT_OK(kiln_debug_set_flags(0));
  EXPECT_EQ(read_f32(t), (std::vector<float>{30, 30}));  // clamped when the check is off
}

TEST_F(DebugChecks, WithoutBoundsIndicesAreClamped) {
  kiln_tensor x = h_(make_f32({10, 20, 30}, {3}));
  KILN_ASSERT_OK(kiln_debug_set_flags(0));
  kiln_tensor t = take(x, indices({5, -7, 1}));
  EXPECT_EQ(read_f32(t), (std::vector<float>{30, 10, 20}));
}

kiln_tensor reduce_sum(kiln_tensor x) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(kiln_sum(x, nullptr, 0, false, &out), KILN_STATUS_OK);
  return out;
}

TEST_F(DebugChecks, NanCatchesNonFiniteReductionsAndMatmul) {
  const float inf = std::numeric_limits<float>::infinity();
  KILN_ASSERT_OK(kiln_debug_set_flags(KILN_DEBUG_NAN));
  kiln_tensor cancels = h_(make_f32({inf, -inf, 1}, {3}));
  kiln_tensor s = h_(reduce_sum(cancels));
  EXPECT_EQ(kiln_tensor_eval(&s, 1), KILN_STATUS_NON_FINITE);
  EXPECT_NE(std::string(kiln_last_error()).find("sum"), std::string::npos) << kiln_last_error();

  kiln_tensor big = h_(make_f32({3e38f, 3e38f, 1, 1}, {2, 2}));
  kiln_tensor product = nullptr;
  KILN_ASSERT_OK(kiln_matmul(big, big, &product));  // 9e76 overflows float32
  h_(product);
  EXPECT_EQ(kiln_tensor_eval(&product, 1), KILN_STATUS_NON_FINITE);
  EXPECT_NE(std::string(kiln_last_error()).find("matmul"), std::string::npos) << kiln_last_error();

  kiln_tensor m = nullptr;
  kiln_tensor with_nan = h_(make_f32({1, std::nanf(""), 2}, {3}));
  KILN_ASSERT_OK(kiln_max(with_nan, nullptr, 0, false, &m));
  h_(m);
  EXPECT_EQ(kiln_tensor_eval(&m, 1), KILN_STATUS_NON_FINITE);
  EXPECT_NE(std::string(kiln_last_error()).find("max"), std::string::npos) << kiln_last_error();

  // Not checked: elementwise ops, and reductions with integer results (argmax of a NaN).
  kiln_tensor added = nullptr, arg = nullptr;
  KILN_ASSERT_OK(kiln_add(with_nan, with_nan, &added));
  h_(added);
  KILN_EXPECT_OK(kiln_tensor_eval(&added, 1));
  KILN_ASSERT_OK(kiln_argmax(with_nan, nullptr, 0, false, &arg));
  h_(arg);
  KILN_EXPECT_OK(kiln_tensor_eval(&arg, 1));
  // Finite results pass.
  kiln_tensor fine = h_(reduce_sum(h_(make_f32({1, 2}, {2}))));
  EXPECT_EQ(read_f32(fine), std::vector<float>{3});
}

TEST_F(DebugChecks, NanOffLetsNonFiniteResultsThrough) {
  KILN_ASSERT_OK(kiln_debug_set_flags(0));
  const float inf = std::numeric_limits<float>::infinity();
  kiln_tensor s = h_(reduce_sum(h_(make_f32({inf, -inf}, {2}))));
  std::vector<float> out = read_f32(s);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(std::isnan(out[0]));
}

TEST_F(DebugChecks, NanCatchesTheFusedFastOps) {
  KILN_ASSERT_OK(kiln_debug_set_flags(KILN_DEBUG_NAN));
  // A row of zeros with eps 0: 0 * rsqrt(0) is NaN in both norms.
  kiln_tensor zeros = h_(make_f32({0, 0, 1, 2}, {2, 2}));
  kiln_tensor rms = nullptr, layer = nullptr;
  KILN_ASSERT_OK(kiln_rms_norm(zeros, nullptr, 0.0, &rms));
  h_(rms);
  EXPECT_EQ(kiln_tensor_eval(&rms, 1), KILN_STATUS_NON_FINITE);
  EXPECT_NE(std::string(kiln_last_error()).find("rms_norm produced"), std::string::npos) << kiln_last_error();
  KILN_ASSERT_OK(kiln_layer_norm(zeros, nullptr, nullptr, 0.0, &layer));
  h_(layer);
  EXPECT_EQ(kiln_tensor_eval(&layer, 1), KILN_STATUS_NON_FINITE);
  EXPECT_NE(std::string(kiln_last_error()).find("layer_norm produced"), std::string::npos) << kiln_last_error();
  // Causal with Lq (2) > Lk (1): the first query sees no key, NaN.
  kiln_tensor q = h_(make_f32({1, 2}, {1, 1, 2, 1})), k = h_(make_f32({3}, {1, 1, 1, 1}));
  kiln_tensor att = nullptr;
  KILN_ASSERT_OK(kiln_scaled_dot_product_attention(q, k, k, 1.0, nullptr, true, &att));
  h_(att);
  EXPECT_EQ(kiln_tensor_eval(&att, 1), KILN_STATUS_NON_FINITE);
  EXPECT_NE(std::string(kiln_last_error()).find("scaled_dot_product_attention produced"), std::string::npos)
      << kiln_last_error();
  // Finite results pass (and the same NaN goes through with the check off).
  kiln_tensor fine = nullptr;
  KILN_ASSERT_OK(kiln_rms_norm(zeros, nullptr, 1.0, &fine));
  h_(fine);
  KILN_EXPECT_OK(kiln_tensor_eval(&fine, 1));
  KILN_ASSERT_OK(kiln_debug_set_flags(0));
  kiln_tensor unchecked = nullptr;
  KILN_ASSERT_OK(kiln_scaled_dot_product_attention(q, k, k, 1.0, nullptr, true, &unchecked));
  std::vector<float> out = read_f32(h_(unchecked));
  ASSERT_EQ(out.size(), 2u);
  EXPECT_TRUE(std::isnan(out[0]));
  EXPECT_FLOAT_EQ(out[1], 3.0f);
}

}  // namespace
