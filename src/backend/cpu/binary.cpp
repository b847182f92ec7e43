// Binary elementwise kernels. Both inputs share dtype T (broadcast already in their strides);
// the output is T, or bool for comparisons and logical ops. Bool inputs compute as 0/1 bytes
// with the unsigned-integer rules and are written back as 0/1.
#include <cmath>
#include <string>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/float_math.gen.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/scalar_math.h"

namespace kiln::cpu {

namespace {

template <DType D>
void compare_or_logical(Node& node, BinaryOp b, const char* op) {
  using C = compute_t<D>;
  constexpr DType B = DType::Bool;
  switch (b) {
    case BinaryOp::Equal: return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x == y; });
    case BinaryOp::NotEqual: return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x != y; });
    case BinaryOp::Less: return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x < y; });
    case BinaryOp::LessEqual: return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x <= y; });
    case BinaryOp::Greater: return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x > y; });
    case BinaryOp::GreaterEqual: return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x >= y; });
    case BinaryOp::LogicalAnd:
      return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x != C(0) && y != C(0); });
    case BinaryOp::LogicalOr:
      return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return x != C(0) || y != C(0); });
    case BinaryOp::LogicalXor:
      return map_binary<D, B>(node, op, [](C x, C y) -> uint8_t { return (x != C(0)) != (y != C(0)); });
    default: fail(Status::Internal, std::string(op) + ": not a comparison");
  }
}

template <DType D>
void float_arithmetic(Node& node, BinaryOp b, const char* op) {
  using C = compute_t<D>;
  switch (b) {
    case BinaryOp::Add: return map_binary<D, D>(node, op, [](C x, C y) { return x + y; });
    case BinaryOp::Subtract: return map_binary<D, D>(node, op, [](C x, C y) { return x - y; });
    case BinaryOp::Multiply: return map_binary<D, D>(node, op, [](C x, C y) { return x * y; });
    case BinaryOp::FloorDivide: return map_binary<D, D>(node, op, [](C x, C y) { return float_floor_div(x, y); });
    case BinaryOp::Remainder: return map_binary<D, D>(node, op, [](C x, C y) { return float_remainder(x, y); });
    case BinaryOp::Fmod: return map_binary<D, D>(node, op, [](C x, C y) { return std::fmod(x, y); });
    // In double for float, rounded once, as the float math functors (math_functors.h).
    case BinaryOp::Power:
      return map_binary<D, D>(node, op, [](C x, C y) {
        return static_cast<C>(std::pow(static_cast<math::wide_t<C>>(x), static_cast<math::wide_t<C>>(y)));
      });
    case BinaryOp::Maximum: return map_binary<D, D>(node, op, [](C x, C y) { return float_maximum(x, y); });
    case BinaryOp::Minimum: return map_binary<D, D>(node, op, [](C x, C y) { return float_minimum(x, y); });
    default: break;
  }
  // Divide, atan2, hypot, ...: their functors, by name (float_math.gen.h).
  bool found = visit_float_math(b, [&](auto fn) { map_binary<D, D>(node, op, [fn](C x, C y) { return fn(x, y); }); });
  if (!found) fail(Status::Internal, std::string(op) + ": not defined for " + dtype_name(D));
}

// Integers and bool (as 0/1 bytes, normalised again on store).
template <DType D>
void integer_arithmetic(Node& node, BinaryOp b, const char* op) {
  using C = compute_t<D>;
  switch (b) {
    case BinaryOp::Add: return map_binary<D, D>(node, op, [](C x, C y) { return wrap_add(x, y); });
    case BinaryOp::Subtract: return map_binary<D, D>(node, op, [](C x, C y) { return wrap_sub(x, y); });
    case BinaryOp::Multiply: return map_binary<D, D>(node, op, [](C x, C y) { return wrap_mul(x, y); });
    case BinaryOp::Divide:
    case BinaryOp::Quotient: return map_binary<D, D>(node, op, [](C x, C y) { return int_div_trunc(x, y); });
    case BinaryOp::FloorDivide: return map_binary<D, D>(node, op, [](C x, C y) { return int_floor_div(x, y); });
    case BinaryOp::Remainder: return map_binary<D, D>(node, op, [](C x, C y) { return int_remainder(x, y); });
    case BinaryOp::Fmod: return map_binary<D, D>(node, op, [](C x, C y) { return int_fmod(x, y); });
    case BinaryOp::Power: return map_binary<D, D>(node, op, [](C x, C y) { return int_power(x, y); });
    case BinaryOp::Maximum: return map_binary<D, D>(node, op, [](C x, C y) { return x >= y ? x : y; });
    case BinaryOp::Minimum: return map_binary<D, D>(node, op, [](C x, C y) { return x <= y ? x : y; });
    case BinaryOp::Atan2:
      return map_binary<D, D>(node, op, [](C x, C y) {
        return load<D>(from_double<D>(std::atan2(static_cast<double>(x), static_cast<double>(y))));
      });
    case BinaryOp::BitwiseAnd: return map_binary<D, D>(node, op, [](C x, C y) { return static_cast<C>(x & y); });
    case BinaryOp::BitwiseOr: return map_binary<D, D>(node, op, [](C x, C y) { return static_cast<C>(x | y); });
    case BinaryOp::BitwiseXor: return map_binary<D, D>(node, op, [](C x, C y) { return static_cast<C>(x ^ y); });
    case BinaryOp::LeftShift: return map_binary<D, D>(node, op, [](C x, C y) { return shift_left(x, y); });
    case BinaryOp::RightShift: return map_binary<D, D>(node, op, [](C x, C y) { return shift_right(x, y); });
    default: fail(Status::Internal, std::string(op) + ": not an arithmetic op");
  }
}

template <DType D>
void binary_typed(Node& node, BinaryOp b, const char* op) {
  const DType want = binary_output_is_bool(b) ? DType::Bool : D;
  if (node.dtype != want) {
    fail(Status::Internal, std::string(op) + ": output dtype " + dtype_name(node.dtype) + " for inputs " +
                               dtype_name(D) + ", expected " + dtype_name(want));
  }
  if (binary_output_is_bool(b)) return compare_or_logical<D>(node, b, op);
  if constexpr (kIsFloat<D>) {
    return float_arithmetic<D>(node, b, op);
  } else {
    return integer_arithmetic<D>(node, b, op);
  }
}

}  // namespace

void run_binary(Node& node) {
  const BinaryOp b = node.params.binary;
  const char* name = kernel_name("binary", b);
  check_elementwise(node, 2, name);
  const DType dtype = node.inputs[0]->dtype;
  check_input_dtype(node, 1, dtype, name);
  if (try_vector_binary(node, b, name)) return;
  dispatch_dtype(dtype, [&](auto tag) { binary_typed<decltype(tag)::value>(node, b, name); });
}

}  // namespace kiln::cpu
