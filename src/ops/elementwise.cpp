// Elementwise ops: dtype rules (docs/dtypes.md), broadcasting, then one kernel node each.
#include <cstdint>
#include <cstring>
#include <string>

#include "core/device.h"
#include "core/error.h"
#include "core/scalar.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/narrow.h"
#include "ops/ops.h"
#include "ops/weak_scalar.h"

namespace kiln::ops {

namespace {

[[noreturn]] void dtype_error(const char* op, DType dtype) {
  fail(Status::UnsupportedDType, std::string(op) + " is not defined for " + dtype_name(dtype));
}

// The dtype the operands are converted to before the kernel runs, by the op's operand rule
// (abi/ops.json): t is the input dtype (binary: the promoted one).
DType operand_type(const OpInfo& info, DType t) {
  switch (info.operands) {
    case OperandRule::Float: return float_result_type(t);
    case OperandRule::NoBool: if (is_bool(t)) dtype_error(info.name, t); return t;
    case OperandRule::NoFloat: if (is_floating(t)) dtype_error(info.name, t); return t;
    case OperandRule::Integer: if (!is_integer(t)) dtype_error(info.name, t); return t;
    case OperandRule::Any: return t;
  }
  fail(Status::Internal, std::string(info.name) + ": unknown operand rule");
}

// A cast of a 0-d constant, made now as a constant of `dtype` when that dtype holds the value
// exactly (then every cast rule, rounding, truncation or wrapping, gives that value): no kernel
// in the eval, so a binding's literal cast to its tensor's dtype does not split a fused group.
// Null for any other value, which the Cast kernel converts by its own rules.
NodePtr cast_constant(const Node& x, DType dtype) {
  if (!x.element) return nullptr;
  const double value = load_scalar(x.element->bytes, x.dtype);
  unsigned char back[16], cast[16];
  store_scalar(value, x.dtype, back);
  store_scalar(value, dtype, cast);
  // Not folded: a 64-bit integer that rounded on its way to a double (it does not store back to
  // its bytes), a value the new dtype changes, and NaN (unequal to itself).
  if (std::memcmp(back, x.element->bytes, itemsize(x.dtype)) != 0 || !(load_scalar(cast, dtype) == value)) return nullptr;
  require_dtype_support(*x.device, dtype, "astype");
  return constant(*x.device, dtype, {}, cast);
}

}  // namespace

NodePtr astype(const NodePtr& x, DType dtype) {
  if (x->dtype == dtype) return x;
  if (is_complex(x->dtype) || is_complex(dtype)) return complex_astype(x, dtype);
  if (NodePtr folded = cast_constant(*x, dtype)) return folded;
  if (is_narrow(x->dtype) || is_narrow(dtype)) return narrow_astype(x, dtype);
  return make_kernel("astype", OpKind::Cast, dtype, x->shape, *x->device, {x});
}

NodePtr unary(UnaryOp op, const NodePtr& x) {
  if ((op == UnaryOp::PopulationCount || op == UnaryOp::CountLeadingZeros) && bit_width(x->dtype) < 8) {
    return sub_byte_bit_count(op, x);
  }
  if (is_complex_part_op(op) || is_complex(x->dtype)) return complex_unary(op, x);
  const char* name = unary_name(op);
  DType in = operand_type(op_info(op), x->dtype);
  OpParams params;
  params.unary = op;
  DType out = unary_output_is_bool(op) ? DType::Bool : in;
  return make_kernel(name, OpKind::Unary, out, x->shape, *x->device, {astype(x, in)}, params);
}

namespace {

// `x` as an operand of dtype `dtype` and shape `shape`: itself (one reference taken) when it
// already is, so the common case costs no node and no extra reference-count traffic.
NodePtr as_operand(const NodePtr& x, DType dtype, const Shape& shape) {
  if (x->dtype == dtype && x->shape == shape) return x;
  return broadcast_to(astype(x, dtype), shape);
}

// A weak scalar's resolved constant `x` as an operand (as_operand), kept on the weak scalar and
// taken again while dtype and shape are the same: a tensor's loop with a literal then makes no
// broadcast node a step (WeakScalar::operand). Only an operand of x's own dtype is kept: the value
// then depends on the number and the dtype alone, where a cast's would also depend on the dtype
// the number was resolved to first (and might be a kernel still to run).
NodePtr weak_operand(WeakScalar* weak, const NodePtr& x, DType dtype, const Shape& shape) {
  if (!weak || x->dtype != dtype) return as_operand(x, dtype, shape);
  NodePtr& kept = weak->operand;
  if (!kept || kept->dtype != dtype || kept->shape != shape) kept = as_operand(x, dtype, shape);
  return kept;
}

// binary() once weak scalars are resolved (`weak_a`/`weak_b`: the weak scalar `a`/`b` stands for,
// else null). Built step by step so that nothing is copied: this is every binary op's path (the
// 1000-op chain's build time, issue 15).
NodePtr binary_resolved(BinaryOp op, const char* name, const NodePtr& a, const NodePtr& b, WeakScalar* weak_a = nullptr,
                        WeakScalar* weak_b = nullptr) {
  if (is_complex(a->dtype) || is_complex(b->dtype)) return complex_binary(op, a, b);
  Device& device = common_device({a.get(), b.get()}, name);
  DType in = operand_type(op_info(op), promote_types(a->dtype, b->dtype));
  Shape shape = broadcast_shapes(a->shape, b->shape, name);
  OpParams params;
  params.binary = op;
  DType out = binary_output_is_bool(op) ? DType::Bool : in;
  std::vector<NodePtr> inputs;
  inputs.reserve(2);
  inputs.push_back(weak_operand(weak_a, a, in, shape));
  inputs.push_back(weak_operand(weak_b, b, in, shape));
  return make_kernel(name, OpKind::Binary, out, std::move(shape), device, std::move(inputs), std::move(params));
}

}  // namespace

NodePtr binary(BinaryOp op, const NodePtr& a, const NodePtr& b) {
  const char* name = binary_name(op);
  if (a->weak && !b->weak) return binary_resolved(op, name, resolve_weak(a, b, name), b, &*a->weak);
  if (b->weak && !a->weak) return binary_resolved(op, name, a, resolve_weak(b, a, name), nullptr, &*b->weak);
  return binary_resolved(op, name, a, b);  // two weak scalars promote as their own dtypes
}

NodePtr where(const NodePtr& cond, const NodePtr& x_in, const NodePtr& y_in) {
  NodePtr x = resolve_weak(x_in, y_in, "where"), y = resolve_weak(y_in, x_in, "where");
  Device& device = common_device({cond.get(), x.get(), y.get()}, "where");
  if (is_complex(x->dtype) || is_complex(y->dtype)) {
    broadcast_shapes(broadcast_shapes(cond->shape, x->shape, "where"), y->shape, "where");
    return complex_where(cond, x, y);
  }
  DType dtype = promote_types(x->dtype, y->dtype);
  Shape shape = broadcast_shapes(broadcast_shapes(cond->shape, x->shape, "where"), y->shape, "where");
  return make_kernel("where", OpKind::Where, dtype, shape, device,
                     {broadcast_to(astype(cond, DType::Bool), shape), broadcast_to(astype(x, dtype), shape),
                      broadcast_to(astype(y, dtype), shape)});
}

NodePtr clip(const NodePtr& x, const NodePtr& lo, const NodePtr& hi) {
  // Bounds are converted to x's dtype so that clipping never changes the result type.
  NodePtr out = x;
  if (lo) out = binary(BinaryOp::Maximum, out, astype(resolve_weak(lo, x, "clip"), x->dtype));
  if (hi) out = binary(BinaryOp::Minimum, out, astype(resolve_weak(hi, x, "clip"), x->dtype));
  return out;
}

NodePtr bitcast(const NodePtr& x, DType dtype) {
  if (bit_width(x->dtype) < 8 || bit_width(dtype) < 8) return sub_byte_bitcast(x, dtype);
  size_t from = itemsize(x->dtype), to = itemsize(dtype);
  if (from == to) return make_view(x, dtype, x->shape, x->strides, x->offset);
  if (x->shape.empty()) fail(Status::ShapeMismatch, "bitcast: a 0-d tensor cannot change element size");
  NodePtr base = contiguous(x);
  Shape shape = base->shape;
  // In 128 bits: an empty tensor's last extent, or a view's offset, may be near 2^63 elements.
  const __int128 last_bytes = static_cast<__int128>(shape.back()) * from;
  __int128 offset_bytes = static_cast<__int128>(base->offset) * from;
  if (last_bytes % to != 0 || offset_bytes % to != 0) {
    // A compact copy starts at offset 0, so only the last axis can still be the problem.
    base = copy(x);
    offset_bytes = 0;
    if (last_bytes % to != 0) {
      fail(Status::ShapeMismatch, std::string("bitcast: the last axis holds ") + std::to_string(shape.back()) + " elements of " +
                                      std::to_string(from) + " bytes, not a multiple of " + dtype_name(dtype) + "'s size");
    }
  }
  if (last_bytes / to > INT64_MAX || offset_bytes / to > INT64_MAX) {
    fail(Status::InvalidArgument, std::string("bitcast: the last axis would hold more than 2^63 ") + dtype_name(dtype) + " elements");
  }
  shape.back() = static_cast<int64_t>(last_bytes / to);
  return make_view(base, dtype, shape, contiguous_strides(shape), static_cast<int64_t>(offset_bytes / to));
}

}  // namespace kiln::ops
