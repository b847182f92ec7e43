// Elementwise fusion (core/fusion.h, docs/architecture.md): fused and unfused evaluation give the
// same bytes for every dtype; fused results match host references; a cached fused kernel is
// never reused wrongly when the shape, dtype or layout changes; values still needed elsewhere
// are stored; telemetry counts nodes per fused kernel. The CPU runs the same plan as blockwise
// loops (cpu/fused_loop.h), so the same checks hold there.
#include <cmath>
#include <cstring>
#include <functional>

#include "fusion_support.h"

namespace {

using namespace fusion_support;

// Unary, binary (with a broadcast scalar and a transposed view), comparison, where and casts,
// all connected, for one dtype.
std::vector<kiln_tensor> mixed_chain(kiln_dtype t, Handles& h) {
  if (t == KILN_DTYPE_BOOL) {
    kiln_tensor x = input(t, {7, 9}, 1, h);
    kiln_tensor y = transpose(input(t, {9, 7}, 2, h), h);
    kiln_tensor a = op2(kiln_bitwise_and, op1(kiln_logical_not, x, h), y, h);
    kiln_tensor b = op2(kiln_greater, a, x, h);
    kiln_tensor w = kiln_tensor{};
    EXPECT_EQ(kiln_where(b, x, op2(kiln_bitwise_and, a, scalar(1, t, h), h), &w), KILN_STATUS_OK) << kiln_last_error();
    return {h(w), cast(w, KILN_DTYPE_FLOAT32, h)};
  }
  kiln_tensor x = input(t, {7, 9}, 1, h);
  kiln_tensor y = transpose(input(t, {9, 7}, 2, h), h);
  kiln_tensor a = op2(kiln_add, x, y, h);
  kiln_tensor b = op2(kiln_multiply, a, op2(kiln_add, x, scalar(3, t, h), h), h);
  kiln_tensor c = op2(kiln_maximum, b, y, h);
  kiln_tensor d = op2(kiln_greater, c, x, h);
  kiln_tensor e = kiln_tensor{};
  EXPECT_EQ(kiln_where(d, c, a, &e), KILN_STATUS_OK) << kiln_last_error();
  h(e);
  kiln_tensor f = cast(cast(op2(kiln_subtract, e, y, h), KILN_DTYPE_FLOAT32, h), t, h);
  kiln_tensor g = op1(kiln_logical_not, op2(kiln_greater, f, a, h), h);
  kiln_tensor r;
  if (is_float(t)) {
    r = op2(kiln_divide, op1(kiln_sqrt, op2(kiln_multiply, f, f, h), h), op2(kiln_add, y, scalar(100, t, h), h), h);
    if (t != KILN_DTYPE_FLOAT64) r = op1(kiln_tanh, op1(kiln_sigmoid, op2(kiln_add, r, op1(kiln_exp, op1(kiln_negative, x, h), h), h), h), h);
  } else if (t == KILN_DTYPE_BOOL) {
    r = op2(kiln_bitwise_and, f, x, h);
  } else {
    r = op2(kiln_bitwise_and, op2(kiln_remainder, f, op2(kiln_add, x, scalar(41, t, h), h), h), cast(y, t, h), h);
  }
  return {r, g, cast(r, KILN_DTYPE_FLOAT16, h)};
}

const kiln_dtype kAllDtypes[] = {KILN_DTYPE_BOOL,   KILN_DTYPE_INT8,    KILN_DTYPE_INT16,    KILN_DTYPE_INT32,  KILN_DTYPE_INT64,
                                 KILN_DTYPE_UINT8,  KILN_DTYPE_UINT16,  KILN_DTYPE_UINT32,   KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16,
                                 KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64};

TEST(Fusion, FusedEqualsUnfusedForEveryDtype) {
  for (kiln_dtype t : kAllDtypes) {
    if (!device_has(t)) continue;
    SCOPED_TRACE("dtype " + std::to_string(t));
    FusionCount count = expect_fused_equals_unfused([t](Handles& h) { return mixed_chain(t, h); });
    if ((t == KILN_DTYPE_INT64 || t == KILN_DTYPE_UINT64) && !is_cpu(test_device())) {
      EXPECT_EQ(count.kernels, 0);  // not fused yet on Vulkan (fused_ops.cpp: wide_integer)
    } else {
      EXPECT_GE(count.kernels, 1);
      EXPECT_GE(count.nodes, t == KILN_DTYPE_BOOL ? 5 : 12);  // most of the chain ran in fused kernels
    }
  }
}

// Half precision, contiguous, with a broadcast scalar: the fused kernel gives the unfused ops'
// bits, and the host's values.
TEST(Fusion, HalfPrecisionChainsMatchUnfusedAndHost) {
  const int64_t n = 4101;
  for (kiln_dtype t : {KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16}) {
    if (!device_has(t)) continue;
    SCOPED_TRACE("dtype " + std::to_string(t));
    Graph chain = [&](Handles& h) {
      kiln_tensor x = input(t, {n}, 1, h), y = input(t, {n}, 2, h);
      kiln_tensor bias = op2(kiln_add, op2(kiln_multiply, x, y, h), scalar(0.375, t, h), h);
      return std::vector<kiln_tensor>{op2(kiln_maximum, bias, op1(kiln_negative, y, h), h)};
    };
    FusionCount count = expect_fused_equals_unfused(chain);
    if (!is_cpu(test_device())) EXPECT_EQ(count.kernels, 1);  // the CPU fuses more than a block only
    std::vector<uint8_t> bytes = evaluate(chain, true)[0];
    Handles h;
    std::vector<uint8_t> xs = bytes_of(cast(input(t, {n}, 1, h), KILN_DTYPE_FLOAT32, h));
    std::vector<uint8_t> ys = bytes_of(cast(input(t, {n}, 2, h), KILN_DTYPE_FLOAT32, h));
    kiln_tensor got16 = nullptr;
    const int64_t shape[] = {n};
    ASSERT_EQ(kiln_tensor_create(bytes.data(), t, shape, 1, test_device(), &got16), KILN_STATUS_OK) << kiln_last_error();
    std::vector<uint8_t> got = bytes_of(cast(h(got16), KILN_DTYPE_FLOAT32, h));
    const double tolerance = t == KILN_DTYPE_FLOAT16 ? 2e-3 : 1.6e-2;  // two roundings to the dtype
    for (int64_t i = 0; i < n; ++i) {
      float x, y, r;
      std::memcpy(&x, xs.data() + 4 * i, 4);
      std::memcpy(&y, ys.data() + 4 * i, 4);
      std::memcpy(&r, got.data() + 4 * i, 4);
      const double want = std::max(double(x) * y + 0.375, -double(y));
      ASSERT_NEAR(r, want, tolerance * (1 + std::fabs(want))) << "element " << i;
    }
  }
}

// GELU, tanh form, against a host computation; the whole expression is one kernel.
TEST(Fusion, GeluMatchesHostAndIsOneKernel) {
  const int64_t n = 4099;  // not a multiple of 4: the VEC path and the scalar tail both run
  std::vector<float> xs(n);
  for (int64_t i = 0; i < n; ++i) xs[i] = static_cast<float>(i - n / 2) / 300.0f;
  Graph gelu = [&](Handles& h) {
    kiln_tensor x = h(make_f32(xs, {n}));
    kiln_tensor x3 = op2(kiln_multiply, op2(kiln_multiply, x, x, h), x, h);
    kiln_tensor inner = op2(kiln_multiply, op2(kiln_add, x, op2(kiln_multiply, scalar(0.044715, KILN_DTYPE_FLOAT32, h), x3, h), h),
                            scalar(0.7978845608, KILN_DTYPE_FLOAT32, h), h);
    kiln_tensor t = op2(kiln_add, scalar(1, KILN_DTYPE_FLOAT32, h), op1(kiln_tanh, inner, h), h);
    return std::vector<kiln_tensor>{op2(kiln_multiply, op2(kiln_multiply, scalar(0.5, KILN_DTYPE_FLOAT32, h), x, h), t, h)};
  };
  FusionCount count = expect_fused_equals_unfused(gelu);
  EXPECT_EQ(count.kernels, 1);
  EXPECT_EQ(count.nodes, 9);
  std::vector<uint8_t> bytes = evaluate(gelu, true)[0];
  std::vector<float> got(n);
  std::memcpy(got.data(), bytes.data(), bytes.size());
  for (int64_t i = 0; i < n; ++i) {
    double x = xs[i];
    double want = 0.5 * x * (1 + std::tanh(0.7978845608 * (x + 0.044715 * x * x * x)));
    ASSERT_NEAR(got[i], want, 2e-6 + 2e-6 * std::fabs(want)) << "x = " << x;
  }
}

// One expression, evaluated for several shapes, dtypes and layouts in turn: each result is
// checked against the host, so a cached kernel reused for another of these would show.
TEST(Fusion, CachedKernelsFollowShapeDtypeAndLayout) {
  struct Case {
    kiln_dtype dtype;
    std::vector<int64_t> shape;
    bool transposed;  // x is a transposed view
    bool broadcast;   // y is a broadcast row
  };
  const Case cases[] = {{KILN_DTYPE_FLOAT32, {6, 10}, false, false}, {KILN_DTYPE_FLOAT32, {3, 5}, false, false},
                        {KILN_DTYPE_FLOAT32, {6, 10}, true, false},  {KILN_DTYPE_FLOAT32, {6, 10}, false, true},
                        {KILN_DTYPE_INT32, {6, 10}, false, false},   {KILN_DTYPE_INT16, {6, 10}, true, true},
                        {KILN_DTYPE_FLOAT32, {6, 10}, false, false}};
  for (const Case& c : cases) {
    SCOPED_TRACE("dtype " + std::to_string(c.dtype) + (c.transposed ? " transposed" : "") + (c.broadcast ? " broadcast" : ""));
    FusionSwitch on(true);
    Handles h;
    int64_t rows = c.shape[0], cols = c.shape[1];
    std::vector<float> xv(rows * cols), yv(c.broadcast ? cols : rows * cols);
    for (size_t i = 0; i < xv.size(); ++i) xv[i] = static_cast<float>(static_cast<int>(i % 13) - 6);
    for (size_t i = 0; i < yv.size(); ++i) yv[i] = static_cast<float>(static_cast<int>(i % 7) - 2);
    kiln_tensor x = cast(h(make_f32(xv, c.transposed ? std::vector<int64_t>{cols, rows} : std::vector<int64_t>{rows, cols})), c.dtype, h);
    kiln_tensor y = cast(h(make_f32(yv, c.broadcast ? std::vector<int64_t>{cols} : std::vector<int64_t>{rows, cols})), c.dtype, h);
    kiln_tensor both[] = {x, y};
    KILN_ASSERT_OK(kiln_tensor_eval(both, 2));
    if (c.transposed) x = transpose(x, h);  // a strided view of evaluated data
    kiln_tensor r = op2(kiln_multiply, op2(kiln_add, op2(kiln_multiply, x, scalar(2, c.dtype, h), h), y, h), x, h);
    r = cast(r, KILN_DTYPE_FLOAT32, h);
    std::vector<float> got = read_f32(r);
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < cols; ++j) {
        float xe = c.transposed ? xv[j * rows + i] : xv[i * cols + j];
        float ye = c.broadcast ? yv[j] : yv[i * cols + j];
        ASSERT_EQ(got[i * cols + j], (xe * 2 + ye) * xe) << i << "," << j;
      }
    }
  }
}

// An intermediate the user still holds, one a reduction consumes and one read later are stored
// once and hold the same values as without fusion.
TEST(Fusion, ValuesNeededElsewhereAreStored) {
  Graph graph = [](Handles& h) {
    kiln_tensor x = input(KILN_DTYPE_FLOAT32, {33, 17}, 3, h);
    kiln_tensor held = op1(kiln_exp, op2(kiln_multiply, x, scalar(0.05, KILN_DTYPE_FLOAT32, h), h), h);
    kiln_tensor total = kiln_tensor{};
    const int64_t axis = 1;
    EXPECT_EQ(kiln_sum(held, &axis, 1, true, &total), KILN_STATUS_OK);
    h(total);
    kiln_tensor out = op2(kiln_divide, op2(kiln_add, held, scalar(1, KILN_DTYPE_FLOAT32, h), h), total, h);
    KILN_EXPECT_OK(kiln_tensor_eval(&out, 1));
    return std::vector<kiln_tensor>{out, held, total};  // held and total: read after the eval
  };
  // The row sum joins a row group on Vulkan (its order of additions changes): held is exact,
  // total and out agree to the summation tolerance.
  auto fused = evaluate(graph, true), unfused = evaluate(graph, false);
  EXPECT_EQ(fused[1], unfused[1]);
  for (size_t k : {size_t{0}, size_t{2}}) {
    ASSERT_EQ(fused[k].size(), unfused[k].size());
    std::vector<float> a(fused[k].size() / 4), b(a.size());
    std::memcpy(a.data(), fused[k].data(), fused[k].size());
    std::memcpy(b.data(), unfused[k].data(), unfused[k].size());
    for (size_t i = 0; i < a.size(); ++i) EXPECT_NEAR(a[i], b[i], 1e-6 * std::fabs(b[i])) << k << " " << i;
  }
}

// Larger than many of the CPU's 16 Ki-element blocks (so several threads run them), with a
// transposed leaf (gathered per block), a broadcast row, a 0-d scalar, transcendental members,
// a cast and an intermediate stored for a reduction: fused and unfused give the same bytes.
TEST(Fusion, ManyBlocksWithStridedAndBroadcastLeaves) {
  Graph graph = [](Handles& h) {
    const int64_t rows = 301, cols = 517;  // 155617 elements: 9.5 blocks, a ragged last one
    kiln_tensor x = input(KILN_DTYPE_FLOAT32, {rows, cols}, 1, h);
    kiln_tensor xt = transpose(input(KILN_DTYPE_FLOAT32, {cols, rows}, 2, h), h);
    kiln_tensor row = input(KILN_DTYPE_FLOAT32, {1, cols}, 3, h);
    kiln_tensor scaled = op2(kiln_multiply, op2(kiln_add, x, xt, h), scalar(0.05, KILN_DTYPE_FLOAT32, h), h);
    kiln_tensor t = op1(kiln_tanh, op2(kiln_subtract, scaled, row, h), h);
    kiln_tensor e = op1(kiln_exp, op2(kiln_multiply, t, scaled, h), h);
    kiln_tensor total = nullptr;
    const int64_t axis = 0;
    EXPECT_EQ(kiln_sum(e, &axis, 1, false, &total), KILN_STATUS_OK) << kiln_last_error();
    h(total);
    kiln_tensor wide = cast(op2(kiln_maximum, e, op1(kiln_sin, xt, h), h), KILN_DTYPE_FLOAT64, h);
    return std::vector<kiln_tensor>{wide, total};
  };
  FusionCount count = expect_fused_equals_unfused(graph);
  EXPECT_GE(count.kernels, 1);
}

// Intermediates nobody holds live in registers only; the result still matches.
TEST(Fusion, ReleasedIntermediatesAreNotStored) {
  auto run = [](bool fused) {
    FusionSwitch on(fused);
    Handles h;
    kiln_tensor x = input(KILN_DTYPE_FLOAT32, {1000}, 5, h);
    kiln_tensor acc = x, prev = nullptr;
    for (int i = 0; i < 8; ++i) {
      kiln_tensor next = nullptr;
      EXPECT_EQ((i % 2 ? kiln_multiply : kiln_add)(acc, x, &next), KILN_STATUS_OK);
      if (prev) {
        EXPECT_EQ(kiln_tensor_release(prev), KILN_STATUS_OK);
      }
      prev = acc == x ? nullptr : acc;
      acc = next;
    }
    if (prev) {
      EXPECT_EQ(kiln_tensor_release(prev), KILN_STATUS_OK);
    }
    h(acc);
    Counting counting;
    KILN_EXPECT_OK(kiln_tensor_eval(&acc, 1));
    bool fuses = fused;
    // Fused: one kernel computes all eight nodes and stores the result only. Unfused: each kernel
    // writes in place over the intermediate it reads for the last time (core/eval_memory), so the
    // chain also allocates once.
    EXPECT_EQ(counting.count.allocations, 1);
    EXPECT_EQ(counting.count.kernels, fuses ? 1 : 0);
    EXPECT_EQ(counting.count.nodes, fuses ? 8 : 0);
    return bytes_of(acc);
  };
  EXPECT_EQ(run(true), run(false));
}

// More members than one generated kernel takes, and more leaves than push constants hold.
TEST(Fusion, LongChainsAndManyInputs) {
  Graph graph = [](Handles& h) {
    kiln_tensor acc = input(KILN_DTYPE_FLOAT32, {257}, 4, h);
    for (int i = 0; i < 150; ++i) {
      acc = op2(i % 2 ? kiln_add : kiln_multiply, acc, input(KILN_DTYPE_FLOAT32, {257}, i, h), h);
      acc = op2(kiln_minimum, acc, scalar(1e6, KILN_DTYPE_FLOAT32, h), h);
    }
    return std::vector<kiln_tensor>{acc};
  };
  FusionCount count = expect_fused_equals_unfused(graph);
  EXPECT_GE(count.kernels, 5);  // 300 nodes, at most 64 per kernel
}

// Larger than lavapipe's maxStorageBufferRange (128 MiB): kernels address memory directly.
TEST(Fusion, TensorsBeyondTheBindingLimit) {
  const int64_t n = (int64_t{136} << 20) / 4 + 3;
  std::vector<float> xs(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) xs[i] = static_cast<float>(i % 1000);
  Handles h;
  FusionSwitch on(true);
  kiln_tensor x = h(make_f32(xs, {n}));
  kiln_tensor r = op2(kiln_add, op2(kiln_multiply, x, x, h), scalar(1, KILN_DTYPE_FLOAT32, h), h);
  std::vector<float> got = read_f32(r);
  for (int64_t i : {int64_t{0}, int64_t{12345}, n / 2, n - 5, n - 1}) {
    float v = static_cast<float>(i % 1000);
    ASSERT_EQ(got[i], v * v + 1) << i;
  }
}

// z + b, then ReLU against a literal 0 that a binding made as an int64 scalar and cast to the
// tensor's dtype (as Nx's backend does): the cast is a constant at once, not a kernel placed
// between the add and the maximum, so both are one kernel.
TEST(Fusion, BiasAndReluAroundACastScalarAreOneKernel) {
  Graph graph = [](Handles& h) {
    kiln_tensor z = input(KILN_DTYPE_FLOAT32, {8, 16}, 1, h), b = input(KILN_DTYPE_FLOAT32, {16}, 2, h);
    kiln_tensor zero = cast(scalar(0, KILN_DTYPE_INT64, h), KILN_DTYPE_FLOAT32, h);
    return std::vector<kiln_tensor>{op2(kiln_maximum, op2(kiln_add, z, b, h), zero, h)};
  };
  FusionCount count = expect_fused_equals_unfused(graph);
  EXPECT_EQ(count.steps, 1);
  EXPECT_EQ(count.kernels, 1);
}

// A cast of a 0-d constant made at build time gives the Cast kernel's bytes: folded where the
// value is exact in the new dtype, left to the kernel where rounding, truncation, wrapping or
// saturation decide. The kernel's bytes come from the same constant read through a view (a view
// holds no host copy of the value, so its cast is a kernel).
TEST(Fusion, CastScalarConstantsMatchTheCastKernel) {
  auto reshaped = [](kiln_tensor t, std::vector<int64_t> shape, Handles& h) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(kiln_reshape(t, shape.data(), shape.size(), &out), KILN_STATUS_OK) << kiln_last_error();
    return h(out);
  };
  auto same_as_kernel = [&](kiln_tensor constant, kiln_dtype to, Handles& h) {
    kiln_tensor kernel = reshaped(cast(reshaped(constant, {1}, h), to, h), {}, h);
    return bytes_of(cast(constant, to, h)) == bytes_of(kernel);
  };
  struct Case {
    double value;
    kiln_dtype from, to;
  };
  const Case cases[] = {{0, KILN_DTYPE_INT64, KILN_DTYPE_FLOAT32},      {-7, KILN_DTYPE_INT32, KILN_DTYPE_FLOAT16},
                        {300, KILN_DTYPE_INT32, KILN_DTYPE_INT8},        {300, KILN_DTYPE_INT32, KILN_DTYPE_UINT8},
                        {-1, KILN_DTYPE_INT16, KILN_DTYPE_UINT32},       {2.75, KILN_DTYPE_FLOAT32, KILN_DTYPE_INT32},
                        {0.1, KILN_DTYPE_FLOAT64, KILN_DTYPE_FLOAT32},   {0.1, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64},
                        {16777217, KILN_DTYPE_INT32, KILN_DTYPE_FLOAT32}, {2, KILN_DTYPE_UINT8, KILN_DTYPE_BOOL},
                        {1, KILN_DTYPE_BOOL, KILN_DTYPE_BFLOAT16},       {-0.0, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT16},
                        {INFINITY, KILN_DTYPE_FLOAT32, KILN_DTYPE_INT16}, {NAN, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT16}};
  for (const Case& c : cases) {
    if (!device_has(c.from) || !device_has(c.to)) continue;
    Handles h;
    EXPECT_TRUE(same_as_kernel(scalar(c.value, c.from, h), c.to, h)) << c.value << " " << c.from << " -> " << c.to;
  }
  // An int64 past 2^53, which a double cannot hold.
  Handles h;
  kiln_tensor big = nullptr;
  KILN_ASSERT_OK(kiln_weak_scalar_int((int64_t{1} << 53) + 1, test_device(), &big));
  h(big);
  for (kiln_dtype to : {KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_INT32}) {
    if (device_has(to)) { EXPECT_TRUE(same_as_kernel(big, to, h)) << to; }
  }
}

// A node may join a group that began before one of its inputs' places in the order, when that
// input's own group runs earlier: d reads b (group B) and c, which joined a's group A after B
// began; A runs first, so d joins B (three steps: A, the product, B; two on Vulkan, where the
// product runs in B's epilogue).
TEST(Fusion, InputsOfEarlierGroupsMayComeLaterInTheOrder) {
  Graph graph = [](Handles& h) {
    kiln_tensor x = input(KILN_DTYPE_FLOAT32, {8, 16}, 1, h), w = input(KILN_DTYPE_FLOAT32, {16, 16}, 2, h);
    kiln_tensor a = op1(kiln_exp, x, h);
    kiln_tensor b = op1(kiln_exp, op2(kiln_matmul, a, w, h), h);
    return std::vector<kiln_tensor>{op2(kiln_add, b, op1(kiln_negative, a, h), h)};
  };
  FusionCount count = expect_fused_equals_unfused(graph);
  EXPECT_EQ(count.steps, is_cpu(test_device()) ? 3 : 2);
  EXPECT_EQ(count.kernels, 2);
}

TEST(Fusion, SwitchRoundTrips) {
  FusionSwitch saved(true);
  bool on = false;
  KILN_ASSERT_OK(kiln_fusion_set_enabled(false));
  KILN_ASSERT_OK(kiln_fusion_get_enabled(&on));
  EXPECT_FALSE(on);
  KILN_ASSERT_OK(kiln_fusion_set_enabled(true));
  KILN_ASSERT_OK(kiln_fusion_get_enabled(&on));
  EXPECT_TRUE(on);
  EXPECT_EQ(kiln_fusion_get_enabled(nullptr), KILN_STATUS_INVALID_ARGUMENT);
}

}  // namespace

// A complex op computed from its parts is one kernel (ops/complex.h's lane form), its values the
// unfused ones: multiply, and exp (the parts' transcendental functions).
TEST(Fusion, ComplexOpsAreOneKernelEach) {
  auto complex_input = [](int seed, Handles& h) {
    kiln_tensor z = nullptr;
    EXPECT_EQ(kiln_bitcast(input(KILN_DTYPE_FLOAT32, {7, 18}, seed, h), KILN_DTYPE_COMPLEX64, &z), KILN_STATUS_OK)
        << kiln_last_error();
    return h(z);
  };
  Graph product = [&](Handles& h) {
    return std::vector<kiln_tensor>{op2(kiln_multiply, complex_input(1, h), complex_input(2, h), h)};
  };
  Graph exponential = [&](Handles& h) {
    kiln_tensor small = op2(kiln_multiply, complex_input(3, h), scalar(0.05, KILN_DTYPE_COMPLEX64, h), h);
    EXPECT_EQ(kiln_tensor_eval(&small, 1), KILN_STATUS_OK) << kiln_last_error();
    return std::vector<kiln_tensor>{op1(kiln_exp, small, h)};
  };
  for (const Graph* g : {&product, &exponential}) {
    FusionCount count = expect_fused_equals_unfused(*g);
    EXPECT_EQ(count.kernels, 1);
  }
}
