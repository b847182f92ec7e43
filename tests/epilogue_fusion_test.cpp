// Matmul epilogues (core/fusion.h, FusedGroup::epilogue): an elementwise group that alone reads a
// matrix product runs in the product kernel's store on Vulkan (the tiled float32 kernel on every
// device, the tensor-core kernels for float16/bfloat16 where the device has them: the GPU
// machine), and as the product then its own kernel where that kernel takes no epilogue (K split,
// the generic kernel).
// Each graph gives the same bytes fused and unfused and matches a float64 host product; on
// Vulkan the product and its epilogue are one step of the eval. The CPU declines epilogues, so
// there the same graphs check the plain plan. kernel_times_test.py sees the epilogue kernel run.
#include <cmath>
#include <vector>

#include "fusion_support.h"

namespace {

using namespace fusion_support;

kiln_tensor small_input(kiln_dtype dtype, const std::vector<int64_t>& shape, int seed, Handles& h) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  kiln_tensor t = cast(h(make_f32(small_values(n, seed), shape)), dtype, h);
  EXPECT_EQ(kiln_tensor_eval(&t, 1), KILN_STATUS_OK) << kiln_last_error();
  return t;
}

kiln_tensor matmul(kiln_tensor a, kiln_tensor b, Handles& h) { return op2(kiln_matmul, a, b, h); }

bool on_vulkan() { return !is_cpu(test_device()); }

std::vector<kiln_dtype> product_dtypes() {
  std::vector<kiln_dtype> out = {KILN_DTYPE_FLOAT32};
  for (kiln_dtype d : {KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16}) {
    if (device_has(d)) out.push_back(d);
  }
  return out;
}

// relu(x @ w + b) in float64 from the inputs' float32 values (the float16 cases round them first).
std::vector<double> host_bias_relu(const std::vector<float>& x, const std::vector<float>& w, const std::vector<float>& b,
                                   int64_t m, int64_t k, int64_t n) {
  std::vector<double> out(static_cast<size_t>(m * n));
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      double acc = 0;
      for (int64_t p = 0; p < k; ++p) acc += static_cast<double>(x[i * k + p]) * w[p * n + j];
      out[i * n + j] = std::max(acc + b[j], 0.0);
    }
  }
  return out;
}

// relu(x @ w + b) for float32 [m, k] x [k, n]: fused equals unfused, matches the host, and is
// `steps` steps on Vulkan.
void check_bias_relu(int64_t m, int64_t k, int64_t n, int64_t steps) {
  SCOPED_TRACE(std::to_string(m) + "x" + std::to_string(k) + "x" + std::to_string(n));
  Graph graph = [=](Handles& h) {
    Handles tmp;  // released before the eval: the product and the sum are stored nowhere
    kiln_tensor x = small_input(KILN_DTYPE_FLOAT32, {m, k}, 1, tmp), w = small_input(KILN_DTYPE_FLOAT32, {k, n}, 2, tmp);
    kiln_tensor b = small_input(KILN_DTYPE_FLOAT32, {n}, 3, tmp);
    return std::vector<kiln_tensor>{op1(kiln_relu, op2(kiln_add, matmul(x, w, tmp), b, tmp), h)};
  };
  FusionCount count = expect_fused_equals_unfused(graph);
  if (on_vulkan()) {
    EXPECT_EQ(count.steps, steps);
  }
  FusionSwitch on(true);
  Handles h;
  std::vector<kiln_tensor> result = graph(h);
  std::vector<float> got = read_f32(result[0]);
  std::vector<double> want = host_bias_relu(small_values(m * k, 1), small_values(k * n, 2), small_values(n, 3), m, k, n);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    ASSERT_NEAR(got[i], want[i], 1e-5 * (1 + std::fabs(want[i])) * std::sqrt(static_cast<double>(k))) << i;
  }
}

TEST(Epilogue, BiasAndReluRunInTheProductsStore) {
  check_bias_relu(256, 64, 256, 1);  // the tiled kernel, K too short to split: one kernel
  check_bias_relu(130, 36, 132, 1);  // partial tiles
}

TEST(Epilogue, KernelsThatTakeNoEpilogueRunItAfterTheProduct) {
  check_bias_relu(64, 40, 30, 1);     // N not a multiple of 4: the generic kernel
  check_bias_relu(128, 2048, 128, 1);  // one tile: K split into partial products
  check_bias_relu(1, 4, 4, 1);
}

// Bias + GELU, a residual, a cast and a comparison, several stored values (the pre-activation
// too, and a bool), over transposed weights (x @ W.T), and batched products with a broadcast
// operand, for every product dtype the device has: fused equals unfused.
TEST(Epilogue, LayoutsDtypesAndStoredValues) {
  for (kiln_dtype t : product_dtypes()) {
    SCOPED_TRACE(t);
    FusionCount count = expect_fused_equals_unfused([t](Handles& h) {
      Handles tmp;  // released before the eval
      kiln_tensor x = small_input(t, {96, 64}, 1, tmp), w = small_input(t, {128, 64}, 2, tmp);  // w: [N, K]
      kiln_tensor b = small_input(t, {128}, 3, tmp), r = small_input(t, {96, 128}, 4, tmp);
      kiln_tensor pre = op2(kiln_add, matmul(x, transpose(w, tmp), tmp), b, h);
      kiln_tensor y = op2(kiln_add, op1(kiln_gelu, pre, tmp), r, tmp);
      const kiln_dtype other = t == KILN_DTYPE_FLOAT32 ? KILN_DTYPE_FLOAT16 : KILN_DTYPE_FLOAT32;
      return std::vector<kiln_tensor>{pre, cast(y, other, h), op2(kiln_greater, y, r, h)};
    });
    if (on_vulkan() && t == KILN_DTYPE_FLOAT32) {  // float16 and bfloat16 need tensor cores
      EXPECT_EQ(count.steps, 1);
    }
    count = expect_fused_equals_unfused([t](Handles& h) {
      Handles tmp;
      kiln_tensor x = small_input(t, {3, 40, 32}, 5, tmp), w = small_input(t, {1, 32, 64}, 6, tmp);
      kiln_tensor r = transpose(small_input(t, {64, 40}, 7, tmp), tmp);  // a strided leaf
      kiln_tensor product = matmul(x, w, h);  // a result too: stored from the epilogue
      return std::vector<kiln_tensor>{op1(kiln_silu, op2(kiln_multiply, product, r, tmp), h), product};
    });
    if (on_vulkan() && t == KILN_DTYPE_FLOAT32) {  // float16 and bfloat16 need tensor cores
      EXPECT_EQ(count.steps, 1);
    }
  }
}

// A product that something outside the group reads (here a reduction) is no epilogue's: it is
// stored and the group reads it, as without epilogues.
TEST(Epilogue, ProductsReadElsewhereStayOnTheirOwn) {
  FusionCount count = expect_fused_equals_unfused([](Handles& h) {
    Handles tmp;
    kiln_tensor x = small_input(KILN_DTYPE_FLOAT32, {64, 32}, 1, tmp), w = small_input(KILN_DTYPE_FLOAT32, {32, 64}, 2, tmp);
    kiln_tensor product = matmul(x, w, tmp);
    kiln_tensor total = kiln_tensor{};
    const int64_t axes[] = {0};
    EXPECT_EQ(kiln_sum(product, axes, 1, false, &total), KILN_STATUS_OK) << kiln_last_error();
    return std::vector<kiln_tensor>{op1(kiln_relu, product, h), h(total)};
  });
  if (on_vulkan()) {
    EXPECT_EQ(count.steps, 3);
  }
}

}  // namespace
