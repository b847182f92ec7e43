// Convolution with Nx's conv semantics in the canonical layout: one Conv kernel over compact
// operands of the promoted dtype (core/window_params.h holds the geometry).
#include <algorithm>
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"
#include "ops/window_geometry.h"

namespace kiln::ops {

namespace {

std::string shape_text(const Shape& s) {
  std::string out = "(";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + (s.size() == 1 ? ",)" : ")");
}

// A 1x1 convolution without strides, padding, dilation or groups is a matrix product per image:
// out[n] = W [O, C] @ x[n] [C, spatial]. The matmul kernels are the tuned ones (issue 19: the
// ResNet 1x1 layer ran at 0.48x cuDNN through the convolution kernel).
bool pointwise(const NodePtr& kernel, const WindowParams& g) {
  for (size_t i = 2; i < kernel->shape.size(); ++i) {
    const size_t a = i - 2;
    if (kernel->shape[i] != 1 || g.strides[a] != 1 || g.pad_low[a] != 0 || g.pad_high[a] != 0 ||
        g.input_dilation[a] != 1 || g.dilation[a] != 1) {
      return false;
    }
  }
  return g.feature_groups == 1 && g.batch_groups == 1;
}

// Whether the geometry reads each patch from a plainly padded input: one group, no input
// dilation, no cropping (negative padding), at most three spatial axes (OpKind::Im2col's).
bool plain_patches(const WindowParams& g) {
  for (size_t a = 0; a < g.strides.size(); ++a) {
    if (g.input_dilation[a] != 1 || g.pad_low[a] < 0 || g.pad_high[a] < 0) return false;
  }
  return g.feature_groups == 1 && g.batch_groups == 1 && !g.strides.empty() && g.strides.size() <= 3;
}

// The convolution as [N * positions, C * taps] @ [C * taps, O]: the input's patches
// (OpKind::Im2col: compact, zero in the padding) times the kernel read transposed; the
// [N, positions, O] product is then transposed to [N, O, positions...].
NodePtr patch_product(const NodePtr& input, const NodePtr& kernel, const WindowParams& g, const Shape& shape, DType t,
                      Device& device) {
  const size_t rank = input->shape.size();
  Shape patches_shape = {input->shape[0]};
  for (size_t a = 0; a + 2 < rank; ++a) patches_shape.push_back(shape[a + 2]);  // positions
  patches_shape.push_back(input->shape[1]);
  for (size_t a = 0; a + 2 < rank; ++a) patches_shape.push_back(kernel->shape[a + 2]);  // taps
  const int64_t batch = shape[0], features = shape[1], positions = trailing_count(shape, 2);
  const int64_t depth = trailing_count(kernel->shape, 1);
  OpParams params;
  params.window = g;
  NodePtr patches = make_kernel("conv", OpKind::Im2col, t, patches_shape, device, {contiguous(astype(input, t))}, params);
  NodePtr weights = transpose(reshape(contiguous(astype(kernel, t)), {features, depth}), std::vector<int64_t>{1, 0});
  NodePtr product = reshape(matmul(reshape(patches, {batch * positions, depth}), weights), {batch, positions, features});
  return reshape(contiguous(transpose(product, std::vector<int64_t>{0, 2, 1})), shape);
}

}  // namespace

NodePtr conv(const NodePtr& input, const NodePtr& kernel, WindowParams g) {
  const char* op = "conv";
  Device& device = common_device({input, kernel}, op);
  const size_t rank = input->shape.size();
  if (rank < 3) fail(Status::InvalidArgument, std::string(op) + ": input must have rank >= 3 ([batch, features, spatial...]), got " + shape_text(input->shape));
  if (kernel->shape.size() != rank) {
    fail(Status::ShapeMismatch, std::string(op) + ": kernel " + shape_text(kernel->shape) + " and input " +
                                    shape_text(input->shape) + " differ in rank");
  }
  const size_t ns = rank - 2;
  g.strides = window_list(g.strides, ns, 1, 1, op, "strides");
  g.pad_low = window_list(g.pad_low, ns, 0, -kMaxWindowParam, op, "padding_low");
  g.pad_high = window_list(g.pad_high, ns, 0, -kMaxWindowParam, op, "padding_high");
  g.input_dilation = window_list(g.input_dilation, ns, 1, 1, op, "input_dilation");
  g.dilation = window_list(g.dilation, ns, 1, 1, op, "kernel_dilation");
  const int64_t fg = g.feature_groups, bg = g.batch_groups;
  if (fg < 1 || bg < 1 || fg > kMaxWindowParam || bg > kMaxWindowParam) {
    fail(Status::InvalidArgument, std::string(op) + ": feature_group_size and batch_group_size must be >= 1");
  }
  if (fg != 1 && bg != 1) fail(Status::InvalidArgument, std::string(op) + ": feature_group_size or batch_group_size must be 1");
  const int64_t batch = input->shape[0], channels = input->shape[1];
  const int64_t out_features = kernel->shape[0], kernel_channels = kernel->shape[1];
  if (channels != kernel_channels * fg) {
    fail(Status::ShapeMismatch, std::string(op) + ": input features " + std::to_string(channels) +
                                    " != kernel in_features " + std::to_string(kernel_channels) +
                                    " * feature_group_size " + std::to_string(fg));
  }
  if (out_features % fg != 0 || out_features % bg != 0) {
    fail(Status::InvalidArgument, std::string(op) + ": kernel out_features " + std::to_string(out_features) +
                                      " is not divisible by the group size");
  }
  if (batch % bg != 0) {
    fail(Status::InvalidArgument, std::string(op) + ": batch " + std::to_string(batch) +
                                      " is not divisible by batch_group_size " + std::to_string(bg));
  }
  const DType t = promote_types(input->dtype, kernel->dtype);
  if (t == DType::Bool) fail(Status::UnsupportedDType, std::string(op) + ": bool operands are not supported");
  refuse_complex(op, t);  // as every kernel op: the matmul paths below would otherwise take complex
  Shape shape = {batch / bg, out_features};
  for (size_t i = 0; i < ns; ++i) {
    shape.push_back(window_positions(input->shape[i + 2], g.input_dilation[i], g.pad_low[i], g.pad_high[i],
                                     kernel->shape[i + 2], g.dilation[i], g.strides[i], op, i + 2));
  }
  if (pointwise(kernel, g)) {
    const NodePtr x = reshape(astype(input, t), {batch, channels, trailing_count(input->shape, 2)});
    return reshape(matmul(reshape(astype(kernel, t), {out_features, channels}), x), shape);
  }
  if (plain_patches(g) && element_count(shape) > 0 && channels > 0) {
    ConvSizes sizes;
    sizes.dtype = t;
    sizes.spatial_rank = static_cast<int64_t>(ns);
    sizes.channels = channels;
    sizes.taps = trailing_count(kernel->shape, 2);
    sizes.out_features = out_features;
    sizes.positions = trailing_count(shape, 2);
    sizes.kernel_extents.assign(kernel->shape.begin() + 2, kernel->shape.end());
    sizes.strides = g.strides;
    sizes.dilation = g.dilation;
    const double patch_bytes =
        double(batch) * double(sizes.positions) * double(channels) * double(sizes.taps) * double(itemsize(t));
    sizes.patch_bytes = static_cast<uint64_t>(std::min(patch_bytes, 0x1p62));
    if (patch_bytes < 0x1p62 && device.backend().conv_as_patch_product(sizes)) {
      return patch_product(input, kernel, g, shape, t, device);
    }
  }
  OpParams params;
  params.window = std::move(g);
  return make_kernel(op, OpKind::Conv, t, shape, device, {contiguous(astype(input, t)), contiguous(astype(kernel, t))},
                     params);
}

}  // namespace kiln::ops
