// Complex tensors as float pairs. A complex64 tensor of shape S is read as a float32 view of shape
// S + [2] (real part first, the C99 and NumPy layout); every op defined for complex is built here
// from float ops on such views, so it runs on every device and fuses like any float op. No
// backend has complex kernels: make_kernel refuses a complex node (ops/graph.h), which is the
// clean UNSUPPORTED_DTYPE of every op not routed here (docs/architecture.md, "Complex dtypes").
#pragma once

#include <functional>

#include "ops/ops.h"

namespace kiln::ops {

// The float view S + [2] of complex z (any layout: the strides double, the pair axis is 1).
NodePtr complex_pairs(const NodePtr& z);
// The float view S of z's real (part 0) or imaginary (part 1) parts.
NodePtr complex_part(const NodePtr& z, int part);
// The complex tensor of dtype `dtype` whose float pairs are `pairs` (S + [2]), copied first when
// they are not compact.
NodePtr complex_from_pairs(const NodePtr& pairs, DType dtype);
// re + i im: floats of one dtype, broadcast together.
NodePtr complex_from_parts(const NodePtr& re, const NodePtr& im);

// The lane form, for ops computed from the parts: z's real (part 0) or imaginary (part 1) part
// broadcast along a pair axis, S + [2] (the last stride 0). Expressions of such views have the
// result's shape S + [2], and complex_from_lanes keeps lane 0 of the real part's expression and
// lane 1 of the imaginary part's: with the inputs read through views, the whole op is one
// elementwise group, one fused kernel writing the pairs (each lane computes both expressions).
NodePtr complex_lane(const NodePtr& z, int part);
NodePtr complex_from_lanes(const NodePtr& re, const NodePtr& im);

// The ops defined for complex, called by the general builders when an operand is complex (a,
// b, x and y with weak scalars already resolved). real/imag/conj/angle come here for every dtype.
NodePtr complex_astype(const NodePtr& x, DType dtype);
NodePtr complex_copy(const NodePtr& z);
NodePtr complex_where(const NodePtr& cond, const NodePtr& x, const NodePtr& y);
NodePtr complex_concatenate(const std::vector<NodePtr>& xs, int64_t axis);
NodePtr complex_pad(const NodePtr& z, const std::vector<int64_t>& before, const std::vector<int64_t>& after, double value);
NodePtr complex_take(const NodePtr& z, const NodePtr& indices, int64_t axis);  // axis normalized
NodePtr complex_unary(UnaryOp op, const NodePtr& x);
NodePtr complex_binary(BinaryOp op, const NodePtr& a, const NodePtr& b);
NodePtr complex_reduce(Reduction kind, const NodePtr& z, const Axes& axes, bool keepdims);
NodePtr complex_scan(ScanOp op, const NodePtr& z, int64_t axis, bool reverse);  // axis normalized
// f(a, b) for a float bilinear op f (matmul, dot_general), a or b complex: four real products.
NodePtr complex_bilinear(const NodePtr& a, const NodePtr& b, const std::function<NodePtr(const NodePtr&, const NodePtr&)>& f);

// The four ops whose meaning comes from complex numbers, lowered here for every dtype.
inline bool is_complex_part_op(UnaryOp op) {
  return op == UnaryOp::Real || op == UnaryOp::Imag || op == UnaryOp::Conj || op == UnaryOp::Angle;
}

}  // namespace kiln::ops
