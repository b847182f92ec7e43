#include "core/op.h"

namespace kiln {

const char* unary_name(UnaryOp op) {
  static const char* const names[] = {"negative", "abs",   "sign",    "exp",   "log",   "log1p",       "expm1",
                                      "sqrt",     "rsqrt", "square",  "sin",   "cos",   "tan",         "tanh",
                                      "sigmoid",  "erf",   "floor",   "ceil",  "round", "logical_not", "bitwise_not",
                                      "isnan",    "isinf", "isfinite"};
  return names[static_cast<int>(op)];
}

const char* binary_name(BinaryOp op) {
  static const char* const names[] = {"add",        "subtract",      "multiply",    "divide",      "floor_divide",
                                      "remainder",  "power",         "maximum",     "minimum",     "atan2",
                                      "equal",      "not_equal",     "less",        "less_equal",  "greater",
                                      "greater_equal", "logical_and", "logical_or", "logical_xor", "bitwise_and",
                                      "bitwise_or", "bitwise_xor",   "left_shift",  "right_shift"};
  return names[static_cast<int>(op)];
}

const char* reduce_name(ReduceOp op) {
  static const char* const names[] = {"sum", "prod", "max", "min", "all", "any", "argmax", "argmin"};
  return names[static_cast<int>(op)];
}

}  // namespace kiln
