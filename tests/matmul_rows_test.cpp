// Products of a few rows (a decoder's step: [1, 768] @ [768, 2304], the tied embedding's
// [1, 768] @ wte^T), which Vulkan runs through matmul_rows.comp (matmul_choice.h's
// choose_rows_kernel): against a float64 host product of the same (rounded) inputs, for float32,
// float16 and bfloat16, B stored row-major and as a transposed view, strided A, batches with a
// broadcast B, partial column runs, K split across workgroups; with a bias + activation epilogue fused into the store (one
// step on Vulkan) and unfused where N is not a multiple of 4. The same cases run on the CPU.
#include <cmath>
#include <string>
#include <vector>

#include "fusion_support.h"

namespace {

using namespace fusion_support;

// An evaluated tensor of `dtype` and its values as that dtype holds them (rounded), as float.
struct Operand {
  kiln_tensor tensor = nullptr;
  std::vector<float> held;
};

Operand operand(kiln_dtype dtype, const std::vector<int64_t>& shape, int seed, Handles& h) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  Operand o;
  o.tensor = cast(h(make_f32(small_values(n, seed), shape)), dtype, h);
  EXPECT_EQ(kiln_tensor_eval(&o.tensor, 1), KILN_STATUS_OK) << kiln_last_error();
  o.held = read_f32(cast(o.tensor, KILN_DTYPE_FLOAT32, h));
  return o;
}

std::vector<kiln_dtype> dtypes() {
  std::vector<kiln_dtype> out = {KILN_DTYPE_FLOAT32};
  for (kiln_dtype d : {KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16}) {
    if (device_has(d)) out.push_back(d);
  }
  return out;
}

// The result's rounding (its dtype's half ulp, relative) plus float32 accumulation over K.
double tolerance(kiln_dtype dtype, double want, int64_t k) {
  const double unit = dtype == KILN_DTYPE_FLOAT16 ? 1.0 / 1024 : dtype == KILN_DTYPE_BFLOAT16 ? 1.0 / 128 : 1e-6;
  return unit * std::fabs(want) + 1e-6 * std::sqrt(static_cast<double>(k)) + 1e-7;
}

kiln_tensor permute(kiln_tensor a, std::vector<int64_t> axes, Handles& h) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(kiln_transpose(a, axes.data(), axes.size(), &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

struct Case {
  int64_t batch, m, k, n;
  bool b_transposed;  // B a transposed view of an N x K matrix
  bool a_transposed;  // A a transposed view of a K x M matrix
};

std::string name(const Case& c) {
  return std::to_string(c.batch) + "x" + std::to_string(c.m) + "x" + std::to_string(c.k) + "x" + std::to_string(c.n) +
         (c.b_transposed ? " B^T" : "") + (c.a_transposed ? " A^T" : "");
}

// A [batch, m, k] @ B [1, k, n] (B broadcast over the batch), against the host.
void check_product(kiln_dtype dtype, const Case& c) {
  SCOPED_TRACE(name(c) + " dtype " + std::to_string(dtype));
  Handles h;
  const int64_t batch = c.batch, m = c.m, k = c.k, n = c.n;
  Operand a = c.a_transposed ? operand(dtype, {batch, k, m}, 1, h) : operand(dtype, {batch, m, k}, 1, h);
  Operand b = c.b_transposed ? operand(dtype, {1, n, k}, 2, h) : operand(dtype, {1, k, n}, 2, h);
  kiln_tensor a_view = c.a_transposed ? permute(a.tensor, {0, 2, 1}, h) : a.tensor;
  kiln_tensor b_view = c.b_transposed ? permute(b.tensor, {0, 2, 1}, h) : b.tensor;
  kiln_tensor product = op2(kiln_matmul, a_view, b_view, h);
  std::vector<float> got = read_f32(cast(product, KILN_DTYPE_FLOAT32, h));
  ASSERT_EQ(got.size(), static_cast<size_t>(batch * m * n));
  for (int64_t e = 0; e < batch; ++e) {
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        double want = 0;
        for (int64_t p = 0; p < k; ++p) {
          const double x = c.a_transposed ? a.held[(e * k + p) * m + i] : a.held[(e * m + i) * k + p];
          const double y = c.b_transposed ? b.held[j * k + p] : b.held[p * n + j];
          want += x * y;
        }
        const size_t at = static_cast<size_t>((e * m + i) * n + j);
        ASSERT_NEAR(got[at], want, tolerance(dtype, want, k)) << "batch " << e << " row " << i << " column " << j;
      }
    }
  }
}

TEST(MatmulRows, FewRowProductsMatchTheHost) {
  const std::vector<Case> cases = {
      {1, 1, 768, 512, false, false},  {1, 1, 768, 512, true, false},   {1, 4, 96, 1000, false, false},
      {1, 3, 96, 1000, true, false},   {1, 2, 1, 514, false, false},    {1, 2, 7, 514, true, false},
      {2, 1, 40, 300, false, true},    {3, 4, 33, 250, true, true},     {1, 5, 24, 600, false, false},
      {1, 2, 96, 1001, true, false},  // B stored N x K: vectors along K, a partial last run
      {1, 1, 3072, 768, false, false},  // 24 workgroups: K split 8 ways (the last split shorter)
      {2, 3, 1030, 500, true, false},   // batched splits, B stored N x K
      {1, 2, 777, 600, false, true},    // split with one-element loads (A transposed)
      {1, 1, 16, 40, false, false},  // too few columns for the kernel: the others run it
  };
  for (kiln_dtype dtype : dtypes()) {
    for (const Case& c : cases) check_product(dtype, c);
  }
}

// gelu(x @ W + b) with x one row (a decoder's MLP): fused equals unfused, one step on Vulkan where
// N % 4 == 0 (the epilogue in the few-row kernel's store, float16 and bfloat16 too), and the values
// match the host's.
void check_bias_gelu(kiln_dtype dtype, int64_t k, int64_t n, bool b_transposed, bool fused_on_vulkan) {
  SCOPED_TRACE("1x" + std::to_string(k) + "x" + std::to_string(n) + (b_transposed ? " B^T" : "") + " dtype " +
               std::to_string(dtype));
  Graph graph = [=](Handles& h) {
    Handles tmp;
    Operand x = operand(dtype, {1, k}, 1, tmp), w = operand(dtype, b_transposed ? std::vector<int64_t>{n, k}
                                                                                 : std::vector<int64_t>{k, n}, 2, tmp);
    Operand bias = operand(dtype, {n}, 3, tmp);
    kiln_tensor weights = b_transposed ? transpose(w.tensor, tmp) : w.tensor;
    return std::vector<kiln_tensor>{op1(kiln_gelu, op2(kiln_add, op2(kiln_matmul, x.tensor, weights, tmp), bias.tensor, tmp), h)};
  };
  FusionCount count = expect_fused_equals_unfused(graph);
  if (!is_cpu(test_device()) && fused_on_vulkan) {
    EXPECT_EQ(count.steps, 1);
  }
  Handles h;
  Operand x = operand(dtype, {1, k}, 1, h), w = operand(dtype, b_transposed ? std::vector<int64_t>{n, k}
                                                                             : std::vector<int64_t>{k, n}, 2, h);
  Operand bias = operand(dtype, {n}, 3, h);
  std::vector<float> got = read_f32(cast(graph(h)[0], KILN_DTYPE_FLOAT32, h));
  ASSERT_EQ(got.size(), static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) {
    double pre = 0;
    for (int64_t p = 0; p < k; ++p) pre += double(x.held[p]) * (b_transposed ? w.held[j * k + p] : w.held[p * n + j]);
    // The sum is rounded to the dtype before gelu only where the graph runs unfused; allow it.
    pre += bias.held[j];
    const double want = 0.5 * pre * (1 + std::erf(pre / std::sqrt(2.0)));
    ASSERT_NEAR(got[j], want, 2 * tolerance(dtype, std::fabs(pre) + 1, k)) << "column " << j;
  }
}

TEST(MatmulRows, BiasAndGeluRunInTheStore) {
  for (kiln_dtype dtype : dtypes()) {
    check_bias_gelu(dtype, 256, 1024, false, true);
    check_bias_gelu(dtype, 256, 1024, true, true);
    check_bias_gelu(dtype, 64, 1026, false, false);  // N % 4 != 0: the epilogue after the product
    check_bias_gelu(dtype, 2048, 768, false, true);  // K split: the last split to arrive runs the epilogue
  }
}

}  // namespace
