// Conv on the CPU: per block of output positions, the input offset of every kernel tap is found
// once (window_taps.h); float32/float64 then gather an im2col block per (batch, group) and call
// CBLAS, the other dtypes run a direct loop (16-bit floats accumulate in float32, integers wrap).
#include <algorithm>
#include <cstring>
#include <type_traits>
#include <vector>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/window_taps.h"

#ifdef KILN_HAVE_CBLAS
#include <cblas.h>

#include "backend/cpu/blas_gate.h"
#endif

namespace kiln::cpu {

namespace {

// The accumulator: float for 16-bit floats, the dtype itself for float32/float64, 64-bit
// unsigned integers for every integer dtype (wrapping sums, truncated when stored).
template <DType D>
using conv_acc_t = std::conditional_t<kIsFloat<D>, compute_t<D>, uint64_t>;

template <DType D>
inline conv_acc_t<D> widen(storage_t<D> v) {
  if constexpr (kIsFloat<D>) {
    return load<D>(v);
  } else {
    return static_cast<uint64_t>(static_cast<int64_t>(v));
  }
}

struct ConvShape {
  int64_t batch_out, out_features, groups, group_out, group_in, in_channels;
  bool batch_grouped;
  WindowGeometry g;
  // The input batch and first channel that output batch b's group gi reads.
  int64_t in_batch(int64_t b, int64_t gi) const { return batch_grouped ? gi * batch_out + b : b; }
  int64_t in_channel(int64_t gi) const { return batch_grouped ? 0 : gi * group_in; }
};

template <DType D>
void conv_direct(Node& node, const ConvShape& s, const char* op) {
  using S = storage_t<D>;
  const S* in = reinterpret_cast<const S*>(node_data(*node.inputs[0], op));
  const S* w = reinterpret_cast<const S*>(node_data(*node.inputs[1], op));
  S* out = reinterpret_cast<S*>(node_data(node, op));
  const int64_t spatial = s.g.in_size(), taps_n = s.g.window_size(), positions = s.g.out_size();
  const int64_t block = positions_per_block(taps_n, positions);
  std::vector<int64_t> taps;
  for (int64_t p0 = 0; p0 < positions; p0 += block) {
    const int64_t count = std::min(block, positions - p0);
    window_taps(s.g, p0, count, taps);
    // One task per (output batch, output feature).
    parallel_for(s.batch_out * s.out_features, std::max<int64_t>(1, kGrain / std::max<int64_t>(count * taps_n * s.group_in, 1)),
                 [&](int64_t begin, int64_t end) {
                   std::vector<conv_acc_t<D>> acc(static_cast<size_t>(count));
                   for (int64_t r = begin; r < end; ++r) {
                     const int64_t b = r / s.out_features, o = r % s.out_features, gi = o / s.group_out;
                     const S* x = in + (s.in_batch(b, gi) * s.in_channels + s.in_channel(gi)) * spatial;
                     const S* wo = w + o * s.group_in * taps_n;
                     std::fill(acc.begin(), acc.end(), conv_acc_t<D>(0));
                     for (int64_t c = 0; c < s.group_in; ++c) {
                       for (int64_t t = 0; t < taps_n; ++t) {
                         const conv_acc_t<D> wv = widen<D>(wo[c * taps_n + t]);
                         const int64_t* tap = taps.data() + t * count;
                         const S* xc = x + c * spatial;
                         for (int64_t j = 0; j < count; ++j) {
                           if (tap[j] >= 0) acc[static_cast<size_t>(j)] += wv * widen<D>(xc[tap[j]]);
                         }
                       }
                     }
                     S* dst = out + r * positions + p0;
                     for (int64_t j = 0; j < count; ++j) {
                       if constexpr (kIsFloat<D>) {
                         dst[j] = store<D>(static_cast<compute_t<D>>(acc[static_cast<size_t>(j)]));
                       } else {
                         dst[j] = static_cast<S>(acc[static_cast<size_t>(j)]);
                       }
                     }
                   }
                 });
  }
}

#ifdef KILN_HAVE_CBLAS
template <DType D>
void conv_gemm(Node& node, const ConvShape& s, const char* op) {
  using S = storage_t<D>;
  const S* in = reinterpret_cast<const S*>(node_data(*node.inputs[0], op));
  const S* w = reinterpret_cast<const S*>(node_data(*node.inputs[1], op));
  S* out = reinterpret_cast<S*>(node_data(node, op));
  const int64_t spatial = s.g.in_size(), taps_n = s.g.window_size(), positions = s.g.out_size();
  const int64_t depth = s.group_in * taps_n;  // the GEMM's K
  const int64_t block = positions_per_block(depth, positions);
  std::vector<int64_t> taps;
  std::vector<S> col;
  for (int64_t p0 = 0; p0 < positions; p0 += block) {
    const int64_t count = std::min(block, positions - p0);
    window_taps(s.g, p0, count, taps);
    col.resize(static_cast<size_t>(depth * count));
    for (int64_t b = 0; b < s.batch_out; ++b) {
      for (int64_t gi = 0; gi < s.groups; ++gi) {
        const S* x = in + (s.in_batch(b, gi) * s.in_channels + s.in_channel(gi)) * spatial;
        parallel_for(depth, std::max<int64_t>(1, kGrain / std::max<int64_t>(count, 1)), [&](int64_t r0, int64_t r1) {
          for (int64_t r = r0; r < r1; ++r) {
            const S* xc = x + (r / taps_n) * spatial;
            const int64_t* tap = taps.data() + (r % taps_n) * count;
            S* row = col.data() + r * count;
            for (int64_t j = 0; j < count; ++j) row[j] = tap[j] >= 0 ? xc[tap[j]] : S(0);
          }
        });
        const S* wg = w + gi * s.group_out * depth;
        S* dst = out + (b * s.out_features + gi * s.group_out) * positions + p0;
        const int m = static_cast<int>(s.group_out), n = static_cast<int>(count), k = static_cast<int>(depth);
        blas_call(static_cast<double>(m) * n * k > kBlasSmallWork, [&] {
          if constexpr (D == DType::Float32) {
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f, wg, k, col.data(), n, 0.0f, dst,
                        static_cast<int>(positions));
          } else {
            cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0, wg, k, col.data(), n, 0.0, dst,
                        static_cast<int>(positions));
          }
        });
      }
    }
  }
}
#endif

}  // namespace

void run_conv(Node& node) {
  const char* op = "conv";
  const Node& input = *node.inputs.at(0);
  const Node& kernel = *node.inputs.at(1);
  const WindowParams& p = node.params.window;
  const size_t rank = node.shape.size();
  if (!input.contiguous() || !kernel.contiguous() || input.dtype != node.dtype || kernel.dtype != node.dtype ||
      rank < 3 || p.strides.size() != rank - 2) {
    fail(Status::Internal, "conv: expects compact operands of the result's dtype");
  }
  ConvShape s{};
  s.batch_out = node.shape[0];
  s.out_features = node.shape[1];
  s.batch_grouped = p.batch_groups > 1;
  s.groups = p.batch_groups * p.feature_groups;
  s.group_out = s.out_features / s.groups;
  s.group_in = kernel.shape[1];
  s.in_channels = input.shape[1];
  s.g.in.assign(input.shape.begin() + 2, input.shape.end());
  s.g.window.assign(kernel.shape.begin() + 2, kernel.shape.end());
  s.g.out.assign(node.shape.begin() + 2, node.shape.end());
  s.g.p = &p;
  if (node.size() == 0) return;
  if (s.group_in * s.g.window_size() == 0) {  // empty sums
    std::memset(node_data(node, op), 0, node.nbytes());
    return;
  }
  dispatch_dtype(node.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    if constexpr (kIsBool<D>) {
      fail(Status::Internal, "conv: bool operands");
    } else {
#ifdef KILN_HAVE_CBLAS
      const bool fits_int = s.group_in * s.g.window_size() < (int64_t{1} << 31) && s.g.out_size() < (int64_t{1} << 31) &&
                            s.group_out < (int64_t{1} << 31);
      if constexpr (D == DType::Float32 || D == DType::Float64) {
        if (fits_int) return conv_gemm<D>(node, s, op);
      }
#endif
      conv_direct<D>(node, s, op);
    }
  });
}

// A convolution's patches (OpKind::Im2col): row (n, position) of out holds, for each channel and
// tap, the input element the tap reads (window_taps.h), or zero in the padding. Values move as
// raw bytes.
void run_im2col(Node& node) {
  const char* op = "im2col";
  const Node& input = *node.inputs.at(0);
  const WindowParams& p = node.params.window;
  const size_t ns = input.shape.size() - 2;
  if (!input.contiguous() || input.dtype != node.dtype || node.shape.size() != 2 * ns + 2 || p.strides.size() != ns) {
    fail(Status::Internal, "im2col: expects a compact input of the result's dtype");
  }
  if (node.size() == 0) return;
  WindowGeometry g;
  g.in.assign(input.shape.begin() + 2, input.shape.end());
  g.out.assign(node.shape.begin() + 1, node.shape.begin() + 1 + static_cast<int64_t>(ns));
  g.window.assign(node.shape.begin() + 2 + static_cast<int64_t>(ns), node.shape.end());
  g.p = &p;
  const size_t item = itemsize(node.dtype);
  const int64_t channels = input.shape[1], plane = g.in_size(), taps = g.window_size(), positions = g.out_size();
  const int64_t depth = channels * taps, block = positions_per_block(taps, positions);
  const int64_t blocks = (positions + block - 1) / block;
  const auto* x = reinterpret_cast<const uint8_t*>(node_data(input, op));
  auto* out = reinterpret_cast<uint8_t*>(node_data(node, op));
  parallel_for(input.shape[0] * blocks, 1, [&](int64_t begin, int64_t end) {
    std::vector<int64_t> offsets;
    for (int64_t b = begin; b < end; ++b) {
      const int64_t n = b / blocks, first = (b % blocks) * block, count = std::min(block, positions - first);
      window_taps(g, first, count, offsets);
      const uint8_t* image = x + static_cast<size_t>(n * channels * plane) * item;
      for (int64_t j = 0; j < count; ++j) {
        uint8_t* row = out + static_cast<size_t>((n * positions + first + j) * depth) * item;
        for (int64_t c = 0; c < channels; ++c) {
          for (int64_t t = 0; t < taps; ++t) {
            const int64_t offset = offsets[static_cast<size_t>(t * count + j)];
            uint8_t* d = row + static_cast<size_t>(c * taps + t) * item;
            if (offset >= 0) {
              std::memcpy(d, image + static_cast<size_t>(c * plane + offset) * item, item);
            } else {
              std::memset(d, 0, item);
            }
          }
        }
      }
    }
  });
}

}  // namespace kiln::cpu
