// Scans (cumulative sum, product, max, min and logcumsumexp) along one axis, in either direction.
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

DType output_type(ScanOp op, DType in) {
  switch (op_info(op).result) {
    case ResultRule::SumResult: return sum_result_type(in);
    case ResultRule::FloatResult: return float_result_type(in);
    default: return in;
  }
}

}  // namespace

NodePtr scan(ScanOp op, const NodePtr& x, int64_t axis, bool reverse) {
  const char* name = scan_name(op);
  const int64_t a = normalize_axes(std::vector<int64_t>{axis}, x->shape.size(), name).at(0);
  if (is_complex(x->dtype)) return complex_scan(op, x, a, reverse);
  NodePtr input = x;
  // logcumsumexp of integers and bool computes in float32; sums and products of bool count in
  // int64 (the kernels then see no bool for them), as the reductions do.
  if (op_info(op).operands == OperandRule::Float) input = astype(x, float_result_type(x->dtype));
  if (op_info(op).result == ResultRule::SumResult && is_bool(input->dtype)) input = astype(input, DType::Int64);
  OpParams params;
  params.scan = op;
  params.reverse = reverse;
  params.axes = {a};
  return make_kernel(name, OpKind::Scan, output_type(op, input->dtype), x->shape, *x->device, {input}, params);
}

}  // namespace kiln::ops
