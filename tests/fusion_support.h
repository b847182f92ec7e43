// Helpers of the fusion tests (fusion_test.cpp, epilogue_fusion_test.cpp): telemetry counts of
// fused kernels, small graph builders, and fused-versus-unfused evaluation.
#pragma once

#include <cmath>
#include <cstring>
#include <functional>

#include "test_support.h"

namespace fusion_support {

// Counts KILN_EVENT_FUSION spans (fused kernels) and the nodes they computed.
// Also counts allocations (KILN_EVENT_ALLOCATION), to see which values were stored.
struct FusionCount {
  int kernels = 0;
  int64_t nodes = 0;
  int allocations = 0;
  int64_t steps = 0;  // the eval's kernels, a fused group counting once
};

inline void count_fusion(const kiln_telemetry_event* e, void* user) {
  auto* c = static_cast<FusionCount*>(user);
  if (e->kind == KILN_EVENT_FUSION && e->phase == KILN_EVENT_STOP) {
    c->kernels++;
    c->nodes += e->count;
  }
  if (e->kind == KILN_EVENT_ALLOCATION && e->phase == KILN_EVENT_STOP) c->allocations++;
  if (e->kind == KILN_EVENT_EVAL && e->phase == KILN_EVENT_STOP) c->steps = e->count;
}

class Counting {
 public:
  Counting() { EXPECT_EQ(kiln_telemetry_subscribe(count_fusion, &count, &id_), KILN_STATUS_OK); }
  ~Counting() { EXPECT_EQ(kiln_telemetry_unsubscribe(id_), KILN_STATUS_OK); }
  FusionCount count;

 private:
  uint64_t id_ = 0;
};

inline std::vector<uint8_t> bytes_of(kiln_tensor t) {
  size_t n = 0;
  EXPECT_EQ(kiln_tensor_nbytes(t, &n), KILN_STATUS_OK);
  std::vector<uint8_t> b(n);
  EXPECT_EQ(kiln_tensor_read(t, b.data(), n), KILN_STATUS_OK) << kiln_last_error();
  return b;
}

inline kiln_tensor op2(kiln_status (*f)(kiln_tensor, kiln_tensor, kiln_tensor*), kiln_tensor a, kiln_tensor b, Handles& h) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(f(a, b, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

inline kiln_tensor op1(kiln_status (*f)(kiln_tensor, kiln_tensor*), kiln_tensor a, Handles& h) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(f(a, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

inline kiln_tensor cast(kiln_tensor a, kiln_dtype dtype, Handles& h) {
  kiln_tensor out = nullptr;
  EXPECT_EQ(kiln_astype(a, dtype, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

inline kiln_tensor scalar(double value, kiln_dtype dtype, Handles& h) {
  kiln_tensor out = nullptr;
  const int64_t no_dims = 0;
  EXPECT_EQ(kiln_full(&no_dims, 0, value, dtype, test_device(), &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

inline kiln_tensor transpose(kiln_tensor a, Handles& h) {
  kiln_tensor out = nullptr;
  const int64_t axes[] = {1, 0};
  EXPECT_EQ(kiln_transpose(a, axes, 2, &out), KILN_STATUS_OK) << kiln_last_error();
  return h(out);
}

// An evaluated input of `dtype` and `shape`: varied values in [-40, 40], converted on the device.
inline kiln_tensor input(kiln_dtype dtype, const std::vector<int64_t>& shape, int seed, Handles& h) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  std::vector<float> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[i] = static_cast<float>(((i * 37 + seed * 101) % 161) - 80) * 0.5f + 0.25f * (i % 3);
  kiln_tensor f = h(make_f32(v, shape));
  kiln_tensor t = cast(f, dtype, h);
  EXPECT_EQ(kiln_tensor_eval(&t, 1), KILN_STATUS_OK) << kiln_last_error();
  return t;
}

// Values in [-1, 1] (products of K of them stay finite in float16), varied by seed.
inline std::vector<float> small_values(int64_t n, int seed) {
  std::vector<float> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[i] = static_cast<float>(((i * 37 + seed * 101) % 161) - 80) / 80.0f;
  return v;
}

inline bool is_float(kiln_dtype d) { return d >= KILN_DTYPE_FLOAT16; }

using Graph = std::function<std::vector<kiln_tensor>(Handles&)>;

// Evaluates the graph's results together, with fusion on or off; returns their bytes.
inline std::vector<std::vector<uint8_t>> evaluate(const Graph& graph, bool fused, FusionCount* count = nullptr) {
  FusionSwitch on(fused);
  Handles h;
  std::vector<kiln_tensor> results = graph(h);
  Counting counting;
  EXPECT_EQ(kiln_tensor_eval(results.data(), results.size()), KILN_STATUS_OK) << kiln_last_error();
  if (count) *count = counting.count;
  std::vector<std::vector<uint8_t>> out;
  for (kiln_tensor t : results) out.push_back(bytes_of(t));
  return out;
}

inline FusionCount expect_fused_equals_unfused(const Graph& graph) {
  FusionCount count;
  auto fused = evaluate(graph, true, &count);
  auto unfused = evaluate(graph, false);
  EXPECT_EQ(fused, unfused);
  return count;
}

}  // namespace fusion_support
