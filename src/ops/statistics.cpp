// Statistics built from other ops: logsumexp, softmax and log_softmax (the maximum subtracted
// first, so exp never overflows), var and std (two passes: squared deviations from the mean).
#include <algorithm>
#include <limits>

#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// The dtype the statistics compute in and return: floats keep theirs, the rest float32.
NodePtr as_float(const NodePtr& x) { return astype(x, float_result_type(x->dtype)); }

NodePtr scalar_like(const NodePtr& x, double value) { return full(*x->device, {}, value, x->dtype); }

// max(x) over axes (kept), an infinite or NaN maximum replaced by 0: subtracted from x, a row of
// -inf then gives exp() = 0 rather than NaN, and inf - inf never happens.
NodePtr finite_max(const NodePtr& x, const Axes& axes) {
  NodePtr m = reduce(Reduction::Max, x, axes, true);
  return where(unary(UnaryOp::IsFinite, m), m, scalar_like(m, 0.0));
}

NodePtr minus_max(const NodePtr& x, const Axes& axes) { return binary(BinaryOp::Subtract, x, finite_max(x, axes)); }

// log(sum(exp(shifted))) over axes, kept, for shifted = minus_max(x).
NodePtr log_sum_exp_shifted(const NodePtr& shifted, const Axes& axes) {
  return unary(UnaryOp::Log, reduce(Reduction::Sum, unary(UnaryOp::Exp, shifted), axes, true));
}

Shape reduced_shape(const NodePtr& x, const std::vector<int64_t>& axes, bool keepdims) {
  Shape out;
  for (size_t d = 0; d < x->shape.size(); ++d) {
    bool reduced = std::find(axes.begin(), axes.end(), static_cast<int64_t>(d)) != axes.end();
    if (!reduced) out.push_back(x->shape[d]);
    else if (keepdims) out.push_back(1);
  }
  return out;
}

int64_t reduced_count(const NodePtr& x, const std::vector<int64_t>& axes) {
  int64_t n = 1;
  for (int64_t a : axes) n *= x->shape[static_cast<size_t>(a)];
  return n;
}

// The variance in float32 for 16-bit floats (their squares overflow from 256 up), else in the
// result dtype; var and std round to the result dtype last.
NodePtr wide_variance(const NodePtr& x, const Axes& axes, double ddof, bool keepdims, const char* op) {
  const std::vector<int64_t> reduced = normalize_axes(axes, x->shape.size(), op);
  const DType result = float_result_type(x->dtype);
  NodePtr xf = astype(x, itemsize(result) == 2 ? DType::Float32 : result);
  NodePtr dev = binary(BinaryOp::Subtract, xf, reduce(Reduction::Mean, xf, reduced, true));
  NodePtr squares = reduce(Reduction::Sum, binary(BinaryOp::Multiply, dev, dev), reduced, keepdims);
  // As NumPy: count - ddof below zero divides by zero (inf, or NaN for a zero sum).
  const double divisor = std::max(static_cast<double>(reduced_count(x, reduced)) - ddof, 0.0);
  return binary(BinaryOp::Divide, squares, scalar_like(squares, divisor));
}

}  // namespace

NodePtr logsumexp(const NodePtr& x, const Axes& axes, bool keepdims) {
  const std::vector<int64_t> reduced = normalize_axes(axes, x->shape.size(), "logsumexp");
  NodePtr xf = as_float(x);
  const Shape out_shape = reduced_shape(x, reduced, keepdims);
  if (reduced_count(x, reduced) == 0 || x->size() == 0) {  // the log of an empty sum
    return full(*x->device, out_shape, -std::numeric_limits<double>::infinity(), xf->dtype);
  }
  NodePtr safe = finite_max(xf, reduced);
  NodePtr lse = log_sum_exp_shifted(binary(BinaryOp::Subtract, xf, safe), reduced);
  return reshape(binary(BinaryOp::Add, lse, safe), out_shape);
}

NodePtr softmax(const NodePtr& x, const Axes& axes) {
  const std::vector<int64_t> reduced = normalize_axes(axes, x->shape.size(), "softmax");
  NodePtr xf = as_float(x);
  if (xf->size() == 0) return xf;
  NodePtr e = unary(UnaryOp::Exp, minus_max(xf, reduced));
  return binary(BinaryOp::Divide, e, reduce(Reduction::Sum, e, reduced, true));
}

NodePtr log_softmax(const NodePtr& x, const Axes& axes) {
  const std::vector<int64_t> reduced = normalize_axes(axes, x->shape.size(), "log_softmax");
  NodePtr xf = as_float(x);
  if (xf->size() == 0) return xf;
  NodePtr shifted = minus_max(xf, reduced);
  return binary(BinaryOp::Subtract, shifted, log_sum_exp_shifted(shifted, reduced));
}


NodePtr var(const NodePtr& x, const Axes& axes, double ddof, bool keepdims) {
  return astype(wide_variance(x, axes, ddof, keepdims, "var"), float_result_type(x->dtype));
}

NodePtr std_dev(const NodePtr& x, const Axes& axes, double ddof, bool keepdims) {
  NodePtr v = wide_variance(x, axes, ddof, keepdims, "std");
  return astype(unary(UnaryOp::Sqrt, v), float_result_type(x->dtype));
}

}  // namespace kiln::ops
