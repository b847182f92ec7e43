/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */
/* Kiln: a lazy tensor engine behind a stable C ABI. */
#ifndef KILN_KILN_H
#define KILN_KILN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define KILN_VERSION_MAJOR 1
#define KILN_VERSION_MINOR 0
#define KILN_VERSION_PATCH 0

#if defined(KILN_BUILDING_LIBRARY)
#define KILN_API __attribute__((visibility("default")))
#else
#define KILN_API
#endif

/* ---- Handles: opaque, generation-checked; a stale or bogus one gives KILN_STATUS_INVALID_HANDLE. ---- */

/** A lazy tensor. Reference-counted: release each handle you receive. (since 1.0) */
typedef struct kiln_tensor_s* kiln_tensor;

/** A device (CPU or Vulkan GPU). Lives for the whole process. (since 1.0) */
typedef struct kiln_device_s* kiln_device;

/** A read-only loan of a tensor's elements from kiln_tensor_borrow. (since 1.0) */
typedef struct kiln_borrow_s* kiln_borrow;

/* ---- Enums ---- */

/** Result of every call. (since 1.0) */
typedef enum kiln_status {
  KILN_STATUS_OK = 0, /**< success */
  KILN_STATUS_INVALID_ARGUMENT = 1, /**< an argument is malformed (NULL where not allowed, bad value) */
  KILN_STATUS_INVALID_HANDLE = 2, /**< a handle was released, never valid, or of another kind */
  KILN_STATUS_SHAPE_MISMATCH = 3, /**< shapes cannot be combined */
  KILN_STATUS_UNSUPPORTED_DTYPE = 4, /**< the dtype is not supported by the op or the device */
  KILN_STATUS_UNSUPPORTED = 5, /**< the operation is not supported here */
  KILN_STATUS_OUT_OF_MEMORY = 6, /**< an allocation failed or a memory limit was reached */
  KILN_STATUS_DEVICE_ERROR = 7, /**< the device failed (lost device, driver error) */
  KILN_STATUS_INDEX_OUT_OF_RANGE = 8, /**< an index or axis is out of range */
  KILN_STATUS_INTERNAL = 9, /**< a bug in Kiln; the message says where */
} kiln_status;

/** Element types. (since 1.0) */
typedef enum kiln_dtype {
  KILN_DTYPE_BOOL = 0, /**< bool */
  KILN_DTYPE_INT8 = 1, /**< int8 */
  KILN_DTYPE_INT16 = 2, /**< int16 */
  KILN_DTYPE_INT32 = 3, /**< int32 */
  KILN_DTYPE_INT64 = 4, /**< int64 */
  KILN_DTYPE_UINT8 = 5, /**< uint8 */
  KILN_DTYPE_UINT16 = 6, /**< uint16 */
  KILN_DTYPE_UINT32 = 7, /**< uint32 */
  KILN_DTYPE_UINT64 = 8, /**< uint64 */
  KILN_DTYPE_FLOAT16 = 9, /**< float16 */
  KILN_DTYPE_BFLOAT16 = 10, /**< bfloat16 */
  KILN_DTYPE_FLOAT32 = 11, /**< float32 */
  KILN_DTYPE_FLOAT64 = 12, /**< float64 */
} kiln_dtype;

/** Kinds of device. (since 1.0) */
typedef enum kiln_device_kind {
  KILN_DEVICE_CPU = 0, /**< the host CPU */
  KILN_DEVICE_VULKAN = 1, /**< a Vulkan GPU (or lavapipe) */
} kiln_device_kind;

/* ---- Structs: start with struct_size; the library reads and writes only what it covers. ---- */

/** What a device is and can do. (since 1.0) */
typedef struct kiln_device_info {
  size_t struct_size; /**< sizeof(kiln_device_info) as the caller knows it. */
  size_t index; /**< index for kiln_device_get. */
  kiln_device_kind kind; /**< CPU or Vulkan. */
  const char* name; /**< human-readable name. Ownership: library: valid for the life of the process. */
  const char* label; /**< "cpu" or "vulkan:N", as KILN_DEVICE takes. Ownership: library: valid for the life of the process. */
  uint64_t memory_bytes; /**< memory available to tensors. */
  uint32_t dtype_mask; /**< bit (1 << dtype) set for every supported dtype. */
  bool host_visible; /**< tensor memory is host-addressable (borrow and DLPack export without copies). */
  bool cooperative_matrix; /**< the device offers cooperative matrix (tensor core) operations. */
  uint32_t subgroup_size; /**< threads per subgroup (0 for the CPU). */
  uint64_t max_buffer_range; /**< largest single buffer binding in bytes (0: no limit). */
} kiln_device_info;

/** A device's memory use. (since 1.0) */
typedef struct kiln_memory_stats {
  size_t struct_size; /**< sizeof(kiln_memory_stats) as the caller knows it. */
  uint64_t active_bytes; /**< bytes held by live tensors. */
  uint64_t peak_bytes; /**< highest active_bytes so far. */
  uint64_t cached_bytes; /**< bytes kept by the allocator for reuse. */
  uint64_t limit_bytes; /**< the cap set by kiln_device_set_memory_limit (0: none). */
} kiln_memory_stats;

/* ---- errors ---- */

/**
 * The calling thread's last error message (empty when none). Never NULL; the text stays valid until the thread's next failing call.
 * @since 1.0
 */
KILN_API const char* kiln_last_error(void);

/**
 * A static name for a status code, such as "KILN_STATUS_OK". Never NULL.
 * @param status any value
 * @since 1.0
 */
KILN_API const char* kiln_status_string(kiln_status status);

/* ---- library ---- */

/**
 * The library's version.
 * @param[out] major major version number
 * @param[out] minor minor version number
 * @param[out] patch patch version number
 * @since 1.0
 */
KILN_API kiln_status kiln_version(uint32_t* major, uint32_t* minor, uint32_t* patch);

/**
 * Bytes per element of a dtype.
 * @param dtype element type
 * @param[out] size bytes per element
 * @since 1.0
 */
KILN_API kiln_status kiln_dtype_size(kiln_dtype dtype, size_t* size);

/* ---- devices ---- */

/**
 * Number of devices (the CPU is always device 0).
 * @param[out] count number of devices
 * @since 1.0
 */
KILN_API kiln_status kiln_device_count(size_t* count);

/**
 * The device at an index below kiln_device_count. Device handles live as long as the process and need no release.
 * @param index device index
 * @param[out] out the device
 * @since 1.0
 */
KILN_API kiln_status kiln_device_get(size_t index, kiln_device* out);

/**
 * The default device: KILN_DEVICE if set ("cpu", "vulkan:N"), else the first real GPU, else the CPU.
 * @param[out] out the default device
 * @since 1.0
 */
KILN_API kiln_status kiln_device_default(kiln_device* out);

/**
 * Makes a device the process-wide default.
 * @param device the new default
 * @since 1.0
 */
KILN_API kiln_status kiln_device_set_default(kiln_device device);

/**
 * Finds a device by label: "cpu", "vulkan" (the first), "vulkan:N", or a decimal index.
 * @param label NUL-terminated label (ownership: borrowed for the call)
 * @param[out] out the device
 * @since 1.0
 */
KILN_API kiln_status kiln_device_find(const char* label, kiln_device* out);

/**
 * Describes a device. Fills only the fields that info->struct_size covers.
 * @param device the device
 * @param[in,out] info caller-allocated; set struct_size first
 * @since 1.0
 */
KILN_API kiln_status kiln_device_get_info(kiln_device device, kiln_device_info* info);

/**
 * Memory statistics of a device. Fills only the fields that stats->struct_size covers.
 * @param device the device
 * @param[in,out] stats caller-allocated; set struct_size first
 * @since 1.0
 */
KILN_API kiln_status kiln_device_memory_stats(kiln_device device, kiln_memory_stats* stats);

/**
 * Caps the bytes a device may hold for tensors (0 removes the cap). Allocations past it fail with KILN_STATUS_OUT_OF_MEMORY after the cache is freed.
 * @param device the device
 * @param limit_bytes the cap in bytes, or 0
 * @since 1.0
 */
KILN_API kiln_status kiln_device_set_memory_limit(kiln_device device, uint64_t limit_bytes);

/**
 * Returns memory the device's allocator keeps for reuse.
 * @param device the device
 * @since 1.0
 */
KILN_API kiln_status kiln_device_clear_cache(kiln_device device);

/* ---- tensors ---- */

/**
 * A new tensor holding a copy of `data` (row-major, dtype elements, product(shape) of them).
 * @param data elements; may be NULL only when the tensor has no elements (may be NULL; ownership: borrowed for the call: copied)
 * @param dtype element type
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_create(const void* data, kiln_dtype dtype, const int64_t* shape, size_t ndim, kiln_device device, kiln_tensor* out);

/**
 * A tensor of one value everywhere (converted to dtype as astype would; exact for integers up to 2^53).
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param value fill value
 * @param dtype element type
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_full(const int64_t* shape, size_t ndim, double value, kiln_dtype dtype, kiln_device device, kiln_tensor* out);

/**
 * A tensor of zeros.
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param dtype element type
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_zeros(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out);

/**
 * A tensor of ones.
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param dtype element type
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_ones(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out);

/**
 * Evenly spaced values in [start, stop) as numpy.arange: ceil((stop - start) / step) elements, element i = start + i * step.
 * @param start first value
 * @param stop end (exclusive)
 * @param step spacing, nonzero
 * @param dtype element type
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_arange(double start, double stop, double step, kiln_dtype dtype, kiln_device device, kiln_tensor* out);

/**
 * An n x m matrix with ones on diagonal k (0 main, >0 above, <0 below) and zeros elsewhere.
 * @param n rows
 * @param m columns
 * @param k diagonal offset
 * @param dtype element type
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_eye(int64_t n, int64_t m, int64_t k, kiln_dtype dtype, kiln_device device, kiln_tensor* out);

/**
 * Adds a reference: the handle stays valid until one more kiln_tensor_release.
 * @param tensor the tensor
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_retain(kiln_tensor tensor);

/**
 * Drops a reference; the last one invalidates the handle. Releasing a released handle gives KILN_STATUS_INVALID_HANDLE.
 * @param tensor the tensor
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_release(kiln_tensor tensor);

/**
 * Number of dimensions. Never evaluates.
 * @param tensor the tensor
 * @param[out] ndim rank
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_ndim(kiln_tensor tensor, size_t* ndim);

/**
 * Copies the extents into dims. Never evaluates.
 * @param tensor the tensor
 * @param[out] dims caller-allocated array of capacity entries (may be NULL)
 * @param capacity entries in dims; must be at least ndim
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_shape(kiln_tensor tensor, int64_t* dims, size_t capacity);

/**
 * Element type. Never evaluates.
 * @param tensor the tensor
 * @param[out] dtype element type
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_dtype(kiln_tensor tensor, kiln_dtype* dtype);

/**
 * The device holding the tensor. Never evaluates.
 * @param tensor the tensor
 * @param[out] device its device
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_device(kiln_tensor tensor, kiln_device* device);

/**
 * Number of elements. Never evaluates.
 * @param tensor the tensor
 * @param[out] size element count
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_size(kiln_tensor tensor, int64_t* size);

/**
 * Bytes of the tensor's elements in compact row-major form. Never evaluates.
 * @param tensor the tensor
 * @param[out] nbytes size in bytes
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_nbytes(kiln_tensor tensor, size_t* nbytes);

/**
 * Whether the tensor's data has been computed.
 * @param tensor the tensor
 * @param[out] evaluated true once computed
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_is_evaluated(kiln_tensor tensor, bool* evaluated);

/**
 * Computes the given tensors and whatever they need, each node once.
 * @param tensors tensors to compute (ownership: borrowed for the call)
 * @param count number of tensors
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_eval(const kiln_tensor* tensors, size_t count);

/**
 * Evaluates the tensor and copies its elements, row-major, into dst.
 * @param tensor the tensor
 * @param[out] dst caller-allocated buffer (NULL allowed when the tensor has no elements) (may be NULL)
 * @param dst_bytes size of dst; must be at least kiln_tensor_nbytes
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_read(kiln_tensor tensor, void* dst, size_t dst_bytes);

/**
 * Evaluates the tensor and lends its elements, row-major and read-only, without copying where the memory allows (CPU tensors, host-visible GPU memory); otherwise from a private copy. The data stays valid until kiln_borrow_release, even after the tensor is released.
 * @param tensor the tensor
 * @param[out] out the loan (ownership: caller: release with kiln_borrow_release)
 * @param[out] data address of the first element (ownership: library: valid until kiln_borrow_release)
 * @param[out] nbytes bytes at data
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_borrow(kiln_tensor tensor, kiln_borrow* out, const void** data, size_t* nbytes);

/**
 * Ends a loan from kiln_tensor_borrow.
 * @param borrow the loan
 * @since 1.0
 */
KILN_API kiln_status kiln_borrow_release(kiln_borrow borrow);

/**
 * A new, independent tensor with the same contents on the same device, made there without a host round trip.
 * @param tensor source
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_copy(kiln_tensor tensor, kiln_tensor* out);

/**
 * The tensor's contents on another device. When it is already there, out is a new reference to the same tensor.
 * @param tensor source
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_to_device(kiln_tensor tensor, kiln_device device, kiln_tensor* out);

/* ---- ops.unary ---- */

/**
 * Elementwise -x.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_negative(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise |x|.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_abs(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise -1, 0 or 1 (NaN stays NaN).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_sign(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise e^x.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_exp(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise natural logarithm.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_log(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise log(1 + x).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_log1p(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise e^x - 1.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_expm1(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise square root.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_sqrt(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise 1 / sqrt(x).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_rsqrt(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise x * x.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_square(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise sine.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_sin(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise cosine.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_cos(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise tangent.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_tan(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise hyperbolic tangent.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_tanh(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise 1 / (1 + e^-x).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_sigmoid(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise error function.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_erf(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise round down.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_floor(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise round up.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_ceil(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise round half to even.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_round(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise x == 0, as bool.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_logical_not(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise ~x (bool and integers).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_bitwise_not(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise x is NaN, as bool.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_isnan(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise x is infinite, as bool.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_isinf(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise x is finite, as bool.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_isfinite(kiln_tensor x, kiln_tensor* out);

/* ---- ops.binary ---- */

/**
 * Elementwise a + b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_add(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a - b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_subtract(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a * b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_multiply(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise true division a / b (integers divide in float32), with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_divide(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise floor(a / b), with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_floor_divide(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a - floor(a / b) * b (sign of b, as Python), with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_remainder(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a ** b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_power(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise larger of a and b (NaN propagates), with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_maximum(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise smaller of a and b (NaN propagates), with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_minimum(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise arc tangent of a / b in the right quadrant, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_atan2(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a == b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a != b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_not_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a < b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_less(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a <= b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_less_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a > b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_greater(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a >= b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_greater_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a && b as bool, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_logical_and(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a || b as bool, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_logical_or(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a != b as truth values, as bool, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_logical_xor(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a & b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_bitwise_and(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a | b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_bitwise_or(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a ^ b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_bitwise_xor(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a << b (0 once b reaches the bit width), with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_left_shift(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise a >> b, arithmetic for signed types, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_right_shift(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/* ---- ops.elementwise ---- */

/**
 * Elementwise cond ? x : y, broadcasting all three.
 * @param cond condition (any dtype; nonzero is true)
 * @param x chosen where cond is true
 * @param y chosen where cond is false
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_where(kiln_tensor cond, kiln_tensor x, kiln_tensor y, kiln_tensor* out);

/**
 * Elementwise min(max(x, lo), hi). Either bound may be NULL for none.
 * @param x input
 * @param lo lower bound or NULL (may be NULL)
 * @param hi upper bound or NULL (may be NULL)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_clip(kiln_tensor x, kiln_tensor lo, kiln_tensor hi, kiln_tensor* out);

/**
 * Converts to another dtype (floats to integers truncate toward zero and saturate; NaN becomes 0).
 * @param x input
 * @param dtype target type
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_astype(kiln_tensor x, kiln_dtype dtype, kiln_tensor* out);

/**
 * Reinterprets the bytes as another dtype. Equal sizes keep the shape; otherwise the last axis scales by the size ratio.
 * @param x input
 * @param dtype target type
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_bitcast(kiln_tensor x, kiln_dtype dtype, kiln_tensor* out);

/* ---- ops.reduce ---- */

/**
 * Sum (bool and signed integers accumulate as int64, unsigned as uint64) over the given axes.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_sum(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Product (accumulating as sum does) over the given axes.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_prod(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Maximum (NaN propagates; error on an empty reduction) over the given axes.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_max(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Minimum (NaN propagates; error on an empty reduction) over the given axes.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_min(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Arithmetic mean (integers give float32) over the given axes.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_mean(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Whether every element is nonzero, as bool over the given axes.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_all(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Whether any element is nonzero, as bool over the given axes.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_any(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Index of the first maximum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_argmax(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * Index of the first minimum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_argmin(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/* ---- ops.linalg ---- */

/**
 * Matrix product as numpy.matmul: 1-D operands are promoted and the added axis removed; batch axes broadcast.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_matmul(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/* ---- ops.shape ---- */

/**
 * Same elements in a new shape; one extent may be -1. A view when the layout allows, else a copy.
 * @param x input
 * @param shape new extents (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_reshape(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out);

/**
 * Permutes the axes (a view). axes NULL reverses them.
 * @param x input
 * @param axes a permutation of 0..ndim-1, or NULL (may be NULL; ownership: borrowed for the call)
 * @param naxes entries in axes (ndim)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_transpose(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * Broadcasts to a shape (a view with zero strides).
 * @param x input
 * @param shape target extents (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_broadcast_to(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out);

/**
 * Inserts axes of extent 1 at the given positions of the result (a view).
 * @param x input
 * @param axes positions in the result (ownership: borrowed for the call)
 * @param naxes entries in axes
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_expand_dims(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * Removes axes of extent 1 (a view). axes NULL removes all of them.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_squeeze(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * Basic slicing (a view), per axis as Python's slice(start, stop, step): negative values count from the end and bounds clamp; INT64_MAX / INT64_MIN mean an open end. Axes past naxes are taken whole.
 * @param x input
 * @param start first index per axis (ownership: borrowed for the call)
 * @param stop end (exclusive) per axis (ownership: borrowed for the call)
 * @param step step per axis (nonzero); NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param naxes number of leading axes sliced
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_slice(kiln_tensor x, const int64_t* start, const int64_t* stop, const int64_t* step, size_t naxes, kiln_tensor* out);

/**
 * Joins tensors along an existing axis (dtypes promote).
 * @param tensors inputs, at least one (ownership: borrowed for the call)
 * @param count number of inputs
 * @param axis axis to join along
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_concatenate(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out);

/**
 * Joins same-shaped tensors along a new axis (dtypes promote).
 * @param tensors inputs, at least one (ownership: borrowed for the call)
 * @param count number of inputs
 * @param axis position of the new axis in the result
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_stack(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out);

/**
 * Pads with a constant: pad_before[i] and pad_after[i] elements on axis i.
 * @param x input
 * @param pad_before non-negative, one per axis (ownership: borrowed for the call)
 * @param pad_after non-negative, one per axis (ownership: borrowed for the call)
 * @param naxes must equal ndim
 * @param value fill value
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_pad(kiln_tensor x, const int64_t* pad_before, const int64_t* pad_after, size_t naxes, double value, kiln_tensor* out);

/**
 * Reverses the order of elements along the given axes (a view). axes NULL flips all.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.0
 */
KILN_API kiln_status kiln_flip(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif /* KILN_KILN_H */
