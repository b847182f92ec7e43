// Kernel launch for Matmul: matmul_coopmat.comp (float16 on the tensor cores) or
// matmul_tiled.comp (float32, register tiles), each reading B as stored or transposed, where the
// device and the operands' layout allow it (matmul_choice.h); matmul.comp (any dtype and
// strides, 64x64 tiles) otherwise. A large product whose A is stored transposed (a gradient's
// x^T g) first copies A row-major through the transpose kernel, so the tiled kernels take it.
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
// Products of at least this many multiply-adds copy a transposed A rather than take matmul.comp:
// the copy is one pass over A, the generic kernel ran 1024^3 at a third of the tiled one's rate.
constexpr int64_t kCompactAMinWork = int64_t{1} << 24;

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
  const bool coopmat = rec.context().features().coopmat_float16;
  MatmulLayout layout = layout_of(a, b, node, k, n);
  MatmulKernel kernel = choose_matmul_kernel(layout, coopmat);
  Access a_access = storage_access(a, false);
  if (kernel == MatmulKernel::Generic && batch * m * n * k >= kCompactAMinWork) {
    MatmulLayout compact = layout;
    compact.a_strides = contiguous_strides(a.shape);
    for (size_t d = 0; d + 2 < rank; ++d) {
      if (a.shape[d] == 1) compact.a_strides[d] = 0;  // broadcast over the output's batch
    }
    Allocation copy = rec.scratch(static_cast<size_t>(element_count(a.shape)) * itemsize(a.dtype));
    compact.a_address = copy.address;
    const MatmulKernel faster = choose_matmul_kernel(compact, coopmat);
    const Access written{copy.address, copy.address + copy.size, true};
    if (faster != MatmulKernel::Generic && record_transpose(rec, a, copy.address, written)) {
      kernel = faster;
      layout = compact;
      a_access = Access{copy.address, copy.address + copy.size, false};
    }
  }
  uint64_t tile = kernel == MatmulKernel::Generic ? kTile : kVectorTile;
  uint64_t tiles_m = (m + tile - 1) / tile, tiles_n = (n + tile - 1) / tile;
  const auto& limits = rec.context().properties().limits;
  if (tiles_m > limits.maxComputeWorkGroupCount[1] || tiles_n > limits.maxComputeWorkGroupCount[0] ||
      k > INT32_MAX || batch > INT32_MAX) {
    fail(Status::Unsupported, "Vulkan backend: matmul dimensions are too large for one dispatch grid");
  }

  std::vector<int64_t> table;
  table.insert(table.end(), node.shape.begin(), node.shape.end() - 2);
  table.insert(table.end(), layout.a_strides.begin(), layout.a_strides.end() - 2);
  table.insert(table.end(), b.strides.begin(), b.strides.end() - 2);
  MatmulPush push{};
  push.out_ptr = element_address(node);
  push.a_ptr = layout.a_address;
  push.b_ptr = element_address(b);
  push.meta = table.empty() ? 0 : rec.upload(table.data(), table.size() * sizeof(int64_t));
  push.a_row = layout.a_strides[rank - 2];
  push.a_col = layout.a_strides[rank - 1];
  push.b_row = b.strides[rank - 2];
  push.b_col = b.strides[rank - 1];
  push.m = static_cast<uint32_t>(m);
  push.n = static_cast<uint32_t>(n);
  push.k = static_cast<uint32_t>(k);
  push.batch_rank = static_cast<uint32_t>(rank - 2);
  std::vector<Access> accesses = {a_access, storage_access(b, false), storage_access(node, true)};
  uint64_t max_z = limits.maxComputeWorkGroupCount[2];
  for (uint64_t base = 0; base < static_cast<uint64_t>(batch); base += max_z) {
    push.batch_base = static_cast<uint32_t>(base);
    uint32_t z = static_cast<uint32_t>(std::min<uint64_t>(max_z, batch - base));
    rec.dispatch_3d(kernel_name(kernel, node.dtype), {}, &push, sizeof(push), static_cast<uint32_t>(tiles_n),
                    static_cast<uint32_t>(tiles_m), z, accesses);
  }
}

}  // namespace kiln::vulkan
