// The operations a graph node can hold. src/ops builds nodes with these; each backend runs them.
#pragma once

#include <cstdint>
#include <vector>

#include "core/shape.h"

namespace kiln {

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
  Take,      // inputs: x, contiguous int64 indices; out = x indexed along params.axes[0] (clamped)
};

enum class UnaryOp : uint8_t {
  Negative, Abs, Sign, Exp, Log, Log1p, Expm1, Sqrt, Rsqrt, Square, Sin, Cos, Tan, Tanh,
  Sigmoid, Erf, Floor, Ceil, Round, LogicalNot, BitwiseNot, IsNan, IsInf, IsFinite,
};

enum class BinaryOp : uint8_t {
  Add, Subtract, Multiply, Divide, FloorDivide, Remainder, Power, Maximum, Minimum, Atan2,
  Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual,
  LogicalAnd, LogicalOr, LogicalXor, BitwiseAnd, BitwiseOr, BitwiseXor, LeftShift, RightShift,
};

// Sum/Prod output sum_result_type(input); Max/Min keep the dtype; All/Any give bool;
// ArgMax/ArgMin give int64 (first occurrence; a NaN counts as the extreme, as in NumPy).
enum class ReduceOp : uint8_t { Sum, Prod, Max, Min, All, Any, ArgMax, ArgMin };

inline bool unary_output_is_bool(UnaryOp op) {
  return op == UnaryOp::LogicalNot || op == UnaryOp::IsNan || op == UnaryOp::IsInf || op == UnaryOp::IsFinite;
}

inline bool binary_output_is_bool(BinaryOp op) {
  return op >= BinaryOp::Equal && op <= BinaryOp::LogicalXor;
}

struct OpParams {
  UnaryOp unary = UnaryOp::Negative;
  BinaryOp binary = BinaryOp::Add;
  ReduceOp reduce = ReduceOp::Sum;
  std::vector<int64_t> axes;       // Reduce
  double start = 0.0, step = 0.0;  // Arange
  bool has_fill = false;           // Assemble
  double fill = 0.0;               // Assemble
  std::vector<Shape> placements;   // Assemble: index in the output where each input's [0,...] lands
};

const char* unary_name(UnaryOp op);
const char* binary_name(BinaryOp op);
const char* reduce_name(ReduceOp op);

}  // namespace kiln
