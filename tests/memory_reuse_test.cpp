// Memory reuse: an eval reuses the memory of intermediates once their last consumer ran (never
// of a tensor someone still holds), and the device allocator serves repeated evals from its
// cache: no new driver allocation after the first, a bounded cache, released on request.
#include <algorithm>
#include <cmath>
#include <vector>

#include "test_support.h"

namespace {

kiln_memory_stats stats_of(kiln_device device) {
  kiln_memory_stats stats{};
  stats.struct_size = sizeof stats;
  EXPECT_EQ(kiln_device_memory_stats(device, &stats), KILN_STATUS_OK) << kiln_last_error();
  return stats;
}

// Counts the storages evals allocate (telemetry "allocate" spans) while it lives.
class AllocationCounter {
 public:
  AllocationCounter() { EXPECT_EQ(kiln_telemetry_subscribe(&AllocationCounter::on_event, this, &id_), KILN_STATUS_OK); }
  ~AllocationCounter() { EXPECT_EQ(kiln_telemetry_unsubscribe(id_), KILN_STATUS_OK); }
  int64_t count = 0;
  uint64_t bytes = 0;

 private:
  static void on_event(const kiln_telemetry_event* e, void* self) {
    auto* counter = static_cast<AllocationCounter*>(self);
    if (e->kind == KILN_EVENT_ALLOCATION && e->phase == KILN_EVENT_START) {
      ++counter->count;
      counter->bytes += e->bytes;
    }
  }
  uint64_t id_ = 0;
};

kiln_tensor scalar_f32(float v) {
  kiln_tensor t = nullptr;
  int64_t none = 0;
  EXPECT_EQ(kiln_tensor_create(&v, KILN_DTYPE_FLOAT32, &none, 0, test_device(), &t), KILN_STATUS_OK) << kiln_last_error();
  return t;
}

// t -> t * 0.5 + x, `steps` times (two dependent ops per step). Keeps the handles of the results
// whose step is listed in `keep` (in `kept`); releases the others as it goes.
kiln_tensor chain(kiln_tensor x, int steps, const std::vector<int>& keep = {}, std::vector<kiln_tensor>* kept = nullptr) {
  kiln_tensor half = scalar_f32(0.5f), t = x;
  EXPECT_EQ(kiln_tensor_retain(t), KILN_STATUS_OK);
  for (int i = 0; i < steps; ++i) {
    kiln_tensor scaled = nullptr, next = nullptr;
    EXPECT_EQ(kiln_multiply(t, half, &scaled), KILN_STATUS_OK) << kiln_last_error();
    EXPECT_EQ(kiln_add(scaled, x, &next), KILN_STATUS_OK) << kiln_last_error();
    kiln_tensor_release(scaled);
    kiln_tensor_release(t);
    t = next;
    for (int k : keep) {
      if (k == i) {
        kiln_tensor_retain(t);
        kept->push_back(t);
      }
    }
  }
  kiln_tensor_release(half);
  return t;
}

// The same recurrence on the host, in float as the kernels compute it.
std::vector<float> chain_reference(const std::vector<float>& x, int steps) {
  std::vector<float> t = x;
  for (int i = 0; i < steps; ++i) {
    for (size_t j = 0; j < t.size(); ++j) t[j] = t[j] * 0.5f + x[j];
  }
  return t;
}

std::vector<float> ramp(size_t n) {
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<float>(static_cast<int>(i % 97) - 48);
  return v;
}

TEST(MemoryReuse, ChainHoldsAFewBuffersNotOnePerOp) {
  Handles h;
  const size_t n = 4096;
  const std::vector<float> xs = ramp(n);
  kiln_tensor x = h(make_f32(xs, {static_cast<int64_t>(n)}));
  kiln_tensor y = h(chain(x, 50));
  AllocationCounter counter;
  KILN_ASSERT_OK(kiln_tensor_eval(&y, 1));
  // 100 kernels: without reuse 100 outputs; with it one: each op after the first overwrites its
  // input in place.
  EXPECT_LE(counter.count, 2);
  EXPECT_GE(counter.count, 1);
  EXPECT_EQ(read_f32(y), chain_reference(xs, 50));
}

TEST(MemoryReuse, HeldIntermediatesAndTheirViewsKeepTheirValues) {
  Handles h;
  const size_t n = 1000;
  const std::vector<float> xs = ramp(n);
  kiln_tensor x = h(make_f32(xs, {static_cast<int64_t>(n)}));
  std::vector<kiln_tensor> kept;
  kiln_tensor y = h(chain(x, 40, {3, 17}, &kept));
  for (kiln_tensor t : kept) h(t);
  // A view of an intermediate held by a handle pins the intermediate too.
  kiln_tensor mid = nullptr, view = nullptr;
  std::vector<kiln_tensor> kept_view_base;
  kiln_tensor z = h(chain(x, 30, {9}, &kept_view_base));
  const int64_t shape[2] = {10, 100};
  KILN_ASSERT_OK(kiln_reshape(kept_view_base.at(0), shape, 2, &view));
  h(view);
  mid = kept_view_base.at(0);
  KILN_ASSERT_OK(kiln_tensor_release(mid));  // only the view holds it now
  kiln_tensor roots[2] = {y, z};
  KILN_ASSERT_OK(kiln_tensor_eval(roots, 2));
  EXPECT_EQ(read_f32(y), chain_reference(xs, 40));
  EXPECT_EQ(read_f32(kept[0]), chain_reference(xs, 4));
  EXPECT_EQ(read_f32(kept[1]), chain_reference(xs, 18));
  EXPECT_EQ(read_f32(z), chain_reference(xs, 30));
  EXPECT_EQ(read_f32(view), chain_reference(xs, 10));
}

// In place only where each element is read before it is written: not when the same node reads
// the intermediate through a transposed view too.
TEST(MemoryReuse, InPlaceNeverReadsWhatItOverwrote) {
  Handles h;
  const int64_t n = 37;
  std::vector<float> xs(n * n);
  for (int64_t i = 0; i < n * n; ++i) xs[i] = static_cast<float>(i % 101);
  kiln_tensor x = h(make_f32(xs, {n, n})), two = h(scalar_f32(2.0f));
  kiln_tensor a = nullptr, at = nullptr, sym = nullptr, sq = nullptr, out = nullptr;
  const int64_t perm[2] = {1, 0};
  KILN_ASSERT_OK(kiln_multiply(x, two, &a));
  KILN_ASSERT_OK(kiln_transpose(a, perm, 2, &at));
  KILN_ASSERT_OK(kiln_add(a, at, &sym));      // a + a.T: a must survive the whole kernel
  KILN_ASSERT_OK(kiln_multiply(sym, sym, &sq));  // same operand twice: in place is fine
  KILN_ASSERT_OK(kiln_subtract(sq, x, &out));
  for (kiln_tensor t : {a, at, sym, sq}) kiln_tensor_release(t);
  h(out);
  std::vector<float> expect(n * n);
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < n; ++c) {
      float s = 2.0f * xs[r * n + c] + 2.0f * xs[c * n + r];
      expect[r * n + c] = s * s - xs[r * n + c];
    }
  }
  EXPECT_EQ(read_f32(out), expect);
}

TEST(MemoryReuse, InPlaceTranscendentalsKeepTheirArguments) {
  // log and asin run in place over an intermediate (unfused); arguments outside the vector
  // kernels' range (0 and above 1 here) are recomputed by the scalar function, which must see
  // the argument, not the result already written over it (the CPU's checked_math did).
  FusionSwitch unfused(false);
  Handles h;
  std::vector<float> xs(70);
  for (size_t i = 0; i < xs.size(); ++i) xs[i] = static_cast<float>(i % 5) * 0.5f;  // 0 .. 2
  kiln_tensor x = h(make_f32(xs, {static_cast<int64_t>(xs.size())})), one = h(scalar_f32(1.0f));
  for (bool use_log : {true, false}) {
    kiln_tensor t = nullptr, out = nullptr;
    KILN_ASSERT_OK(kiln_multiply(x, one, &t));  // an intermediate only `out` reads
    KILN_ASSERT_OK(use_log ? kiln_log(t, &out) : kiln_asin(t, &out));
    kiln_tensor_release(t);
    h(out);
    std::vector<float> got = read_f32(out);
    for (size_t i = 0; i < xs.size(); ++i) {
      const float want = use_log ? std::log(xs[i]) : std::asin(xs[i]);
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(got[i])) << i;
      } else if (std::isinf(want)) {
        EXPECT_EQ(got[i], want) << i;
      } else {
        EXPECT_NEAR(got[i], want, 1e-6f * std::max(1.0f, std::fabs(want))) << (use_log ? "log " : "asin ") << i;
      }
    }
  }
}

TEST(MemoryReuse, SizesAndDtypesThatDifferAreNotShared) {
  Handles h;
  // Row sums (smaller), a cast to int32 and back: each step checked on the host.
  const int64_t rows = 64, cols = 33;
  std::vector<float> xs = ramp(static_cast<size_t>(rows * cols));
  kiln_tensor x = h(make_f32(xs, {rows, cols}));
  kiln_tensor sq = nullptr, s = nullptr, si = nullptr, back = nullptr, out = nullptr;
  const int64_t axis = 1;
  KILN_ASSERT_OK(kiln_multiply(x, x, &sq));
  KILN_ASSERT_OK(kiln_sum(sq, &axis, 1, false, &s));
  KILN_ASSERT_OK(kiln_astype(s, KILN_DTYPE_INT32, &si));
  KILN_ASSERT_OK(kiln_astype(si, KILN_DTYPE_FLOAT32, &back));
  KILN_ASSERT_OK(kiln_add(back, back, &out));
  for (kiln_tensor t : {sq, s, si, back}) kiln_tensor_release(t);
  h(out);
  std::vector<float> expect(static_cast<size_t>(rows));
  for (int64_t r = 0; r < rows; ++r) {
    double acc = 0;
    for (int64_t c = 0; c < cols; ++c) acc += double(xs[r * cols + c]) * xs[r * cols + c];
    expect[static_cast<size_t>(r)] = static_cast<float>(2 * acc);  // exact: small integers
  }
  EXPECT_EQ(read_f32(out), expect);
}

TEST(MemoryReuse, RepeatedEvalsMakeNoNewDeviceAllocation) {
  kiln_device device = test_device();
  const size_t n = 4096;
  const std::vector<float> xs = ramp(n);
  const std::vector<float> expect = chain_reference(xs, 4);
  uint64_t after_first = 0, active_after_first = 0;
  for (int i = 0; i < 1000; ++i) {
    kiln_tensor x = make_f32(xs, {static_cast<int64_t>(n)});
    kiln_tensor y = chain(x, 4);
    ASSERT_EQ(kiln_tensor_eval(&y, 1), KILN_STATUS_OK) << kiln_last_error();
    if (i % 250 == 0) {
      std::vector<float> got(n);
      KILN_ASSERT_OK(kiln_tensor_read(y, got.data(), n * sizeof(float)));
      ASSERT_EQ(got, expect) << "eval " << i;
    }
    kiln_tensor_release(y);
    kiln_tensor_release(x);
    kiln_memory_stats s = stats_of(device);
    if (i == 0) {
      after_first = s.device_allocations;
      active_after_first = s.active_bytes;
    } else {
      ASSERT_EQ(s.device_allocations, after_first) << "eval " << i << " allocated device memory";
      ASSERT_EQ(s.active_bytes, active_after_first) << "eval " << i;
    }
  }
}

// Tensors big enough to get a block of their own (over half of the allocator's 256 MiB blocks on
// lavapipe and the H100): reused from the cache, which a limit and clear_cache empty.
TEST(MemoryReuse, LargeBlocksAreCachedBoundedAndReleased) {
  kiln_device device = test_device();
  const int64_t n = int64_t{40} << 20;  // 160 MiB of float32
  kiln_tensor one = scalar_f32(1.0f), x = nullptr;
  KILN_ASSERT_OK(kiln_broadcast_to(one, &n, 1, &x));
  kiln_tensor_release(one);
  kiln_tensor base = x;
  KILN_ASSERT_OK(kiln_tensor_copy(base, &x));  // its own memory
  kiln_tensor_release(base);
  KILN_ASSERT_OK(kiln_tensor_eval(&x, 1));
  uint64_t after_first = 0;
  for (int i = 0; i < 4; ++i) {
    kiln_tensor y = chain(x, 1);  // 1 * 0.5 + 1
    KILN_ASSERT_OK(kiln_tensor_eval(&y, 1));
    const void* data = nullptr;
    size_t nbytes = 0;
    kiln_borrow loan = nullptr;
    KILN_ASSERT_OK(kiln_tensor_borrow(y, &loan, &data, &nbytes));
    ASSERT_EQ(nbytes, size_t(n) * 4);
    const float* p = static_cast<const float*>(data);
    for (int64_t k : {int64_t{0}, n / 3, n - 1}) EXPECT_EQ(p[k], 1.5f) << k;
    kiln_borrow_release(loan);
    kiln_tensor_release(y);
    kiln_memory_stats s = stats_of(device);
    if (i == 0) {
      after_first = s.device_allocations;
    } else {
      EXPECT_EQ(s.device_allocations, after_first) << "eval " << i;
    }
  }
  kiln_memory_stats before = stats_of(device);
  if (!is_cpu(device)) {
    EXPECT_GE(before.cached_bytes, uint64_t(n) * 4);  // y's blocks, kept
  }
  // A limit just above what is live gives the cached blocks back.
  KILN_ASSERT_OK(kiln_device_set_memory_limit(device, before.active_bytes + (uint64_t{16} << 20)));
  kiln_memory_stats limited = stats_of(device);
  EXPECT_LE(limited.cached_bytes + (is_cpu(device) ? 0 : uint64_t(n) * 4), before.cached_bytes);
  KILN_ASSERT_OK(kiln_device_set_memory_limit(device, 0));
  kiln_tensor_release(x);
  KILN_ASSERT_OK(kiln_device_clear_cache(device));
  kiln_memory_stats cleared = stats_of(device);
  EXPECT_LT(cleared.cached_bytes, uint64_t(n) * 4);
}

}  // namespace
