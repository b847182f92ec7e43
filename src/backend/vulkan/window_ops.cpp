// Kernel launches for Conv (conv.comp: implicit GEMM; conv_coopmat.comp, the same on the tensor
// cores, for float16 where conv_choice.h allows it) and the window ops (window.comp: window
// reductions, pool2d.comp for windows over the last two axes; window_scatter as a select pass
// into scratch and a gather pass).
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "backend/vulkan/conv_choice.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct ConvPush {  // conv.comp's push constants
  uint64_t out_ptr, in_ptr, w_ptr, meta;
  uint32_t positions, group_out, depth, taps, spatial, in_channels, out_features, batch_out, groups, batch_grouped,
      nspatial, x_base, z_base;
};

struct Pool2dPush {  // pool2d.comp's push constants
  uint64_t out_ptr, in_ptr;
  uint32_t count;
  int32_t h, w, oh, ow, pad_top, pad_left;
};

struct Im2colPush {  // im2col.comp's push constants
  uint64_t out_ptr, in_ptr;
  uint32_t rows, depth, channels;
  int32_t extent[3];
  uint32_t positions[3];
  int32_t stride[3], pad[3], dilation[3];
};

struct WindowPush {  // window.comp's push constants
  uint64_t out_ptr, in_ptr, chosen_ptr, init_ptr, meta, total, first;
  uint32_t rank;
};

constexpr uint64_t kTile = 64;            // conv.comp's BM and BN
constexpr uint64_t kCoopmatPositions = 128;  // conv_coopmat.comp's BM (positions per tile)
constexpr uint64_t kMaxGroups = 65535;    // per dispatch dimension (the guaranteed minimum)
constexpr uint64_t kPerDispatch = uint64_t{1} << 30;
constexpr size_t kMaxWindowRank = 8;      // window.comp unrolls its loops over the rank
constexpr size_t kMaxConvSpatial = 6;     // conv.comp unrolls its loops over the spatial rank
constexpr int64_t kMax32 = (int64_t{1} << 31) - 1;

void window_pass(Recorder& rec, const std::string& kernel, uint32_t mode, uint32_t op, WindowPush push, uint64_t total,
                 const std::vector<Access>& accesses) {
  push.total = total;
  for (uint64_t first = 0; first < total; first += kPerDispatch) {
    push.first = first;
    const uint64_t n = std::min(kPerDispatch, total - first);
    rec.dispatch(kernel, {mode, op, push.rank}, &push, sizeof(push), (n + 255) / 256, accesses);
  }
}

// Whether one axis's index math (positions, taps, padding) stays inside 32-bit ints.
bool axis_fits(int64_t extent, int64_t input_dilation, int64_t low, int64_t high, int64_t window, int64_t dilation,
               int64_t stride) {
  const int64_t span = extent * input_dilation + std::abs(low) + std::abs(high) + window * dilation;
  return span <= kMax32 && stride <= kMax32;
}

// window.comp's meta: per axis input extent, window count, window extent, stride, dilation, low.
uint64_t window_meta(Recorder& rec, const Node& node, const Shape& in, const Shape& windows) {
  const WindowParams& p = node.params.window;
  std::vector<int64_t> meta;
  for (const auto* list : {&in, &windows, &p.window, &p.strides, &p.dilation, &p.pad_low}) {
    meta.insert(meta.end(), list->begin(), list->end());
  }
  meta.push_back(0);  // never an empty upload
  return rec.upload(meta.data(), meta.size() * sizeof(int64_t));
}

constexpr int64_t kMaxPoolWindow = 16;  // pool2d.comp unrolls its taps

// Whether pool2d.comp computes this window reduction: windows over the last two axes only, of
// at most kMaxPoolWindow taps each way, and every count and offset of it in 32 bits.
bool pool2d_fits(const Node& node) {
  const WindowParams& p = node.params.window;
  const Shape& in = node.inputs.at(0)->shape;
  const size_t rank = in.size();
  if (rank < 2 || p.window.size() != rank) return false;
  for (size_t a = 0; a + 2 < rank; ++a) {
    if (p.window[a] != 1 || p.strides[a] != 1 || p.dilation[a] != 1 || p.pad_low[a] != 0 || p.pad_high[a] != 0) return false;
  }
  for (size_t a = rank - 2; a < rank; ++a) {  // tap coordinates o * stride - pad + k * dilation
    if (p.window[a] > kMaxPoolWindow || p.strides[a] > kMax32 || p.dilation[a] > kMax32 || in[a] > kMax32) return false;
    const double reach = double(node.shape[a]) * double(p.strides[a]) + double(std::abs(p.pad_low[a])) +
                         double(p.window[a]) * double(p.dilation[a]);
    if (reach > double(kMax32)) return false;
  }
  return node.size() <= kMax32 && in[rank - 2] * std::max<int64_t>(in[rank - 1], 1) <= kMax32;
}

void run_pool2d(Recorder& rec, const Node& node) {
  const Node& x = *node.inputs.at(0);
  const WindowParams& p = node.params.window;
  const size_t r = x.shape.size();
  Pool2dPush push{};
  push.out_ptr = element_address(node);
  push.in_ptr = element_address(x);
  push.count = static_cast<uint32_t>(node.size());
  push.h = static_cast<int32_t>(x.shape[r - 2]);
  push.w = static_cast<int32_t>(x.shape[r - 1]);
  push.oh = static_cast<int32_t>(node.shape[r - 2]);
  push.ow = static_cast<int32_t>(node.shape[r - 1]);
  push.pad_top = static_cast<int32_t>(p.pad_low[r - 2]);
  push.pad_left = static_cast<int32_t>(p.pad_low[r - 1]);
  const std::vector<uint32_t> constants = {static_cast<uint32_t>(node.params.reduce), static_cast<uint32_t>(p.window[r - 2]),
                                           static_cast<uint32_t>(p.window[r - 1]), static_cast<uint32_t>(p.strides[r - 2]),
                                           static_cast<uint32_t>(p.strides[r - 1]), static_cast<uint32_t>(p.dilation[r - 2]),
                                           static_cast<uint32_t>(p.dilation[r - 1])};
  rec.dispatch("pool2d_" + dtype_tag(x.dtype), constants, &push, sizeof(push), (node.size() + 255) / 256,
               {storage_access(x, false), storage_access(node, true)});
}

}  // namespace

bool window_kernel_fits(const Node& node) {
  const WindowParams& p = node.params.window;
  if (node.kind == OpKind::Im2col) {  // out [N, P..., C, K...] of input [N, C, S...]
    const Shape& in = node.inputs.at(0)->shape;
    const size_t ns = in.size() - 2;
    if (ns < 1 || ns > 3) return false;
    for (size_t a = 0; a < ns; ++a) {
      if (!axis_fits(in[a + 2], 1, p.pad_low[a], p.pad_high[a], node.shape[ns + 2 + a], p.dilation[a], p.strides[a])) {
        return false;
      }
    }
    const int64_t rows = node.shape[0] * trailing_count(Shape(node.shape.begin() + 1, node.shape.begin() + 1 + ns), 0);
    return rows <= kMax32 && trailing_count(node.shape, ns + 1) <= kMax32 && trailing_count(in, 1) <= kMax32;
  }
  if (node.kind == OpKind::Conv) {
    const Node& kernel = *node.inputs.at(1);
    const int64_t depth = kernel.shape.at(1) * trailing_count(kernel.shape, 2);
    for (size_t a = 0; a + 2 < node.shape.size(); ++a) {
      if (!axis_fits(node.inputs[0]->shape[a + 2], p.input_dilation[a], p.pad_low[a], p.pad_high[a], kernel.shape[a + 2],
                     p.dilation[a], p.strides[a])) {
        return false;
      }
    }
    return node.shape.size() - 2 <= kMaxConvSpatial && trailing_count(node.shape, 2) <= kMax32 && depth <= kMax32 &&
           node.shape[1] <= kMax32 && node.shape[0] <= kMax32 && trailing_count(node.inputs[0]->shape, 2) <= kMax32 &&
           node.inputs[0]->shape[1] <= kMax32 &&
           static_cast<uint64_t>(node.shape[0]) * static_cast<uint64_t>(node.params.window.feature_groups * node.params.window.batch_groups) <= kMax32;
  }
  if (node.kind == OpKind::WindowReduce || node.kind == OpKind::WindowScatter) {
    const Shape& in = node.inputs.at(0)->shape;
    for (size_t a = 0; a < in.size() && a < p.window.size(); ++a) {
      if (!axis_fits(in[a], 1, p.pad_low[a], p.pad_high[a], p.window[a], p.dilation[a], p.strides[a])) return false;
    }
    return in.size() <= kMaxWindowRank;
  }
  return true;
}

void run_im2col(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  if (!in.contiguous() || in.dtype != node.dtype || !window_kernel_fits(node)) {
    fail(Status::Internal, "Vulkan im2col: expects a compact input of the result's dtype");
  }
  if (node.size() == 0) return;
  const WindowParams& p = node.params.window;
  const size_t ns = in.shape.size() - 2;
  Im2colPush push{};
  push.out_ptr = element_address(node);
  push.in_ptr = element_address(in);
  push.channels = static_cast<uint32_t>(in.shape[1]);
  push.depth = static_cast<uint32_t>(trailing_count(node.shape, ns + 1));
  push.rows = static_cast<uint32_t>(node.size() / trailing_count(node.shape, ns + 1));
  std::vector<uint32_t> taps(3, 1);
  for (size_t a = 0; a < 3; ++a) {  // axes beyond the spatial rank: extent 1, one tap
    const bool real = a < ns;
    push.extent[a] = real ? static_cast<int32_t>(in.shape[a + 2]) : 1;
    push.positions[a] = real ? static_cast<uint32_t>(node.shape[a + 1]) : 1;
    push.stride[a] = real ? static_cast<int32_t>(p.strides[a]) : 1;
    push.pad[a] = real ? static_cast<int32_t>(p.pad_low[a]) : 0;
    push.dilation[a] = real ? static_cast<int32_t>(p.dilation[a]) : 1;
    if (real) taps[a] = static_cast<uint32_t>(node.shape[ns + 2 + a]);
  }
  rec.dispatch("im2col_" + dtype_tag(same_size_unsigned(node.dtype)), taps, &push, sizeof(push), (push.rows + 7) / 8,
               {storage_access(in, false), storage_access(node, true)});
}

ConvLayout conv_layout(const Node& node) {
  const WindowParams& p = node.params.window;
  ConvLayout layout;
  layout.dtype = node.dtype;
  layout.feature_groups = p.feature_groups;
  layout.batch_groups = p.batch_groups;
  layout.input_dilation = p.input_dilation;
  return layout;
}

void run_conv(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  const Node& w = *node.inputs.at(1);
  if (!in.contiguous() || !w.contiguous() || in.dtype != node.dtype || w.dtype != node.dtype || !window_kernel_fits(node)) {
    fail(Status::Internal, "Vulkan conv: expects compact operands of the result's dtype");
  }
  if (node.size() == 0) return;
  if (winograd_conv_runs(rec, node)) return run_winograd_conv(rec, node);
  if (implicit_conv_runs(rec, node)) return run_implicit_conv(rec, node);
  const WindowParams& p = node.params.window;
  const size_t ns = node.shape.size() - 2;
  std::vector<int64_t> meta;
  for (size_t a = 0; a < ns; ++a) meta.push_back(in.shape[a + 2]);
  for (size_t a = 0; a < ns; ++a) meta.push_back(node.shape[a + 2]);
  for (size_t a = 0; a < ns; ++a) meta.push_back(w.shape[a + 2]);
  for (const auto* list : {&p.strides, &p.pad_low, &p.input_dilation, &p.dilation}) {
    meta.insert(meta.end(), list->begin(), list->end());
  }
  meta.push_back(0);
  ConvPush push{};
  push.out_ptr = element_address(node);
  push.in_ptr = element_address(in);
  push.w_ptr = element_address(w);
  push.meta = rec.upload(meta.data(), meta.size() * sizeof(int64_t));
  const uint64_t groups = static_cast<uint64_t>(p.feature_groups * p.batch_groups);
  const uint64_t positions = static_cast<uint64_t>(trailing_count(node.shape, 2));
  const uint64_t taps = static_cast<uint64_t>(trailing_count(w.shape, 2));
  push.positions = static_cast<uint32_t>(positions);
  push.group_out = static_cast<uint32_t>(static_cast<uint64_t>(node.shape[1]) / groups);
  push.depth = static_cast<uint32_t>(static_cast<uint64_t>(w.shape[1]) * taps);
  push.taps = static_cast<uint32_t>(std::max<uint64_t>(taps, 1));
  push.spatial = static_cast<uint32_t>(trailing_count(in.shape, 2));
  push.in_channels = static_cast<uint32_t>(in.shape[1]);
  push.out_features = static_cast<uint32_t>(node.shape[1]);
  push.batch_out = static_cast<uint32_t>(node.shape[0]);
  push.groups = static_cast<uint32_t>(groups);
  push.batch_grouped = p.batch_groups > 1 ? 1u : 0u;
  push.nspatial = static_cast<uint32_t>(ns);
  const bool coopmat =
      choose_conv_kernel(conv_layout(node), rec.context().features().coopmat_conv) == ConvKernel::CoopmatFloat16;
  const uint64_t feature_tile = coopmat ? coopmat_conv_feature_tile(node.shape[1]) : kTile;
  const uint64_t position_tile = coopmat ? kCoopmatPositions : kTile;
  const uint64_t x_tiles = (positions + position_tile - 1) / position_tile;
  const uint64_t y_tiles = (static_cast<uint64_t>(push.group_out) + feature_tile - 1) / feature_tile;
  const uint64_t z_total = static_cast<uint64_t>(node.shape[0]) * groups;
  if (y_tiles > kMaxGroups) fail(Status::Unsupported, "Vulkan conv: too many output features per group");
  const std::vector<Access> accesses = {storage_access(in, false), storage_access(w, false), storage_access(node, true)};
  const std::string kernel = coopmat ? "conv_coopmat_" + std::to_string(feature_tile) + "_" + dtype_tag(node.dtype)
                                     : "conv_" + dtype_tag(node.dtype);
  for (uint64_t z = 0; z < z_total; z += kMaxGroups) {
    for (uint64_t x = 0; x < x_tiles; x += kMaxGroups) {
      push.x_base = static_cast<uint32_t>(x);
      push.z_base = static_cast<uint32_t>(z);
      rec.dispatch_3d(kernel, {static_cast<uint32_t>(ns)}, &push, sizeof(push), static_cast<uint32_t>(std::min(kMaxGroups, x_tiles - x)),
                      static_cast<uint32_t>(y_tiles), static_cast<uint32_t>(std::min(kMaxGroups, z_total - z)), accesses);
    }
  }
}

void run_window_reduce(Recorder& rec, const Node& node) {
  const Node& x = *node.inputs.at(0);
  if (!x.contiguous() || x.dtype != node.dtype || !window_kernel_fits(node)) {
    fail(Status::Internal, "Vulkan window_reduce: expects a compact input of rank <= 8");
  }
  if (node.size() == 0) return;
  if (pool2d_fits(node)) return run_pool2d(rec, node);
  WindowPush push{};
  push.out_ptr = element_address(node);
  push.in_ptr = element_address(x);
  push.meta = window_meta(rec, node, x.shape, node.shape);
  push.rank = static_cast<uint32_t>(x.shape.size());
  window_pass(rec, "window_" + dtype_tag(x.dtype), 0, static_cast<uint32_t>(node.params.reduce), push,
              static_cast<uint64_t>(node.size()), {storage_access(x, false), storage_access(node, true)});
}

void run_window_scatter(Recorder& rec, const Node& node) {
  const Node& x = *node.inputs.at(0);
  const Node& source = *node.inputs.at(1);
  const Node& init = *node.inputs.at(2);
  if (!x.contiguous() || !source.contiguous() || source.dtype != node.dtype || init.dtype != node.dtype ||
      !window_kernel_fits(node)) {
    fail(Status::Internal, "Vulkan window_scatter: expects compact inputs of rank <= 8");
  }
  if (node.size() == 0) return;
  const uint64_t windows = static_cast<uint64_t>(source.size());
  Allocation chosen = rec.scratch(std::max<uint64_t>(windows, 1) * 8);
  const Access chosen_write{chosen.address, chosen.address + chosen.size, true};
  const Access chosen_read{chosen.address, chosen.address + chosen.size, false};
  const uint32_t op = static_cast<uint32_t>(node.params.reduce);
  WindowPush push{};
  push.chosen_ptr = chosen.address;
  push.meta = window_meta(rec, node, x.shape, source.shape);
  push.rank = static_cast<uint32_t>(x.shape.size());
  push.in_ptr = element_address(x);
  window_pass(rec, "window_" + dtype_tag(x.dtype), 1, op, push, windows, {storage_access(x, false), chosen_write});
  push.in_ptr = element_address(source);
  push.init_ptr = element_address(init);
  push.out_ptr = element_address(node);
  window_pass(rec, "window_" + dtype_tag(node.dtype), 2, op, push, static_cast<uint64_t>(node.size()),
              {storage_access(source, false), storage_access(init, false), chosen_read, storage_access(node, true)});
}

}  // namespace kiln::vulkan
