// The lazy graph: deep chains, steady memory in long loops, shared subgraphs.
#include <string>

#include "test_support.h"

namespace {

bool on_cpu() {
  kiln_device_info info{};
  info.struct_size = sizeof info;
  EXPECT_EQ(kiln_device_get_info(test_device(), &info), KILN_STATUS_OK);
  return info.kind == KILN_DEVICE_CPU;
}

}  // namespace

TEST(Graph, DeepChainEvaluatesWithoutOverflowingTheStack) {
  const int depth = on_cpu() ? 100000 : 20000;  // lavapipe pays ~50 us per dispatch
  kiln_tensor x = make_f32({0, 1}, {2});
  kiln_tensor one = make_f32({1}, {});
  for (int i = 0; i < depth; ++i) {
    kiln_tensor next;
    ASSERT_EQ(kiln_add(x, one, &next), KILN_STATUS_OK) << kiln_last_error();
    ASSERT_EQ(kiln_tensor_release(x), KILN_STATUS_OK);
    x = next;
  }
  KILN_ASSERT_OK(kiln_tensor_eval(&x, 1));
  EXPECT_EQ(read_f32(x), (std::vector<float>{float(depth), float(depth + 1)}));
  KILN_ASSERT_OK(kiln_tensor_release(x));
  KILN_ASSERT_OK(kiln_tensor_release(one));
}

TEST(Graph, DroppingAHugeUnevaluatedChainIsSafe) {
  kiln_tensor x = make_f32({1}, {1});
  for (int i = 0; i < 1000000; ++i) {
    kiln_tensor next;
    ASSERT_EQ(kiln_negative(x, &next), KILN_STATUS_OK);
    ASSERT_EQ(kiln_tensor_release(x), KILN_STATUS_OK);
    x = next;
  }
  KILN_ASSERT_OK(kiln_tensor_release(x));  // frees a million nodes iteratively
}

TEST(Graph, LongLoopOfSmallOpsHoldsSteadyMemory) {
  const int steps = on_cpu() ? 1000000 : 5000;
  kiln_device d = test_device();
  kiln_tensor x = make_f32({0, 0, 0, 0}, {4});
  kiln_tensor one = make_f32({1}, {});
  KILN_ASSERT_OK(kiln_tensor_eval(&x, 1));
  uint64_t baseline = 0;
  for (int i = 0; i < steps; ++i) {
    kiln_tensor next;
    ASSERT_EQ(kiln_add(x, one, &next), KILN_STATUS_OK);
    ASSERT_EQ(kiln_tensor_release(x), KILN_STATUS_OK);
    x = next;
    if (i % 100 == 99) {
      ASSERT_EQ(kiln_tensor_eval(&x, 1), KILN_STATUS_OK) << kiln_last_error();
    }
    if (i == 999) baseline = active_bytes(d);
  }
  KILN_ASSERT_OK(kiln_tensor_eval(&x, 1));
  EXPECT_LE(active_bytes(d), baseline + 4096) << "memory grew over " << steps << " steps";
  EXPECT_EQ(read_f32(x), (std::vector<float>(4, float(steps))));
  KILN_ASSERT_OK(kiln_tensor_release(x));
  KILN_ASSERT_OK(kiln_tensor_release(one));
}

TEST(Graph, SharedSubgraphsAndSeveralRoots) {
  Handles h;
  kiln_tensor x = h(make_f32({1, 2, 3}, {3}));
  kiln_tensor y, z, w;
  KILN_ASSERT_OK(kiln_square(x, &y));
  h(y);
  KILN_ASSERT_OK(kiln_add(y, y, &z));
  h(z);
  KILN_ASSERT_OK(kiln_multiply(y, x, &w));
  h(w);
  kiln_tensor roots[] = {z, w, z};
  KILN_ASSERT_OK(kiln_tensor_eval(roots, 3));
  EXPECT_EQ(read_f32(z), (std::vector<float>{2, 8, 18}));
  EXPECT_EQ(read_f32(w), (std::vector<float>{1, 8, 27}));
  KILN_ASSERT_OK(kiln_tensor_eval(nullptr, 0));
}

TEST(Graph, ReleasedIntermediatesFreeTheirMemory) {
  kiln_device d = test_device();
  uint64_t before = active_bytes(d);
  {
    Handles h;
    std::vector<float> big(1 << 20, 1.0f);
    kiln_tensor a = h(make_f32(big, {1 << 20}));
    kiln_tensor b;
    KILN_ASSERT_OK(kiln_exp(a, &b));
    h(b);
    KILN_ASSERT_OK(kiln_tensor_eval(&b, 1));
    EXPECT_GE(active_bytes(d), before + 2 * (4u << 20));
  }
  EXPECT_EQ(active_bytes(d), before);
}
