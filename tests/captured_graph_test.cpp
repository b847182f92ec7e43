// Captured graphs (kiln_placeholder, kiln_function_*): a call's results equal the same graph built
// op by op on its args and a float64 reference; placeholders never evaluate; args of other
// layouts, shared parts, deep graphs and every misuse.
#include <cmath>
#include <random>
#include <vector>

#include "test_support.h"

namespace {

kiln_tensor placeholder(Handles& h, const std::vector<int64_t>& shape, kiln_dtype dtype = KILN_DTYPE_FLOAT32) {
  kiln_tensor t = nullptr;
  EXPECT_EQ(kiln_placeholder(shape.data(), shape.size(), dtype, test_device(), &t), KILN_STATUS_OK) << kiln_last_error();
  return h(t);
}

kiln_tensor op2(Handles& h, kiln_status (*op)(kiln_tensor, kiln_tensor, kiln_tensor*), kiln_tensor a, kiln_tensor b) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(op(a, b, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

// The layer of the tests: relu(x @ w + b) * half, and its sum over everything, where b and half
// are made here (shared by every call: they reach no input).
struct Layer {
  kiln_tensor out, total;
};
Layer layer(Handles& h, kiln_tensor x, kiln_tensor w, kiln_tensor b) {
  kiln_tensor half = nullptr;
  EXPECT_EQ(kiln_full(nullptr, 0, 0.5, KILN_DTYPE_FLOAT32, test_device(), &half), KILN_STATUS_OK);
  h(half);
  kiln_tensor r = nullptr;
  EXPECT_EQ(kiln_relu(op2(h, kiln_add, op2(h, kiln_matmul, x, w), b), &r), KILN_STATUS_OK);
  kiln_tensor out = op2(h, kiln_multiply, h(r), half);
  kiln_tensor total = nullptr;
  EXPECT_EQ(kiln_sum(out, nullptr, 0, false, &total), KILN_STATUS_OK);
  return {out, h(total)};
}

std::vector<double> layer_reference(const std::vector<float>& x, const std::vector<float>& w, const std::vector<float>& b,
                                    int64_t m, int64_t k, int64_t n) {
  std::vector<double> y(static_cast<size_t>(m * n));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double acc = b[j];
      for (int64_t p = 0; p < k; ++p) acc += double(x[i * k + p]) * w[p * n + j];
      y[i * n + j] = std::max(acc, 0.0) * 0.5;
    }
  return y;
}

void expect_near_all(const std::vector<float>& got, const std::vector<double>& want, double tol) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], tol) << "element " << i;
}

struct Function {
  kiln_function f = nullptr;
  ~Function() {
    if (f) EXPECT_EQ(kiln_function_release(f), KILN_STATUS_OK);
  }
};

TEST(CapturedGraph, CallsEqualTheGraphBuiltOpByOpAndTheReference) {
  Handles h;
  const int64_t m = 6, k = 5, n = 7;
  Function fn;
  {
    Handles capture;  // everything made for the capture is released before the calls
    kiln_tensor x = placeholder(capture, {m, k}), w = placeholder(capture, {k, n});
    const std::vector<float> bias = random_values(n, 3);
    kiln_tensor b = capture(make_f32(bias, {n}));
    Layer l = layer(capture, x, w, b);
    kiln_tensor inputs[] = {x, w}, outputs[] = {l.out, l.total};
    KILN_ASSERT_OK(kiln_function_create(inputs, 2, outputs, 2, &fn.f));
    size_t ins = 0, outs = 0;
    KILN_ASSERT_OK(kiln_function_arity(fn.f, &ins, &outs));
    EXPECT_EQ(ins, 2u);
    EXPECT_EQ(outs, 2u);
  }
  const std::vector<float> bias = random_values(n, 3);
  kiln_tensor b = h(make_f32(bias, {n}));
  for (unsigned call = 0; call < 3; ++call) {
    const std::vector<float> xs = random_values(m * k, 10 + call), ws = random_values(k * n, 20 + call);
    kiln_tensor args[] = {h(make_f32(xs, {m, k})), h(make_f32(ws, {k, n}))};
    kiln_tensor results[2] = {};
    KILN_ASSERT_OK(kiln_function_call(fn.f, args, 2, results, 2));
    h(results[0]);
    h(results[1]);
    KILN_ASSERT_OK(kiln_tensor_eval(results, 2));
    Layer direct = layer(h, args[0], args[1], b);
    const std::vector<float> got = read_f32(results[0]);
    EXPECT_EQ(got, read_f32(direct.out));  // the same graph: the same kernels, the same bits
    const std::vector<double> want = layer_reference(xs, ws, bias, m, k, n);
    expect_near_all(got, want, 1e-5);
    double total = 0;
    for (double v : want) total += v;
    EXPECT_NEAR(read_f32(results[1])[0], total, 1e-4);
  }
}

TEST(CapturedGraph, PlaceholdersNeverEvaluate) {
  Handles h;
  kiln_tensor x = placeholder(h, {3});
  kiln_tensor y = nullptr;
  KILN_ASSERT_OK(kiln_exp(x, &y));
  h(y);
  EXPECT_EQ(kiln_tensor_eval(&x, 1), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(kiln_last_error()).find("placeholder"), std::string::npos) << kiln_last_error();
  EXPECT_EQ(kiln_tensor_eval(&y, 1), KILN_STATUS_INVALID_ARGUMENT);
  float out[3];
  EXPECT_EQ(kiln_tensor_read(y, out, sizeof out), KILN_STATUS_INVALID_ARGUMENT);
  bool evaluated = true;
  KILN_ASSERT_OK(kiln_tensor_is_evaluated(y, &evaluated));
  EXPECT_FALSE(evaluated);
  // An op that needs values while the graph is built (argwhere's count) fails there.
  kiln_tensor where = nullptr;
  EXPECT_EQ(kiln_argwhere(x, &where), KILN_STATUS_INVALID_ARGUMENT);
  // The failed evals left the graph as it was: it still captures and runs.
  Function fn;
  KILN_ASSERT_OK(kiln_function_create(&x, 1, &y, 1, &fn.f));
  kiln_tensor arg = h(make_f32({0.0f, 1.0f, -1.0f}, {3})), result = nullptr;
  KILN_ASSERT_OK(kiln_function_call(fn.f, &arg, 1, &result, 1));
  h(result);
  expect_near_all(read_f32(result), {1.0, std::exp(1.0), std::exp(-1.0)}, 1e-6);
}

TEST(CapturedGraph, ArgsOfOtherLayoutsAreRead) {
  Handles h;
  // y = reshape(x, [6]) + transpose(x) flattened: x is both a view's base and a kernel's operand.
  kiln_tensor x = placeholder(h, {2, 3});
  const int64_t flat[] = {6}, swap[] = {1, 0};
  kiln_tensor r = nullptr, t = nullptr, tc = nullptr, tf = nullptr;
  KILN_ASSERT_OK(kiln_reshape(x, flat, 1, &r));
  KILN_ASSERT_OK(kiln_transpose(x, swap, 2, &t));
  KILN_ASSERT_OK(kiln_tensor_copy(h(t), &tc));
  KILN_ASSERT_OK(kiln_reshape(h(tc), flat, 1, &tf));
  kiln_tensor y = op2(h, kiln_add, h(r), h(tf));
  Function fn;
  KILN_ASSERT_OK(kiln_function_create(&x, 1, &y, 1, &fn.f));
  auto expect_call = [&](kiln_tensor arg, const std::vector<float>& v) {  // v: arg's values, row-major [2, 3]
    kiln_tensor result = nullptr;
    KILN_ASSERT_OK(kiln_function_call(fn.f, &arg, 1, &result, 1));
    h(result);
    std::vector<double> want(6);
    for (int i = 0; i < 6; ++i) want[i] = double(v[i]) + v[(i % 2) * 3 + i / 2];
    expect_near_all(read_f32(result), want, 1e-6);
  };
  const std::vector<float> v = random_values(6, 5);
  expect_call(h(make_f32(v, {2, 3})), v);  // compact and evaluated
  kiln_tensor lazy = op2(h, kiln_add, h(make_f32(v, {2, 3})), h(make_f32(std::vector<float>(6, 0.0f), {2, 3})));
  expect_call(lazy, v);  // not evaluated yet
  // A transposed view (strided), a slice at an offset, and a reshaped view (a View node).
  std::vector<float> vt(6);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j) vt[j * 2 + i] = v[i * 3 + j];
  kiln_tensor strided = nullptr;
  KILN_ASSERT_OK(kiln_transpose(h(make_f32(vt, {3, 2})), swap, 2, &strided));
  expect_call(h(strided), v);
  std::vector<float> padded(9, 7.0f);
  std::copy(v.begin(), v.end(), padded.begin() + 3);
  const int64_t start[] = {1, 0}, stop[] = {3, 3}, step[] = {1, 1};
  kiln_tensor offset = nullptr;
  KILN_ASSERT_OK(kiln_slice(h(make_f32(padded, {3, 3})), start, stop, step, 2, &offset));
  expect_call(h(offset), v);
  const int64_t shape23[] = {2, 3};
  kiln_tensor viewed = nullptr;
  KILN_ASSERT_OK(kiln_reshape(h(make_f32(v, {6})), shape23, 2, &viewed));
  expect_call(h(viewed), v);
}

TEST(CapturedGraph, OutputsMayBeInputsOrReachNone) {
  Handles h;
  kiln_tensor x = placeholder(h, {2});
  kiln_tensor c = op2(h, kiln_add, h(make_f32({1.0f, 2.0f}, {2})), h(make_f32({3.0f, 4.0f}, {2})));
  kiln_tensor outputs[] = {x, c, x};
  Function fn;
  KILN_ASSERT_OK(kiln_function_create(&x, 1, outputs, 3, &fn.f));
  for (int call = 0; call < 2; ++call) {
    kiln_tensor arg = h(make_f32({5.0f, 6.0f}, {2}));
    kiln_tensor results[3] = {};
    KILN_ASSERT_OK(kiln_function_call(fn.f, &arg, 1, results, 3));
    for (kiln_tensor r : results) h(r);
    EXPECT_EQ(read_f32(results[0]), (std::vector<float>{5.0f, 6.0f}));
    EXPECT_EQ(read_f32(results[1]), (std::vector<float>{4.0f, 6.0f}));
    EXPECT_EQ(read_f32(results[2]), (std::vector<float>{5.0f, 6.0f}));
  }
}

TEST(CapturedGraph, DeepGraphsCaptureAndCall) {
  Handles h;
  kiln_tensor x = placeholder(h, {4});
  kiln_tensor y = x;
  const int depth = 20000;  // iterative walks: no stack overflow
  kiln_tensor one = h(make_f32({1.0f}, {1}));
  for (int i = 0; i < depth; ++i) {
    kiln_tensor next = nullptr;
    ASSERT_EQ(kiln_add(y, one, &next), KILN_STATUS_OK);
    if (y != x) KILN_ASSERT_OK(kiln_tensor_release(y));
    y = next;
  }
  h(y);
  Function fn;
  KILN_ASSERT_OK(kiln_function_create(&x, 1, &y, 1, &fn.f));
  kiln_tensor arg = h(make_f32({0.0f, 1.0f, 2.0f, 3.0f}, {4})), result = nullptr;
  KILN_ASSERT_OK(kiln_function_call(fn.f, &arg, 1, &result, 1));
  h(result);
  EXPECT_EQ(read_f32(result), (std::vector<float>{20000.0f, 20001.0f, 20002.0f, 20003.0f}));
}

TEST(CapturedGraph, MisuseIsRefused) {
  Handles h;
  kiln_tensor x = placeholder(h, {2, 2}), other = placeholder(h, {2, 2});
  kiln_tensor y = op2(h, kiln_add, x, other);
  kiln_tensor real = h(make_f32({1, 2, 3, 4}, {2, 2}));
  kiln_function f = nullptr;
  kiln_tensor twice[] = {x, x};
  EXPECT_EQ(kiln_function_create(twice, 2, &y, 1, &f), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_function_create(&real, 1, &y, 1, &f), KILN_STATUS_INVALID_ARGUMENT);  // not a placeholder
  EXPECT_EQ(kiln_function_create(&x, 1, &y, 1, &f), KILN_STATUS_INVALID_ARGUMENT);     // `other` missing
  EXPECT_NE(std::string(kiln_last_error()).find("not among the inputs"), std::string::npos) << kiln_last_error();
  EXPECT_EQ(kiln_function_create(&x, 1, nullptr, 0, &f), KILN_STATUS_INVALID_ARGUMENT);  // no output
  EXPECT_EQ(f, nullptr);
  Function fn;
  kiln_tensor both[] = {x, other};
  KILN_ASSERT_OK(kiln_function_create(both, 2, &y, 1, &fn.f));
  kiln_tensor result = reinterpret_cast<kiln_tensor>(uintptr_t{1});
  kiln_tensor args[] = {real, real};
  EXPECT_EQ(kiln_function_call(fn.f, args, 1, &result, 1), KILN_STATUS_INVALID_ARGUMENT);  // one arg short
  kiln_tensor results[2] = {};
  EXPECT_EQ(kiln_function_call(fn.f, args, 2, results, 2), KILN_STATUS_INVALID_ARGUMENT);  // room for 2 of 1
  EXPECT_EQ(results[0], nullptr);
  kiln_tensor wrong_shape = h(make_f32({1, 2, 3, 4}, {4}));
  kiln_tensor bad_shape[] = {real, wrong_shape};
  EXPECT_EQ(kiln_function_call(fn.f, bad_shape, 2, &result, 1), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(kiln_last_error()).find("arg 1"), std::string::npos) << kiln_last_error();
  kiln_tensor wrong_dtype = nullptr;
  KILN_ASSERT_OK(kiln_astype(real, KILN_DTYPE_INT32, &wrong_dtype));
  kiln_tensor bad_dtype[] = {h(wrong_dtype), real};
  EXPECT_EQ(kiln_function_call(fn.f, bad_dtype, 2, &result, 1), KILN_STATUS_INVALID_ARGUMENT);
  if (!is_cpu(test_device())) {
    kiln_tensor on_cpu = nullptr;
    KILN_ASSERT_OK(kiln_tensor_to_device(real, cpu_device(), &on_cpu));
    kiln_tensor bad_device[] = {real, h(on_cpu)};
    EXPECT_EQ(kiln_function_call(fn.f, bad_device, 2, &result, 1), KILN_STATUS_INVALID_ARGUMENT);
  }
  EXPECT_EQ(kiln_function_call(fn.f, args, 2, nullptr, 1), KILN_STATUS_INVALID_ARGUMENT);
  // The handles are as they were: a good call still works.
  KILN_ASSERT_OK(kiln_function_call(fn.f, args, 2, &result, 1));
  EXPECT_EQ(read_f32(h(result)), (std::vector<float>{2, 4, 6, 8}));
  const int64_t negative[] = {-1};
  kiln_tensor p = nullptr;
  EXPECT_EQ(kiln_placeholder(negative, 1, KILN_DTYPE_FLOAT32, test_device(), &p), KILN_STATUS_INVALID_ARGUMENT);
  const int64_t huge[] = {INT64_MAX, 4};
  EXPECT_EQ(kiln_placeholder(huge, 2, KILN_DTYPE_FLOAT32, test_device(), &p), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(p, nullptr);
}

}  // namespace
