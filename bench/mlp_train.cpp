#include "mlp_train.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

constexpr int64_t kBatch = 1024, kIn = 784, kHidden = 1024, kClasses = 10;
constexpr double kRate = 0.01;
enum { X, Y, W1, B1, W2, B2, W3, B3 };
const std::vector<int64_t> kShapes[8] = {{kBatch, kIn}, {kBatch, kClasses}, {kIn, kHidden}, {kHidden},
                                         {kHidden, kHidden}, {kHidden}, {kHidden, kClasses}, {kClasses}};

void check(kiln_status s, const char* what) {
  if (s == KILN_STATUS_OK) return;
  std::fprintf(stderr, "mlp_train: %s failed: %s\n", what, kiln_last_error());
  std::exit(1);
}
#define CHECK(call) check((call), #call)

// Each helper releases nothing: build() collects every intermediate and releases them at the end.
struct Graph {
  std::vector<kiln_tensor> made;
  kiln_tensor keep(kiln_tensor t) {
    made.push_back(t);
    return t;
  }
  kiln_tensor op(kiln_status (*f)(kiln_tensor, kiln_tensor, kiln_tensor*), kiln_tensor a, kiln_tensor b) {
    kiln_tensor out;
    CHECK(f(a, b, &out));
    return keep(out);
  }
  kiln_tensor op(kiln_status (*f)(kiln_tensor, kiln_tensor*), kiln_tensor a) {
    kiln_tensor out;
    CHECK(f(a, &out));
    return keep(out);
  }
  kiln_tensor reduce(kiln_status (*f)(kiln_tensor, const int64_t*, size_t, bool, kiln_tensor*), kiln_tensor a,
                     int64_t axis, bool keep_axis) {
    kiln_tensor out;
    CHECK(f(a, &axis, 1, keep_axis, &out));
    return keep(out);
  }
  kiln_tensor transposed(kiln_tensor a) {
    const int64_t swap[] = {1, 0};
    kiln_tensor out;
    CHECK(kiln_transpose(a, swap, 2, &out));
    return keep(out);
  }
  kiln_tensor number(double value, kiln_device device) {
    kiln_tensor out;
    CHECK(kiln_weak_scalar_float(value, device, &out));
    return keep(out);
  }
  kiln_tensor relu_backward(kiln_tensor grad, kiln_tensor pre, kiln_tensor zero) {
    kiln_tensor out;
    CHECK(kiln_where(op(kiln_greater, pre, zero), grad, zero, &out));
    return keep(out);
  }
};

// Float64 matrix products of row-major operands: a [m, k] or, with ta, stored [k, m]; b [k, n] or,
// with tb, stored [n, k]. Loop orders keep the innermost loop contiguous.
std::vector<double> product(const std::vector<double>& a, bool ta, const std::vector<double>& b, bool tb, int64_t m,
                            int64_t k, int64_t n) {
  std::vector<double> c(static_cast<size_t>(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i) {
    double* row = &c[i * n];
    if (tb) {
      for (int64_t j = 0; j < n; ++j) {
        double acc = 0;
        for (int64_t p = 0; p < k; ++p) acc += (ta ? a[p * m + i] : a[i * k + p]) * b[j * k + p];
        row[j] = acc;
      }
      continue;
    }
    for (int64_t p = 0; p < k; ++p) {
      const double av = ta ? a[p * m + i] : a[i * k + p];
      if (av == 0) continue;  // ReLU zeros
      const double* brow = &b[p * n];
      for (int64_t j = 0; j < n; ++j) row[j] += av * brow[j];
    }
  }
  return c;
}

std::vector<double> widen(const std::vector<float>& v) { return std::vector<double>(v.begin(), v.end()); }

std::vector<double> column_sums(const std::vector<double>& g, int64_t rows, int64_t cols) {
  std::vector<double> s(static_cast<size_t>(cols), 0.0);
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) s[j] += g[i * cols + j];
  return s;
}

// z + bias per row, in place; returns the ReLU of it.
std::vector<double> add_bias_relu(std::vector<double>& z, const std::vector<float>& bias) {
  std::vector<double> h(z.size());
  const size_t cols = bias.size();
  for (size_t i = 0; i < z.size(); ++i) {
    z[i] += bias[i % cols];
    h[i] = std::max(0.0, z[i]);
  }
  return h;
}

}  // namespace

MlpTrainStep::MlpTrainStep(kiln_device device) : device_(device) {
  uint64_t s = 0x5eed;
  auto uniform = [&] {  // [-1, 1)
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<float>(static_cast<int32_t>(s >> 32)) * (1.0f / 2147483648.0f);
  };
  for (int t = 0; t < 8; ++t) {
    int64_t n = 1;
    for (int64_t d : kShapes[t]) n *= d;
    host_[t].resize(static_cast<size_t>(n));
    const float scale = t == W1 ? 1 / std::sqrt(float(kIn)) : (t == W2 || t == W3) ? 1 / std::sqrt(float(kHidden)) : 1;
    for (float& v : host_[t]) v = t == Y ? 0.0f : uniform() * scale;
  }
  for (int64_t i = 0; i < kBatch; ++i) host_[Y][i * kClasses + (i * 7 + i / 13) % kClasses] = 1.0f;
  for (int t = 0; t < 8; ++t) {
    CHECK(kiln_tensor_create(host_[t].data(), KILN_DTYPE_FLOAT32, kShapes[t].data(), kShapes[t].size(), device, &tensors_[t]));
    CHECK(kiln_tensor_eval(&tensors_[t], 1));
  }
}

MlpTrainStep::~MlpTrainStep() {
  for (kiln_tensor t : tensors_) kiln_tensor_release(t);
  if (value_and_grad_) kiln_function_release(value_and_grad_);
}

double MlpTrainStep::flops() {
  const double forward = kBatch * kIn * kHidden + kBatch * kHidden * kHidden + kBatch * kHidden * kClasses;
  return 2.0 * 3.0 * forward;  // forward, input gradients and weight gradients
}

namespace {

// The forward pass and loss, -mean(sum(y * log_softmax(logits), 1)), on the parameters p (w1, b1,
// w2, b2, w3, b3), with what the hand-written backward pass reads.
struct Forward {
  kiln_tensor z1, h1, z2, h2, e, total, loss;
};
Forward forward(Graph& g, const kiln_tensor x, const kiln_tensor y, const kiln_tensor* p, kiln_tensor zero) {
  Forward f;
  f.z1 = g.op(kiln_add, g.op(kiln_matmul, x, p[0]), p[1]);
  f.h1 = g.op(kiln_maximum, f.z1, zero);
  f.z2 = g.op(kiln_add, g.op(kiln_matmul, f.h1, p[2]), p[3]);
  f.h2 = g.op(kiln_maximum, f.z2, zero);
  kiln_tensor logits = g.op(kiln_add, g.op(kiln_matmul, f.h2, p[4]), p[5]);
  kiln_tensor shifted = g.op(kiln_subtract, logits, g.reduce(kiln_max, logits, 1, true));
  f.e = g.op(kiln_exp, shifted);
  f.total = g.reduce(kiln_sum, f.e, 1, true);
  kiln_tensor log_p = g.op(kiln_subtract, shifted, g.op(kiln_log, f.total));
  f.loss = g.op(kiln_negative, g.reduce(kiln_mean, g.reduce(kiln_sum, g.op(kiln_multiply, y, log_p), 1, false), 0, false));
  return f;
}

// The loss, then each parameter less rate times its gradient; releases what g made.
std::vector<kiln_tensor> sgd(Graph& g, kiln_tensor loss, const kiln_tensor* params, const kiln_tensor* grads,
                             kiln_device device) {
  kiln_tensor rate = g.number(kRate, device);
  std::vector<kiln_tensor> outputs = {loss};
  CHECK(kiln_tensor_retain(loss));
  for (int i = 0; i < 6; ++i) {
    kiln_tensor updated;
    CHECK(kiln_subtract(params[i], g.op(kiln_multiply, rate, grads[i]), &updated));
    outputs.push_back(updated);
  }
  for (kiln_tensor m : g.made) CHECK(kiln_tensor_release(m));
  return outputs;
}

}  // namespace

std::vector<kiln_tensor> MlpTrainStep::build() const {
  Graph g;
  const kiln_tensor* t = tensors_;
  kiln_tensor zero = g.number(0.0, device_);
  Forward f = forward(g, t[X], t[Y], &t[W1], zero);
  // Backward: d logits = (softmax - y) / batch, then through each layer.
  kiln_tensor d3 = g.op(kiln_divide, g.op(kiln_subtract, g.op(kiln_divide, f.e, f.total), t[Y]), g.number(kBatch, device_));
  kiln_tensor dz2 = g.relu_backward(g.op(kiln_matmul, d3, g.transposed(t[W3])), f.z2, zero);
  kiln_tensor dz1 = g.relu_backward(g.op(kiln_matmul, dz2, g.transposed(t[W2])), f.z1, zero);
  const kiln_tensor grads[6] = {g.op(kiln_matmul, g.transposed(t[X]), dz1), g.reduce(kiln_sum, dz1, 0, false),
                                g.op(kiln_matmul, g.transposed(f.h1), dz2), g.reduce(kiln_sum, dz2, 0, false),
                                g.op(kiln_matmul, g.transposed(f.h2), d3), g.reduce(kiln_sum, d3, 0, false)};
  return sgd(g, f.loss, &t[W1], grads, device_);
}

std::vector<kiln_tensor> MlpTrainStep::build_derived() {
  if (!value_and_grad_) {  // the forward loss on placeholder parameters, captured and derived once
    Graph g;
    kiln_tensor params[6];
    for (int i = 0; i < 6; ++i) {
      const std::vector<int64_t>& shape = kShapes[W1 + i];
      CHECK(kiln_placeholder(shape.data(), shape.size(), KILN_DTYPE_FLOAT32, device_, &params[i]));
      g.keep(params[i]);
    }
    Forward f = forward(g, tensors_[X], tensors_[Y], params, g.number(0.0, device_));
    kiln_function loss;
    CHECK(kiln_function_create(params, 6, &f.loss, 1, &loss));
    CHECK(kiln_function_value_and_grad(loss, nullptr, 0, &value_and_grad_));
    CHECK(kiln_function_release(loss));
    for (kiln_tensor m : g.made) CHECK(kiln_tensor_release(m));
  }
  kiln_tensor results[7];
  CHECK(kiln_function_call(value_and_grad_, &tensors_[W1], 6, results, 7));
  Graph g;
  for (kiln_tensor r : results) g.keep(r);
  return sgd(g, results[0], &tensors_[W1], &results[1], device_);
}

double MlpTrainStep::worst_error(const std::vector<kiln_tensor>& outputs) const {
  std::vector<double> x = widen(host_[X]), w1 = widen(host_[W1]), w2 = widen(host_[W2]), w3 = widen(host_[W3]);
  std::vector<double> z1 = product(x, false, w1, false, kBatch, kIn, kHidden), h1 = add_bias_relu(z1, host_[B1]);
  std::vector<double> z2 = product(h1, false, w2, false, kBatch, kHidden, kHidden), h2 = add_bias_relu(z2, host_[B2]);
  std::vector<double> logits = product(h2, false, w3, false, kBatch, kHidden, kClasses), d3(logits.size());
  double loss = 0;
  for (int64_t i = 0; i < kBatch; ++i) {
    double* row = &logits[i * kClasses];
    double top = -INFINITY, total = 0;
    for (int64_t j = 0; j < kClasses; ++j) top = std::max(top, row[j] += host_[B3][j]);
    for (int64_t j = 0; j < kClasses; ++j) total += std::exp(row[j] - top);
    for (int64_t j = 0; j < kClasses; ++j) {
      const double y = host_[Y][i * kClasses + j], log_p = row[j] - top - std::log(total);
      loss -= y * log_p / kBatch;
      d3[i * kClasses + j] = (std::exp(log_p) - y) / kBatch;
    }
  }
  std::vector<double> dz2 = product(d3, false, w3, true, kBatch, kClasses, kHidden);
  for (size_t i = 0; i < dz2.size(); ++i) dz2[i] = z2[i] > 0 ? dz2[i] : 0.0;
  std::vector<double> dz1 = product(dz2, false, w2, true, kBatch, kHidden, kHidden);
  for (size_t i = 0; i < dz1.size(); ++i) dz1[i] = z1[i] > 0 ? dz1[i] : 0.0;
  const std::vector<double> grads[6] = {product(x, true, dz1, false, kIn, kBatch, kHidden), column_sums(dz1, kBatch, kHidden),
                                        product(h1, true, dz2, false, kHidden, kBatch, kHidden), column_sums(dz2, kBatch, kHidden),
                                        product(h2, true, d3, false, kHidden, kBatch, kClasses), column_sums(d3, kBatch, kClasses)};
  float got_loss;
  CHECK(kiln_tensor_read(outputs[0], &got_loss, sizeof got_loss));
  double worst = std::fabs(got_loss - loss) / std::fabs(loss) / 1e-4;  // <= 1 passes
  for (int i = 0; i < 6; ++i) {
    const std::vector<float>& old = host_[W1 + i];
    std::vector<float> updated(old.size());
    CHECK(kiln_tensor_read(outputs[1 + i], updated.data(), updated.size() * sizeof(float)));
    double largest = 0, error = 0;
    for (size_t j = 0; j < old.size(); ++j) {
      largest = std::max(largest, std::fabs(grads[i][j]));
      error = std::max(error, std::fabs((double(old[j]) - updated[j]) / kRate - grads[i][j]));
    }
    // The float32 update rounds away about 2^-24 |w| / rate of the gradient: 1e-2 of the largest.
    worst = std::max(worst, error / (largest * 1e-2));
  }
  return worst;
}
