// Composites over the linalg kernels and elementwise ops: vector and matrix norms (NumPy's
// definitions) and least squares through the SVD (numpy.linalg.lstsq's solution).
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// Norms keep float dtypes; integers and bool compute in float64 (NumPy's result).
// The values whose norms are taken: floats as they are, complex as their moduli (every norm here
// but the singular-value ones depends only on them), integers and bool as float64.
NodePtr as_float(const NodePtr& x) {
  if (is_complex(x->dtype)) return unary(UnaryOp::Abs, x);
  return is_floating(x->dtype) ? x : astype(x, DType::Float64);
}

NodePtr scalar_like(const NodePtr& x, double v) { return full(*x->device, {}, v, x->dtype); }

NodePtr reduce_axes(Reduction r, const NodePtr& x, std::vector<int64_t> axes, bool keepdims) {
  return reduce(r, x, Axes(std::move(axes)), keepdims);
}

}  // namespace

NodePtr linalg_vector_norm(const NodePtr& x_in, double ord, const Axes& axes, bool keepdims) {
  if (std::isnan(ord)) fail(Status::InvalidArgument, "vector_norm: ord is NaN");
  NodePtr x = as_float(x_in);
  NodePtr a = unary(UnaryOp::Abs, x);
  if (std::isinf(ord)) return reduce(ord > 0 ? Reduction::Max : Reduction::Min, a, axes, keepdims);
  if (ord == 0) {
    return astype(reduce(Reduction::Sum, binary(BinaryOp::NotEqual, a, scalar_like(a, 0.0)), axes, keepdims), x->dtype);
  }
  if (ord == 1) return reduce(Reduction::Sum, a, axes, keepdims);
  if (ord == 2) return unary(UnaryOp::Sqrt, reduce(Reduction::Sum, unary(UnaryOp::Square, a), axes, keepdims));
  NodePtr sum = reduce(Reduction::Sum, binary(BinaryOp::Power, a, scalar_like(a, ord)), axes, keepdims);
  return binary(BinaryOp::Power, sum, scalar_like(sum, 1.0 / ord));
}

NodePtr linalg_matrix_norm(const NodePtr& x_in, MatrixNorm ord, bool keepdims) {
  const char* op = "matrix_norm";
  if (x_in->shape.size() < 2) {
    fail(Status::InvalidArgument, std::string(op) + ": x must have at least two dimensions, got shape " +
                                      shape_string(x_in->shape));
  }
  const bool singular = ord == MatrixNorm::Nuc || ord == MatrixNorm::Two || ord == MatrixNorm::NegTwo;
  // The singular values of a complex matrix are its own; the other norms read |x|.
  NodePtr x = singular && is_complex(x_in->dtype) ? x_in : as_float(x_in);
  NodePtr r;
  switch (ord) {
    case MatrixNorm::Fro: r = unary(UnaryOp::Sqrt, reduce_axes(Reduction::Sum, unary(UnaryOp::Square, x), {-2, -1}, false)); break;
    case MatrixNorm::Nuc: r = reduce_axes(Reduction::Sum, linalg_svd(x, false, false).at(0), {-1}, false); break;
    case MatrixNorm::Two:
    case MatrixNorm::NegTwo:
      r = reduce_axes(ord == MatrixNorm::Two ? Reduction::Max : Reduction::Min, linalg_svd(x, false, false).at(0), {-1}, false);
      break;
    case MatrixNorm::One:
    case MatrixNorm::NegOne:
    case MatrixNorm::Inf:
    case MatrixNorm::NegInf: {
      const bool columns = ord == MatrixNorm::One || ord == MatrixNorm::NegOne;
      const bool largest = ord == MatrixNorm::One || ord == MatrixNorm::Inf;
      NodePtr sums = reduce_axes(Reduction::Sum, unary(UnaryOp::Abs, x), {columns ? -2 : -1}, false);
      r = reduce_axes(largest ? Reduction::Max : Reduction::Min, sums, {-1}, false);
      break;
    }
    default: fail(Status::InvalidArgument, std::string(op) + ": ord is not a kiln_matrix_norm value");
  }
  return keepdims ? expand_dims(r, {-2, -1}) : r;
}

NodePtr linalg_lstsq(const NodePtr& a_in, const NodePtr& b_in, double rcond) {
  const char* op = "lstsq";
  common_device({a_in, b_in}, op);
  if (a_in->shape.size() < 2) {
    fail(Status::InvalidArgument, std::string(op) + ": a must have at least two dimensions, got shape " +
                                      shape_string(a_in->shape));
  }
  if (b_in->shape.empty()) fail(Status::InvalidArgument, std::string(op) + ": b must have at least one dimension");
  if (std::isnan(rcond)) fail(Status::InvalidArgument, std::string(op) + ": rcond is NaN");
  const bool vector = b_in->shape.size() == 1;
  NodePtr b = vector ? expand_dims(b_in, {1}) : b_in;
  const int64_t m = a_in->shape[a_in->shape.size() - 2], n = a_in->shape.back();
  if (b->shape[b->shape.size() - 2] != m) {
    fail(Status::ShapeMismatch, std::string(op) + ": a " + shape_string(a_in->shape) + " and b " +
                                    shape_string(b_in->shape) + " do not match (b needs a's m rows)");
  }
  std::vector<NodePtr> usv = linalg_svd(a_in, false, true);  // checks a's dtype, computes in its float
  if (std::min(m, n) == 0) {  // no singular values: the minimum-norm solution is 0
    Shape shape = broadcast_shapes(Shape(a_in->shape.begin(), a_in->shape.end() - 2),
                                   Shape(b->shape.begin(), b->shape.end() - 2), op);
    shape.push_back(n);
    if (!vector) shape.push_back(b->shape.back());
    return full(*a_in->device, shape, 0.0, usv[1]->dtype);
  }
  const DType dtype = usv[1]->dtype;
  b = astype(b, dtype);
  if (rcond < 0) rcond = double(std::max(m, n)) * (dtype == DType::Float32 ? 0x1p-23 : 0x1p-52);
  const NodePtr& s = usv[1];
  NodePtr cutoff = binary(BinaryOp::Multiply, reduce_axes(Reduction::Max, s, {-1}, true), scalar_like(s, rcond));
  NodePtr keep = binary(BinaryOp::Greater, s, cutoff);
  NodePtr one = scalar_like(s, 1.0), zero = scalar_like(s, 0.0);
  NodePtr s_inv = where(keep, unary(UnaryOp::Reciprocal, where(keep, s, one)), zero);
  auto mT = [](const NodePtr& x) {  // the conjugate transpose
    std::vector<int64_t> perm(x->shape.size());
    for (size_t i = 0; i < perm.size(); ++i) perm[i] = static_cast<int64_t>(i);
    std::swap(perm[perm.size() - 1], perm[perm.size() - 2]);
    NodePtr t = transpose(x, perm);
    return is_complex(t->dtype) ? unary(UnaryOp::Conj, t) : t;
  };
  // x = vh^H diag(s_inv) u^H b
  NodePtr ub = matmul(mT(usv[0]), b);
  NodePtr x = matmul(mT(usv[2]), binary(BinaryOp::Multiply, ub, expand_dims(s_inv, {-1})));
  return vector ? squeeze(x, std::vector<int64_t>{static_cast<int64_t>(x->shape.size()) - 1}) : x;
}

}  // namespace kiln::ops
