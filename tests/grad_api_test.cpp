// Gradients through the C API (kiln_function_vjp, _jvp, _value_and_grad, kiln_stop_gradient):
// the derived functions' arities and values against hand-computed derivatives, second order by
// differentiating a function that calls a derived one, a 10000-op chain, and the errors. Every
// op's rule is checked against finite differences in bindings/python/tests/test_grad.py.
#include <cmath>
#include <vector>

#include "test_support.h"

namespace {

kiln_tensor placeholder(Handles& h, const std::vector<int64_t>& shape) {
  kiln_tensor t = nullptr;
  EXPECT_EQ(kiln_placeholder(shape.data(), shape.size(), KILN_DTYPE_FLOAT32, test_device(), &t), KILN_STATUS_OK)
      << kiln_last_error();
  return h(t);
}

kiln_tensor apply(Handles& h, kiln_status (*op)(kiln_tensor, kiln_tensor, kiln_tensor*), kiln_tensor a, kiln_tensor b) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(op(a, b, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

kiln_tensor apply(Handles& h, kiln_status (*op)(kiln_tensor, kiln_tensor*), kiln_tensor a) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(op(a, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

kiln_tensor total(Handles& h, kiln_tensor x) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(kiln_sum(x, nullptr, 0, false, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

kiln_function capture(const std::vector<kiln_tensor>& inputs, const std::vector<kiln_tensor>& outputs) {
  kiln_function f = nullptr;
  EXPECT_EQ(kiln_function_create(inputs.data(), inputs.size(), outputs.data(), outputs.size(), &f), KILN_STATUS_OK)
      << kiln_last_error();
  return f;
}

std::vector<kiln_tensor> call(Handles& h, kiln_function f, const std::vector<kiln_tensor>& args) {
  size_t n_in = 0, n_out = 0;
  EXPECT_EQ(kiln_function_arity(f, &n_in, &n_out), KILN_STATUS_OK);
  std::vector<kiln_tensor> results(n_out);
  EXPECT_EQ(kiln_function_call(f, args.data(), args.size(), results.data(), n_out), KILN_STATUS_OK) << kiln_last_error();
  for (kiln_tensor t : results) h(t);
  return results;
}

void expect_arity(kiln_function f, size_t inputs, size_t outputs) {
  size_t n_in = 0, n_out = 0;
  ASSERT_EQ(kiln_function_arity(f, &n_in, &n_out), KILN_STATUS_OK);
  EXPECT_EQ(n_in, inputs);
  EXPECT_EQ(n_out, outputs);
}

void expect_near(const std::vector<float>& got, const std::vector<double>& want, double tol = 1e-5) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], tol * (1 + std::abs(want[i]))) << "element " << i;
}

// f(x, w) = (sum(tanh(x * w)), x * w): two inputs of 3 elements, two outputs.
struct TanhProduct {
  Handles h;
  kiln_function f = nullptr;
  TanhProduct() {
    kiln_tensor x = placeholder(h, {3}), w = placeholder(h, {3});
    kiln_tensor xw = apply(h, kiln_multiply, x, w);
    f = capture({x, w}, {total(h, apply(h, kiln_tanh, xw)), xw});
  }
  ~TanhProduct() { EXPECT_EQ(kiln_function_release(f), KILN_STATUS_OK); }
};

const std::vector<float> kX = {0.5f, -1.0f, 2.0f}, kW = {1.5f, 0.25f, -0.5f};

double sech2(double v) { return 1.0 / (std::cosh(v) * std::cosh(v)); }

}  // namespace

TEST(Gradients, ValueAndGradGivesTheLossAndEachChosenGradient) {
  TanhProduct tp;
  kiln_function vg = nullptr;
  const size_t argnums[] = {1, 0};
  KILN_ASSERT_OK(kiln_function_value_and_grad(tp.f, argnums, 2, &vg));
  expect_arity(vg, 2, 4);
  Handles h;
  std::vector<kiln_tensor> r = call(h, vg, {h(make_f32(kX, {3})), h(make_f32(kW, {3}))});
  std::vector<double> dx, dw;
  double loss = 0;
  for (size_t i = 0; i < 3; ++i) {
    const double v = double(kX[i]) * kW[i];
    loss += std::tanh(v);
    dx.push_back(sech2(v) * kW[i]);
    dw.push_back(sech2(v) * kX[i]);
  }
  expect_near(read_f32(r[0]), {loss});
  expect_near(read_f32(r[2]), dw);  // argnums' order
  expect_near(read_f32(r[3]), dx);
  KILN_EXPECT_OK(kiln_function_release(vg));
}

TEST(Gradients, VjpAndJvpAgree) {
  TanhProduct tp;
  kiln_function vjp = nullptr, jvp = nullptr;
  KILN_ASSERT_OK(kiln_function_vjp(tp.f, &vjp));
  KILN_ASSERT_OK(kiln_function_jvp(tp.f, &jvp));
  expect_arity(vjp, 4, 4);
  expect_arity(jvp, 4, 4);
  Handles h;
  kiln_tensor x = h(make_f32(kX, {3})), w = h(make_f32(kW, {3}));
  const std::vector<float> c0 = {0.7f}, c1 = {1.0f, -2.0f, 0.5f}, ux = {0.3f, -0.1f, 0.2f}, uw = {-0.4f, 0.6f, 0.1f};
  kiln_tensor scalar = nullptr;
  KILN_ASSERT_OK(kiln_tensor_create(c0.data(), KILN_DTYPE_FLOAT32, nullptr, 0, test_device(), &scalar));
  std::vector<kiln_tensor> pulled = call(h, vjp, {x, w, h(scalar), h(make_f32(c1, {3}))});
  std::vector<kiln_tensor> pushed = call(h, jvp, {x, w, h(make_f32(ux, {3})), h(make_f32(uw, {3}))});
  // <c, J u> = <J^T c, u>, and each side by hand.
  std::vector<float> gx = read_f32(pulled[2]), gw = read_f32(pulled[3]);
  std::vector<float> t0 = read_f32(pushed[2]), t1 = read_f32(pushed[3]);
  double back = 0, along = c0[0] * double(t0[0]), by_hand = 0;
  for (size_t i = 0; i < 3; ++i) {
    back += gx[i] * double(ux[i]) + gw[i] * double(uw[i]);
    along += c1[i] * double(t1[i]);
    const double v = double(kX[i]) * kW[i], dv = double(ux[i]) * kW[i] + double(kX[i]) * uw[i];
    by_hand += c0[0] * sech2(v) * dv + c1[i] * dv;
  }
  EXPECT_NEAR(back, by_hand, 1e-5);
  EXPECT_NEAR(along, by_hand, 1e-5);
  KILN_EXPECT_OK(kiln_function_release(vjp));
  KILN_EXPECT_OK(kiln_function_release(jvp));
}

TEST(Gradients, SecondOrderThroughACallOfADerivedFunction) {
  // g(x) = sum(x^3): value_and_grad gives 3x^2; the gradient of sum(3x^2) is 6x.
  Handles h;
  kiln_tensor x = placeholder(h, {3});
  kiln_function cube = capture({x}, {total(h, apply(h, kiln_multiply, x, apply(h, kiln_square, x)))});
  kiln_function vg = nullptr, vg2 = nullptr;
  KILN_ASSERT_OK(kiln_function_value_and_grad(cube, nullptr, 0, &vg));
  kiln_tensor y = placeholder(h, {3});
  std::vector<kiln_tensor> first = call(h, vg, {y});
  kiln_function slope_sum = capture({y}, {total(h, first[1])});
  KILN_ASSERT_OK(kiln_function_value_and_grad(slope_sum, nullptr, 0, &vg2));
  std::vector<kiln_tensor> second = call(h, vg2, {h(make_f32(kX, {3}))});
  double sum3x2 = 0;
  std::vector<double> six_x;
  for (float v : kX) {
    sum3x2 += 3.0 * v * v;
    six_x.push_back(6.0 * v);
  }
  expect_near(read_f32(second[0]), {sum3x2});
  expect_near(read_f32(second[1]), six_x);
  for (kiln_function f : {cube, vg, slope_sum, vg2}) KILN_EXPECT_OK(kiln_function_release(f));
}

TEST(Gradients, StopGradientAndDeepChains) {
  Handles h;
  kiln_tensor x = placeholder(h, {3});
  kiln_tensor frozen = nullptr;
  KILN_ASSERT_OK(kiln_stop_gradient(x, &frozen));
  // x * stop(x) * 1.0001^10000 through 10000 multiplies: the walk is iterative.
  kiln_tensor chain = apply(h, kiln_multiply, x, h(frozen));
  kiln_tensor factor = nullptr;
  KILN_ASSERT_OK(kiln_full(nullptr, 0, 1.0001, KILN_DTYPE_FLOAT32, test_device(), &factor));
  h(factor);
  for (int i = 0; i < 10000; ++i) chain = apply(h, kiln_multiply, chain, factor);
  kiln_function f = capture({x}, {total(h, chain)}), vg = nullptr;
  KILN_ASSERT_OK(kiln_function_value_and_grad(f, nullptr, 0, &vg));
  std::vector<kiln_tensor> r = call(h, vg, {h(make_f32(kX, {3}))});
  const double scale = std::pow(double(1.0001f), 10000);
  std::vector<double> want;
  for (float v : kX) want.push_back(v * scale);
  expect_near(read_f32(r[1]), want, 1e-3);
  for (kiln_function fn : {f, vg}) KILN_EXPECT_OK(kiln_function_release(fn));
}

TEST(Gradients, ErrorsSayWhy) {
  Handles h;
  kiln_tensor x = placeholder(h, {3});
  kiln_function not_scalar = capture({x}, {apply(h, kiln_exp, x)}), out = nullptr;
  EXPECT_EQ(kiln_function_value_and_grad(not_scalar, nullptr, 0, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(out, nullptr);
  kiln_function scalar = capture({x}, {total(h, x)});
  const size_t beyond[] = {1};
  EXPECT_EQ(kiln_function_value_and_grad(scalar, beyond, 1, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(kiln_last_error()).find("argnum 1"), std::string::npos) << kiln_last_error();
  // An op without a rule (lu of a non-square matrix) names itself.
  kiln_tensor wide = placeholder(h, {2, 3}), parts[3] = {};
  KILN_ASSERT_OK(kiln_linalg_lu(wide, &parts[0], &parts[1], &parts[2]));
  for (kiln_tensor part : parts) h(part);
  kiln_function factor = capture({wide}, {total(h, parts[2])});
  EXPECT_EQ(kiln_function_vjp(factor, &out), KILN_STATUS_UNSUPPORTED);
  EXPECT_NE(std::string(kiln_last_error()).find("lu"), std::string::npos) << kiln_last_error();
  EXPECT_EQ(kiln_function_jvp(nullptr, &out), KILN_STATUS_INVALID_HANDLE);
  for (kiln_function fn : {not_scalar, scalar, factor}) KILN_EXPECT_OK(kiln_function_release(fn));
  EXPECT_EQ(kiln_function_vjp(scalar, &out), KILN_STATUS_INVALID_HANDLE);  // released
}
