// The operations, as graph builders: argument checks, broadcasting, type promotion and shape
// inference happen here; nothing is computed. Knows no backend.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "core/device.h"
#include "core/node.h"

namespace kiln::ops {

using Axes = std::optional<std::vector<int64_t>>;  // nullopt = every axis

// Creation
// An evaluated constant whose storage is allocated on `device` but not yet written (after the
// same checks as constant()): for callers that fill it themselves.
NodePtr allocated_constant(Device& device, DType dtype, const Shape& shape);
NodePtr constant(Device& device, DType dtype, const Shape& shape, const void* data);
NodePtr full(Device& device, const Shape& shape, double value, DType dtype);
NodePtr arange(Device& device, double start, double stop, double step, DType dtype);
NodePtr eye(Device& device, int64_t n, int64_t m, int64_t k, DType dtype);
NodePtr copy(const NodePtr& x);        // always a new buffer, made on x's device
NodePtr contiguous(const NodePtr& x);  // x itself when already compact row-major

// Elementwise
NodePtr unary(UnaryOp op, const NodePtr& x);
NodePtr binary(BinaryOp op, const NodePtr& a, const NodePtr& b);
NodePtr where(const NodePtr& cond, const NodePtr& x, const NodePtr& y);
NodePtr clip(const NodePtr& x, const NodePtr& lo, const NodePtr& hi);  // lo/hi may be null
NodePtr astype(const NodePtr& x, DType dtype);
NodePtr bitcast(const NodePtr& x, DType dtype);

// Reductions
using kiln::Reduction;  // from abi/ops.json (core/op_table.gen.h)
NodePtr reduce(Reduction kind, const NodePtr& x, const Axes& axes, bool keepdims);

// Statistics (composites, src/ops/statistics.cpp): results are float (integers give float32).
NodePtr logsumexp(const NodePtr& x, const Axes& axes, bool keepdims);
NodePtr softmax(const NodePtr& x, const Axes& axes);
NodePtr log_softmax(const NodePtr& x, const Axes& axes);
NodePtr var(const NodePtr& x, const Axes& axes, double ddof, bool keepdims);
NodePtr std_dev(const NodePtr& x, const Axes& axes, double ddof, bool keepdims);

// Random numbers from an explicit key (uint32 [2]), src/ops/random.cpp; kiln.h says how values
// come from the Threefry-2x32 bits.
NodePtr random_bits(const NodePtr& key, const Shape& shape, DType dtype, const char* op = "random_bits");
NodePtr random_uniform(const NodePtr& key, const Shape& shape, double low, double high, DType dtype);
NodePtr random_normal(const NodePtr& key, const Shape& shape, DType dtype);
NodePtr random_randint(const NodePtr& key, const Shape& shape, int64_t low, int64_t high, DType dtype);
NodePtr random_bernoulli(const NodePtr& key, double p, const Shape& shape);

// Scans: op along one axis (from its end with reverse); the result has x's shape.
NodePtr scan(ScanOp op, const NodePtr& x, int64_t axis, bool reverse);

// Linear algebra
NodePtr matmul(const NodePtr& a, const NodePtr& b);

// Indexing: numpy.take along one axis; out-of-range indices are clamped (or caught by
// KILN_DEBUG=bounds when evaluated).
NodePtr take(const NodePtr& x, const NodePtr& indices, int64_t axis);
// numpy.take_along_axis (indices broadcast against x off the axis), clamped as take is.
NodePtr take_along_axis(const NodePtr& x, const NodePtr& indices, int64_t axis);
// Nx's gather / indexed_add / indexed_put (src/ops/gather_scatter.cpp): indices [..., K] address
// `axes` (K of them; nullopt: the first K), each component clamped into [0, n - 1].
NodePtr gather(const NodePtr& x, const NodePtr& indices, const Axes& axes);
NodePtr indexed_update(const NodePtr& x, const NodePtr& indices, const NodePtr& updates, const Axes& axes, bool accumulate);

// numpy.argwhere: int64 [count, ndim] coordinates of x's nonzero elements (evaluates the count).
NodePtr argwhere(const NodePtr& x);

// numpy.unique with counts and inverse (src/ops/unique.cpp): sorted distinct values (NaNs as
// one, last), int64 counts, int64 inverse of x's shape. Evaluates the number of distinct values.
struct UniqueResult {
  NodePtr values, counts, inverse;
};
UniqueResult unique(const NodePtr& x);

// numpy.searchsorted of v's values in the ascending 1-d a (NaN last): int64 of v's shape.
NodePtr searchsorted(const NodePtr& a, const NodePtr& v, bool right);

// Sorting (src/ops/sort.cpp), stable along one axis: ascending with NaN last, or descending (the
// exact reverse order: NaN first, equal elements still in their original order).
NodePtr argsort(const NodePtr& x, int64_t axis, bool descending);
NodePtr sort(const NodePtr& x, int64_t axis, bool descending);
// The k largest (or smallest) along the last axis, in order: values and their int64 positions.
std::pair<NodePtr, NodePtr> top_k(const NodePtr& x, int64_t k, bool smallest);

// Fused fast ops (src/ops/fast.cpp), MLX's fast.* semantics: normalization over the last axis
// (weight/bias may be null), and attention over [B, H, L, D] (mask may be null).
NodePtr rms_norm(const NodePtr& x, const NodePtr& weight, double eps);
NodePtr layer_norm(const NodePtr& x, const NodePtr& weight, const NodePtr& bias, double eps);
NodePtr scaled_dot_product_attention(const NodePtr& q, const NodePtr& k, const NodePtr& v, double scale,
                                     const NodePtr& mask, bool causal);

// Shape
NodePtr reshape(const NodePtr& x, Shape shape);  // one extent may be -1
NodePtr transpose(const NodePtr& x, const Axes& permutation);
NodePtr broadcast_to(const NodePtr& x, const Shape& shape);
NodePtr expand_dims(const NodePtr& x, const std::vector<int64_t>& axes);
NodePtr squeeze(const NodePtr& x, const Axes& axes);
NodePtr slice(const NodePtr& x, const std::vector<int64_t>& start, const std::vector<int64_t>& stop,
              const std::vector<int64_t>& step);
NodePtr concatenate(const std::vector<NodePtr>& xs, int64_t axis);
NodePtr stack(const std::vector<NodePtr>& xs, int64_t axis);
NodePtr pad(const NodePtr& x, const std::vector<int64_t>& before, const std::vector<int64_t>& after, double value);
NodePtr flip(const NodePtr& x, const Axes& axes);
// x itself as a view through which no gradient passes (src/autodiff); evaluating it costs nothing.
NodePtr stop_gradient(const NodePtr& x);

// Convolution and window ops (src/ops/conv.cpp, src/ops/window.cpp), Nx's semantics; the lists
// of `geometry` may be empty for their defaults (strides and dilations 1, padding 0).
NodePtr conv(const NodePtr& input, const NodePtr& kernel, WindowParams geometry);
// op: Sum, Prod, Max or Min over the windows (padding holds the reduction's identity).
NodePtr window_reduce(ReduceOp op, const NodePtr& x, WindowParams geometry);
// op: Max or Min; the result has x's shape and source's dtype.
NodePtr window_scatter(ReduceOp op, const NodePtr& x, const NodePtr& source, double init_value, WindowParams geometry);
// dot_general.cpp: Nx dot/6 (output: batch axes, a's free axes, b's free axes) on one Matmul.
NodePtr dot_general(const NodePtr& a, const std::vector<int64_t>& contract_a, const std::vector<int64_t>& batch_a,
                    const NodePtr& b, const std::vector<int64_t>& contract_b, const std::vector<int64_t>& batch_b);

// activation.cpp: the parameterised activations, composites that fuse.
NodePtr leaky_relu(const NodePtr& x, double negative_slope);
NodePtr elu(const NodePtr& x, double alpha);
// Linear algebra on the matrices in the last two axes, batched over the leading ones
// (src/ops/linalg_decompositions.cpp; kiln.h documents each). float32/float64 are computed as
// they are, integers and bool in float64; float16/bfloat16 are rejected.
NodePtr linalg_cholesky(const NodePtr& x, bool upper);
NodePtr linalg_triangular_solve(const NodePtr& a, const NodePtr& b, bool lower, bool left_side, bool transpose_a,
                                bool unit_diagonal);
std::vector<NodePtr> linalg_lu(const NodePtr& x);                  // p, l, u
std::vector<NodePtr> linalg_qr(const NodePtr& x, bool complete);   // q, r
std::vector<NodePtr> linalg_eigh(const NodePtr& x, bool vectors);  // w (, v)
std::vector<NodePtr> linalg_svd(const NodePtr& x, bool full_matrices, bool vectors);  // (u,) s (, vh)
NodePtr linalg_solve(const NodePtr& a, const NodePtr& b);
NodePtr linalg_inv(const NodePtr& x);
NodePtr linalg_det(const NodePtr& x);
std::vector<NodePtr> linalg_slogdet(const NodePtr& x);  // sign, log|det|
// Composites (src/ops/linalg_norms.cpp). MatrixNorm mirrors kiln_matrix_norm.
enum class MatrixNorm : int32_t { Fro, Nuc, One, NegOne, Two, NegTwo, Inf, NegInf };
NodePtr linalg_vector_norm(const NodePtr& x, double ord, const Axes& axes, bool keepdims);
NodePtr linalg_matrix_norm(const NodePtr& x, MatrixNorm ord, bool keepdims);
NodePtr linalg_lstsq(const NodePtr& a, const NodePtr& b, double rcond);

// Fourier transforms (src/ops/fft.cpp), NumPy's fftn/ifftn, rfftn and irfftn over `axes` (nullopt:
// every axis); `lengths` is empty or holds one transform length per axis. FftNorm mirrors kiln_fft_norm.
enum class FftNorm : int32_t { Backward, Ortho, Forward };
NodePtr fft(const NodePtr& x, const Axes& axes, const std::vector<int64_t>& lengths, FftNorm norm, bool inverse);
NodePtr rfft(const NodePtr& x, const Axes& axes, const std::vector<int64_t>& lengths, FftNorm norm);
NodePtr irfft(const NodePtr& x, const Axes& axes, const std::vector<int64_t>& lengths, FftNorm norm);

// Semantics front ends need (kiln.h documents each): XLA's Pad with interior and negative
// widths (src/ops/pad_general.cpp); DynamicSlice / DynamicUpdateSlice with device-side start
// indices (src/ops/dynamic_slice.cpp); a permutation from a Threefry key (src/ops/random_permutation.cpp).
NodePtr pad_general(const NodePtr& x, const std::vector<int64_t>& low, const std::vector<int64_t>& high,
                    const std::vector<int64_t>& interior, double value);
NodePtr dynamic_slice(const NodePtr& x, const NodePtr& starts, const std::vector<int64_t>& sizes);
NodePtr dynamic_update_slice(const NodePtr& x, const NodePtr& starts, const NodePtr& update);
NodePtr random_permutation(const NodePtr& key, int64_t n);

}  // namespace kiln::ops
