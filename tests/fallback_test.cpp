// Fallbacks: ops a device has no kernel for run on the CPU and agree with the CPU's own result;
// the policy can forbid them; the support query and the fallback list agree with each other.
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "op_table.gen.h"
#include "test_support.h"

namespace {

class Fallback : public ::testing::Test {
 protected:
  void SetUp() override {
    KILN_ASSERT_OK(kiln_fallback_get_policy(&saved_));
    cpu_ = cpu_device();
  }
  void TearDown() override { KILN_EXPECT_OK(kiln_fallback_set_policy(saved_)); }

  kiln_tensor f64(const std::vector<double>& values, const std::vector<int64_t>& shape, kiln_device device) {
    kiln_tensor t = nullptr;
    EXPECT_EQ(kiln_tensor_create(values.data(), KILN_DTYPE_FLOAT64, shape.data(), shape.size(), device, &t),
              KILN_STATUS_OK);
    return h_(t);
  }
  std::vector<double> read_f64(kiln_tensor t) {
    int64_t n = 0;
    EXPECT_EQ(kiln_tensor_size(t, &n), KILN_STATUS_OK);
    std::vector<double> out(static_cast<size_t>(n));
    EXPECT_EQ(kiln_tensor_read(t, out.data(), out.size() * 8), KILN_STATUS_OK) << kiln_last_error();
    return out;
  }
  // exp(transpose(x) * 2) + 1, summed over axis 0: a fallback node between native ones, fed by
  // a non-contiguous view.
  std::vector<double> chain(kiln_device device) {
    kiln_tensor x = f64({0.1, -0.2, 0.3, 0.4, -0.5, 0.6}, {2, 3}, device);
    kiln_tensor two = f64({2}, {}, device), one = f64({1}, {}, device);
    kiln_tensor t = nullptr, scaled = nullptr, e = nullptr, shifted = nullptr, s = nullptr, p = nullptr;
    EXPECT_EQ(kiln_transpose(x, nullptr, 0, &t), KILN_STATUS_OK);
    EXPECT_EQ(kiln_multiply(h_(t), two, &scaled), KILN_STATUS_OK);
    EXPECT_EQ(kiln_exp(h_(scaled), &e), KILN_STATUS_OK);
    EXPECT_EQ(kiln_power(h_(e), two, &p), KILN_STATUS_OK);
    EXPECT_EQ(kiln_add(h_(p), one, &shifted), KILN_STATUS_OK);
    int64_t axis = 1;
    EXPECT_EQ(kiln_sum(h_(shifted), &axis, 1, false, &s), KILN_STATUS_OK);
    return read_f64(h_(s));
  }
  Handles h_;
  kiln_fallback_policy saved_ = KILN_FALLBACK_ALLOW;
  kiln_device cpu_ = nullptr;
};

TEST_F(Fallback, ResultsMatchTheCpu) {
  std::vector<double> here = chain(test_device()), reference = chain(cpu_);
  ASSERT_EQ(here.size(), 3u);
  for (size_t i = 0; i < here.size(); ++i) EXPECT_DOUBLE_EQ(here[i], reference[i]) << i;
  // And against the formula.
  EXPECT_NEAR(here[0], std::exp(0.4) + std::exp(1.6) + 2, 1e-12);
}

TEST_F(Fallback, PolicyErrorRefusesWhatWouldFallBack) {
  kiln_device device = test_device();
  kiln_op_support support;
  KILN_ASSERT_OK(kiln_device_op_support(device, "exp", KILN_DTYPE_FLOAT64, &support));
  kiln_device_info info{};
  info.struct_size = sizeof info;
  KILN_ASSERT_OK(kiln_device_get_info(device, &info));
  const bool float64_kernels = (info.dtype_mask >> KILN_DTYPE_FLOAT64) & 1u;
  kiln_tensor x = f64({1, 2}, {2}, device), y = nullptr;  // made while fallbacks are allowed
  KILN_ASSERT_OK(kiln_fallback_set_policy(KILN_FALLBACK_ERROR));
  kiln_fallback_policy policy;
  KILN_ASSERT_OK(kiln_fallback_get_policy(&policy));
  EXPECT_EQ(policy, KILN_FALLBACK_ERROR);
  if (!float64_kernels) {
    // A device without float64 kernels refuses float64 ops when they are built.
    EXPECT_EQ(kiln_exp(x, &y), KILN_STATUS_UNSUPPORTED_DTYPE);
    EXPECT_NE(std::string(kiln_last_error()).find("fallbacks"), std::string::npos) << kiln_last_error();
    KILN_ASSERT_OK(kiln_fallback_set_policy(KILN_FALLBACK_ALLOW));
    KILN_ASSERT_OK(kiln_exp(x, &y));
    KILN_ASSERT_OK(kiln_fallback_set_policy(KILN_FALLBACK_ERROR));
  } else {
    KILN_ASSERT_OK(kiln_exp(x, &y));
  }
  h_(y);
  kiln_status status = kiln_tensor_eval(&y, 1);
  if (support == KILN_SUPPORT_FALLBACK) {
    EXPECT_EQ(status, KILN_STATUS_UNSUPPORTED);
    EXPECT_NE(std::string(kiln_last_error()).find("exp"), std::string::npos) << kiln_last_error();
    KILN_ASSERT_OK(kiln_fallback_set_policy(KILN_FALLBACK_ALLOW));
    KILN_EXPECT_OK(kiln_tensor_eval(&y, 1));  // the same graph, once fallbacks are allowed again
  } else {
    KILN_EXPECT_OK(status);
  }
  EXPECT_NEAR(read_f64(y)[1], std::exp(2.0), 1e-12);
  EXPECT_EQ(kiln_fallback_set_policy(static_cast<kiln_fallback_policy>(7)), KILN_STATUS_INVALID_ARGUMENT);
}

TEST_F(Fallback, SupportQueryAndListAgree) {
  kiln_device device = test_device();
  size_t count = 0;
  KILN_ASSERT_OK(kiln_device_fallback_count(device, &count));
  for (size_t i = 0; i < count; ++i) {
    const char* op = nullptr;
    kiln_dtype dtype;
    KILN_ASSERT_OK(kiln_device_fallback_get(device, i, &op, &dtype));
    kiln_op_support support;
    KILN_ASSERT_OK(kiln_device_op_support(device, op, dtype, &support));
    EXPECT_EQ(support, KILN_SUPPORT_FALLBACK) << op << " " << dtype;
  }
  const char* op = nullptr;
  kiln_dtype dtype;
  EXPECT_EQ(kiln_device_fallback_get(device, count, &op, &dtype), KILN_STATUS_INDEX_OUT_OF_RANGE);
  size_t cpu_count = 1;
  KILN_ASSERT_OK(kiln_device_fallback_count(cpu_, &cpu_count));
  EXPECT_EQ(cpu_count, 0u) << "the CPU runs everything itself";

  kiln_op_support support;
  KILN_ASSERT_OK(kiln_device_op_support(device, "add", KILN_DTYPE_FLOAT32, &support));
  EXPECT_EQ(support, KILN_SUPPORT_NATIVE);
  KILN_ASSERT_OK(kiln_device_op_support(device, "bitwise_and", KILN_DTYPE_FLOAT32, &support));
  EXPECT_EQ(support, KILN_SUPPORT_NONE);
  KILN_ASSERT_OK(kiln_device_op_support(cpu_, "exp", KILN_DTYPE_FLOAT64, &support));
  EXPECT_EQ(support, KILN_SUPPORT_NATIVE);
  EXPECT_EQ(kiln_device_op_support(device, "no_such_op", KILN_DTYPE_FLOAT32, &support), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_device_op_support(device, "add", static_cast<kiln_dtype>(99), &support), KILN_STATUS_INVALID_ARGUMENT);
}

// The support query knows every op of the table (abi/ops.json), not a hand list: float32 and
// int32 inputs run natively on the CPU whenever the op takes them, and each op takes one of them.
TEST_F(Fallback, SupportQueryCoversEveryOp) {
  kiln_device device = test_device();
  for (const kiln_test::OpEntry& op : kiln_test::kAllOps) {
    bool accepted = false;
    for (kiln_dtype dtype : {KILN_DTYPE_FLOAT32, KILN_DTYPE_INT32}) {
      kiln_op_support on_cpu, on_device;
      KILN_ASSERT_OK(kiln_device_op_support(cpu_, op.name, dtype, &on_cpu)) << op.name;
      KILN_ASSERT_OK(kiln_device_op_support(device, op.name, dtype, &on_device)) << op.name;
      EXPECT_NE(on_cpu, KILN_SUPPORT_FALLBACK) << op.name << ": the CPU has no one to fall back to";
      EXPECT_EQ(on_cpu == KILN_SUPPORT_NONE, on_device == KILN_SUPPORT_NONE) << op.name << ": devices disagree";
      accepted = accepted || on_cpu == KILN_SUPPORT_NATIVE;
    }
    EXPECT_TRUE(accepted) << op.name << " takes neither float32 nor int32";
  }
}

}  // namespace
