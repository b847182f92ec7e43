// Generated from abi/ops.json by tools/gen/generate.py. Do not edit by hand.
// Op numbers as kiln::UnaryOp, BinaryOp, ReduceOp and ScanOp number them (the kernels'
// specialization constant OP). A fused kernel passes one of these to unary_apply_<T>(op, x) or
// binary_apply_<T>(op, a, b) (unary_ops.glsl, binary_ops.glsl).
#ifndef KILN_OP_IDS_GLSL
#define KILN_OP_IDS_GLSL

const uint UNARY_NEGATIVE = 0u;
const uint UNARY_ABS = 1u;
const uint UNARY_SIGN = 2u;
const uint UNARY_EXP = 3u;
const uint UNARY_LOG = 4u;
const uint UNARY_LOG1P = 5u;
const uint UNARY_EXPM1 = 6u;
const uint UNARY_SQRT = 7u;
const uint UNARY_RSQRT = 8u;
const uint UNARY_SQUARE = 9u;
const uint UNARY_SIN = 10u;
const uint UNARY_COS = 11u;
const uint UNARY_TAN = 12u;
const uint UNARY_TANH = 13u;
const uint UNARY_SIGMOID = 14u;
const uint UNARY_ERF = 15u;
const uint UNARY_FLOOR = 16u;
const uint UNARY_CEIL = 17u;
const uint UNARY_ROUND = 18u;
const uint UNARY_LOGICAL_NOT = 19u;
const uint UNARY_BITWISE_NOT = 20u;
const uint UNARY_ISNAN = 21u;
const uint UNARY_ISINF = 22u;
const uint UNARY_ISFINITE = 23u;
const uint UNARY_ASIN = 24u;
const uint UNARY_ACOS = 25u;
const uint UNARY_ATAN = 26u;
const uint UNARY_SINH = 27u;
const uint UNARY_COSH = 28u;
const uint UNARY_ASINH = 29u;
const uint UNARY_ACOSH = 30u;
const uint UNARY_ATANH = 31u;
const uint UNARY_LOG2 = 32u;
const uint UNARY_LOG10 = 33u;
const uint UNARY_EXP2 = 34u;
const uint UNARY_CBRT = 35u;
const uint UNARY_ERFC = 36u;
const uint UNARY_ERF_INV = 37u;
const uint UNARY_TRUNC = 38u;
const uint UNARY_RECIPROCAL = 39u;
const uint UNARY_POPULATION_COUNT = 40u;
const uint UNARY_COUNT_LEADING_ZEROS = 41u;
const uint UNARY_SIGNBIT = 42u;
const uint UNARY_ROUND_HALF_AWAY = 43u;
const uint UNARY_RELU = 44u;
const uint UNARY_SILU = 45u;
const uint UNARY_GELU = 46u;
const uint UNARY_GELU_TANH = 47u;
const uint UNARY_SOFTPLUS = 48u;
const uint UNARY_REAL = 49u;
const uint UNARY_IMAG = 50u;
const uint UNARY_CONJ = 51u;
const uint UNARY_ANGLE = 52u;
const uint UNARY_OP_COUNT = 53u;
#define UNARY_RETURNS_BOOL(op) ((op) == UNARY_LOGICAL_NOT || (op) == UNARY_ISNAN || (op) == UNARY_ISINF || (op) == UNARY_ISFINITE || (op) == UNARY_SIGNBIT)

const uint BINARY_ADD = 0u;
const uint BINARY_SUBTRACT = 1u;
const uint BINARY_MULTIPLY = 2u;
const uint BINARY_DIVIDE = 3u;
const uint BINARY_FLOOR_DIVIDE = 4u;
const uint BINARY_REMAINDER = 5u;
const uint BINARY_POWER = 6u;
const uint BINARY_MAXIMUM = 7u;
const uint BINARY_MINIMUM = 8u;
const uint BINARY_ATAN2 = 9u;
const uint BINARY_EQUAL = 10u;
const uint BINARY_NOT_EQUAL = 11u;
const uint BINARY_LESS = 12u;
const uint BINARY_LESS_EQUAL = 13u;
const uint BINARY_GREATER = 14u;
const uint BINARY_GREATER_EQUAL = 15u;
const uint BINARY_LOGICAL_AND = 16u;
const uint BINARY_LOGICAL_OR = 17u;
const uint BINARY_LOGICAL_XOR = 18u;
const uint BINARY_BITWISE_AND = 19u;
const uint BINARY_BITWISE_OR = 20u;
const uint BINARY_BITWISE_XOR = 21u;
const uint BINARY_LEFT_SHIFT = 22u;
const uint BINARY_RIGHT_SHIFT = 23u;
const uint BINARY_LOGADDEXP = 24u;
const uint BINARY_HYPOT = 25u;
const uint BINARY_COPYSIGN = 26u;
const uint BINARY_QUOTIENT = 27u;
const uint BINARY_FMOD = 28u;
const uint BINARY_OP_COUNT = 29u;
#define BINARY_RETURNS_BOOL(op) ((op) == BINARY_EQUAL || (op) == BINARY_NOT_EQUAL || (op) == BINARY_LESS || (op) == BINARY_LESS_EQUAL || (op) == BINARY_GREATER || (op) == BINARY_GREATER_EQUAL || (op) == BINARY_LOGICAL_AND || (op) == BINARY_LOGICAL_OR || (op) == BINARY_LOGICAL_XOR)

const uint REDUCE_SUM = 0u;
const uint REDUCE_PROD = 1u;
const uint REDUCE_MAX = 2u;
const uint REDUCE_MIN = 3u;
const uint REDUCE_ALL = 4u;
const uint REDUCE_ANY = 5u;
const uint REDUCE_ARGMAX = 6u;
const uint REDUCE_ARGMIN = 7u;
const uint REDUCE_OP_COUNT = 8u;

const uint SCAN_CUMULATIVE_SUM = 0u;
const uint SCAN_CUMULATIVE_PRODUCT = 1u;
const uint SCAN_CUMULATIVE_MAX = 2u;
const uint SCAN_CUMULATIVE_MIN = 3u;
const uint SCAN_LOGCUMSUMEXP = 4u;
const uint SCAN_OP_COUNT = 5u;

#endif
