// Checks and output extents shared by conv and the window ops (src/ops/conv.cpp, window.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"

namespace kiln::ops {

// Parameters beyond this magnitude are refused, so extents computed from them cannot overflow.
constexpr int64_t kMaxWindowParam = int64_t{1} << 40;

// `list` with n entries: `fallback` each when empty; else checked to hold n values >= `min`.
inline std::vector<int64_t> window_list(std::vector<int64_t> list, size_t n, int64_t fallback, int64_t min,
                                        const char* op, const char* what) {
  if (list.empty()) return std::vector<int64_t>(n, fallback);
  if (list.size() != n) {
    fail(Status::InvalidArgument, std::string(op) + ": " + what + " has " + std::to_string(list.size()) +
                                      " entries, expected " + std::to_string(n));
  }
  for (int64_t v : list) {
    if (v < min || v > kMaxWindowParam || v < -kMaxWindowParam) {
      fail(Status::InvalidArgument, std::string(op) + ": " + what + " value " + std::to_string(v) + " is not in [" +
                                        std::to_string(min) + ", 2^40]");
    }
  }
  return list;
}

// The number of window positions along one axis: the input extent n dilated by input_dilation,
// padded, and slid over by a window of `window` taps dilated by `dilation`. An empty axis gives
// 0; a window larger than a nonempty padded axis is an error, as Nx raises.
inline int64_t window_positions(int64_t n, int64_t input_dilation, int64_t low, int64_t high, int64_t window,
                                int64_t dilation, int64_t stride, const char* op, size_t axis) {
  if (n == 0) return 0;
  const __int128 padded = static_cast<__int128>(n - 1) * input_dilation + 1 + low + high;
  const __int128 span = window == 0 ? 0 : static_cast<__int128>(window - 1) * dilation + 1;
  if (padded < span) {
    fail(Status::InvalidArgument, std::string(op) + ": the window (dilated extent " +
                                      std::to_string(static_cast<int64_t>(span)) + ") does not fit axis " +
                                      std::to_string(axis) + " (padded extent " +
                                      std::to_string(static_cast<long long>(padded)) + ")");
  }
  const __int128 out = (padded - span) / stride + 1;
  if (out > (int64_t{1} << 62)) fail(Status::InvalidArgument, std::string(op) + ": result extent too large");
  return static_cast<int64_t>(out);
}

}  // namespace kiln::ops
