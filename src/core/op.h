// The operations a graph node can hold. src/ops builds nodes with these; each backend runs them.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/linalg.h"
#include "core/op_table.gen.h"
#include "core/shape.h"
#include "core/window_params.h"

namespace kiln {

class CollectiveCall;

enum class OpKind : uint8_t {
  Constant,  // data given at creation; always evaluated
  View,      // aliases inputs[0]'s storage with its own shape/strides/offset/dtype; no kernel
  Unary,     // out = f(in), dtypes per unary_output_is_bool
  Binary,    // both inputs share a dtype; out is that dtype or bool
  Where,     // inputs: cond (bool), x, y (same dtype)
  Cast,      // out dtype from the node; also the "make contiguous copy" op when dtypes match
  Reduce,    // params.reduce over params.axes (sorted, unique)
  Matmul,    // inputs (..., M, K) and (..., K, N) with equal batch shapes (broadcast views)
  Arange,    // out[i] = params.start + i * params.step
  Assemble,  // out filled with params.fill (if has_fill), then inputs[i] copied at placements[i]
  Take,      // inputs: x, contiguous int64 indices; out = x indexed along params.axes[0] (clamped);
             // params.along: take_along_axis (indices have the output's shape, core/take_layout.h)
  Scan,      // params.scan along params.axes[0], from its end when params.reverse; same shape
  RandomBits,  // uint32 word i of the Threefry-2x32 stream of inputs[0] (the key: uint32 [2]); float32: uniform [0, 1) from it
  Scatter,   // inputs: base [N, R], int64 rows [M] (in [0, N)), updates [M, R], all compact;
             // out = base with row rows[m] += updates[m] (params.accumulate) or = updates[m]
             // (the last m wins)
  Argsort,   // int64 positions that sort each last-axis row of compact inputs[0] stably,
             // ascending (NaN last) or, with params.descending, the exact reverse order
  Norm,      // inputs: compact x, then weight and bias [last] when params.has_weight/has_bias;
             // rms_norm (params.rms) or layer_norm over the last axis, params.eps
  Attention,  // inputs q, k, v [B, H(kv), L, D] (stride 1 along D), then the mask, a [B, H, Lq, Lk]
              // view, when params.has_mask; softmax(params.scale * q k^T + mask) v, params.causal
  Conv,      // inputs: compact input [N, C, S...], compact kernel [O, C / groups, K...] of the
             // node's dtype; params.window (core/window_params.h); out [N / batch_groups, O, ...]
  Im2col,    // a convolution's patches: compact input [N, C, S...] read as out [N, P..., C, K...]
             // compact (P: output positions, K: taps per spatial axis), zero where a tap falls
             // in the padding; params.window's strides, pad_low and dilation (spatial rank 1-3)
  WindowReduce,   // params.reduce (Sum/Prod/Max/Min) over the windows of compact inputs[0]
  WindowScatter,  // inputs: compact x, compact source (node dtype); params.reduce Max/Min picks,
                  // params.fill the initial value
  Linalg,    // params.linalg.op on the matrices in the last two axes of compact float inputs
             // (equal batch shapes); several results are packed per matrix (core/linalg.h)
  Fft,       // the unnormalised discrete Fourier transform (params.inverse: e^{+i...}) along axis
             // params.axes[0] of complex values held as compact float pairs S + [2] (the axis is
             // one of S); out has the input's shape and dtype (ops/fft.cpp scales and reshapes)
  Collective,  // params.collective: an exchange with the other ranks of a group, run on the host
               // between kernel segments (core/collective_call.h, src/distributed/)
};

// UnaryOp, BinaryOp, ReduceOp (kernel reductions) and Reduction (the API's, mean included) come
// from abi/ops.json with one OpInfo each (names, dtype rules, traits).
// Sum/Prod output sum_result_type(input); Max/Min keep the dtype; All/Any give bool;
// ArgMax/ArgMin give int64 (first occurrence; a NaN counts as the extreme, as in NumPy).

inline bool unary_output_is_bool(UnaryOp op) { return op_info(op).result == ResultRule::Bool; }
inline bool binary_output_is_bool(BinaryOp op) { return op_info(op).result == ResultRule::Bool; }

struct OpParams {
  UnaryOp unary = UnaryOp::Negative;
  BinaryOp binary = BinaryOp::Add;
  ReduceOp reduce = ReduceOp::Sum;
  ScanOp scan = ScanOp::CumSum;
  bool reverse = false;            // Scan
  bool along = false;              // Take: take_along_axis
  bool accumulate = false;         // Scatter: add (else put)
  bool descending = false;         // Argsort
  bool inverse = false;            // Fft
  bool stop_gradient = false;      // View: gradients do not pass through it (ops::stop_gradient)
  std::vector<int64_t> axes;       // Reduce, Take, Scan, Fft
  double start = 0.0, step = 0.0;  // Arange
  bool has_fill = false;           // Assemble
  double fill = 0.0;               // Assemble
  std::vector<Shape> placements;   // Assemble: index in the output where each input's [0,...] lands
  Shape placement_step;            // Assemble: output positions between placed neighbours, per axis (empty: 1)
  bool rms = false, has_weight = false, has_bias = false;  // Norm
  double eps = 0.0;                                        // Norm
  bool has_mask = false, causal = false;                   // Attention
  double scale = 1.0;                                      // Attention
  WindowParams window;             // Conv, WindowReduce, WindowScatter
  LinalgParams linalg;             // Linalg
  std::shared_ptr<const CollectiveCall> collective;  // Collective
};

inline const char* unary_name(UnaryOp op) { return op_info(op).name; }
inline const char* binary_name(BinaryOp op) { return op_info(op).name; }
inline const char* reduce_name(ReduceOp op) { return op_info(op).name; }
inline const char* scan_name(ScanOp op) { return op_info(op).name; }

}  // namespace kiln
