// Reductions over any set of axes, and mean as a sum divided by the count.
#include <algorithm>
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

const char* reduction_name(Reduction kind) { return op_info(kind).name; }

ReduceOp kernel_op(Reduction kind) {
  switch (kind) {
    case Reduction::Sum: case Reduction::Mean: return ReduceOp::Sum;
    case Reduction::Prod: return ReduceOp::Prod;
    case Reduction::Max: return ReduceOp::Max;
    case Reduction::Min: return ReduceOp::Min;
    case Reduction::All: return ReduceOp::All;
    case Reduction::Any: return ReduceOp::Any;
    case Reduction::ArgMax: return ReduceOp::ArgMax;
    case Reduction::ArgMin: return ReduceOp::ArgMin;
    case Reduction::LogSumExp: case Reduction::Count: break;
  }
  fail(Status::Internal, "reduce: not a reduction");
}

DType output_type(ReduceOp op, DType in) {
  switch (op) {
    case ReduceOp::Sum: case ReduceOp::Prod: return sum_result_type(in);
    case ReduceOp::All: case ReduceOp::Any: return DType::Bool;
    case ReduceOp::ArgMax: case ReduceOp::ArgMin: return DType::Int64;
    default: return in;
  }
}

}  // namespace

NodePtr reduce(Reduction kind, const NodePtr& x, const Axes& axes, bool keepdims) {
  if (is_complex(x->dtype)) return complex_reduce(kind, x, axes, keepdims);
  if (kind == Reduction::LogSumExp) return logsumexp(x, axes, keepdims);
  const char* name = reduction_name(kind);
  std::vector<int64_t> reduced = normalize_axes(axes, x->shape.size(), name);
  bool is_arg = kind == Reduction::ArgMax || kind == Reduction::ArgMin;
  if (is_arg && axes && axes->size() > 1) fail(Status::InvalidArgument, std::string(name) + ": at most one axis");

  Shape kept, keep_shape;
  int64_t count = 1;
  for (size_t i = 0; i < x->shape.size(); ++i) {
    bool r = std::find(reduced.begin(), reduced.end(), static_cast<int64_t>(i)) != reduced.end();
    if (r) {
      count *= x->shape[i];
      keep_shape.push_back(1);
    } else {
      kept.push_back(x->shape[i]);
      keep_shape.push_back(x->shape[i]);
    }
  }
  bool needs_identity = kind == Reduction::Max || kind == Reduction::Min || is_arg;
  if (needs_identity && count == 0 && element_count(kept) > 0) {
    fail(Status::InvalidArgument, std::string(name) + ": reduction over an empty axis has no identity");
  }

  NodePtr input = x;
  DType mean_type = float_result_type(x->dtype);
  // 16-bit means sum in float32: a float16 sum of 4096 x 60000 would overflow before the division.
  if (kind == Reduction::Mean) input = astype(x, itemsize(mean_type) == 2 ? DType::Float32 : mean_type);
  ReduceOp op = kernel_op(kind);
  if ((op == ReduceOp::Sum || op == ReduceOp::Prod) && is_bool(input->dtype)) input = astype(input, DType::Int64);
  OpParams params;
  params.reduce = op;
  params.axes = reduced;
  NodePtr out = make_kernel(name, OpKind::Reduce, output_type(op, input->dtype), kept, *x->device, {input}, params);
  if (kind == Reduction::Mean) {
    NodePtr n = full(*x->device, {}, static_cast<double>(count), out->dtype);
    out = astype(binary(BinaryOp::Divide, out, n), mean_type);
  }
  return keepdims ? reshape(out, keep_shape) : out;
}

}  // namespace kiln::ops
