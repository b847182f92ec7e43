// DLPack export and import through the public C API only (docs/dlpack.md). Runs on every device:
// tensors made with test_device() are exported zero-copy where that device's memory is
// host-visible; imports land on the CPU unless options.device says otherwise.
#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <thread>
#include <vector>

#include "test_support.h"

namespace {

bool host_visible(kiln_device d) {
  kiln_device_info info{};
  info.struct_size = sizeof info;
  EXPECT_EQ(kiln_device_get_info(d, &info), KILN_STATUS_OK);
  return info.host_visible;
}

kiln_dlpack_options options(kiln_dlpack_copy copy, bool read_only = false, kiln_device device = nullptr) {
  kiln_dlpack_options o{};
  o.struct_size = sizeof o;
  o.copy = copy;
  o.read_only = read_only;
  o.device = device;
  return o;
}

// A producer's tensor: the managed struct, its arrays and its buffer, freed by its deleter, which
// counts its calls.
struct Producer {
  DLManagedTensorVersioned managed{};
  DLManagedTensor legacy{};
  std::vector<int64_t> shape, strides;
  std::vector<unsigned char> bytes;
  std::atomic<int>* deletes = nullptr;
};

void producer_deleter(DLManagedTensorVersioned* self) {
  auto* p = static_cast<Producer*>(self->manager_ctx);
  p->deletes->fetch_add(1);
  delete p;
}

void producer_legacy_deleter(DLManagedTensor* self) {
  auto* p = static_cast<Producer*>(self->manager_ctx);
  p->deletes->fetch_add(1);
  delete p;
}

DLDataType dl(uint8_t code, uint8_t bits) {
  DLDataType t;
  t.code = code;
  t.bits = bits;
  t.lanes = 1;
  return t;
}

// Producer holding a copy of `bytes`; strides empty means NULL (compact).
Producer* produce(std::atomic<int>& deletes, const void* bytes, size_t nbytes, DLDataType dtype, std::vector<int64_t> shape,
                  std::vector<int64_t> strides = {}, uint64_t byte_offset = 0, uint64_t flags = 0) {
  auto* p = new Producer;
  p->deletes = &deletes;
  p->bytes.assign(static_cast<const unsigned char*>(bytes), static_cast<const unsigned char*>(bytes) + nbytes);
  p->shape = std::move(shape);
  p->strides = std::move(strides);
  DLTensor& t = p->managed.dl_tensor;
  t.data = p->bytes.empty() ? nullptr : p->bytes.data();
  t.device.device_type = kDLCPU;
  t.device.device_id = 0;
  t.ndim = static_cast<int32_t>(p->shape.size());
  t.dtype = dtype;
  t.shape = p->shape.data();
  t.strides = p->strides.empty() ? nullptr : p->strides.data();
  t.byte_offset = byte_offset;
  p->managed.version.major = 1;
  p->managed.version.minor = 0;
  p->managed.flags = flags;
  p->managed.manager_ctx = p;
  p->managed.deleter = producer_deleter;
  p->legacy.dl_tensor = t;
  p->legacy.manager_ctx = p;
  p->legacy.deleter = producer_legacy_deleter;
  return p;
}

Producer* produce_f32(std::atomic<int>& deletes, const std::vector<float>& values, std::vector<int64_t> shape,
                      std::vector<int64_t> strides = {}, uint64_t byte_offset = 0, uint64_t flags = 0) {
  return produce(deletes, values.data(), values.size() * sizeof(float), dl(kDLFloat, 32), std::move(shape), std::move(strides),
                 byte_offset, flags);
}

const void* borrow_address(kiln_tensor t) {
  kiln_borrow b;
  const void* data = nullptr;
  size_t n = 0;
  EXPECT_EQ(kiln_tensor_borrow(t, &b, &data, &n), KILN_STATUS_OK) << kiln_last_error();
  EXPECT_EQ(kiln_borrow_release(b), KILN_STATUS_OK);
  return data;
}

const char* element0(const DLTensor& t) { return static_cast<const char*>(t.data) + t.byte_offset; }

std::vector<float> dl_read_f32(const DLTensor& t) {
  // Walks the export's strides, as a consumer would.
  int64_t n = 1;
  for (int i = 0; i < t.ndim; ++i) n *= t.shape[i];
  std::vector<float> out;
  std::vector<int64_t> index(t.ndim, 0);
  for (int64_t k = 0; k < n; ++k) {
    int64_t off = 0;
    for (int i = 0; i < t.ndim; ++i) off += index[i] * t.strides[i];
    float v;
    std::memcpy(&v, element0(t) + off * 4, 4);
    out.push_back(v);
    for (int i = t.ndim - 1; i >= 0; --i) {
      if (++index[i] < t.shape[i]) break;
      index[i] = 0;
    }
  }
  return out;
}

}  // namespace

// ---- Export ------------------------------------------------------------------------------------

TEST(Dlpack, ExportCpuIsZeroCopyAndOutlivesTheHandle) {
  kiln_tensor x = nullptr;
  const float v[] = {1, 2, 3, 4, 5, 6};
  const int64_t shape[] = {2, 3};
  KILN_ASSERT_OK(kiln_tensor_create(v, KILN_DTYPE_FLOAT32, shape, 2, cpu_device(), &x));
  const void* address = borrow_address(x);
  DLManagedTensorVersioned* m = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, nullptr, &m));
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->version.major, 1u);
  EXPECT_EQ(m->flags, 0u);
  const DLTensor& t = m->dl_tensor;
  EXPECT_EQ(element0(t), address);
  EXPECT_EQ(t.device.device_type, kDLCPU);
  EXPECT_EQ(t.device.device_id, 0);
  EXPECT_EQ(t.ndim, 2);
  EXPECT_EQ(t.dtype.code, kDLFloat);
  EXPECT_EQ(t.dtype.bits, 32);
  EXPECT_EQ(t.dtype.lanes, 1);
  EXPECT_EQ(t.shape[0], 2);
  EXPECT_EQ(t.shape[1], 3);
  EXPECT_EQ(t.strides[0], 3);
  EXPECT_EQ(t.strides[1], 1);
  KILN_EXPECT_OK(kiln_tensor_release(x));  // the export keeps the memory
  EXPECT_EQ(dl_read_f32(t), std::vector<float>(v, v + 6));
  m->deleter(m);
}

TEST(Dlpack, ExportOnTestDevice) {
  kiln_device d = test_device();
  Handles h;
  kiln_tensor x = h(make_f32({1, 2, 3, 4}, {4}));
  kiln_tensor y = nullptr;
  KILN_ASSERT_OK(kiln_exp(x, &y));  // lazy: the export evaluates
  h(y);
  std::vector<float> expect = read_f32(y);
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER);
  DLManagedTensorVersioned* m = nullptr;
  if (host_visible(d)) {
    KILN_ASSERT_OK(kiln_tensor_to_dlpack(y, &never, &m));
    EXPECT_EQ(m->flags & DLPACK_FLAG_BITMASK_IS_COPIED, 0u);
    EXPECT_EQ(element0(m->dl_tensor), borrow_address(y));
  } else {
    EXPECT_EQ(kiln_tensor_to_dlpack(y, &never, &m), KILN_STATUS_UNSUPPORTED);
    EXPECT_EQ(m, nullptr);
    KILN_ASSERT_OK(kiln_tensor_to_dlpack(y, nullptr, &m));
    EXPECT_NE(m->flags & DLPACK_FLAG_BITMASK_IS_COPIED, 0u);
  }
  EXPECT_EQ(m->dl_tensor.device.device_type, kDLCPU);
  EXPECT_EQ(dl_read_f32(m->dl_tensor), expect);
  m->deleter(m);
  int32_t type = -1, id = -1;
  KILN_EXPECT_OK(kiln_tensor_dlpack_device(y, &type, &id));
  EXPECT_EQ(type, kDLCPU);
  EXPECT_EQ(id, 0);
}

TEST(Dlpack, ExportStridedViewsKeepTheirLayout) {
  kiln_device d = test_device();
  if (!host_visible(d)) GTEST_SKIP() << "device memory is not host-visible: exports copy";
  Handles h;
  std::vector<float> v(12);
  for (int i = 0; i < 12; ++i) v[i] = float(i);
  kiln_tensor x = h(make_f32(v, {3, 4}));
  const char* base = static_cast<const char*>(borrow_address(x));
  // Transpose: strides (1, 4), same address.
  kiln_tensor t = nullptr;
  const int64_t axes[] = {1, 0};
  KILN_ASSERT_OK(kiln_transpose(x, axes, 2, &t));
  h(t);
  DLManagedTensorVersioned* m = nullptr;
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER);
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(t, &never, &m));
  EXPECT_EQ(m->dl_tensor.strides[0], 1);
  EXPECT_EQ(m->dl_tensor.strides[1], 4);
  EXPECT_EQ(element0(m->dl_tensor), base);
  EXPECT_EQ(dl_read_f32(m->dl_tensor), read_f32(t));
  m->deleter(m);
  // Slice [1:3, 1::2]: byte_offset 5 elements, strides (4, 2).
  kiln_tensor s = nullptr;
  const int64_t start[] = {1, 1}, stop[] = {3, 4}, step[] = {1, 2};
  KILN_ASSERT_OK(kiln_slice(x, start, stop, step, 2, &s));
  h(s);
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(s, &never, &m));
  EXPECT_EQ(m->dl_tensor.data, base);
  EXPECT_EQ(m->dl_tensor.byte_offset, 5 * sizeof(float));
  EXPECT_EQ(m->dl_tensor.strides[0], 4);
  EXPECT_EQ(m->dl_tensor.strides[1], 2);
  EXPECT_EQ(dl_read_f32(m->dl_tensor), (std::vector<float>{5, 7, 9, 11}));
  m->deleter(m);
  // Broadcast: zero strides.
  kiln_tensor row = nullptr, b = nullptr;
  const int64_t one[] = {0}, bshape[] = {2, 3, 4};
  KILN_ASSERT_OK(kiln_expand_dims(x, one, 1, &row));
  h(row);
  KILN_ASSERT_OK(kiln_broadcast_to(row, bshape, 3, &b));
  h(b);
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(b, &never, &m));
  EXPECT_EQ(m->dl_tensor.strides[0], 0);
  EXPECT_EQ(element0(m->dl_tensor), base);
  EXPECT_EQ(dl_read_f32(m->dl_tensor), read_f32(b));
  m->deleter(m);
}

TEST(Dlpack, ExportFlippedCopiesOrFails) {
  Handles h;
  kiln_tensor x = h(make_f32({1, 2, 3}, {3}));
  kiln_tensor f = nullptr;
  const int64_t axis[] = {0};
  KILN_ASSERT_OK(kiln_flip(x, axis, 1, &f));
  h(f);
  DLManagedTensorVersioned* m = nullptr;
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER);
  EXPECT_EQ(kiln_tensor_to_dlpack(f, &never, &m), KILN_STATUS_UNSUPPORTED);
  EXPECT_EQ(m, nullptr);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack"), nullptr);
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(f, nullptr, &m));
  EXPECT_NE(m->flags & DLPACK_FLAG_BITMASK_IS_COPIED, 0u);
  EXPECT_EQ(m->dl_tensor.strides[0], 1);
  EXPECT_EQ(dl_read_f32(m->dl_tensor), (std::vector<float>{3, 2, 1}));
  m->deleter(m);
}

TEST(Dlpack, ExportCopyAlwaysAndReadOnly) {
  Handles h;
  kiln_tensor x = h(make_f32({1, 2, 3}, {3}));
  kiln_dlpack_options always = options(KILN_DLPACK_COPY_ALWAYS, true);
  DLManagedTensorVersioned* m = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, &always, &m));
  EXPECT_EQ(m->flags, uint64_t(DLPACK_FLAG_BITMASK_IS_COPIED | DLPACK_FLAG_BITMASK_READ_ONLY));
  EXPECT_NE(element0(m->dl_tensor), borrow_address(x));
  EXPECT_EQ(dl_read_f32(m->dl_tensor), (std::vector<float>{1, 2, 3}));
  m->deleter(m);
}

TEST(Dlpack, ExportZeroDimAndEmpty) {
  Handles h;
  kiln_tensor s = h(make_f32({7}, {}));
  DLManagedTensorVersioned* m = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(s, nullptr, &m));
  EXPECT_EQ(m->dl_tensor.ndim, 0);
  EXPECT_EQ(dl_read_f32(m->dl_tensor), std::vector<float>{7});
  m->deleter(m);
  kiln_tensor e = h(make_f32({}, {2, 0}));
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(e, nullptr, &m));
  EXPECT_EQ(m->dl_tensor.ndim, 2);
  EXPECT_EQ(m->dl_tensor.shape[1], 0);
  m->deleter(m);
}

TEST(Dlpack, ExportLegacy) {
  Handles h;
  kiln_tensor x = h(make_f32({1, 2}, {2}));
  DLManagedTensor* m = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack_legacy(x, nullptr, &m));
  EXPECT_EQ(dl_read_f32(m->dl_tensor), (std::vector<float>{1, 2}));
  kiln_tensor back = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack_legacy(m, nullptr, &back));  // Kiln now owns m
  h(back);
  EXPECT_EQ(read_f32(back), (std::vector<float>{1, 2}));
}

// ---- Import ------------------------------------------------------------------------------------

TEST(Dlpack, ImportCpuIsZeroCopyAndDeletesOnce) {
  std::atomic<int> deletes{0};
  Producer* p = produce_f32(deletes, {1, 2, 3, 4}, {2, 2});
  const void* address = p->managed.dl_tensor.data;
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, nullptr, &x));
  kiln_device d = nullptr;
  KILN_EXPECT_OK(kiln_tensor_device(x, &d));
  EXPECT_TRUE(is_cpu(d));
  EXPECT_EQ(borrow_address(x), address);
  kiln_tensor y = nullptr;
  KILN_ASSERT_OK(kiln_exp(x, &y));  // a graph using it keeps it alive too
  KILN_EXPECT_OK(kiln_tensor_release(x));
  EXPECT_EQ(deletes.load(), 0);
  EXPECT_FLOAT_EQ(read_f32(y)[3], std::exp(4.0f));  // evaluated: y drops its input
  EXPECT_EQ(deletes.load(), 1);
  KILN_EXPECT_OK(kiln_tensor_release(y));
  EXPECT_EQ(deletes.load(), 1);
}

TEST(Dlpack, RoundTripReleaseInEitherOrderAndFromAnotherThread) {
  for (int order = 0; order < 3; ++order) {
    std::atomic<int> deletes{0};
    Producer* p = produce_f32(deletes, {1, 2, 3}, {3});
    const void* address = p->managed.dl_tensor.data;
    kiln_tensor x = nullptr;
    KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, nullptr, &x));
    DLManagedTensorVersioned* m = nullptr;
    kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER);
    KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, &never, &m));
    EXPECT_EQ(element0(m->dl_tensor), address);  // zero-copy both ways
    EXPECT_EQ(m->flags, 0u);
    if (order == 0) {
      KILN_EXPECT_OK(kiln_tensor_release(x));
      EXPECT_EQ(deletes.load(), 0);
      m->deleter(m);
    } else if (order == 1) {
      m->deleter(m);
      EXPECT_EQ(deletes.load(), 0);
      KILN_EXPECT_OK(kiln_tensor_release(x));
    } else {
      // The consumer frees its export on another thread while this one still uses Kiln.
      std::thread consumer([m] { m->deleter(m); });
      kiln_tensor y = nullptr;
      KILN_EXPECT_OK(kiln_exp(x, &y));
      EXPECT_EQ(read_f32(y).size(), 3u);
      KILN_EXPECT_OK(kiln_tensor_release(y));
      consumer.join();
      EXPECT_EQ(deletes.load(), 0);
      std::thread releaser([x] { EXPECT_EQ(kiln_tensor_release(x), KILN_STATUS_OK); });
      releaser.join();
    }
    EXPECT_EQ(deletes.load(), 1) << "order " << order;
  }
}

TEST(Dlpack, ExportDeleterOnAnotherThreadWhileKilnIsBusy) {
  Handles h;
  kiln_tensor x = h(make_f32(std::vector<float>(1024, 1.0f), {1024}));
  std::vector<DLManagedTensorVersioned*> exports(64);
  for (auto& m : exports) KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, nullptr, &m));
  std::thread consumer([&] {
    for (auto* m : exports) m->deleter(m);
  });
  for (int i = 0; i < 64; ++i) {
    kiln_tensor y = nullptr;
    KILN_ASSERT_OK(kiln_exp(x, &y));
    KILN_ASSERT_OK(kiln_tensor_eval(&y, 1));
    KILN_ASSERT_OK(kiln_tensor_release(y));
  }
  consumer.join();
}

TEST(Dlpack, ImportStridesOffsetsAndBroadcast) {
  std::atomic<int> deletes{0};
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER);
  std::vector<float> v = {0, 1, 2, 3, 4, 5};
  Handles h;
  // Column-major 2x3: strides (1, 2).
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, v, {2, 3}, {1, 2})->managed, &never, &x));
  h(x);
  EXPECT_EQ(read_f32(x), (std::vector<float>{0, 2, 4, 1, 3, 5}));
  // byte_offset of 2 elements, shape (2,), stride 3.
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, v, {2}, {3}, 2 * sizeof(float))->managed, &never, &x));
  h(x);
  EXPECT_EQ(read_f32(x), (std::vector<float>{2, 5}));
  // Zero strides: a row broadcast to 4 rows.
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, v, {4, 3}, {0, 1})->managed, &never, &x));
  h(x);
  std::vector<float> rows = read_f32(x);
  EXPECT_EQ(std::vector<float>(rows.begin() + 9, rows.end()), (std::vector<float>{0, 1, 2}));
  // Negative stride: reversed, element 0 at the end.
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, v, {6}, {-1}, 5 * sizeof(float))->managed, &never, &x));
  h(x);
  EXPECT_EQ(read_f32(x), (std::vector<float>{5, 4, 3, 2, 1, 0}));
  EXPECT_EQ(deletes.load(), 0);  // all shared, nothing released yet
}

TEST(Dlpack, ImportMisalignedOffsetCopies) {
  std::atomic<int> deletes{0};
  std::vector<unsigned char> raw(4 * sizeof(float) + 2, 0);
  const float v[] = {1.5f, 2.5f, 3.5f};
  std::memcpy(raw.data() + 2, v, sizeof v);
  Producer* p = produce(deletes, raw.data(), raw.size(), dl(kDLFloat, 32), {3}, {}, 2);
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER);
  kiln_tensor x = nullptr;
  EXPECT_EQ(kiln_tensor_from_dlpack(&p->managed, &never, &x), KILN_STATUS_UNSUPPORTED);
  EXPECT_EQ(x, nullptr);
  EXPECT_EQ(deletes.load(), 0);  // still the caller's
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, nullptr, &x));
  EXPECT_EQ(deletes.load(), 1);  // copied: the producer's tensor went at once
  EXPECT_EQ(read_f32(x), (std::vector<float>{1.5f, 2.5f, 3.5f}));
  KILN_EXPECT_OK(kiln_tensor_release(x));
  EXPECT_EQ(deletes.load(), 1);
}

TEST(Dlpack, ImportCopyAlwaysAndOntoTestDevice) {
  std::atomic<int> deletes{0};
  Producer* p = produce_f32(deletes, {1, 2, 3}, {3});
  kiln_dlpack_options always = options(KILN_DLPACK_COPY_ALWAYS);
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, &always, &x));
  EXPECT_EQ(deletes.load(), 1);
  EXPECT_EQ(read_f32(x), (std::vector<float>{1, 2, 3}));
  KILN_EXPECT_OK(kiln_tensor_release(x));

  kiln_device d = test_device();
  p = produce_f32(deletes, {4, 5, 6}, {3});
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER, false, d);
  if (is_cpu(d)) {
    KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, &never, &x));
    EXPECT_EQ(deletes.load(), 1);
  } else {
    EXPECT_EQ(kiln_tensor_from_dlpack(&p->managed, &never, &x), KILN_STATUS_UNSUPPORTED);
    kiln_dlpack_options onto = options(KILN_DLPACK_COPY_IF_NEEDED, false, d);
    KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, &onto, &x));
    EXPECT_EQ(deletes.load(), 2);
  }
  kiln_device where = nullptr;
  KILN_EXPECT_OK(kiln_tensor_device(x, &where));
  EXPECT_EQ(where, d);
  EXPECT_EQ(read_f32(x), (std::vector<float>{4, 5, 6}));
  KILN_EXPECT_OK(kiln_tensor_release(x));
  EXPECT_EQ(deletes.load(), 2);
}

TEST(Dlpack, ImportZeroDimAndEmpty) {
  std::atomic<int> deletes{0};
  Handles h;
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, {42}, {})->managed, nullptr, &x));
  h(x);
  size_t ndim = 9;
  KILN_EXPECT_OK(kiln_tensor_ndim(x, &ndim));
  EXPECT_EQ(ndim, 0u);
  EXPECT_EQ(read_f32(x), std::vector<float>{42});
  // Size 0 with a NULL data pointer is well-formed.
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, {}, {3, 0})->managed, nullptr, &x));
  h(x);
  int64_t size = -1;
  KILN_EXPECT_OK(kiln_tensor_size(x, &size));
  EXPECT_EQ(size, 0);
  EXPECT_EQ(deletes.load(), 1);  // the empty one has nothing to keep
}

TEST(Dlpack, ReadOnlyRoundTrip) {
  std::atomic<int> deletes{0};
  kiln_tensor x = nullptr, y = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, {1, 2}, {2}, {}, 0, DLPACK_FLAG_BITMASK_READ_ONLY)->managed,
                                         nullptr, &x));
  kiln_dlpack_options ro = options(KILN_DLPACK_COPY_IF_NEEDED, true);
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&produce_f32(deletes, {3, 4}, {2})->managed, &ro, &y));
  for (kiln_tensor t : {x, y}) {
    DLManagedTensorVersioned* m = nullptr;
    KILN_ASSERT_OK(kiln_tensor_to_dlpack(t, nullptr, &m));
    EXPECT_EQ(m->flags, uint64_t(DLPACK_FLAG_BITMASK_READ_ONLY));
    m->deleter(m);
    KILN_EXPECT_OK(kiln_tensor_release(t));
  }
  EXPECT_EQ(deletes.load(), 2);
}

TEST(Dlpack, EveryDtypeRoundTrips) {
  struct Case {
    kiln_dtype dtype;
    uint8_t code, bits;
  };
  const Case cases[] = {{KILN_DTYPE_BOOL, kDLBool, 8},      {KILN_DTYPE_INT8, kDLInt, 8},     {KILN_DTYPE_INT16, kDLInt, 16},
                        {KILN_DTYPE_INT32, kDLInt, 32},     {KILN_DTYPE_INT64, kDLInt, 64},   {KILN_DTYPE_UINT8, kDLUInt, 8},
                        {KILN_DTYPE_UINT16, kDLUInt, 16},   {KILN_DTYPE_UINT32, kDLUInt, 32}, {KILN_DTYPE_UINT64, kDLUInt, 64},
                        {KILN_DTYPE_FLOAT16, kDLFloat, 16}, {KILN_DTYPE_BFLOAT16, kDLBfloat, 16},
                        {KILN_DTYPE_FLOAT32, kDLFloat, 32}, {KILN_DTYPE_FLOAT64, kDLFloat, 64},
                        {KILN_DTYPE_COMPLEX64, kDLComplex, 64}, {KILN_DTYPE_COMPLEX128, kDLComplex, 128}};
  kiln_device d = test_device();
  kiln_device_info info{};
  info.struct_size = sizeof info;
  KILN_ASSERT_OK(kiln_device_get_info(d, &info));
  for (const Case& c : cases) {
    SCOPED_TRACE(c.dtype);
    if (!((info.dtype_mask >> c.dtype) & 1u)) continue;
    const size_t item = c.bits / 8;
    std::vector<unsigned char> bytes(4 * item);
    for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<unsigned char>(c.dtype == KILN_DTYPE_BOOL ? i % 2 : i * 7 + 1);
    const int64_t shape[] = {4};
    kiln_tensor x = nullptr, back = nullptr;
    KILN_ASSERT_OK(kiln_tensor_create(bytes.data(), c.dtype, shape, 1, d, &x));
    DLManagedTensorVersioned* m = nullptr;
    KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, nullptr, &m));
    EXPECT_EQ(m->dl_tensor.dtype.code, c.code);
    EXPECT_EQ(m->dl_tensor.dtype.bits, c.bits);
    EXPECT_EQ(m->dl_tensor.dtype.lanes, 1);
    EXPECT_EQ(std::memcmp(element0(m->dl_tensor), bytes.data(), bytes.size()), 0);
    KILN_ASSERT_OK(kiln_tensor_from_dlpack(m, nullptr, &back));
    kiln_dtype dt;
    KILN_EXPECT_OK(kiln_tensor_dtype(back, &dt));
    EXPECT_EQ(dt, c.dtype);
    std::vector<unsigned char> out(bytes.size());
    KILN_EXPECT_OK(kiln_tensor_read(back, out.data(), out.size()));
    EXPECT_EQ(out, bytes);
    KILN_EXPECT_OK(kiln_tensor_release(back));
    KILN_EXPECT_OK(kiln_tensor_release(x));
  }
}

TEST(Dlpack, MalformedInputsAreRefused) {
  std::atomic<int> deletes{0};
  Producer* p = produce_f32(deletes, {1, 2, 3, 4}, {4});
  DLTensor good = p->managed.dl_tensor;
  kiln_tensor x = nullptr;
  auto expect_refused = [&](kiln_status status, const kiln_dlpack_options* o = nullptr) {
    EXPECT_EQ(kiln_tensor_from_dlpack(&p->managed, o, &x), status) << kiln_last_error();
    EXPECT_EQ(x, nullptr);
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_from_dlpack"), nullptr);
    p->managed.dl_tensor = good;
    p->managed.version.major = 1;
  };
  p->managed.dl_tensor.data = nullptr;
  expect_refused(KILN_STATUS_INVALID_ARGUMENT);
  p->managed.dl_tensor.ndim = -1;
  expect_refused(KILN_STATUS_INVALID_ARGUMENT);
  p->managed.dl_tensor.ndim = 1000;
  expect_refused(KILN_STATUS_INVALID_ARGUMENT);
  p->managed.dl_tensor.shape = nullptr;
  expect_refused(KILN_STATUS_INVALID_ARGUMENT);
  int64_t negative = -4;
  p->managed.dl_tensor.shape = &negative;
  expect_refused(KILN_STATUS_INVALID_ARGUMENT);
  int64_t huge_stride = INT64_MAX / 2;
  p->managed.dl_tensor.strides = &huge_stride;
  expect_refused(KILN_STATUS_INVALID_ARGUMENT);
  p->managed.dl_tensor.device.device_type = static_cast<DLDeviceType>(99);
  expect_refused(KILN_STATUS_INVALID_ARGUMENT);
  // Host memory said to be CUDA's: without the CUDA layer no kDLCUDA import at all; with it (on an
  // NVIDIA GPU), CUDA does not know the address as device memory.
  kiln_device home = nullptr;
  int32_t cuda_device = -1;
  KILN_ASSERT_OK(kiln_device_default(&home));
  KILN_ASSERT_OK(kiln_device_cuda_device(home, &cuda_device));
  p->managed.dl_tensor.device.device_type = kDLCUDA;
  p->managed.dl_tensor.device.device_id = cuda_device < 0 ? 0 : cuda_device;
  expect_refused(cuda_device < 0 ? KILN_STATUS_UNSUPPORTED : KILN_STATUS_INVALID_ARGUMENT);
  p->managed.dl_tensor.dtype = dl(99, 32);
  expect_refused(KILN_STATUS_UNSUPPORTED_DTYPE);
  p->managed.dl_tensor.dtype = dl(kDLFloat, 24);
  expect_refused(KILN_STATUS_UNSUPPORTED_DTYPE);
  p->managed.dl_tensor.dtype.lanes = 4;
  expect_refused(KILN_STATUS_UNSUPPORTED_DTYPE);
  p->managed.dl_tensor.dtype = dl(kDLComplex, 32);  // complex32: two float16, no Kiln dtype
  expect_refused(KILN_STATUS_UNSUPPORTED_DTYPE);
  p->managed.version.major = 2;
  expect_refused(KILN_STATUS_UNSUPPORTED);
  kiln_dlpack_options o = options(KILN_DLPACK_COPY_IF_NEEDED);
  o.struct_size = 0;
  expect_refused(KILN_STATUS_INVALID_ARGUMENT, &o);
  o = options(static_cast<kiln_dlpack_copy>(7));
  expect_refused(KILN_STATUS_INVALID_ARGUMENT, &o);
  o = options(KILN_DLPACK_COPY_IF_NEEDED, false, reinterpret_cast<kiln_device>(uintptr_t{0xdeadbeef}));
  expect_refused(KILN_STATUS_INVALID_HANDLE, &o);
  EXPECT_EQ(deletes.load(), 0);  // no refusal took ownership
  // A caller with an older, smaller options struct (struct_size and copy only) still works.
  o = options(KILN_DLPACK_COPY_NEVER);
  o.struct_size = offsetof(kiln_dlpack_options, device);
  o.device = reinterpret_cast<kiln_device>(uintptr_t{0xdeadbeef});  // beyond struct_size: never read
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, &o, &x));
  KILN_EXPECT_OK(kiln_tensor_release(x));
  EXPECT_EQ(deletes.load(), 1);
}

TEST(Dlpack, ImportLegacyAndNullDeleter) {
  std::atomic<int> deletes{0};
  Producer* p = produce_f32(deletes, {1, 2}, {2});
  kiln_tensor x = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack_legacy(&p->legacy, nullptr, &x));
  EXPECT_EQ(borrow_address(x), p->legacy.dl_tensor.data);
  KILN_EXPECT_OK(kiln_tensor_release(x));
  EXPECT_EQ(deletes.load(), 1);
  // A producer with nothing to free may leave the deleter NULL.
  float v[] = {5, 6};
  int64_t shape[] = {2};
  DLManagedTensorVersioned m{};
  m.version.major = 1;
  m.dl_tensor.data = v;
  m.dl_tensor.device.device_type = kDLCPU;
  m.dl_tensor.ndim = 1;
  m.dl_tensor.dtype = dl(kDLFloat, 32);
  m.dl_tensor.shape = shape;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&m, nullptr, &x));
  EXPECT_EQ(read_f32(x), (std::vector<float>{5, 6}));
  KILN_EXPECT_OK(kiln_tensor_release(x));
}

TEST(Dlpack, ExportKeepsNoMemoryAfterDeleter) {
  kiln_device cpu = cpu_device();
  uint64_t before = active_bytes(cpu);
  kiln_tensor x = nullptr;
  const int64_t shape[] = {1 << 16};
  KILN_ASSERT_OK(kiln_zeros(shape, 1, KILN_DTYPE_FLOAT32, cpu, &x));
  kiln_tensor y = nullptr;
  KILN_ASSERT_OK(kiln_exp(x, &y));
  DLManagedTensorVersioned* m = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(y, nullptr, &m));
  KILN_EXPECT_OK(kiln_tensor_release(y));
  KILN_EXPECT_OK(kiln_tensor_release(x));
  EXPECT_GE(active_bytes(cpu), before + (1u << 18));
  m->deleter(m);
  EXPECT_EQ(active_bytes(cpu), before);
}
