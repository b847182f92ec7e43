// The one size rule (core/shape.h: check_shape for shapes, checked_count for counts) at the C
// boundary, and issue 46's two defects: random_permutation's n past INT64_MAX / 2 overflowed a
// signed multiplication instead of being refused, and random_bits refused the empty shape
// (0, INT64_MAX) as "more than 2^56 elements".
#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

kiln_tensor make_key(Handles& h) {
  const uint32_t words[] = {0, 42};
  const int64_t shape[] = {2};
  kiln_tensor key = nullptr;
  EXPECT_EQ(kiln_tensor_create(words, KILN_DTYPE_UINT32, shape, 1, test_device(), &key), KILN_STATUS_OK) << kiln_last_error();
  return h(key);
}

// The call is refused with INVALID_ARGUMENT, leaves no tensor and names the limit it broke.
void expect_refused(kiln_status status, kiln_tensor out, const char* limit) {
  EXPECT_EQ(status, KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(out, nullptr);
  EXPECT_NE(std::string(kiln_last_error()).find(limit), std::string::npos) << kiln_last_error();
}

TEST(SizeRule, RandomPermutationRefusesCountsPastTheLimit) {
  Handles h;
  kiln_tensor key = make_key(h);
  for (int64_t n : {INT64_MAX, INT64_MAX / 2 + 1, int64_t{1} << 62, (int64_t{1} << 56) + 1}) {
    SCOPED_TRACE(n);
    kiln_tensor out = nullptr;
    expect_refused(kiln_random_permutation(key, n, &out), out, "2^56");
  }
  kiln_tensor out = nullptr;
  expect_refused(kiln_random_permutation(key, -1, &out), out, "negative");
  // Sizes under the limit still give a permutation of 0..n-1.
  KILN_ASSERT_OK(kiln_random_permutation(key, 7, &out));
  h(out);
  std::vector<int64_t> values(7);
  KILN_ASSERT_OK(kiln_tensor_read(out, values.data(), values.size() * sizeof(int64_t)));
  std::vector<bool> seen(7, false);
  for (int64_t v : values) {
    ASSERT_TRUE(v >= 0 && v < 7) << v;
    EXPECT_FALSE(seen[static_cast<size_t>(v)]) << v << " twice";
    seen[static_cast<size_t>(v)] = true;
  }
  KILN_ASSERT_OK(kiln_random_permutation(key, 0, &out));
  h(out);
  int64_t size = -1;
  KILN_ASSERT_OK(kiln_tensor_size(out, &size));
  EXPECT_EQ(size, 0);
}

TEST(SizeRule, EmptyShapesAreAcceptedWhereverTheShapeIsValid) {
  Handles h;
  kiln_tensor key = make_key(h);
  const int64_t empty[] = {0, INT64_MAX};
  for (kiln_dtype dtype : {KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64}) {
    SCOPED_TRACE(dtype);
    kiln_tensor bits = nullptr;
    KILN_ASSERT_OK(kiln_random_bits(key, empty, 2, dtype, &bits));
    h(bits);
    KILN_ASSERT_OK(kiln_tensor_eval(&bits, 1));
    int64_t size = -1, shape[2] = {-1, -1};
    KILN_ASSERT_OK(kiln_tensor_size(bits, &size));
    KILN_ASSERT_OK(kiln_tensor_shape(bits, shape, 2));
    EXPECT_EQ(size, 0);
    EXPECT_EQ(shape[0], 0);
    EXPECT_EQ(shape[1], INT64_MAX);
  }
  kiln_tensor u = nullptr, z = nullptr;
  KILN_ASSERT_OK(kiln_random_uniform(key, empty, 2, 0.0, 1.0, KILN_DTYPE_FLOAT32, &u));
  h(u);
  KILN_ASSERT_OK(kiln_zeros(empty, 2, KILN_DTYPE_FLOAT64, test_device(), &z));
  h(z);
  KILN_ASSERT_OK(kiln_tensor_eval(&z, 1));
  // Still refused: extents that multiply past INT64_MAX even with the zero (no strides exist for
  // them), and non-empty shapes past 2^56 elements.
  const int64_t overflowing[] = {0, INT64_MAX, 2};
  const int64_t huge[] = {(int64_t{1} << 56) + 1};
  kiln_tensor out = nullptr;
  expect_refused(kiln_random_bits(key, overflowing, 3, KILN_DTYPE_UINT32, &out), out, "2^63");
  expect_refused(kiln_random_bits(key, huge, 1, KILN_DTYPE_UINT64, &out), out, "2^56");
  expect_refused(kiln_zeros(huge, 1, KILN_DTYPE_UINT8, test_device(), &out), out, "2^56");
}

// Every op that takes a count or extents applies the same rule, with the same words.
TEST(SizeRule, CountsShareTheShapeRule) {
  kiln_device d = test_device();
  kiln_tensor out = nullptr;
  expect_refused(kiln_eye(-1, 3, 0, KILN_DTYPE_FLOAT32, d, &out), out, "negative");
  expect_refused(kiln_eye(3, int64_t{1} << 60, 0, KILN_DTYPE_FLOAT32, d, &out), out, "2^56");
  expect_refused(kiln_arange(0.0, 0x1p70, 1.0, KILN_DTYPE_FLOAT32, d, &out), out, "2^56");
  expect_refused(kiln_arange(0.0, 0x1p57, 1.0, KILN_DTYPE_FLOAT32, d, &out), out, "2^56");
  KILN_ASSERT_OK(kiln_eye(0, INT64_MAX, 0, KILN_DTYPE_FLOAT32, d, &out));  // empty: valid
  int64_t size = -1;
  KILN_EXPECT_OK(kiln_tensor_size(out, &size));
  EXPECT_EQ(size, 0);
  KILN_EXPECT_OK(kiln_tensor_release(out));
}

}  // namespace
