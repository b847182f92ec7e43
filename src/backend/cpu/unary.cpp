// Unary elementwise kernels. Floats compute in their own type (float for float16/bfloat16);
// integers wrap; the float math functions (math_functors.h), should they ever get an integer or
// bool, compute in double and convert back as Cast would.
#include <cmath>
#include <string>
#include <type_traits>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/float_math.gen.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/scalar_math.h"

namespace kiln::cpu {

namespace {

// Set bits, and zero bits above the highest set one, of an unsigned value in its own width.
template <class U>
int bit_count(U u) { return __builtin_popcountll(static_cast<unsigned long long>(u)); }
template <class U>
int leading_zeros(U u) {
  constexpr int kBits = static_cast<int>(sizeof(U) * 8);
  return u == 0 ? kBits : __builtin_clzll(static_cast<unsigned long long>(u)) - (64 - kBits);
}

// Exp, Log, ... applied to an integer or bool: through double, then Cast's conversion.
template <DType D, class F>
void integer_via_double(Node& node, const char* op, F f) {
  map_unary<D, D>(node, op, [f](compute_t<D> x) -> compute_t<D> {
    return load<D>(from_double<D>(f(static_cast<double>(x))));
  });
}

// The float math ops (exp, asin, erf_inv, ...): their functors, by name (float_math.gen.h).
template <DType D>
void float_math(Node& node, UnaryOp u, const char* op) {
  bool found = visit_float_math(u, [&](auto fn) {
    if constexpr (kIsFloat<D>) {
      map_unary<D, D>(node, op, [fn](compute_t<D> x) { return fn(x); });
    } else {
      integer_via_double<D>(node, op, [fn](double x) { return fn(x); });
    }
  });
  if (!found) fail(Status::Internal, std::string(op) + ": not a math function");
}

template <DType D>
void unary_typed(Node& node, UnaryOp u, const char* op) {
  using C = compute_t<D>;
  constexpr DType B = DType::Bool;
  const DType want = unary_output_is_bool(u) ? B : D;
  if (node.dtype != want) {
    fail(Status::Internal, std::string(op) + ": output dtype " + dtype_name(node.dtype) + " for input " +
                               dtype_name(D) + ", expected " + dtype_name(want));
  }
  switch (u) {
    case UnaryOp::LogicalNot: return map_unary<D, B>(node, op, [](C x) -> uint8_t { return x == C(0); });
    case UnaryOp::IsNan:
      if constexpr (kIsFloat<D>) return map_unary<D, B>(node, op, [](C x) -> uint8_t { return std::isnan(x); });
      return map_unary<D, B>(node, op, [](C) -> uint8_t { return 0; });
    case UnaryOp::IsInf:
      if constexpr (kIsFloat<D>) return map_unary<D, B>(node, op, [](C x) -> uint8_t { return std::isinf(x); });
      return map_unary<D, B>(node, op, [](C) -> uint8_t { return 0; });
    case UnaryOp::IsFinite:
      if constexpr (kIsFloat<D>) return map_unary<D, B>(node, op, [](C x) -> uint8_t { return std::isfinite(x); });
      return map_unary<D, B>(node, op, [](C) -> uint8_t { return 1; });
    case UnaryOp::Signbit:
      if constexpr (kIsFloat<D>) return map_unary<D, B>(node, op, [](C x) -> uint8_t { return std::signbit(x); });
      if constexpr (kIsSigned<D>) return map_unary<D, B>(node, op, [](C x) -> uint8_t { return x < 0; });
      return map_unary<D, B>(node, op, [](C) -> uint8_t { return 0; });
    default: break;
  }
  if constexpr (kIsFloat<D>) {
    switch (u) {
      case UnaryOp::Negative: return map_unary<D, D>(node, op, [](C x) { return -x; });
      case UnaryOp::Abs: return map_unary<D, D>(node, op, [](C x) { return std::fabs(x); });
      case UnaryOp::Sign: return map_unary<D, D>(node, op, [](C x) { return float_sign(x); });
      case UnaryOp::Square: return map_unary<D, D>(node, op, [](C x) { return x * x; });
      case UnaryOp::Floor: return map_unary<D, D>(node, op, [](C x) { return std::floor(x); });
      case UnaryOp::Ceil: return map_unary<D, D>(node, op, [](C x) { return std::ceil(x); });
      case UnaryOp::Round: return map_unary<D, D>(node, op, [](C x) { return std::nearbyint(x); });
      case UnaryOp::RoundHalfAway: return map_unary<D, D>(node, op, [](C x) { return std::round(x); });
      case UnaryOp::Trunc: return map_unary<D, D>(node, op, [](C x) { return std::trunc(x); });
      case UnaryOp::BitwiseNot: fail(Status::Internal, std::string(op) + ": not defined for " + dtype_name(D));
      default: return float_math<D>(node, u, op);
    }
  } else if constexpr (kIsBool<D>) {
    switch (u) {
      // Values are 0/1: negation, abs, sign, square and rounding leave them as they are.
      case UnaryOp::Negative:
      case UnaryOp::Abs:
      case UnaryOp::Sign:
      case UnaryOp::Square:
      case UnaryOp::Floor:
      case UnaryOp::Ceil:
      case UnaryOp::Round:
      case UnaryOp::RoundHalfAway:
      case UnaryOp::Trunc: return map_unary<D, D>(node, op, [](C x) { return x; });
      case UnaryOp::BitwiseNot: return map_unary<D, D>(node, op, [](C x) -> C { return x == 0; });
      default: return float_math<D>(node, u, op);
    }
  } else {
    switch (u) {
      case UnaryOp::Negative: return map_unary<D, D>(node, op, [](C x) { return wrap_neg(x); });
      case UnaryOp::Abs: return map_unary<D, D>(node, op, [](C x) { return int_abs(x); });
      case UnaryOp::Sign: return map_unary<D, D>(node, op, [](C x) { return int_sign(x); });
      case UnaryOp::Square: return map_unary<D, D>(node, op, [](C x) { return wrap_mul(x, x); });
      case UnaryOp::Floor:
      case UnaryOp::Ceil:
      case UnaryOp::Round:
      case UnaryOp::RoundHalfAway:
      case UnaryOp::Trunc: return map_unary<D, D>(node, op, [](C x) { return x; });
      case UnaryOp::BitwiseNot: return map_unary<D, D>(node, op, [](C x) { return static_cast<C>(~x); });
      // Counted over the dtype's own width (negative values as their two's complement bits).
      case UnaryOp::PopulationCount:
        return map_unary<D, D>(node, op, [](C x) { return static_cast<C>(bit_count(static_cast<std::make_unsigned_t<C>>(x))); });
      case UnaryOp::CountLeadingZeros:
        return map_unary<D, D>(node, op, [](C x) { return static_cast<C>(leading_zeros(static_cast<std::make_unsigned_t<C>>(x))); });
      default: return float_math<D>(node, u, op);
    }
  }
}

}  // namespace

void run_unary(Node& node) {
  const UnaryOp u = node.params.unary;
  const char* name = kernel_name("unary", u);
  check_elementwise(node, 1, name);
  const DType dtype = node.inputs[0]->dtype;
  if (node.dtype == dtype && try_vector_unary(node, simd::unary_kernel(u, dtype), name)) return;
  dispatch_dtype(dtype, [&](auto tag) { unary_typed<decltype(tag)::value>(node, u, name); });
}

}  // namespace kiln::cpu
