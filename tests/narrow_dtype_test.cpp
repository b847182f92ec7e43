// The narrow storage dtypes (float8 E5M2 and E4M3FN, int2/int4/uint2/uint4; docs/dtypes.md):
// conversions against hand-computed bits (Nx's rules: E5M2 truncates float16, E4M3FN saturates
// and rounds half away), every float8 byte decoded against the format's definition, wrapping
// arithmetic, the packed layout at the C API and in DLPack, promotion and bad inputs; on the
// device under test (ctest runs it on the CPU and on lavapipe).
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "test_support.h"

namespace {

class Narrow : public ::testing::Test {
 protected:
  kiln_tensor f32(const std::vector<float>& v) { return h_(make_f32(v, {static_cast<int64_t>(v.size())})); }
  kiln_tensor bytes(const std::vector<uint8_t>& v, kiln_dtype dtype, int64_t n) {
    kiln_tensor t = nullptr;
    EXPECT_EQ(kiln_tensor_create(v.data(), dtype, &n, 1, test_device(), &t), KILN_STATUS_OK) << kiln_last_error();
    return h_(t);
  }
  kiln_tensor cast(kiln_tensor t, kiln_dtype dtype) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(kiln_astype(t, dtype, &out), KILN_STATUS_OK) << kiln_last_error();
    return h_(out);
  }
  kiln_tensor bin(kiln_status (*op)(kiln_tensor, kiln_tensor, kiln_tensor*), kiln_tensor a, kiln_tensor b) {
    kiln_tensor out = nullptr;
    EXPECT_EQ(op(a, b, &out), KILN_STATUS_OK) << kiln_last_error();
    return h_(out);
  }
  // The stored bytes of a float8 tensor (through a bitcast to uint8).
  std::vector<uint8_t> f8_bytes(kiln_tensor t) {
    kiln_tensor u = nullptr;
    EXPECT_EQ(kiln_bitcast(t, KILN_DTYPE_UINT8, &u), KILN_STATUS_OK) << kiln_last_error();
    return read_all<uint8_t>(h_(u));
  }
  template <class T>
  std::vector<T> read_all(kiln_tensor t) {
    size_t n = 0;
    EXPECT_EQ(kiln_tensor_nbytes(t, &n), KILN_STATUS_OK);
    std::vector<T> out(n / sizeof(T));
    EXPECT_EQ(kiln_tensor_read(t, out.data(), n), KILN_STATUS_OK) << kiln_last_error();
    return out;
  }
  std::vector<int8_t> as_int8(kiln_tensor t) { return read_all<int8_t>(cast(t, KILN_DTYPE_INT8)); }
  std::vector<float> as_f32(kiln_tensor t) { return read_all<float>(cast(t, KILN_DTYPE_FLOAT32)); }
  kiln_dtype dtype_of(kiln_tensor t) {
    kiln_dtype d = KILN_DTYPE_BOOL;
    EXPECT_EQ(kiln_tensor_dtype(t, &d), KILN_STATUS_OK);
    return d;
  }
  Handles h_;
};

const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

TEST_F(Narrow, Float32ToE5M2RoundsToFloat16AndTruncates) {
  // 1.125 is float16 0x3c80: its high byte 0x3c is 1.0 (Nx drops the low byte, no rounding).
  kiln_tensor x = f32({1.0f, 1.125f, -2.0f, 1.75f, 65504.0f, 70000.0f, kInf, -kInf, kNaN, 0.0f, -0.0f,
                       std::ldexp(1.0f, -16), 1.0009765625f * 1.5f});
  EXPECT_EQ(f8_bytes(cast(x, KILN_DTYPE_FLOAT8_E5M2)),
            (std::vector<uint8_t>{0x3c, 0x3c, 0xc0, 0x3f, 0x7b, 0x7c, 0x7c, 0xfc, 0x7e, 0x00, 0x80, 0x01, 0x3e}));
}

TEST_F(Narrow, Float32ToE4M3FNSaturatesAndRoundsHalfAway) {
  // 1.0625 is halfway between 1.0 and 1.125: away from zero. 1.9375 rounds its mantissa to 8,
  // which Nx clamps to 7 (1.875) instead of carrying. 0.0146484375 = 7.5 / 512 (subnormal).
  kiln_tensor x = f32({1.0f, 448.0f, -448.0f, 1000.0f, kInf, -kInf, kNaN, 1.0625f, 1.9375f, std::ldexp(1.0f, -9),
                       0.0146484375f, 0.0f, -0.0f, -3.0f, 0.001f});  // 0.001 * 512 = 0.512: the subnormal 1/512
  EXPECT_EQ(f8_bytes(cast(x, KILN_DTYPE_FLOAT8_E4M3FN)),
            (std::vector<uint8_t>{0x38, 0x7e, 0xfe, 0x7e, 0x7e, 0xfe, 0x7f, 0x39, 0x3f, 0x01, 0x07, 0x00, 0x80,
                                  0xc4, 0x01}));
}

// Every byte of each float8 decodes to its value by the format's definition.
TEST_F(Narrow, EveryFloat8ByteDecodes) {
  std::vector<uint8_t> all(256);
  for (int i = 0; i < 256; ++i) all[i] = static_cast<uint8_t>(i);
  kiln_tensor u = bytes(all, KILN_DTYPE_UINT8, 256);
  for (kiln_dtype d : {KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN}) {
    kiln_tensor f = nullptr;
    KILN_ASSERT_OK(kiln_bitcast(u, d, &f));
    std::vector<float> got = as_f32(h_(f));
    const bool e5 = d == KILN_DTYPE_FLOAT8_E5M2;
    const int mbits = e5 ? 2 : 3, bias = e5 ? 15 : 7;
    for (int b = 0; b < 256; ++b) {
      const int e = (b & 0x7f) >> mbits, m = b & ((1 << mbits) - 1);
      double want;
      if (e5 && e == 31) {
        want = m == 0 ? INFINITY : NAN;
      } else if (!e5 && e == 15 && m == 7) {
        want = NAN;
      } else {
        want = e == 0 ? std::ldexp(m, 1 - bias - mbits) : std::ldexp(1.0 + std::ldexp(m, -mbits), e - bias);
      }
      if (b & 0x80) want = -want;
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(got[b])) << "byte " << b;
      } else {
        EXPECT_EQ(got[b], static_cast<float>(want)) << "byte " << b << (e5 ? " e5m2" : " e4m3fn");
      }
    }
  }
}

TEST_F(Narrow, Float8ArithmeticRoundsOncePerOp) {
  kiln_tensor a = cast(f32({1.0f, 2.0f, 448.0f, -3.0f}), KILN_DTYPE_FLOAT8_E4M3FN);
  kiln_tensor b = cast(f32({0.5f, 0.125f, 448.0f, 0.25f}), KILN_DTYPE_FLOAT8_E4M3FN);
  kiln_tensor s = bin(kiln_add, a, b);
  EXPECT_EQ(dtype_of(s), KILN_DTYPE_FLOAT8_E4M3FN);
  // 2.125 = 2 * 1.0625: half away from zero gives 2.25; 896 saturates at 448.
  EXPECT_EQ(as_f32(s), (std::vector<float>{1.5f, 2.25f, 448.0f, -2.75f}));
  kiln_tensor p = bin(kiln_multiply, a, b);
  EXPECT_EQ(as_f32(p), (std::vector<float>{0.5f, 0.25f, 448.0f, -0.75f}));
  kiln_tensor e = nullptr;
  KILN_ASSERT_OK(kiln_exp(cast(f32({0.0f, 1.0f}), KILN_DTYPE_FLOAT8_E5M2), &e));
  // exp(1) = 2.71828 is float16 0x4170: E5M2 keeps 0x41, 2.5.
  EXPECT_EQ(as_f32(h_(e)), (std::vector<float>{1.0f, 2.5f}));
  kiln_tensor sum = nullptr;
  KILN_ASSERT_OK(kiln_sum(a, nullptr, 0, false, &sum));
  EXPECT_EQ(dtype_of(h_(sum)), KILN_DTYPE_FLOAT8_E4M3FN);
  EXPECT_EQ(as_f32(sum), (std::vector<float>{448.0f}));  // 1 + 2 + 448 - 3
}

TEST_F(Narrow, SubByteIntegersArePackedAtTheApi) {
  // int4 [1, 2, -1, 0]: the first element in the low nibble.
  kiln_tensor x = bytes({0x21, 0x0f}, KILN_DTYPE_INT4, 4);
  size_t n = 0;
  KILN_ASSERT_OK(kiln_tensor_nbytes(x, &n));
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(as_int8(x), (std::vector<int8_t>{1, 2, -1, 0}));
  // uint2 [3, 0, 3, 2, 1]: 0xb3 is 10 11 00 11 (read from the low bits), then one element.
  kiln_tensor y = bytes({0xb3, 0x01}, KILN_DTYPE_UINT2, 5);
  EXPECT_EQ(read_all<int8_t>(cast(y, KILN_DTYPE_INT8)), (std::vector<int8_t>{3, 0, 3, 2, 1}));
  EXPECT_EQ(read_all<uint8_t>(y), (std::vector<uint8_t>{0xb3, 0x01}));
  kiln_tensor z = bytes({0xe4}, KILN_DTYPE_INT2, 4);  // 11 10 01 00: 0, 1, -2, -1
  EXPECT_EQ(as_int8(z), (std::vector<int8_t>{0, 1, -2, -1}));
  size_t size = 0;
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_INT4, &size), KILN_STATUS_UNSUPPORTED_DTYPE);
  KILN_EXPECT_OK(kiln_dtype_size(KILN_DTYPE_FLOAT8_E5M2, &size));
  EXPECT_EQ(size, 1u);
  uint8_t small = 0;
  EXPECT_EQ(kiln_tensor_read(x, &small, 1), KILN_STATUS_INVALID_ARGUMENT);  // needs 2 bytes
}

TEST_F(Narrow, SubByteArithmeticWraps) {
  kiln_tensor a = bytes({0x21, 0x0f}, KILN_DTYPE_INT4, 4);  // 1, 2, -1, 0
  kiln_tensor sevens = cast(bytes({7, 7, 7, 7}, KILN_DTYPE_INT8, 4), KILN_DTYPE_INT4);
  kiln_tensor s = bin(kiln_add, a, sevens);
  EXPECT_EQ(dtype_of(s), KILN_DTYPE_INT4);
  EXPECT_EQ(as_int8(s), (std::vector<int8_t>{-8, -7, 6, 7}));
  EXPECT_EQ(read_all<uint8_t>(s), (std::vector<uint8_t>{0x98, 0x76}));
  EXPECT_EQ(as_int8(bin(kiln_multiply, sevens, sevens)), (std::vector<int8_t>{1, 1, 1, 1}));  // 49 mod 16
  kiln_tensor u = cast(bytes({3, 2, 1, 0}, KILN_DTYPE_UINT8, 4), KILN_DTYPE_UINT2);
  kiln_tensor one = cast(bytes({1, 1, 1, 1}, KILN_DTYPE_UINT8, 4), KILN_DTYPE_UINT2);
  EXPECT_EQ(read_all<uint8_t>(cast(bin(kiln_add, u, one), KILN_DTYPE_UINT8)), (std::vector<uint8_t>{0, 3, 2, 1}));
  EXPECT_EQ(read_all<uint8_t>(cast(bin(kiln_subtract, one, u), KILN_DTYPE_UINT8)), (std::vector<uint8_t>{2, 3, 0, 1}));
  // Counts over the element's own bits: int4 -1 has 4 ones, uint4 1 has 3 leading zeros.
  kiln_tensor pc = nullptr, clz = nullptr;
  KILN_ASSERT_OK(kiln_population_count(a, &pc));
  EXPECT_EQ(as_int8(h_(pc)), (std::vector<int8_t>{1, 1, 4, 0}));
  KILN_ASSERT_OK(kiln_count_leading_zeros(cast(a, KILN_DTYPE_UINT4), &clz));
  EXPECT_EQ(as_int8(h_(clz)), (std::vector<int8_t>{3, 2, 0, 4}));
  // A pad value saturates at int4's limits, as kiln_full's does.
  kiln_tensor padded = nullptr;
  const int64_t low[] = {1}, high[] = {0};
  KILN_ASSERT_OK(kiln_pad(a, low, high, 1, 200.0, &padded));
  EXPECT_EQ(as_int8(h_(padded)), (std::vector<int8_t>{7, 1, 2, -1, 0}));
  // arange wraps too, past int8's range: 130 is 130 mod 16 = 2.
  kiln_tensor r = nullptr;
  KILN_ASSERT_OK(kiln_arange(0, 200, 1, KILN_DTYPE_INT4, test_device(), &r));
  std::vector<int8_t> counted = as_int8(h_(r));
  EXPECT_EQ(counted[130], 2);
  EXPECT_EQ(counted[135], 7);
  EXPECT_EQ(counted[136], -8);
  kiln_tensor total = nullptr;
  KILN_ASSERT_OK(kiln_sum(a, nullptr, 0, false, &total));
  EXPECT_EQ(dtype_of(h_(total)), KILN_DTYPE_INT64);
  EXPECT_EQ(read_all<int64_t>(total), (std::vector<int64_t>{2}));
}

TEST_F(Narrow, ConversionsSaturateFromFloatsAndWrapFromIntegers) {
  kiln_tensor f = f32({100.0f, -100.0f, kNaN, 3.7f, -2.5f, kInf});
  EXPECT_EQ(as_int8(cast(f, KILN_DTYPE_INT4)), (std::vector<int8_t>{7, -8, 0, 3, -2, 7}));
  EXPECT_EQ(read_all<uint8_t>(cast(cast(f, KILN_DTYPE_UINT2), KILN_DTYPE_UINT8)), (std::vector<uint8_t>{3, 0, 0, 3, 0, 3}));
  const std::vector<int32_t> ints = {100, -100, 15, 16, -9};
  kiln_tensor i = nullptr;
  const int64_t n = 5;
  KILN_ASSERT_OK(kiln_tensor_create(ints.data(), KILN_DTYPE_INT32, &n, 1, test_device(), &i));
  EXPECT_EQ(as_int8(cast(h_(i), KILN_DTYPE_INT4)), (std::vector<int8_t>{4, -4, -1, 0, 7}));
  // int4 <-> uint4 bitcasts keep the bits; other widths are refused.
  kiln_tensor a = bytes({0x21, 0x0f}, KILN_DTYPE_INT4, 4);
  kiln_tensor b = nullptr;
  KILN_ASSERT_OK(kiln_bitcast(a, KILN_DTYPE_UINT4, &b));
  EXPECT_EQ(read_all<uint8_t>(cast(h_(b), KILN_DTYPE_UINT8)), (std::vector<uint8_t>{1, 2, 15, 0}));
  EXPECT_EQ(kiln_bitcast(a, KILN_DTYPE_UINT8, &b), KILN_STATUS_UNSUPPORTED_DTYPE);
  // float8 <-> float8 goes through the value.
  kiln_tensor e5 = cast(f32({3.0f, 0.1f}), KILN_DTYPE_FLOAT8_E5M2);
  EXPECT_EQ(as_f32(cast(e5, KILN_DTYPE_FLOAT8_E4M3FN)), (std::vector<float>{3.0f, 0.09375f}));
}

TEST_F(Narrow, Promotion) {
  kiln_tensor i4 = bytes({0}, KILN_DTYPE_INT4, 1), u4 = bytes({0}, KILN_DTYPE_UINT4, 1);
  kiln_tensor i2 = bytes({0}, KILN_DTYPE_INT2, 1), u2 = bytes({0}, KILN_DTYPE_UINT2, 1);
  kiln_tensor e5 = cast(f32({1}), KILN_DTYPE_FLOAT8_E5M2), e4 = cast(f32({1}), KILN_DTYPE_FLOAT8_E4M3FN);
  kiln_tensor i32 = cast(f32({1}), KILN_DTYPE_INT32), h = cast(f32({1}), KILN_DTYPE_FLOAT16);
  EXPECT_EQ(dtype_of(bin(kiln_add, i4, u4)), KILN_DTYPE_INT8);
  EXPECT_EQ(dtype_of(bin(kiln_add, i2, u2)), KILN_DTYPE_INT4);
  EXPECT_EQ(dtype_of(bin(kiln_add, i2, i4)), KILN_DTYPE_INT4);
  EXPECT_EQ(dtype_of(bin(kiln_add, u2, i32)), KILN_DTYPE_INT32);
  EXPECT_EQ(dtype_of(bin(kiln_add, e5, e4)), KILN_DTYPE_FLOAT16);
  EXPECT_EQ(dtype_of(bin(kiln_add, e4, i32)), KILN_DTYPE_FLOAT8_E4M3FN);
  EXPECT_EQ(dtype_of(bin(kiln_add, e5, h)), KILN_DTYPE_FLOAT16);
  // A weak int must fit the narrow type.
  kiln_tensor w = nullptr, out = nullptr;
  KILN_ASSERT_OK(kiln_weak_scalar_int(9, test_device(), &w));
  h_(w);
  EXPECT_EQ(kiln_add(i4, w, &out), KILN_STATUS_INVALID_ARGUMENT);
  KILN_ASSERT_OK(kiln_add(u4, w, &out));
  EXPECT_EQ(dtype_of(h_(out)), KILN_DTYPE_UINT4);
}

TEST_F(Narrow, MatmulAndReductionsComputeWide) {
  kiln_tensor a = cast(f32({1, 2, 3, 4}), KILN_DTYPE_FLOAT8_E4M3FN);
  kiln_tensor m = nullptr, r = nullptr;
  const int64_t shape[] = {2, 2};
  KILN_ASSERT_OK(kiln_reshape(a, shape, 2, &m));
  KILN_ASSERT_OK(kiln_matmul(h_(m), m, &r));
  EXPECT_EQ(as_f32(h_(r)), (std::vector<float>{7, 10, 15, 22}));
  kiln_tensor mx = nullptr;
  const int64_t axis = 1;
  KILN_ASSERT_OK(kiln_max(m, &axis, 1, false, &mx));
  EXPECT_EQ(as_f32(h_(mx)), (std::vector<float>{2, 4}));
  kiln_tensor q = bytes({0x8f, 0x17}, KILN_DTYPE_INT4, 4);  // -1, -8, 7, 1
  kiln_tensor sorted = nullptr;
  KILN_ASSERT_OK(kiln_sort(q, -1, false, &sorted));
  EXPECT_EQ(as_int8(h_(sorted)), (std::vector<int8_t>{-8, -1, 1, 7}));
}

TEST_F(Narrow, DlpackCodesAndPacking) {
  kiln_tensor x = bytes({0x21, 0x0f}, KILN_DTYPE_INT4, 4);
  DLManagedTensorVersioned* m = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, nullptr, &m));
  EXPECT_EQ(m->dl_tensor.dtype.code, kDLInt);
  EXPECT_EQ(m->dl_tensor.dtype.bits, 4);
  EXPECT_NE(m->flags & DLPACK_FLAG_BITMASK_IS_COPIED, 0u);
  EXPECT_EQ(static_cast<const uint8_t*>(m->dl_tensor.data)[0], 0x21);
  EXPECT_EQ(static_cast<const uint8_t*>(m->dl_tensor.data)[1], 0x0f);
  kiln_tensor back = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(m, nullptr, &back));  // takes ownership
  EXPECT_EQ(dtype_of(h_(back)), KILN_DTYPE_INT4);
  EXPECT_EQ(as_int8(back), (std::vector<int8_t>{1, 2, -1, 0}));
  kiln_dlpack_options never{};
  never.struct_size = sizeof never;
  never.copy = KILN_DLPACK_COPY_NEVER;
  m = nullptr;
  EXPECT_EQ(kiln_tensor_to_dlpack(x, &never, &m), KILN_STATUS_UNSUPPORTED);
  EXPECT_EQ(m, nullptr);
  kiln_tensor f = cast(f32({1.0f, -2.0f}), KILN_DTYPE_FLOAT8_E5M2);
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(f, nullptr, &m));
  EXPECT_EQ(m->dl_tensor.dtype.code, 12);  // kDLFloat8_e5m2 (DLPack 1.1)
  EXPECT_EQ(m->dl_tensor.dtype.bits, 8);
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(m, nullptr, &back));
  EXPECT_EQ(dtype_of(h_(back)), KILN_DTYPE_FLOAT8_E5M2);
  EXPECT_EQ(as_f32(back), (std::vector<float>{1.0f, -2.0f}));
}

}  // namespace
