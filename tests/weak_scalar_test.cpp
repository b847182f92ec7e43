// Weak scalars (kiln_weak_scalar_int / _float): the dtype a plain number takes next to a tensor of
// every dtype, the values (hand-computed), the range check, exactness past 2^53, where and clip,
// and two weak operands; on the device under test.
#include <cstring>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

class WeakScalar : public ::testing::Test {
 protected:
  // A one-element tensor of `dtype` holding 1 (true for bool), made through astype.
  kiln_tensor one(kiln_dtype dtype) {
    kiln_tensor t = nullptr;
    const int64_t shape[] = {1};
    EXPECT_EQ(kiln_full(shape, 1, 1.0, dtype, test_device(), &t), KILN_STATUS_OK) << kiln_last_error();
    return h_(t);
  }
  kiln_tensor weak_int(int64_t v) {
    kiln_tensor t = nullptr;
    EXPECT_EQ(kiln_weak_scalar_int(v, test_device(), &t), KILN_STATUS_OK) << kiln_last_error();
    return h_(t);
  }
  kiln_tensor weak_float(double v) {
    kiln_tensor t = nullptr;
    EXPECT_EQ(kiln_weak_scalar_float(v, test_device(), &t), KILN_STATUS_OK) << kiln_last_error();
    return h_(t);
  }
  kiln_dtype dtype_of(kiln_tensor t) {
    kiln_dtype d = KILN_DTYPE_BOOL;
    EXPECT_EQ(kiln_tensor_dtype(t, &d), KILN_STATUS_OK);
    return d;
  }
  // The single element as a double (through a float64 cast, exact for these values).
  double value_of(kiln_tensor t) {
    kiln_tensor wide = nullptr;
    EXPECT_EQ(kiln_astype(t, KILN_DTYPE_FLOAT64, &wide), KILN_STATUS_OK) << kiln_last_error();
    double v = 0;
    EXPECT_EQ(kiln_tensor_read(h_(wide), &v, sizeof v), KILN_STATUS_OK) << kiln_last_error();
    return v;
  }
  kiln_tensor add(kiln_tensor a, kiln_tensor b) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(kiln_add(a, b, &out), KILN_STATUS_OK) << kiln_last_error();
    return h_(out);
  }
  Handles h_;
};

const kiln_dtype kAll[] = {KILN_DTYPE_BOOL,   KILN_DTYPE_INT8,    KILN_DTYPE_INT16,    KILN_DTYPE_INT32, KILN_DTYPE_INT64,
                           KILN_DTYPE_UINT8,  KILN_DTYPE_UINT16,  KILN_DTYPE_UINT32,   KILN_DTYPE_UINT64,
                           KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64};

bool is_float(kiln_dtype d) { return d >= KILN_DTYPE_FLOAT16; }

TEST_F(WeakScalar, AnIntTakesTheTensorsDtype) {
  for (kiln_dtype d : kAll) {
    kiln_tensor r = add(one(d), weak_int(3));
    EXPECT_EQ(dtype_of(r), d == KILN_DTYPE_BOOL ? KILN_DTYPE_INT64 : d) << d;
    EXPECT_EQ(value_of(r), 4.0) << d;
    kiln_tensor l = add(weak_int(3), one(d));  // either side
    EXPECT_EQ(dtype_of(l), dtype_of(r)) << d;
  }
}

TEST_F(WeakScalar, AFloatTakesAFloatTensorsDtypeElseFloat32) {
  for (kiln_dtype d : kAll) {
    kiln_tensor r = add(one(d), weak_float(0.5));
    EXPECT_EQ(dtype_of(r), is_float(d) ? d : KILN_DTYPE_FLOAT32) << d;
    EXPECT_EQ(value_of(r), 1.5) << d;
  }
  // The number keeps its double precision next to float64, and rounds once next to float16.
  EXPECT_EQ(value_of(add(one(KILN_DTYPE_FLOAT64), weak_float(0.1))), 1.0 + 0.1);
  EXPECT_EQ(value_of(add(one(KILN_DTYPE_FLOAT16), weak_float(2.0))), 3.0);
  // Next to float16, 1000.3 becomes float16's nearest, 1000.5 (spacing 0.5 there); 1 + that is 1001.5.
  EXPECT_EQ(value_of(add(one(KILN_DTYPE_FLOAT16), weak_float(1000.3))), 1001.5);
}

TEST_F(WeakScalar, IntegersMustFitAndStayExact) {
  struct Edge {
    kiln_dtype dtype;
    int64_t lowest, highest;
  } edges[] = {{KILN_DTYPE_INT8, -128, 127},          {KILN_DTYPE_UINT8, 0, 255},
               {KILN_DTYPE_INT16, -32768, 32767},     {KILN_DTYPE_UINT16, 0, 65535},
               {KILN_DTYPE_INT32, INT32_MIN, INT32_MAX}, {KILN_DTYPE_UINT32, 0, UINT32_MAX},
               {KILN_DTYPE_UINT64, 0, INT64_MAX}};
  for (const Edge& e : edges) {
    kiln_tensor x = one(e.dtype), out = nullptr;
    KILN_EXPECT_OK(kiln_maximum(x, weak_int(e.highest), &out));
    h_(out);
    if (e.dtype != KILN_DTYPE_UINT64) {  // int64 cannot name a number past uint64's int64 part
      EXPECT_EQ(kiln_maximum(x, weak_int(e.highest + 1), &out), KILN_STATUS_INVALID_ARGUMENT) << e.dtype;
    }
    KILN_EXPECT_OK(kiln_minimum(x, weak_int(e.lowest), &out));
    h_(out);
    EXPECT_EQ(kiln_minimum(x, weak_int(e.lowest - 1), &out), KILN_STATUS_INVALID_ARGUMENT) << e.dtype;
    EXPECT_NE(std::string(kiln_last_error()).find("out of range"), std::string::npos) << kiln_last_error();
  }
  // int64 arithmetic with a number past 2^53 is exact (no trip through double).
  kiln_tensor big = add(one(KILN_DTYPE_INT64), weak_int((int64_t{1} << 62) + 1));
  int64_t v = 0;
  KILN_ASSERT_OK(kiln_tensor_read(big, &v, sizeof v));
  EXPECT_EQ(v, (int64_t{1} << 62) + 2);
}

TEST_F(WeakScalar, WhereClipAndTwoWeakOperands) {
  kiln_tensor cond = one(KILN_DTYPE_BOOL), out = nullptr;
  KILN_ASSERT_OK(kiln_where(cond, one(KILN_DTYPE_INT16), weak_int(7), &out));
  EXPECT_EQ(dtype_of(h_(out)), KILN_DTYPE_INT16);
  KILN_ASSERT_OK(kiln_where(cond, weak_float(2.5), one(KILN_DTYPE_FLOAT16), &out));
  EXPECT_EQ(dtype_of(h_(out)), KILN_DTYPE_FLOAT16);
  EXPECT_EQ(value_of(out), 2.5);
  KILN_ASSERT_OK(kiln_clip(one(KILN_DTYPE_UINT8), weak_int(5), weak_int(9), &out));
  EXPECT_EQ(dtype_of(h_(out)), KILN_DTYPE_UINT8);
  EXPECT_EQ(value_of(out), 5.0);
  EXPECT_EQ(kiln_clip(one(KILN_DTYPE_UINT8), weak_int(-1), nullptr, &out), KILN_STATUS_INVALID_ARGUMENT);
  // Two weak operands promote as their own dtypes: int64 with float32 gives float32.
  kiln_tensor both = add(weak_int(2), weak_float(0.5));
  EXPECT_EQ(dtype_of(both), KILN_DTYPE_FLOAT32);
  EXPECT_EQ(value_of(both), 2.5);
  // Alone they are int64 and float32 tensors of shape [].
  EXPECT_EQ(dtype_of(weak_int(1)), KILN_DTYPE_INT64);
  EXPECT_EQ(dtype_of(weak_float(1)), KILN_DTYPE_FLOAT32);
  size_t ndim = 9;
  KILN_ASSERT_OK(kiln_tensor_ndim(weak_int(1), &ndim));
  EXPECT_EQ(ndim, 0u);
}

// One weak scalar handle used again and again, as a binding's cache of numbers uses it: the
// operand it becomes (kept on it, issue 48) follows each op's dtype and shape, a chain evaluated
// in place leaves it intact for the next, and a number out of one dtype's range still fails there.
TEST_F(WeakScalar, OneNumberServesEveryDtypeAndShapeInTurn) {
  kiln_tensor half = weak_float(0.5);
  const kiln_dtype dtypes[] = {KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_INT32, KILN_DTYPE_FLOAT16};
  for (int round = 0; round < 2; ++round) {
    for (kiln_dtype d : dtypes) {
      for (int64_t n : {int64_t{1}, int64_t{3}}) {
        kiln_tensor x = nullptr, wide = nullptr;
        KILN_ASSERT_OK(kiln_full(&n, 1, 1.0, d, test_device(), &x));
        kiln_tensor y = h_(x);
        for (int k = 0; k < 4; ++k) y = add(k % 2 ? half : y, k % 2 ? y : half);  // 1 + 4 * 0.5
        EXPECT_EQ(dtype_of(y), is_float(d) ? d : KILN_DTYPE_FLOAT32) << d;
        KILN_ASSERT_OK(kiln_astype(y, KILN_DTYPE_FLOAT64, &wide));
        double v[3] = {0, 0, 0};
        KILN_ASSERT_OK(kiln_tensor_read(h_(wide), v, sizeof(double) * static_cast<size_t>(n)));
        for (int64_t i = 0; i < n; ++i) EXPECT_EQ(v[i], 3.0) << d << " n " << n << " round " << round;
      }
    }
  }
  kiln_tensor big = weak_int(300), out = nullptr;
  EXPECT_EQ(value_of(add(one(KILN_DTYPE_INT32), big)), 301.0);
  EXPECT_EQ(kiln_add(one(KILN_DTYPE_UINT8), big, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(value_of(add(big, one(KILN_DTYPE_INT16))), 301.0);
  // A number cast on its way into an op (an int in a true division) and the same number resolved
  // to a float directly, in turn; and 2^53 + 1, exact next to int64, rounded next to float64.
  kiln_tensor three = weak_int(3), odd = weak_int((int64_t{1} << 53) + 1);
  for (int round = 0; round < 2; ++round) {
    KILN_ASSERT_OK(kiln_divide(one(KILN_DTYPE_INT32), three, &out));
    EXPECT_EQ(dtype_of(h_(out)), KILN_DTYPE_FLOAT32);
    EXPECT_EQ(value_of(out), static_cast<double>(1.0f / 3.0f));
    EXPECT_EQ(value_of(add(one(KILN_DTYPE_FLOAT64), three)), 4.0);
    int64_t exact = 0;
    KILN_ASSERT_OK(kiln_tensor_read(add(one(KILN_DTYPE_INT64), odd), &exact, sizeof exact));
    EXPECT_EQ(exact, (int64_t{1} << 53) + 2);
    EXPECT_EQ(value_of(add(one(KILN_DTYPE_FLOAT64), odd)), 9007199254740992.0 + 1.0);  // 2^53, then + 1 rounds to even
  }
}

}  // namespace
