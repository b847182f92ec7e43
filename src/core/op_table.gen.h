// Generated from abi/ops.json by tools/gen/generate.py. Do not edit by hand.
// The ops of abi/ops.json as C++ enums (each ends in a Count sentinel) with one OpInfo per
// enumerator, in the same order: what a backend needs to know about an op comes from here.
#pragma once

#include <cstddef>
#include <cstdint>

namespace kiln {

// Which input dtypes an op takes and what its operands are converted to (docs/dtypes.md).
enum class OperandRule : uint8_t { Any, NoBool, NoFloat, Integer, Float };
enum class ResultRule : uint8_t { Same, Bool, SumResult, FloatResult, Int64 };

struct OpInfo {
  const char* name;
  OperandRule operands;
  ResultRule result;
  bool transcendental;  // a few ulp; no float64 form in GLSL
  bool vectorizable;    // plain arithmetic, safe on the Vulkan VEC path
};

enum class UnaryOp : uint8_t {
  Negative,
  Abs,
  Sign,
  Exp,
  Log,
  Log1p,
  Expm1,
  Sqrt,
  Rsqrt,
  Square,
  Sin,
  Cos,
  Tan,
  Tanh,
  Sigmoid,
  Erf,
  Floor,
  Ceil,
  Round,
  LogicalNot,
  BitwiseNot,
  IsNan,
  IsInf,
  IsFinite,
  Asin,
  Acos,
  Atan,
  Sinh,
  Cosh,
  Asinh,
  Acosh,
  Atanh,
  Log2,
  Log10,
  Exp2,
  Cbrt,
  Erfc,
  ErfInv,
  Trunc,
  Reciprocal,
  PopulationCount,
  CountLeadingZeros,
  Signbit,
  RoundHalfAway,
  Relu,
  Silu,
  Gelu,
  GeluTanh,
  Softplus,
  Real,
  Imag,
  Conj,
  Angle,
  Count
};

inline constexpr OpInfo kUnaryOps[] = {
    {"negative", OperandRule::NoBool, ResultRule::Same, false, true},
    {"abs", OperandRule::Any, ResultRule::Same, false, true},
    {"sign", OperandRule::NoBool, ResultRule::Same, false, true},
    {"exp", OperandRule::Float, ResultRule::Same, true, false},
    {"log", OperandRule::Float, ResultRule::Same, true, false},
    {"log1p", OperandRule::Float, ResultRule::Same, true, false},
    {"expm1", OperandRule::Float, ResultRule::Same, true, false},
    {"sqrt", OperandRule::Float, ResultRule::Same, false, true},
    {"rsqrt", OperandRule::Float, ResultRule::Same, false, false},
    {"square", OperandRule::Any, ResultRule::Same, false, true},
    {"sin", OperandRule::Float, ResultRule::Same, true, false},
    {"cos", OperandRule::Float, ResultRule::Same, true, false},
    {"tan", OperandRule::Float, ResultRule::Same, true, false},
    {"tanh", OperandRule::Float, ResultRule::Same, true, false},
    {"sigmoid", OperandRule::Float, ResultRule::Same, true, false},
    {"erf", OperandRule::Float, ResultRule::Same, true, false},
    {"floor", OperandRule::NoBool, ResultRule::Same, false, true},
    {"ceil", OperandRule::NoBool, ResultRule::Same, false, true},
    {"round", OperandRule::NoBool, ResultRule::Same, false, true},
    {"logical_not", OperandRule::Any, ResultRule::Bool, false, false},
    {"bitwise_not", OperandRule::NoFloat, ResultRule::Same, false, true},
    {"isnan", OperandRule::Any, ResultRule::Bool, false, false},
    {"isinf", OperandRule::Any, ResultRule::Bool, false, false},
    {"isfinite", OperandRule::Any, ResultRule::Bool, false, false},
    {"asin", OperandRule::Float, ResultRule::Same, true, false},
    {"acos", OperandRule::Float, ResultRule::Same, true, false},
    {"atan", OperandRule::Float, ResultRule::Same, true, false},
    {"sinh", OperandRule::Float, ResultRule::Same, true, false},
    {"cosh", OperandRule::Float, ResultRule::Same, true, false},
    {"asinh", OperandRule::Float, ResultRule::Same, true, false},
    {"acosh", OperandRule::Float, ResultRule::Same, true, false},
    {"atanh", OperandRule::Float, ResultRule::Same, true, false},
    {"log2", OperandRule::Float, ResultRule::Same, true, false},
    {"log10", OperandRule::Float, ResultRule::Same, true, false},
    {"exp2", OperandRule::Float, ResultRule::Same, true, false},
    {"cbrt", OperandRule::Float, ResultRule::Same, true, false},
    {"erfc", OperandRule::Float, ResultRule::Same, true, false},
    {"erf_inv", OperandRule::Float, ResultRule::Same, true, false},
    {"trunc", OperandRule::NoBool, ResultRule::Same, false, true},
    {"reciprocal", OperandRule::Float, ResultRule::Same, false, true},
    {"population_count", OperandRule::Integer, ResultRule::Same, false, false},
    {"count_leading_zeros", OperandRule::Integer, ResultRule::Same, false, false},
    {"signbit", OperandRule::Any, ResultRule::Bool, false, false},
    {"round_half_away", OperandRule::NoBool, ResultRule::Same, false, true},
    {"relu", OperandRule::Float, ResultRule::Same, false, true},
    {"silu", OperandRule::Float, ResultRule::Same, true, false},
    {"gelu", OperandRule::Float, ResultRule::Same, true, false},
    {"gelu_tanh", OperandRule::Float, ResultRule::Same, true, false},
    {"softplus", OperandRule::Float, ResultRule::Same, true, false},
    {"real", OperandRule::Any, ResultRule::Same, false, false},
    {"imag", OperandRule::Any, ResultRule::Same, false, false},
    {"conj", OperandRule::Any, ResultRule::Same, false, false},
    {"angle", OperandRule::Any, ResultRule::Same, false, false},
};
static_assert(sizeof(kUnaryOps) / sizeof(kUnaryOps[0]) == static_cast<size_t>(UnaryOp::Count),
              "one OpInfo per UnaryOp");
constexpr const OpInfo& op_info(UnaryOp op) { return kUnaryOps[static_cast<size_t>(op)]; }
constexpr size_t op_count(UnaryOp) { return static_cast<size_t>(UnaryOp::Count); }

enum class BinaryOp : uint8_t {
  Add,
  Subtract,
  Multiply,
  Divide,
  FloorDivide,
  Remainder,
  Power,
  Maximum,
  Minimum,
  Atan2,
  Equal,
  NotEqual,
  Less,
  LessEqual,
  Greater,
  GreaterEqual,
  LogicalAnd,
  LogicalOr,
  LogicalXor,
  BitwiseAnd,
  BitwiseOr,
  BitwiseXor,
  LeftShift,
  RightShift,
  Logaddexp,
  Hypot,
  Copysign,
  Quotient,
  Fmod,
  Count
};

inline constexpr OpInfo kBinaryOps[] = {
    {"add", OperandRule::Any, ResultRule::Same, false, true},
    {"subtract", OperandRule::NoBool, ResultRule::Same, false, true},
    {"multiply", OperandRule::Any, ResultRule::Same, false, true},
    {"divide", OperandRule::Float, ResultRule::Same, false, true},
    {"floor_divide", OperandRule::NoBool, ResultRule::Same, false, false},
    {"remainder", OperandRule::NoBool, ResultRule::Same, false, false},
    {"power", OperandRule::NoBool, ResultRule::Same, true, false},
    {"maximum", OperandRule::Any, ResultRule::Same, false, true},
    {"minimum", OperandRule::Any, ResultRule::Same, false, true},
    {"atan2", OperandRule::Float, ResultRule::Same, true, false},
    {"equal", OperandRule::Any, ResultRule::Bool, false, false},
    {"not_equal", OperandRule::Any, ResultRule::Bool, false, false},
    {"less", OperandRule::Any, ResultRule::Bool, false, false},
    {"less_equal", OperandRule::Any, ResultRule::Bool, false, false},
    {"greater", OperandRule::Any, ResultRule::Bool, false, false},
    {"greater_equal", OperandRule::Any, ResultRule::Bool, false, false},
    {"logical_and", OperandRule::Any, ResultRule::Bool, false, false},
    {"logical_or", OperandRule::Any, ResultRule::Bool, false, false},
    {"logical_xor", OperandRule::Any, ResultRule::Bool, false, false},
    {"bitwise_and", OperandRule::NoFloat, ResultRule::Same, false, true},
    {"bitwise_or", OperandRule::NoFloat, ResultRule::Same, false, true},
    {"bitwise_xor", OperandRule::NoFloat, ResultRule::Same, false, true},
    {"left_shift", OperandRule::Integer, ResultRule::Same, false, false},
    {"right_shift", OperandRule::Integer, ResultRule::Same, false, false},
    {"logaddexp", OperandRule::Float, ResultRule::Same, true, false},
    {"hypot", OperandRule::Float, ResultRule::Same, false, false},
    {"copysign", OperandRule::Float, ResultRule::Same, false, true},
    {"quotient", OperandRule::Integer, ResultRule::Same, false, false},
    {"fmod", OperandRule::NoBool, ResultRule::Same, false, false},
};
static_assert(sizeof(kBinaryOps) / sizeof(kBinaryOps[0]) == static_cast<size_t>(BinaryOp::Count),
              "one OpInfo per BinaryOp");
constexpr const OpInfo& op_info(BinaryOp op) { return kBinaryOps[static_cast<size_t>(op)]; }
constexpr size_t op_count(BinaryOp) { return static_cast<size_t>(BinaryOp::Count); }

enum class ReduceOp : uint8_t {
  Sum,
  Prod,
  Max,
  Min,
  All,
  Any,
  ArgMax,
  ArgMin,
  Count
};

inline constexpr OpInfo kReduceOps[] = {
    {"sum", OperandRule::Any, ResultRule::SumResult, false, false},
    {"prod", OperandRule::Any, ResultRule::SumResult, false, false},
    {"max", OperandRule::Any, ResultRule::Same, false, false},
    {"min", OperandRule::Any, ResultRule::Same, false, false},
    {"all", OperandRule::Any, ResultRule::Bool, false, false},
    {"any", OperandRule::Any, ResultRule::Bool, false, false},
    {"argmax", OperandRule::Any, ResultRule::Int64, false, false},
    {"argmin", OperandRule::Any, ResultRule::Int64, false, false},
};
static_assert(sizeof(kReduceOps) / sizeof(kReduceOps[0]) == static_cast<size_t>(ReduceOp::Count),
              "one OpInfo per ReduceOp");
constexpr const OpInfo& op_info(ReduceOp op) { return kReduceOps[static_cast<size_t>(op)]; }
constexpr size_t op_count(ReduceOp) { return static_cast<size_t>(ReduceOp::Count); }

enum class Reduction : uint8_t {
  Sum,
  Prod,
  Max,
  Min,
  Mean,
  All,
  Any,
  ArgMax,
  ArgMin,
  LogSumExp,
  Count
};

inline constexpr OpInfo kReductions[] = {
    {"sum", OperandRule::Any, ResultRule::SumResult, false, false},
    {"prod", OperandRule::Any, ResultRule::SumResult, false, false},
    {"max", OperandRule::Any, ResultRule::Same, false, false},
    {"min", OperandRule::Any, ResultRule::Same, false, false},
    {"mean", OperandRule::Any, ResultRule::FloatResult, false, false},
    {"all", OperandRule::Any, ResultRule::Bool, false, false},
    {"any", OperandRule::Any, ResultRule::Bool, false, false},
    {"argmax", OperandRule::Any, ResultRule::Int64, false, false},
    {"argmin", OperandRule::Any, ResultRule::Int64, false, false},
    {"logsumexp", OperandRule::Float, ResultRule::Same, false, false},
};
static_assert(sizeof(kReductions) / sizeof(kReductions[0]) == static_cast<size_t>(Reduction::Count),
              "one OpInfo per Reduction");
constexpr const OpInfo& op_info(Reduction op) { return kReductions[static_cast<size_t>(op)]; }
constexpr size_t op_count(Reduction) { return static_cast<size_t>(Reduction::Count); }

enum class ScanOp : uint8_t {
  CumSum,
  CumProd,
  CumMax,
  CumMin,
  LogCumSumExp,
  Count
};

inline constexpr OpInfo kScanOps[] = {
    {"cumulative_sum", OperandRule::Any, ResultRule::SumResult, false, false},
    {"cumulative_product", OperandRule::Any, ResultRule::SumResult, false, false},
    {"cumulative_max", OperandRule::Any, ResultRule::Same, false, false},
    {"cumulative_min", OperandRule::Any, ResultRule::Same, false, false},
    {"logcumsumexp", OperandRule::Float, ResultRule::Same, true, false},
};
static_assert(sizeof(kScanOps) / sizeof(kScanOps[0]) == static_cast<size_t>(ScanOp::Count),
              "one OpInfo per ScanOp");
constexpr const OpInfo& op_info(ScanOp op) { return kScanOps[static_cast<size_t>(op)]; }
constexpr size_t op_count(ScanOp) { return static_cast<size_t>(ScanOp::Count); }

}  // namespace kiln
