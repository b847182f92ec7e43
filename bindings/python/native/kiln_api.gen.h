/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */
/* The libkiln functions the Python extension kiln._native calls (tools/gen/lang_python_native.py). */
#ifndef KILN_PYTHON_NATIVE_API_H
#define KILN_PYTHON_NATIVE_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- DLPack (https://github.com/dmlc/dlpack): the types the kiln_*dlpack* functions take. ----
 * kiln.h stays self-contained: when no dlpack.h was included before it, the DLPack 1.0 ABI is
 * declared here and dlpack.h's include guard is claimed, so a later #include <dlpack/dlpack.h>
 * is a no-op. When an older dlpack.h (0.x, e.g. Debian 12's 0.6) came first, only the 1.x
 * versioned types it lacks are added. Include your own dlpack.h before kiln.h if you need it. */
#ifndef DLPACK_EXTERN_C
#define DLPACK_DLPACK_H_
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0
#ifdef __cplusplus
#define DLPACK_EXTERN_C extern "C"
#else
#define DLPACK_EXTERN_C
#endif
#define DLPACK_DLL

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
typedef enum : int32_t {
#else
typedef enum {
#endif
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
  kDLOpenCL = 4,
  kDLVulkan = 7,
  kDLMetal = 8,
  kDLVPI = 9,
  kDLROCM = 10,
  kDLROCMHost = 11,
  kDLExtDev = 12,
  kDLCUDAManaged = 13,
  kDLOneAPI = 14,
  kDLWebGPU = 15,
  kDLHexagon = 16,
  kDLMAIA = 17,
} DLDeviceType;

typedef struct {
  DLDeviceType device_type;
  int32_t device_id;
} DLDevice;

typedef enum {
  kDLInt = 0U,
  kDLUInt = 1U,
  kDLFloat = 2U,
  kDLOpaqueHandle = 3U,
  kDLBfloat = 4U,
  kDLComplex = 5U,
  kDLBool = 6U,
} DLDataTypeCode;

typedef struct {
  uint8_t code;
  uint8_t bits;
  uint16_t lanes;
} DLDataType;

typedef struct {
  void* data;
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t* shape;
  int64_t* strides;
  uint64_t byte_offset;
} DLTensor;

typedef struct DLManagedTensor {
  DLTensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensor* self);
} DLManagedTensor;

#ifdef __cplusplus
}  /* extern "C" */
#endif
#endif /* DLPACK_EXTERN_C */

#ifndef DLPACK_FLAG_BITMASK_READ_ONLY
#define KILN_H_DECLARES_DLPACK_VERSIONED 1
#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  uint32_t major;
  uint32_t minor;
} DLPackVersion;

#define DLPACK_FLAG_BITMASK_READ_ONLY (1UL << 0UL)
#define DLPACK_FLAG_BITMASK_IS_COPIED (1UL << 1UL)

typedef struct DLManagedTensorVersioned {
  DLPackVersion version;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensorVersioned* self);
  uint64_t flags;
  DLTensor dl_tensor;
} DLManagedTensorVersioned;

#ifdef __cplusplus
}  /* extern "C" */
#endif
#endif /* DLPACK_FLAG_BITMASK_READ_ONLY */

typedef struct kiln_tensor_s* kiln_tensor;
typedef struct kiln_device_s* kiln_device;
typedef struct kiln_borrow_s* kiln_borrow;
typedef struct kiln_stream_s* kiln_stream;
typedef struct kiln_function_s* kiln_function;
typedef struct kiln_group_s* kiln_group;

typedef enum kiln_status {
  KILN_STATUS_OK = 0,
  KILN_STATUS_INVALID_ARGUMENT = 1,
  KILN_STATUS_INVALID_HANDLE = 2,
  KILN_STATUS_SHAPE_MISMATCH = 3,
  KILN_STATUS_UNSUPPORTED_DTYPE = 4,
  KILN_STATUS_UNSUPPORTED = 5,
  KILN_STATUS_OUT_OF_MEMORY = 6,
  KILN_STATUS_DEVICE_ERROR = 7,
  KILN_STATUS_INDEX_OUT_OF_RANGE = 8,
  KILN_STATUS_INTERNAL = 9,
  KILN_STATUS_NON_FINITE = 10,
} kiln_status;

typedef kiln_status (*kiln_native_unary_fn)(kiln_tensor x, kiln_tensor* out);
typedef kiln_status (*kiln_native_binary_fn)(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/* X(c_name, python_name) for each op of a family; the order numbers the slots below. */
#define KILN_NATIVE_UNARY_OPS(X) \
  X(kiln_negative, "negative") \
  X(kiln_abs, "abs") \
  X(kiln_sign, "sign") \
  X(kiln_exp, "exp") \
  X(kiln_log, "log") \
  X(kiln_log1p, "log1p") \
  X(kiln_expm1, "expm1") \
  X(kiln_sqrt, "sqrt") \
  X(kiln_rsqrt, "rsqrt") \
  X(kiln_square, "square") \
  X(kiln_sin, "sin") \
  X(kiln_cos, "cos") \
  X(kiln_tan, "tan") \
  X(kiln_tanh, "tanh") \
  X(kiln_sigmoid, "sigmoid") \
  X(kiln_erf, "erf") \
  X(kiln_floor, "floor") \
  X(kiln_ceil, "ceil") \
  X(kiln_round, "round") \
  X(kiln_logical_not, "logical_not") \
  X(kiln_bitwise_not, "bitwise_not") \
  X(kiln_isnan, "isnan") \
  X(kiln_isinf, "isinf") \
  X(kiln_isfinite, "isfinite") \
  X(kiln_asin, "asin") \
  X(kiln_acos, "acos") \
  X(kiln_atan, "atan") \
  X(kiln_sinh, "sinh") \
  X(kiln_cosh, "cosh") \
  X(kiln_asinh, "asinh") \
  X(kiln_acosh, "acosh") \
  X(kiln_atanh, "atanh") \
  X(kiln_log2, "log2") \
  X(kiln_log10, "log10") \
  X(kiln_exp2, "exp2") \
  X(kiln_cbrt, "cbrt") \
  X(kiln_erfc, "erfc") \
  X(kiln_erf_inv, "erf_inv") \
  X(kiln_trunc, "trunc") \
  X(kiln_reciprocal, "reciprocal") \
  X(kiln_population_count, "population_count") \
  X(kiln_count_leading_zeros, "count_leading_zeros") \
  X(kiln_signbit, "signbit") \
  X(kiln_round_half_away, "round_half_away") \
  X(kiln_relu, "relu") \
  X(kiln_silu, "silu") \
  X(kiln_gelu, "gelu") \
  X(kiln_gelu_tanh, "gelu_tanh") \
  X(kiln_softplus, "softplus") \
  X(kiln_real, "real") \
  X(kiln_imag, "imag") \
  X(kiln_conj, "conj") \
  X(kiln_angle, "angle")

#define KILN_NATIVE_BINARY_OPS(X) \
  X(kiln_add, "add") \
  X(kiln_subtract, "subtract") \
  X(kiln_multiply, "multiply") \
  X(kiln_divide, "divide") \
  X(kiln_floor_divide, "floor_divide") \
  X(kiln_remainder, "remainder") \
  X(kiln_power, "power") \
  X(kiln_maximum, "maximum") \
  X(kiln_minimum, "minimum") \
  X(kiln_atan2, "atan2") \
  X(kiln_equal, "equal") \
  X(kiln_not_equal, "not_equal") \
  X(kiln_less, "less") \
  X(kiln_less_equal, "less_equal") \
  X(kiln_greater, "greater") \
  X(kiln_greater_equal, "greater_equal") \
  X(kiln_logical_and, "logical_and") \
  X(kiln_logical_or, "logical_or") \
  X(kiln_logical_xor, "logical_xor") \
  X(kiln_bitwise_and, "bitwise_and") \
  X(kiln_bitwise_or, "bitwise_or") \
  X(kiln_bitwise_xor, "bitwise_xor") \
  X(kiln_left_shift, "left_shift") \
  X(kiln_right_shift, "right_shift") \
  X(kiln_logaddexp, "logaddexp") \
  X(kiln_hypot, "hypot") \
  X(kiln_copysign, "copysign") \
  X(kiln_quotient, "quotient") \
  X(kiln_fmod, "fmod") \
  X(kiln_matmul, "matmul")

#define KILN_NATIVE_UNARY_COUNT 53
#define KILN_NATIVE_BINARY_COUNT 30

/* X(c_name) for each named member of kiln_native_api. */
#define KILN_NATIVE_FUNCTIONS(X) \
  X(kiln_last_error) \
  X(kiln_tensor_release) \
  X(kiln_tensor_device) \
  X(kiln_weak_scalar_int) \
  X(kiln_weak_scalar_float)

typedef struct kiln_native_api {
  const char* (*kiln_last_error)(void);
  kiln_status (*kiln_tensor_release)(kiln_tensor tensor);
  kiln_status (*kiln_tensor_device)(kiln_tensor tensor, kiln_device* device);
  kiln_status (*kiln_weak_scalar_int)(int64_t value, kiln_device device, kiln_tensor* out);
  kiln_status (*kiln_weak_scalar_float)(double value, kiln_device device, kiln_tensor* out);
  kiln_native_unary_fn unary[KILN_NATIVE_UNARY_COUNT];
  kiln_native_binary_fn binary[KILN_NATIVE_BINARY_COUNT];
} kiln_native_api;

#endif /* KILN_PYTHON_NATIVE_API_H */
