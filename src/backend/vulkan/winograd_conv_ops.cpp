// A float32 3x3 convolution through Winograd's F(2x2, 3x3) (winograd.comp): the kernel and the
// input's 4x4 windows transformed into 16 planes, then 16 products U[e] [O, C] @ V[e] [C, tiles]
// on the tiled float32 matmul (one batched dispatch), then each tile's 2x2 outputs from its 16
// products. The products do 2.25x less work than the implicit product's; the planes cost 4x the
// input and output in scratch memory and traffic, which conv_choice.h's rule weighs.
#include <cstdlib>

#include "backend/vulkan/conv_choice.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr int64_t kPlanes = 16;
constexpr int64_t kMax31 = (int64_t{1} << 31) - 1;
// Each plane stack (V, and the products M) stays under this, as the patch product's patches do.
constexpr int64_t kMaxPlaneBytes = int64_t{1} << 30;

struct WinogradPush {
  uint64_t out_ptr, in_ptr;
  uint32_t channels, features, height, width, out_height, out_width;
  uint32_t tiles_y, tiles_x, tiles, columns;
  int32_t pad_top, pad_left;
};

// The geometry every pass shares; `columns` is the products' N (tiles rounded up to 4, as the
// tiled matmul reads rows in 16-byte vectors).
struct Geometry {
  int64_t batch, channels, features, height, width, out_height, out_width, tiles_y, tiles_x, tiles, columns;
};

Geometry geometry(const Node& node) {
  const Node& in = *node.inputs.at(0);
  Geometry g{};
  g.batch = node.shape[0];
  g.channels = in.shape[1];
  g.features = node.shape[1];
  g.height = in.shape[2];
  g.width = in.shape[3];
  g.out_height = node.shape[2];
  g.out_width = node.shape[3];
  g.tiles_y = (g.out_height + 1) / 2;
  g.tiles_x = (g.out_width + 1) / 2;
  g.tiles = g.batch * g.tiles_y * g.tiles_x;
  g.columns = (g.tiles + 3) / 4 * 4;
  return g;
}

}  // namespace

const char* winograd_conv_switch() {
  static const char* const value = std::getenv("KILN_CONV_WINOGRAD");
  return value;
}

bool winograd_conv_runs(const Recorder& rec, const Node& node) {
  if (node.kind != OpKind::Conv || node.inputs.size() != 2 || node.shape.size() != 4) return false;
  const Node& w = *node.inputs[1];
  const WindowParams& p = node.params.window;
  const std::vector<int64_t> extents(w.shape.begin() + 2, w.shape.end());
  const Geometry g = geometry(node);
  bool plain = p.feature_groups == 1 && p.batch_groups == 1;
  for (int64_t d : p.input_dilation) plain = plain && d == 1;
  if (!winograd_conv_fits(node.dtype, extents, p.strides, p.dilation, g.channels, g.features, plain,
                          winograd_conv_switch())) {
    return false;
  }
  // 32-bit index math in every pass; plane stacks within kMaxPlaneBytes. Products of extents are
  // compared by division, so none overflows.
  const auto fits = [](int64_t count, int64_t limit) { return count > 0 && count <= limit; };
  const auto product_fits = [](int64_t a, int64_t b, int64_t limit) { return a > 0 && b > 0 && a <= limit / b; };
  if (!fits(element_count(node.inputs[0]->shape), kMax31) || !fits(element_count(node.shape), kMax31) ||
      !product_fits(g.channels, g.columns, kMaxPlaneBytes / (kPlanes * 4)) ||
      !product_fits(g.features, g.columns, kMaxPlaneBytes / (kPlanes * 4)) ||
      !product_fits(g.features, g.channels, kMax31 / kPlanes)) {
    return false;
  }
  for (int64_t pad : p.pad_low) {  // the kernel's window origin 2 t - pad, in 32-bit ints
    if (pad < -(int64_t{1} << 30) || pad > (int64_t{1} << 30)) return false;
  }
  const TiledTile tile = tiled_tile_for(tiled_tile_switch(), g.features, g.columns);
  const auto& limits = rec.context().properties().limits;
  return fits((g.columns + tile.bn - 1) / tile.bn, limits.maxComputeWorkGroupCount[0]) &&
         fits((g.features + tile.bm - 1) / tile.bm, limits.maxComputeWorkGroupCount[1]);
}

void run_winograd_conv(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  const Node& w = *node.inputs.at(1);
  const Geometry g = geometry(node);
  const auto scratch = [&](int64_t bytes) {
    Allocation a = rec.scratch(static_cast<size_t>(bytes));
    return std::make_pair(a.address, Access{a.address, a.address + a.size, true});
  };
  const auto read = [](Access a) {
    a.write = false;
    return a;
  };
  const auto [u, u_written] = scratch(kPlanes * g.features * g.channels * 4);
  const auto [v, v_written] = scratch(kPlanes * g.channels * g.columns * 4);
  const auto [m, m_written] = scratch(kPlanes * g.features * g.columns * 4);

  WinogradPush push{};
  push.channels = static_cast<uint32_t>(g.channels);
  push.features = static_cast<uint32_t>(g.features);
  push.height = static_cast<uint32_t>(g.height);
  push.width = static_cast<uint32_t>(g.width);
  push.out_height = static_cast<uint32_t>(g.out_height);
  push.out_width = static_cast<uint32_t>(g.out_width);
  push.tiles_y = static_cast<uint32_t>(g.tiles_y);
  push.tiles_x = static_cast<uint32_t>(g.tiles_x);
  push.tiles = static_cast<uint32_t>(g.tiles);
  push.columns = static_cast<uint32_t>(g.columns);
  push.pad_top = static_cast<int32_t>(node.params.window.pad_low[0]);
  push.pad_left = static_cast<int32_t>(node.params.window.pad_low[1]);
  const auto groups = [](int64_t invocations) { return static_cast<uint64_t>((invocations + 255) / 256); };

  push.in_ptr = element_address(w);
  push.out_ptr = u;
  rec.dispatch("winograd_filter", {}, &push, sizeof(push), groups(g.features * g.channels),
               {storage_access(w, false), u_written});
  push.in_ptr = element_address(in);
  push.out_ptr = v;
  rec.dispatch("winograd_input", {}, &push, sizeof(push), groups(g.channels * g.columns),
               {storage_access(in, false), v_written});

  // M[e] = U[e] @ V[e]: one batch axis of 16, U's planes [O, C] and V's [C, columns] apart.
  const std::vector<int64_t> table = {kPlanes, g.features * g.channels, g.channels * g.columns};
  const TiledTile tile = tiled_tile_for(tiled_tile_switch(), g.features, g.columns);
  MatmulPush product{};
  product.out_ptr = m;
  product.a_ptr = u;
  product.b_ptr = v;
  product.meta = rec.upload(table.data(), table.size() * sizeof(int64_t));
  product.a_row = g.channels;
  product.a_col = 1;
  product.b_row = g.columns;
  product.b_col = 1;
  product.m = static_cast<uint32_t>(g.features);
  product.n = static_cast<uint32_t>(g.columns);
  product.k = static_cast<uint32_t>(g.channels);
  product.batch_rank = 1;
  rec.dispatch_3d("matmul_tiled_" + std::string(tile.tag) + "_" + dtype_tag(DType::Float32), {}, &product,
                  sizeof(product), static_cast<uint32_t>((g.columns + tile.bn - 1) / tile.bn),
                  static_cast<uint32_t>((g.features + tile.bm - 1) / tile.bm), static_cast<uint32_t>(kPlanes),
                  {read(u_written), read(v_written), m_written});

  push.in_ptr = m;
  push.out_ptr = element_address(node);
  rec.dispatch("winograd_output", {}, &push, sizeof(push), groups(g.features * g.tiles),
               {read(m_written), storage_access(node, true)});
}

}  // namespace kiln::vulkan
