// DLPack with device memory (docs/dlpack.md): kDLVulkan exports and their import back, and host
// memory imported onto a Vulkan device without a copy (VK_EXT_external_memory_host). Runs
// against the test device when it is a Vulkan device, else against vulkan:0 when there is one.
#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

constexpr int32_t kVulkan = 7;  // kDLVulkan, which Debian's DLPack 0.6 header spells the same

kiln_device find_vulkan() {
  kiln_device d = test_device();
  if (!is_cpu(d)) return d;
  return kiln_device_find("vulkan:0", &d) == KILN_STATUS_OK ? d : nullptr;
}

std::string device_name(kiln_device d) {
  kiln_device_info info{};
  info.struct_size = sizeof info;
  EXPECT_EQ(kiln_device_get_info(d, &info), KILN_STATUS_OK);
  return info.name;
}

kiln_dlpack_options options(kiln_dlpack_copy copy, kiln_device device) {
  kiln_dlpack_options o{};
  o.struct_size = sizeof o;
  o.copy = copy;
  o.device = device;         // imports
  o.export_device = device;  // exports
  return o;
}

kiln_tensor f32_on(kiln_device d, const std::vector<float>& values) {
  kiln_tensor t = nullptr;
  int64_t n = static_cast<int64_t>(values.size());
  EXPECT_EQ(kiln_tensor_create(values.data(), KILN_DTYPE_FLOAT32, &n, 1, d, &t), KILN_STATUS_OK) << kiln_last_error();
  return t;
}

// Describes host float32 elements at `data` (shape, optional strides) as a versioned DLPack
// tensor owned by `owner`, released through `deleter`.
template <typename Owner>
void describe_host_f32(Owner* owner, void* data, int32_t ndim, int64_t* shape, int64_t* strides,
                       void (*deleter)(DLManagedTensorVersioned*)) {
  DLTensor& t = owner->managed.dl_tensor;
  t.data = data;
  t.device.device_type = kDLCPU;
  t.ndim = ndim;
  t.dtype.code = kDLFloat;
  t.dtype.bits = 32;
  t.dtype.lanes = 1;
  t.shape = shape;
  t.strides = strides;
  owner->managed.version.major = 1;
  owner->managed.manager_ctx = owner;
  owner->managed.deleter = deleter;
}

// A producer whose float32 elements live in page-aligned host memory it frees in its deleter.
struct AlignedProducer {
  DLManagedTensorVersioned managed{};
  int64_t shape[1];
  float* data;
  std::atomic<int>* deletes;
};

void aligned_deleter(DLManagedTensorVersioned* self) {
  auto* p = static_cast<AlignedProducer*>(self->manager_ctx);
  p->deletes->fetch_add(1);
  std::free(p->data);
  delete p;
}

AlignedProducer* produce_aligned(std::atomic<int>& deletes, int64_t n, uint64_t byte_offset = 0) {
  auto* p = new AlignedProducer;
  p->deletes = &deletes;
  p->shape[0] = n;
  p->data = static_cast<float*>(std::aligned_alloc(4096, 4096 * 4));
  for (int64_t i = 0; i < 4096 * 4 / 4; ++i) p->data[i] = static_cast<float>(i);
  describe_host_f32(p, p->data, 1, p->shape, nullptr, aligned_deleter);
  p->managed.dl_tensor.byte_offset = byte_offset;
  return p;
}

TEST(DlpackDevice, VulkanHandlesAreGivenForVulkanDevicesOnly) {
  kiln_device cpu = cpu_device();
  kiln_vulkan_handles h{};
  h.struct_size = sizeof h;
  EXPECT_EQ(kiln_device_vulkan_handles(cpu, &h), KILN_STATUS_UNSUPPORTED);
  kiln_device d = find_vulkan();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  KILN_ASSERT_OK(kiln_device_vulkan_handles(d, &h));
  EXPECT_NE(h.instance, nullptr);
  EXPECT_NE(h.physical_device, nullptr);
  EXPECT_NE(h.device, nullptr);
  EXPECT_NE(h.queue, nullptr);
}

TEST(DlpackDevice, KdlVulkanExportIsZeroCopyAndImportsBack) {
  kiln_device d = find_vulkan();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  kiln_tensor x = f32_on(d, {1, 2, 3, 4, 5}), view = nullptr;
  int64_t start = 1, stop = 5, step = 2;
  KILN_ASSERT_OK(kiln_slice(x, &start, &stop, &step, 1, &view));  // [2, 4]: an offset and a stride
  kiln_dlpack_options on_device = options(KILN_DLPACK_COPY_NEVER, d);
  DLManagedTensorVersioned* e = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(view, &on_device, &e));
  EXPECT_EQ(static_cast<int32_t>(e->dl_tensor.device.device_type), kVulkan);
  EXPECT_NE(e->dl_tensor.data, nullptr) << "a VkBuffer";
  EXPECT_EQ(e->dl_tensor.byte_offset % 4, 0u);
  EXPECT_EQ(e->dl_tensor.strides[0], 2);
  EXPECT_EQ(e->flags & DLPACK_FLAG_BITMASK_IS_COPIED, 0u);
  KILN_ASSERT_OK(kiln_tensor_release(view));
  KILN_ASSERT_OK(kiln_tensor_release(x));  // the export keeps the memory alive

  kiln_tensor back = nullptr;
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER, nullptr);
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(e, &never, &back));
  kiln_device where = nullptr;
  KILN_ASSERT_OK(kiln_tensor_device(back, &where));
  EXPECT_EQ(where, d);
  EXPECT_EQ(read_f32(back), (std::vector<float>{2, 4}));
  kiln_tensor doubled = nullptr;
  KILN_ASSERT_OK(kiln_add(back, back, &doubled));
  EXPECT_EQ(read_f32(doubled), (std::vector<float>{4, 8}));
  KILN_EXPECT_OK(kiln_tensor_release(doubled));
  KILN_EXPECT_OK(kiln_tensor_release(back));  // runs the export's deleter: nothing left (ASan)
}

TEST(DlpackDevice, A11CallerStillGetsKdlCpu) {
  kiln_device d = find_vulkan();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  kiln_tensor x = f32_on(d, {1, 2});
  kiln_dlpack_options old = options(KILN_DLPACK_COPY_IF_NEEDED, d);
  old.struct_size = offsetof(kiln_dlpack_options, export_device);  // what a 1.1 caller knows
  DLManagedTensorVersioned* e = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, &old, &e));
  EXPECT_EQ(e->dl_tensor.device.device_type, kDLCPU) << "1.1 ignored options.device on export";
  e->deleter(e);
  KILN_EXPECT_OK(kiln_tensor_release(x));
}

TEST(DlpackDevice, KdlVulkanExportOfACpuTensorCopies) {
  kiln_device d = find_vulkan(), cpu = cpu_device();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  kiln_tensor x = f32_on(cpu, {7, 8});
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER, d);
  DLManagedTensorVersioned* e = nullptr;
  EXPECT_EQ(kiln_tensor_to_dlpack(x, &never, &e), KILN_STATUS_UNSUPPORTED);
  EXPECT_EQ(e, nullptr);
  kiln_dlpack_options if_needed = options(KILN_DLPACK_COPY_IF_NEEDED, d);
  KILN_ASSERT_OK(kiln_tensor_to_dlpack(x, &if_needed, &e));
  EXPECT_EQ(static_cast<int32_t>(e->dl_tensor.device.device_type), kVulkan);
  EXPECT_NE(e->flags & DLPACK_FLAG_BITMASK_IS_COPIED, 0u);
  kiln_tensor back = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(e, nullptr, &back));
  EXPECT_EQ(read_f32(back), (std::vector<float>{7, 8}));
  KILN_EXPECT_OK(kiln_tensor_release(back));
  KILN_EXPECT_OK(kiln_tensor_release(x));
}

TEST(DlpackDevice, ForeignKdlVulkanBuffersAreRefused) {
  kiln_device d = find_vulkan();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  std::atomic<int> deletes{0};
  AlignedProducer* p = produce_aligned(deletes, 4);
  p->managed.dl_tensor.device.device_type = static_cast<DLDeviceType>(kVulkan);
  p->managed.dl_tensor.data = reinterpret_cast<void*>(uintptr_t{0x1234});  // no buffer of Kiln's
  kiln_tensor t = nullptr;
  EXPECT_EQ(kiln_tensor_from_dlpack(&p->managed, nullptr, &t), KILN_STATUS_UNSUPPORTED);
  EXPECT_NE(std::string(kiln_last_error()).find("Kiln allocated"), std::string::npos) << kiln_last_error();
  EXPECT_EQ(deletes.load(), 0) << "a refused import leaves the producer's tensor to its caller";
  p->managed.deleter(&p->managed);
}

TEST(DlpackDevice, AlignedHostMemoryImportsOntoVulkanWithoutACopy) {
  kiln_device d = find_vulkan();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  std::atomic<int> deletes{0};
  AlignedProducer* p = produce_aligned(deletes, 4096);  // 16 KiB: address and size page-aligned
  float* host = p->data;
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER, d);
  kiln_tensor t = nullptr;
  kiln_status status = kiln_tensor_from_dlpack(&p->managed, &never, &t);
  if (status == KILN_STATUS_UNSUPPORTED && device_name(d).find("llvmpipe") == std::string::npos) {
    p->managed.deleter(&p->managed);
    GTEST_SKIP() << "this device cannot import host memory: " << kiln_last_error();
  }
  ASSERT_EQ(status, KILN_STATUS_OK) << kiln_last_error();  // lavapipe has VK_EXT_external_memory_host
  EXPECT_EQ(deletes.load(), 0);
  host[3] = 42.0f;  // shared memory: the tensor sees the producer's write
  kiln_tensor sum = nullptr, doubled = nullptr;
  KILN_ASSERT_OK(kiln_add(t, t, &doubled));
  std::vector<float> got = read_f32(doubled);
  ASSERT_EQ(got.size(), 4096u);
  EXPECT_EQ(got[3], 84.0f);
  EXPECT_EQ(got[4095], 2 * 4095.0f);
  KILN_ASSERT_OK(kiln_sum(t, nullptr, 0, false, &sum));
  KILN_EXPECT_OK(kiln_tensor_release(sum));
  KILN_EXPECT_OK(kiln_tensor_release(doubled));
  KILN_EXPECT_OK(kiln_tensor_release(t));
  EXPECT_EQ(deletes.load(), 1) << "the producer's deleter runs once the last tensor is gone";
}

TEST(DlpackDevice, UnalignedHostMemoryIsCopiedOrRefused) {
  kiln_device d = find_vulkan();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  std::atomic<int> deletes{0};
  AlignedProducer* p = produce_aligned(deletes, 100, 4);  // starts 4 bytes into the page
  kiln_dlpack_options never = options(KILN_DLPACK_COPY_NEVER, d);
  kiln_tensor t = nullptr;
  EXPECT_EQ(kiln_tensor_from_dlpack(&p->managed, &never, &t), KILN_STATUS_UNSUPPORTED);
  EXPECT_EQ(deletes.load(), 0);
  kiln_dlpack_options if_needed = options(KILN_DLPACK_COPY_IF_NEEDED, d);
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, &if_needed, &t));
  EXPECT_EQ(deletes.load(), 1) << "a copy releases the producer's tensor at once";
  std::vector<float> got = read_f32(t);
  ASSERT_EQ(got.size(), 100u);
  EXPECT_EQ(got[0], 1.0f);
  EXPECT_EQ(got[99], 100.0f);
  KILN_EXPECT_OK(kiln_tensor_release(t));
}

// A strided producer copied onto the Vulkan device: the elements go over through a bounded host
// buffer (16 MiB pieces), so a broadcast (stride 0) tensor of any size never needs its whole size
// on the host, and the device's memory limit refuses one too large before anything is spent.
struct StridedProducer {
  DLManagedTensorVersioned managed{};
  int64_t shape[2];
  int64_t strides[2];
  std::vector<float> data;
};
void strided_deleter(DLManagedTensorVersioned* self) { delete static_cast<StridedProducer*>(self->manager_ctx); }

StridedProducer* produce_strided(int64_t rows, int64_t cols, int64_t row_stride, int64_t col_stride, size_t elements) {
  auto* p = new StridedProducer;
  p->shape[0] = rows;
  p->shape[1] = cols;
  p->strides[0] = row_stride;
  p->strides[1] = col_stride;
  p->data.resize(elements);
  for (size_t i = 0; i < elements; ++i) p->data[i] = static_cast<float>(i % 1000003);
  describe_host_f32(p, p->data.data(), 2, p->shape, p->strides, strided_deleter);
  return p;
}

TEST(DlpackDevice, StridedCopiesGoOverInPiecesAndRespectTheMemoryLimit) {
  kiln_device d = find_vulkan();
  if (!d) GTEST_SKIP() << "no Vulkan device";
  kiln_dlpack_options copy = options(KILN_DLPACK_COPY_ALWAYS, d);
  // A transposed 2100 x 2100 float32 (17.6 MB: two pieces).
  const int64_t n = 2100;
  StridedProducer* p = produce_strided(n, n, 1, n, static_cast<size_t>(n * n));
  kiln_tensor t = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(&p->managed, &copy, &t));
  std::vector<float> got = read_f32(t);
  ASSERT_EQ(got.size(), static_cast<size_t>(n * n));
  size_t wrong = 0;
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < n; ++c) wrong += got[r * n + c] != static_cast<float>((c * n + r) % 1000003);
  }
  EXPECT_EQ(wrong, 0u);
  KILN_EXPECT_OK(kiln_tensor_release(t));

  // A row broadcast to 2^31 rows (8 GiB as float32) under a 64 MiB limit: refused at once.
  kiln_memory_stats stats{};
  stats.struct_size = sizeof stats;
  KILN_ASSERT_OK(kiln_device_memory_stats(d, &stats));
  KILN_ASSERT_OK(kiln_device_set_memory_limit(d, uint64_t{64} << 20));
  StridedProducer* wide = produce_strided(int64_t{1} << 31, 1, 0, 1, 1);
  EXPECT_EQ(kiln_tensor_from_dlpack(&wide->managed, &copy, &t), KILN_STATUS_OUT_OF_MEMORY);
  KILN_EXPECT_OK(kiln_device_set_memory_limit(d, stats.limit_bytes));
  wide->managed.deleter(&wide->managed);  // a refused import leaves the tensor with its producer
}

}  // namespace
