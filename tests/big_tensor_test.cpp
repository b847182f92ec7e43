// Tensors larger than lavapipe's 128 MiB maxStorageBufferRange must still be computed right.
#include <algorithm>
#include <cstdlib>
#include <string>

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

// take_along_axis reading, and indexed_add / indexed_put copying and writing, beyond 128 MiB.
TEST(BigTensor, GatherAndScatterBeyond128MiB) {
  const int64_t n = 40 * 1024 * 1024 + 3;  // 160 MiB of int32
  kiln_device d = test_device();
  Handles h;
  kiln_tensor x, reversed, gathered, rows, values, added, put, a, b, c;
  KILN_ASSERT_OK(kiln_arange(0, double(n), 1, KILN_DTYPE_INT32, d, &x));
  h(x);
  KILN_ASSERT_OK(kiln_arange(double(n - 1), -1, -1, KILN_DTYPE_INT64, d, &reversed));
  h(reversed);
  KILN_ASSERT_OK(kiln_take_along_axis(x, reversed, 0, &gathered));  // gathered[i] = n - 1 - i
  h(gathered);
  const int64_t row_data[] = {0, n - 1, 0}, row_shape[] = {3, 1}, value_shape[] = {3};
  const int32_t value_data[] = {1, 2, 3};
  KILN_ASSERT_OK(kiln_tensor_create(row_data, KILN_DTYPE_INT64, row_shape, 2, d, &rows));
  h(rows);
  KILN_ASSERT_OK(kiln_tensor_create(value_data, KILN_DTYPE_INT32, value_shape, 1, d, &values));
  h(values);
  KILN_ASSERT_OK(kiln_indexed_add(x, rows, values, nullptr, 0, &added));
  h(added);
  KILN_ASSERT_OK(kiln_indexed_put(x, rows, values, nullptr, 0, &put));
  h(put);
  const int64_t start[] = {n - 2}, stop[] = {INT64_MAX}, head_start[] = {0}, head_stop[] = {2};
  KILN_ASSERT_OK(kiln_slice(gathered, start, stop, nullptr, 1, &a));
  h(a);
  KILN_ASSERT_OK(kiln_slice(added, start, stop, nullptr, 1, &b));
  h(b);
  KILN_ASSERT_OK(kiln_slice(put, head_start, head_stop, nullptr, 1, &c));
  h(c);
  kiln_tensor roots[] = {a, b, c};
  KILN_ASSERT_OK(kiln_tensor_eval(roots, 3));
  int32_t got[2];
  KILN_ASSERT_OK(kiln_tensor_read(a, got, sizeof got));
  EXPECT_EQ(got[0], 1);
  EXPECT_EQ(got[1], 0);
  KILN_ASSERT_OK(kiln_tensor_read(b, got, sizeof got));
  EXPECT_EQ(got[0], n - 2);
  EXPECT_EQ(got[1], n - 1 + 2);
  KILN_ASSERT_OK(kiln_tensor_read(c, got, sizeof got));
  EXPECT_EQ(got[0], 3);  // the last update of row 0 wins
  EXPECT_EQ(got[1], 1);
}

// argsort of many rows, its positions beyond 128 MiB.
TEST(BigTensor, ArgsortBeyond128MiB) {
  const int64_t rows = 17000, len = 1024;  // 136 MiB of int64 positions
  kiln_device d = test_device();
  Handles h;
  kiln_tensor flat, x, order, tail;
  KILN_ASSERT_OK(kiln_arange(double(rows * len), 0, -1, KILN_DTYPE_INT32, d, &flat));  // descending
  h(flat);
  const int64_t shape[] = {rows, len};
  KILN_ASSERT_OK(kiln_reshape(flat, shape, 2, &x));
  h(x);
  KILN_ASSERT_OK(kiln_argsort(x, -1, false, &order));
  h(order);
  const int64_t start[] = {rows - 1, 0}, stop[] = {rows, 2};
  KILN_ASSERT_OK(kiln_slice(order, start, stop, nullptr, 2, &tail));
  h(tail);
  int64_t got[2];
  KILN_ASSERT_OK(kiln_tensor_read(tail, got, sizeof got));
  EXPECT_EQ(got[0], len - 1);
  EXPECT_EQ(got[1], len - 2);
}

// A convolution's patches beyond 128 MiB, and a product taller than one dispatch grid: with
// A float32 image [1, channels, side, side] of i % 7 (i its flat index: exact, counted in int32),
// and a [features, channels, taps, taps] kernel of ones; the handles go to `h`.
void sevens_and_ones(kiln_device d, Handles& h, int64_t channels, int64_t side, int64_t features, int64_t taps,
                     kiln_tensor* image, kiln_tensor* kernel) {
  kiln_tensor flat, seven, remainders, values;
  KILN_ASSERT_OK(kiln_arange(0, double(channels * side * side), 1, KILN_DTYPE_INT32, d, &flat));
  h(flat);
  KILN_ASSERT_OK(kiln_full(nullptr, 0, 7.0, KILN_DTYPE_INT32, d, &seven));
  h(seven);
  KILN_ASSERT_OK(kiln_remainder(flat, seven, &remainders));
  h(remainders);
  KILN_ASSERT_OK(kiln_astype(remainders, KILN_DTYPE_FLOAT32, &values));
  h(values);
  const int64_t image_shape[] = {1, channels, side, side}, kernel_shape[] = {features, channels, taps, taps};
  KILN_ASSERT_OK(kiln_reshape(values, image_shape, 4, image));
  h(*image);
  KILN_ASSERT_OK(kiln_ones(kernel_shape, 4, KILN_DTYPE_FLOAT32, d, kernel));
  h(*kernel);
}

// A zero-padded 3x3 box sum over the channels of sevens_and_ones' image into `features`
// identical features, evaluated and checked everywhere against the host's sums (exact: small
// integers).
void expect_box_sum_conv(int64_t channels, int64_t side, int64_t features) {
  kiln_device d = test_device();
  Handles h;
  kiln_tensor image, kernel, out;
  sevens_and_ones(d, h, channels, side, features, 3, &image, &kernel);
  const int64_t pad[] = {1, 1};
  KILN_ASSERT_OK(kiln_conv(image, kernel, nullptr, pad, pad, nullptr, nullptr, 2, 1, 1, &out));
  h(out);
  KILN_ASSERT_OK(kiln_tensor_eval(&out, 1));
  std::vector<float> got(static_cast<size_t>(features * side * side));
  KILN_ASSERT_OK(kiln_tensor_read(out, got.data(), got.size() * sizeof(float)));
  int64_t wrong = 0;
  for (int64_t r = 0; r < side; ++r) {
    for (int64_t c = 0; c < side; ++c) {
      int64_t sum = 0;
      for (int64_t ch = 0; ch < channels; ++ch) {
        for (int64_t rr = std::max<int64_t>(r - 1, 0); rr <= std::min(r + 1, side - 1); ++rr) {
          for (int64_t cc = std::max<int64_t>(c - 1, 0); cc <= std::min(c + 1, side - 1); ++cc) {
            sum += (ch * side * side + rr * side + cc) % 7;
          }
        }
      }
      for (int64_t o = 0; o < features; ++o) wrong += got[static_cast<size_t>((o * side + r) * side + c)] != float(sum);
    }
  }
  EXPECT_EQ(wrong, 0);
}

// KILN_CONV_PATCHES=always (ctest's vulkan_conv_patches and cpu_conv_patches; skipped elsewhere,
// where the conv kernels would run it, slowly on lavapipe) im2col writes 151 MB of patches (4M
// positions x 9 taps of float32) and the [4M, 9] @ [9, 1] product runs in bands of rows (65535
// tiles a dispatch): a 3x3 box sum over a 2048x2048 image of i % 7.
TEST(BigTensor, ConvPatchesBeyond128MiB) {
  const char* patches = std::getenv("KILN_CONV_PATCHES");
  if (!patches || std::string(patches) != "always") GTEST_SKIP() << "runs with KILN_CONV_PATCHES=always";
  expect_box_sum_conv(1, 2048, 1);
}

// KILN_CONV_WINOGRAD=always (ctest's vulkan_conv_winograd; skipped elsewhere, where lavapipe
// would take another path) runs a 3x3 convolution of a 144 MB image through Winograd's
// F(2x2, 3x3) (winograd_conv_ops.cpp): 2.25M tiles, two 576 MB plane stacks. A box sum over 4
// channels into 4 features, exact (the transforms' constants are multiples of 1/4).
TEST(BigTensor, WinogradConvBeyond128MiB) {
  const char* winograd = std::getenv("KILN_CONV_WINOGRAD");
  if (!winograd || std::string(winograd) != "always") GTEST_SKIP() << "runs with KILN_CONV_WINOGRAD=always";
  expect_box_sum_conv(4, 3000, 4);
}

// A float32 convolution with 64 features and channels a multiple of 8 runs as an implicit
// product on Vulkan (conv_gemm_ops.cpp): its 155 MB input copied channels-last and read by the
// product kernel. 1x1 taps with stride 2: out[o, r, c] = the sum over the channels of
// x[ch, 2r, 2c]. (An image of more than 2M positions would not fit the copy's grid and take
// conv.comp instead.)
TEST(BigTensor, ImplicitConvBeyond128MiB) {
  const int64_t side = 1100, channels = 32, features = 64, half = side / 2;
  kiln_device d = test_device();
  Handles h;
  kiln_tensor image, kernel, out;
  sevens_and_ones(d, h, channels, side, features, 1, &image, &kernel);
  const int64_t strides[] = {2, 2};
  KILN_ASSERT_OK(kiln_conv(image, kernel, strides, nullptr, nullptr, nullptr, nullptr, 2, 1, 1, &out));
  h(out);
  KILN_ASSERT_OK(kiln_tensor_eval(&out, 1));
  std::vector<float> got(static_cast<size_t>(features * half * half));
  KILN_ASSERT_OK(kiln_tensor_read(out, got.data(), got.size() * sizeof(float)));
  int64_t wrong = 0;
  for (int64_t r = 0; r < half; ++r) {
    for (int64_t c = 0; c < half; ++c) {
      int64_t sum = 0;
      for (int64_t ch = 0; ch < channels; ++ch) sum += (ch * side * side + 2 * r * side + 2 * c) % 7;
      for (int64_t o = 0; o < features; ++o) wrong += got[static_cast<size_t>((o * half + r) * half + c)] != float(sum);
    }
  }
  EXPECT_EQ(wrong, 0);
}
