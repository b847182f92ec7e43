// Tensors larger than lavapipe's 128 MiB maxStorageBufferRange must still be computed right.
#include "test_support.h"

TEST(BigTensor, ElementwiseReductionAndSliceBeyond128MiB) {
  const int64_t n = 40 * 1024 * 1024 + 3;  // 160 MiB of int32, not a multiple of any tile
  kiln_device d = test_device();
  Handles h;
  kiln_tensor x, one, y, tail, total;
  KILN_ASSERT_OK(kiln_arange(0, double(n), 1, KILN_DTYPE_INT32, d, &x));
  h(x);
  KILN_ASSERT_OK(kiln_ones(nullptr, 0, KILN_DTYPE_INT32, d, &one));
  h(one);
  KILN_ASSERT_OK(kiln_add(x, one, &y));  // y[i] = i + 1
  h(y);
  const int64_t start[] = {n - 5}, stop[] = {INT64_MAX};
  KILN_ASSERT_OK(kiln_slice(y, start, stop, nullptr, 1, &tail));
  h(tail);
  KILN_ASSERT_OK(kiln_sum(y, nullptr, 0, false, &total));
  h(total);
  kiln_tensor roots[] = {tail, total};
  KILN_ASSERT_OK(kiln_tensor_eval(roots, 2));
  int32_t last[5];
  KILN_ASSERT_OK(kiln_tensor_read(tail, last, sizeof last));
  for (int i = 0; i < 5; ++i) EXPECT_EQ(last[i], n - 4 + i);
  int64_t sum = 0;
  KILN_ASSERT_OK(kiln_tensor_read(total, &sum, sizeof sum));
  EXPECT_EQ(sum, n * (n + 1) / 2);
}
