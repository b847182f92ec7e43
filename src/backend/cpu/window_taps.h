// The index math shared by the CPU's convolution and window kernels: for a block of output
// positions and every kernel/window tap, the input element each tap reads (or -1 for padding).
#pragma once

#include <cstdint>
#include <vector>

#include "core/shape.h"
#include "core/window_params.h"

namespace kiln::cpu {

// The spatial part of one Conv/WindowReduce node: input, window and output extents per axis.
struct WindowGeometry {
  std::vector<int64_t> in, window, out;
  const WindowParams* p = nullptr;
  int64_t in_size() const { return element_count(in); }
  int64_t window_size() const { return element_count(window); }
  int64_t out_size() const { return element_count(out); }
};

// taps[k * count + j] = row-major offset into the spatial input of tap k at output position
// first + j, or -1 where the tap falls on padding or between dilated input elements.
inline void window_taps(const WindowGeometry& g, int64_t first, int64_t count, std::vector<int64_t>& taps) {
  const size_t rank = g.in.size();
  const int64_t window = g.window_size();
  taps.assign(static_cast<size_t>(window * count), -1);
  std::vector<int64_t> o(rank), k(rank);
  for (int64_t j = 0; j < count; ++j) {
    int64_t rest = first + j;
    for (size_t a = rank; a-- > 0;) {
      o[a] = rest % g.out[a];
      rest /= g.out[a];
    }
    for (int64_t t = 0; t < window; ++t) {
      int64_t r = t, offset = 0;
      bool inside = true;
      for (size_t a = rank; a-- > 0;) {
        k[a] = r % g.window[a];
        r /= g.window[a];
      }
      int64_t scale = 1;
      for (size_t a = rank; a-- > 0;) {
        const int64_t idil = g.p->input_dilation.empty() ? 1 : g.p->input_dilation[a];
        const int64_t q = o[a] * g.p->strides[a] + k[a] * g.p->dilation[a] - g.p->pad_low[a];
        if (q < 0 || q % idil != 0 || q / idil >= g.in[a]) {
          inside = false;
          break;
        }
        offset += (q / idil) * scale;
        scale *= g.in[a];
      }
      if (inside) taps[static_cast<size_t>(t * count + j)] = offset;
    }
  }
}

// Output positions per block, so that a block's taps (and im2col rows) stay near `budget` entries.
inline int64_t positions_per_block(int64_t per_position, int64_t total, int64_t budget = int64_t{1} << 22) {
  const int64_t n = budget / (per_position > 0 ? per_position : 1);
  return n < 1 ? 1 : (n > total ? (total > 0 ? total : 1) : n);
}

}  // namespace kiln::cpu
