// Regression tests for the inputs a fuzzer found to break the "nothing crashes, nothing lies"
// contract (issue 13): each one is refused with a status, or handled correctly, on every device.
#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <climits>
#include <cstdint>
#include <cstring>
#include <vector>

#include "test_support.h"

namespace {

constexpr int64_t kMax = INT64_MAX;

// A DLPack 1.x struct over caller memory with no deleter (allowed: nothing to free).
DLManagedTensorVersioned versioned(void* data, std::vector<int64_t>& shape, std::vector<int64_t>* strides, DLDataType dtype,
                                   uint64_t byte_offset = 0) {
  DLManagedTensorVersioned m{};
  m.version.major = 1;
  m.dl_tensor.data = data;
  m.dl_tensor.device.device_type = kDLCPU;
  m.dl_tensor.ndim = static_cast<int32_t>(shape.size());
  m.dl_tensor.dtype = dtype;
  m.dl_tensor.shape = shape.data();
  m.dl_tensor.strides = strides ? strides->data() : nullptr;
  m.dl_tensor.byte_offset = byte_offset;
  return m;
}

DLDataType float32() {
  DLDataType t;
  t.code = kDLFloat;
  t.bits = 32;
  t.lanes = 1;
  return t;
}

// Imports `m` through the versioned and the legacy entry point; both must give `expected`.
void expect_import_status(DLManagedTensorVersioned m, kiln_status expected, const kiln_dlpack_options* options = nullptr) {
  kiln_tensor x = nullptr;
  EXPECT_EQ(kiln_tensor_from_dlpack(&m, options, &x), expected) << kiln_last_error();
  if (x) {
    EXPECT_EQ(kiln_tensor_release(x), KILN_STATUS_OK);
  }
  DLManagedTensor legacy{};
  legacy.dl_tensor = m.dl_tensor;
  x = nullptr;
  EXPECT_EQ(kiln_tensor_from_dlpack_legacy(&legacy, options, &x), expected) << kiln_last_error();
  if (x) {
    EXPECT_EQ(kiln_tensor_release(x), KILN_STATUS_OK);
  }
}

kiln_dlpack_options copy_always() {
  kiln_dlpack_options o{};
  o.struct_size = sizeof o;
  o.copy = KILN_DLPACK_COPY_ALWAYS;
  return o;
}

}  // namespace

// Defect 1: dims is nullable, but NULL with room for extents was written through.
TEST(HostileInput, NullOutArraysWithALengthAreRefused) {
  Handles h;
  kiln_tensor x = h(make_f32({1, 2, 3, 4}, {2, 2}));
  EXPECT_EQ(kiln_tensor_shape(x, nullptr, 2), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_tensor_shape(x, nullptr, 64), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_tensor_read(x, nullptr, 16), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_tensor_read(x, nullptr, 0), KILN_STATUS_INVALID_ARGUMENT);  // too small, as before
  // NULL with length 0 stays legal where nothing is written.
  float one = 7;
  kiln_tensor scalar = nullptr;
  KILN_ASSERT_OK(kiln_tensor_create(&one, KILN_DTYPE_FLOAT32, nullptr, 0, test_device(), &scalar));
  h(scalar);
  KILN_EXPECT_OK(kiln_tensor_shape(scalar, nullptr, 0));
  int64_t empty_shape[] = {0, 3};
  kiln_tensor empty = nullptr;
  KILN_ASSERT_OK(kiln_tensor_create(nullptr, KILN_DTYPE_FLOAT32, empty_shape, 2, test_device(), &empty));
  h(empty);
  KILN_EXPECT_OK(kiln_tensor_read(empty, nullptr, 0));
}

// Defect 2: a byte_offset past INT64_MAX was accepted and read through a wild pointer.
TEST(HostileInput, DlpackByteOffsetPastInt64IsRefused) {
  std::vector<float> data = {1, 2, 3, 4};
  std::vector<int64_t> shape = {4};
  for (uint64_t offset : {uint64_t{1} << 63, (uint64_t{1} << 63) + 16, UINT64_MAX - 3, uint64_t(kMax) - 8}) {
    SCOPED_TRACE(offset);
    expect_import_status(versioned(data.data(), shape, nullptr, float32(), offset), KILN_STATUS_INVALID_ARGUMENT);
  }
  // Also for an empty tensor (the fuzzer found this one: nothing is read, but the struct is bogus).
  std::vector<int64_t> empty = {0, 3};
  expect_import_status(versioned(data.data(), empty, nullptr, float32(), uint64_t{1} << 63), KILN_STATUS_INVALID_ARGUMENT);
  // A legal offset still works: element 0 is data[1].
  kiln_tensor x = nullptr;
  auto m = versioned(data.data(), shape = {3}, nullptr, float32(), 4);
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&m, nullptr, &x));
  EXPECT_EQ(read_f32(x), (std::vector<float>{2, 3, 4}));
  KILN_EXPECT_OK(kiln_tensor_release(x));
}

// Defect 3: stride arithmetic overflowed (UBSan) on an extent-1 axis with stride INT64_MAX on the
// copy path, and on strides whose reach spans INT64_MAX down to a negative low.
TEST(HostileInput, DlpackExtremeStridesAreHandled) {
  std::vector<float> data = {1, 2, 3, 4, 5, 6};
  std::vector<int64_t> shape = {1, 3, 2};
  std::vector<int64_t> strides = {kMax, 2, 1};  // the extent-1 axis's stride is never used
  kiln_dlpack_options copy = copy_always();
  const kiln_dlpack_options* modes[] = {nullptr, &copy};  // aliased, then copied
  for (const kiln_dlpack_options* o : modes) {
    auto m = versioned(data.data(), shape, &strides, float32());
    kiln_tensor x = nullptr;
    KILN_ASSERT_OK(kiln_tensor_from_dlpack(&m, o, &x));
    EXPECT_EQ(read_f32(x), (std::vector<float>{1, 2, 3, 4, 5, 6}));
    KILN_EXPECT_OK(kiln_tensor_release(x));
  }
  std::vector<int64_t> shape2 = {2, 2};
  for (std::vector<int64_t> bad : {std::vector<int64_t>{kMax, -1}, {-1, kMax}, {kMax, kMax}, {INT64_MIN, 1}, {kMax / 2, -(kMax / 2) - 8}}) {
    SCOPED_TRACE(bad[0]);
    expect_import_status(versioned(data.data(), shape2, &bad, float32(), 64), KILN_STATUS_INVALID_ARGUMENT);
    expect_import_status(versioned(data.data(), shape2, &bad, float32(), 64), KILN_STATUS_INVALID_ARGUMENT, &copy);
  }
}

// Defect 4: a size-0 shape whose other extents multiply past INT64_MAX overflowed the strides.
TEST(HostileInput, EmptyShapesWithOverflowingExtentsAreRefused) {
  const int64_t shape[] = {0, kMax, 2};
  kiln_tensor x = nullptr;
  EXPECT_EQ(kiln_tensor_create(nullptr, KILN_DTYPE_FLOAT32, shape, 3, test_device(), &x), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_zeros(shape, 3, KILN_DTYPE_FLOAT32, test_device(), &x), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_full(shape, 3, 1.0, KILN_DTYPE_INT8, test_device(), &x), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(x, nullptr);
  std::vector<int64_t> dl_shape(shape, shape + 3);
  expect_import_status(versioned(nullptr, dl_shape, nullptr, float32()), KILN_STATUS_INVALID_ARGUMENT);
  // A plain empty shape is still fine.
  const int64_t empty[] = {0, 5};
  KILN_ASSERT_OK(kiln_zeros(empty, 2, KILN_DTYPE_FLOAT32, test_device(), &x));
  KILN_EXPECT_OK(kiln_tensor_release(x));
}

// Issue 46's fuzzer: an empty tensor whose other extents are huge is valid, but the CPU's strided
// loop turned its element strides into byte strides, a signed overflow (2^62 x 8) on any cast.
TEST(HostileInput, EmptyTensorsWithHugeExtentsEvaluate) {
  Handles h;
  const int64_t shape[] = {0, 0, (int64_t{1} << 62) - 1, 1};
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_tensor_create(nullptr, KILN_DTYPE_UINT32, shape, 4, test_device(), &x));
  h(x);
  for (kiln_dtype to : {KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_INT8}) {
    kiln_tensor y = nullptr;
    KILN_ASSERT_OK(kiln_astype(x, to, &y));
    h(y);
    kiln_tensor z = nullptr;
    KILN_ASSERT_OK(kiln_negative(y, &z));
    h(z);
    size_t nbytes = 1;
    KILN_ASSERT_OK(kiln_tensor_nbytes(z, &nbytes));
    EXPECT_EQ(nbytes, 0u);
    KILN_EXPECT_OK(kiln_tensor_read(z, nullptr, 0));
  }
}

// Issue 46's fuzzer: bitcast multiplied an empty tensor's last extent (and a view's offset) by the
// itemsize in 64 bits; a new last extent past 2^63 is refused, others are exact.
TEST(HostileInput, BitcastOfEmptyTensorsWithHugeExtents) {
  Handles h;
  const int64_t shape[] = {0, int64_t{1} << 60};
  kiln_tensor x = nullptr, y = nullptr;
  KILN_ASSERT_OK(kiln_zeros(shape, 2, KILN_DTYPE_FLOAT64, test_device(), &x));
  h(x);
  EXPECT_EQ(kiln_bitcast(x, KILN_DTYPE_UINT8, &y), KILN_STATUS_INVALID_ARGUMENT);  // 2^63 bytes a row
  EXPECT_EQ(y, nullptr);
  KILN_ASSERT_OK(kiln_bitcast(x, KILN_DTYPE_COMPLEX128, &y));
  h(y);
  int64_t dims[2] = {};
  KILN_ASSERT_OK(kiln_tensor_shape(y, dims, 2));
  EXPECT_EQ(dims[1], int64_t{1} << 59);
  // A view far into the empty tensor: its offset in bytes passes 2^63 too.
  const int64_t start[] = {0, int64_t{1} << 61}, stop[] = {0, INT64_MAX};
  kiln_tensor view = nullptr;
  KILN_ASSERT_OK(kiln_slice(x, start, stop, nullptr, 2, &view));
  h(view);
  for (kiln_dtype to : {KILN_DTYPE_INT32, KILN_DTYPE_COMPLEX128, KILN_DTYPE_INT8}) {
    kiln_tensor z = nullptr;
    const kiln_status status = kiln_bitcast(view, to, &z);
    EXPECT_TRUE(status == KILN_STATUS_OK || status == KILN_STATUS_INVALID_ARGUMENT) << kiln_last_error();
    if (z) {
      KILN_EXPECT_OK(kiln_tensor_read(h(z), nullptr, 0));
    }
  }
}

// Issue 46's fuzzer: the views of a complex tensor as its float parts doubled its strides and
// offset, a signed overflow for an empty tensor's (or a size-1 axis's) stride near 2^63.
TEST(HostileInput, ComplexPartsOfHugeStrides) {
  Handles h;
  const int64_t shape[] = {0, (int64_t{1} << 62) + 1};
  kiln_tensor z = nullptr;  // compact: the first axis's stride is 2^62 + 1
  KILN_ASSERT_OK(kiln_tensor_create(nullptr, KILN_DTYPE_COMPLEX64, shape, 2, test_device(), &z));
  h(z);
  const int64_t start[] = {0, 0}, stop[] = {0, kMax}, step[] = {1, -1};
  kiln_tensor flipped = nullptr;  // an empty view with a negative stride and an offset past 2^62
  KILN_ASSERT_OK(kiln_slice(z, start, stop, step, 2, &flipped));
  h(flipped);
  using Unary = kiln_status (*)(kiln_tensor, kiln_tensor*);
  for (kiln_tensor x : {z, flipped}) {
    for (Unary f : {kiln_real, kiln_imag}) {
      kiln_tensor y = nullptr;
      KILN_ASSERT_OK(f(x, &y));
      KILN_EXPECT_OK(kiln_tensor_read(h(y), nullptr, 0));
    }
    // Math on the float pairs views them as (..., 2), past 2^63 extents here: refused, for now.
    for (Unary f : {kiln_abs, kiln_exp, kiln_negative}) {
      kiln_tensor y = nullptr;
      const kiln_status status = f(x, &y);
      EXPECT_TRUE(status == KILN_STATUS_OK || status == KILN_STATUS_INVALID_ARGUMENT) << kiln_last_error();
      if (y) {
        KILN_EXPECT_OK(kiln_tensor_read(h(y), nullptr, 0));
      }
    }
  }
  // A non-empty complex tensor whose size-1 axis has stride INT64_MAX (its stride is never used).
  std::vector<float> data = {1, 2, 3, 4};  // 1+2i, 3+4i
  std::vector<int64_t> dl_shape = {1, 2}, dl_strides = {kMax, 1};
  DLDataType complex64;
  complex64.code = kDLComplex;
  complex64.bits = 64;
  complex64.lanes = 1;
  auto m = versioned(data.data(), dl_shape, &dl_strides, complex64);
  Handles imported;  // released before m, which the import keeps
  kiln_tensor x = nullptr, re = nullptr, im = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&m, nullptr, &x));
  imported(x);
  KILN_ASSERT_OK(kiln_real(x, &re));
  KILN_ASSERT_OK(kiln_imag(x, &im));
  EXPECT_EQ(read_f32(imported(re)), (std::vector<float>{1, 3}));
  EXPECT_EQ(read_f32(imported(im)), (std::vector<float>{2, 4}));
}

// Issue 46's fuzzer: an integer arange of more than 2^53 elements built its int64 index with
// arange again, which took the same path for ever (a stack overflow).
TEST(HostileInput, IntegerArangePast2e53Elements) {
  Handles h;
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_arange(0.0, 0x1p55, 1.0, KILN_DTYPE_INT64, test_device(), &x));
  h(x);
  int64_t size = 0;
  KILN_ASSERT_OK(kiln_tensor_size(x, &size));
  EXPECT_EQ(size, int64_t{1} << 55);
  // A range from below -2^53 with step 2: 2^54 elements, also past 2^53.
  KILN_ASSERT_OK(kiln_arange(-0x1p54, 0x1p54, 2.0, KILN_DTYPE_INT64, test_device(), &x));
  h(x);
  KILN_ASSERT_OK(kiln_tensor_size(x, &size));
  EXPECT_EQ(size, int64_t{1} << 54);
}

// Issue 46's fuzzer: value_and_grad took argnums NULL with a nonzero count, offsetting the NULL
// pointer (by 0 bytes once the count times 8 wrapped: UBSan's report). NULL means every input
// only with count 0; with any other count it is refused, as every other NULL list with a length.
TEST(HostileInput, ValueAndGradWithNullArgnums) {
  Handles h;
  const int64_t shape[] = {3};
  kiln_tensor p = nullptr, y = nullptr;
  KILN_ASSERT_OK(kiln_placeholder(shape, 1, KILN_DTYPE_FLOAT32, test_device(), &p));
  h(p);
  KILN_ASSERT_OK(kiln_sum(p, nullptr, 0, false, &y));
  h(y);
  kiln_function f = nullptr, grad = nullptr;
  KILN_ASSERT_OK(kiln_function_create(&p, 1, &y, 1, &f));
  for (size_t count : {size_t{1}, size_t{1} << 61, SIZE_MAX}) {
    EXPECT_EQ(kiln_function_value_and_grad(f, nullptr, count, &grad), KILN_STATUS_INVALID_ARGUMENT);
    EXPECT_EQ(grad, nullptr);
  }
  KILN_EXPECT_OK(kiln_function_value_and_grad(f, nullptr, 0, &grad));
  size_t inputs = 0, outputs = 0;
  KILN_EXPECT_OK(kiln_function_arity(grad, &inputs, &outputs));
  EXPECT_EQ(inputs, 1u);
  EXPECT_EQ(outputs, 2u);  // the value and one gradient
  KILN_EXPECT_OK(kiln_function_release(grad));
  KILN_EXPECT_OK(kiln_function_release(f));
}

// Issue 46's fuzzer: linear algebra on a huge batch of empty matrices walked the batch (2^40
// steps) to write nothing; an empty result is now done at once.
TEST(HostileInput, LinalgOnAHugeBatchOfEmptyMatrices) {
  Handles h;
  const int64_t shape[] = {int64_t{1} << 40, 0, 0};
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_tensor_create(nullptr, KILN_DTYPE_FLOAT64, shape, 3, test_device(), &x));
  h(x);
  using Unary = kiln_status (*)(kiln_tensor, kiln_tensor*);
  for (Unary f : {kiln_linalg_inv, kiln_linalg_svdvals, kiln_linalg_eigvalsh}) {
    kiln_tensor y = nullptr;
    KILN_ASSERT_OK(f(x, &y));
    KILN_EXPECT_OK(kiln_tensor_read(h(y), nullptr, 0));  // empty: no bytes
  }
}

// Defect 5: ops other than zeros built results whose size in bytes wrapped (nbytes 8 or 0).
TEST(HostileInput, EveryOpRefusesResultsTooLargeToDescribe) {
  Handles h;
  kiln_device d = test_device();
  kiln_tensor out = nullptr;
  const int64_t one[] = {1};
  kiln_tensor i64 = nullptr;
  KILN_ASSERT_OK(kiln_zeros(one, 1, KILN_DTYPE_INT64, d, &i64));
  h(i64);
  const int64_t before[] = {int64_t{1} << 61}, after[] = {0};
  EXPECT_EQ(kiln_pad(i64, before, after, 1, 0.0, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_eye(int64_t{1} << 62, 1, 0, KILN_DTYPE_UINT32, d, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_eye(int64_t{1} << 62, 1, 5, KILN_DTYPE_UINT32, d, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_eye(int64_t{1} << 31, int64_t{1} << 31, 0, KILN_DTYPE_UINT8, d, &out), KILN_STATUS_INVALID_ARGUMENT);
  const int64_t big[] = {int64_t{1} << 40, 1};
  const int64_t wide[] = {1, int64_t{1} << 40};
  kiln_tensor tall = nullptr, flat = nullptr;
  KILN_ASSERT_OK(kiln_broadcast_to(i64, big, 2, &tall));
  h(tall);
  KILN_ASSERT_OK(kiln_broadcast_to(i64, wide, 2, &flat));
  h(flat);
  EXPECT_EQ(kiln_matmul(tall, flat, &out), KILN_STATUS_INVALID_ARGUMENT);  // (2^40, 2^40)
  EXPECT_EQ(kiln_add(tall, flat, &out), KILN_STATUS_INVALID_ARGUMENT);
  const int64_t huge[] = {int64_t{1} << 57};
  EXPECT_EQ(kiln_broadcast_to(i64, huge, 1, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_reshape(tall, huge, 1, &out), KILN_STATUS_SHAPE_MISMATCH);
  kiln_tensor pieces[] = {tall, tall, tall, tall};
  KILN_ASSERT_OK(kiln_concatenate(pieces, 4, 0, &out));  // 2^42 rows: large but describable
  h(out);
  size_t nbytes = 0;
  KILN_ASSERT_OK(kiln_tensor_nbytes(out, &nbytes));
  EXPECT_EQ(nbytes, (size_t{1} << 42) * 8);
  const int64_t tower[] = {int64_t{1} << 50, 1};
  kiln_tensor high = nullptr;
  KILN_ASSERT_OK(kiln_broadcast_to(i64, tower, 2, &high));
  h(high);
  std::vector<kiln_tensor> many(128, high);  // 2^57 rows
  EXPECT_EQ(kiln_concatenate(many.data(), many.size(), 0, &out), KILN_STATUS_INVALID_ARGUMENT);
  // take: 2^50 row indices into a table with 2^7-wide rows: 2^57 elements.
  const int64_t rows[] = {1 << 10, 1 << 7};
  kiln_tensor table = nullptr;
  KILN_ASSERT_OK(kiln_zeros(rows, 2, KILN_DTYPE_FLOAT32, d, &table));
  h(table);
  kiln_tensor index = nullptr;
  KILN_ASSERT_OK(kiln_zeros(one, 1, KILN_DTYPE_INT64, d, &index));
  h(index);
  const int64_t index_shape[] = {int64_t{1} << 50};
  kiln_tensor indices = nullptr;
  KILN_ASSERT_OK(kiln_broadcast_to(index, index_shape, 1, &indices));
  h(indices);
  EXPECT_EQ(kiln_take(table, indices, 0, &out), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(out, nullptr);
}

