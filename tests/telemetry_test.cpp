// Telemetry: spans open and close in pairs with one id, carry the device, bytes and kernel count,
// nest under the eval that caused them, report fallbacks exactly where the device declines an op,
// and stop once unsubscribed.
#include <string>
#include <vector>

#include "test_support.h"

namespace {

struct Recorded {
  kiln_event_kind kind;
  kiln_event_phase phase;
  uint64_t id, parent_id, bytes;
  int64_t count;
  kiln_device device;
  std::string name;
  kiln_status status;
};

class Telemetry : public ::testing::Test {
 protected:
  void SetUp() override { KILN_ASSERT_OK(kiln_telemetry_subscribe(&Telemetry::record, &events_, &subscription_)); }
  void TearDown() override {
    if (subscription_) {
      KILN_EXPECT_OK(kiln_telemetry_unsubscribe(subscription_));
    }
  }
  static kiln_status eval(kiln_tensor t) { return kiln_tensor_eval(&t, 1); }
  static void record(const kiln_telemetry_event* e, void* user_data) {
    static_cast<std::vector<Recorded>*>(user_data)->push_back(
        {e->kind, e->phase, e->id, e->parent_id, e->bytes, e->count, e->device, e->name, e->status});
  }
  std::vector<Recorded> of_kind(kiln_event_kind kind) const {
    std::vector<Recorded> out;
    for (const Recorded& r : events_)
      if (r.kind == kind) out.push_back(r);
    return out;
  }
  std::vector<Recorded> events_;
  uint64_t subscription_ = 0;
  Handles h_;
};

TEST_F(Telemetry, EvalIsOneSpanWithItsKernelCount) {
  kiln_tensor a = h_(make_f32({1, 2, 3}, {3})), sum = nullptr, product = nullptr;
  KILN_ASSERT_OK(kiln_add(a, a, &sum));
  KILN_ASSERT_OK(kiln_multiply(h_(sum), a, &product));
  events_.clear();
  KILN_ASSERT_OK(eval(h_(product)));
  std::vector<Recorded> evals = of_kind(KILN_EVENT_EVAL);
  ASSERT_EQ(evals.size(), 2u);
  EXPECT_EQ(evals[0].phase, KILN_EVENT_START);
  EXPECT_EQ(evals[1].phase, KILN_EVENT_STOP);
  EXPECT_EQ(evals[0].id, evals[1].id);
  EXPECT_NE(evals[0].id, 0u);
  // add, multiply: two kernels, or one where the device fuses them (a KILN_EVENT_FUSION span).
  EXPECT_EQ(evals[1].count, of_kind(KILN_EVENT_FUSION).empty() ? 2 : 1);
  EXPECT_EQ(evals[1].status, KILN_STATUS_OK);
  EXPECT_EQ(evals[1].device, test_device());
  EXPECT_EQ(evals[1].name, "eval");
  // The result's allocation nests inside the eval.
  std::vector<Recorded> allocations = of_kind(KILN_EVENT_ALLOCATION);
  ASSERT_FALSE(allocations.empty());
  EXPECT_EQ(allocations[0].parent_id, evals[0].id);
  // Evaluating it again computes nothing and reports no eval.
  events_.clear();
  KILN_ASSERT_OK(eval(product));
  for (const Recorded& r : of_kind(KILN_EVENT_EVAL)) EXPECT_EQ(r.phase == KILN_EVENT_STOP ? r.count : 0, 0);
}

TEST_F(Telemetry, ReadReportsItsBytes) {
  kiln_tensor a = h_(make_f32({1, 2, 3, 4}, {2, 2}));
  KILN_ASSERT_OK(eval(a));
  events_.clear();
  std::vector<float> out = read_f32(a);
  std::vector<Recorded> reads = of_kind(KILN_EVENT_READ);
  ASSERT_EQ(reads.size(), 2u);
  EXPECT_EQ(reads[1].bytes, 16u);
  EXPECT_EQ(reads[1].name, "read");
  EXPECT_EQ(out, (std::vector<float>{1, 2, 3, 4}));
}

// An eval that fails (an out-of-range index under the bounds check) closes its span with the
// failure's status.
TEST_F(Telemetry, FailuresCarryTheirStatus) {
  uint32_t saved = 0;
  KILN_ASSERT_OK(kiln_debug_get_flags(&saved));
  KILN_ASSERT_OK(kiln_debug_set_flags(KILN_DEBUG_BOUNDS));
  kiln_tensor a = h_(make_f32({1, 2}, {2})), indices = nullptr, taken = nullptr;
  const int64_t index[] = {5}, shape[] = {1};
  KILN_ASSERT_OK(kiln_tensor_create(index, KILN_DTYPE_INT64, shape, 1, test_device(), &indices));
  KILN_ASSERT_OK(kiln_take(a, h_(indices), 0, &taken));
  events_.clear();
  EXPECT_EQ(eval(h_(taken)), KILN_STATUS_INDEX_OUT_OF_RANGE);
  KILN_EXPECT_OK(kiln_debug_set_flags(saved));
  std::vector<Recorded> evals = of_kind(KILN_EVENT_EVAL);
  ASSERT_FALSE(evals.empty());
  EXPECT_EQ(evals.back().phase, KILN_EVENT_STOP);
  EXPECT_EQ(evals.back().status, KILN_STATUS_INDEX_OUT_OF_RANGE);
}

// A float64 exp falls back on a device without float64 transcendental kernels (lavapipe, any
// Vulkan device with KILN_VULKAN_FLOAT64=0) and runs natively on the CPU: the event appears
// exactly when the support query says FALLBACK.
TEST_F(Telemetry, FallbacksAreReported) {
  kiln_device device = test_device();
  kiln_op_support support;
  KILN_ASSERT_OK(kiln_device_op_support(device, "exp", KILN_DTYPE_FLOAT64, &support));
  const double values[] = {0.5, 1.5};
  const int64_t shape[] = {2};
  kiln_tensor x = nullptr, y = nullptr;
  KILN_ASSERT_OK(kiln_tensor_create(values, KILN_DTYPE_FLOAT64, shape, 1, device, &x));
  KILN_ASSERT_OK(kiln_exp(h_(x), &y));
  events_.clear();
  KILN_ASSERT_OK(eval(h_(y)));
  std::vector<Recorded> fallbacks = of_kind(KILN_EVENT_FALLBACK);
  if (support == KILN_SUPPORT_FALLBACK) {
    ASSERT_EQ(fallbacks.size(), 2u);
    EXPECT_EQ(fallbacks[0].name, "exp");
    EXPECT_EQ(fallbacks[1].bytes, 16u);
    EXPECT_EQ(fallbacks[1].device, device);
    EXPECT_EQ(fallbacks[0].parent_id, of_kind(KILN_EVENT_EVAL).at(0).id);
  } else {
    EXPECT_EQ(support, KILN_SUPPORT_NATIVE);
    EXPECT_TRUE(fallbacks.empty());
  }
}

TEST_F(Telemetry, UnsubscribedCallbacksStop) {
  KILN_ASSERT_OK(kiln_telemetry_unsubscribe(subscription_));
  EXPECT_EQ(kiln_telemetry_unsubscribe(subscription_), KILN_STATUS_INVALID_ARGUMENT);
  subscription_ = 0;
  events_.clear();
  kiln_tensor a = h_(make_f32({1}, {1}));
  KILN_ASSERT_OK(eval(a));
  read_f32(a);
  EXPECT_TRUE(events_.empty());
}

}  // namespace
