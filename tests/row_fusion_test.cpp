// Row fusion (core/fusion.h, "persistent reductions"): softmax, log_softmax and a layer-norm
// composite written from ops become one kernel on Vulkan; their values match a float64 host
// reference and the unfused plan (bit for bit where only exact ops and max/min are involved,
// within the summation tolerance where a sum's order changed); rows longer than the backend's
// limit keep the old plan; values also needed elsewhere are stored. The CPU runs row groups of
// 16 elements a row or more (fused_rows.cpp) on tensors above its fusion floor, which ctest sets
// to 0 for this suite (KILN_CPU_FUSION_MIN), so the kernel counts are checked there as well.
#include <cmath>
#include <cstdlib>
#include <functional>
#include <string>

#include "test_support.h"

namespace {

// Kernels launched by the last eval (the eval span's count: a fused group counts once).
struct Launches {
  int64_t kernels = 0;
  int fused = 0;
  int allocations = 0;  // tensors given storage: the stored values
};

void count_launches(const kiln_telemetry_event* e, void* user) {
  auto* c = static_cast<Launches*>(user);
  if (e->phase != KILN_EVENT_STOP) return;
  if (e->kind == KILN_EVENT_EVAL) c->kernels = e->count;
  if (e->kind == KILN_EVENT_FUSION) c->fused++;
  if (e->kind == KILN_EVENT_ALLOCATION) c->allocations++;
}

using Unary = kiln_status (*)(kiln_tensor, kiln_tensor*);
using Binary = kiln_status (*)(kiln_tensor, kiln_tensor, kiln_tensor*);
using Reduce = kiln_status (*)(kiln_tensor, const int64_t*, size_t, bool, kiln_tensor*);

// Builds graphs; the intermediates' handles are released before the eval (as a user's
// temporaries would be), so that only what the user still holds must be stored.
struct Builder {
  Handles& h;
  std::vector<int64_t> axes;  // the reduced (trailing) axes
  std::vector<kiln_tensor> temps;

  ~Builder() { release_temps(); }
  kiln_tensor add(kiln_tensor t) {
    temps.push_back(t);
    return t;
  }
  // Keeps t beyond release_temps (the user holds it).
  kiln_tensor hold(kiln_tensor t) {
    EXPECT_EQ(kiln_tensor_retain(t), KILN_STATUS_OK);
    return h(t);
  }
  void release_temps() {
    for (kiln_tensor t : temps) EXPECT_EQ(kiln_tensor_release(t), KILN_STATUS_OK);
    temps.clear();
  }
  kiln_tensor u(Unary f, kiln_tensor a) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(f(a, &out), KILN_STATUS_OK) << kiln_last_error();
    return add(out);
  }
  kiln_tensor b(Binary f, kiln_tensor a, kiln_tensor c) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(f(a, c, &out), KILN_STATUS_OK) << kiln_last_error();
    return add(out);
  }
  kiln_tensor r(Reduce f, kiln_tensor a) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(f(a, axes.data(), axes.size(), true, &out), KILN_STATUS_OK) << kiln_last_error();
    return add(out);
  }
  kiln_tensor scalar(double v, kiln_dtype t) {
    kiln_tensor out = nullptr;
    const int64_t no_dims = 0;
    EXPECT_EQ(kiln_full(&no_dims, 0, v, t, test_device(), &out), KILN_STATUS_OK) << kiln_last_error();
    return add(out);
  }
  kiln_tensor cast(kiln_tensor a, kiln_dtype t) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(kiln_astype(a, t, &out), KILN_STATUS_OK) << kiln_last_error();
    return add(out);
  }
};

// The composites as a user writes them.
kiln_tensor softmax(Builder& g, kiln_tensor x) {
  kiln_tensor e = g.u(kiln_exp, g.b(kiln_subtract, x, g.r(kiln_max, x)));
  return g.b(kiln_divide, e, g.r(kiln_sum, e));
}

kiln_tensor log_softmax(Builder& g, kiln_tensor x) {
  kiln_tensor s = g.b(kiln_subtract, x, g.r(kiln_max, x));
  return g.b(kiln_subtract, s, g.u(kiln_log, g.r(kiln_sum, g.u(kiln_exp, s))));
}

kiln_tensor layer_norm(Builder& g, kiln_tensor x, kiln_dtype t) {
  kiln_tensor d = g.b(kiln_subtract, x, g.r(kiln_mean, x));
  kiln_tensor var = g.r(kiln_mean, g.b(kiln_multiply, d, d));
  kiln_tensor scale = g.u(kiln_rsqrt, g.b(kiln_add, var, g.scalar(1e-5, KILN_DTYPE_FLOAT32)));
  return g.b(kiln_multiply, d, g.cast(scale, t));
}

int64_t count(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

// Host values in [-6, 6), some repeated (ties for max), exactly representable in every float dtype.
std::vector<double> host_values(int64_t n, int seed) {
  std::vector<double> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[i] = static_cast<double>(((i * 29 + seed * 53) % 97) - 48) / 8.0;
  return v;
}

std::vector<double> read_f64(kiln_tensor t, Handles& h) {
  kiln_tensor d = nullptr;
  EXPECT_EQ(kiln_astype(t, KILN_DTYPE_FLOAT64, &d), KILN_STATUS_OK) << kiln_last_error();
  h(d);
  int64_t n = 0;
  EXPECT_EQ(kiln_tensor_size(d, &n), KILN_STATUS_OK);
  std::vector<double> out(static_cast<size_t>(n));
  EXPECT_EQ(kiln_tensor_read(d, out.data(), out.size() * sizeof(double)), KILN_STATUS_OK) << kiln_last_error();
  return out;
}

std::vector<uint8_t> bytes_of(kiln_tensor t) {
  size_t n = 0;
  EXPECT_EQ(kiln_tensor_nbytes(t, &n), KILN_STATUS_OK);
  std::vector<uint8_t> b(n);
  EXPECT_EQ(kiln_tensor_read(t, b.data(), n), KILN_STATUS_OK) << kiln_last_error();
  return b;
}

double epsilon(kiln_dtype t) {
  switch (t) {
    case KILN_DTYPE_FLOAT16: return std::ldexp(1.0, -10);
    case KILN_DTYPE_BFLOAT16: return std::ldexp(1.0, -7);
    case KILN_DTYPE_FLOAT32: return std::ldexp(1.0, -23);
    default: return std::ldexp(1.0, -52);
  }
}

// LayerNormAffine: LayerNorm times a weight plus a bias, both of the row's shape broadcast over
// the leading axes (read in place by the CPU's row groups: strides (0, 1)).
enum class Kind { Softmax, LogSoftmax, LayerNorm, LayerNormAffine };

double weight_at(int64_t c) { return 0.5 + static_cast<double>(c % 7) / 8.0; }
double bias_at(int64_t c) { return static_cast<double>(c % 5 - 2) / 4.0; }

// Row-wise float64 reference of the composite over rows of `cols` elements.
std::vector<double> reference(Kind kind, const std::vector<double>& x, int64_t cols) {
  std::vector<double> y(x.size());
  for (size_t r = 0; r * cols < x.size(); ++r) {
    const double* row = x.data() + r * cols;
    double* out = y.data() + r * cols;
    if (kind == Kind::LayerNorm || kind == Kind::LayerNormAffine) {
      double mean = 0, var = 0;
      for (int64_t c = 0; c < cols; ++c) mean += row[c];
      mean /= static_cast<double>(cols);
      for (int64_t c = 0; c < cols; ++c) var += (row[c] - mean) * (row[c] - mean);
      var /= static_cast<double>(cols);
      for (int64_t c = 0; c < cols; ++c) out[c] = (row[c] - mean) / std::sqrt(var + static_cast<double>(1e-5f));  // eps is a float32 scalar
      if (kind == Kind::LayerNormAffine) {
        for (int64_t c = 0; c < cols; ++c) out[c] = out[c] * weight_at(c) + bias_at(c);
      }
      continue;
    }
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < cols; ++c) m = std::max(m, row[c]);
    for (int64_t c = 0; c < cols; ++c) s += std::exp(row[c] - m);
    for (int64_t c = 0; c < cols; ++c) out[c] = kind == Kind::Softmax ? std::exp(row[c] - m) / s : row[c] - m - std::log(s);
  }
  return y;
}

struct Case {
  Kind kind;
  kiln_dtype dtype;
  std::vector<int64_t> shape;
  std::vector<int64_t> axes;
  bool transposed = false;  // the input is a transposed (strided) view
};

std::string describe(const Case& c) {
  std::string s = "kind " + std::to_string(static_cast<int>(c.kind)) + " dtype " + std::to_string(c.dtype) + " shape";
  for (int64_t d : c.shape) s += " " + std::to_string(d);
  return s + (c.transposed ? " transposed" : "");
}

struct Result {
  std::vector<double> values;
  Launches launches;
};

// y * weight + bias, the two of the row's shape (the reduced axes), evaluated, then broadcast.
kiln_tensor affine(Builder& g, Handles& h, kiln_tensor y, const Case& c) {
  const std::vector<int64_t> row(c.shape.begin() + static_cast<long>(c.shape.size() - c.axes.size()), c.shape.end());
  const int64_t cols = count(row);
  std::vector<float> w(static_cast<size_t>(cols)), b(w.size());
  for (int64_t i = 0; i < cols; ++i) w[i] = static_cast<float>(weight_at(i)), b[i] = static_cast<float>(bias_at(i));
  auto broadcast = [&](const std::vector<float>& values) {
    kiln_tensor t = g.cast(h(make_f32(values, row)), c.dtype);
    EXPECT_EQ(kiln_tensor_eval(&t, 1), KILN_STATUS_OK) << kiln_last_error();
    kiln_tensor out = nullptr;
    EXPECT_EQ(kiln_broadcast_to(t, c.shape.data(), c.shape.size(), &out), KILN_STATUS_OK) << kiln_last_error();
    return g.add(out);
  };
  return g.b(kiln_add, g.b(kiln_multiply, y, broadcast(w)), broadcast(b));
}

Result run(const Case& c, bool fused) {
  FusionSwitch on(fused);
  Handles h;
  Builder g{h, c.axes, {}};
  int64_t n = count(c.shape);
  std::vector<double> host = host_values(n, 3);
  std::vector<float> f(host.begin(), host.end());
  kiln_tensor x;
  if (c.transposed) {  // built as the transpose of a [cols, rows] array (2-D cases only)
    std::vector<float> t(f.size());
    int64_t rows = c.shape[0], cols = c.shape[1];
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < cols; ++j) t[j * rows + i] = f[i * cols + j];
    }
    kiln_tensor base = g.cast(h(make_f32(t, {cols, rows})), c.dtype);
    EXPECT_EQ(kiln_tensor_eval(&base, 1), KILN_STATUS_OK) << kiln_last_error();
    const int64_t perm[] = {1, 0};
    kiln_tensor view = nullptr;
    EXPECT_EQ(kiln_transpose(base, perm, 2, &view), KILN_STATUS_OK) << kiln_last_error();
    x = h(view);
  } else {
    x = g.cast(h(make_f32(f, c.shape)), c.dtype);
    EXPECT_EQ(kiln_tensor_eval(&x, 1), KILN_STATUS_OK) << kiln_last_error();
  }
  kiln_tensor y = c.kind == Kind::Softmax ? softmax(g, x) : c.kind == Kind::LogSoftmax ? log_softmax(g, x) : layer_norm(g, x, c.dtype);
  if (c.kind == Kind::LayerNormAffine) y = affine(g, h, y, c);
  g.hold(y);
  g.release_temps();
  Result out;
  uint64_t id = 0;
  EXPECT_EQ(kiln_telemetry_subscribe(count_launches, &out.launches, &id), KILN_STATUS_OK);
  EXPECT_EQ(kiln_tensor_eval(&y, 1), KILN_STATUS_OK) << kiln_last_error();
  EXPECT_EQ(kiln_telemetry_unsubscribe(id), KILN_STATUS_OK);
  out.values = read_f64(y, h);
  return out;
}

// Checks values against the reference and the unfused plan; returns the fused launches.
Launches check(const Case& c) {
  SCOPED_TRACE(describe(c));
  Result fused = run(c, true), unfused = run(c, false);
  int64_t cols = 1;
  for (int64_t a : c.axes) cols *= c.shape[static_cast<size_t>(a)];
  std::vector<double> ref = reference(c.kind, host_values(count(c.shape), 3), cols);
  // Every step rounds to the dtype (exp and log within a few ulp); a sum's order changes its
  // float32 (float64) accumulator by at most d units of its last place relative to the sum of
  // magnitudes (d additions on the longest path, docs/architecture.md: K + 11 for 4096 on NVIDIA,
  // up to 38 for 1031 with lavapipe's subgroups of 8); rounding errors add up as a random walk,
  // so the observed differences stay well inside this.
  const double eps = epsilon(c.dtype), tol = 16 * eps;
  EXPECT_EQ(fused.values.size(), ref.size());
  int bad = 0;
  for (size_t i = 0; i < ref.size() && bad < 5; ++i) {
    double scale = c.kind == Kind::LayerNorm ? 1.0 + std::abs(ref[i]) : std::abs(ref[i]) + eps;
    if (c.kind == Kind::LayerNormAffine) scale = 2.0 + std::abs(ref[i]);  // |weight| <= 1.25, plus the bias
    if (c.kind == Kind::LogSoftmax) scale = 1.0 + std::abs(ref[i]);
    if (!(std::abs(fused.values[i] - ref[i]) <= tol * scale)) {
      ADD_FAILURE() << "element " << i << ": fused " << fused.values[i] << " reference " << ref[i];
      ++bad;
    }
    if (!(std::abs(fused.values[i] - unfused.values[i]) <= tol * scale)) {
      ADD_FAILURE() << "element " << i << ": fused " << fused.values[i] << " unfused " << unfused.values[i];
      ++bad;
    }
  }
  return fused.launches;
}

bool vulkan() { return !is_cpu(test_device()); }

// Whether this device makes `rows` rows of `cols` elements one row group: Vulkan up to its limit
// (8192 float32 a row), the CPU from 16 elements a row in tensors from its fusion floor up
// (KILN_CPU_FUSION_MIN, else 16385 elements).
bool fuses_rows(int64_t rows, int64_t cols) {
  if (vulkan()) return cols <= 8192;
  const char* floor = std::getenv("KILN_CPU_FUSION_MIN");
  const int64_t min_elements = floor && *floor ? std::atoll(floor) : 16385;
  return cols >= 16 && rows * cols >= min_elements;
}

const kiln_dtype kFloats[] = {KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT64};

TEST(RowFusion, SoftmaxIsOneKernel) {
  Launches l = check({Kind::Softmax, KILN_DTYPE_FLOAT32, {64, 1000}, {1}});
  if (fuses_rows(64, 1000)) {
    EXPECT_EQ(l.kernels, 1);
    EXPECT_EQ(l.fused, 1);
    EXPECT_EQ(l.allocations, 1);  // the result only: the maximum, exponentials and sum stay in registers
  } else {
    EXPECT_GT(l.kernels, 1);
  }
}

TEST(RowFusion, LogSoftmaxAndLayerNormAreOneKernel) {
  for (Kind kind : {Kind::LogSoftmax, Kind::LayerNorm, Kind::LayerNormAffine}) {
    Launches l = check({kind, KILN_DTYPE_FLOAT32, {33, 300}, {1}});
    if (fuses_rows(33, 300)) { EXPECT_EQ(l.kernels, 1) << static_cast<int>(kind); }
  }
}

// Row lengths: one element, short (several rows a workgroup), not a multiple of the subgroup or
// of the threads a row, exactly the limit, and past it (the old plan: several kernels).
TEST(RowFusion, RowLengths) {
  for (Kind kind : {Kind::Softmax, Kind::LogSoftmax, Kind::LayerNorm}) {
    for (int64_t cols : {1, 7, 37, 255, 1031}) {
      Launches l = check({kind, KILN_DTYPE_FLOAT32, {19, cols}, {1}});
      if (fuses_rows(19, cols)) { EXPECT_EQ(l.kernels, 1) << cols; }
    }
  }
  Launches at = check({Kind::Softmax, KILN_DTYPE_FLOAT32, {3, 8192}, {1}});
  Launches past = check({Kind::Softmax, KILN_DTYPE_FLOAT32, {3, 8193}, {1}});
  if (fuses_rows(3, 8192)) { EXPECT_EQ(at.kernels, 1); }
  if (vulkan()) { EXPECT_GT(past.kernels, 1); }  // the CPU's limit is far longer
  if (fuses_rows(3, 8193)) { EXPECT_EQ(past.kernels, 1); }
}

TEST(RowFusion, EveryFloatDtype) {
  for (kiln_dtype t : kFloats) {
    if (!device_has(t)) continue;
    for (Kind kind : {Kind::Softmax, Kind::LogSoftmax, Kind::LayerNorm, Kind::LayerNormAffine}) check({kind, t, {21, 130}, {1}});
  }
}

// Several leading and several reduced axes; a 1-D input (one row); a transposed input.
TEST(RowFusion, AxesAndLayouts) {
  Launches l = check({Kind::Softmax, KILN_DTYPE_FLOAT32, {3, 4, 5, 6}, {2, 3}});
  if (fuses_rows(12, 30)) { EXPECT_EQ(l.kernels, 1); }
  check({Kind::LayerNorm, KILN_DTYPE_FLOAT32, {500}, {0}});
  Launches a = check({Kind::LayerNormAffine, KILN_DTYPE_FLOAT32, {3, 4, 5, 6}, {2, 3}});  // a (5, 6) weight
  if (fuses_rows(12, 30)) { EXPECT_EQ(a.kernels, 1); }
  Launches t = check({Kind::Softmax, KILN_DTYPE_FLOAT32, {40, 70}, {1}, true});
  if (fuses_rows(40, 70)) { EXPECT_EQ(t.kernels, 1); }
  check({Kind::LayerNorm, KILN_DTYPE_FLOAT16, {40, 70}, {1}, true});
}

// Only exact ops and max/min: fused and unfused give the same bits; the maximum and the
// exponentials the user also holds are stored (and equal the unfused ones).
TEST(RowFusion, ExactChainsAreBitIdenticalAndHeldMembersStored) {
  for (kiln_dtype t : kFloats) {
    if (!device_has(t)) continue;
    SCOPED_TRACE("dtype " + std::to_string(t));
    auto graph = [t](Handles& h, bool fused, Launches* l) {
      FusionSwitch on(fused);
      Builder g{h, {1}, {}};
      std::vector<double> host = host_values(23 * 45, 5);
      kiln_tensor x = g.cast(h(make_f32(std::vector<float>(host.begin(), host.end()), {23, 45})), t);
      EXPECT_EQ(kiln_tensor_eval(&x, 1), KILN_STATUS_OK) << kiln_last_error();
      kiln_tensor m = g.r(kiln_max, x);
      kiln_tensor s = g.b(kiln_subtract, x, m);
      kiln_tensor lo = g.r(kiln_min, s);
      kiln_tensor y = g.b(kiln_divide, s, g.b(kiln_subtract, lo, g.scalar(1, t)));
      for (kiln_tensor held : {y, m, s}) g.hold(held);  // s: not evaluated, but the user holds it
      g.release_temps();
      std::vector<kiln_tensor> roots = {y, m};
      uint64_t id = 0;
      EXPECT_EQ(kiln_telemetry_subscribe(count_launches, l, &id), KILN_STATUS_OK);
      EXPECT_EQ(kiln_tensor_eval(roots.data(), roots.size()), KILN_STATUS_OK) << kiln_last_error();
      EXPECT_EQ(kiln_telemetry_unsubscribe(id), KILN_STATUS_OK);
      return std::vector<std::vector<uint8_t>>{bytes_of(y), bytes_of(m), bytes_of(s)};
    };
    Handles h1, h2;
    Launches fused_launches, unfused_launches;
    auto fused = graph(h1, true, &fused_launches);
    auto unfused = graph(h2, false, &unfused_launches);
    EXPECT_EQ(fused, unfused);
    if (fuses_rows(23, 45)) {
      EXPECT_EQ(fused_launches.kernels, 1);
      EXPECT_EQ(fused_launches.allocations, 3);  // y, m (roots) and s (held): the rest in registers
    }
  }
}

// The library's softmax and log_softmax (the maximum made finite first) fuse as well.
TEST(RowFusion, LibrarySoftmaxIsOneKernel) {
  for (bool log : {false, true}) {
    Handles h;
    std::vector<double> host = host_values(16 * 100, 7);
    kiln_tensor x = h(make_f32(std::vector<float>(host.begin(), host.end()), {16, 100}));
    const int64_t axis = -1;
    kiln_tensor y = nullptr;
    EXPECT_EQ((log ? kiln_log_softmax : kiln_softmax)(x, &axis, 1, &y), KILN_STATUS_OK) << kiln_last_error();
    h(y);
    Launches l;
    uint64_t id = 0;
    EXPECT_EQ(kiln_telemetry_subscribe(count_launches, &l, &id), KILN_STATUS_OK);
    EXPECT_EQ(kiln_tensor_eval(&y, 1), KILN_STATUS_OK) << kiln_last_error();
    EXPECT_EQ(kiln_telemetry_unsubscribe(id), KILN_STATUS_OK);
    std::vector<double> ref = reference(log ? Kind::LogSoftmax : Kind::Softmax, host, 100);
    std::vector<double> got = read_f64(y, h);
    for (size_t i = 0; i < ref.size(); ++i) ASSERT_NEAR(got[i], ref[i], 1e-6 * (1 + std::abs(ref[i]))) << i;
    if (fuses_rows(16, 100)) { EXPECT_EQ(l.kernels, 1); }
  }
}

// Independent row work over rows of one shape (Nx's loss and its gradient, both over the
// logits' rows) joins the latest row group over them: softmax(x) and log_softmax(y), evaluated
// together, are one kernel.
TEST(RowFusion, IndependentWorkOverTheSameRowsIsOneKernel) {
  Handles h;
  std::vector<double> xs = host_values(16 * 100, 7), ys = host_values(16 * 100, 8);
  kiln_tensor x = h(make_f32(std::vector<float>(xs.begin(), xs.end()), {16, 100}));
  kiln_tensor y = h(make_f32(std::vector<float>(ys.begin(), ys.end()), {16, 100}));
  const int64_t axis = -1;
  kiln_tensor out[2] = {nullptr, nullptr};
  KILN_ASSERT_OK(kiln_softmax(x, &axis, 1, &out[0]));
  h(out[0]);
  KILN_ASSERT_OK(kiln_log_softmax(y, &axis, 1, &out[1]));
  h(out[1]);
  Launches l;
  uint64_t id = 0;
  EXPECT_EQ(kiln_telemetry_subscribe(count_launches, &l, &id), KILN_STATUS_OK);
  EXPECT_EQ(kiln_tensor_eval(out, 2), KILN_STATUS_OK) << kiln_last_error();
  EXPECT_EQ(kiln_telemetry_unsubscribe(id), KILN_STATUS_OK);
  const std::vector<double> refs[2] = {reference(Kind::Softmax, xs, 100), reference(Kind::LogSoftmax, ys, 100)};
  for (int k = 0; k < 2; ++k) {
    std::vector<double> got = read_f64(out[k], h);
    for (size_t i = 0; i < got.size(); ++i) ASSERT_NEAR(got[i], refs[k][i], 1e-6 * (1 + std::abs(refs[k][i]))) << k << " " << i;
  }
  if (fuses_rows(16, 100)) { EXPECT_EQ(l.kernels, 1); }
}

// A row group whose input from outside is itself a reduction of the full shape (a column sum,
// as Nx's gradient of a bias is): sum((sum(x, axis 0))^2) over a 1-D row. The CPU runner took
// any Reduce node for a row value (one per row) and gave it a (rows, 1) block, which the square
// then refused (found through Kiln.Compiler's Axon MLP with every shape fused, session 33).
TEST(RowFusion, AnOutsideReductionOfTheFullShapeIsReadAsFull) {
  Handles h;
  std::vector<double> xs = host_values(16 * 40, 11);
  kiln_tensor x = h(make_f32(std::vector<float>(xs.begin(), xs.end()), {16, 40}));
  const int64_t rows_axis = 0, all = 0;
  kiln_tensor column_sums = nullptr, squares = nullptr, total = nullptr;
  KILN_ASSERT_OK(kiln_sum(x, &rows_axis, 1, false, &column_sums));
  h(column_sums);
  KILN_ASSERT_OK(kiln_multiply(column_sums, column_sums, &squares));
  h(squares);
  KILN_ASSERT_OK(kiln_sum(squares, &all, 1, false, &total));
  h(total);
  KILN_ASSERT_OK(kiln_tensor_eval(&total, 1));
  double want = 0;
  for (int c = 0; c < 40; ++c) {
    double column = 0;
    for (int r = 0; r < 16; ++r) column += static_cast<float>(xs[r * 40 + c]);
    want += column * column;
  }
  const std::vector<double> got = read_f64(total, h);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_NEAR(got[0], want, 1e-5 * want);
}

}  // namespace

namespace {

// The library's var (mean, deviations, squares, sum, divide) is one kernel, with or without
// keepdims; float16 input computes in float32 (a cast member feeding both reductions).
TEST(RowFusion, LibraryVarIsOneKernel) {
  for (kiln_dtype t : {KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT16}) {
    for (bool keepdims : {false, true}) {
      SCOPED_TRACE("dtype " + std::to_string(t) + (keepdims ? " keepdims" : ""));
      Handles h;
      std::vector<double> host = host_values(12 * 333, 9);
      kiln_tensor f = h(make_f32(std::vector<float>(host.begin(), host.end()), {12, 333}));
      kiln_tensor x = nullptr;
      EXPECT_EQ(kiln_astype(f, t, &x), KILN_STATUS_OK) << kiln_last_error();
      h(x);
      EXPECT_EQ(kiln_tensor_eval(&x, 1), KILN_STATUS_OK) << kiln_last_error();
      const int64_t axis = 1;
      kiln_tensor v = nullptr;
      EXPECT_EQ(kiln_var(x, &axis, 1, 1.0, keepdims, &v), KILN_STATUS_OK) << kiln_last_error();
      h(v);
      Launches l;
      uint64_t id = 0;
      EXPECT_EQ(kiln_telemetry_subscribe(count_launches, &l, &id), KILN_STATUS_OK);
      EXPECT_EQ(kiln_tensor_eval(&v, 1), KILN_STATUS_OK) << kiln_last_error();
      EXPECT_EQ(kiln_telemetry_unsubscribe(id), KILN_STATUS_OK);
      std::vector<double> got = read_f64(v, h);
      ASSERT_EQ(got.size(), 12u);
      for (size_t r = 0; r < 12; ++r) {
        double mean = 0, ss = 0;
        for (size_t c = 0; c < 333; ++c) mean += host[r * 333 + c];
        mean /= 333;
        for (size_t c = 0; c < 333; ++c) ss += (host[r * 333 + c] - mean) * (host[r * 333 + c] - mean);
        EXPECT_NEAR(got[r], ss / 332, 16 * epsilon(t) * ss / 332) << r;
      }
      if (fuses_rows(12, 333)) { EXPECT_EQ(l.kernels, 1); }
    }
  }
}

}  // namespace
