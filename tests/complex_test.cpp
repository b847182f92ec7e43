// complex64 / complex128 through the C API, beyond the NumPy fixtures (complex_fixtures.py): sizes,
// kiln_full, weak scalars, transfers between devices, what kiln_device_op_support answers, the
// refusals' messages, and the bitcast between a complex tensor and its float pairs; on the device
// under test.
#include <complex>
#include <cstring>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

using c64 = std::complex<float>;

class Complex : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!device_has(KILN_DTYPE_COMPLEX64)) GTEST_SKIP() << "the device has no complex64";
  }
  kiln_tensor make(const std::vector<c64>& values, const std::vector<int64_t>& shape) {
    kiln_tensor t = nullptr;
    EXPECT_EQ(kiln_tensor_create(values.data(), KILN_DTYPE_COMPLEX64, shape.data(), shape.size(), test_device(), &t),
              KILN_STATUS_OK)
        << kiln_last_error();
    return h_(t);
  }
  std::vector<c64> read(kiln_tensor t) {
    size_t nbytes = 0;
    EXPECT_EQ(kiln_tensor_nbytes(t, &nbytes), KILN_STATUS_OK);
    std::vector<c64> out(nbytes / sizeof(c64));
    EXPECT_EQ(kiln_tensor_read(t, out.data(), nbytes), KILN_STATUS_OK) << kiln_last_error();
    return out;
  }
  Handles h_;
};

TEST_F(Complex, SizesAndNames) {
  size_t size = 0;
  KILN_ASSERT_OK(kiln_dtype_size(KILN_DTYPE_COMPLEX64, &size));
  EXPECT_EQ(size, 8u);
  KILN_ASSERT_OK(kiln_dtype_size(KILN_DTYPE_COMPLEX128, &size));
  EXPECT_EQ(size, 16u);
  EXPECT_EQ(kiln_dtype_size(static_cast<kiln_dtype>(21), &size), KILN_STATUS_INVALID_ARGUMENT);  // past the last
}

TEST_F(Complex, FullAndWeakScalarsTakeTheComplexDtype) {
  const int64_t shape[] = {2};
  kiln_tensor ones = nullptr, weak = nullptr, sum = nullptr;
  KILN_ASSERT_OK(kiln_full(shape, 1, 1.5, KILN_DTYPE_COMPLEX64, test_device(), &ones));
  h_(ones);
  EXPECT_EQ(read(ones), (std::vector<c64>{{1.5f, 0}, {1.5f, 0}}));
  KILN_ASSERT_OK(kiln_weak_scalar_float(0.25, test_device(), &weak));
  h_(weak);
  kiln_tensor z = make({{1, 2}, {3, -4}}, {2});
  KILN_ASSERT_OK(kiln_add(z, weak, &sum));
  h_(sum);
  kiln_dtype dt;
  KILN_ASSERT_OK(kiln_tensor_dtype(sum, &dt));
  EXPECT_EQ(dt, KILN_DTYPE_COMPLEX64);
  EXPECT_EQ(read(sum), (std::vector<c64>{{1.25f, 2}, {3.25f, -4}}));
}

TEST_F(Complex, BitcastsToAndFromFloatPairs) {
  kiln_tensor z = make({{1, 2}, {3, -4}}, {2});
  kiln_tensor pairs = nullptr, back = nullptr;
  KILN_ASSERT_OK(kiln_bitcast(z, KILN_DTYPE_FLOAT32, &pairs));
  h_(pairs);
  EXPECT_EQ(read_f32(pairs), (std::vector<float>{1, 2, 3, -4}));
  KILN_ASSERT_OK(kiln_bitcast(pairs, KILN_DTYPE_COMPLEX64, &back));
  h_(back);
  EXPECT_EQ(read(back), (std::vector<c64>{{1, 2}, {3, -4}}));
}

TEST_F(Complex, MovesBetweenDevices) {
  kiln_tensor z = make({{1, 2}, {3, -4}, {5, 6}}, {3});
  kiln_tensor flipped = nullptr, on_cpu = nullptr;
  KILN_ASSERT_OK(kiln_flip(z, nullptr, 0, &flipped));
  h_(flipped);
  KILN_ASSERT_OK(kiln_tensor_to_device(flipped, cpu_device(), &on_cpu));
  h_(on_cpu);
  EXPECT_EQ(read(on_cpu), (std::vector<c64>{{5, 6}, {3, -4}, {1, 2}}));
}

TEST_F(Complex, UndefinedOpsNameTheDtype) {
  kiln_tensor z = make({{1, 2}}, {1}), out = nullptr;
  EXPECT_EQ(kiln_floor(z, &out), KILN_STATUS_UNSUPPORTED_DTYPE);
  EXPECT_EQ(out, nullptr);
  EXPECT_NE(std::string(kiln_last_error()).find("floor is not defined for complex64"), std::string::npos)
      << kiln_last_error();
  EXPECT_EQ(kiln_less(z, z, &out), KILN_STATUS_UNSUPPORTED_DTYPE);
  EXPECT_EQ(kiln_astype(z, KILN_DTYPE_FLOAT32, &out), KILN_STATUS_UNSUPPORTED_DTYPE);
  EXPECT_NE(std::string(kiln_last_error()).find("kiln_real"), std::string::npos) << kiln_last_error();
  int64_t axis = 0;
  EXPECT_EQ(kiln_cumulative_max(z, axis, false, &out), KILN_STATUS_UNSUPPORTED_DTYPE);
  EXPECT_EQ(kiln_sort(z, axis, false, &out), KILN_STATUS_UNSUPPORTED_DTYPE);
  EXPECT_EQ(out, nullptr);
}

TEST_F(Complex, OpSupportFollowsTheFloatParts) {
  kiln_op_support s;
  KILN_ASSERT_OK(kiln_device_op_support(test_device(), "exp", KILN_DTYPE_COMPLEX64, &s));
  EXPECT_EQ(s, KILN_SUPPORT_NATIVE);
  KILN_ASSERT_OK(kiln_device_op_support(test_device(), "matmul", KILN_DTYPE_COMPLEX64, &s));
  EXPECT_EQ(s, KILN_SUPPORT_NATIVE);
  KILN_ASSERT_OK(kiln_device_op_support(test_device(), "maximum", KILN_DTYPE_COMPLEX64, &s));
  EXPECT_EQ(s, KILN_SUPPORT_NONE);
  KILN_ASSERT_OK(kiln_device_op_support(test_device(), "real", KILN_DTYPE_COMPLEX128, &s));
  EXPECT_NE(s, KILN_SUPPORT_NONE);  // native where the device has float64, else through the CPU
}

}  // namespace
