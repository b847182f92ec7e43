// Convolution as an implicit product: out [O, N x positions] = W [O, taps x C] @ patches^T, each
// image's positions side by side, where a product kernel's CONV_B variant (matmul_coopmat.comp on
// the tensor cores, matmul_tiled.comp for float32; conv_rows.glsl) reads each patch row straight
// from a channels-last copy of the input [S..., C] as it multiplies (one tap's channels per K
// slice), so the patches are never stored (the patch product wrote and read them: 115 MB for a
// ResNet-50 64-feature layer at batch 32). Two transposing copies come first: the input to
// channels-last, and the kernel's taps ahead of its channels (k = tap x C + channel); each is a
// pass over its tensor. The product is stored in the convolution's own [N, O, positions...]
// layout.
#include <algorithm>
#include <cstdlib>

#include "backend/vulkan/conv_choice.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr int64_t kMax31 = (int64_t{1} << 31) - 1;
constexpr size_t kAxes = 3;  // the kernel's geometry: three spatial axes, missing ones of extent 1

// A compact [batch, rows, cols] tensor's elements as [batch, cols, rows]: a transposing copy into
// scratch, or the tensor itself where rows or cols is 1 (the same layout).
struct Moved {
  uint64_t address;
  Access read;
};

// `src_access` is a read of the source.
Moved swap_last_axes(Recorder& rec, DType dtype, uint64_t src, const Access& src_access, int64_t batch, int64_t rows,
                     int64_t cols) {
  if (rows == 1 || cols == 1) return {src, src_access};
  const size_t bytes = static_cast<size_t>(batch * rows * cols) * itemsize(dtype);
  Allocation copy = rec.scratch(bytes);
  // The output's index order over the input: [batch][j < cols][i < rows] reads element i * cols + j.
  const Shape shape = {batch, cols, rows};
  const Strides strides = {rows * cols, 1, cols};
  const Access written{copy.address, copy.address + copy.size, true};
  if (!record_transpose_layout(rec, dtype, src, src_access, shape, strides, copy.address, written)) {
    fail(Status::Internal, "Vulkan implicit conv: a transposing copy did not fit its grid");
  }
  return {copy.address, Access{copy.address, copy.address + copy.size, false}};
}

// The product kernel's variant and tile for [features, columns]: matmul_coopmat.comp's on the
// tensor cores (float16, bfloat16), matmul_tiled.comp's for float32.
struct ImplicitKernel {
  std::string name;
  uint32_t bm, bn;
};

ImplicitKernel implicit_kernel(const Recorder& rec, DType dtype, int64_t features, int64_t columns) {
  if (dtype == DType::Float32) {
    const TiledTile t = tiled_tile_for(tiled_tile_switch(), features, columns);
    return {"matmul_tiled_conv_" + std::string(t.tag) + "_" + dtype_tag(dtype), t.bm, t.bn};
  }
  const CoopmatTile t = implicit_conv_tile(coopmat_tile_switch(), features, columns);
  return {coopmat_kernel_name("matmul_coopmat_conv_", dtype, rec.context().features().matmul_coopmat, t), t.bm, t.bn};
}

}  // namespace

const char* implicit_conv_switch() {
  static const char* const value = std::getenv("KILN_CONV_IMPLICIT");
  return value;
}

bool implicit_conv_runs(const Recorder& rec, const Node& node) {
  if (node.kind != OpKind::Conv || node.inputs.size() != 2) return false;
  const Node& in = *node.inputs[0];
  const Node& w = *node.inputs[1];
  const size_t rank = node.shape.size();
  if (rank < 3 || rank - 2 > kAxes || in.shape.size() != rank || w.shape.size() != rank) return false;
  const int64_t channels = in.shape[1], positions = trailing_count(node.shape, 2);
  const int64_t features = node.shape[1];
  const bool half = rec.context().features().matmul_coopmat.runs(node.dtype);
  if (!implicit_conv_fits(conv_layout(node), channels, features, positions, half, implicit_conv_switch())) return false;
  // The kernel's index math is 32-bit per image, its grid and the copies' within the limits.
  const int64_t spatial = trailing_count(in.shape, 2), taps = trailing_count(w.shape, 2), batch = node.shape[0];
  if (spatial * channels > kMax31 || taps * channels > kMax31 || batch * positions > kMax31 || batch == 0) {
    return false;
  }
  const auto& limits = rec.context().properties().limits;
  const ImplicitKernel tile = implicit_kernel(rec, node.dtype, features, batch * positions);
  const auto fits = [](int64_t count, uint32_t limit) { return count <= static_cast<int64_t>(limit); };
  return fits((batch * positions + tile.bn - 1) / tile.bn, limits.maxComputeWorkGroupCount[0]) &&
         fits((features + tile.bm - 1) / tile.bm, limits.maxComputeWorkGroupCount[1]) &&
         fits((spatial + 31) / 32, limits.maxComputeWorkGroupCount[0]) &&
         fits((channels + 31) / 32, limits.maxComputeWorkGroupCount[1]) &&
         fits((taps + 31) / 32, limits.maxComputeWorkGroupCount[0]) &&
         fits(batch, limits.maxComputeWorkGroupCount[2]) &&
         fits(features, limits.maxComputeWorkGroupCount[2]) && element_address(node) % 16 == 0 &&
         (spatial > 1 || element_address(in) % 16 == 0) && (taps > 1 || element_address(w) % 16 == 0);
}

void run_implicit_conv(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  const Node& w = *node.inputs.at(1);
  const WindowParams& p = node.params.window;
  const size_t ns = node.shape.size() - 2;
  const int64_t batch = node.shape[0], features = node.shape[1], channels = in.shape[1];
  const int64_t spatial = trailing_count(in.shape, 2), taps = trailing_count(w.shape, 2);
  const int64_t positions = trailing_count(node.shape, 2);

  // Input [N, C, S] -> [N, S, C]; kernel [O, C, taps] -> [O, taps, C].
  const DType t = node.dtype;
  const Moved x = swap_last_axes(rec, t, element_address(in), storage_access(in, false), batch, channels, spatial);
  const Moved k = swap_last_axes(rec, t, element_address(w), storage_access(w, false), features, channels, taps);

  // The geometry CONV_B reads (no batch fields: the images are side by side along N).
  std::vector<int64_t> table;
  const auto axes = [&](auto value, int64_t missing) {
    for (size_t a = 0; a < kAxes; ++a) table.push_back(a < ns ? static_cast<int64_t>(value(a)) : missing);
  };
  axes([&](size_t a) { return in.shape[a + 2]; }, 1);
  axes([&](size_t a) { return node.shape[a + 2]; }, 1);
  axes([&](size_t a) { return w.shape[a + 2]; }, 1);
  axes([&](size_t a) { return p.strides[a]; }, 1);
  axes([&](size_t a) { return p.pad_low[a]; }, 0);
  axes([&](size_t a) { return p.dilation[a]; }, 1);
  table.push_back(channels);

  const ImplicitKernel kernel = implicit_kernel(rec, node.dtype, features, batch * positions);
  MatmulPush push{};
  push.out_ptr = element_address(node);
  push.a_ptr = k.address;
  push.b_ptr = x.address;
  push.meta = rec.upload(table.data(), table.size() * sizeof(int64_t));
  push.a_row = taps * channels;
  push.a_col = 1;
  push.m = static_cast<uint32_t>(features);
  push.n = static_cast<uint32_t>(batch * positions);
  push.k = static_cast<uint32_t>(taps * channels);
  push.batch_rank = 0;
  const std::vector<Access> accesses = {k.read, x.read, storage_access(node, true)};
  const auto tiles_n = static_cast<uint32_t>((batch * positions + kernel.bn - 1) / kernel.bn);
  const auto tiles_m = static_cast<uint32_t>((features + kernel.bm - 1) / kernel.bm);
  rec.dispatch_3d(kernel.name, {}, &push, sizeof(push), tiles_n, tiles_m, 1, accesses);
}

}  // namespace kiln::vulkan
