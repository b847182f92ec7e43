// The geometry of a convolution or a window op (Conv, WindowReduce, WindowScatter nodes): one
// entry per spatial axis (per axis of x for window ops), validated by src/ops.
#pragma once

#include <cstdint>
#include <vector>

namespace kiln {

struct WindowParams {
  std::vector<int64_t> window;          // window ops: window extent per axis
  std::vector<int64_t> strides;         // >= 1
  std::vector<int64_t> pad_low;         // may be negative (cropping)
  std::vector<int64_t> pad_high;
  std::vector<int64_t> dilation;        // window (kernel) dilation, >= 1
  std::vector<int64_t> input_dilation;  // Conv only, >= 1
  int64_t feature_groups = 1;           // Conv
  int64_t batch_groups = 1;             // Conv
};

}  // namespace kiln
