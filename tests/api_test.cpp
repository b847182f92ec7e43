// The C ABI contract: statuses, messages, handles and their lifetimes, devices, reads and loans.
#include <cmath>
#include <cstddef>
#include <cstring>
#include <string>
#include <thread>

#include "test_support.h"

TEST(Api, VersionAndStatusStrings) {
  uint32_t major = 0, minor = 0, patch = 0;
  KILN_ASSERT_OK(kiln_version(&major, &minor, &patch));
  EXPECT_EQ(major, 1u);
  EXPECT_EQ(minor, static_cast<uint32_t>(KILN_VERSION_MINOR));
  EXPECT_STREQ(kiln_status_string(KILN_STATUS_OK), "KILN_STATUS_OK");
  EXPECT_STREQ(kiln_status_string(KILN_STATUS_INVALID_HANDLE), "KILN_STATUS_INVALID_HANDLE");
  EXPECT_STREQ(kiln_status_string(static_cast<kiln_status>(12345)), "KILN_STATUS_UNKNOWN");
  EXPECT_NE(kiln_last_error(), nullptr);
}

TEST(Api, LastErrorIsPerThread) {
  EXPECT_EQ(kiln_tensor_release(nullptr), KILN_STATUS_INVALID_HANDLE);
  std::string here = kiln_last_error();
  EXPECT_NE(here.find("kiln_tensor_release"), std::string::npos);
  std::string there;
  std::thread([&] { there = kiln_last_error(); }).join();
  EXPECT_EQ(there, "");
  EXPECT_EQ(kiln_last_error(), here);
}

TEST(Api, DevicesAreListedAndDescribed) {
  size_t count = 0;
  KILN_ASSERT_OK(kiln_device_count(&count));
  ASSERT_GE(count, 1u);
  kiln_device cpu;
  KILN_ASSERT_OK(kiln_device_get(0, &cpu));
  kiln_device_info info{};
  info.struct_size = sizeof info;
  KILN_ASSERT_OK(kiln_device_get_info(cpu, &info));
  EXPECT_EQ(info.kind, KILN_DEVICE_CPU);
  EXPECT_STREQ(info.label, "cpu");
  EXPECT_GT(info.memory_bytes, 0u);
  EXPECT_EQ(info.dtype_mask, (1u << 21) - 1);  // every dtype, complex128 and the narrow ones included
  EXPECT_TRUE(info.host_visible);
  kiln_device found;
  KILN_ASSERT_OK(kiln_device_find("cpu", &found));
  EXPECT_EQ(found, cpu);
  EXPECT_EQ(kiln_device_get(count, &found), KILN_STATUS_INDEX_OUT_OF_RANGE);
  EXPECT_EQ(kiln_device_find("tpu:7", &found), KILN_STATUS_INVALID_ARGUMENT);
}

TEST(Api, OldCallersWithSmallerStructsStillWork) {
  kiln_device cpu;
  KILN_ASSERT_OK(kiln_device_get(0, &cpu));
  // A caller built when the struct ended after `kind`: nothing past it may be written.
  struct {
    kiln_device_info info;
    unsigned char canary[64];
  } buffer;
  std::memset(&buffer, 0xAB, sizeof buffer);
  buffer.info.struct_size = offsetof(kiln_device_info, name);
  KILN_ASSERT_OK(kiln_device_get_info(cpu, &buffer.info));
  EXPECT_EQ(buffer.info.kind, KILN_DEVICE_CPU);
  EXPECT_EQ(buffer.info.index, 0u);
  const unsigned char* tail = reinterpret_cast<const unsigned char*>(&buffer.info) + offsetof(kiln_device_info, name);
  for (size_t i = 0; i < sizeof(kiln_device_info) - offsetof(kiln_device_info, name); ++i) EXPECT_EQ(tail[i], 0xAB);
  kiln_device_info tiny{};
  tiny.struct_size = 2;
  EXPECT_EQ(kiln_device_get_info(cpu, &tiny), KILN_STATUS_INVALID_ARGUMENT);
}

TEST(Api, DefaultDeviceCanBeSet) {
  kiln_device before, cpu, now;
  KILN_ASSERT_OK(kiln_device_default(&before));
  KILN_ASSERT_OK(kiln_device_get(0, &cpu));
  KILN_ASSERT_OK(kiln_device_set_default(cpu));
  KILN_ASSERT_OK(kiln_device_default(&now));
  EXPECT_EQ(now, cpu);
  KILN_ASSERT_OK(kiln_device_set_default(before));
}

TEST(Api, CreateAndReadEveryDtype) {
  for (int dt = KILN_DTYPE_BOOL; dt <= KILN_DTYPE_FLOAT64; ++dt) {
    size_t size = 0;
    KILN_ASSERT_OK(kiln_dtype_size(static_cast<kiln_dtype>(dt), &size));
    std::vector<unsigned char> data(6 * size);
    for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<unsigned char>(dt == KILN_DTYPE_BOOL ? i % 2 : i * 7 + 1);
    const int64_t shape[] = {2, 3};
    kiln_tensor t;
    KILN_ASSERT_OK(kiln_tensor_create(data.data(), static_cast<kiln_dtype>(dt), shape, 2, test_device(), &t));
    std::vector<unsigned char> back(data.size());
    KILN_ASSERT_OK(kiln_tensor_read(t, back.data(), back.size()));
    EXPECT_EQ(back, data) << "dtype " << dt;
    kiln_dtype got;
    KILN_ASSERT_OK(kiln_tensor_dtype(t, &got));
    EXPECT_EQ(got, dt);
    KILN_ASSERT_OK(kiln_tensor_release(t));
  }
}

TEST(Api, CreateRejectsBadArguments) {
  kiln_tensor t = reinterpret_cast<kiln_tensor>(uintptr_t{1});
  const int64_t shape[] = {2, 3};
  const int64_t negative[] = {2, -3};
  const int64_t huge[] = {INT64_MAX, INT64_MAX};
  float data[6] = {};
  EXPECT_EQ(kiln_tensor_create(nullptr, KILN_DTYPE_FLOAT32, shape, 2, test_device(), &t), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(t, nullptr) << "a failed call leaves a NULL out-handle";
  EXPECT_EQ(kiln_tensor_create(data, KILN_DTYPE_FLOAT32, negative, 2, test_device(), &t), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(kiln_last_error()).find("negative"), std::string::npos);
  EXPECT_EQ(kiln_tensor_create(data, KILN_DTYPE_FLOAT32, huge, 2, test_device(), &t), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_tensor_create(data, static_cast<kiln_dtype>(99), shape, 2, test_device(), &t), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_tensor_create(data, static_cast<kiln_dtype>(-1), shape, 2, test_device(), &t), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(kiln_tensor_create(data, KILN_DTYPE_FLOAT32, shape, 65, test_device(), &t), KILN_STATUS_INVALID_ARGUMENT);
  // A size-0 tensor needs no data.
  const int64_t empty[] = {0, 3};
  KILN_ASSERT_OK(kiln_tensor_create(nullptr, KILN_DTYPE_FLOAT32, empty, 2, test_device(), &t));
  KILN_EXPECT_OK(kiln_tensor_read(t, nullptr, 0));
  KILN_ASSERT_OK(kiln_tensor_release(t));
}

TEST(Api, ReadChecksTheDestinationSize) {
  Handles h;
  kiln_tensor t = h(make_f32({1, 2, 3, 4}, {2, 2}));
  float small[3];
  EXPECT_EQ(kiln_tensor_read(t, small, sizeof small), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(kiln_last_error()).find("16"), std::string::npos) << kiln_last_error();
  EXPECT_EQ(kiln_tensor_read(t, nullptr, 16), KILN_STATUS_INVALID_ARGUMENT);
}

TEST(Api, ShapeQueriesNeverEvaluate) {
  Handles h;
  kiln_tensor a = h(make_f32({1, 2, 3, 4, 5, 6}, {2, 3}));
  kiln_tensor b, s;
  KILN_ASSERT_OK(kiln_exp(a, &b));
  h(b);
  const int64_t axis[] = {1};
  KILN_ASSERT_OK(kiln_sum(b, axis, 1, true, &s));
  h(s);
  size_t ndim = 0;
  int64_t dims[4] = {};
  int64_t size = 0;
  kiln_dtype dtype;
  KILN_ASSERT_OK(kiln_tensor_ndim(s, &ndim));
  KILN_ASSERT_OK(kiln_tensor_shape(s, dims, 4));
  KILN_ASSERT_OK(kiln_tensor_size(s, &size));
  KILN_ASSERT_OK(kiln_tensor_dtype(s, &dtype));
  EXPECT_EQ(ndim, 2u);
  EXPECT_EQ(dims[0], 2);
  EXPECT_EQ(dims[1], 1);
  EXPECT_EQ(size, 2);
  EXPECT_EQ(dtype, KILN_DTYPE_FLOAT32);
  EXPECT_EQ(kiln_tensor_shape(s, dims, 1), KILN_STATUS_INVALID_ARGUMENT);
  bool evaluated = true;
  KILN_ASSERT_OK(kiln_tensor_is_evaluated(s, &evaluated));
  EXPECT_FALSE(evaluated);
  KILN_ASSERT_OK(kiln_tensor_eval(&s, 1));
  KILN_ASSERT_OK(kiln_tensor_is_evaluated(s, &evaluated));
  EXPECT_TRUE(evaluated);
  KILN_ASSERT_OK(kiln_tensor_is_evaluated(b, &evaluated));
  EXPECT_TRUE(evaluated) << "what eval needed is computed too";
  std::vector<float> got = read_f32(s);
  EXPECT_NEAR(got[0], std::exp(1.f) + std::exp(2.f) + std::exp(3.f), 1e-3);
}

TEST(Api, RetainAndReleaseCount) {
  kiln_tensor t = make_f32({1}, {1});
  KILN_ASSERT_OK(kiln_tensor_retain(t));
  KILN_ASSERT_OK(kiln_tensor_release(t));
  KILN_ASSERT_OK(kiln_tensor_release(t));
  EXPECT_EQ(kiln_tensor_release(t), KILN_STATUS_INVALID_HANDLE) << "double release is caught";
  EXPECT_EQ(kiln_tensor_retain(t), KILN_STATUS_INVALID_HANDLE);
  float x;
  EXPECT_EQ(kiln_tensor_read(t, &x, sizeof x), KILN_STATUS_INVALID_HANDLE);
  // The slot is reused by the next tensor, with a new generation: the stale handle stays dead.
  kiln_tensor u = make_f32({2}, {1});
  EXPECT_EQ(kiln_tensor_read(t, &x, sizeof x), KILN_STATUS_INVALID_HANDLE);
  KILN_ASSERT_OK(kiln_tensor_release(u));
}

TEST(Api, InputsOutliveTheirHandles) {
  kiln_tensor a = make_f32({1, 2}, {2});
  kiln_tensor b;
  KILN_ASSERT_OK(kiln_negative(a, &b));
  KILN_ASSERT_OK(kiln_tensor_release(a));  // the graph keeps a's data alive
  EXPECT_EQ(read_f32(b), (std::vector<float>{-1, -2}));
  KILN_ASSERT_OK(kiln_tensor_release(b));
}

TEST(Api, BorrowLendsReadOnlyDataThatOutlivesTheTensor) {
  kiln_tensor a = make_f32({1, 2, 3, 4, 5, 6}, {2, 3});
  kiln_tensor t;
  KILN_ASSERT_OK(kiln_transpose(a, nullptr, 0, &t));
  kiln_borrow loan;
  const void* data = nullptr;
  size_t nbytes = 0;
  KILN_ASSERT_OK(kiln_tensor_borrow(t, &loan, &data, &nbytes));
  KILN_ASSERT_OK(kiln_tensor_release(t));
  KILN_ASSERT_OK(kiln_tensor_release(a));
  ASSERT_EQ(nbytes, 6 * sizeof(float));
  const float* f = static_cast<const float*>(data);
  EXPECT_EQ(std::vector<float>(f, f + 6), (std::vector<float>{1, 4, 2, 5, 3, 6}));
  KILN_ASSERT_OK(kiln_borrow_release(loan));
  EXPECT_EQ(kiln_borrow_release(loan), KILN_STATUS_INVALID_HANDLE);
}

TEST(Api, BorrowOfCpuTensorAliasesItsMemory) {
  kiln_device cpu;
  KILN_ASSERT_OK(kiln_device_get(0, &cpu));
  const float data[] = {1, 2, 3};
  const int64_t shape[] = {3};
  kiln_tensor t;
  KILN_ASSERT_OK(kiln_tensor_create(data, KILN_DTYPE_FLOAT32, shape, 1, cpu, &t));
  kiln_borrow first, second;
  const void *p1, *p2;
  size_t n1, n2;
  KILN_ASSERT_OK(kiln_tensor_borrow(t, &first, &p1, &n1));
  KILN_ASSERT_OK(kiln_tensor_borrow(t, &second, &p2, &n2));
  EXPECT_EQ(p1, p2) << "two loans of a CPU tensor share its memory: no copy";
  KILN_ASSERT_OK(kiln_borrow_release(first));
  KILN_ASSERT_OK(kiln_borrow_release(second));
  KILN_ASSERT_OK(kiln_tensor_release(t));
}

TEST(Api, CopyIsIndependentAndOnTheSameDevice) {
  Handles h;
  kiln_tensor a = h(make_f32({1, 2, 3}, {3}));
  kiln_tensor c;
  KILN_ASSERT_OK(kiln_tensor_copy(a, &c));
  h(c);
  kiln_device da, dc;
  KILN_ASSERT_OK(kiln_tensor_device(a, &da));
  KILN_ASSERT_OK(kiln_tensor_device(c, &dc));
  EXPECT_EQ(da, dc);
  EXPECT_EQ(read_f32(c), (std::vector<float>{1, 2, 3}));
  kiln_borrow la, lc;
  const void *pa, *pc;
  size_t n;
  KILN_ASSERT_OK(kiln_tensor_borrow(a, &la, &pa, &n));
  KILN_ASSERT_OK(kiln_tensor_borrow(c, &lc, &pc, &n));
  EXPECT_NE(pa, pc) << "a copy has its own buffer";
  KILN_ASSERT_OK(kiln_borrow_release(la));
  KILN_ASSERT_OK(kiln_borrow_release(lc));
}

TEST(Api, ToDeviceMovesAndIsANoOpOnTheSameDevice) {
  Handles h;
  kiln_tensor a = h(make_f32({1, 2, 3}, {3}));
  kiln_tensor same;
  KILN_ASSERT_OK(kiln_tensor_to_device(a, test_device(), &same));
  h(same);
  EXPECT_EQ(read_f32(same), (std::vector<float>{1, 2, 3}));
  size_t count = 0;
  KILN_ASSERT_OK(kiln_device_count(&count));
  for (size_t i = 0; i < count; ++i) {
    kiln_device d;
    KILN_ASSERT_OK(kiln_device_get(i, &d));
    kiln_tensor there, back;
    KILN_ASSERT_OK(kiln_tensor_to_device(a, d, &there));
    h(there);
    kiln_device where;
    KILN_ASSERT_OK(kiln_tensor_device(there, &where));
    EXPECT_EQ(where, d);
    KILN_ASSERT_OK(kiln_tensor_to_device(there, test_device(), &back));
    h(back);
    EXPECT_EQ(read_f32(back), (std::vector<float>{1, 2, 3}));
  }
}

TEST(Api, OpsRejectTensorsOnDifferentDevices) {
  size_t count = 0;
  KILN_ASSERT_OK(kiln_device_count(&count));
  if (count < 2) GTEST_SKIP() << "one device only";
  Handles h;
  kiln_device d0, d1;
  KILN_ASSERT_OK(kiln_device_get(0, &d0));
  KILN_ASSERT_OK(kiln_device_get(1, &d1));
  kiln_tensor a, b, c;
  KILN_ASSERT_OK(kiln_ones(nullptr, 0, KILN_DTYPE_FLOAT32, d0, &a));
  h(a);
  KILN_ASSERT_OK(kiln_ones(nullptr, 0, KILN_DTYPE_FLOAT32, d1, &b));
  h(b);
  EXPECT_EQ(kiln_add(a, b, &c), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(kiln_last_error()).find("different devices"), std::string::npos);
}

TEST(Api, HandlesWorkFromManyThreads) {
  kiln_tensor shared = make_f32({1, 2, 3, 4}, {4});
  std::vector<std::thread> threads;
  std::vector<int> failures(8, 0);
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 50; ++i) {
        kiln_tensor y, s;
        float sum = 0;
        if (kiln_multiply(shared, shared, &y) != KILN_STATUS_OK || kiln_sum(y, nullptr, 0, false, &s) != KILN_STATUS_OK ||
            kiln_tensor_read(s, &sum, sizeof sum) != KILN_STATUS_OK || sum != 30.0f) {
          failures[t]++;
        }
        kiln_tensor_release(y);
        kiln_tensor_release(s);
      }
    });
  }
  for (auto& th : threads) th.join();
  for (int f : failures) EXPECT_EQ(f, 0);
  KILN_ASSERT_OK(kiln_tensor_release(shared));
}
