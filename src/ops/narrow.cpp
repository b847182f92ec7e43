// Ops on the narrow storage dtypes (float8, int2/int4, uint2/uint4; core/narrow_dtype.h): every
// kernel computes in the compute type, so no backend has kernels for these dtypes beyond the
// casts between each and its compute type. The float8s compute in float32 and round once per
// op; the sub-byte integers compute in int8/uint8 and wrap, which gives the same bits as
// wrapping at 2 or 4 bits after every op (2^bits divides 2^8).
#include "ops/narrow.h"

#include <cmath>
#include <string>

#include "core/error.h"
#include "core/narrow_dtype.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// The casts the backends run: a narrow dtype from or to its compute type, and copies.
bool direct_cast(DType from, DType to) {
  return from == to || (is_narrow(from) && to == compute_type(from)) || (is_narrow(to) && from == compute_type(to));
}

NodePtr cast_kernel(const NodePtr& x, DType dtype) {
  return make_kernel("astype", OpKind::Cast, dtype, x->shape, *x->device, {x});
}

}  // namespace

bool needs_widening(OpKind kind, DType dtype, const std::vector<NodePtr>& inputs) {
  if (kind == OpKind::Cast) {
    const DType from = inputs.at(0)->dtype;
    return (is_narrow(from) || is_narrow(dtype)) && !direct_cast(from, dtype);
  }
  if (is_narrow(dtype)) return true;
  for (const NodePtr& in : inputs) {
    if (is_narrow(in->dtype)) return true;
  }
  return false;
}

NodePtr widened_kernel(const char* op, OpKind kind, DType dtype, Shape shape, Device& device,
                       std::vector<NodePtr> inputs, OpParams params) {
  if (kind == OpKind::Cast) return narrow_astype(inputs.at(0), dtype);
  for (NodePtr& in : inputs) {
    if (is_narrow(in->dtype)) in = cast_kernel(in, compute_type(in->dtype));
  }
  // An integer arange counts in int64, so that it wraps at 2 or 4 bits as Nx's iota does (int8
  // would saturate past 127).
  const DType wide = kind == OpKind::Arange && is_integer(dtype) ? DType::Int64 : compute_type(dtype);
  if (params.has_fill && is_integer(dtype) && is_narrow(dtype)) {
    // A fill (pad's value) saturates at the narrow type's own limits, as kiln_full's does.
    params.fill = std::fmin(std::fmax(params.fill, narrow_int_min(dtype)), narrow_int_max(dtype));
  }
  NodePtr out = make_kernel(op, kind, wide, std::move(shape), device, std::move(inputs), std::move(params));
  return is_narrow(dtype) ? astype(out, dtype) : out;
}

NodePtr narrow_astype(const NodePtr& x, DType dtype) {
  if (direct_cast(x->dtype, dtype)) return cast_kernel(x, dtype);
  if (is_narrow(x->dtype)) return astype(cast_kernel(x, compute_type(x->dtype)), dtype);
  // To a narrow dtype from another than its compute type.
  const DType wide = compute_type(dtype);
  NodePtr w = astype(x, wide);
  if (is_integer(dtype) && is_floating(x->dtype)) {
    // Floats saturate at the narrow type's limits (Kiln's float -> integer rule: the cast to the
    // 8-bit compute type saturated at its own); wider integers wrap through it (2^8 is a multiple
    // of 2^bits).
    w = clip(w, full(*x->device, {}, narrow_int_min(dtype), wide), full(*x->device, {}, narrow_int_max(dtype), wide));
  }
  return cast_kernel(w, dtype);
}

NodePtr sub_byte_bit_count(UnaryOp op, const NodePtr& x) {
  // Counted over the element's own bits: its unsigned value (the bits as they are) counted in
  // uint8, whose 8 - bits leading zeros clz then drops.
  const DType bits_type = bit_width(x->dtype) == 2 ? DType::UInt2 : DType::UInt4;
  NodePtr counted = unary(op, astype(astype(x, bits_type), DType::UInt8));
  if (op == UnaryOp::CountLeadingZeros) {
    counted = binary(BinaryOp::Subtract, counted, full(*x->device, {}, 8 - bit_width(x->dtype), DType::UInt8));
  }
  return astype(counted, x->dtype);
}

NodePtr sub_byte_bitcast(const NodePtr& x, DType dtype) {
  if (bit_width(x->dtype) != bit_width(dtype)) {
    fail(Status::UnsupportedDType, std::string("bitcast: ") + dtype_name(x->dtype) + " has " +
                                       std::to_string(bit_width(x->dtype)) + " bits, " + dtype_name(dtype) + " " +
                                       std::to_string(bit_width(dtype)));
  }
  // int4 <-> uint4 (int2 <-> uint2): Kiln holds the signed ones sign-extended, so the same bits
  // are a wrapping conversion, not a view of the byte.
  return astype(x, dtype);
}

}  // namespace kiln::ops
