// kDLCUDA DLPack (issue 49, src/interop/dlpack_cuda.cpp). Where the test device (or vulkan:0) has
// the CUDA interop layer (the H100), a Kiln tensor exports as kDLCUDA with no copy and comes back
// in as one device-to-device copy; everywhere else (lavapipe, the CPU, KILN_CUDA=off) the layer is
// absent, the calls say why, and nothing else changes. PyTorch and CuPy are checked on the GPU by
// bench/cuda_interop_check.py.
#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <string>
#include <vector>

#include "test_support.h"

namespace {

constexpr int32_t kCuda = 2;  // kDLCUDA

kiln_device gpu_or_test_device() {
  kiln_device d = test_device();
  if (!is_cpu(d)) return d;
  return kiln_device_find("vulkan:0", &d) == KILN_STATUS_OK ? d : test_device();
}

int32_t cuda_device_of(kiln_device d) {
  int32_t n = -7;
  EXPECT_EQ(kiln_device_cuda_device(d, &n), KILN_STATUS_OK) << kiln_last_error();
  return n;
}

kiln_tensor iota(kiln_device d, int64_t rows, int64_t cols) {
  std::vector<float> v(static_cast<size_t>(rows * cols));
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<float>(i);
  const int64_t shape[] = {rows, cols};
  kiln_tensor t = nullptr;
  EXPECT_EQ(kiln_tensor_create(v.data(), KILN_DTYPE_FLOAT32, shape, 2, d, &t), KILN_STATUS_OK) << kiln_last_error();
  return t;
}

TEST(DlpackCuda, TheCpuHasNoCudaSide) { EXPECT_EQ(cuda_device_of(cpu_device()), -1); }

TEST(DlpackCuda, WithoutTheLayerExportsAreRefusedWithTheReason) {
  kiln_device d = gpu_or_test_device();
  if (cuda_device_of(d) >= 0) GTEST_SKIP() << "the CUDA interop layer is active here";
  Handles h;
  kiln_tensor t = h(iota(d, 2, 3));
  DLManagedTensorVersioned* out = reinterpret_cast<DLManagedTensorVersioned*>(1);
  EXPECT_EQ(kiln_tensor_to_dlpack_cuda(t, 1, nullptr, &out), KILN_STATUS_UNSUPPORTED);
  EXPECT_EQ(out, nullptr);
  const std::string message = kiln_last_error();
  EXPECT_NE(message.find("has no active CUDA interop layer"), std::string::npos) << message;
  if (!is_cpu(d)) {
    EXPECT_NE(message.find("off: "), std::string::npos) << message;  // kiln-info's reason
  }
  DLManagedTensor* legacy = nullptr;
  EXPECT_EQ(kiln_tensor_to_dlpack_cuda_legacy(t, 1, nullptr, &legacy), KILN_STATUS_UNSUPPORTED);
}

TEST(DlpackCuda, WithoutTheLayerCudaImportsAreRefused) {
  if (cuda_device_of(gpu_or_test_device()) >= 0) GTEST_SKIP() << "the CUDA interop layer is active here";
  float data[4] = {1, 2, 3, 4};
  int64_t shape[1] = {4};
  DLManagedTensorVersioned m{};
  m.version.major = 1;
  m.dl_tensor.data = data;  // an address CUDA would own; never read
  m.dl_tensor.device.device_type = static_cast<decltype(m.dl_tensor.device.device_type)>(kCuda);
  m.dl_tensor.ndim = 1;
  m.dl_tensor.dtype.code = 2;  // kDLFloat
  m.dl_tensor.dtype.bits = 32;
  m.dl_tensor.dtype.lanes = 1;
  m.dl_tensor.shape = shape;
  kiln_tensor out = nullptr;
  EXPECT_EQ(kiln_tensor_from_dlpack(&m, nullptr, &out), KILN_STATUS_UNSUPPORTED);
  const std::string message = kiln_last_error();
  EXPECT_NE(message.find("kDLCUDA device 0"), std::string::npos) << message;
}

TEST(DlpackCuda, ExportSharesTheMemoryAndImportCopiesIt) {
  kiln_device d = gpu_or_test_device();
  const int32_t cuda = cuda_device_of(d);
  if (cuda < 0) GTEST_SKIP() << "no CUDA interop layer here (kiln-info says why)";
  Handles h;
  kiln_tensor t = h(iota(d, 64, 32));
  DLManagedTensorVersioned* a = nullptr;
  DLManagedTensorVersioned* b = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack_cuda(t, 1, nullptr, &a));
  KILN_ASSERT_OK(kiln_tensor_to_dlpack_cuda(t, 1, nullptr, &b));
  EXPECT_EQ(static_cast<int32_t>(a->dl_tensor.device.device_type), kCuda);
  EXPECT_EQ(a->dl_tensor.device.device_id, cuda);
  EXPECT_NE(a->dl_tensor.data, nullptr);
  EXPECT_EQ(a->dl_tensor.data, b->dl_tensor.data);  // the block's one import
  EXPECT_EQ(a->flags & 2u, 0u);                     // not copied
  b->deleter(b);
  // Back into Kiln: one device-to-device copy onto the Vulkan device.
  kiln_tensor back = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(a, nullptr, &back));
  h(back);
  EXPECT_EQ(read_f32(back), read_f32(t));
  // A transposed view keeps its strides; its import gathers the right elements.
  kiln_tensor tt = nullptr;
  const int64_t perm[] = {1, 0};
  KILN_ASSERT_OK(kiln_transpose(t, perm, 2, &tt));
  h(tt);
  DLManagedTensorVersioned* v = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack_cuda(tt, 1, nullptr, &v));
  EXPECT_EQ(v->dl_tensor.strides[0], 1);
  EXPECT_EQ(v->dl_tensor.strides[1], 32);
  kiln_tensor vt = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(v, nullptr, &vt));
  h(vt);
  EXPECT_EQ(read_f32(vt), read_f32(tt));
  // Onto the CPU: the copy continues to the host.
  DLManagedTensorVersioned* c = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack_cuda(t, 1, nullptr, &c));
  kiln_dlpack_options o{};
  o.struct_size = sizeof o;
  o.device = cpu_device();
  kiln_tensor on_cpu = nullptr;
  KILN_ASSERT_OK(kiln_tensor_from_dlpack(c, &o, &on_cpu));
  h(on_cpu);
  EXPECT_EQ(read_f32(on_cpu), read_f32(t));
  // KILN_DLPACK_COPY_NEVER cannot import CUDA memory: it stays the caller's.
  DLManagedTensorVersioned* n = nullptr;
  KILN_ASSERT_OK(kiln_tensor_to_dlpack_cuda(t, 1, nullptr, &n));
  o.device = nullptr;
  o.copy = KILN_DLPACK_COPY_NEVER;
  kiln_tensor never = nullptr;
  EXPECT_EQ(kiln_tensor_from_dlpack(n, &o, &never), KILN_STATUS_UNSUPPORTED);
  n->deleter(n);
}

}  // namespace
