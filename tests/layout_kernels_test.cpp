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

// A matmul whose A is a transposed view, large enough that Vulkan copies A row-major through the
// transpose kernel and runs the tiled kernel: x^T g as a gradient computes it, plain and batched
// (A broadcast over the batch, and A batched), against float64 host products.
TEST(LayoutKernels, MatmulOfATransposedOperand) {
  struct Case {
    std::vector<int64_t> a_stored;  // A is the transpose of its last two axes
    int64_t n;
    int64_t batch;  // of B and the output
  };
  for (const Case& c : {Case{{320, 256}, 256, 1}, Case{{1, 256, 256}, 256, 2}, Case{{2, 256, 256}, 256, 2}}) {
    Handles h;
    const size_t r = c.a_stored.size();
    const int64_t k = c.a_stored[r - 2], m = c.a_stored[r - 1];
    const int64_t a_batch = r == 3 ? c.a_stored[0] : 1;
    std::vector<float> a_host(static_cast<size_t>(a_batch * k * m)), b_host(static_cast<size_t>(c.batch * k * c.n));
    for (size_t i = 0; i < a_host.size(); ++i) a_host[i] = static_cast<float>((i * 37) % 101) / 101.0f - 0.5f;
    for (size_t i = 0; i < b_host.size(); ++i) b_host[i] = static_cast<float>((i * 53) % 97) / 97.0f - 0.5f;
    kiln_tensor stored = h(make_f32(a_host, c.a_stored)), a = nullptr, b = nullptr, y = nullptr;
    const int64_t perm2[] = {1, 0}, perm3[] = {0, 2, 1};
    KILN_ASSERT_OK(kiln_transpose(stored, r == 3 ? perm3 : perm2, r, &a));
    h(a);
    std::vector<int64_t> b_shape = r == 3 ? std::vector<int64_t>{c.batch, k, c.n} : std::vector<int64_t>{k, c.n};
    b = h(make_f32(b_host, b_shape));
    KILN_ASSERT_OK(kiln_matmul(a, b, &y));
    h(y);
    std::vector<float> got = read_f32(y);
    ASSERT_EQ(got.size(), static_cast<size_t>(c.batch * m * c.n));
    double worst = 0;
    for (int64_t bi = 0; bi < c.batch; ++bi) {
      const float* ab = a_host.data() + (a_batch == 1 ? 0 : bi * k * m);
      const float* bb = b_host.data() + bi * k * c.n;
      for (int64_t i = 0; i < m; ++i) {
        for (int64_t j = 0; j < c.n; ++j) {
          double want = 0, mag = 0;
          for (int64_t t = 0; t < k; ++t) {
            want += double(ab[t * m + i]) * bb[t * c.n + j];  // A[i, t] is stored at [t, i]
            mag += std::fabs(double(ab[t * m + i]) * bb[t * c.n + j]);
          }
          worst = std::max(worst, std::fabs(got[(bi * m + i) * c.n + j] - want) / (mag + 1e-30));
        }
      }
    }
    EXPECT_LT(worst, 1e-5) << "A stored as " << c.a_stored.size() << "-d, batch " << c.batch;
  }
}
