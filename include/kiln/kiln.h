/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */
/* Kiln: a lazy tensor engine behind a stable C ABI. */
#ifndef KILN_KILN_H
#define KILN_KILN_H

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

#ifdef __cplusplus
extern "C" {
#endif

#define KILN_VERSION_MAJOR 1
#define KILN_VERSION_MINOR 15
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

/** An ordering of evals on one device (kiln_stream_create). Release it with kiln_stream_release. (since 1.6) */
typedef struct kiln_stream_s* kiln_stream;

/** A lazy graph captured from placeholder inputs to outputs (kiln_function_create), rebuilt on new inputs by kiln_function_call. Release it with kiln_function_release. (since 1.9) */
typedef struct kiln_function_s* kiln_function;

/** A group of processes (ranks) that collectives exchange data among (kiln_group_init, kiln_group_from_mpi_comm, kiln_group_split). Release it with kiln_group_release; collectives built on it keep what they need. (since 1.11) */
typedef struct kiln_group_s* kiln_group;

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
  KILN_STATUS_NON_FINITE = 10, /**< a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan) */
} kiln_status;

/** Element types. float8_e5m2, float8_e4m3fn and the 2- and 4-bit integers (since 1.13) are stored one byte an element and every op computes in float32, int8 or uint8 and rounds or wraps back; int2, int4, uint2 and uint4 cross the C API and DLPack packed, the first element in the low bits of a byte (docs/dtypes.md). (since 1.0) */
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
  KILN_DTYPE_COMPLEX64 = 13, /**< complex64 */
  KILN_DTYPE_COMPLEX128 = 14, /**< complex128 */
  KILN_DTYPE_FLOAT8_E5M2 = 15, /**< float8_e5m2 */
  KILN_DTYPE_FLOAT8_E4M3FN = 16, /**< float8_e4m3fn */
  KILN_DTYPE_INT2 = 17, /**< int2 */
  KILN_DTYPE_INT4 = 18, /**< int4 */
  KILN_DTYPE_UINT2 = 19, /**< uint2 */
  KILN_DTYPE_UINT4 = 20, /**< uint4 */
} kiln_dtype;

/** Kinds of device. (since 1.0) */
typedef enum kiln_device_kind {
  KILN_DEVICE_CPU = 0, /**< the host CPU */
  KILN_DEVICE_VULKAN = 1, /**< a Vulkan GPU (or lavapipe) */
} kiln_device_kind;

/** Whether a DLPack export or import may copy the elements. (since 1.1) */
typedef enum kiln_dlpack_copy {
  KILN_DLPACK_COPY_IF_NEEDED = 0, /**< share the memory when possible, otherwise copy */
  KILN_DLPACK_COPY_NEVER = 1, /**< share the memory or fail with KILN_STATUS_UNSUPPORTED */
  KILN_DLPACK_COPY_ALWAYS = 2, /**< always copy into fresh memory */
} kiln_dlpack_copy;

/** What a telemetry event describes. (since 1.2) */
typedef enum kiln_event_kind {
  KILN_EVENT_EVAL = 0, /**< evaluating a graph (kiln_tensor_eval, or the implicit eval of a read) */
  KILN_EVENT_READ = 1, /**< reading elements to the host (kiln_tensor_read, kiln_tensor_borrow) */
  KILN_EVENT_TRANSFER = 2, /**< moving a tensor to another device (kiln_tensor_to_device) */
  KILN_EVENT_DLPACK_EXPORT = 3, /**< a DLPack export */
  KILN_EVENT_DLPACK_IMPORT = 4, /**< a DLPack import */
  KILN_EVENT_FALLBACK = 5, /**< an op the device cannot run natively, run on the CPU instead; name is the op */
  KILN_EVENT_ALLOCATION = 6, /**< memory for a tensor's elements */
  KILN_EVENT_FUSION = 7, /**< one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes */
  KILN_EVENT_COLLECTIVE = 8, /**< one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks */
} kiln_event_kind;

/** Whether an event opens or closes its span. (since 1.2) */
typedef enum kiln_event_phase {
  KILN_EVENT_START = 0, /**< the span begins */
  KILN_EVENT_STOP = 1, /**< the span ends; duration_ns and status are set */
} kiln_event_phase;

/** Debug checks, combined as bits. Off by default; KILN_DEBUG=bounds,nan switches them on at load. (since 1.2) */
typedef enum kiln_debug_flag {
  KILN_DEBUG_BOUNDS = 1, /**< index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it */
  KILN_DEBUG_NAN = 2, /**< matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity */
} kiln_debug_flag;

/** What happens to an op a device cannot run natively. (since 1.2) */
typedef enum kiln_fallback_policy {
  KILN_FALLBACK_ALLOW = 0, /**< run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default) */
  KILN_FALLBACK_ERROR = 1, /**< fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load) */
} kiln_fallback_policy;

/** How a device runs an op for a dtype. (since 1.2) */
typedef enum kiln_op_support {
  KILN_SUPPORT_NATIVE = 0, /**< the device's own kernels run it */
  KILN_SUPPORT_FALLBACK = 1, /**< it runs on the CPU and the result comes back (see kiln_fallback_policy) */
  KILN_SUPPORT_NONE = 2, /**< the op rejects this dtype, or the device cannot hold it */
} kiln_op_support;

/** Which matrix norm kiln_linalg_matrix_norm computes (numpy.linalg.matrix_norm's ord). (since 1.4) */
typedef enum kiln_matrix_norm {
  KILN_NORM_FRO = 0, /**< Frobenius: sqrt of the sum of squares */
  KILN_NORM_NUC = 1, /**< nuclear: the sum of the singular values */
  KILN_NORM_ONE = 2, /**< the largest column sum of |x| */
  KILN_NORM_NEG_ONE = 3, /**< the smallest column sum of |x| */
  KILN_NORM_TWO = 4, /**< the largest singular value */
  KILN_NORM_NEG_TWO = 5, /**< the smallest singular value */
  KILN_NORM_INF = 6, /**< the largest row sum of |x| */
  KILN_NORM_NEG_INF = 7, /**< the smallest row sum of |x| */
} kiln_matrix_norm;

/** Which direction of a Fourier transform kiln_fft, kiln_rfft and kiln_irfft scale, as NumPy's norm: the product N of the transformed lengths. (since 1.8) */
typedef enum kiln_fft_norm {
  KILN_FFT_NORM_BACKWARD = 0, /**< the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default) */
  KILN_FFT_NORM_ORTHO = 1, /**< both directions are scaled by 1 / sqrt(N) */
  KILN_FFT_NORM_FORWARD = 2, /**< the forward transform is scaled by 1 / N, the inverse not at all */
} kiln_fft_norm;

/* ---- Structs: start with struct_size; the library reads and writes only what it covers. ---- */

/** What a device is and can do. (since 1.0) */
typedef struct kiln_device_info {
  size_t struct_size; /**< sizeof(kiln_device_info) as the caller knows it. */
  size_t index; /**< index for kiln_device_get. */
  kiln_device_kind kind; /**< CPU or Vulkan. */
  const char* name; /**< human-readable name. Ownership: library: valid for the life of the process. */
  const char* label; /**< "cpu" or "vulkan:N", as KILN_DEVICE takes. Ownership: library: valid for the life of the process. */
  uint64_t memory_bytes; /**< memory available to tensors. */
  uint32_t dtype_mask; /**< bit (1 << dtype) set for every dtype the device's own kernels compute; tensors of the other dtypes still work there through CPU fallbacks unless they are switched off (kiln_device_op_support, kiln_fallback_set_policy). */
  bool host_visible; /**< tensor memory is host-addressable (borrow and DLPack export without copies). */
  bool cooperative_matrix; /**< the device offers cooperative matrix (tensor core) operations. */
  uint32_t subgroup_size; /**< threads per subgroup (0 for the CPU). */
  uint64_t max_buffer_range; /**< largest single buffer binding in bytes (0: no limit). */
  const char* driver_name; /**< since 1.3 (a field older callers' struct_size does not cover): the driver, as the Vulkan driver reports its name ("llvmpipe" is Mesa's software rasterizer: no GPU driver in use), or "kiln-cpu" for the CPU. Ownership: library: valid for the life of the process. */
  const char* driver_version; /**< since 1.3: the driver's version text (its driverInfo, else its decoded driverVersion); for the CPU, how its kernels are built. Ownership: library: valid for the life of the process. */
} kiln_device_info;

/** A device's memory use. (since 1.0) */
typedef struct kiln_memory_stats {
  size_t struct_size; /**< sizeof(kiln_memory_stats) as the caller knows it. */
  uint64_t active_bytes; /**< bytes held by live tensors. */
  uint64_t peak_bytes; /**< highest active_bytes so far. */
  uint64_t cached_bytes; /**< bytes kept by the allocator for reuse. */
  uint64_t limit_bytes; /**< the cap set by kiln_device_set_memory_limit (0: none). */
  uint64_t device_allocations; /**< since 1.3 (a field older callers' struct_size does not cover): memory allocations the device's driver made so far (vkAllocateMemory; 0 on the CPU); a steady loop of evals adds none, its memory comes from the cache. */
} kiln_memory_stats;

/** Options of the DLPack functions. A NULL options pointer means all defaults (the zero-initialised struct). (since 1.1) */
typedef struct kiln_dlpack_options {
  size_t struct_size; /**< sizeof(kiln_dlpack_options) as the caller knows it. */
  kiln_dlpack_copy copy; /**< copy mode (default KILN_DLPACK_COPY_IF_NEEDED). */
  kiln_device device; /**< import: the device of the new tensor (NULL: where the data lives: the CPU for kDLCPU, its Vulkan device for kDLVulkan); export: ignored. */
  bool read_only; /**< export: set DLPACK_FLAG_BITMASK_READ_ONLY (always set for a tensor imported read-only); import: treat the data as read-only even when the producer did not flag it. */
  kiln_device export_device; /**< export (since 1.2; a field older callers' struct_size does not cover): a Vulkan device asks for a kDLVulkan export on that device (data is a VkBuffer); NULL or the CPU: kDLCPU. */
} kiln_dlpack_options;

/** One telemetry event. Valid only during the callback; copy what you keep. (since 1.2) */
typedef struct kiln_telemetry_event {
  size_t struct_size; /**< sizeof(kiln_telemetry_event) as the library knows it; fields past a smaller size you know are absent. */
  kiln_event_kind kind; /**< what the span describes. */
  kiln_event_phase phase; /**< start or stop. */
  uint64_t id; /**< the span's id; its start and stop events share it. */
  uint64_t parent_id; /**< id of the span this one is nested in on the same thread (0: none). */
  uint64_t timestamp_ns; /**< when the event happened, in nanoseconds of a monotonic clock. */
  uint64_t duration_ns; /**< stop events: nanoseconds since the start event (0 on start events). */
  kiln_device device; /**< the device concerned (for transfers the destination); NULL when none. */
  uint64_t bytes; /**< bytes read, moved, exported, imported or allocated (0 when not applicable). */
  int64_t count; /**< eval: kernels run, a fused kernel counting once (known at stop, 0 at start); fusion: the nodes the fused kernel computes; collective (since 1.14): the group's size; otherwise 0. */
  const char* name; /**< the operation: "eval", "read", "borrow", "to_device", "to_dlpack", "from_dlpack", "allocate", or the op that fell back ("exp"), or the collective ("all_sum"). Ownership: library: valid during the callback. */
  kiln_status status; /**< stop events: how the span ended (KILN_STATUS_OK or the failure's status). */
} kiln_telemetry_event;

/** The Vulkan objects behind a Kiln Vulkan device, for code that shares its VkDevice (kDLVulkan DLPack exchange). Kiln owns them all; they live for the whole process. (since 1.2) */
typedef struct kiln_vulkan_handles {
  size_t struct_size; /**< sizeof(kiln_vulkan_handles) as the caller knows it. */
  void* instance; /**< the VkInstance. */
  void* physical_device; /**< the VkPhysicalDevice. */
  void* device; /**< the VkDevice. */
  void* queue; /**< the VkQueue Kiln submits to; externally synchronized with Kiln: use it only while no Kiln call runs. */
  uint32_t queue_family_index; /**< the queue's family. */
} kiln_vulkan_handles;

/* ---- Callbacks ---- */

/** Receives telemetry events. Runs synchronously on the thread whose Kiln call caused the event, while Kiln's API lock is held: it may call Kiln functions (including kiln_telemetry_unsubscribe), and calls from other threads wait until it returns. (since 1.2) */
typedef void (*kiln_telemetry_callback)(const kiln_telemetry_event* event, void* user_data);

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
 * Bytes per element of a dtype. The 2- and 4-bit integers pack several elements to a byte: they give KILN_STATUS_UNSUPPORTED_DTYPE (kiln_tensor_nbytes gives a tensor's bytes).
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
 * The default device: KILN_DEVICE if set ("cpu", "vulkan:N"), else the first real GPU, else the CPU. A KILN_DEVICE naming no device gives KILN_STATUS_INVALID_ARGUMENT (never a silent fallback) until kiln_device_set_default picks one.
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
 * A new tensor holding a copy of `data` (row-major, dtype elements, product(shape) of them). int2, int4, uint2 and uint4 come packed (kiln_dtype), ceil(product(shape) * bits / 8) bytes.
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
 * Bytes of the tensor's elements in compact row-major form. Never evaluates. The 2- and 4-bit integers count packed.
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
 * Starts computing the given tensors as kiln_tensor_eval does, and returns once a device that queues work (a Vulkan GPU) has it queued, without waiting for it (MLX's async_eval); on the CPU it returns when the work is done. Whatever needs the results waits for them: a read, kiln_tensor_eval, an export, an eval on another device or stream. An eval queued next on the same device and ordering reads them without waiting, so a loop of evals keeps the GPU busy while the host builds the next one. At most two evals are queued at once; a third first waits for the oldest. A failure that happens after the launch (a singular matrix found by a kernel, a lost device) leaves the tensors unevaluated: the call that next needs them evaluates them again and returns the error. kiln_tensor_is_evaluated is false until the work is done and someone has waited for it.
 * @param tensors tensors to compute (ownership: borrowed for the call)
 * @param count number of tensors
 * @since 1.15
 */
KILN_API kiln_status kiln_tensor_eval_async(const kiln_tensor* tensors, size_t count);

/**
 * Evaluates the tensor and copies its elements, row-major, into dst. The 2- and 4-bit integers are written packed.
 * @param tensor the tensor
 * @param[out] dst caller-allocated buffer (NULL allowed when the tensor has no elements) (may be NULL)
 * @param dst_bytes size of dst; must be at least kiln_tensor_nbytes
 * @since 1.0
 */
KILN_API kiln_status kiln_tensor_read(kiln_tensor tensor, void* dst, size_t dst_bytes);

/**
 * Evaluates the tensor and lends its elements, row-major and read-only, without copying where the memory allows (CPU tensors, host-visible GPU memory); otherwise from a private copy. The data stays valid until kiln_borrow_release, even after the tensor is released. The 2- and 4-bit integers are lent packed, always from a copy.
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

/* ---- streams ---- */

/**
 * A new stream on the device. Evals on different streams do not wait for each other: on a Vulkan device each stream submits to a queue of its own where the device has several (else streams share its one queue, without waiting on each other's submissions), and on the CPU a stream's kernels run without holding the library's lock, so other threads' calls proceed meanwhile. Evals on one stream run one after another. A tensor that one stream is computing is waited for, not computed twice, when another eval needs it.
 * @param device the device whose work the stream orders
 * @param[out] out the new stream (ownership: caller: release with kiln_stream_release)
 * @since 1.6
 */
KILN_API kiln_status kiln_stream_create(kiln_device device, kiln_stream* out);

/**
 * Releases a stream. An eval running on it meanwhile is not disturbed: the stream is freed when that eval ends.
 * @param stream the stream
 * @since 1.6
 */
KILN_API kiln_status kiln_stream_release(kiln_stream stream);

/**
 * The device a stream belongs to.
 * @param stream the stream
 * @param[out] out its device
 * @since 1.6
 */
KILN_API kiln_status kiln_stream_device(kiln_stream stream, kiln_device* out);

/**
 * Computes the given tensors as kiln_tensor_eval does, with the stream's device's work ordered on the stream (work on other devices runs as in kiln_tensor_eval). Returns once the work is done; another thread's eval on another stream runs at the same time.
 * @param stream the stream
 * @param tensors tensors to compute (ownership: borrowed for the call)
 * @param count number of tensors
 * @since 1.6
 */
KILN_API kiln_status kiln_stream_eval(kiln_stream stream, const kiln_tensor* tensors, size_t count);

/**
 * Starts computing the given tensors as kiln_stream_eval does (the stream's device's work ordered on the stream), returning once the work is queued, as kiln_tensor_eval_async does. The stream is kept until the work is done, even if released meanwhile.
 * @param stream the stream
 * @param tensors tensors to compute (ownership: borrowed for the call)
 * @param count number of tensors
 * @since 1.15
 */
KILN_API kiln_status kiln_stream_eval_async(kiln_stream stream, const kiln_tensor* tensors, size_t count);

/* ---- graphs ---- */

/**
 * A tensor with a shape, dtype and device but no values: an input of a graph to capture with kiln_function_create. Ops take it as any lazy tensor; evaluating it, or anything built from it, fails with INVALID_ARGUMENT, so no value computed from a placeholder can be baked into a captured graph. Its layout is contiguous.
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param dtype element type
 * @param device device the graph will run on
 * @param[out] out receives the placeholder (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.9
 */
KILN_API kiln_status kiln_placeholder(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out);

/**
 * Captures the lazy graph that computes outputs from inputs (distinct placeholders), so that kiln_function_call can build it again on other tensors without the caller making each op again (a training step's graph, rebuilt every step). Nothing is evaluated. Parts of the graph that do not depend on an input (constants, weights held as tensors) are shared by every call and computed at most once. Every placeholder the outputs depend on must be one of inputs. The captured graph is a copy: evaluating or releasing the given tensors afterwards does not change it.
 * @param inputs the placeholders, in the order kiln_function_call takes their replacements (ownership: borrowed for the call)
 * @param input_count number of inputs
 * @param outputs the tensors each call returns (an output may be an input, or depend on none) (ownership: borrowed for the call)
 * @param output_count number of outputs (at least 1)
 * @param[out] out the captured function (ownership: caller: release with kiln_function_release)
 * @since 1.9
 */
KILN_API kiln_status kiln_function_create(const kiln_tensor* inputs, size_t input_count, const kiln_tensor* outputs, size_t output_count, kiln_function* out);

/**
 * Builds the captured graph again with args in place of its inputs and returns its outputs as new lazy tensors (evaluate them as any others); the same nodes as the captured graph, so an eval of them plans and fuses the same way. Each arg must have its input's shape, dtype and device (else INVALID_ARGUMENT); an arg with another layout (strided, offset) is read through a contiguous copy. Calls from several threads are safe.
 * @param function the captured function
 * @param args one tensor per input, in kiln_function_create's order (ownership: borrowed for the call)
 * @param arg_count number of args (the function's input count)
 * @param[out] results caller-allocated array that receives one new tensor per output (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param result_count capacity of results (the function's output count)
 * @since 1.9
 */
KILN_API kiln_status kiln_function_call(kiln_function function, const kiln_tensor* args, size_t arg_count, kiln_tensor* results, size_t result_count);

/**
 * The number of inputs and outputs of a captured function.
 * @param function the captured function
 * @param[out] input_count receives the number of inputs
 * @param[out] output_count receives the number of outputs
 * @since 1.9
 */
KILN_API kiln_status kiln_function_arity(kiln_function function, size_t* input_count, size_t* output_count);

/**
 * Releases a captured function; tensors returned by its calls stay valid.
 * @param function the captured function
 * @since 1.9
 */
KILN_API kiln_status kiln_function_release(kiln_function function);

/**
 * Derives the vector-Jacobian product of a captured function: a new captured function taking f's inputs, then one cotangent per output of f (the output's shape and dtype), and returning f's outputs, then one cotangent per input of f (the input's shape and dtype): the sum over outputs of cotangent^T d output / d input. Inputs the outputs do not depend on, or depend on only through integer, bool or stop_gradient values, get zeros. Gradients flow through real float and complex values; for complex ones the convention is PyTorch's (the gradient of a real loss L is dL/dRe + i dL/dIm). docs/gradients.md gives each op's rule; an op without one fails here with KILN_STATUS_UNSUPPORTED naming it. The result is an ordinary captured function: call it, release it, or differentiate it again (second order).
 * @param function the function to differentiate
 * @param[out] out the derived function (ownership: caller: release with kiln_function_release)
 * @since 1.10
 */
KILN_API kiln_status kiln_function_vjp(kiln_function function, kiln_function* out);

/**
 * Derives the Jacobian-vector product of a captured function: a new captured function taking f's inputs, then one tangent per input (the input's shape and dtype), and returning f's outputs, then one tangent per output: the sum over inputs of d output / d input times the tangent. It is computed as the vector-Jacobian product of the vector-Jacobian product (linear in its cotangents), so every op with a rule for kiln_function_vjp has one here, and the two agree: <v, J u> = <J^T v, u>.
 * @param function the function to differentiate
 * @param[out] out the derived function (ownership: caller: release with kiln_function_release)
 * @since 1.10
 */
KILN_API kiln_status kiln_function_jvp(kiln_function function, kiln_function* out);

/**
 * Derives value and gradient: a new captured function taking f's inputs and returning f's outputs (output 0 must be a 0-d real float: the loss; others are passed through), then the gradient of output 0 with respect to each chosen input, in the order of argnums (each of the input's shape and dtype). A training step is one call of it.
 * @param function the function to differentiate; output 0 is the loss
 * @param argnums the inputs to differentiate with respect to (positions among f's inputs); NULL with argnum_count 0 means every input (may be NULL; ownership: borrowed for the call)
 * @param argnum_count number of entries in argnums
 * @param[out] out the derived function (ownership: caller: release with kiln_function_release)
 * @since 1.10
 */
KILN_API kiln_status kiln_function_value_and_grad(kiln_function function, const size_t* argnums, size_t argnum_count, kiln_function* out);

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

/**
 * Elementwise arc sine (radians).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_asin(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise arc cosine (radians).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_acos(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise arc tangent (radians).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_atan(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise hyperbolic sine.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_sinh(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise hyperbolic cosine.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_cosh(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise inverse hyperbolic sine.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_asinh(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise inverse hyperbolic cosine.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_acosh(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise inverse hyperbolic tangent.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_atanh(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise base-2 logarithm.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_log2(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise base-10 logarithm.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_log10(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise 2^x.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_exp2(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise cube root.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_cbrt(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise complementary error function 1 - erf(x), accurate where erf(x) nears 1.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_erfc(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise inverse error function: y with erf(y) = x, for x in [-1, 1].
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_erf_inv(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise round toward zero (integers unchanged).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_trunc(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise 1 / x (integers divide in float32).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_reciprocal(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise number of set bits of an integer (of its two's complement bits for negative ones).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_population_count(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise number of zero bits above the highest set bit of an integer, in its dtype's width (the width for 0; 0 for negative ones).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_count_leading_zeros(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise whether the sign bit is set, as bool: true for negative numbers, -0.0 and NaNs with the sign bit; false for unsigned integers and bool.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_signbit(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise round half away from zero (C's round, Nx's round): 2.5 gives 3.0, -2.5 gives -3.0; the sign of zero is kept.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.5
 */
KILN_API kiln_status kiln_round_half_away(kiln_tensor x, kiln_tensor* out);

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
 * Elementwise floor(a / b), with broadcasting and type promotion. Floats: NumPy's quotient for finite operands, floor(a / b) when one is infinite as the array API prefers (inf // 2 is inf, 1 // -inf and -1 // inf are -0.0), a zero quotient keeping its sign; integers: x // 0 is 0.
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

/**
 * Elementwise log(e^a + e^b) without overflow, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_logaddexp(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise sqrt(a^2 + b^2) without overflow, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_hypot(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise |a| with the sign of b, with broadcasting and type promotion.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_copysign(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise integer division rounding toward zero (C's a / b, Nx's quotient), with broadcasting and type promotion; x / 0 is 0 and MIN / -1 wraps to MIN.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_quotient(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * Elementwise truncated remainder a - trunc(a / b) * b (C's fmod, Nx's remainder): the result takes the dividend's sign, with broadcasting and type promotion; for integers x fmod 0 is 0 (as remainder and quotient), for floats NaN.
 * @param a left operand
 * @param b right operand
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.5
 */
KILN_API kiln_status kiln_fmod(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

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

/**
 * log(sum(exp(x))) over the given axes, computed stably: the maximum is subtracted first (integers and bool give float32; an empty reduction gives -inf).
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_logsumexp(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/* ---- ops.scan ---- */

/**
 * Running sum along one axis (bool and signed integers accumulate as int64, unsigned as uint64; wraps on overflow); with reverse, from the end of the axis.
 * @param x input
 * @param axis the axis to scan along (negative counts from the end)
 * @param reverse scan from the end of the axis toward its start
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_cumulative_sum(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out);

/**
 * Running product along one axis (accumulating as cumulative_sum does); with reverse, from the end of the axis.
 * @param x input
 * @param axis the axis to scan along (negative counts from the end)
 * @param reverse scan from the end of the axis toward its start
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_cumulative_product(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out);

/**
 * Running maximum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.
 * @param x input
 * @param axis the axis to scan along (negative counts from the end)
 * @param reverse scan from the end of the axis toward its start
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_cumulative_max(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out);

/**
 * Running minimum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.
 * @param x input
 * @param axis the axis to scan along (negative counts from the end)
 * @param reverse scan from the end of the axis toward its start
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_cumulative_min(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out);

/**
 * Running log(sum(exp(x))) along one axis, computed stably without overflow (integers and bool give float32); with reverse, from the end of the axis.
 * @param x input
 * @param axis the axis to scan along (negative counts from the end)
 * @param reverse scan from the end of the axis toward its start
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_logcumsumexp(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out);

/* ---- ops.unary ---- */

/**
 * Elementwise rectified linear unit: max(x, 0) (NaN stays NaN).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_relu(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise sigmoid-weighted linear unit (swish): x * sigmoid(x).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_silu(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise Gaussian error linear unit, exact form: x * Phi(x) = x / 2 * erfc(-x / sqrt(2)).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_gelu(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise Gaussian error linear unit, tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_gelu_tanh(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise softplus, log(1 + e^x), computed as max(x, 0) + log1p(e^-|x|) (no overflow).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_softplus(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise real part: complex64 gives float32, complex128 float64; other dtypes are returned as they are.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.7
 */
KILN_API kiln_status kiln_real(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise imaginary part: complex64 gives float32, complex128 float64; other dtypes give zeros of their dtype.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.7
 */
KILN_API kiln_status kiln_imag(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise complex conjugate; other dtypes are returned as they are.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.7
 */
KILN_API kiln_status kiln_conj(kiln_tensor x, kiln_tensor* out);

/**
 * Elementwise argument (phase) in radians, atan2(imag, real): complex64 gives float32, complex128 float64; real dtypes give atan2(0, x) in their float type (integers and bool in float32).
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.7
 */
KILN_API kiln_status kiln_angle(kiln_tensor x, kiln_tensor* out);

/* ---- ops.shape ---- */

/**
 * x itself (a view: no copy, no kernel), through which no gradient passes: in a function differentiated by kiln_function_vjp, kiln_function_jvp or kiln_function_value_and_grad, what is computed from it is treated as a constant.
 * @param x input
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.10
 */
KILN_API kiln_status kiln_stop_gradient(kiln_tensor x, kiln_tensor* out);

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

/* ---- dlpack ---- */

/**
 * Evaluates the tensor and exports it as a DLPack 1.x managed tensor (always kDLCPU). CPU tensors and host-visible GPU memory are shared, not copied (strided views keep their strides and byte_offset); a flipped (negative-stride) view or device-only memory is copied, and DLPACK_FLAG_BITMASK_IS_COPIED is set. The export keeps the memory alive after the tensor is released; call its deleter exactly once, from any thread.
 * @param tensor the tensor to export
 * @param options options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
 * @param[out] out receives the managed tensor (NULL on failure) (ownership: caller: call (*out)->deleter(*out) exactly once)
 * @since 1.1
 */
KILN_API kiln_status kiln_tensor_to_dlpack(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensorVersioned** out);

/**
 * Imports a DLPack 1.x managed tensor. kDLCPU memory becomes a CPU tensor without a copy when its layout allows (element-aligned data and byte_offset); otherwise, or for another target device, or with KILN_DLPACK_COPY_ALWAYS, the elements are copied and the producer's deleter runs before the call returns. On success Kiln owns `managed` and calls its deleter exactly once, when the last tensor using the memory is gone; on failure the caller still owns it. Since 1.12, kDLCUDA memory on the CUDA device of a Vulkan device with the CUDA interop layer is copied into a new tensor on that device (or options->device) by one device-to-device copy, which is waited for before the call returns (the producer must have finished writing it: DLPack's stream handshake, made on the legacy default stream); KILN_DLPACK_COPY_NEVER refuses it.
 * @param managed the producer's managed tensor (ownership: library on success; caller on failure)
 * @param options options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
 * @param[out] out receives the imported tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.1
 */
KILN_API kiln_status kiln_tensor_from_dlpack(DLManagedTensorVersioned* managed, const kiln_dlpack_options* options, kiln_tensor* out);

/**
 * kiln_tensor_to_dlpack for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a read-only or copied export cannot say so).
 * @param tensor the tensor to export
 * @param options options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
 * @param[out] out receives the managed tensor (NULL on failure) (ownership: caller: call (*out)->deleter(*out) exactly once)
 * @since 1.1
 */
KILN_API kiln_status kiln_tensor_to_dlpack_legacy(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensor** out);

/**
 * kiln_tensor_from_dlpack for producers of the unversioned DLPack 0.x DLManagedTensor.
 * @param managed the producer's managed tensor (ownership: library on success; caller on failure)
 * @param options options; NULL for the defaults (may be NULL; ownership: borrowed for the call)
 * @param[out] out receives the imported tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.1
 */
KILN_API kiln_status kiln_tensor_from_dlpack_legacy(DLManagedTensor* managed, const kiln_dlpack_options* options, kiln_tensor* out);

/**
 * The DLPack device (DLDeviceType and id) that kiln_tensor_to_dlpack would give for this tensor, without evaluating it: what Python's __dlpack_device__ returns. Kiln exports kDLCPU (1), device id 0. (kiln_device_cuda_device tells whether kiln_tensor_to_dlpack_cuda can export it as kDLCUDA.)
 * @param tensor the tensor to export
 * @param[out] device_type a DLDeviceType value
 * @param[out] device_id the device id
 * @since 1.1
 */
KILN_API kiln_status kiln_tensor_dlpack_device(kiln_tensor tensor, int32_t* device_type, int32_t* device_id);

/* ---- ops.indexing ---- */

/**
 * Elements of x at integer indices along one axis, as numpy.take: the result's shape is x.shape[:axis] + indices.shape + x.shape[axis+1:]. An index i in [-n, n) selects x[..., i (+ n if negative), ...]; others are clamped into [0, n-1], or fail the eval with KILN_STATUS_INDEX_OUT_OF_RANGE when KILN_DEBUG_BOUNDS is on.
 * @param x the tensor to take from
 * @param indices indices, any integer dtype, on x's device
 * @param axis the axis of x to index (negative counts from the end)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.2
 */
KILN_API kiln_status kiln_take(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out);

/**
 * Elements of x at integer indices along one axis, as numpy.take_along_axis: indices have x's rank, and their other dimensions broadcast against x's; the result has the broadcast shape with the indices' extent along the axis. Indices are read as kiln_take reads them (negative counts from the end; others clamped, or KILN_STATUS_INDEX_OUT_OF_RANGE from the eval when KILN_DEBUG_BOUNDS is on).
 * @param x the tensor to take from
 * @param indices indices, any integer dtype, on x's device
 * @param axis the axis to index (negative counts from the end)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_take_along_axis(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out);

/**
 * Nx's gather: indices of shape [..., K] address K axes of x; the result has shape indices.shape[:-1] + x's other extents (in order), each index row selecting the slice of x at those positions. Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0).
 * @param x the tensor to gather from
 * @param indices indices [..., K], any integer dtype, on x's device
 * @param axes the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K (may be NULL; ownership: borrowed for the call)
 * @param naxes entries in axes (0 when axes is NULL)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_gather(kiln_tensor x, kiln_tensor indices, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * Nx's indexed_add: x with updates added at the slices that indices [..., K] address (as kiln_gather addresses them); updates have shape indices.shape[:-1] + x's other extents. Duplicate indices accumulate. The result dtype promotes x's and updates' (bool is refused); 8 and 16-bit types accumulate in 32 bits. On Vulkan, float additions to one element happen in any order (rounding may vary between runs). Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0).
 * @param x the tensor to update (not modified)
 * @param indices indices [..., K], any integer dtype
 * @param updates the values to add
 * @param axes the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K (may be NULL; ownership: borrowed for the call)
 * @param naxes entries in axes (0 when axes is NULL)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_indexed_add(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * Nx's indexed_put: x with updates written at the slices that indices [..., K] address (as kiln_indexed_add); where indices repeat, the last update wins, on every device. The result dtype promotes x's and updates'. Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0).
 * @param x the tensor to update (not modified)
 * @param indices indices [..., K], any integer dtype
 * @param updates the values to write
 * @param axes the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K (may be NULL; ownership: borrowed for the call)
 * @param naxes entries in axes (0 when axes is NULL)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_indexed_put(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * The coordinates of x's nonzero elements (NaN counts as nonzero, -0.0 as zero), as numpy.argwhere: an int64 tensor [count, ndim], in row-major order. The count depends on the data, so this call evaluates what it needs of x (and fails with the eval's status); the coordinates themselves stay lazy.
 * @param x the tensor to search
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_argwhere(kiln_tensor x, kiln_tensor* out);

/* ---- ops.sorting ---- */

/**
 * The int64 positions that sort x along one axis, stably: ascending with NaN last (as numpy.argsort(kind='stable')), or descending, the exact reverse order (NaN first) with equal elements still in their original order. -0.0 and +0.0 are equal.
 * @param x the tensor to sort (any dtype, rank >= 1)
 * @param axis the axis to sort along (negative counts from the end)
 * @param descending largest first
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_argsort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out);

/**
 * x sorted along one axis, in the order of kiln_argsort (NaN last ascending, first descending).
 * @param x the tensor to sort (any dtype, rank >= 1)
 * @param axis the axis to sort along (negative counts from the end)
 * @param descending largest first
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_sort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out);

/**
 * The k largest elements along the last axis, largest first (NaN counts as the largest; ties keep their order), and their int64 positions, as Nx.top_k.
 * @param x the tensor (rank >= 1)
 * @param k how many, in [0, x.shape[-1]]
 * @param[out] values receives the k largest values (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] indices receives their int64 positions (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_top_k(kiln_tensor x, int64_t k, kiln_tensor* values, kiln_tensor* indices);

/**
 * The distinct values of x in ascending order (NaNs count as one value, last; -0.0 equals +0.0), how often each occurs, and for every element of x the index of its value, as numpy.unique with return_counts and return_inverse (the inverse has x's shape, as the array API's unique_all). The number of distinct values depends on the data, so this call evaluates what it needs of x; the results stay lazy.
 * @param x the tensor (any dtype and shape)
 * @param[out] values receives the distinct values, 1-d, x's dtype (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] counts receives their int64 counts (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] inverse receives int64 indices into values, of x's shape (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_unique(kiln_tensor x, kiln_tensor* values, kiln_tensor* counts, kiln_tensor* inverse);

/**
 * For each value of v, the index where it would be inserted into the ascending 1-d a (NaN last, as kiln_sort orders) to keep it sorted, as numpy.searchsorted: before a's equal elements (side left) or after them (right). a and v promote to one dtype; the result is int64 of v's shape. a must already be sorted (else the result is unspecified, but still in [0, len(a)]).
 * @param a the sorted 1-d tensor
 * @param v the values to place (any shape), on a's device
 * @param right side right: after equal elements
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_searchsorted(kiln_tensor a, kiln_tensor v, bool right, kiln_tensor* out);

/* ---- telemetry ---- */

/**
 * Calls `callback` for every telemetry event from now on (see kiln_telemetry_callback for the thread it runs on). With no subscriber, emitting an event costs one atomic load.
 * @param callback the function to call
 * @param user_data passed back to every call (may be NULL; ownership: caller: must stay valid until unsubscribed)
 * @param[out] subscription receives the subscription's id
 * @since 1.2
 */
KILN_API kiln_status kiln_telemetry_subscribe(kiln_telemetry_callback callback, void* user_data, uint64_t* subscription);

/**
 * Ends a subscription; the callback is not called again once this returns. An unknown id gives KILN_STATUS_INVALID_ARGUMENT.
 * @param subscription the id from kiln_telemetry_subscribe
 * @since 1.2
 */
KILN_API kiln_status kiln_telemetry_unsubscribe(uint64_t subscription);

/* ---- debug ---- */

/**
 * Switches the debug checks (kiln_debug_flag bits) for the whole process. Unknown bits give KILN_STATUS_INVALID_ARGUMENT.
 * @param flags a combination of kiln_debug_flag bits; 0 turns every check off
 * @since 1.2
 */
KILN_API kiln_status kiln_debug_set_flags(uint32_t flags);

/**
 * The debug checks in force (kiln_debug_flag bits).
 * @param[out] flags receives the bits
 * @since 1.2
 */
KILN_API kiln_status kiln_debug_get_flags(uint32_t* flags);

/* ---- fallbacks ---- */

/**
 * Chooses, for the whole process, whether ops a device cannot run natively run on the CPU or fail.
 * @param policy the policy
 * @since 1.2
 */
KILN_API kiln_status kiln_fallback_set_policy(kiln_fallback_policy policy);

/**
 * The fallback policy in force.
 * @param[out] policy receives the policy
 * @since 1.2
 */
KILN_API kiln_status kiln_fallback_get_policy(kiln_fallback_policy* policy);

/**
 * How `device` runs the op named `op` (a function name without the kiln_ prefix: "exp", "power", "sum", "matmul", "take"...) on inputs of `dtype`. An unknown name gives KILN_STATUS_INVALID_ARGUMENT.
 * @param device the device
 * @param op the op's name
 * @param dtype the inputs' dtype
 * @param[out] support receives the answer
 * @since 1.2
 */
KILN_API kiln_status kiln_device_op_support(kiln_device device, const char* op, kiln_dtype dtype, kiln_op_support* support);

/**
 * How many (op, dtype) pairs fall back to the CPU on `device`; kiln_device_fallback_get lists them.
 * @param device the device
 * @param[out] count receives the count
 * @since 1.2
 */
KILN_API kiln_status kiln_device_fallback_count(kiln_device device, size_t* count);

/**
 * The index-th (op, dtype) pair that falls back to the CPU on `device`, in a stable order.
 * @param device the device
 * @param index 0 <= index < kiln_device_fallback_count
 * @param[out] op receives the op's name (ownership: library: valid for the life of the process)
 * @param[out] dtype receives the dtype
 * @since 1.2
 */
KILN_API kiln_status kiln_device_fallback_get(kiln_device device, size_t index, const char** op, kiln_dtype* dtype);

/* ---- dlpack ---- */

/**
 * The Vulkan instance, physical device, device and queue of a Vulkan device, so that code sharing them can use kDLVulkan exports (data is a VkBuffer created with storage, transfer and device-address usage). KILN_STATUS_UNSUPPORTED for a non-Vulkan device. Fills only the fields that handles->struct_size covers.
 * @param device a Vulkan device
 * @param[in,out] handles caller-allocated; set struct_size first
 * @since 1.2
 */
KILN_API kiln_status kiln_device_vulkan_handles(kiln_device device, kiln_vulkan_handles* handles);

/**
 * The CUDA device number of a Vulkan device on which the CUDA interop layer is active (an NVIDIA GPU that CUDA sees with the same UUID, libcuda found, KILN_CUDA not off), or -1 when it is not (any other device, the CPU included): what Python's __dlpack_device__ reports as kDLCUDA's device id. kiln_info_report says why the layer is off.
 * @param device any device
 * @param[out] cuda_device the CUDA device number, or -1
 * @since 1.12
 */
KILN_API kiln_status kiln_device_cuda_device(kiln_device device, int32_t* cuda_device);

/**
 * Evaluates a tensor on a Vulkan device where the CUDA interop layer is active (kiln_device_cuda_device gives a device number) and exports it as kDLCUDA with no copy: data is the CUDA address of the tensor's memory block (imported into CUDA once per block), byte_offset the tensor's offset in it, device_id the CUDA device number. Constant time whatever the size. The data is ready for any stream when the call returns (Kiln's eval waits for its work). Writes by the consumer are seen by Kiln once the consumer's stream has finished them (synchronize it before the next Kiln call that reads the tensor). The deleter waits for `stream` before the memory goes back to Kiln, so work the consumer queued on it may still read it. A flipped view, a tensor on another device, or KILN_DLPACK_COPY_ALWAYS gives a copy on the device (DLPACK_FLAG_BITMASK_IS_COPIED), refused under KILN_DLPACK_COPY_NEVER. KILN_STATUS_UNSUPPORTED when the device has no active CUDA interop layer (kiln-info says why).
 * @param tensor the tensor to export
 * @param stream the consumer's CUDA stream, as DLPack's __dlpack__ gives it: a CUstream handle, 1 for the legacy default stream (also what 0 and -1 are taken as here), 2 for the per-thread default stream
 * @param options options (copy, read_only; the rest are ignored); NULL for the defaults (may be NULL; ownership: borrowed for the call)
 * @param[out] out receives the managed tensor (NULL on failure) (ownership: caller: call (*out)->deleter(*out) exactly once)
 * @since 1.12
 */
KILN_API kiln_status kiln_tensor_to_dlpack_cuda(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options, DLManagedTensorVersioned** out);

/**
 * kiln_tensor_to_dlpack_cuda for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a copied export cannot say so).
 * @param tensor the tensor to export
 * @param stream the consumer's CUDA stream, as DLPack's __dlpack__ gives it: a CUstream handle, 1 for the legacy default stream (also what 0 and -1 are taken as here), 2 for the per-thread default stream
 * @param options options (copy, read_only; the rest are ignored); NULL for the defaults (may be NULL; ownership: borrowed for the call)
 * @param[out] out receives the managed tensor (NULL on failure) (ownership: caller: call (*out)->deleter(*out) exactly once)
 * @since 1.12
 */
KILN_API kiln_status kiln_tensor_to_dlpack_cuda_legacy(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options, DLManagedTensor** out);

/* ---- tensors ---- */

/**
 * A 0-d "weak" integer: a binding's plain integer operand. In binary ops, kiln_where and kiln_clip next to a tensor that is not weak it takes that tensor's dtype (int64 next to bool) and must fit it (300 next to uint8 gives KILN_STATUS_INVALID_ARGUMENT when the op is built); elsewhere it is an int64 tensor. See docs/dtypes.md, "Plain numbers".
 * @param value the integer
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_weak_scalar_int(int64_t value, kiln_device device, kiln_tensor* out);

/**
 * A 0-d "weak" float: a binding's plain float operand. In binary ops, kiln_where and kiln_clip next to a float tensor that is not weak it takes that tensor's dtype (float16 + 2.0 is float16), next to an integer or bool tensor float32 (int32 + 0.5 is float32 1.5); elsewhere it is a float32 tensor. See docs/dtypes.md, "Plain numbers".
 * @param value the number
 * @param device device to place the tensor on
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_weak_scalar_float(double value, kiln_device device, kiln_tensor* out);

/* ---- fusion ---- */

/**
 * Turns elementwise fusion on or off for the whole process (on by default; KILN_FUSION=off in the environment starts it off). Fused and unfused evaluation give the same results.
 * @param enabled true to fuse connected elementwise ops into one kernel
 * @since 1.3
 */
KILN_API kiln_status kiln_fusion_set_enabled(bool enabled);

/**
 * Whether elementwise fusion is on.
 * @param[out] enabled receives the setting
 * @since 1.3
 */
KILN_API kiln_status kiln_fusion_get_enabled(bool* enabled);

/* ---- ops.statistics ---- */

/**
 * exp(x - max) / sum(exp(x - max)) over the given axes (the maximum subtracted first, so no exp overflows); integers and bool give float32. The result has x's shape.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * (x - max) - log(sum(exp(x - max))) over the given axes, computed stably; integers and bool give float32. The result has x's shape.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_log_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);

/**
 * Variance over the given axes: the mean of squared deviations from the mean (two passes), with the sum divided by count - ddof (NaN or inf when that is not positive, as NumPy); integers and bool give float32.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param ddof delta degrees of freedom: the sum of squared deviations is divided by count - ddof (0: population, 1: sample)
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_var(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out);

/**
 * Standard deviation over the given axes: the square root of kiln_var with the same ddof.
 * @param x input
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param ddof delta degrees of freedom: the sum of squared deviations is divided by count - ddof (0: population, 1: sample)
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_std(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out);

/* ---- ops.random ---- */

/**
 * Random bits from the Threefry-2x32 (20 rounds) stream of the key: uint32 element i is word i of the stream (block i / 2 as the counter, lane i % 2); uint8 and uint16 take the low bits of word i, uint64 words 2i (low) and 2i + 1 (high). Values depend only on the key and the element's position, the same on every device.
 * @param key the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param dtype uint8, uint16, uint32 or uint64
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_random_bits(kiln_tensor key, const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_tensor* out);

/**
 * Uniform random floats in [low, high): the top mantissa bits of kiln_random_bits of the float's size under the exponent of 1.0, minus 1, scaled (as JAX and Nx.Random). Values depend only on the key and the element's position, the same on every device.
 * @param key the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param low lower bound (included)
 * @param high upper bound
 * @param dtype a float dtype
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_random_uniform(kiln_tensor key, const int64_t* shape, size_t ndim, double low, double high, kiln_dtype dtype, kiln_tensor* out);

/**
 * Standard normal random floats: sqrt(2) erfinv(u) for u uniform in (-1, 1) (16-bit floats compute in float32). Values depend only on the key and the element's position, the same on every device.
 * @param key the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param dtype a float dtype
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_random_normal(kiln_tensor key, const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_tensor* out);

/**
 * Random integers in [low, high): (uint64 bits mod (high - low)) + low, a bias of at most (high - low) / 2^64. KILN_STATUS_INVALID_ARGUMENT unless low < high and both ends fit the dtype. Values depend only on the key and the element's position, the same on every device.
 * @param key the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param low lowest value
 * @param high one past the highest value
 * @param dtype an integer dtype
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_random_randint(kiln_tensor key, const int64_t* shape, size_t ndim, int64_t low, int64_t high, kiln_dtype dtype, kiln_tensor* out);

/**
 * Random bools, true with probability p: a float32 kiln_random_uniform value below p. Values depend only on the key and the element's position, the same on every device.
 * @param key the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param p probability of true
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.3
 */
KILN_API kiln_status kiln_random_bernoulli(kiln_tensor key, double p, const int64_t* shape, size_t ndim, kiln_tensor* out);

/* ---- library ---- */

/**
 * What Kiln sees on this machine, as the text `kiln-info` prints: the library version, KILN_DEVICE and the default device, and for every device its name, driver and driver version, memory heaps, native dtypes, features (float64, float16, bfloat16, cooperative matrix), limits, memory in use, pipeline cache file and the (op, dtype) pairs that fall back to the CPU there. The first troubleshooting step.
 * @param[out] text receives the report, UTF-8, lines ending in \n; valid until the calling thread's next kiln_info_report (ownership: library: valid until kiln_info_report)
 * @since 1.3
 */
KILN_API kiln_status kiln_info_report(const char** text);

/* ---- ops.fast ---- */

/**
 * Root-mean-square normalization over the last axis, one fused kernel: x * rsqrt(mean(x^2) + eps) * weight (as MLX's fast.rms_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape. A row of zeros with eps 0 gives NaN.
 * @param x the input (float dtype, rank >= 1)
 * @param weight scale of shape [last] in x's dtype, or NULL for none (may be NULL)
 * @param eps added to the mean square; finite and >= 0
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_rms_norm(kiln_tensor x, kiln_tensor weight, double eps, kiln_tensor* out);

/**
 * Layer normalization over the last axis, one fused kernel: (x - mean) * rsqrt(var + eps) * weight + bias, var the population variance (as MLX's fast.layer_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape.
 * @param x the input (float dtype, rank >= 1)
 * @param weight scale of shape [last] in x's dtype, or NULL for none (may be NULL)
 * @param bias offset of shape [last] in x's dtype, or NULL for none (may be NULL)
 * @param eps added to the variance; finite and >= 0
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_layer_norm(kiln_tensor x, kiln_tensor weight, kiln_tensor bias, double eps, kiln_tensor* out);

/**
 * softmax(scale * q @ k^T + mask) @ v per batch and head, one fused kernel that streams k and v with an online softmax, so memory is linear in the sequence length (as MLX's fast.scaled_dot_product_attention). q is [B, H, Lq, D], k and v [B, Hkv, Lk, D] with Hkv dividing H (grouped-query attention: query head h reads key head h / (H / Hkv)). causal keeps key j for query i when j <= i + Lk - Lq (aligned to the end; the first Lq - Lk queries see no key when Lq > Lk). A query row whose keys are all masked (-inf) gives NaN, as softmax of a row of -inf does. float16, bfloat16 (accumulated in float32), float32 and float64; the result is [B, H, Lq, D] in q's dtype.
 * @param q queries [B, H, Lq, D]
 * @param k keys [B, Hkv, Lk, D], q's dtype
 * @param v values [B, Hkv, Lk, D], q's dtype
 * @param scale multiplies q @ k^T (usually 1 / sqrt(D)); finite
 * @param mask additive mask in q's dtype (or bool: false masks out), broadcastable to [B, H, Lq, Lk], or NULL for none (may be NULL)
 * @param causal also mask keys after each query (aligned to the end)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_scaled_dot_product_attention(kiln_tensor q, kiln_tensor k, kiln_tensor v, double scale, kiln_tensor mask, bool causal, kiln_tensor* out);

/* ---- ops.nn ---- */

/**
 * N-d convolution (cross-correlation, no kernel flip) with Nx's conv semantics in the canonical layout: input [batch, in_features, s1..sn], kernel [out_features, in_features / feature_group_size, k1..kn], result [batch / batch_group_size, out_features, o1..on]. Per spatial axis the input is dilated (input_dilation - 1 zeros between elements), padded with padding_low/padding_high zeros (negative values crop), and the kernel dilated by kernel_dilation; o = (padded - dilated_kernel) / stride + 1, and a dilated kernel larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. feature_group_size splits the input features and output features into that many groups (each output group sees its input group); batch_group_size splits the batch into groups (batch b of group g is input batch g * (batch / batch_group_size) + b) and the output features into as many groups, output group g seeing batch group g. The result dtype promotes input's and kernel's (bool is refused); 16-bit floats accumulate in float32, integers wrap. Other layouts: transpose the operands (views) before and the result after.
 * @param input [batch, in_features, spatial...]
 * @param kernel [out_features, in_features / feature_group_size, spatial...], on input's device
 * @param strides per spatial axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param padding_low zeros before each spatial axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param padding_high zeros after each spatial axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param input_dilation per spatial axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param kernel_dilation per spatial axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param nspatial number of spatial axes: input's rank - 2 (the lists' length)
 * @param feature_group_size >= 1; divides in_features and out_features
 * @param batch_group_size >= 1; divides batch and out_features; feature_group_size or batch_group_size must be 1
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_conv(kiln_tensor input, kiln_tensor kernel, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* input_dilation, const int64_t* kernel_dilation, size_t nspatial, int64_t feature_group_size, int64_t batch_group_size, kiln_tensor* out);

/**
 * Nx's window_sum: sums (padding counts as 0) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap).
 * @param x input of rank ndim
 * @param window window extent per axis, >= 1 (ownership: borrowed for the call)
 * @param strides per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param padding_low elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param padding_high elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param dilation window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param ndim must equal x's rank
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_window_sum(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out);

/**
 * Nx's window_product: products (padding counts as 1) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap).
 * @param x input of rank ndim
 * @param window window extent per axis, >= 1 (ownership: borrowed for the call)
 * @param strides per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param padding_low elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param padding_high elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param dilation window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param ndim must equal x's rank
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_window_product(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out);

/**
 * Nx's window_max: maxima (padding counts as the dtype's lowest value, -inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN.
 * @param x input of rank ndim
 * @param window window extent per axis, >= 1 (ownership: borrowed for the call)
 * @param strides per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param padding_low elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param padding_high elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param dilation window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param ndim must equal x's rank
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_window_max(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out);

/**
 * Nx's window_min: minima (padding counts as the dtype's highest value, +inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN.
 * @param x input of rank ndim
 * @param window window extent per axis, >= 1 (ownership: borrowed for the call)
 * @param strides per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param padding_low elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param padding_high elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param dilation window dilation per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param ndim must equal x's rank
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_window_min(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out);

/**
 * Nx's window_scatter_max (the gradient of window_max): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's largest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_max lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_max's result.
 * @param x the tensor whose windows are searched
 * @param source one value per window, on x's device; its dtype is the result's
 * @param init_value the value every result element starts from
 * @param window window extent per axis, >= 1 (ownership: borrowed for the call)
 * @param strides per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param padding_low elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param padding_high elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param ndim must equal x's rank
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_window_scatter_max(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, kiln_tensor* out);

/**
 * Nx's window_scatter_min (the gradient of window_min): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's smallest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_min lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_min's result.
 * @param x the tensor whose windows are searched
 * @param source one value per window, on x's device; its dtype is the result's
 * @param init_value the value every result element starts from
 * @param window window extent per axis, >= 1 (ownership: borrowed for the call)
 * @param strides per axis, >= 1; NULL means 1 (may be NULL; ownership: borrowed for the call)
 * @param padding_low elements before each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param padding_high elements after each axis (negative crops); NULL means 0 (may be NULL; ownership: borrowed for the call)
 * @param ndim must equal x's rank
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_window_scatter_min(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, kiln_tensor* out);

/* ---- ops.activation ---- */

/**
 * Elementwise leaky rectified linear unit: x where x >= 0, negative_slope * x elsewhere (NaN stays NaN). A composite of multiply and where, which fuse; integers and bool convert to float32 first.
 * @param x input
 * @param negative_slope the slope for negative x (0.01 in PyTorch)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_leaky_relu(kiln_tensor x, double negative_slope, kiln_tensor* out);

/**
 * Elementwise exponential linear unit: x where x > 0, alpha * (e^x - 1) elsewhere (through expm1; NaN stays NaN). A composite of expm1, multiply and where, which fuse; integers and bool convert to float32 first.
 * @param x input
 * @param alpha the scale of the negative branch (1.0 in PyTorch)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_elu(kiln_tensor x, double alpha, kiln_tensor* out);

/* ---- ops.linalg ---- */

/**
 * Contraction of a and b over pairs of axes, with batch axes, as Nx.dot/6: contract_a[i] of a is summed against contract_b[i] of b (equal lengths), batch_a[i] of a is paired with batch_b[i] of b (equal lengths, kept); the result's axes are the batch axes (in the order given), then a's other axes, then b's (each in its own order). Dtypes promote; integers wrap in their own type, bool is OR of ANDs. Runs as one batched matrix product on views (no transposing copy where the axes allow). Axes may be negative (counted from the end); an out-of-range axis gives KILN_STATUS_INDEX_OUT_OF_RANGE, repeated axes or lists of unequal lengths KILN_STATUS_INVALID_ARGUMENT, unequal paired extents KILN_STATUS_SHAPE_MISMATCH.
 * @param a left operand
 * @param contract_a a's contracted axes (NULL with ncontract_a 0: none) (may be NULL; ownership: borrowed for the call)
 * @param ncontract_a entries in contract_a
 * @param batch_a a's batch axes (NULL with nbatch_a 0: none) (may be NULL; ownership: borrowed for the call)
 * @param nbatch_a entries in batch_a
 * @param b right operand
 * @param contract_b b's contracted axes, paired with contract_a (may be NULL; ownership: borrowed for the call)
 * @param ncontract_b entries in contract_b
 * @param batch_b b's batch axes, paired with batch_a (may be NULL; ownership: borrowed for the call)
 * @param nbatch_b entries in batch_b
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_dot_general(kiln_tensor a, const int64_t* contract_a, size_t ncontract_a, const int64_t* batch_a, size_t nbatch_a, kiln_tensor b, const int64_t* contract_b, size_t ncontract_b, const int64_t* batch_b, size_t nbatch_b, kiln_tensor* out);

/**
 * The Cholesky factor of each symmetric positive-definite matrix in x's last two axes (batched over the leading ones), as numpy.linalg.cholesky: lower L with L L^T = x, or upper U = L^T with U^T U = x. Only the lower triangle of x is read. A matrix that is not positive definite gives NaN for that matrix (as JAX and torch.linalg.cholesky_ex; NumPy raises LinAlgError), the same on every device. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param upper return U (upper triangular) instead of L
 * @param[out] out receives the factor, x's shape and (floating) dtype (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_cholesky(kiln_tensor x, bool upper, kiln_tensor* out);

/**
 * Solves a X = b (left_side) or X a = b for X, with a triangular, batched over leading axes that broadcast, as Nx.LinAlg.triangular_solve / scipy.linalg.solve_triangular. Only a's chosen triangle is read. A zero on a's diagonal gives infinities or NaN (as BLAS trsm), not an error. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param a triangular matrices [..., n, n]
 * @param b right-hand sides [..., n, k] (left_side) or [..., k, n]; a 1-d b of length n is one vector and the result is 1-d
 * @param lower a is lower triangular (else upper)
 * @param left_side solve a X = b (else X a = b)
 * @param transpose_a use a's transpose in place of a
 * @param unit_diagonal take a's diagonal as ones without reading it
 * @param[out] out receives X, b's shape after broadcasting the batch axes (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_triangular_solve(kiln_tensor a, kiln_tensor b, bool lower, bool left_side, bool transpose_a, bool unit_diagonal, kiln_tensor* out);

/**
 * LU decomposition with partial pivoting of each m x n matrix (LAPACK getrf), as scipy.linalg.lu: x = p @ l @ u with p an m x m permutation matrix, l m x k unit lower triangular, u k x n upper triangular, k = min(m, n). A singular matrix is no error (u has a zero on its diagonal). A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param[out] p receives the permutation matrices [..., m, m] (x's floating dtype) (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] l receives the unit lower triangular factors [..., m, k] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] u receives the upper triangular factors [..., k, n] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_lu(kiln_tensor x, kiln_tensor* p, kiln_tensor* l, kiln_tensor* u);

/**
 * QR decomposition of each m x n matrix (Householder, LAPACK geqrf/orgqr), as numpy.linalg.qr: mode 'reduced' (q [..., m, k], r [..., k, n], k = min(m, n)) or 'complete' (q [..., m, m], r [..., m, n]). q has orthonormal columns; the signs are LAPACK's (r's diagonal may be negative). A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param complete mode 'complete' (else 'reduced')
 * @param[out] q receives q (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] r receives r (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_qr(kiln_tensor x, bool complete, kiln_tensor* q, kiln_tensor* r);

/**
 * Eigenvalues (ascending) and orthonormal eigenvectors (columns) of each symmetric matrix, as numpy.linalg.eigh (LAPACK syevd, reading the lower triangle): x @ v = v * w[..., None, :]. Each eigenvector's sign is LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param[out] eigenvalues receives w [..., n] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] eigenvectors receives v [..., n, n] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_eigh(kiln_tensor x, kiln_tensor* eigenvalues, kiln_tensor* eigenvectors);

/**
 * The eigenvalues (ascending) of each symmetric matrix, as numpy.linalg.eigvalsh (lower triangle read). A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param[out] out receives w [..., n] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_eigvalsh(kiln_tensor x, kiln_tensor* out);

/**
 * Singular value decomposition of each m x n matrix (LAPACK gesdd), as numpy.linalg.svd: x = u @ diag(s) @ vh with s descending; full_matrices gives u [..., m, m] and vh [..., n, n], else u [..., m, k] and vh [..., k, n], k = min(m, n). The singular vectors' signs are LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param full_matrices square u and vh
 * @param[out] u receives u (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] s receives s [..., k], descending (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] vh receives vh (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_svd(kiln_tensor x, bool full_matrices, kiln_tensor* u, kiln_tensor* s, kiln_tensor* vh);

/**
 * The singular values (descending) of each matrix, as numpy.linalg.svdvals. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param[out] out receives s [..., min(m, n)] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_svdvals(kiln_tensor x, kiln_tensor* out);

/**
 * Solves a x = b for x (LAPACK gesv: LU with partial pivoting), as numpy.linalg.solve (NumPy 2 rules): b [..., n, k] with batch axes broadcasting against a's, or a 1-d b of length n (one vector; the result is then [..., n]). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT, as NumPy raises LinAlgError. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param a a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param b right-hand sides
 * @param[out] out receives x (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_solve(kiln_tensor a, kiln_tensor b, kiln_tensor* out);

/**
 * The inverse of each square matrix, as numpy.linalg.inv (LAPACK gesv against the identity). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param[out] out receives the inverses, x's shape (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_inv(kiln_tensor x, kiln_tensor* out);

/**
 * The determinant of each square matrix (product of the LU factor's diagonal times the permutation's sign), as numpy.linalg.det; a 0 x 0 matrix has determinant 1, a singular one 0. A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param[out] out receives the determinants [...] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_det(kiln_tensor x, kiln_tensor* out);

/**
 * Sign and natural logarithm of the absolute determinant of each square matrix, as numpy.linalg.slogdet: a singular matrix gives sign 0 and logabsdet -inf; 0 x 0 gives (1, 0). A matrix holding a NaN or infinity gives NaN results for that matrix.
 * @param x a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param[out] sign receives the signs (-1, 0 or 1) [...] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @param[out] logabsdet receives log|det| [...] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_slogdet(kiln_tensor x, kiln_tensor* sign, kiln_tensor* logabsdet);

/**
 * The vector norm over the given axes, as numpy.linalg.vector_norm: (sum |x|^ord)^(1/ord); ord inf / -inf: the largest / smallest |x|; ord 0: the number of nonzero elements. Float dtypes are kept, integers and bool compute in float64. A composite of elementwise ops and reductions.
 * @param x input
 * @param ord the order: any real number, or +-infinity (NaN gives KILN_STATUS_INVALID_ARGUMENT)
 * @param axes axes (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes
 * @param keepdims keep reduced axes with extent 1
 * @param[out] out receives the norms (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_vector_norm(kiln_tensor x, double ord, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out);

/**
 * The norm of each matrix in the last two axes, as numpy.linalg.matrix_norm (2, -2 and nuc through kiln_linalg_svdvals). float32/float64 are kept, integers and bool compute in float64.
 * @param x a tensor of rank >= 2
 * @param ord which norm
 * @param keepdims keep the two matrix axes with extent 1
 * @param[out] out receives the norms [...] (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_matrix_norm(kiln_tensor x, kiln_matrix_norm ord, bool keepdims, kiln_tensor* out);

/**
 * The least-squares solution x minimising |a x - b| for each m x n matrix a (the minimum-norm one when a is rank deficient), as numpy.linalg.lstsq's first result: through the SVD, singular values at most rcond times the largest taken as zero. b is [..., m, k] (batch axes broadcast) or 1-d of length m (the result is then [..., n]). Residuals, rank and singular values come from kiln_linalg_svdvals and ordinary ops.
 * @param a matrices [..., m, n]; dtypes as kiln_linalg_svd
 * @param b right-hand sides
 * @param rcond relative cutoff for small singular values; negative: max(m, n) times the dtype's epsilon (NumPy's default)
 * @param[out] out receives x [..., n, k] (or [..., n]) (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.4
 */
KILN_API kiln_status kiln_linalg_lstsq(kiln_tensor a, kiln_tensor b, double rcond, kiln_tensor* out);

/* ---- ops.fft ---- */

/**
 * The discrete Fourier transform over the given axes, as numpy.fft.fftn (one axis: numpy.fft.fft), or with inverse its inverse (numpy.fft.ifftn): X[k] = sum_n x[n] exp(-+2 pi i k n / N) along each axis, scaled as norm says. complex64 and complex128 are kept; float64 gives complex128, integers and bool complex128 (NumPy's rule), float16, bfloat16 and float32 complex64. Each axis is transformed in turn; on Vulkan through VkFFT where the device runs it, else on the CPU (a mixed-radix transform, Bluestein's algorithm for lengths with a prime factor above 31).
 * @param x input
 * @param axes the axes to transform, distinct (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes (and in lengths)
 * @param lengths the transform's length along each axis (>= 1): shorter inputs are padded with zeros, longer ones cropped; with axes NULL one per axis of x (naxes = ndim); NULL keeps every axis's extent (which must then be >= 1) (may be NULL; ownership: borrowed for the call)
 * @param norm which direction is scaled, as NumPy's norm
 * @param inverse the inverse transform (exp(+2 pi i k n / N))
 * @param[out] out receives the complex result (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.8
 */
KILN_API kiln_status kiln_fft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, bool inverse, kiln_tensor* out);

/**
 * The discrete Fourier transform of real input over the given axes, as numpy.fft.rfftn (one axis: numpy.fft.rfft): the last of axes keeps its first n / 2 + 1 frequencies (the rest are their conjugates), the others are transformed in full. float64 gives complex128, integers and bool complex128, other floats complex64; complex input gives KILN_STATUS_UNSUPPORTED_DTYPE.
 * @param x a real input
 * @param axes the axes to transform, distinct (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes (and in lengths)
 * @param lengths the input length along each axis (>= 1), padded with zeros or cropped; NULL keeps every axis's extent (may be NULL; ownership: borrowed for the call)
 * @param norm which direction is scaled, as NumPy's norm
 * @param[out] out receives the complex result (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.8
 */
KILN_API kiln_status kiln_rfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, kiln_tensor* out);

/**
 * The inverse of kiln_rfft, as numpy.fft.irfftn (one axis: numpy.fft.irfft): a real result whose last transformed axis has n points, from the first n / 2 + 1 frequencies along it (the rest taken as their conjugates; the imaginary parts of the zero and, for even n, the n / 2 frequency are ignored). complex64 gives float32, complex128 float64; real input is read as complex (float64, integers and bool as complex128).
 * @param x the frequencies
 * @param axes the axes to transform, distinct (negative counts from the end); NULL means every axis (may be NULL; ownership: borrowed for the call)
 * @param naxes number of entries in axes (and in lengths)
 * @param lengths the output length along each axis (>= 1); NULL keeps the other axes' extents and gives the last 2 (m - 1) points from its m frequencies (may be NULL; ownership: borrowed for the call)
 * @param norm which direction is scaled, as NumPy's norm
 * @param[out] out receives the real result (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.8
 */
KILN_API kiln_status kiln_irfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, kiln_tensor* out);

/* ---- ops.shape ---- */

/**
 * Pads with a constant as XLA's Pad and Nx.pad: interior[i] value elements go between neighbours on axis i first, then low[i] before and high[i] after; a negative low or high crops that many elements from that end instead. Each result extent, low + n + (n - 1) * interior + high (n > 0; low + high when n is 0), must be non-negative.
 * @param x input
 * @param low elements before, per axis (negative crops) (ownership: borrowed for the call)
 * @param high elements after, per axis (negative crops) (ownership: borrowed for the call)
 * @param interior non-negative elements between neighbours, per axis (ownership: borrowed for the call)
 * @param naxes must equal ndim
 * @param value fill value
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.5
 */
KILN_API kiln_status kiln_pad_general(kiln_tensor x, const int64_t* low, const int64_t* high, const int64_t* interior, size_t naxes, double value, kiln_tensor* out);

/* ---- ops.indexing ---- */

/**
 * The window of extents sizes[i] starting at starts[i] on each axis, as XLA's DynamicSlice and Nx.slice with tensor starts: starts is read on the device when the result is evaluated (building the graph reads nothing), each start clamped into [0, n - size] so the window fits.
 * @param x input
 * @param starts start indices: an integer tensor of shape [ndim], on x's device
 * @param sizes window extent per axis, in [0, n] (ownership: borrowed for the call)
 * @param nsizes must equal ndim
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.5
 */
KILN_API kiln_status kiln_dynamic_slice(kiln_tensor x, kiln_tensor starts, const int64_t* sizes, size_t nsizes, kiln_tensor* out);

/**
 * x with the window at starts replaced by update, as XLA's DynamicUpdateSlice and Nx.put_slice: starts is read on the device when the result is evaluated, each start clamped into [0, n - update extent] so the window fits. The result has x's dtype (update is converted).
 * @param x input
 * @param starts start indices: an integer tensor of shape [ndim], on x's device
 * @param update the new window: x's rank, each extent at most x's, on x's device
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.5
 */
KILN_API kiln_status kiln_dynamic_update_slice(kiln_tensor x, kiln_tensor starts, kiln_tensor update, kiln_tensor* out);

/* ---- ops.random ---- */

/**
 * A random permutation of 0, 1, ..., n - 1 (int64) from the key: the stable argsort of the key's uint64 random_bits of shape [n], so the same key gives the same permutation on every device. Take x's first axis with it (kiln_take) to shuffle a tensor.
 * @param key the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param n number of elements (non-negative)
 * @param[out] out receives the result tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.5
 */
KILN_API kiln_status kiln_random_permutation(kiln_tensor key, int64_t n, kiln_tensor* out);

/* ---- distributed ---- */

/**
 * A group of every rank of the job, over an engine: "mpi" (MPI loaded at run time: KILN_MPI_LIBRARY names the library, else Open MPI's libmpi.so.40 or MPICH's libmpich.so.12; MPI is initialised unless the application did), "self" (a group of one, needing no engine), or "any": MPI when the process was started by an MPI launcher, else a group of one. "mpi" without an MPI library fails with UNSUPPORTED saying what was tried. Every call returns a handle to the same world group. Making the world group waits for every rank (MPI_Comm_dup) at most KILN_COLLECTIVE_TIMEOUT seconds, else 300: past that it fails with KILN_STATUS_DEVICE_ERROR.
 * @param engine NUL-terminated: "any", "mpi" or "self" (ownership: borrowed for the call)
 * @param[out] out receives the group (ownership: caller: release with kiln_group_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_group_init(const char* engine, kiln_group* out);

/**
 * A group over the application's MPI communicator (mpi4py's, for example), which Kiln duplicates: the caller may free its own afterwards. MPI must be initialised, by the same MPI library Kiln finds (the one already loaded in the process).
 * @param comm the address of an MPI_Comm variable (an int under MPICH, a pointer under Open MPI; mpi4py: MPI._addressof(comm)) (ownership: borrowed for the call)
 * @param[out] out receives the group (ownership: caller: release with kiln_group_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_group_from_mpi_comm(const void* comm, kiln_group* out);

/**
 * This process's rank in the group, from 0.
 * @param group the group
 * @param[out] rank receives the rank
 * @since 1.11
 */
KILN_API kiln_status kiln_group_rank(kiln_group group, int64_t* rank);

/**
 * The number of ranks in the group.
 * @param group the group
 * @param[out] size receives the size
 * @since 1.11
 */
KILN_API kiln_status kiln_group_size(kiln_group group, int64_t* size);

/**
 * Splits the group (a collective call: every rank of it must make it): ranks that pass the same color form a new group, ranked by key, then by their rank here. A negative color joins no group: out is NULL. If the other ranks do not all make the call within the group's timeout (kiln_group_set_timeout), it fails with KILN_STATUS_DEVICE_ERROR and MPI is unusable in this process from then on: the abandoned MPI call may still be running.
 * @param group the group
 * @param color the new group to join (negative: none)
 * @param key orders ranks within the new group
 * @param[out] out receives the new group (NULL for a negative color) (ownership: caller: release with kiln_group_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_group_split(kiln_group group, int64_t color, int64_t key, kiln_group* out);

/**
 * How long one exchange of this group may wait for the other ranks before it fails with KILN_STATUS_DEVICE_ERROR (a dead or stuck rank); after such a failure every later collective on the group fails at once. The default is KILN_COLLECTIVE_TIMEOUT seconds, else 300.
 * @param group the group
 * @param seconds the limit (0: wait for ever)
 * @since 1.11
 */
KILN_API kiln_status kiln_group_set_timeout(kiln_group group, double seconds);

/**
 * Releases a group; collectives built on it stay valid.
 * @param group the group
 * @since 1.11
 */
KILN_API kiln_status kiln_group_release(kiln_group group);

/**
 * Lazy: the elementwise sum of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool sums as OR; float16 and bfloat16 add in float32 and round once; integers wrap.
 * @param x this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group the group
 * @param[out] out the reduced tensor, on x's device (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_all_sum(kiln_tensor x, kiln_group group, kiln_tensor* out);

/**
 * Lazy: the elementwise max of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: OR; complex: UNSUPPORTED_DTYPE.
 * @param x this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group the group
 * @param[out] out the reduced tensor, on x's device (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_all_max(kiln_tensor x, kiln_group group, kiln_tensor* out);

/**
 * Lazy: the elementwise min of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: AND; complex: UNSUPPORTED_DTYPE.
 * @param x this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group the group
 * @param[out] out the reduced tensor, on x's device (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_all_min(kiln_tensor x, kiln_group group, kiln_tensor* out);

/**
 * Lazy: every rank's x concatenated along axis 0 in rank order (shape [size * n, ...]; a 0-d x gives [size]). All ranks' x must share shape and dtype.
 * @param x this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group the group
 * @param[out] out the gathered tensor, on x's device (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_all_gather(kiln_tensor x, kiln_group group, kiln_tensor* out);

/**
 * Lazy: the sum of x over the ranks (as kiln_all_sum), cut along axis 0 into size blocks; rank r receives block r (shape [n / size, ...]). x's first axis must divide by the group size (else SHAPE_MISMATCH).
 * @param x this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group the group
 * @param[out] out this rank's block of the sum, on x's device (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_sum_scatter(kiln_tensor x, kiln_group group, kiln_tensor* out);

/**
 * Lazy: sends x to rank dst of the group when the result is evaluated (the result holds x's values). dst must receive it with kiln_recv of the same shape and dtype; sends from one rank to another arrive in the order they are evaluated.
 * @param x this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param dst the receiving rank (not this one)
 * @param group the group
 * @param[out] out x, sent once evaluated (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_send(kiln_tensor x, int64_t dst, kiln_group group, kiln_tensor* out);

/**
 * Lazy: a tensor of the given shape and dtype received from rank src of the group when evaluated.
 * @param shape extents, ndim of them (may be NULL when ndim is 0) (ownership: borrowed for the call)
 * @param ndim number of dimensions
 * @param dtype element type
 * @param src the sending rank (not this one)
 * @param group the group
 * @param device device of the result
 * @param[out] out the received tensor (ownership: caller: a new reference, release with kiln_tensor_release)
 * @since 1.11
 */
KILN_API kiln_status kiln_recv(const int64_t* shape, size_t ndim, kiln_dtype dtype, int64_t src, kiln_group group, kiln_device device, kiln_tensor* out);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif /* KILN_KILN_H */
