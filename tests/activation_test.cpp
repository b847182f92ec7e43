// leaky_relu and elu are composites (compare, multiply, expm1, where) that the fusion planner
// joins into one kernel; their values are checked by the fixtures (tools/fixtures/dot_fixtures.py).
#include <cmath>
#include <cstdint>
#include <vector>

#include "test_support.h"

namespace {

struct Counts {
  int64_t kernels = -1, fused_groups = 0;
};

void record(const kiln_telemetry_event* e, void* user_data) {
  auto* c = static_cast<Counts*>(user_data);
  if (e->kind == KILN_EVENT_EVAL && e->phase == KILN_EVENT_STOP) c->kernels = e->count;
  if (e->kind == KILN_EVENT_FUSION && e->phase == KILN_EVENT_START) ++c->fused_groups;
}

Counts eval_counts(kiln_status (*op)(kiln_tensor, double, kiln_tensor*), kiln_tensor x) {
  Counts c;
  uint64_t subscription = 0;
  kiln_tensor out = nullptr;
  EXPECT_EQ(op(x, 0.5, &out), KILN_STATUS_OK) << kiln_last_error();
  EXPECT_EQ(kiln_telemetry_subscribe(&record, &c, &subscription), KILN_STATUS_OK);
  EXPECT_EQ(kiln_tensor_eval(&out, 1), KILN_STATUS_OK) << kiln_last_error();
  EXPECT_EQ(kiln_telemetry_unsubscribe(subscription), KILN_STATUS_OK);
  EXPECT_EQ(read_f32(out), (std::vector<float>{op == kiln_elu ? 0.5f * std::expm1(-2.0f) : -1.0f, 0.0f, 3.0f}));
  EXPECT_EQ(kiln_tensor_release(out), KILN_STATUS_OK);
  return c;
}

TEST(Activations, ParameterisedOnesAreOneFusedKernel) {
  Handles h;
  kiln_tensor x = h(make_f32({-2.0f, 0.0f, 3.0f}, {3}));
  KILN_ASSERT_OK(kiln_tensor_eval(&x, 1));
  for (auto op : {kiln_leaky_relu, kiln_elu}) {
    Counts c = eval_counts(op, x);
    if (c.fused_groups > 0) {
      EXPECT_EQ(c.kernels, 1);  // every node of the composite in one generated kernel
    } else {
      EXPECT_GE(c.kernels, 3);  // a device that does not fuse (a Vulkan build without shaderc)
    }
  }
}

}  // namespace
