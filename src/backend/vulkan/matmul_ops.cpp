// Kernel launch for Matmul: matmul_coopmat.comp (float16 on the tensor cores) or
// matmul_tiled.comp (float32, register tiles), each reading B as stored or transposed, where the
// device and the operands' layout allow it (matmul_choice.h); matmul.comp (any dtype and
// strides, 64x64 tiles) otherwise.
#include <algorithm>

#include "backend/vulkan/matmul_choice.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct MatmulPush {  // matmul.comp's push constants
  uint64_t out_ptr, a_ptr, b_ptr, meta;
  int64_t a_row, a_col, b_row, b_col;
  uint32_t m, n, k, batch_rank, batch_base;
};

constexpr uint32_t kTile = 64;       // matmul.comp
constexpr uint32_t kVectorTile = 128;  // matmul_tiled.comp and matmul_coopmat.comp

MatmulLayout layout_of(const Node& a, const Node& b, const Node& out, int64_t k, int64_t n) {
  MatmulLayout l;
  l.dtype = out.dtype;
  l.k = k;
  l.n = n;
  l.a_strides.assign(a.strides.begin(), a.strides.end());
  l.b_strides.assign(b.strides.begin(), b.strides.end());
  l.a_address = element_address(a);
  l.b_address = element_address(b);
  l.out_address = element_address(out);
  return l;
}

std::string kernel_name(MatmulKernel kernel, DType dtype) {
  switch (kernel) {
    case MatmulKernel::CoopmatFloat16: return "matmul_coopmat_" + dtype_tag(dtype);
    case MatmulKernel::CoopmatFloat16TransposedB: return "matmul_coopmat_bt_" + dtype_tag(dtype);
    case MatmulKernel::TiledFloat32: return "matmul_tiled_" + dtype_tag(dtype);
    case MatmulKernel::TiledFloat32TransposedB: return "matmul_tiled_bt_" + dtype_tag(dtype);
    case MatmulKernel::Generic: break;
  }
  return "matmul_" + dtype_tag(dtype);
}

}  // namespace

void run_matmul(Recorder& rec, const Node& node) {
  const Node& a = *node.inputs.at(0);
  const Node& b = *node.inputs.at(1);
  size_t rank = a.shape.size();
  if (rank < 2 || b.shape.size() != rank || node.shape.size() != rank || a.dtype != node.dtype || b.dtype != node.dtype) {
    fail(Status::Internal, "Vulkan: matmul expects (..., M, K) x (..., K, N) of the output dtype");
  }
  int64_t m = a.shape[rank - 2], k = a.shape[rank - 1], n = b.shape[rank - 1];
  if (b.shape[rank - 2] != k) fail(Status::Internal, "Vulkan: matmul inner dimensions differ");
  int64_t batch = element_count(Shape(node.shape.begin(), node.shape.end() - 2));
  if (batch == 0 || m == 0 || n == 0) return;
  MatmulKernel kernel = choose_matmul_kernel(layout_of(a, b, node, k, n), rec.context().features().coopmat_float16);
  uint64_t tile = kernel == MatmulKernel::Generic ? kTile : kVectorTile;
  uint64_t tiles_m = (m + tile - 1) / tile, tiles_n = (n + tile - 1) / tile;
  const auto& limits = rec.context().properties().limits;
  if (tiles_m > limits.maxComputeWorkGroupCount[1] || tiles_n > limits.maxComputeWorkGroupCount[0] ||
      k > INT32_MAX || batch > INT32_MAX) {
    fail(Status::Unsupported, "Vulkan backend: matmul dimensions are too large for one dispatch grid");
  }

  std::vector<int64_t> table;
  table.insert(table.end(), node.shape.begin(), node.shape.end() - 2);
  table.insert(table.end(), a.strides.begin(), a.strides.end() - 2);
  table.insert(table.end(), b.strides.begin(), b.strides.end() - 2);
  MatmulPush push{};
  push.out_ptr = element_address(node);
  push.a_ptr = element_address(a);
  push.b_ptr = element_address(b);
  push.meta = table.empty() ? 0 : rec.upload(table.data(), table.size() * sizeof(int64_t));
  push.a_row = a.strides[rank - 2];
  push.a_col = a.strides[rank - 1];
  push.b_row = b.strides[rank - 2];
  push.b_col = b.strides[rank - 1];
  push.m = static_cast<uint32_t>(m);
  push.n = static_cast<uint32_t>(n);
  push.k = static_cast<uint32_t>(k);
  push.batch_rank = static_cast<uint32_t>(rank - 2);
  std::vector<Access> accesses = {storage_access(a, false), storage_access(b, false), storage_access(node, true)};
  uint64_t max_z = limits.maxComputeWorkGroupCount[2];
  for (uint64_t base = 0; base < static_cast<uint64_t>(batch); base += max_z) {
    push.batch_base = static_cast<uint32_t>(base);
    uint32_t z = static_cast<uint32_t>(std::min<uint64_t>(max_z, batch - base));
    rec.dispatch_3d(kernel_name(kernel, node.dtype), {}, &push, sizeof(push), static_cast<uint32_t>(tiles_n),
                    static_cast<uint32_t>(tiles_m), z, accesses);
  }
}

}  // namespace kiln::vulkan
