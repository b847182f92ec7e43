-- Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
--
-- The LuaJIT FFI declarations of the Kiln C API (libkiln.so.1). require("kiln.cdef") declares
-- them once per process and returns the tables below; load the library with kiln.library.
local ffi = require("ffi")

local M = {}

M.VERSION = { major = 1, minor = 15, patch = 0 }
M.SONAME = "libkiln.so.1"

ffi.cdef [==[
/* Handles: opaque pointers, generation-checked by the library. */
typedef struct kiln_tensor_s* kiln_tensor; /* A lazy tensor. Reference-counted: release each handle you receive. */
typedef struct kiln_device_s* kiln_device; /* A device (CPU or Vulkan GPU). Lives for the whole process. */
typedef struct kiln_borrow_s* kiln_borrow; /* A read-only loan of a tensor's elements from kiln_tensor_borrow. */
typedef struct kiln_stream_s* kiln_stream; /* An ordering of evals on one device (kiln_stream_create). Release it with kiln_stream_release. */
typedef struct kiln_function_s* kiln_function; /* A lazy graph captured from placeholder inputs to outputs (kiln_function_create), rebuilt on new inputs by kiln_function_call. Release it with kiln_function_release. */
typedef struct kiln_group_s* kiln_group; /* A group of processes (ranks) that collectives exchange data among (kiln_group_init, kiln_group_from_mpi_comm, kiln_group_split). Release it with kiln_group_release; collectives built on it keep what they need. */

/* External types (DLPack): opaque here; only pointers to them cross the API. */
typedef struct DLManagedTensor DLManagedTensor; /* DLPack 0.x managed tensor (legacy, no version or flags) */
typedef struct DLManagedTensorVersioned DLManagedTensorVersioned; /* DLPack 1.x managed tensor (versioned, with flags) */

/* Enums */
typedef enum kiln_status { /* Result of every call. */
  KILN_STATUS_OK = 0, /* success */
  KILN_STATUS_INVALID_ARGUMENT = 1, /* an argument is malformed (NULL where not allowed, bad value) */
  KILN_STATUS_INVALID_HANDLE = 2, /* a handle was released, never valid, or of another kind */
  KILN_STATUS_SHAPE_MISMATCH = 3, /* shapes cannot be combined */
  KILN_STATUS_UNSUPPORTED_DTYPE = 4, /* the dtype is not supported by the op or the device */
  KILN_STATUS_UNSUPPORTED = 5, /* the operation is not supported here */
  KILN_STATUS_OUT_OF_MEMORY = 6, /* an allocation failed or a memory limit was reached */
  KILN_STATUS_DEVICE_ERROR = 7, /* the device failed (lost device, driver error) */
  KILN_STATUS_INDEX_OUT_OF_RANGE = 8, /* an index or axis is out of range */
  KILN_STATUS_INTERNAL = 9, /* a bug in Kiln; the message says where */
  KILN_STATUS_NON_FINITE = 10, /* a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan) */
} kiln_status;
typedef enum kiln_dtype { /* Element types. float8_e5m2, float8_e4m3fn and the 2- and 4-bit integers (since 1.13) are stored one byte an element and every op computes in float32, int8 or uint8 and rounds or wraps back; int2, int4, uint2 and uint4 cross the C API and DLPack packed, the first element in the low bits of a byte (docs/dtypes.md). */
  KILN_DTYPE_BOOL = 0, /* bool */
  KILN_DTYPE_INT8 = 1, /* int8 */
  KILN_DTYPE_INT16 = 2, /* int16 */
  KILN_DTYPE_INT32 = 3, /* int32 */
  KILN_DTYPE_INT64 = 4, /* int64 */
  KILN_DTYPE_UINT8 = 5, /* uint8 */
  KILN_DTYPE_UINT16 = 6, /* uint16 */
  KILN_DTYPE_UINT32 = 7, /* uint32 */
  KILN_DTYPE_UINT64 = 8, /* uint64 */
  KILN_DTYPE_FLOAT16 = 9, /* float16 */
  KILN_DTYPE_BFLOAT16 = 10, /* bfloat16 */
  KILN_DTYPE_FLOAT32 = 11, /* float32 */
  KILN_DTYPE_FLOAT64 = 12, /* float64 */
  KILN_DTYPE_COMPLEX64 = 13, /* complex64 */
  KILN_DTYPE_COMPLEX128 = 14, /* complex128 */
  KILN_DTYPE_FLOAT8_E5M2 = 15, /* float8_e5m2 */
  KILN_DTYPE_FLOAT8_E4M3FN = 16, /* float8_e4m3fn */
  KILN_DTYPE_INT2 = 17, /* int2 */
  KILN_DTYPE_INT4 = 18, /* int4 */
  KILN_DTYPE_UINT2 = 19, /* uint2 */
  KILN_DTYPE_UINT4 = 20, /* uint4 */
} kiln_dtype;
typedef enum kiln_device_kind { /* Kinds of device. */
  KILN_DEVICE_CPU = 0, /* the host CPU */
  KILN_DEVICE_VULKAN = 1, /* a Vulkan GPU (or lavapipe) */
} kiln_device_kind;
typedef enum kiln_dlpack_copy { /* Whether a DLPack export or import may copy the elements. */
  KILN_DLPACK_COPY_IF_NEEDED = 0, /* share the memory when possible, otherwise copy */
  KILN_DLPACK_COPY_NEVER = 1, /* share the memory or fail with KILN_STATUS_UNSUPPORTED */
  KILN_DLPACK_COPY_ALWAYS = 2, /* always copy into fresh memory */
} kiln_dlpack_copy;
typedef enum kiln_event_kind { /* What a telemetry event describes. */
  KILN_EVENT_EVAL = 0, /* evaluating a graph (kiln_tensor_eval, or the implicit eval of a read) */
  KILN_EVENT_READ = 1, /* reading elements to the host (kiln_tensor_read, kiln_tensor_borrow) */
  KILN_EVENT_TRANSFER = 2, /* moving a tensor to another device (kiln_tensor_to_device) */
  KILN_EVENT_DLPACK_EXPORT = 3, /* a DLPack export */
  KILN_EVENT_DLPACK_IMPORT = 4, /* a DLPack import */
  KILN_EVENT_FALLBACK = 5, /* an op the device cannot run natively, run on the CPU instead; name is the op */
  KILN_EVENT_ALLOCATION = 6, /* memory for a tensor's elements */
  KILN_EVENT_FUSION = 7, /* one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes */
  KILN_EVENT_COLLECTIVE = 8, /* one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks */
} kiln_event_kind;
typedef enum kiln_event_phase { /* Whether an event opens or closes its span. */
  KILN_EVENT_START = 0, /* the span begins */
  KILN_EVENT_STOP = 1, /* the span ends; duration_ns and status are set */
} kiln_event_phase;
typedef enum kiln_debug_flag { /* Debug checks, combined as bits. Off by default; KILN_DEBUG=bounds,nan switches them on at load. */
  KILN_DEBUG_BOUNDS = 1, /* index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it */
  KILN_DEBUG_NAN = 2, /* matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity */
} kiln_debug_flag;
typedef enum kiln_fallback_policy { /* What happens to an op a device cannot run natively. */
  KILN_FALLBACK_ALLOW = 0, /* run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default) */
  KILN_FALLBACK_ERROR = 1, /* fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load) */
} kiln_fallback_policy;
typedef enum kiln_op_support { /* How a device runs an op for a dtype. */
  KILN_SUPPORT_NATIVE = 0, /* the device's own kernels run it */
  KILN_SUPPORT_FALLBACK = 1, /* it runs on the CPU and the result comes back (see kiln_fallback_policy) */
  KILN_SUPPORT_NONE = 2, /* the op rejects this dtype, or the device cannot hold it */
} kiln_op_support;
typedef enum kiln_matrix_norm { /* Which matrix norm kiln_linalg_matrix_norm computes (numpy.linalg.matrix_norm's ord). */
  KILN_NORM_FRO = 0, /* Frobenius: sqrt of the sum of squares */
  KILN_NORM_NUC = 1, /* nuclear: the sum of the singular values */
  KILN_NORM_ONE = 2, /* the largest column sum of |x| */
  KILN_NORM_NEG_ONE = 3, /* the smallest column sum of |x| */
  KILN_NORM_TWO = 4, /* the largest singular value */
  KILN_NORM_NEG_TWO = 5, /* the smallest singular value */
  KILN_NORM_INF = 6, /* the largest row sum of |x| */
  KILN_NORM_NEG_INF = 7, /* the smallest row sum of |x| */
} kiln_matrix_norm;
typedef enum kiln_fft_norm { /* Which direction of a Fourier transform kiln_fft, kiln_rfft and kiln_irfft scale, as NumPy's norm: the product N of the transformed lengths. */
  KILN_FFT_NORM_BACKWARD = 0, /* the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default) */
  KILN_FFT_NORM_ORTHO = 1, /* both directions are scaled by 1 / sqrt(N) */
  KILN_FFT_NORM_FORWARD = 2, /* the forward transform is scaled by 1 / N, the inverse not at all */
} kiln_fft_norm;

/* Structs: start with struct_size; set it to ffi.sizeof(type) before a call. */
typedef struct kiln_device_info kiln_device_info;
typedef struct kiln_memory_stats kiln_memory_stats;
typedef struct kiln_dlpack_options kiln_dlpack_options;
typedef struct kiln_telemetry_event kiln_telemetry_event;
typedef struct kiln_vulkan_handles kiln_vulkan_handles;

/* Callback types */
/* Receives telemetry events. Runs synchronously on the thread whose Kiln call caused the event, while Kiln's API lock is held: it may call Kiln functions (including kiln_telemetry_unsubscribe), and calls from other threads wait until it returns. */
typedef void (*kiln_telemetry_callback)(const kiln_telemetry_event* event, void* user_data);
struct kiln_device_info { /* What a device is and can do. */
  size_t struct_size; /* sizeof(kiln_device_info) as the caller knows it */
  size_t index; /* index for kiln_device_get */
  kiln_device_kind kind; /* CPU or Vulkan */
  const char* name; /* human-readable name */
  const char* label; /* "cpu" or "vulkan:N", as KILN_DEVICE takes */
  uint64_t memory_bytes; /* memory available to tensors */
  uint32_t dtype_mask; /* bit (1 << dtype) set for every dtype the device's own kernels compute; tensors of the other dtypes still work there through CPU fallbacks unless they are switched off (kiln_device_op_support, kiln_fallback_set_policy) */
  bool host_visible; /* tensor memory is host-addressable (borrow and DLPack export without copies) */
  bool cooperative_matrix; /* the device offers cooperative matrix (tensor core) operations */
  uint32_t subgroup_size; /* threads per subgroup (0 for the CPU) */
  uint64_t max_buffer_range; /* largest single buffer binding in bytes (0: no limit) */
  const char* driver_name; /* since 1.3 (a field older callers' struct_size does not cover): the driver, as the Vulkan driver reports its name ("llvmpipe" is Mesa's software rasterizer: no GPU driver in use), or "kiln-cpu" for the CPU */
  const char* driver_version; /* since 1.3: the driver's version text (its driverInfo, else its decoded driverVersion); for the CPU, how its kernels are built */
};
struct kiln_memory_stats { /* A device's memory use. */
  size_t struct_size; /* sizeof(kiln_memory_stats) as the caller knows it */
  uint64_t active_bytes; /* bytes held by live tensors */
  uint64_t peak_bytes; /* highest active_bytes so far */
  uint64_t cached_bytes; /* bytes kept by the allocator for reuse */
  uint64_t limit_bytes; /* the cap set by kiln_device_set_memory_limit (0: none) */
  uint64_t device_allocations; /* since 1.3 (a field older callers' struct_size does not cover): memory allocations the device's driver made so far (vkAllocateMemory; 0 on the CPU); a steady loop of evals adds none, its memory comes from the cache */
};
struct kiln_dlpack_options { /* Options of the DLPack functions. A NULL options pointer means all defaults (the zero-initialised struct). */
  size_t struct_size; /* sizeof(kiln_dlpack_options) as the caller knows it */
  kiln_dlpack_copy copy; /* copy mode (default KILN_DLPACK_COPY_IF_NEEDED) */
  kiln_device device; /* import: the device of the new tensor (NULL: where the data lives: the CPU for kDLCPU, its Vulkan device for kDLVulkan); export: ignored */
  bool read_only; /* export: set DLPACK_FLAG_BITMASK_READ_ONLY (always set for a tensor imported read-only); import: treat the data as read-only even when the producer did not flag it */
  kiln_device export_device; /* export (since 1.2; a field older callers' struct_size does not cover): a Vulkan device asks for a kDLVulkan export on that device (data is a VkBuffer); NULL or the CPU: kDLCPU */
};
struct kiln_telemetry_event { /* One telemetry event. Valid only during the callback; copy what you keep. */
  size_t struct_size; /* sizeof(kiln_telemetry_event) as the library knows it; fields past a smaller size you know are absent */
  kiln_event_kind kind; /* what the span describes */
  kiln_event_phase phase; /* start or stop */
  uint64_t id; /* the span's id; its start and stop events share it */
  uint64_t parent_id; /* id of the span this one is nested in on the same thread (0: none) */
  uint64_t timestamp_ns; /* when the event happened, in nanoseconds of a monotonic clock */
  uint64_t duration_ns; /* stop events: nanoseconds since the start event (0 on start events) */
  kiln_device device; /* the device concerned (for transfers the destination); NULL when none */
  uint64_t bytes; /* bytes read, moved, exported, imported or allocated (0 when not applicable) */
  int64_t count; /* eval: kernels run, a fused kernel counting once (known at stop, 0 at start); fusion: the nodes the fused kernel computes; collective (since 1.14): the group's size; otherwise 0 */
  const char* name; /* the operation: "eval", "read", "borrow", "to_device", "to_dlpack", "from_dlpack", "allocate", or the op that fell back ("exp"), or the collective ("all_sum") */
  kiln_status status; /* stop events: how the span ended (KILN_STATUS_OK or the failure's status) */
};
struct kiln_vulkan_handles { /* The Vulkan objects behind a Kiln Vulkan device, for code that shares its VkDevice (kDLVulkan DLPack exchange). Kiln owns them all; they live for the whole process. */
  size_t struct_size; /* sizeof(kiln_vulkan_handles) as the caller knows it */
  void* instance; /* the VkInstance */
  void* physical_device; /* the VkPhysicalDevice */
  void* device; /* the VkDevice */
  void* queue; /* the VkQueue Kiln submits to; externally synchronized with Kiln: use it only while no Kiln call runs */
  uint32_t queue_family_index; /* the queue's family */
};

/* Functions */
const char* kiln_last_error(void); /* since 1.0 */
const char* kiln_status_string(kiln_status status); /* since 1.0 */
kiln_status kiln_version(uint32_t* major, uint32_t* minor, uint32_t* patch); /* since 1.0 */
kiln_status kiln_dtype_size(kiln_dtype dtype, size_t* size); /* since 1.0 */
kiln_status kiln_device_count(size_t* count); /* since 1.0 */
kiln_status kiln_device_get(size_t index, kiln_device* out); /* since 1.0 */
kiln_status kiln_device_default(kiln_device* out); /* since 1.0 */
kiln_status kiln_device_set_default(kiln_device device); /* since 1.0 */
kiln_status kiln_device_find(const char* label, kiln_device* out); /* since 1.0 */
kiln_status kiln_device_get_info(kiln_device device, kiln_device_info* info); /* since 1.0 */
kiln_status kiln_device_memory_stats(kiln_device device, kiln_memory_stats* stats); /* since 1.0 */
kiln_status kiln_device_set_memory_limit(kiln_device device, uint64_t limit_bytes); /* since 1.0 */
kiln_status kiln_device_clear_cache(kiln_device device); /* since 1.0 */
kiln_status kiln_tensor_create(const void* data, kiln_dtype dtype, const int64_t* shape, size_t ndim, kiln_device device, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_full(const int64_t* shape, size_t ndim, double value, kiln_dtype dtype, kiln_device device, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_zeros(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_ones(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_arange(double start, double stop, double step, kiln_dtype dtype, kiln_device device, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_eye(int64_t n, int64_t m, int64_t k, kiln_dtype dtype, kiln_device device, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_tensor_retain(kiln_tensor tensor); /* since 1.0 */
kiln_status kiln_tensor_release(kiln_tensor tensor); /* since 1.0 */
kiln_status kiln_tensor_ndim(kiln_tensor tensor, size_t* ndim); /* since 1.0 */
kiln_status kiln_tensor_shape(kiln_tensor tensor, int64_t* dims, size_t capacity); /* since 1.0 */
kiln_status kiln_tensor_dtype(kiln_tensor tensor, kiln_dtype* dtype); /* since 1.0 */
kiln_status kiln_tensor_device(kiln_tensor tensor, kiln_device* device); /* since 1.0 */
kiln_status kiln_tensor_size(kiln_tensor tensor, int64_t* size); /* since 1.0 */
kiln_status kiln_tensor_nbytes(kiln_tensor tensor, size_t* nbytes); /* since 1.0 */
kiln_status kiln_tensor_is_evaluated(kiln_tensor tensor, bool* evaluated); /* since 1.0 */
kiln_status kiln_tensor_eval(const kiln_tensor* tensors, size_t count); /* since 1.0 */
kiln_status kiln_tensor_eval_async(const kiln_tensor* tensors, size_t count); /* since 1.15 */
kiln_status kiln_tensor_read(kiln_tensor tensor, void* dst, size_t dst_bytes); /* since 1.0 */
kiln_status kiln_tensor_borrow(kiln_tensor tensor, kiln_borrow* out, const void** data, size_t* nbytes); /* since 1.0 */
kiln_status kiln_borrow_release(kiln_borrow borrow); /* since 1.0 */
kiln_status kiln_tensor_copy(kiln_tensor tensor, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_tensor_to_device(kiln_tensor tensor, kiln_device device, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_stream_create(kiln_device device, kiln_stream* out); /* since 1.6 */
kiln_status kiln_stream_release(kiln_stream stream); /* since 1.6 */
kiln_status kiln_stream_device(kiln_stream stream, kiln_device* out); /* since 1.6 */
kiln_status kiln_stream_eval(kiln_stream stream, const kiln_tensor* tensors, size_t count); /* since 1.6 */
kiln_status kiln_stream_eval_async(kiln_stream stream, const kiln_tensor* tensors, size_t count); /* since 1.15 */
kiln_status kiln_placeholder(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out); /* since 1.9 */
kiln_status kiln_function_create(const kiln_tensor* inputs, size_t input_count, const kiln_tensor* outputs, size_t output_count, kiln_function* out); /* since 1.9 */
kiln_status kiln_function_call(kiln_function function, const kiln_tensor* args, size_t arg_count, kiln_tensor* results, size_t result_count); /* since 1.9 */
kiln_status kiln_function_arity(kiln_function function, size_t* input_count, size_t* output_count); /* since 1.9 */
kiln_status kiln_function_release(kiln_function function); /* since 1.9 */
kiln_status kiln_function_vjp(kiln_function function, kiln_function* out); /* since 1.10 */
kiln_status kiln_function_jvp(kiln_function function, kiln_function* out); /* since 1.10 */
kiln_status kiln_function_value_and_grad(kiln_function function, const size_t* argnums, size_t argnum_count, kiln_function* out); /* since 1.10 */
kiln_status kiln_negative(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_abs(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_sign(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_exp(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_log(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_log1p(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_expm1(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_sqrt(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_rsqrt(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_square(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_sin(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_cos(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_tan(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_tanh(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_sigmoid(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_erf(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_floor(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_ceil(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_round(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_logical_not(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_bitwise_not(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_isnan(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_isinf(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_isfinite(kiln_tensor x, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_asin(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_acos(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_atan(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_sinh(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_cosh(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_asinh(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_acosh(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_atanh(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_log2(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_log10(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_exp2(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_cbrt(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_erfc(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_erf_inv(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_trunc(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_reciprocal(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_population_count(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_count_leading_zeros(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_signbit(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_round_half_away(kiln_tensor x, kiln_tensor* out); /* since 1.5 */
kiln_status kiln_add(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_subtract(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_multiply(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_divide(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_floor_divide(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_remainder(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_power(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_maximum(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_minimum(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_atan2(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_not_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_less(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_less_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_greater(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_greater_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_logical_and(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_logical_or(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_logical_xor(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_bitwise_and(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_bitwise_or(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_bitwise_xor(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_left_shift(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_right_shift(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_logaddexp(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_hypot(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_copysign(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_quotient(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_fmod(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.5 */
kiln_status kiln_sum(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_prod(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_max(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_min(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_mean(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_all(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_any(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_argmax(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_argmin(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_logsumexp(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_cumulative_sum(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_cumulative_product(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_cumulative_max(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_cumulative_min(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_logcumsumexp(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_relu(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_silu(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_gelu(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_gelu_tanh(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_softplus(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_real(kiln_tensor x, kiln_tensor* out); /* since 1.7 */
kiln_status kiln_imag(kiln_tensor x, kiln_tensor* out); /* since 1.7 */
kiln_status kiln_conj(kiln_tensor x, kiln_tensor* out); /* since 1.7 */
kiln_status kiln_angle(kiln_tensor x, kiln_tensor* out); /* since 1.7 */
kiln_status kiln_stop_gradient(kiln_tensor x, kiln_tensor* out); /* since 1.10 */
kiln_status kiln_where(kiln_tensor cond, kiln_tensor x, kiln_tensor y, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_clip(kiln_tensor x, kiln_tensor lo, kiln_tensor hi, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_astype(kiln_tensor x, kiln_dtype dtype, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_bitcast(kiln_tensor x, kiln_dtype dtype, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_matmul(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_reshape(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_transpose(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_broadcast_to(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_expand_dims(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_squeeze(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_slice(kiln_tensor x, const int64_t* start, const int64_t* stop, const int64_t* step, size_t naxes, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_concatenate(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_stack(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_pad(kiln_tensor x, const int64_t* pad_before, const int64_t* pad_after, size_t naxes, double value, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_flip(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.0 */
kiln_status kiln_tensor_to_dlpack(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensorVersioned** out); /* since 1.1 */
kiln_status kiln_tensor_from_dlpack(DLManagedTensorVersioned* managed, const kiln_dlpack_options* options, kiln_tensor* out); /* since 1.1 */
kiln_status kiln_tensor_to_dlpack_legacy(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensor** out); /* since 1.1 */
kiln_status kiln_tensor_from_dlpack_legacy(DLManagedTensor* managed, const kiln_dlpack_options* options, kiln_tensor* out); /* since 1.1 */
kiln_status kiln_tensor_dlpack_device(kiln_tensor tensor, int32_t* device_type, int32_t* device_id); /* since 1.1 */
kiln_status kiln_take(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out); /* since 1.2 */
kiln_status kiln_take_along_axis(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_gather(kiln_tensor x, kiln_tensor indices, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_indexed_add(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_indexed_put(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_argwhere(kiln_tensor x, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_argsort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_sort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_top_k(kiln_tensor x, int64_t k, kiln_tensor* values, kiln_tensor* indices); /* since 1.3 */
kiln_status kiln_unique(kiln_tensor x, kiln_tensor* values, kiln_tensor* counts, kiln_tensor* inverse); /* since 1.3 */
kiln_status kiln_searchsorted(kiln_tensor a, kiln_tensor v, bool right, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_telemetry_subscribe(kiln_telemetry_callback callback, void* user_data, uint64_t* subscription); /* since 1.2 */
kiln_status kiln_telemetry_unsubscribe(uint64_t subscription); /* since 1.2 */
kiln_status kiln_debug_set_flags(uint32_t flags); /* since 1.2 */
kiln_status kiln_debug_get_flags(uint32_t* flags); /* since 1.2 */
kiln_status kiln_fallback_set_policy(kiln_fallback_policy policy); /* since 1.2 */
kiln_status kiln_fallback_get_policy(kiln_fallback_policy* policy); /* since 1.2 */
kiln_status kiln_device_op_support(kiln_device device, const char* op, kiln_dtype dtype, kiln_op_support* support); /* since 1.2 */
kiln_status kiln_device_fallback_count(kiln_device device, size_t* count); /* since 1.2 */
kiln_status kiln_device_fallback_get(kiln_device device, size_t index, const char** op, kiln_dtype* dtype); /* since 1.2 */
kiln_status kiln_device_vulkan_handles(kiln_device device, kiln_vulkan_handles* handles); /* since 1.2 */
kiln_status kiln_device_cuda_device(kiln_device device, int32_t* cuda_device); /* since 1.12 */
kiln_status kiln_tensor_to_dlpack_cuda(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options, DLManagedTensorVersioned** out); /* since 1.12 */
kiln_status kiln_tensor_to_dlpack_cuda_legacy(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options, DLManagedTensor** out); /* since 1.12 */
kiln_status kiln_weak_scalar_int(int64_t value, kiln_device device, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_weak_scalar_float(double value, kiln_device device, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_fusion_set_enabled(bool enabled); /* since 1.3 */
kiln_status kiln_fusion_get_enabled(bool* enabled); /* since 1.3 */
kiln_status kiln_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_log_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_var(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_std(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_random_bits(kiln_tensor key, const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_random_uniform(kiln_tensor key, const int64_t* shape, size_t ndim, double low, double high, kiln_dtype dtype, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_random_normal(kiln_tensor key, const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_random_randint(kiln_tensor key, const int64_t* shape, size_t ndim, int64_t low, int64_t high, kiln_dtype dtype, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_random_bernoulli(kiln_tensor key, double p, const int64_t* shape, size_t ndim, kiln_tensor* out); /* since 1.3 */
kiln_status kiln_info_report(const char** text); /* since 1.3 */
kiln_status kiln_rms_norm(kiln_tensor x, kiln_tensor weight, double eps, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_layer_norm(kiln_tensor x, kiln_tensor weight, kiln_tensor bias, double eps, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_scaled_dot_product_attention(kiln_tensor q, kiln_tensor k, kiln_tensor v, double scale, kiln_tensor mask, bool causal, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_conv(kiln_tensor input, kiln_tensor kernel, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* input_dilation, const int64_t* kernel_dilation, size_t nspatial, int64_t feature_group_size, int64_t batch_group_size, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_window_sum(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_window_product(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_window_max(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_window_min(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_window_scatter_max(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_window_scatter_min(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_leaky_relu(kiln_tensor x, double negative_slope, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_elu(kiln_tensor x, double alpha, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_dot_general(kiln_tensor a, const int64_t* contract_a, size_t ncontract_a, const int64_t* batch_a, size_t nbatch_a, kiln_tensor b, const int64_t* contract_b, size_t ncontract_b, const int64_t* batch_b, size_t nbatch_b, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_cholesky(kiln_tensor x, bool upper, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_triangular_solve(kiln_tensor a, kiln_tensor b, bool lower, bool left_side, bool transpose_a, bool unit_diagonal, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_lu(kiln_tensor x, kiln_tensor* p, kiln_tensor* l, kiln_tensor* u); /* since 1.4 */
kiln_status kiln_linalg_qr(kiln_tensor x, bool complete, kiln_tensor* q, kiln_tensor* r); /* since 1.4 */
kiln_status kiln_linalg_eigh(kiln_tensor x, kiln_tensor* eigenvalues, kiln_tensor* eigenvectors); /* since 1.4 */
kiln_status kiln_linalg_eigvalsh(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_svd(kiln_tensor x, bool full_matrices, kiln_tensor* u, kiln_tensor* s, kiln_tensor* vh); /* since 1.4 */
kiln_status kiln_linalg_svdvals(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_solve(kiln_tensor a, kiln_tensor b, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_inv(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_det(kiln_tensor x, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_slogdet(kiln_tensor x, kiln_tensor* sign, kiln_tensor* logabsdet); /* since 1.4 */
kiln_status kiln_linalg_vector_norm(kiln_tensor x, double ord, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_matrix_norm(kiln_tensor x, kiln_matrix_norm ord, bool keepdims, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_linalg_lstsq(kiln_tensor a, kiln_tensor b, double rcond, kiln_tensor* out); /* since 1.4 */
kiln_status kiln_fft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, bool inverse, kiln_tensor* out); /* since 1.8 */
kiln_status kiln_rfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, kiln_tensor* out); /* since 1.8 */
kiln_status kiln_irfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, kiln_tensor* out); /* since 1.8 */
kiln_status kiln_pad_general(kiln_tensor x, const int64_t* low, const int64_t* high, const int64_t* interior, size_t naxes, double value, kiln_tensor* out); /* since 1.5 */
kiln_status kiln_dynamic_slice(kiln_tensor x, kiln_tensor starts, const int64_t* sizes, size_t nsizes, kiln_tensor* out); /* since 1.5 */
kiln_status kiln_dynamic_update_slice(kiln_tensor x, kiln_tensor starts, kiln_tensor update, kiln_tensor* out); /* since 1.5 */
kiln_status kiln_random_permutation(kiln_tensor key, int64_t n, kiln_tensor* out); /* since 1.5 */
kiln_status kiln_group_init(const char* engine, kiln_group* out); /* since 1.11 */
kiln_status kiln_group_from_mpi_comm(const void* comm, kiln_group* out); /* since 1.11 */
kiln_status kiln_group_rank(kiln_group group, int64_t* rank); /* since 1.11 */
kiln_status kiln_group_size(kiln_group group, int64_t* size); /* since 1.11 */
kiln_status kiln_group_split(kiln_group group, int64_t color, int64_t key, kiln_group* out); /* since 1.11 */
kiln_status kiln_group_set_timeout(kiln_group group, double seconds); /* since 1.11 */
kiln_status kiln_group_release(kiln_group group); /* since 1.11 */
kiln_status kiln_all_sum(kiln_tensor x, kiln_group group, kiln_tensor* out); /* since 1.11 */
kiln_status kiln_all_max(kiln_tensor x, kiln_group group, kiln_tensor* out); /* since 1.11 */
kiln_status kiln_all_min(kiln_tensor x, kiln_group group, kiln_tensor* out); /* since 1.11 */
kiln_status kiln_all_gather(kiln_tensor x, kiln_group group, kiln_tensor* out); /* since 1.11 */
kiln_status kiln_sum_scatter(kiln_tensor x, kiln_group group, kiln_tensor* out); /* since 1.11 */
kiln_status kiln_send(kiln_tensor x, int64_t dst, kiln_group group, kiln_tensor* out); /* since 1.11 */
kiln_status kiln_recv(const int64_t* shape, size_t ndim, kiln_dtype dtype, int64_t src, kiln_group group, kiln_device device, kiln_tensor* out); /* since 1.11 */
]==]

-- Enums: for each, `values` maps the name without the common prefix to its number,
-- `names` the number back to that name, `docs` the number to the spec's doc text.
M.enums = {
  kiln_status = {
    prefix = "KILN_STATUS_",
    values = {
      ["OK"] = 0,
      ["INVALID_ARGUMENT"] = 1,
      ["INVALID_HANDLE"] = 2,
      ["SHAPE_MISMATCH"] = 3,
      ["UNSUPPORTED_DTYPE"] = 4,
      ["UNSUPPORTED"] = 5,
      ["OUT_OF_MEMORY"] = 6,
      ["DEVICE_ERROR"] = 7,
      ["INDEX_OUT_OF_RANGE"] = 8,
      ["INTERNAL"] = 9,
      ["NON_FINITE"] = 10,
    },
    names = {
      [0] = "OK",
      [1] = "INVALID_ARGUMENT",
      [2] = "INVALID_HANDLE",
      [3] = "SHAPE_MISMATCH",
      [4] = "UNSUPPORTED_DTYPE",
      [5] = "UNSUPPORTED",
      [6] = "OUT_OF_MEMORY",
      [7] = "DEVICE_ERROR",
      [8] = "INDEX_OUT_OF_RANGE",
      [9] = "INTERNAL",
      [10] = "NON_FINITE",
    },
    docs = {
      [0] = "success",
      [1] = "an argument is malformed (NULL where not allowed, bad value)",
      [2] = "a handle was released, never valid, or of another kind",
      [3] = "shapes cannot be combined",
      [4] = "the dtype is not supported by the op or the device",
      [5] = "the operation is not supported here",
      [6] = "an allocation failed or a memory limit was reached",
      [7] = "the device failed (lost device, driver error)",
      [8] = "an index or axis is out of range",
      [9] = "a bug in Kiln; the message says where",
      [10] = "a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan)",
    },
  },
  kiln_dtype = {
    prefix = "KILN_DTYPE_",
    values = {
      ["BOOL"] = 0,
      ["INT8"] = 1,
      ["INT16"] = 2,
      ["INT32"] = 3,
      ["INT64"] = 4,
      ["UINT8"] = 5,
      ["UINT16"] = 6,
      ["UINT32"] = 7,
      ["UINT64"] = 8,
      ["FLOAT16"] = 9,
      ["BFLOAT16"] = 10,
      ["FLOAT32"] = 11,
      ["FLOAT64"] = 12,
      ["COMPLEX64"] = 13,
      ["COMPLEX128"] = 14,
      ["FLOAT8_E5M2"] = 15,
      ["FLOAT8_E4M3FN"] = 16,
      ["INT2"] = 17,
      ["INT4"] = 18,
      ["UINT2"] = 19,
      ["UINT4"] = 20,
    },
    names = {
      [0] = "BOOL",
      [1] = "INT8",
      [2] = "INT16",
      [3] = "INT32",
      [4] = "INT64",
      [5] = "UINT8",
      [6] = "UINT16",
      [7] = "UINT32",
      [8] = "UINT64",
      [9] = "FLOAT16",
      [10] = "BFLOAT16",
      [11] = "FLOAT32",
      [12] = "FLOAT64",
      [13] = "COMPLEX64",
      [14] = "COMPLEX128",
      [15] = "FLOAT8_E5M2",
      [16] = "FLOAT8_E4M3FN",
      [17] = "INT2",
      [18] = "INT4",
      [19] = "UINT2",
      [20] = "UINT4",
    },
    docs = {
      [0] = "bool",
      [1] = "int8",
      [2] = "int16",
      [3] = "int32",
      [4] = "int64",
      [5] = "uint8",
      [6] = "uint16",
      [7] = "uint32",
      [8] = "uint64",
      [9] = "float16",
      [10] = "bfloat16",
      [11] = "float32",
      [12] = "float64",
      [13] = "complex64",
      [14] = "complex128",
      [15] = "float8_e5m2",
      [16] = "float8_e4m3fn",
      [17] = "int2",
      [18] = "int4",
      [19] = "uint2",
      [20] = "uint4",
    },
  },
  kiln_device_kind = {
    prefix = "KILN_DEVICE_",
    values = {
      ["CPU"] = 0,
      ["VULKAN"] = 1,
    },
    names = {
      [0] = "CPU",
      [1] = "VULKAN",
    },
    docs = {
      [0] = "the host CPU",
      [1] = "a Vulkan GPU (or lavapipe)",
    },
  },
  kiln_dlpack_copy = {
    prefix = "KILN_DLPACK_COPY_",
    values = {
      ["IF_NEEDED"] = 0,
      ["NEVER"] = 1,
      ["ALWAYS"] = 2,
    },
    names = {
      [0] = "IF_NEEDED",
      [1] = "NEVER",
      [2] = "ALWAYS",
    },
    docs = {
      [0] = "share the memory when possible, otherwise copy",
      [1] = "share the memory or fail with KILN_STATUS_UNSUPPORTED",
      [2] = "always copy into fresh memory",
    },
  },
  kiln_event_kind = {
    prefix = "KILN_EVENT_",
    values = {
      ["EVAL"] = 0,
      ["READ"] = 1,
      ["TRANSFER"] = 2,
      ["DLPACK_EXPORT"] = 3,
      ["DLPACK_IMPORT"] = 4,
      ["FALLBACK"] = 5,
      ["ALLOCATION"] = 6,
      ["FUSION"] = 7,
      ["COLLECTIVE"] = 8,
    },
    names = {
      [0] = "EVAL",
      [1] = "READ",
      [2] = "TRANSFER",
      [3] = "DLPACK_EXPORT",
      [4] = "DLPACK_IMPORT",
      [5] = "FALLBACK",
      [6] = "ALLOCATION",
      [7] = "FUSION",
      [8] = "COLLECTIVE",
    },
    docs = {
      [0] = "evaluating a graph (kiln_tensor_eval, or the implicit eval of a read)",
      [1] = "reading elements to the host (kiln_tensor_read, kiln_tensor_borrow)",
      [2] = "moving a tensor to another device (kiln_tensor_to_device)",
      [3] = "a DLPack export",
      [4] = "a DLPack import",
      [5] = "an op the device cannot run natively, run on the CPU instead; name is the op",
      [6] = "memory for a tensor's elements",
      [7] = "one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes",
      [8] = "one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks",
    },
  },
  kiln_event_phase = {
    prefix = "KILN_EVENT_",
    values = {
      ["START"] = 0,
      ["STOP"] = 1,
    },
    names = {
      [0] = "START",
      [1] = "STOP",
    },
    docs = {
      [0] = "the span begins",
      [1] = "the span ends; duration_ns and status are set",
    },
  },
  kiln_debug_flag = {
    prefix = "KILN_DEBUG_",
    values = {
      ["BOUNDS"] = 1,
      ["NAN"] = 2,
    },
    names = {
      [1] = "BOUNDS",
      [2] = "NAN",
    },
    docs = {
      [1] = "index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it",
      [2] = "matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity",
    },
  },
  kiln_fallback_policy = {
    prefix = "KILN_FALLBACK_",
    values = {
      ["ALLOW"] = 0,
      ["ERROR"] = 1,
    },
    names = {
      [0] = "ALLOW",
      [1] = "ERROR",
    },
    docs = {
      [0] = "run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default)",
      [1] = "fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load)",
    },
  },
  kiln_op_support = {
    prefix = "KILN_SUPPORT_",
    values = {
      ["NATIVE"] = 0,
      ["FALLBACK"] = 1,
      ["NONE"] = 2,
    },
    names = {
      [0] = "NATIVE",
      [1] = "FALLBACK",
      [2] = "NONE",
    },
    docs = {
      [0] = "the device's own kernels run it",
      [1] = "it runs on the CPU and the result comes back (see kiln_fallback_policy)",
      [2] = "the op rejects this dtype, or the device cannot hold it",
    },
  },
  kiln_matrix_norm = {
    prefix = "KILN_NORM_",
    values = {
      ["FRO"] = 0,
      ["NUC"] = 1,
      ["ONE"] = 2,
      ["NEG_ONE"] = 3,
      ["TWO"] = 4,
      ["NEG_TWO"] = 5,
      ["INF"] = 6,
      ["NEG_INF"] = 7,
    },
    names = {
      [0] = "FRO",
      [1] = "NUC",
      [2] = "ONE",
      [3] = "NEG_ONE",
      [4] = "TWO",
      [5] = "NEG_TWO",
      [6] = "INF",
      [7] = "NEG_INF",
    },
    docs = {
      [0] = "Frobenius: sqrt of the sum of squares",
      [1] = "nuclear: the sum of the singular values",
      [2] = "the largest column sum of |x|",
      [3] = "the smallest column sum of |x|",
      [4] = "the largest singular value",
      [5] = "the smallest singular value",
      [6] = "the largest row sum of |x|",
      [7] = "the smallest row sum of |x|",
    },
  },
  kiln_fft_norm = {
    prefix = "KILN_FFT_NORM_",
    values = {
      ["BACKWARD"] = 0,
      ["ORTHO"] = 1,
      ["FORWARD"] = 2,
    },
    names = {
      [0] = "BACKWARD",
      [1] = "ORTHO",
      [2] = "FORWARD",
    },
    docs = {
      [0] = "the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default)",
      [1] = "both directions are scaled by 1 / sqrt(N)",
      [2] = "the forward transform is scaled by 1 / N, the inverse not at all",
    },
  },
}

-- Struct fields in declaration order, as {name, C type} pairs (for copying structs to Lua tables).
M.structs = {
  kiln_device_info = { { "struct_size", "size_t" }, { "index", "size_t" }, { "kind", "kiln_device_kind" }, { "name", "const char*" }, { "label", "const char*" }, { "memory_bytes", "uint64_t" }, { "dtype_mask", "uint32_t" }, { "host_visible", "bool" }, { "cooperative_matrix", "bool" }, { "subgroup_size", "uint32_t" }, { "max_buffer_range", "uint64_t" }, { "driver_name", "const char*" }, { "driver_version", "const char*" } },
  kiln_memory_stats = { { "struct_size", "size_t" }, { "active_bytes", "uint64_t" }, { "peak_bytes", "uint64_t" }, { "cached_bytes", "uint64_t" }, { "limit_bytes", "uint64_t" }, { "device_allocations", "uint64_t" } },
  kiln_dlpack_options = { { "struct_size", "size_t" }, { "copy", "kiln_dlpack_copy" }, { "device", "kiln_device" }, { "read_only", "bool" }, { "export_device", "kiln_device" } },
  kiln_telemetry_event = { { "struct_size", "size_t" }, { "kind", "kiln_event_kind" }, { "phase", "kiln_event_phase" }, { "id", "uint64_t" }, { "parent_id", "uint64_t" }, { "timestamp_ns", "uint64_t" }, { "duration_ns", "uint64_t" }, { "device", "kiln_device" }, { "bytes", "uint64_t" }, { "count", "int64_t" }, { "name", "const char*" }, { "status", "kiln_status" } },
  kiln_vulkan_handles = { { "struct_size", "size_t" }, { "instance", "void*" }, { "physical_device", "void*" }, { "device", "void*" }, { "queue", "void*" }, { "queue_family_index", "uint32_t" } },
}

-- Every declared function, in spec order, with its parameters as {name, C type[, length = counting param]}:
-- the idiomatic layer wires whole families of ops by their signature.
M.functions = {
  { name = "kiln_last_error", group = "errors", since = "1.0", returns = "const char*",
    params = {  } },
  { name = "kiln_status_string", group = "errors", since = "1.0", returns = "const char*",
    params = { { "status", "kiln_status" } } },
  { name = "kiln_version", group = "library", since = "1.0", returns = "kiln_status",
    params = { { "major", "uint32_t*" }, { "minor", "uint32_t*" }, { "patch", "uint32_t*" } } },
  { name = "kiln_dtype_size", group = "library", since = "1.0", returns = "kiln_status",
    params = { { "dtype", "kiln_dtype" }, { "size", "size_t*" } } },
  { name = "kiln_device_count", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "count", "size_t*" } } },
  { name = "kiln_device_get", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "index", "size_t" }, { "out", "kiln_device*" } } },
  { name = "kiln_device_default", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "out", "kiln_device*" } } },
  { name = "kiln_device_set_default", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "device", "kiln_device" } } },
  { name = "kiln_device_find", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "label", "const char*" }, { "out", "kiln_device*" } } },
  { name = "kiln_device_get_info", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "info", "kiln_device_info*" } } },
  { name = "kiln_device_memory_stats", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "stats", "kiln_memory_stats*" } } },
  { name = "kiln_device_set_memory_limit", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "limit_bytes", "uint64_t" } } },
  { name = "kiln_device_clear_cache", group = "devices", since = "1.0", returns = "kiln_status",
    params = { { "device", "kiln_device" } } },
  { name = "kiln_tensor_create", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "data", "const void*" }, { "dtype", "kiln_dtype" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_full", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "value", "double" }, { "dtype", "kiln_dtype" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_zeros", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "dtype", "kiln_dtype" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_ones", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "dtype", "kiln_dtype" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_arange", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "start", "double" }, { "stop", "double" }, { "step", "double" }, { "dtype", "kiln_dtype" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_eye", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "n", "int64_t" }, { "m", "int64_t" }, { "k", "int64_t" }, { "dtype", "kiln_dtype" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_tensor_retain", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" } } },
  { name = "kiln_tensor_release", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" } } },
  { name = "kiln_tensor_ndim", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "ndim", "size_t*" } } },
  { name = "kiln_tensor_shape", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "dims", "int64_t*", length = "capacity" }, { "capacity", "size_t" } } },
  { name = "kiln_tensor_dtype", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "dtype", "kiln_dtype*" } } },
  { name = "kiln_tensor_device", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "device", "kiln_device*" } } },
  { name = "kiln_tensor_size", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "size", "int64_t*" } } },
  { name = "kiln_tensor_nbytes", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "nbytes", "size_t*" } } },
  { name = "kiln_tensor_is_evaluated", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "evaluated", "bool*" } } },
  { name = "kiln_tensor_eval", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensors", "const kiln_tensor*", length = "count" }, { "count", "size_t" } } },
  { name = "kiln_tensor_eval_async", group = "tensors", since = "1.15", returns = "kiln_status",
    params = { { "tensors", "const kiln_tensor*", length = "count" }, { "count", "size_t" } } },
  { name = "kiln_tensor_read", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "dst", "void*", length = "dst_bytes" }, { "dst_bytes", "size_t" } } },
  { name = "kiln_tensor_borrow", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "out", "kiln_borrow*" }, { "data", "const void**" }, { "nbytes", "size_t*" } } },
  { name = "kiln_borrow_release", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "borrow", "kiln_borrow" } } },
  { name = "kiln_tensor_copy", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_tensor_to_device", group = "tensors", since = "1.0", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_stream_create", group = "streams", since = "1.6", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "out", "kiln_stream*" } } },
  { name = "kiln_stream_release", group = "streams", since = "1.6", returns = "kiln_status",
    params = { { "stream", "kiln_stream" } } },
  { name = "kiln_stream_device", group = "streams", since = "1.6", returns = "kiln_status",
    params = { { "stream", "kiln_stream" }, { "out", "kiln_device*" } } },
  { name = "kiln_stream_eval", group = "streams", since = "1.6", returns = "kiln_status",
    params = { { "stream", "kiln_stream" }, { "tensors", "const kiln_tensor*", length = "count" }, { "count", "size_t" } } },
  { name = "kiln_stream_eval_async", group = "streams", since = "1.15", returns = "kiln_status",
    params = { { "stream", "kiln_stream" }, { "tensors", "const kiln_tensor*", length = "count" }, { "count", "size_t" } } },
  { name = "kiln_placeholder", group = "graphs", since = "1.9", returns = "kiln_status",
    params = { { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "dtype", "kiln_dtype" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_function_create", group = "graphs", since = "1.9", returns = "kiln_status",
    params = { { "inputs", "const kiln_tensor*", length = "input_count" }, { "input_count", "size_t" }, { "outputs", "const kiln_tensor*", length = "output_count" }, { "output_count", "size_t" }, { "out", "kiln_function*" } } },
  { name = "kiln_function_call", group = "graphs", since = "1.9", returns = "kiln_status",
    params = { { "function", "kiln_function" }, { "args", "const kiln_tensor*", length = "arg_count" }, { "arg_count", "size_t" }, { "results", "kiln_tensor*", length = "result_count" }, { "result_count", "size_t" } } },
  { name = "kiln_function_arity", group = "graphs", since = "1.9", returns = "kiln_status",
    params = { { "function", "kiln_function" }, { "input_count", "size_t*" }, { "output_count", "size_t*" } } },
  { name = "kiln_function_release", group = "graphs", since = "1.9", returns = "kiln_status",
    params = { { "function", "kiln_function" } } },
  { name = "kiln_function_vjp", group = "graphs", since = "1.10", returns = "kiln_status",
    params = { { "function", "kiln_function" }, { "out", "kiln_function*" } } },
  { name = "kiln_function_jvp", group = "graphs", since = "1.10", returns = "kiln_status",
    params = { { "function", "kiln_function" }, { "out", "kiln_function*" } } },
  { name = "kiln_function_value_and_grad", group = "graphs", since = "1.10", returns = "kiln_status",
    params = { { "function", "kiln_function" }, { "argnums", "const size_t*", length = "argnum_count" }, { "argnum_count", "size_t" }, { "out", "kiln_function*" } } },
  { name = "kiln_negative", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_abs", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sign", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_exp", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_log", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_log1p", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_expm1", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sqrt", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_rsqrt", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_square", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sin", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_cos", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_tan", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_tanh", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sigmoid", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_erf", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_floor", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_ceil", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_round", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_logical_not", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_bitwise_not", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_isnan", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_isinf", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_isfinite", group = "ops.unary", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_asin", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_acos", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_atan", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sinh", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_cosh", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_asinh", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_acosh", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_atanh", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_log2", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_log10", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_exp2", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_cbrt", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_erfc", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_erf_inv", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_trunc", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_reciprocal", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_population_count", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_count_leading_zeros", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_signbit", group = "ops.unary", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_round_half_away", group = "ops.unary", since = "1.5", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_add", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_subtract", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_multiply", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_divide", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_floor_divide", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_remainder", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_power", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_maximum", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_minimum", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_atan2", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_equal", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_not_equal", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_less", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_less_equal", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_greater", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_greater_equal", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_logical_and", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_logical_or", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_logical_xor", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_bitwise_and", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_bitwise_or", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_bitwise_xor", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_left_shift", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_right_shift", group = "ops.binary", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_logaddexp", group = "ops.binary", since = "1.3", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_hypot", group = "ops.binary", since = "1.3", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_copysign", group = "ops.binary", since = "1.3", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_quotient", group = "ops.binary", since = "1.3", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_fmod", group = "ops.binary", since = "1.5", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sum", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_prod", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_max", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_min", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_mean", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_all", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_any", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_argmax", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_argmin", group = "ops.reduce", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_logsumexp", group = "ops.reduce", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_cumulative_sum", group = "ops.scan", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axis", "int64_t" }, { "reverse", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_cumulative_product", group = "ops.scan", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axis", "int64_t" }, { "reverse", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_cumulative_max", group = "ops.scan", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axis", "int64_t" }, { "reverse", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_cumulative_min", group = "ops.scan", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axis", "int64_t" }, { "reverse", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_logcumsumexp", group = "ops.scan", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axis", "int64_t" }, { "reverse", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_relu", group = "ops.unary", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_silu", group = "ops.unary", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_gelu", group = "ops.unary", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_gelu_tanh", group = "ops.unary", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_softplus", group = "ops.unary", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_real", group = "ops.unary", since = "1.7", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_imag", group = "ops.unary", since = "1.7", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_conj", group = "ops.unary", since = "1.7", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_angle", group = "ops.unary", since = "1.7", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_stop_gradient", group = "ops.shape", since = "1.10", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_where", group = "ops.elementwise", since = "1.0", returns = "kiln_status",
    params = { { "cond", "kiln_tensor" }, { "x", "kiln_tensor" }, { "y", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_clip", group = "ops.elementwise", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "lo", "kiln_tensor" }, { "hi", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_astype", group = "ops.elementwise", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "dtype", "kiln_dtype" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_bitcast", group = "ops.elementwise", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "dtype", "kiln_dtype" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_matmul", group = "ops.linalg", since = "1.0", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_reshape", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_transpose", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_broadcast_to", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_expand_dims", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_squeeze", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_slice", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "start", "const int64_t*", length = "naxes" }, { "stop", "const int64_t*", length = "naxes" }, { "step", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_concatenate", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "tensors", "const kiln_tensor*", length = "count" }, { "count", "size_t" }, { "axis", "int64_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_stack", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "tensors", "const kiln_tensor*", length = "count" }, { "count", "size_t" }, { "axis", "int64_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_pad", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "pad_before", "const int64_t*", length = "naxes" }, { "pad_after", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "value", "double" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_flip", group = "ops.shape", since = "1.0", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_tensor_to_dlpack", group = "dlpack", since = "1.1", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "options", "const kiln_dlpack_options*" }, { "out", "DLManagedTensorVersioned**" } } },
  { name = "kiln_tensor_from_dlpack", group = "dlpack", since = "1.1", returns = "kiln_status",
    params = { { "managed", "DLManagedTensorVersioned*" }, { "options", "const kiln_dlpack_options*" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_tensor_to_dlpack_legacy", group = "dlpack", since = "1.1", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "options", "const kiln_dlpack_options*" }, { "out", "DLManagedTensor**" } } },
  { name = "kiln_tensor_from_dlpack_legacy", group = "dlpack", since = "1.1", returns = "kiln_status",
    params = { { "managed", "DLManagedTensor*" }, { "options", "const kiln_dlpack_options*" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_tensor_dlpack_device", group = "dlpack", since = "1.1", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "device_type", "int32_t*" }, { "device_id", "int32_t*" } } },
  { name = "kiln_take", group = "ops.indexing", since = "1.2", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "indices", "kiln_tensor" }, { "axis", "int64_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_take_along_axis", group = "ops.indexing", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "indices", "kiln_tensor" }, { "axis", "int64_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_gather", group = "ops.indexing", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "indices", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_indexed_add", group = "ops.indexing", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "indices", "kiln_tensor" }, { "updates", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_indexed_put", group = "ops.indexing", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "indices", "kiln_tensor" }, { "updates", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_argwhere", group = "ops.indexing", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_argsort", group = "ops.sorting", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axis", "int64_t" }, { "descending", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sort", group = "ops.sorting", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axis", "int64_t" }, { "descending", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_top_k", group = "ops.sorting", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "k", "int64_t" }, { "values", "kiln_tensor*" }, { "indices", "kiln_tensor*" } } },
  { name = "kiln_unique", group = "ops.sorting", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "values", "kiln_tensor*" }, { "counts", "kiln_tensor*" }, { "inverse", "kiln_tensor*" } } },
  { name = "kiln_searchsorted", group = "ops.sorting", since = "1.3", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "v", "kiln_tensor" }, { "right", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_telemetry_subscribe", group = "telemetry", since = "1.2", returns = "kiln_status",
    params = { { "callback", "kiln_telemetry_callback" }, { "user_data", "void*" }, { "subscription", "uint64_t*" } } },
  { name = "kiln_telemetry_unsubscribe", group = "telemetry", since = "1.2", returns = "kiln_status",
    params = { { "subscription", "uint64_t" } } },
  { name = "kiln_debug_set_flags", group = "debug", since = "1.2", returns = "kiln_status",
    params = { { "flags", "uint32_t" } } },
  { name = "kiln_debug_get_flags", group = "debug", since = "1.2", returns = "kiln_status",
    params = { { "flags", "uint32_t*" } } },
  { name = "kiln_fallback_set_policy", group = "fallbacks", since = "1.2", returns = "kiln_status",
    params = { { "policy", "kiln_fallback_policy" } } },
  { name = "kiln_fallback_get_policy", group = "fallbacks", since = "1.2", returns = "kiln_status",
    params = { { "policy", "kiln_fallback_policy*" } } },
  { name = "kiln_device_op_support", group = "fallbacks", since = "1.2", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "op", "const char*" }, { "dtype", "kiln_dtype" }, { "support", "kiln_op_support*" } } },
  { name = "kiln_device_fallback_count", group = "fallbacks", since = "1.2", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "count", "size_t*" } } },
  { name = "kiln_device_fallback_get", group = "fallbacks", since = "1.2", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "index", "size_t" }, { "op", "const char**" }, { "dtype", "kiln_dtype*" } } },
  { name = "kiln_device_vulkan_handles", group = "dlpack", since = "1.2", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "handles", "kiln_vulkan_handles*" } } },
  { name = "kiln_device_cuda_device", group = "dlpack", since = "1.12", returns = "kiln_status",
    params = { { "device", "kiln_device" }, { "cuda_device", "int32_t*" } } },
  { name = "kiln_tensor_to_dlpack_cuda", group = "dlpack", since = "1.12", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "stream", "int64_t" }, { "options", "const kiln_dlpack_options*" }, { "out", "DLManagedTensorVersioned**" } } },
  { name = "kiln_tensor_to_dlpack_cuda_legacy", group = "dlpack", since = "1.12", returns = "kiln_status",
    params = { { "tensor", "kiln_tensor" }, { "stream", "int64_t" }, { "options", "const kiln_dlpack_options*" }, { "out", "DLManagedTensor**" } } },
  { name = "kiln_weak_scalar_int", group = "tensors", since = "1.3", returns = "kiln_status",
    params = { { "value", "int64_t" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_weak_scalar_float", group = "tensors", since = "1.3", returns = "kiln_status",
    params = { { "value", "double" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_fusion_set_enabled", group = "fusion", since = "1.3", returns = "kiln_status",
    params = { { "enabled", "bool" } } },
  { name = "kiln_fusion_get_enabled", group = "fusion", since = "1.3", returns = "kiln_status",
    params = { { "enabled", "bool*" } } },
  { name = "kiln_softmax", group = "ops.statistics", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_log_softmax", group = "ops.statistics", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_var", group = "ops.statistics", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "ddof", "double" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_std", group = "ops.statistics", since = "1.3", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "ddof", "double" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_random_bits", group = "ops.random", since = "1.3", returns = "kiln_status",
    params = { { "key", "kiln_tensor" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "dtype", "kiln_dtype" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_random_uniform", group = "ops.random", since = "1.3", returns = "kiln_status",
    params = { { "key", "kiln_tensor" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "low", "double" }, { "high", "double" }, { "dtype", "kiln_dtype" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_random_normal", group = "ops.random", since = "1.3", returns = "kiln_status",
    params = { { "key", "kiln_tensor" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "dtype", "kiln_dtype" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_random_randint", group = "ops.random", since = "1.3", returns = "kiln_status",
    params = { { "key", "kiln_tensor" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "low", "int64_t" }, { "high", "int64_t" }, { "dtype", "kiln_dtype" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_random_bernoulli", group = "ops.random", since = "1.3", returns = "kiln_status",
    params = { { "key", "kiln_tensor" }, { "p", "double" }, { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_info_report", group = "library", since = "1.3", returns = "kiln_status",
    params = { { "text", "const char**" } } },
  { name = "kiln_rms_norm", group = "ops.fast", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "weight", "kiln_tensor" }, { "eps", "double" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_layer_norm", group = "ops.fast", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "weight", "kiln_tensor" }, { "bias", "kiln_tensor" }, { "eps", "double" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_scaled_dot_product_attention", group = "ops.fast", since = "1.4", returns = "kiln_status",
    params = { { "q", "kiln_tensor" }, { "k", "kiln_tensor" }, { "v", "kiln_tensor" }, { "scale", "double" }, { "mask", "kiln_tensor" }, { "causal", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_conv", group = "ops.nn", since = "1.4", returns = "kiln_status",
    params = { { "input", "kiln_tensor" }, { "kernel", "kiln_tensor" }, { "strides", "const int64_t*", length = "nspatial" }, { "padding_low", "const int64_t*", length = "nspatial" }, { "padding_high", "const int64_t*", length = "nspatial" }, { "input_dilation", "const int64_t*", length = "nspatial" }, { "kernel_dilation", "const int64_t*", length = "nspatial" }, { "nspatial", "size_t" }, { "feature_group_size", "int64_t" }, { "batch_group_size", "int64_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_window_sum", group = "ops.nn", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "window", "const int64_t*", length = "ndim" }, { "strides", "const int64_t*", length = "ndim" }, { "padding_low", "const int64_t*", length = "ndim" }, { "padding_high", "const int64_t*", length = "ndim" }, { "dilation", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_window_product", group = "ops.nn", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "window", "const int64_t*", length = "ndim" }, { "strides", "const int64_t*", length = "ndim" }, { "padding_low", "const int64_t*", length = "ndim" }, { "padding_high", "const int64_t*", length = "ndim" }, { "dilation", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_window_max", group = "ops.nn", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "window", "const int64_t*", length = "ndim" }, { "strides", "const int64_t*", length = "ndim" }, { "padding_low", "const int64_t*", length = "ndim" }, { "padding_high", "const int64_t*", length = "ndim" }, { "dilation", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_window_min", group = "ops.nn", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "window", "const int64_t*", length = "ndim" }, { "strides", "const int64_t*", length = "ndim" }, { "padding_low", "const int64_t*", length = "ndim" }, { "padding_high", "const int64_t*", length = "ndim" }, { "dilation", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_window_scatter_max", group = "ops.nn", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "source", "kiln_tensor" }, { "init_value", "double" }, { "window", "const int64_t*", length = "ndim" }, { "strides", "const int64_t*", length = "ndim" }, { "padding_low", "const int64_t*", length = "ndim" }, { "padding_high", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_window_scatter_min", group = "ops.nn", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "source", "kiln_tensor" }, { "init_value", "double" }, { "window", "const int64_t*", length = "ndim" }, { "strides", "const int64_t*", length = "ndim" }, { "padding_low", "const int64_t*", length = "ndim" }, { "padding_high", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_leaky_relu", group = "ops.activation", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "negative_slope", "double" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_elu", group = "ops.activation", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "alpha", "double" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_dot_general", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "contract_a", "const int64_t*", length = "ncontract_a" }, { "ncontract_a", "size_t" }, { "batch_a", "const int64_t*", length = "nbatch_a" }, { "nbatch_a", "size_t" }, { "b", "kiln_tensor" }, { "contract_b", "const int64_t*", length = "ncontract_b" }, { "ncontract_b", "size_t" }, { "batch_b", "const int64_t*", length = "nbatch_b" }, { "nbatch_b", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_cholesky", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "upper", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_triangular_solve", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "lower", "bool" }, { "left_side", "bool" }, { "transpose_a", "bool" }, { "unit_diagonal", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_lu", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "p", "kiln_tensor*" }, { "l", "kiln_tensor*" }, { "u", "kiln_tensor*" } } },
  { name = "kiln_linalg_qr", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "complete", "bool" }, { "q", "kiln_tensor*" }, { "r", "kiln_tensor*" } } },
  { name = "kiln_linalg_eigh", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "eigenvalues", "kiln_tensor*" }, { "eigenvectors", "kiln_tensor*" } } },
  { name = "kiln_linalg_eigvalsh", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_svd", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "full_matrices", "bool" }, { "u", "kiln_tensor*" }, { "s", "kiln_tensor*" }, { "vh", "kiln_tensor*" } } },
  { name = "kiln_linalg_svdvals", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_solve", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_inv", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_det", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_slogdet", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "sign", "kiln_tensor*" }, { "logabsdet", "kiln_tensor*" } } },
  { name = "kiln_linalg_vector_norm", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "ord", "double" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_matrix_norm", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "ord", "kiln_matrix_norm" }, { "keepdims", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_linalg_lstsq", group = "ops.linalg", since = "1.4", returns = "kiln_status",
    params = { { "a", "kiln_tensor" }, { "b", "kiln_tensor" }, { "rcond", "double" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_fft", group = "ops.fft", since = "1.8", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "lengths", "const int64_t*", length = "naxes" }, { "norm", "kiln_fft_norm" }, { "inverse", "bool" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_rfft", group = "ops.fft", since = "1.8", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "lengths", "const int64_t*", length = "naxes" }, { "norm", "kiln_fft_norm" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_irfft", group = "ops.fft", since = "1.8", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "axes", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "lengths", "const int64_t*", length = "naxes" }, { "norm", "kiln_fft_norm" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_pad_general", group = "ops.shape", since = "1.5", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "low", "const int64_t*", length = "naxes" }, { "high", "const int64_t*", length = "naxes" }, { "interior", "const int64_t*", length = "naxes" }, { "naxes", "size_t" }, { "value", "double" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_dynamic_slice", group = "ops.indexing", since = "1.5", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "starts", "kiln_tensor" }, { "sizes", "const int64_t*", length = "nsizes" }, { "nsizes", "size_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_dynamic_update_slice", group = "ops.indexing", since = "1.5", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "starts", "kiln_tensor" }, { "update", "kiln_tensor" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_random_permutation", group = "ops.random", since = "1.5", returns = "kiln_status",
    params = { { "key", "kiln_tensor" }, { "n", "int64_t" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_group_init", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "engine", "const char*" }, { "out", "kiln_group*" } } },
  { name = "kiln_group_from_mpi_comm", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "comm", "const void*" }, { "out", "kiln_group*" } } },
  { name = "kiln_group_rank", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "group", "kiln_group" }, { "rank", "int64_t*" } } },
  { name = "kiln_group_size", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "group", "kiln_group" }, { "size", "int64_t*" } } },
  { name = "kiln_group_split", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "group", "kiln_group" }, { "color", "int64_t" }, { "key", "int64_t" }, { "out", "kiln_group*" } } },
  { name = "kiln_group_set_timeout", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "group", "kiln_group" }, { "seconds", "double" } } },
  { name = "kiln_group_release", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "group", "kiln_group" } } },
  { name = "kiln_all_sum", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "group", "kiln_group" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_all_max", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "group", "kiln_group" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_all_min", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "group", "kiln_group" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_all_gather", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "group", "kiln_group" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_sum_scatter", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "group", "kiln_group" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_send", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "x", "kiln_tensor" }, { "dst", "int64_t" }, { "group", "kiln_group" }, { "out", "kiln_tensor*" } } },
  { name = "kiln_recv", group = "distributed", since = "1.11", returns = "kiln_status",
    params = { { "shape", "const int64_t*", length = "ndim" }, { "ndim", "size_t" }, { "dtype", "kiln_dtype" }, { "src", "int64_t" }, { "group", "kiln_group" }, { "device", "kiln_device" }, { "out", "kiln_tensor*" } } },
}

-- Callback (function pointer) types: ffi.cast(name, lua_function) makes one.
M.callbacks = {
  { name = "kiln_telemetry_callback", since = "1.2", returns = "void",
    params = { { "event", "const kiln_telemetry_event*" }, { "user_data", "void*" } } },
}

-- What this binding leaves out, and why (also listed in bindings/luajit/README.md).
M.skipped = {
}

return M
