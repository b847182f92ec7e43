// Window reductions and window_scatter_max/min on the CPU, through the tap table of
// window_taps.h (padding taps are skipped: they hold the reduction's identity).
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>
#include <vector>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/window_taps.h"

namespace kiln::cpu {

namespace {

// Sums and products of integers wrap: they run in uint64_t and are truncated when stored.
template <DType D>
using window_acc_t = std::conditional_t<kIsFloat<D>, compute_t<D>, uint64_t>;

// The window geometry of the trailing axes, and how many independent planes the leading axes
// that the windows do not touch (window 1, stride 1, no padding: batch, channels) make, so the
// tap table is computed for one plane and reused by all.
struct PlaneGeometry {
  WindowParams params;  // the trailing axes' geometry (g.p points here)
  WindowGeometry g;
  int64_t planes = 1;
};

void plane_geometry(const Node& node, const Node& x, const Shape& windows, PlaneGeometry& out) {
  const WindowParams& p = node.params.window;
  size_t lead = 0;
  while (lead < x.shape.size() && p.window[lead] == 1 && p.strides[lead] == 1 && p.pad_low[lead] == 0 &&
         p.pad_high[lead] == 0) {
    out.planes *= x.shape[lead];
    ++lead;
  }
  auto tail = [lead](const std::vector<int64_t>& v) { return std::vector<int64_t>(v.begin() + lead, v.end()); };
  out.params.window = tail(p.window);
  out.params.strides = tail(p.strides);
  out.params.pad_low = tail(p.pad_low);
  out.params.pad_high = tail(p.pad_high);
  out.params.dilation = tail(p.dilation);
  out.params.input_dilation.assign(x.shape.size() - lead, 1);
  out.g.in = tail(x.shape);
  out.g.window = out.params.window;
  out.g.out = tail(windows);
  out.g.p = &out.params;
}

// Calls visit(plane, position, tap) for every window of every plane, in blocks of positions
// whose tap offsets are computed once (window_taps); tap(t) is the offset of tap t in the plane,
// -1 for padding.
template <typename Visit>
void for_each_window(const PlaneGeometry& pg, Visit&& visit) {
  const int64_t taps_n = pg.g.window_size(), positions = pg.g.out_size();
  const int64_t block = positions_per_block(taps_n, positions);
  std::vector<int64_t> taps;
  for (int64_t p0 = 0; p0 < positions; p0 += block) {
    const int64_t count = std::min(block, positions - p0);
    window_taps(pg.g, p0, count, taps);
    parallel_for(pg.planes * count, std::max<int64_t>(1, kGrain / std::max<int64_t>(taps_n, 1)), [&](int64_t begin, int64_t end) {
      for (int64_t e = begin; e < end; ++e) {
        const int64_t j = e % count;
        visit(e / count, p0 + j, [&](int64_t t) { return taps[static_cast<size_t>(t * count + j)]; });
      }
    });
  }
}

template <DType D>
void reduce_windows(Node& node, const char* op) {
  using S = storage_t<D>;
  using C = compute_t<D>;
  const S* in_all = reinterpret_cast<const S*>(node_data(*node.inputs[0], op));
  S* out_all = reinterpret_cast<S*>(node_data(node, op));
  PlaneGeometry pg;
  plane_geometry(node, *node.inputs[0], node.shape, pg);
  const WindowGeometry& g = pg.g;
  const int64_t taps_n = g.window_size(), positions = g.out_size(), plane_in = g.in_size();
  const ReduceOp rop = node.params.reduce;
  for_each_window(pg, [&](int64_t plane, int64_t position, auto tap) {
    const S* in = in_all + plane * plane_in;
    S* out = out_all + plane * positions;
    if (rop == ReduceOp::Sum || rop == ReduceOp::Prod) {
      window_acc_t<D> acc = rop == ReduceOp::Sum ? 0 : 1;
      for (int64_t t = 0; t < taps_n; ++t) {
        const int64_t at = tap(t);
        if (at < 0) continue;
        window_acc_t<D> v;
        if constexpr (kIsFloat<D>) {
          v = load<D>(in[at]);
        } else {
          v = static_cast<uint64_t>(static_cast<int64_t>(in[at]));
        }
        acc = rop == ReduceOp::Sum ? acc + v : acc * v;
      }
      if constexpr (kIsFloat<D>) {
        out[position] = store<D>(acc);
      } else {
        out[position] = static_cast<S>(acc);
      }
    } else {
      const bool is_max = rop == ReduceOp::Max;
      C acc = is_max ? (kIsFloat<D> ? -std::numeric_limits<C>::infinity() : std::numeric_limits<C>::lowest())
                     : (kIsFloat<D> ? std::numeric_limits<C>::infinity() : std::numeric_limits<C>::max());
      for (int64_t t = 0; t < taps_n; ++t) {
        const int64_t at = tap(t);
        if (at < 0) continue;
        const C v = load<D>(in[at]);
        bool nan = false;
        if constexpr (kIsFloat<D>) nan = std::isnan(v);
        if (nan || (is_max ? v > acc : v < acc)) acc = v;
        if (nan) break;
      }
      out[position] = store<D>(acc);
    }
  });
}

// The flat input position each window selects (the last max/min among its in-bounds taps, as
// Nx.BinaryBackend's `>=` / `<=` scan picks; -1 for a window of padding only).
template <DType D>
void select_windows(const Node& node, const Node& x, const Shape& windows, std::vector<int64_t>& chosen, const char* op) {
  using S = storage_t<D>;
  using C = compute_t<D>;
  const S* in_all = reinterpret_cast<const S*>(node_data(x, op));
  PlaneGeometry pg;
  plane_geometry(node, x, windows, pg);
  const WindowGeometry& g = pg.g;
  const int64_t taps_n = g.window_size(), positions = g.out_size(), plane_in = g.in_size();
  const bool is_max = node.params.reduce == ReduceOp::Max;
  chosen.assign(static_cast<size_t>(pg.planes * positions), -1);
  for_each_window(pg, [&](int64_t plane, int64_t position, auto tap) {
    const S* in = in_all + plane * plane_in;
    int64_t pick = -1;
    C best{};
    for (int64_t t = 0; t < taps_n; ++t) {
      const int64_t at = tap(t);
      if (at < 0) continue;
      const C v = load<D>(in[at]);
      if (pick < 0 || (is_max ? v >= best : v <= best)) {
        pick = at;
        best = v;
      }
    }
    chosen[static_cast<size_t>(plane * positions + position)] = pick < 0 ? -1 : plane * plane_in + pick;
  });
}

// out[i] = init + the source values of the windows that chose i, in window order.
template <DType D>
void scatter_chosen(Node& node, const std::vector<int64_t>& chosen, const char* op) {
  using S = storage_t<D>;
  const S* source = reinterpret_cast<const S*>(node_data(*node.inputs[1], op));
  const S init = *reinterpret_cast<const S*>(node_data(*node.inputs[2], op));
  S* out = reinterpret_cast<S*>(node_data(node, op));
  const int64_t n = node.size();
  std::vector<window_acc_t<D>> acc(static_cast<size_t>(n));
  auto widen = [](S v) -> window_acc_t<D> {
    if constexpr (kIsFloat<D>) {
      return load<D>(v);
    } else {
      return static_cast<uint64_t>(static_cast<int64_t>(v));
    }
  };
  std::fill(acc.begin(), acc.end(), widen(init));
  for (size_t w = 0; w < chosen.size(); ++w) {
    if (chosen[w] >= 0) acc[static_cast<size_t>(chosen[w])] += widen(source[w]);
  }
  for (int64_t i = 0; i < n; ++i) {
    if constexpr (kIsFloat<D>) {
      out[i] = store<D>(static_cast<compute_t<D>>(acc[static_cast<size_t>(i)]));
    } else {
      out[i] = static_cast<S>(acc[static_cast<size_t>(i)]);
    }
  }
}

}  // namespace

void run_window_reduce(Node& node) {
  const char* op = "window_reduce";
  const Node& x = *node.inputs.at(0);
  if (!x.contiguous() || x.dtype != node.dtype || node.params.window.window.size() != x.shape.size()) {
    fail(Status::Internal, "window_reduce: expects a compact input of the result's dtype");
  }
  if (node.size() == 0) return;
  dispatch_dtype(node.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    if constexpr (kIsBool<D>) {
      fail(Status::Internal, "window_reduce: bool input");
    } else {
      reduce_windows<D>(node, op);
    }
  });
}

void run_window_scatter(Node& node) {
  const char* op = "window_scatter";
  const Node& x = *node.inputs.at(0);
  const Node& source = *node.inputs.at(1);
  if (!x.contiguous() || !source.contiguous() || source.dtype != node.dtype || node.inputs.at(2)->dtype != node.dtype) {
    fail(Status::Internal, "window_scatter: expects compact inputs, source of the result's dtype");
  }
  if (node.size() == 0) return;
  std::vector<int64_t> chosen;
  dispatch_dtype(x.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    if constexpr (!kIsBool<D>) select_windows<D>(node, x, source.shape, chosen, op);
  });
  dispatch_dtype(node.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    if constexpr (kIsBool<D>) {
      fail(Status::Internal, "window_scatter: bool source");
    } else {
      scatter_chosen<D>(node, chosen, op);
    }
  });
}

}  // namespace kiln::cpu
