// dot_general runs as one matrix product on views of its operands: no transposing copy where the
// axes merge into strided matrix axes (the eval's kernel count, from telemetry, is 1), and copies
// only where they cannot (the values are the fixtures' job: tools/fixtures/dot_fixtures.py).
#include <cstdint>
#include <vector>

#include "test_support.h"

namespace {

class DotGeneral : public ::testing::Test {
 protected:
  void SetUp() override { KILN_ASSERT_OK(kiln_telemetry_subscribe(&DotGeneral::record, &kernels_, &subscription_)); }
  void TearDown() override { KILN_EXPECT_OK(kiln_telemetry_unsubscribe(subscription_)); }
  static void record(const kiln_telemetry_event* e, void* user_data) {
    if (e->kind == KILN_EVENT_EVAL && e->phase == KILN_EVENT_STOP) static_cast<std::vector<int64_t>*>(user_data)->push_back(e->count);
  }
  // An evaluated float32 tensor of this shape (values do not matter here).
  kiln_tensor input(const std::vector<int64_t>& shape) {
    int64_t n = 1;
    for (int64_t d : shape) n *= d;
    kiln_tensor t = h_(make_f32(std::vector<float>(static_cast<size_t>(n), 1.0f), shape));
    EXPECT_EQ(kiln_tensor_eval(&t, 1), KILN_STATUS_OK);
    return t;
  }
  // Kernels one eval of dot_general(a, b) runs.
  int64_t kernels(kiln_tensor a, std::vector<int64_t> ca, std::vector<int64_t> ba, kiln_tensor b, std::vector<int64_t> cb,
                  std::vector<int64_t> bb) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(kiln_dot_general(a, ca.data(), ca.size(), ba.data(), ba.size(), b, cb.data(), cb.size(), bb.data(), bb.size(), &out),
              KILN_STATUS_OK)
        << kiln_last_error();
    h_(out);
    kernels_.clear();
    EXPECT_EQ(kiln_tensor_eval(&out, 1), KILN_STATUS_OK) << kiln_last_error();
    return kernels_.size() == 1 ? kernels_[0] : -1;
  }
  std::vector<int64_t> kernels_;
  uint64_t subscription_ = 0;
  Handles h_;
};

TEST_F(DotGeneral, TransposedOperandsAreReadAsStored) {
  kiln_tensor a = input({4, 8, 16}), b = input({4, 12, 16}), c = input({4, 16, 12}), d = input({8, 16, 5});
  EXPECT_EQ(kernels(a, {2}, {0}, b, {2}, {0}), 1);  // bmk,bnk->bmn: b transposed
  EXPECT_EQ(kernels(c, {1}, {0}, a, {2}, {0}), 1);  // bkm,bnk: both transposed
  EXPECT_EQ(kernels(a, {2}, {0}, c, {1}, {0}), 1);  // plain batched matmul
  EXPECT_EQ(kernels(a, {2, 1}, {}, d, {1, 0}, {}), 1);  // two contracted axes that merge (in the other order)
}

TEST_F(DotGeneral, FreeAxesApartBecomeBatchAxes) {
  kiln_tensor a = input({3, 4, 2}), b = input({4, 5}), c = input({2, 4, 6});
  EXPECT_EQ(kernels(a, {1}, {}, b, {0}, {}), 1);  // a's free axes 0 and 2 do not merge
  EXPECT_EQ(kernels(b, {0}, {}, c, {1}, {}), 1);  // nor c's: rows from c, a transposed result
}

TEST_F(DotGeneral, CopiesOnlyWhatCannotBeStrided) {
  kiln_tensor a = input({3, 4, 5}), b = input({5, 3, 4}), c = input({3, 4, 2}), d = input({5, 4, 6});
  EXPECT_EQ(kernels(a, {0, 2}, {}, b, {1, 0}, {}), 3);  // contracted axes merge in no order: both copied
  EXPECT_EQ(kernels(c, {1}, {}, d, {1}, {}), 2);  // neither side's free axes merge: b copied
}

}  // namespace

// On the CPU a float32 product this small sums in float64 and rounds once (cpu/matmul.cpp):
// 1e8 + 1 - 1e8 is 1, where a float32 running sum loses the 1; single and batched products alike.
TEST(DotGeneralCpu, SmallFloat32ProductsRoundOnce) {
  if (!is_cpu(test_device())) GTEST_SKIP() << "the float64 sum is the CPU's";
  Handles h;
  const std::vector<float> row = {1e8f, 1.0f, -1e8f}, ones = {1, 1, 1};
  kiln_tensor single = nullptr, batched = nullptr;
  KILN_ASSERT_OK(kiln_matmul(h(make_f32(row, {1, 3})), h(make_f32(ones, {3, 1})), &single));
  std::vector<float> rows = row, columns = ones;
  rows.insert(rows.end(), row.begin(), row.end());
  columns.insert(columns.end(), ones.begin(), ones.end());
  KILN_ASSERT_OK(kiln_matmul(h(make_f32(rows, {2, 1, 3})), h(make_f32(columns, {2, 3, 1})), &batched));
  EXPECT_EQ(read_f32(h(single)), std::vector<float>({1.0f}));
  EXPECT_EQ(read_f32(h(batched)), std::vector<float>({1.0f, 1.0f}));
}
