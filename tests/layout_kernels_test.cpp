// Layout kernels against host references: copies of transposed (and flipped, batched) views,
// which take the tiled path on Vulkan, for every element size and edge shapes; reductions over
// outer, middle, inner and several axes, long enough to be split into chunks.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>

#include "test_support.h"

namespace {

// Row-major strides (in elements) of `shape`.
std::vector<int64_t> row_major(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) s[d - 1] = s[d] * shape[d];
  return s;
}

// Host reference of x.transpose(perm) made compact, for elements of `size` bytes.
std::vector<uint8_t> transposed(const std::vector<uint8_t>& x, const std::vector<int64_t>& shape,
                                const std::vector<int64_t>& perm, size_t size) {
  std::vector<int64_t> in_strides = row_major(shape), out_shape(perm.size());
  for (size_t d = 0; d < perm.size(); ++d) out_shape[d] = shape[perm[d]];
  const int64_t n = std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<int64_t>());
  std::vector<uint8_t> out(x.size());
  std::vector<int64_t> idx(perm.size(), 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t src = 0;
    for (size_t d = 0; d < perm.size(); ++d) src += idx[d] * in_strides[perm[d]];
    std::memcpy(&out[i * size], &x[src * size], size);
    for (size_t d = perm.size(); d-- > 0;) {
      if (++idx[d] < out_shape[d]) break;
      idx[d] = 0;
    }
  }
  return out;
}

struct CopyCase {
  std::vector<int64_t> shape, perm;
};

TEST(LayoutKernels, TransposedCopiesMatchTheHostForEveryElementSize) {
  const std::vector<CopyCase> cases = {
      {{7, 9}, {1, 0}},         {{64, 64}, {1, 0}},       {{33, 65}, {1, 0}},    {{1, 40}, {1, 0}},
      {{40, 1}, {1, 0}},        {{8, 300}, {1, 0}},       {{300, 8}, {1, 0}},    {{3, 33, 40}, {0, 2, 1}},
      {{33, 3, 40}, {2, 1, 0}}, {{5, 6, 7, 8}, {0, 1, 3, 2}}, {{2, 3, 50, 20}, {1, 0, 3, 2}},
      {{9, 70, 2}, {1, 0, 2}},
  };
  const std::vector<std::pair<kiln_dtype, size_t>> dtypes = {
      {KILN_DTYPE_UINT8, 1}, {KILN_DTYPE_INT16, 2}, {KILN_DTYPE_FLOAT32, 4}, {KILN_DTYPE_INT64, 8}};
  for (const auto& [dtype, size] : dtypes) {
    for (const CopyCase& c : cases) {
      Handles h;
      const int64_t n = std::accumulate(c.shape.begin(), c.shape.end(), int64_t{1}, std::multiplies<int64_t>());
      std::vector<uint8_t> data(static_cast<size_t>(n) * size);
      for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<uint8_t>(i * 131 + i / 7);
      if (dtype == KILN_DTYPE_FLOAT32) {  // finite floats, so that any bit pattern compares
        for (int64_t i = 0; i < n; ++i) {
          float f = static_cast<float>(i) * 0.25f - 7.0f;
          std::memcpy(&data[i * 4], &f, 4);
        }
      }
      kiln_tensor x = nullptr, t = nullptr, y = nullptr;
      KILN_ASSERT_OK(kiln_tensor_create(data.data(), dtype, c.shape.data(), c.shape.size(), test_device(), &x));
      h(x);
      KILN_ASSERT_OK(kiln_transpose(x, c.perm.data(), c.perm.size(), &t));
      h(t);
      KILN_ASSERT_OK(kiln_tensor_copy(t, &y));
      h(y);
      std::vector<uint8_t> got(data.size());
      KILN_ASSERT_OK(kiln_tensor_read(y, got.data(), got.size()));
      EXPECT_EQ(got, transposed(data, c.shape, c.perm, size)) << "dtype " << dtype << " shape[0] " << c.shape[0];
    }
  }
}

TEST(LayoutKernels, FlippedTransposedCopy) {
  Handles h;
  const int64_t rows = 40, cols = 37;
  std::vector<float> data(rows * cols);
  std::iota(data.begin(), data.end(), 0.0f);
  kiln_tensor x = h(make_f32(data, {rows, cols})), f = nullptr, t = nullptr, y = nullptr;
  const int64_t axis = 0, perm[2] = {1, 0};
  KILN_ASSERT_OK(kiln_flip(x, &axis, 1, &f));
  h(f);
  KILN_ASSERT_OK(kiln_transpose(f, perm, 2, &t));
  h(t);
  KILN_ASSERT_OK(kiln_tensor_copy(t, &y));
  h(y);
  std::vector<float> expect(data.size());
  for (int64_t c = 0; c < cols; ++c) {
    for (int64_t r = 0; r < rows; ++r) expect[c * rows + r] = data[(rows - 1 - r) * cols + c];
  }
  EXPECT_EQ(read_f32(y), expect);
}

// Sums (exact: small integers) and argmax over axes of a [a, b, c] tensor, against the host.
TEST(LayoutKernels, ReductionsOverAnyAxesMatchTheHost) {
  const std::vector<std::vector<int64_t>> shapes = {{300, 70, 3}, {2, 1000, 5}, {3, 4, 700}, {1, 513, 1}};
  const std::vector<std::vector<int64_t>> axes_sets = {{0}, {1}, {2}, {0, 2}, {0, 1}, {1, 2}, {0, 1, 2}};
  for (const auto& shape : shapes) {
    Handles h;
    const int64_t n = shape[0] * shape[1] * shape[2];
    std::vector<float> data(n);
    for (int64_t i = 0; i < n; ++i) data[i] = static_cast<float>((i * 37) % 23) - 11.0f;  // ties for argmax
    kiln_tensor x = h(make_f32(data, shape));
    for (const auto& axes : axes_sets) {
      std::vector<int64_t> kept_shape;
      for (int64_t d = 0; d < 3; ++d) {
        if (std::find(axes.begin(), axes.end(), d) == axes.end()) kept_shape.push_back(shape[d]);
      }
      const int64_t outs = std::accumulate(kept_shape.begin(), kept_shape.end(), int64_t{1}, std::multiplies<int64_t>());
      std::vector<float> sums(outs, 0.0f);
      std::vector<int64_t> idx(3);
      for (idx[0] = 0; idx[0] < shape[0]; ++idx[0]) {
        for (idx[1] = 0; idx[1] < shape[1]; ++idx[1]) {
          for (idx[2] = 0; idx[2] < shape[2]; ++idx[2]) {
            int64_t o = 0;
            for (int64_t d = 0; d < 3; ++d) {
              if (std::find(axes.begin(), axes.end(), d) == axes.end()) o = o * shape[d] + idx[d];
            }
            sums[o] += data[(idx[0] * shape[1] + idx[1]) * shape[2] + idx[2]];
          }
        }
      }
      kiln_tensor s = nullptr;
      KILN_ASSERT_OK(kiln_sum(x, axes.data(), axes.size(), false, &s));
      h(s);
      EXPECT_EQ(read_f32(s), sums) << "shape " << shape[0] << "x" << shape[1] << "x" << shape[2] << " axes "
                                   << axes.size() << " first " << axes[0];
    }
    // argmax along each single axis: the first index of the largest value.
    for (int64_t axis = 0; axis < 3; ++axis) {
      kiln_tensor a = nullptr;
      KILN_ASSERT_OK(kiln_argmax(x, &axis, 1, false, &a));
      h(a);
      int64_t count = 0;
      KILN_ASSERT_OK(kiln_tensor_size(a, &count));
      std::vector<int64_t> got(count);
      KILN_ASSERT_OK(kiln_tensor_read(a, got.data(), got.size() * 8));
      std::vector<int64_t> stride = row_major(shape);
      int64_t k = 0;
      for (int64_t i0 = 0; i0 < (axis == 0 ? 1 : shape[0]); ++i0) {
        for (int64_t i1 = 0; i1 < (axis == 1 ? 1 : shape[1]); ++i1) {
          for (int64_t i2 = 0; i2 < (axis == 2 ? 1 : shape[2]); ++i2, ++k) {
            int64_t best = 0;
            for (int64_t j = 0; j < shape[axis]; ++j) {
              int64_t base = i0 * stride[0] + i1 * stride[1] + i2 * stride[2];
              if (data[base + j * stride[axis]] > data[base + best * stride[axis]]) best = j;
            }
            ASSERT_EQ(got[k], best) << "axis " << axis << " output " << k;
          }
        }
      }
    }
  }
}

}  // namespace

// A x B against float64 host products, each operand made as a transposed view of stored data when
// asked, with A broadcast over B's batch when it has one matrix; in `dtype` (float32, or a half
// precision whose rounded operands the reference reads back), within `tolerance` of each output's
// sum of |terms|.
void check_matmul(int64_t batch, int64_t a_batch, int64_t m, int64_t k, int64_t n, bool transpose_a, bool transpose_b,
                  kiln_dtype dtype = KILN_DTYPE_FLOAT32, double tolerance = 1e-5) {
  Handles h;
  std::vector<float> a_host(static_cast<size_t>(a_batch * m * k)), b_host(static_cast<size_t>(batch * k * n));
  for (size_t i = 0; i < a_host.size(); ++i) a_host[i] = static_cast<float>((i * 37) % 101) / 101.0f - 0.5f;
  for (size_t i = 0; i < b_host.size(); ++i) b_host[i] = static_cast<float>((i * 53) % 97) / 97.0f - 0.5f;
  // Stored as [.., rows, cols] = [.., k, m] for a transposed A (element (i, t) at [t, i]).
  auto make = [&](std::vector<float>& data, int64_t bt, int64_t rows, int64_t cols, bool transposed) {
    std::vector<int64_t> stored = transposed ? std::vector<int64_t>{cols, rows} : std::vector<int64_t>{rows, cols};
    if (bt > 1 || batch > 1) stored.insert(stored.begin(), bt);
    kiln_tensor t = h(make_f32(data, stored)), view = nullptr;
    if (dtype != KILN_DTYPE_FLOAT32) {
      kiln_tensor narrow = nullptr, back = nullptr;
      EXPECT_EQ(kiln_astype(t, dtype, &narrow), KILN_STATUS_OK);
      EXPECT_EQ(kiln_astype(h(narrow), KILN_DTYPE_FLOAT32, &back), KILN_STATUS_OK);
      data = read_f32(h(back));  // the operand as the product reads it
      t = narrow;
    }
    if (!transposed) return t;
    const int64_t perm2[] = {1, 0}, perm3[] = {0, 2, 1};
    EXPECT_EQ(kiln_transpose(t, stored.size() == 3 ? perm3 : perm2, stored.size(), &view), KILN_STATUS_OK);
    return h(view);
  };
  kiln_tensor a = make(a_host, a_batch, m, k, transpose_a), b = make(b_host, batch, k, n, transpose_b), y = nullptr;
  ASSERT_EQ(kiln_matmul(a, b, &y), KILN_STATUS_OK) << kiln_last_error();
  h(y);
  if (dtype != KILN_DTYPE_FLOAT32) {
    kiln_tensor wide = nullptr;
    ASSERT_EQ(kiln_astype(y, KILN_DTYPE_FLOAT32, &wide), KILN_STATUS_OK);
    y = h(wide);
  }
  std::vector<float> got = read_f32(y);
  ASSERT_EQ(got.size(), static_cast<size_t>(batch * m * n));
  double worst = 0;
  for (int64_t bi = 0; bi < batch; ++bi) {
    const float* ab = a_host.data() + (a_batch == 1 ? 0 : bi * m * k);
    const float* bb = b_host.data() + bi * k * n;
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        double want = 0, mag = 0;
        for (int64_t t = 0; t < k; ++t) {
          const double x = transpose_a ? ab[t * m + i] : ab[i * k + t], w = transpose_b ? bb[j * k + t] : bb[t * n + j];
          want += x * w;
          mag += std::fabs(x * w);
        }
        worst = std::max(worst, std::fabs(got[(bi * m + i) * n + j] - want) / (mag + 1e-30));
      }
    }
  }
  EXPECT_LT(worst, tolerance) << batch << " x " << m << "x" << k << "x" << n << (transpose_a ? " A^T" : "")
                         << (transpose_b ? " B^T" : "");
}

// A large product whose A is a transposed view: Vulkan copies A row-major through the transpose
// kernel and runs the tiled kernel (x^T g, as a gradient computes it), plain and batched, A
// broadcast over the batch or batched itself.
TEST(LayoutKernels, MatmulOfATransposedOperand) {
  check_matmul(1, 1, 256, 320, 256, true, false);
  check_matmul(2, 1, 256, 256, 256, true, false);
  check_matmul(2, 2, 256, 256, 256, true, false);
}

// Products with few output tiles and a long K: Vulkan splits K into slices run as a batch and
// adds their partials (2 and 4 slices here), with B as stored or transposed, and after the
// transposed-A copy; and on the generic kernel (a layer of 10 outputs, its gradient through a
// transposed A, a K that only splits in two).
TEST(LayoutKernels, MatmulSplitOverK) {
  check_matmul(1, 1, 200, 1024, 192, false, false);
  check_matmul(1, 1, 256, 784, 256, false, false);
  check_matmul(1, 1, 130, 1024, 132, false, true);
  check_matmul(1, 1, 128, 1024, 256, true, false);
  check_matmul(1, 1, 256, 1024, 10, false, false);
  check_matmul(1, 1, 200, 1024, 10, true, false);
  check_matmul(1, 1, 64, 258, 3, false, true);
}

// Half-precision products with few tiles and a long K: on tensor cores they split K too (slices
// of float32 partials, added and rounded once), B as stored or transposed, each tile that splits
// (128x64 for few columns' tiles, 64x128 for at most 64 rows, 128x128); elsewhere the generic kernel.
TEST(LayoutKernels, HalfMatmulSplitOverK) {
  for (kiln_dtype dtype : {KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16}) {
    const double tolerance = dtype == KILN_DTYPE_FLOAT16 ? 2e-3 : 1.6e-2;  // the output's rounding, and a margin
    check_matmul(1, 1, 256, 1024, 256, false, false, dtype, tolerance);
    check_matmul(1, 1, 512, 1536, 128, false, false, dtype, tolerance);
    check_matmul(1, 1, 200, 1024, 192, false, true, dtype, tolerance);
    check_matmul(1, 1, 64, 2048, 512, false, true, dtype, tolerance);
    check_matmul(1, 1, 128, 2048, 256, false, false, dtype, tolerance);
  }
}
