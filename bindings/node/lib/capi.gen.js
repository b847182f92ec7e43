// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
//
// The thin koffi layer over libkiln.so.1. lib/index.js is the idiomatic API built on it.
'use strict';

const koffi = require('koffi');

const { KilnError } = require('./errors');
const { loadLibrary } = require('./loader');

/** The version of abi/kiln.api.json this file was generated from. */
const VERSION = Object.freeze({ major: 1, minor: 15, patch: 0 });

/** Spec entries this file cannot express, with the reason (also listed in README.md). */
const SKIPPED = Object.freeze({});

/** [name, family] of every unary, binary, reduce and scan op (abi/ops.json). */
const OPS = Object.freeze([
  ['negative', 'unary'],
  ['abs', 'unary'],
  ['sign', 'unary'],
  ['exp', 'unary'],
  ['log', 'unary'],
  ['log1p', 'unary'],
  ['expm1', 'unary'],
  ['sqrt', 'unary'],
  ['rsqrt', 'unary'],
  ['square', 'unary'],
  ['sin', 'unary'],
  ['cos', 'unary'],
  ['tan', 'unary'],
  ['tanh', 'unary'],
  ['sigmoid', 'unary'],
  ['erf', 'unary'],
  ['floor', 'unary'],
  ['ceil', 'unary'],
  ['round', 'unary'],
  ['logical_not', 'unary'],
  ['bitwise_not', 'unary'],
  ['isnan', 'unary'],
  ['isinf', 'unary'],
  ['isfinite', 'unary'],
  ['asin', 'unary'],
  ['acos', 'unary'],
  ['atan', 'unary'],
  ['sinh', 'unary'],
  ['cosh', 'unary'],
  ['asinh', 'unary'],
  ['acosh', 'unary'],
  ['atanh', 'unary'],
  ['log2', 'unary'],
  ['log10', 'unary'],
  ['exp2', 'unary'],
  ['cbrt', 'unary'],
  ['erfc', 'unary'],
  ['erf_inv', 'unary'],
  ['trunc', 'unary'],
  ['reciprocal', 'unary'],
  ['population_count', 'unary'],
  ['count_leading_zeros', 'unary'],
  ['signbit', 'unary'],
  ['round_half_away', 'unary'],
  ['add', 'binary'],
  ['subtract', 'binary'],
  ['multiply', 'binary'],
  ['divide', 'binary'],
  ['floor_divide', 'binary'],
  ['remainder', 'binary'],
  ['power', 'binary'],
  ['maximum', 'binary'],
  ['minimum', 'binary'],
  ['atan2', 'binary'],
  ['equal', 'binary'],
  ['not_equal', 'binary'],
  ['less', 'binary'],
  ['less_equal', 'binary'],
  ['greater', 'binary'],
  ['greater_equal', 'binary'],
  ['logical_and', 'binary'],
  ['logical_or', 'binary'],
  ['logical_xor', 'binary'],
  ['bitwise_and', 'binary'],
  ['bitwise_or', 'binary'],
  ['bitwise_xor', 'binary'],
  ['left_shift', 'binary'],
  ['right_shift', 'binary'],
  ['logaddexp', 'binary'],
  ['hypot', 'binary'],
  ['copysign', 'binary'],
  ['quotient', 'binary'],
  ['fmod', 'binary'],
  ['sum', 'reduce'],
  ['prod', 'reduce'],
  ['max', 'reduce'],
  ['min', 'reduce'],
  ['mean', 'reduce'],
  ['all', 'reduce'],
  ['any', 'reduce'],
  ['argmax', 'reduce'],
  ['argmin', 'reduce'],
  ['logsumexp', 'reduce'],
  ['cumulative_sum', 'scan'],
  ['cumulative_product', 'scan'],
  ['cumulative_max', 'scan'],
  ['cumulative_min', 'scan'],
  ['logcumsumexp', 'scan'],
  ['relu', 'unary'],
  ['silu', 'unary'],
  ['gelu', 'unary'],
  ['gelu_tanh', 'unary'],
  ['softplus', 'unary'],
  ['real', 'unary'],
  ['imag', 'unary'],
  ['conj', 'unary'],
  ['angle', 'unary'],
]);

// ---- Handles: opaque pointers, BigInt addresses in JS (null is NULL) ----

/** A lazy tensor. Reference-counted: release each handle you receive. */
const kiln_tensor = koffi.pointer('kiln_tensor', koffi.opaque('kiln_tensor_s'));
/** A device (CPU or Vulkan GPU). Lives for the whole process. */
const kiln_device = koffi.pointer('kiln_device', koffi.opaque('kiln_device_s'));
/** A read-only loan of a tensor's elements from kiln_tensor_borrow. */
const kiln_borrow = koffi.pointer('kiln_borrow', koffi.opaque('kiln_borrow_s'));
/** An ordering of evals on one device (kiln_stream_create). Release it with kiln_stream_release. */
const kiln_stream = koffi.pointer('kiln_stream', koffi.opaque('kiln_stream_s'));
/** A lazy graph captured from placeholder inputs to outputs (kiln_function_create), rebuilt on new inputs by kiln_function_call. Release it with kiln_function_release. */
const kiln_function = koffi.pointer('kiln_function', koffi.opaque('kiln_function_s'));
/** A group of processes (ranks) that collectives exchange data among (kiln_group_init, kiln_group_from_mpi_comm, kiln_group_split). Release it with kiln_group_release; collectives built on it keep what they need. */
const kiln_group = koffi.pointer('kiln_group', koffi.opaque('kiln_group_s'));
/** DLPack 1.x managed tensor (versioned, with flags) (dlpack/dlpack.h): opaque here; pass BigInt addresses. */
const DLManagedTensorVersioned = koffi.opaque('DLManagedTensorVersioned');
/** DLPack 0.x managed tensor (legacy, no version or flags) (dlpack/dlpack.h): opaque here; pass BigInt addresses. */
const DLManagedTensor = koffi.opaque('DLManagedTensor');

// ---- Enums: a frozen object of values, its name lookup and the docs of the values ----

/** Result of every call. (kiln_status) */
const Status = Object.freeze({
  OK: 0, // success
  INVALID_ARGUMENT: 1, // an argument is malformed (NULL where not allowed, bad value)
  INVALID_HANDLE: 2, // a handle was released, never valid, or of another kind
  SHAPE_MISMATCH: 3, // shapes cannot be combined
  UNSUPPORTED_DTYPE: 4, // the dtype is not supported by the op or the device
  UNSUPPORTED: 5, // the operation is not supported here
  OUT_OF_MEMORY: 6, // an allocation failed or a memory limit was reached
  DEVICE_ERROR: 7, // the device failed (lost device, driver error)
  INDEX_OUT_OF_RANGE: 8, // an index or axis is out of range
  INTERNAL: 9, // a bug in Kiln; the message says where
  NON_FINITE: 10, // a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan)
});
const StatusName = nameLookup(Status);
const StatusDoc = Object.freeze({
  0: "success",
  1: "an argument is malformed (NULL where not allowed, bad value)",
  2: "a handle was released, never valid, or of another kind",
  3: "shapes cannot be combined",
  4: "the dtype is not supported by the op or the device",
  5: "the operation is not supported here",
  6: "an allocation failed or a memory limit was reached",
  7: "the device failed (lost device, driver error)",
  8: "an index or axis is out of range",
  9: "a bug in Kiln; the message says where",
  10: "a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan)",
});
const kiln_status = koffi.alias('kiln_status', 'int');

/** Element types. float8_e5m2, float8_e4m3fn and the 2- and 4-bit integers (since 1.13) are stored one byte an element and every op computes in float32, int8 or uint8 and rounds or wraps back; int2, int4, uint2 and uint4 cross the C API and DLPack packed, the first element in the low bits of a byte (docs/dtypes.md). (kiln_dtype) */
const Dtype = Object.freeze({
  BOOL: 0, // bool
  INT8: 1, // int8
  INT16: 2, // int16
  INT32: 3, // int32
  INT64: 4, // int64
  UINT8: 5, // uint8
  UINT16: 6, // uint16
  UINT32: 7, // uint32
  UINT64: 8, // uint64
  FLOAT16: 9, // float16
  BFLOAT16: 10, // bfloat16
  FLOAT32: 11, // float32
  FLOAT64: 12, // float64
  COMPLEX64: 13, // complex64
  COMPLEX128: 14, // complex128
  FLOAT8_E5M2: 15, // float8_e5m2
  FLOAT8_E4M3FN: 16, // float8_e4m3fn
  INT2: 17, // int2
  INT4: 18, // int4
  UINT2: 19, // uint2
  UINT4: 20, // uint4
});
const DtypeName = nameLookup(Dtype);
const DtypeDoc = Object.freeze({
  0: "bool",
  1: "int8",
  2: "int16",
  3: "int32",
  4: "int64",
  5: "uint8",
  6: "uint16",
  7: "uint32",
  8: "uint64",
  9: "float16",
  10: "bfloat16",
  11: "float32",
  12: "float64",
  13: "complex64",
  14: "complex128",
  15: "float8_e5m2",
  16: "float8_e4m3fn",
  17: "int2",
  18: "int4",
  19: "uint2",
  20: "uint4",
});
const kiln_dtype = koffi.alias('kiln_dtype', 'int');

/** Kinds of device. (kiln_device_kind) */
const DeviceKind = Object.freeze({
  CPU: 0, // the host CPU
  VULKAN: 1, // a Vulkan GPU (or lavapipe)
});
const DeviceKindName = nameLookup(DeviceKind);
const DeviceKindDoc = Object.freeze({
  0: "the host CPU",
  1: "a Vulkan GPU (or lavapipe)",
});
const kiln_device_kind = koffi.alias('kiln_device_kind', 'int');

/** Whether a DLPack export or import may copy the elements. (kiln_dlpack_copy) */
const DlpackCopy = Object.freeze({
  IF_NEEDED: 0, // share the memory when possible, otherwise copy
  NEVER: 1, // share the memory or fail with KILN_STATUS_UNSUPPORTED
  ALWAYS: 2, // always copy into fresh memory
});
const DlpackCopyName = nameLookup(DlpackCopy);
const DlpackCopyDoc = Object.freeze({
  0: "share the memory when possible, otherwise copy",
  1: "share the memory or fail with KILN_STATUS_UNSUPPORTED",
  2: "always copy into fresh memory",
});
const kiln_dlpack_copy = koffi.alias('kiln_dlpack_copy', 'int');

/** What a telemetry event describes. (kiln_event_kind) */
const EventKind = Object.freeze({
  EVAL: 0, // evaluating a graph (kiln_tensor_eval, or the implicit eval of a read)
  READ: 1, // reading elements to the host (kiln_tensor_read, kiln_tensor_borrow)
  TRANSFER: 2, // moving a tensor to another device (kiln_tensor_to_device)
  DLPACK_EXPORT: 3, // a DLPack export
  DLPACK_IMPORT: 4, // a DLPack import
  FALLBACK: 5, // an op the device cannot run natively, run on the CPU instead; name is the op
  ALLOCATION: 6, // memory for a tensor's elements
  FUSION: 7, // one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes
  COLLECTIVE: 8, // one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks
});
const EventKindName = nameLookup(EventKind);
const EventKindDoc = Object.freeze({
  0: "evaluating a graph (kiln_tensor_eval, or the implicit eval of a read)",
  1: "reading elements to the host (kiln_tensor_read, kiln_tensor_borrow)",
  2: "moving a tensor to another device (kiln_tensor_to_device)",
  3: "a DLPack export",
  4: "a DLPack import",
  5: "an op the device cannot run natively, run on the CPU instead; name is the op",
  6: "memory for a tensor's elements",
  7: "one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes",
  8: "one exchange of a collective with the other ranks of its group (inside the eval's span); name is the collective (all_sum, all_gather, sum_scatter, send, recv...), bytes what this rank contributes, count the group's size; the duration includes the wait for the other ranks",
});
const kiln_event_kind = koffi.alias('kiln_event_kind', 'int');

/** Whether an event opens or closes its span. (kiln_event_phase) */
const EventPhase = Object.freeze({
  START: 0, // the span begins
  STOP: 1, // the span ends; duration_ns and status are set
});
const EventPhaseName = nameLookup(EventPhase);
const EventPhaseDoc = Object.freeze({
  0: "the span begins",
  1: "the span ends; duration_ns and status are set",
});
const kiln_event_phase = koffi.alias('kiln_event_phase', 'int');

/** Debug checks, combined as bits. Off by default; KILN_DEBUG=bounds,nan switches them on at load. (kiln_debug_flag) */
const DebugFlag = Object.freeze({
  BOUNDS: 1, // index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it
  NAN: 2, // matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity
});
const DebugFlagName = nameLookup(DebugFlag);
const DebugFlagDoc = Object.freeze({
  1: "index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it",
  2: "matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity",
});
const kiln_debug_flag = koffi.alias('kiln_debug_flag', 'int');

/** What happens to an op a device cannot run natively. (kiln_fallback_policy) */
const FallbackPolicy = Object.freeze({
  ALLOW: 0, // run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default)
  ERROR: 1, // fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load)
});
const FallbackPolicyName = nameLookup(FallbackPolicy);
const FallbackPolicyDoc = Object.freeze({
  0: "run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default)",
  1: "fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load)",
});
const kiln_fallback_policy = koffi.alias('kiln_fallback_policy', 'int');

/** How a device runs an op for a dtype. (kiln_op_support) */
const OpSupport = Object.freeze({
  NATIVE: 0, // the device's own kernels run it
  FALLBACK: 1, // it runs on the CPU and the result comes back (see kiln_fallback_policy)
  NONE: 2, // the op rejects this dtype, or the device cannot hold it
});
const OpSupportName = nameLookup(OpSupport);
const OpSupportDoc = Object.freeze({
  0: "the device's own kernels run it",
  1: "it runs on the CPU and the result comes back (see kiln_fallback_policy)",
  2: "the op rejects this dtype, or the device cannot hold it",
});
const kiln_op_support = koffi.alias('kiln_op_support', 'int');

/** Which matrix norm kiln_linalg_matrix_norm computes (numpy.linalg.matrix_norm's ord). (kiln_matrix_norm) */
const MatrixNorm = Object.freeze({
  FRO: 0, // Frobenius: sqrt of the sum of squares
  NUC: 1, // nuclear: the sum of the singular values
  ONE: 2, // the largest column sum of |x|
  NEG_ONE: 3, // the smallest column sum of |x|
  TWO: 4, // the largest singular value
  NEG_TWO: 5, // the smallest singular value
  INF: 6, // the largest row sum of |x|
  NEG_INF: 7, // the smallest row sum of |x|
});
const MatrixNormName = nameLookup(MatrixNorm);
const MatrixNormDoc = Object.freeze({
  0: "Frobenius: sqrt of the sum of squares",
  1: "nuclear: the sum of the singular values",
  2: "the largest column sum of |x|",
  3: "the smallest column sum of |x|",
  4: "the largest singular value",
  5: "the smallest singular value",
  6: "the largest row sum of |x|",
  7: "the smallest row sum of |x|",
});
const kiln_matrix_norm = koffi.alias('kiln_matrix_norm', 'int');

/** Which direction of a Fourier transform kiln_fft, kiln_rfft and kiln_irfft scale, as NumPy's norm: the product N of the transformed lengths. (kiln_fft_norm) */
const FftNorm = Object.freeze({
  BACKWARD: 0, // the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default)
  ORTHO: 1, // both directions are scaled by 1 / sqrt(N)
  FORWARD: 2, // the forward transform is scaled by 1 / N, the inverse not at all
});
const FftNormName = nameLookup(FftNorm);
const FftNormDoc = Object.freeze({
  0: "the inverse is scaled by 1 / N, the forward transform not at all (NumPy's default)",
  1: "both directions are scaled by 1 / sqrt(N)",
  2: "the forward transform is scaled by 1 / N, the inverse not at all",
});
const kiln_fft_norm = koffi.alias('kiln_fft_norm', 'int');

// ---- Structs: plain JS objects both ways ----

/** What a device is and can do. */
const kiln_device_info = koffi.struct('kiln_device_info', {
  struct_size: 'size_t', // sizeof(kiln_device_info) as the caller knows it
  index: 'size_t', // index for kiln_device_get
  kind: kiln_device_kind, // CPU or Vulkan
  name: 'const char *', // human-readable name
  label: 'const char *', // "cpu" or "vulkan:N", as KILN_DEVICE takes
  memory_bytes: 'uint64_t', // memory available to tensors
  dtype_mask: 'uint32_t', // bit (1 << dtype) set for every dtype the device's own kernels compute; tensors of the other dtypes still work there through CPU fallbacks unless they are switched off (kiln_device_op_support, kiln_fallback_set_policy)
  host_visible: 'bool', // tensor memory is host-addressable (borrow and DLPack export without copies)
  cooperative_matrix: 'bool', // the device offers cooperative matrix (tensor core) operations
  subgroup_size: 'uint32_t', // threads per subgroup (0 for the CPU)
  max_buffer_range: 'uint64_t', // largest single buffer binding in bytes (0: no limit)
  driver_name: 'const char *', // since 1.3 (a field older callers' struct_size does not cover): the driver, as the Vulkan driver reports its name ("llvmpipe" is Mesa's software rasterizer: no GPU driver in use), or "kiln-cpu" for the CPU
  driver_version: 'const char *', // since 1.3: the driver's version text (its driverInfo, else its decoded driverVersion); for the CPU, how its kernels are built
});

/** A device's memory use. */
const kiln_memory_stats = koffi.struct('kiln_memory_stats', {
  struct_size: 'size_t', // sizeof(kiln_memory_stats) as the caller knows it
  active_bytes: 'uint64_t', // bytes held by live tensors
  peak_bytes: 'uint64_t', // highest active_bytes so far
  cached_bytes: 'uint64_t', // bytes kept by the allocator for reuse
  limit_bytes: 'uint64_t', // the cap set by kiln_device_set_memory_limit (0: none)
  device_allocations: 'uint64_t', // since 1.3 (a field older callers' struct_size does not cover): memory allocations the device's driver made so far (vkAllocateMemory; 0 on the CPU); a steady loop of evals adds none, its memory comes from the cache
});

/** Options of the DLPack functions. A NULL options pointer means all defaults (the zero-initialised struct). */
const kiln_dlpack_options = koffi.struct('kiln_dlpack_options', {
  struct_size: 'size_t', // sizeof(kiln_dlpack_options) as the caller knows it
  copy: kiln_dlpack_copy, // copy mode (default KILN_DLPACK_COPY_IF_NEEDED)
  device: kiln_device, // import: the device of the new tensor (NULL: where the data lives: the CPU for kDLCPU, its Vulkan device for kDLVulkan); export: ignored
  read_only: 'bool', // export: set DLPACK_FLAG_BITMASK_READ_ONLY (always set for a tensor imported read-only); import: treat the data as read-only even when the producer did not flag it
  export_device: kiln_device, // export (since 1.2; a field older callers' struct_size does not cover): a Vulkan device asks for a kDLVulkan export on that device (data is a VkBuffer); NULL or the CPU: kDLCPU
});

/** One telemetry event. Valid only during the callback; copy what you keep. */
const kiln_telemetry_event = koffi.struct('kiln_telemetry_event', {
  struct_size: 'size_t', // sizeof(kiln_telemetry_event) as the library knows it; fields past a smaller size you know are absent
  kind: kiln_event_kind, // what the span describes
  phase: kiln_event_phase, // start or stop
  id: 'uint64_t', // the span's id; its start and stop events share it
  parent_id: 'uint64_t', // id of the span this one is nested in on the same thread (0: none)
  timestamp_ns: 'uint64_t', // when the event happened, in nanoseconds of a monotonic clock
  duration_ns: 'uint64_t', // stop events: nanoseconds since the start event (0 on start events)
  device: kiln_device, // the device concerned (for transfers the destination); NULL when none
  bytes: 'uint64_t', // bytes read, moved, exported, imported or allocated (0 when not applicable)
  count: 'int64_t', // eval: kernels run, a fused kernel counting once (known at stop, 0 at start); fusion: the nodes the fused kernel computes; collective (since 1.14): the group's size; otherwise 0
  name: 'const char *', // the operation: "eval", "read", "borrow", "to_device", "to_dlpack", "from_dlpack", "allocate", or the op that fell back ("exp"), or the collective ("all_sum")
  status: kiln_status, // stop events: how the span ended (KILN_STATUS_OK or the failure's status)
});

/** The Vulkan objects behind a Kiln Vulkan device, for code that shares its VkDevice (kDLVulkan DLPack exchange). Kiln owns them all; they live for the whole process. */
const kiln_vulkan_handles = koffi.struct('kiln_vulkan_handles', {
  struct_size: 'size_t', // sizeof(kiln_vulkan_handles) as the caller knows it
  instance: 'void *', // the VkInstance
  physical_device: 'void *', // the VkPhysicalDevice
  device: 'void *', // the VkDevice
  queue: 'void *', // the VkQueue Kiln submits to; externally synchronized with Kiln: use it only while no Kiln call runs
  queue_family_index: 'uint32_t', // the queue's family
});

// ---- Callback types (pointer arguments reach the JS function as BigInt addresses) ----

/** Receives telemetry events. Runs synchronously on the thread whose Kiln call caused the event, while Kiln's API lock is held: it may call Kiln functions (including kiln_telemetry_unsubscribe), and calls from other threads wait until it returns. */
const kiln_telemetry_callback = koffi.pointer('kiln_telemetry_callback', koffi.proto('kiln_telemetry_callback_fn', 'void', [koffi.pointer(kiln_telemetry_event), 'void *']));

// ---- Functions: the koffi functions as the library exports them ----

const lib = loadLibrary();

const raw = Object.freeze({
  kiln_last_error: declare('kiln_last_error', 'const char *', []),
  kiln_status_string: declare('kiln_status_string', 'const char *', [kiln_status]),
  kiln_version: declare('kiln_version', 'int', [koffi.out(koffi.pointer('uint32_t')), koffi.out(koffi.pointer('uint32_t')), koffi.out(koffi.pointer('uint32_t'))]),
  kiln_dtype_size: declare('kiln_dtype_size', 'int', [kiln_dtype, koffi.out(koffi.pointer('size_t'))]),
  kiln_device_count: declare('kiln_device_count', 'int', [koffi.out(koffi.pointer('size_t'))]),
  kiln_device_get: declare('kiln_device_get', 'int', ['size_t', koffi.out(koffi.pointer(kiln_device))]),
  kiln_device_default: declare('kiln_device_default', 'int', [koffi.out(koffi.pointer(kiln_device))]),
  kiln_device_set_default: declare('kiln_device_set_default', 'int', [kiln_device]),
  kiln_device_find: declare('kiln_device_find', 'int', ['const char *', koffi.out(koffi.pointer(kiln_device))]),
  kiln_device_get_info: declare('kiln_device_get_info', 'int', [kiln_device, koffi.inout(koffi.pointer(kiln_device_info))]),
  kiln_device_memory_stats: declare('kiln_device_memory_stats', 'int', [kiln_device, koffi.inout(koffi.pointer(kiln_memory_stats))]),
  kiln_device_set_memory_limit: declare('kiln_device_set_memory_limit', 'int', [kiln_device, 'uint64_t']),
  kiln_device_clear_cache: declare('kiln_device_clear_cache', 'int', [kiln_device]),
  kiln_tensor_create: declare('kiln_tensor_create', 'int', ['void *', kiln_dtype, koffi.pointer('int64_t'), 'size_t', kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_full: declare('kiln_full', 'int', [koffi.pointer('int64_t'), 'size_t', 'double', kiln_dtype, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_zeros: declare('kiln_zeros', 'int', [koffi.pointer('int64_t'), 'size_t', kiln_dtype, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_ones: declare('kiln_ones', 'int', [koffi.pointer('int64_t'), 'size_t', kiln_dtype, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_arange: declare('kiln_arange', 'int', ['double', 'double', 'double', kiln_dtype, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_eye: declare('kiln_eye', 'int', ['int64_t', 'int64_t', 'int64_t', kiln_dtype, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_tensor_retain: declare('kiln_tensor_retain', 'int', [kiln_tensor]),
  kiln_tensor_release: declare('kiln_tensor_release', 'int', [kiln_tensor]),
  kiln_tensor_ndim: declare('kiln_tensor_ndim', 'int', [kiln_tensor, koffi.out(koffi.pointer('size_t'))]),
  kiln_tensor_shape: declare('kiln_tensor_shape', 'int', [kiln_tensor, koffi.out(koffi.pointer('int64_t')), 'size_t']),
  kiln_tensor_dtype: declare('kiln_tensor_dtype', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_dtype))]),
  kiln_tensor_device: declare('kiln_tensor_device', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_device))]),
  kiln_tensor_size: declare('kiln_tensor_size', 'int', [kiln_tensor, koffi.out(koffi.pointer('int64_t'))]),
  kiln_tensor_nbytes: declare('kiln_tensor_nbytes', 'int', [kiln_tensor, koffi.out(koffi.pointer('size_t'))]),
  kiln_tensor_is_evaluated: declare('kiln_tensor_is_evaluated', 'int', [kiln_tensor, koffi.out(koffi.pointer('bool'))]),
  kiln_tensor_eval: declare('kiln_tensor_eval', 'int', [koffi.pointer(kiln_tensor), 'size_t']),
  kiln_tensor_eval_async: declare('kiln_tensor_eval_async', 'int', [koffi.pointer(kiln_tensor), 'size_t']),
  kiln_tensor_read: declare('kiln_tensor_read', 'int', [kiln_tensor, 'void *', 'size_t']),
  kiln_tensor_borrow: declare('kiln_tensor_borrow', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_borrow)), koffi.out(koffi.pointer('void *')), koffi.out(koffi.pointer('size_t'))]),
  kiln_borrow_release: declare('kiln_borrow_release', 'int', [kiln_borrow]),
  kiln_tensor_copy: declare('kiln_tensor_copy', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_tensor_to_device: declare('kiln_tensor_to_device', 'int', [kiln_tensor, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_stream_create: declare('kiln_stream_create', 'int', [kiln_device, koffi.out(koffi.pointer(kiln_stream))]),
  kiln_stream_release: declare('kiln_stream_release', 'int', [kiln_stream]),
  kiln_stream_device: declare('kiln_stream_device', 'int', [kiln_stream, koffi.out(koffi.pointer(kiln_device))]),
  kiln_stream_eval: declare('kiln_stream_eval', 'int', [kiln_stream, koffi.pointer(kiln_tensor), 'size_t']),
  kiln_stream_eval_async: declare('kiln_stream_eval_async', 'int', [kiln_stream, koffi.pointer(kiln_tensor), 'size_t']),
  kiln_placeholder: declare('kiln_placeholder', 'int', [koffi.pointer('int64_t'), 'size_t', kiln_dtype, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_function_create: declare('kiln_function_create', 'int', [koffi.pointer(kiln_tensor), 'size_t', koffi.pointer(kiln_tensor), 'size_t', koffi.out(koffi.pointer(kiln_function))]),
  kiln_function_call: declare('kiln_function_call', 'int', [kiln_function, koffi.pointer(kiln_tensor), 'size_t', koffi.out(koffi.pointer(kiln_tensor)), 'size_t']),
  kiln_function_arity: declare('kiln_function_arity', 'int', [kiln_function, koffi.out(koffi.pointer('size_t')), koffi.out(koffi.pointer('size_t'))]),
  kiln_function_release: declare('kiln_function_release', 'int', [kiln_function]),
  kiln_function_vjp: declare('kiln_function_vjp', 'int', [kiln_function, koffi.out(koffi.pointer(kiln_function))]),
  kiln_function_jvp: declare('kiln_function_jvp', 'int', [kiln_function, koffi.out(koffi.pointer(kiln_function))]),
  kiln_function_value_and_grad: declare('kiln_function_value_and_grad', 'int', [kiln_function, koffi.pointer('size_t'), 'size_t', koffi.out(koffi.pointer(kiln_function))]),
  kiln_negative: declare('kiln_negative', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_abs: declare('kiln_abs', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sign: declare('kiln_sign', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_exp: declare('kiln_exp', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_log: declare('kiln_log', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_log1p: declare('kiln_log1p', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_expm1: declare('kiln_expm1', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sqrt: declare('kiln_sqrt', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_rsqrt: declare('kiln_rsqrt', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_square: declare('kiln_square', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sin: declare('kiln_sin', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_cos: declare('kiln_cos', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_tan: declare('kiln_tan', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_tanh: declare('kiln_tanh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sigmoid: declare('kiln_sigmoid', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_erf: declare('kiln_erf', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_floor: declare('kiln_floor', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_ceil: declare('kiln_ceil', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_round: declare('kiln_round', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_logical_not: declare('kiln_logical_not', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_bitwise_not: declare('kiln_bitwise_not', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_isnan: declare('kiln_isnan', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_isinf: declare('kiln_isinf', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_isfinite: declare('kiln_isfinite', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_asin: declare('kiln_asin', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_acos: declare('kiln_acos', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_atan: declare('kiln_atan', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sinh: declare('kiln_sinh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_cosh: declare('kiln_cosh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_asinh: declare('kiln_asinh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_acosh: declare('kiln_acosh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_atanh: declare('kiln_atanh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_log2: declare('kiln_log2', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_log10: declare('kiln_log10', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_exp2: declare('kiln_exp2', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_cbrt: declare('kiln_cbrt', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_erfc: declare('kiln_erfc', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_erf_inv: declare('kiln_erf_inv', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_trunc: declare('kiln_trunc', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_reciprocal: declare('kiln_reciprocal', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_population_count: declare('kiln_population_count', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_count_leading_zeros: declare('kiln_count_leading_zeros', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_signbit: declare('kiln_signbit', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_round_half_away: declare('kiln_round_half_away', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_add: declare('kiln_add', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_subtract: declare('kiln_subtract', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_multiply: declare('kiln_multiply', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_divide: declare('kiln_divide', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_floor_divide: declare('kiln_floor_divide', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_remainder: declare('kiln_remainder', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_power: declare('kiln_power', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_maximum: declare('kiln_maximum', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_minimum: declare('kiln_minimum', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_atan2: declare('kiln_atan2', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_equal: declare('kiln_equal', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_not_equal: declare('kiln_not_equal', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_less: declare('kiln_less', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_less_equal: declare('kiln_less_equal', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_greater: declare('kiln_greater', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_greater_equal: declare('kiln_greater_equal', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_logical_and: declare('kiln_logical_and', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_logical_or: declare('kiln_logical_or', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_logical_xor: declare('kiln_logical_xor', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_bitwise_and: declare('kiln_bitwise_and', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_bitwise_or: declare('kiln_bitwise_or', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_bitwise_xor: declare('kiln_bitwise_xor', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_left_shift: declare('kiln_left_shift', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_right_shift: declare('kiln_right_shift', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_logaddexp: declare('kiln_logaddexp', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_hypot: declare('kiln_hypot', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_copysign: declare('kiln_copysign', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_quotient: declare('kiln_quotient', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_fmod: declare('kiln_fmod', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sum: declare('kiln_sum', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_prod: declare('kiln_prod', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_max: declare('kiln_max', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_min: declare('kiln_min', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_mean: declare('kiln_mean', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_all: declare('kiln_all', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_any: declare('kiln_any', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_argmax: declare('kiln_argmax', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_argmin: declare('kiln_argmin', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_logsumexp: declare('kiln_logsumexp', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_cumulative_sum: declare('kiln_cumulative_sum', 'int', [kiln_tensor, 'int64_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_cumulative_product: declare('kiln_cumulative_product', 'int', [kiln_tensor, 'int64_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_cumulative_max: declare('kiln_cumulative_max', 'int', [kiln_tensor, 'int64_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_cumulative_min: declare('kiln_cumulative_min', 'int', [kiln_tensor, 'int64_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_logcumsumexp: declare('kiln_logcumsumexp', 'int', [kiln_tensor, 'int64_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_relu: declare('kiln_relu', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_silu: declare('kiln_silu', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_gelu: declare('kiln_gelu', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_gelu_tanh: declare('kiln_gelu_tanh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_softplus: declare('kiln_softplus', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_real: declare('kiln_real', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_imag: declare('kiln_imag', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_conj: declare('kiln_conj', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_angle: declare('kiln_angle', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_stop_gradient: declare('kiln_stop_gradient', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_where: declare('kiln_where', 'int', [kiln_tensor, kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_clip: declare('kiln_clip', 'int', [kiln_tensor, kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_astype: declare('kiln_astype', 'int', [kiln_tensor, kiln_dtype, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_bitcast: declare('kiln_bitcast', 'int', [kiln_tensor, kiln_dtype, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_matmul: declare('kiln_matmul', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_reshape: declare('kiln_reshape', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_transpose: declare('kiln_transpose', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_broadcast_to: declare('kiln_broadcast_to', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_expand_dims: declare('kiln_expand_dims', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_squeeze: declare('kiln_squeeze', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_slice: declare('kiln_slice', 'int', [kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_concatenate: declare('kiln_concatenate', 'int', [koffi.pointer(kiln_tensor), 'size_t', 'int64_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_stack: declare('kiln_stack', 'int', [koffi.pointer(kiln_tensor), 'size_t', 'int64_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_pad: declare('kiln_pad', 'int', [kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', 'double', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_flip: declare('kiln_flip', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_tensor_to_dlpack: declare('kiln_tensor_to_dlpack', 'int', [kiln_tensor, koffi.pointer(kiln_dlpack_options), koffi.out(koffi.pointer(DLManagedTensorVersioned, 2))]),
  kiln_tensor_from_dlpack: declare('kiln_tensor_from_dlpack', 'int', [koffi.pointer(DLManagedTensorVersioned), koffi.pointer(kiln_dlpack_options), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_tensor_to_dlpack_legacy: declare('kiln_tensor_to_dlpack_legacy', 'int', [kiln_tensor, koffi.pointer(kiln_dlpack_options), koffi.out(koffi.pointer(DLManagedTensor, 2))]),
  kiln_tensor_from_dlpack_legacy: declare('kiln_tensor_from_dlpack_legacy', 'int', [koffi.pointer(DLManagedTensor), koffi.pointer(kiln_dlpack_options), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_tensor_dlpack_device: declare('kiln_tensor_dlpack_device', 'int', [kiln_tensor, koffi.out(koffi.pointer('int32_t')), koffi.out(koffi.pointer('int32_t'))]),
  kiln_take: declare('kiln_take', 'int', [kiln_tensor, kiln_tensor, 'int64_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_take_along_axis: declare('kiln_take_along_axis', 'int', [kiln_tensor, kiln_tensor, 'int64_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_gather: declare('kiln_gather', 'int', [kiln_tensor, kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_indexed_add: declare('kiln_indexed_add', 'int', [kiln_tensor, kiln_tensor, kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_indexed_put: declare('kiln_indexed_put', 'int', [kiln_tensor, kiln_tensor, kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_argwhere: declare('kiln_argwhere', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_argsort: declare('kiln_argsort', 'int', [kiln_tensor, 'int64_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sort: declare('kiln_sort', 'int', [kiln_tensor, 'int64_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_top_k: declare('kiln_top_k', 'int', [kiln_tensor, 'int64_t', koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_unique: declare('kiln_unique', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_searchsorted: declare('kiln_searchsorted', 'int', [kiln_tensor, kiln_tensor, 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_telemetry_subscribe: declare('kiln_telemetry_subscribe', 'int', [kiln_telemetry_callback, 'void *', koffi.out(koffi.pointer('uint64_t'))]),
  kiln_telemetry_unsubscribe: declare('kiln_telemetry_unsubscribe', 'int', ['uint64_t']),
  kiln_debug_set_flags: declare('kiln_debug_set_flags', 'int', ['uint32_t']),
  kiln_debug_get_flags: declare('kiln_debug_get_flags', 'int', [koffi.out(koffi.pointer('uint32_t'))]),
  kiln_fallback_set_policy: declare('kiln_fallback_set_policy', 'int', [kiln_fallback_policy]),
  kiln_fallback_get_policy: declare('kiln_fallback_get_policy', 'int', [koffi.out(koffi.pointer(kiln_fallback_policy))]),
  kiln_device_op_support: declare('kiln_device_op_support', 'int', [kiln_device, 'const char *', kiln_dtype, koffi.out(koffi.pointer(kiln_op_support))]),
  kiln_device_fallback_count: declare('kiln_device_fallback_count', 'int', [kiln_device, koffi.out(koffi.pointer('size_t'))]),
  kiln_device_fallback_get: declare('kiln_device_fallback_get', 'int', [kiln_device, 'size_t', koffi.out(koffi.pointer('const char *')), koffi.out(koffi.pointer(kiln_dtype))]),
  kiln_device_vulkan_handles: declare('kiln_device_vulkan_handles', 'int', [kiln_device, koffi.inout(koffi.pointer(kiln_vulkan_handles))]),
  kiln_device_cuda_device: declare('kiln_device_cuda_device', 'int', [kiln_device, koffi.out(koffi.pointer('int32_t'))]),
  kiln_tensor_to_dlpack_cuda: declare('kiln_tensor_to_dlpack_cuda', 'int', [kiln_tensor, 'int64_t', koffi.pointer(kiln_dlpack_options), koffi.out(koffi.pointer(DLManagedTensorVersioned, 2))]),
  kiln_tensor_to_dlpack_cuda_legacy: declare('kiln_tensor_to_dlpack_cuda_legacy', 'int', [kiln_tensor, 'int64_t', koffi.pointer(kiln_dlpack_options), koffi.out(koffi.pointer(DLManagedTensor, 2))]),
  kiln_weak_scalar_int: declare('kiln_weak_scalar_int', 'int', ['int64_t', kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_weak_scalar_float: declare('kiln_weak_scalar_float', 'int', ['double', kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_fusion_set_enabled: declare('kiln_fusion_set_enabled', 'int', ['bool']),
  kiln_fusion_get_enabled: declare('kiln_fusion_get_enabled', 'int', [koffi.out(koffi.pointer('bool'))]),
  kiln_softmax: declare('kiln_softmax', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_log_softmax: declare('kiln_log_softmax', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_var: declare('kiln_var', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'double', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_std: declare('kiln_std', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'double', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_random_bits: declare('kiln_random_bits', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', kiln_dtype, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_random_uniform: declare('kiln_random_uniform', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'double', 'double', kiln_dtype, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_random_normal: declare('kiln_random_normal', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', kiln_dtype, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_random_randint: declare('kiln_random_randint', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', 'int64_t', 'int64_t', kiln_dtype, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_random_bernoulli: declare('kiln_random_bernoulli', 'int', [kiln_tensor, 'double', koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_info_report: declare('kiln_info_report', 'int', [koffi.out(koffi.pointer('const char *'))]),
  kiln_rms_norm: declare('kiln_rms_norm', 'int', [kiln_tensor, kiln_tensor, 'double', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_layer_norm: declare('kiln_layer_norm', 'int', [kiln_tensor, kiln_tensor, kiln_tensor, 'double', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_scaled_dot_product_attention: declare('kiln_scaled_dot_product_attention', 'int', [kiln_tensor, kiln_tensor, kiln_tensor, 'double', kiln_tensor, 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_conv: declare('kiln_conv', 'int', [kiln_tensor, kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', 'int64_t', 'int64_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_window_sum: declare('kiln_window_sum', 'int', [kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_window_product: declare('kiln_window_product', 'int', [kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_window_max: declare('kiln_window_max', 'int', [kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_window_min: declare('kiln_window_min', 'int', [kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_window_scatter_max: declare('kiln_window_scatter_max', 'int', [kiln_tensor, kiln_tensor, 'double', koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_window_scatter_min: declare('kiln_window_scatter_min', 'int', [kiln_tensor, kiln_tensor, 'double', koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_leaky_relu: declare('kiln_leaky_relu', 'int', [kiln_tensor, 'double', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_elu: declare('kiln_elu', 'int', [kiln_tensor, 'double', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_dot_general: declare('kiln_dot_general', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.pointer('int64_t'), 'size_t', kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_cholesky: declare('kiln_linalg_cholesky', 'int', [kiln_tensor, 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_triangular_solve: declare('kiln_linalg_triangular_solve', 'int', [kiln_tensor, kiln_tensor, 'bool', 'bool', 'bool', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_lu: declare('kiln_linalg_lu', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_qr: declare('kiln_linalg_qr', 'int', [kiln_tensor, 'bool', koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_eigh: declare('kiln_linalg_eigh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_eigvalsh: declare('kiln_linalg_eigvalsh', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_svd: declare('kiln_linalg_svd', 'int', [kiln_tensor, 'bool', koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_svdvals: declare('kiln_linalg_svdvals', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_solve: declare('kiln_linalg_solve', 'int', [kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_inv: declare('kiln_linalg_inv', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_det: declare('kiln_linalg_det', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_slogdet: declare('kiln_linalg_slogdet', 'int', [kiln_tensor, koffi.out(koffi.pointer(kiln_tensor)), koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_vector_norm: declare('kiln_linalg_vector_norm', 'int', [kiln_tensor, 'double', koffi.pointer('int64_t'), 'size_t', 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_matrix_norm: declare('kiln_linalg_matrix_norm', 'int', [kiln_tensor, kiln_matrix_norm, 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_linalg_lstsq: declare('kiln_linalg_lstsq', 'int', [kiln_tensor, kiln_tensor, 'double', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_fft: declare('kiln_fft', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.pointer('int64_t'), kiln_fft_norm, 'bool', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_rfft: declare('kiln_rfft', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.pointer('int64_t'), kiln_fft_norm, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_irfft: declare('kiln_irfft', 'int', [kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.pointer('int64_t'), kiln_fft_norm, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_pad_general: declare('kiln_pad_general', 'int', [kiln_tensor, koffi.pointer('int64_t'), koffi.pointer('int64_t'), koffi.pointer('int64_t'), 'size_t', 'double', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_dynamic_slice: declare('kiln_dynamic_slice', 'int', [kiln_tensor, kiln_tensor, koffi.pointer('int64_t'), 'size_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_dynamic_update_slice: declare('kiln_dynamic_update_slice', 'int', [kiln_tensor, kiln_tensor, kiln_tensor, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_random_permutation: declare('kiln_random_permutation', 'int', [kiln_tensor, 'int64_t', koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_group_init: declare('kiln_group_init', 'int', ['const char *', koffi.out(koffi.pointer(kiln_group))]),
  kiln_group_from_mpi_comm: declare('kiln_group_from_mpi_comm', 'int', ['void *', koffi.out(koffi.pointer(kiln_group))]),
  kiln_group_rank: declare('kiln_group_rank', 'int', [kiln_group, koffi.out(koffi.pointer('int64_t'))]),
  kiln_group_size: declare('kiln_group_size', 'int', [kiln_group, koffi.out(koffi.pointer('int64_t'))]),
  kiln_group_split: declare('kiln_group_split', 'int', [kiln_group, 'int64_t', 'int64_t', koffi.out(koffi.pointer(kiln_group))]),
  kiln_group_set_timeout: declare('kiln_group_set_timeout', 'int', [kiln_group, 'double']),
  kiln_group_release: declare('kiln_group_release', 'int', [kiln_group]),
  kiln_all_sum: declare('kiln_all_sum', 'int', [kiln_tensor, kiln_group, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_all_max: declare('kiln_all_max', 'int', [kiln_tensor, kiln_group, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_all_min: declare('kiln_all_min', 'int', [kiln_tensor, kiln_group, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_all_gather: declare('kiln_all_gather', 'int', [kiln_tensor, kiln_group, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_sum_scatter: declare('kiln_sum_scatter', 'int', [kiln_tensor, kiln_group, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_send: declare('kiln_send', 'int', [kiln_tensor, 'int64_t', kiln_group, koffi.out(koffi.pointer(kiln_tensor))]),
  kiln_recv: declare('kiln_recv', 'int', [koffi.pointer('int64_t'), 'size_t', kiln_dtype, 'int64_t', kiln_group, kiln_device, koffi.out(koffi.pointer(kiln_tensor))]),
});

// ---- Functions returning kiln_status: throw a KilnError unless the status is OK ----

/**
 * The calling thread's last error message (empty when none). Never NULL; the text stays valid until the thread's next failing call. (since 1.0)
 * @returns const char*
 */
const kiln_last_error = raw.kiln_last_error;

/**
 * A static name for a status code, such as "KILN_STATUS_OK". Never NULL. (since 1.0)
 * @param status kiln_status: any value
 * @returns const char*
 */
const kiln_status_string = raw.kiln_status_string;

/**
 * The library's version. (since 1.0)
 * @param major uint32_t* [out]: major version number
 * @param minor uint32_t* [out]: minor version number
 * @param patch uint32_t* [out]: patch version number
 */
function kiln_version(major, minor, patch) {
  check(raw.kiln_version(major, minor, patch), 'kiln_version');
}

/**
 * Bytes per element of a dtype. The 2- and 4-bit integers pack several elements to a byte: they give KILN_STATUS_UNSUPPORTED_DTYPE (kiln_tensor_nbytes gives a tensor's bytes). (since 1.0)
 * @param dtype kiln_dtype: element type
 * @param size size_t* [out]: bytes per element
 */
function kiln_dtype_size(dtype, size) {
  check(raw.kiln_dtype_size(dtype, size), 'kiln_dtype_size');
}

/**
 * Number of devices (the CPU is always device 0). (since 1.0)
 * @param count size_t* [out]: number of devices
 */
function kiln_device_count(count) {
  check(raw.kiln_device_count(count), 'kiln_device_count');
}

/**
 * The device at an index below kiln_device_count. Device handles live as long as the process and need no release. (since 1.0)
 * @param index size_t: device index
 * @param out kiln_device* [out]: the device
 */
function kiln_device_get(index, out) {
  check(raw.kiln_device_get(index, out), 'kiln_device_get');
}

/**
 * The default device: KILN_DEVICE if set ("cpu", "vulkan:N"), else the first real GPU, else the CPU. A KILN_DEVICE naming no device gives KILN_STATUS_INVALID_ARGUMENT (never a silent fallback) until kiln_device_set_default picks one. (since 1.0)
 * @param out kiln_device* [out]: the default device
 */
function kiln_device_default(out) {
  check(raw.kiln_device_default(out), 'kiln_device_default');
}

/**
 * Makes a device the process-wide default. (since 1.0)
 * @param device kiln_device: the new default
 */
function kiln_device_set_default(device) {
  check(raw.kiln_device_set_default(device), 'kiln_device_set_default');
}

/**
 * Finds a device by label: "cpu", "vulkan" (the first), "vulkan:N", or a decimal index. (since 1.0)
 * @param label const char*: NUL-terminated label
 * @param out kiln_device* [out]: the device
 */
function kiln_device_find(label, out) {
  check(raw.kiln_device_find(label, out), 'kiln_device_find');
}

/**
 * Describes a device. Fills only the fields that info->struct_size covers. (since 1.0)
 * @param device kiln_device: the device
 * @param info kiln_device_info* [inout]: caller-allocated; set struct_size first
 */
function kiln_device_get_info(device, info) {
  check(raw.kiln_device_get_info(device, info), 'kiln_device_get_info');
}

/**
 * Memory statistics of a device. Fills only the fields that stats->struct_size covers. (since 1.0)
 * @param device kiln_device: the device
 * @param stats kiln_memory_stats* [inout]: caller-allocated; set struct_size first
 */
function kiln_device_memory_stats(device, stats) {
  check(raw.kiln_device_memory_stats(device, stats), 'kiln_device_memory_stats');
}

/**
 * Caps the bytes a device may hold for tensors (0 removes the cap). Allocations past it fail with KILN_STATUS_OUT_OF_MEMORY after the cache is freed. (since 1.0)
 * @param device kiln_device: the device
 * @param limit_bytes uint64_t: the cap in bytes, or 0
 */
function kiln_device_set_memory_limit(device, limit_bytes) {
  check(raw.kiln_device_set_memory_limit(device, limit_bytes), 'kiln_device_set_memory_limit');
}

/**
 * Returns memory the device's allocator keeps for reuse. (since 1.0)
 * @param device kiln_device: the device
 */
function kiln_device_clear_cache(device) {
  check(raw.kiln_device_clear_cache(device), 'kiln_device_clear_cache');
}

/**
 * A new tensor holding a copy of `data` (row-major, dtype elements, product(shape) of them). int2, int4, uint2 and uint4 come packed (kiln_dtype), ceil(product(shape) * bits / 8) bytes. (since 1.0)
 * @param data const void* [nullable]: elements; may be NULL only when the tensor has no elements
 * @param dtype kiln_dtype: element type
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_tensor_create(data, dtype, shape, ndim, device, out) {
  check(raw.kiln_tensor_create(data, dtype, shape, ndim, device, out), 'kiln_tensor_create');
}

/**
 * A tensor of one value everywhere (converted to dtype as astype would; exact for integers up to 2^53). (since 1.0)
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param value double: fill value
 * @param dtype kiln_dtype: element type
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_full(shape, ndim, value, dtype, device, out) {
  check(raw.kiln_full(shape, ndim, value, dtype, device, out), 'kiln_full');
}

/**
 * A tensor of zeros. (since 1.0)
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param dtype kiln_dtype: element type
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_zeros(shape, ndim, dtype, device, out) {
  check(raw.kiln_zeros(shape, ndim, dtype, device, out), 'kiln_zeros');
}

/**
 * A tensor of ones. (since 1.0)
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param dtype kiln_dtype: element type
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_ones(shape, ndim, dtype, device, out) {
  check(raw.kiln_ones(shape, ndim, dtype, device, out), 'kiln_ones');
}

/**
 * Evenly spaced values in [start, stop) as numpy.arange: ceil((stop - start) / step) elements, element i = start + i * step. (since 1.0)
 * @param start double: first value
 * @param stop double: end (exclusive)
 * @param step double: spacing, nonzero
 * @param dtype kiln_dtype: element type
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_arange(start, stop, step, dtype, device, out) {
  check(raw.kiln_arange(start, stop, step, dtype, device, out), 'kiln_arange');
}

/**
 * An n x m matrix with ones on diagonal k (0 main, >0 above, <0 below) and zeros elsewhere. (since 1.0)
 * @param n int64_t: rows
 * @param m int64_t: columns
 * @param k int64_t: diagonal offset
 * @param dtype kiln_dtype: element type
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_eye(n, m, k, dtype, device, out) {
  check(raw.kiln_eye(n, m, k, dtype, device, out), 'kiln_eye');
}

/**
 * Adds a reference: the handle stays valid until one more kiln_tensor_release. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 */
function kiln_tensor_retain(tensor) {
  check(raw.kiln_tensor_retain(tensor), 'kiln_tensor_retain');
}

/**
 * Drops a reference; the last one invalidates the handle. Releasing a released handle gives KILN_STATUS_INVALID_HANDLE. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 */
function kiln_tensor_release(tensor) {
  check(raw.kiln_tensor_release(tensor), 'kiln_tensor_release');
}

/**
 * Number of dimensions. Never evaluates. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param ndim size_t* [out]: rank
 */
function kiln_tensor_ndim(tensor, ndim) {
  check(raw.kiln_tensor_ndim(tensor, ndim), 'kiln_tensor_ndim');
}

/**
 * Copies the extents into dims. Never evaluates. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param dims int64_t* [out, nullable]: caller-allocated array of capacity entries
 * @param capacity size_t: entries in dims; must be at least ndim
 */
function kiln_tensor_shape(tensor, dims, capacity) {
  check(raw.kiln_tensor_shape(tensor, dims, capacity), 'kiln_tensor_shape');
}

/**
 * Element type. Never evaluates. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param dtype kiln_dtype* [out]: element type
 */
function kiln_tensor_dtype(tensor, dtype) {
  check(raw.kiln_tensor_dtype(tensor, dtype), 'kiln_tensor_dtype');
}

/**
 * The device holding the tensor. Never evaluates. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param device kiln_device* [out]: its device
 */
function kiln_tensor_device(tensor, device) {
  check(raw.kiln_tensor_device(tensor, device), 'kiln_tensor_device');
}

/**
 * Number of elements. Never evaluates. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param size int64_t* [out]: element count
 */
function kiln_tensor_size(tensor, size) {
  check(raw.kiln_tensor_size(tensor, size), 'kiln_tensor_size');
}

/**
 * Bytes of the tensor's elements in compact row-major form. Never evaluates. The 2- and 4-bit integers count packed. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param nbytes size_t* [out]: size in bytes
 */
function kiln_tensor_nbytes(tensor, nbytes) {
  check(raw.kiln_tensor_nbytes(tensor, nbytes), 'kiln_tensor_nbytes');
}

/**
 * Whether the tensor's data has been computed. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param evaluated bool* [out]: true once computed
 */
function kiln_tensor_is_evaluated(tensor, evaluated) {
  check(raw.kiln_tensor_is_evaluated(tensor, evaluated), 'kiln_tensor_is_evaluated');
}

/**
 * Computes the given tensors and whatever they need, each node once. (since 1.0)
 * @param tensors const kiln_tensor*: tensors to compute
 * @param count size_t: number of tensors
 */
function kiln_tensor_eval(tensors, count) {
  check(raw.kiln_tensor_eval(tensors, count), 'kiln_tensor_eval');
}

/**
 * Starts computing the given tensors as kiln_tensor_eval does, and returns once a device that queues work (a Vulkan GPU) has it queued, without waiting for it (MLX's async_eval); on the CPU it returns when the work is done. Whatever needs the results waits for them: a read, kiln_tensor_eval, an export, an eval on another device or stream. An eval queued next on the same device and ordering reads them without waiting, so a loop of evals keeps the GPU busy while the host builds the next one. At most two evals are queued at once; a third first waits for the oldest. A failure that happens after the launch (a singular matrix found by a kernel, a lost device) leaves the tensors unevaluated: the call that next needs them evaluates them again and returns the error. kiln_tensor_is_evaluated is false until the work is done and someone has waited for it. (since 1.15)
 * @param tensors const kiln_tensor*: tensors to compute
 * @param count size_t: number of tensors
 */
function kiln_tensor_eval_async(tensors, count) {
  check(raw.kiln_tensor_eval_async(tensors, count), 'kiln_tensor_eval_async');
}

/**
 * Evaluates the tensor and copies its elements, row-major, into dst. The 2- and 4-bit integers are written packed. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param dst void* [out, nullable]: caller-allocated buffer (NULL allowed when the tensor has no elements)
 * @param dst_bytes size_t: size of dst; must be at least kiln_tensor_nbytes
 */
function kiln_tensor_read(tensor, dst, dst_bytes) {
  check(raw.kiln_tensor_read(tensor, dst, dst_bytes), 'kiln_tensor_read');
}

/**
 * Evaluates the tensor and lends its elements, row-major and read-only, without copying where the memory allows (CPU tensors, host-visible GPU memory); otherwise from a private copy. The data stays valid until kiln_borrow_release, even after the tensor is released. The 2- and 4-bit integers are lent packed, always from a copy. (since 1.0)
 * @param tensor kiln_tensor: the tensor
 * @param out kiln_borrow* [out]: the loan
 * @param data const void** [out]: address of the first element
 * @param nbytes size_t* [out]: bytes at data
 */
function kiln_tensor_borrow(tensor, out, data, nbytes) {
  check(raw.kiln_tensor_borrow(tensor, out, data, nbytes), 'kiln_tensor_borrow');
}

/**
 * Ends a loan from kiln_tensor_borrow. (since 1.0)
 * @param borrow kiln_borrow: the loan
 */
function kiln_borrow_release(borrow) {
  check(raw.kiln_borrow_release(borrow), 'kiln_borrow_release');
}

/**
 * A new, independent tensor with the same contents on the same device, made there without a host round trip. (since 1.0)
 * @param tensor kiln_tensor: source
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_tensor_copy(tensor, out) {
  check(raw.kiln_tensor_copy(tensor, out), 'kiln_tensor_copy');
}

/**
 * The tensor's contents on another device. When it is already there, out is a new reference to the same tensor. (since 1.0)
 * @param tensor kiln_tensor: source
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_tensor_to_device(tensor, device, out) {
  check(raw.kiln_tensor_to_device(tensor, device, out), 'kiln_tensor_to_device');
}

/**
 * A new stream on the device. Evals on different streams do not wait for each other: on a Vulkan device each stream submits to a queue of its own where the device has several (else streams share its one queue, without waiting on each other's submissions), and on the CPU a stream's kernels run without holding the library's lock, so other threads' calls proceed meanwhile. Evals on one stream run one after another. A tensor that one stream is computing is waited for, not computed twice, when another eval needs it. (since 1.6)
 * @param device kiln_device: the device whose work the stream orders
 * @param out kiln_stream* [out]: the new stream
 */
function kiln_stream_create(device, out) {
  check(raw.kiln_stream_create(device, out), 'kiln_stream_create');
}

/**
 * Releases a stream. An eval running on it meanwhile is not disturbed: the stream is freed when that eval ends. (since 1.6)
 * @param stream kiln_stream: the stream
 */
function kiln_stream_release(stream) {
  check(raw.kiln_stream_release(stream), 'kiln_stream_release');
}

/**
 * The device a stream belongs to. (since 1.6)
 * @param stream kiln_stream: the stream
 * @param out kiln_device* [out]: its device
 */
function kiln_stream_device(stream, out) {
  check(raw.kiln_stream_device(stream, out), 'kiln_stream_device');
}

/**
 * Computes the given tensors as kiln_tensor_eval does, with the stream's device's work ordered on the stream (work on other devices runs as in kiln_tensor_eval). Returns once the work is done; another thread's eval on another stream runs at the same time. (since 1.6)
 * @param stream kiln_stream: the stream
 * @param tensors const kiln_tensor*: tensors to compute
 * @param count size_t: number of tensors
 */
function kiln_stream_eval(stream, tensors, count) {
  check(raw.kiln_stream_eval(stream, tensors, count), 'kiln_stream_eval');
}

/**
 * Starts computing the given tensors as kiln_stream_eval does (the stream's device's work ordered on the stream), returning once the work is queued, as kiln_tensor_eval_async does. The stream is kept until the work is done, even if released meanwhile. (since 1.15)
 * @param stream kiln_stream: the stream
 * @param tensors const kiln_tensor*: tensors to compute
 * @param count size_t: number of tensors
 */
function kiln_stream_eval_async(stream, tensors, count) {
  check(raw.kiln_stream_eval_async(stream, tensors, count), 'kiln_stream_eval_async');
}

/**
 * A tensor with a shape, dtype and device but no values: an input of a graph to capture with kiln_function_create. Ops take it as any lazy tensor; evaluating it, or anything built from it, fails with INVALID_ARGUMENT, so no value computed from a placeholder can be baked into a captured graph. Its layout is contiguous. (since 1.9)
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param dtype kiln_dtype: element type
 * @param device kiln_device: device the graph will run on
 * @param out kiln_tensor* [out]: receives the placeholder
 */
function kiln_placeholder(shape, ndim, dtype, device, out) {
  check(raw.kiln_placeholder(shape, ndim, dtype, device, out), 'kiln_placeholder');
}

/**
 * Captures the lazy graph that computes outputs from inputs (distinct placeholders), so that kiln_function_call can build it again on other tensors without the caller making each op again (a training step's graph, rebuilt every step). Nothing is evaluated. Parts of the graph that do not depend on an input (constants, weights held as tensors) are shared by every call and computed at most once. Every placeholder the outputs depend on must be one of inputs. The captured graph is a copy: evaluating or releasing the given tensors afterwards does not change it. (since 1.9)
 * @param inputs const kiln_tensor*: the placeholders, in the order kiln_function_call takes their replacements
 * @param input_count size_t: number of inputs
 * @param outputs const kiln_tensor*: the tensors each call returns (an output may be an input, or depend on none)
 * @param output_count size_t: number of outputs (at least 1)
 * @param out kiln_function* [out]: the captured function
 */
function kiln_function_create(inputs, input_count, outputs, output_count, out) {
  check(raw.kiln_function_create(inputs, input_count, outputs, output_count, out), 'kiln_function_create');
}

/**
 * Builds the captured graph again with args in place of its inputs and returns its outputs as new lazy tensors (evaluate them as any others); the same nodes as the captured graph, so an eval of them plans and fuses the same way. Each arg must have its input's shape, dtype and device (else INVALID_ARGUMENT); an arg with another layout (strided, offset) is read through a contiguous copy. Calls from several threads are safe. (since 1.9)
 * @param function_ kiln_function: the captured function
 * @param args const kiln_tensor*: one tensor per input, in kiln_function_create's order
 * @param arg_count size_t: number of args (the function's input count)
 * @param results kiln_tensor* [out]: caller-allocated array that receives one new tensor per output
 * @param result_count size_t: capacity of results (the function's output count)
 */
function kiln_function_call(function_, args, arg_count, results, result_count) {
  check(raw.kiln_function_call(function_, args, arg_count, results, result_count), 'kiln_function_call');
}

/**
 * The number of inputs and outputs of a captured function. (since 1.9)
 * @param function_ kiln_function: the captured function
 * @param input_count size_t* [out]: receives the number of inputs
 * @param output_count size_t* [out]: receives the number of outputs
 */
function kiln_function_arity(function_, input_count, output_count) {
  check(raw.kiln_function_arity(function_, input_count, output_count), 'kiln_function_arity');
}

/**
 * Releases a captured function; tensors returned by its calls stay valid. (since 1.9)
 * @param function_ kiln_function: the captured function
 */
function kiln_function_release(function_) {
  check(raw.kiln_function_release(function_), 'kiln_function_release');
}

/**
 * Derives the vector-Jacobian product of a captured function: a new captured function taking f's inputs, then one cotangent per output of f (the output's shape and dtype), and returning f's outputs, then one cotangent per input of f (the input's shape and dtype): the sum over outputs of cotangent^T d output / d input. Inputs the outputs do not depend on, or depend on only through integer, bool or stop_gradient values, get zeros. Gradients flow through real float and complex values; for complex ones the convention is PyTorch's (the gradient of a real loss L is dL/dRe + i dL/dIm). docs/gradients.md gives each op's rule; an op without one fails here with KILN_STATUS_UNSUPPORTED naming it. The result is an ordinary captured function: call it, release it, or differentiate it again (second order). (since 1.10)
 * @param function_ kiln_function: the function to differentiate
 * @param out kiln_function* [out]: the derived function
 */
function kiln_function_vjp(function_, out) {
  check(raw.kiln_function_vjp(function_, out), 'kiln_function_vjp');
}

/**
 * Derives the Jacobian-vector product of a captured function: a new captured function taking f's inputs, then one tangent per input (the input's shape and dtype), and returning f's outputs, then one tangent per output: the sum over inputs of d output / d input times the tangent. It is computed as the vector-Jacobian product of the vector-Jacobian product (linear in its cotangents), so every op with a rule for kiln_function_vjp has one here, and the two agree: <v, J u> = <J^T v, u>. (since 1.10)
 * @param function_ kiln_function: the function to differentiate
 * @param out kiln_function* [out]: the derived function
 */
function kiln_function_jvp(function_, out) {
  check(raw.kiln_function_jvp(function_, out), 'kiln_function_jvp');
}

/**
 * Derives value and gradient: a new captured function taking f's inputs and returning f's outputs (output 0 must be a 0-d real float: the loss; others are passed through), then the gradient of output 0 with respect to each chosen input, in the order of argnums (each of the input's shape and dtype). A training step is one call of it. (since 1.10)
 * @param function_ kiln_function: the function to differentiate; output 0 is the loss
 * @param argnums const size_t* [nullable]: the inputs to differentiate with respect to (positions among f's inputs); NULL with argnum_count 0 means every input
 * @param argnum_count size_t: number of entries in argnums
 * @param out kiln_function* [out]: the derived function
 */
function kiln_function_value_and_grad(function_, argnums, argnum_count, out) {
  check(raw.kiln_function_value_and_grad(function_, argnums, argnum_count, out), 'kiln_function_value_and_grad');
}

/**
 * Elementwise -x. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_negative(x, out) {
  check(raw.kiln_negative(x, out), 'kiln_negative');
}

/**
 * Elementwise |x|. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_abs(x, out) {
  check(raw.kiln_abs(x, out), 'kiln_abs');
}

/**
 * Elementwise -1, 0 or 1 (NaN stays NaN). (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_sign(x, out) {
  check(raw.kiln_sign(x, out), 'kiln_sign');
}

/**
 * Elementwise e^x. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_exp(x, out) {
  check(raw.kiln_exp(x, out), 'kiln_exp');
}

/**
 * Elementwise natural logarithm. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_log(x, out) {
  check(raw.kiln_log(x, out), 'kiln_log');
}

/**
 * Elementwise log(1 + x). (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_log1p(x, out) {
  check(raw.kiln_log1p(x, out), 'kiln_log1p');
}

/**
 * Elementwise e^x - 1. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_expm1(x, out) {
  check(raw.kiln_expm1(x, out), 'kiln_expm1');
}

/**
 * Elementwise square root. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_sqrt(x, out) {
  check(raw.kiln_sqrt(x, out), 'kiln_sqrt');
}

/**
 * Elementwise 1 / sqrt(x). (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_rsqrt(x, out) {
  check(raw.kiln_rsqrt(x, out), 'kiln_rsqrt');
}

/**
 * Elementwise x * x. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_square(x, out) {
  check(raw.kiln_square(x, out), 'kiln_square');
}

/**
 * Elementwise sine. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_sin(x, out) {
  check(raw.kiln_sin(x, out), 'kiln_sin');
}

/**
 * Elementwise cosine. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_cos(x, out) {
  check(raw.kiln_cos(x, out), 'kiln_cos');
}

/**
 * Elementwise tangent. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_tan(x, out) {
  check(raw.kiln_tan(x, out), 'kiln_tan');
}

/**
 * Elementwise hyperbolic tangent. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_tanh(x, out) {
  check(raw.kiln_tanh(x, out), 'kiln_tanh');
}

/**
 * Elementwise 1 / (1 + e^-x). (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_sigmoid(x, out) {
  check(raw.kiln_sigmoid(x, out), 'kiln_sigmoid');
}

/**
 * Elementwise error function. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_erf(x, out) {
  check(raw.kiln_erf(x, out), 'kiln_erf');
}

/**
 * Elementwise round down. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_floor(x, out) {
  check(raw.kiln_floor(x, out), 'kiln_floor');
}

/**
 * Elementwise round up. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_ceil(x, out) {
  check(raw.kiln_ceil(x, out), 'kiln_ceil');
}

/**
 * Elementwise round half to even. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_round(x, out) {
  check(raw.kiln_round(x, out), 'kiln_round');
}

/**
 * Elementwise x == 0, as bool. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_logical_not(x, out) {
  check(raw.kiln_logical_not(x, out), 'kiln_logical_not');
}

/**
 * Elementwise ~x (bool and integers). (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_bitwise_not(x, out) {
  check(raw.kiln_bitwise_not(x, out), 'kiln_bitwise_not');
}

/**
 * Elementwise x is NaN, as bool. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_isnan(x, out) {
  check(raw.kiln_isnan(x, out), 'kiln_isnan');
}

/**
 * Elementwise x is infinite, as bool. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_isinf(x, out) {
  check(raw.kiln_isinf(x, out), 'kiln_isinf');
}

/**
 * Elementwise x is finite, as bool. (since 1.0)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_isfinite(x, out) {
  check(raw.kiln_isfinite(x, out), 'kiln_isfinite');
}

/**
 * Elementwise arc sine (radians). (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_asin(x, out) {
  check(raw.kiln_asin(x, out), 'kiln_asin');
}

/**
 * Elementwise arc cosine (radians). (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_acos(x, out) {
  check(raw.kiln_acos(x, out), 'kiln_acos');
}

/**
 * Elementwise arc tangent (radians). (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_atan(x, out) {
  check(raw.kiln_atan(x, out), 'kiln_atan');
}

/**
 * Elementwise hyperbolic sine. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_sinh(x, out) {
  check(raw.kiln_sinh(x, out), 'kiln_sinh');
}

/**
 * Elementwise hyperbolic cosine. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_cosh(x, out) {
  check(raw.kiln_cosh(x, out), 'kiln_cosh');
}

/**
 * Elementwise inverse hyperbolic sine. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_asinh(x, out) {
  check(raw.kiln_asinh(x, out), 'kiln_asinh');
}

/**
 * Elementwise inverse hyperbolic cosine. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_acosh(x, out) {
  check(raw.kiln_acosh(x, out), 'kiln_acosh');
}

/**
 * Elementwise inverse hyperbolic tangent. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_atanh(x, out) {
  check(raw.kiln_atanh(x, out), 'kiln_atanh');
}

/**
 * Elementwise base-2 logarithm. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_log2(x, out) {
  check(raw.kiln_log2(x, out), 'kiln_log2');
}

/**
 * Elementwise base-10 logarithm. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_log10(x, out) {
  check(raw.kiln_log10(x, out), 'kiln_log10');
}

/**
 * Elementwise 2^x. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_exp2(x, out) {
  check(raw.kiln_exp2(x, out), 'kiln_exp2');
}

/**
 * Elementwise cube root. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_cbrt(x, out) {
  check(raw.kiln_cbrt(x, out), 'kiln_cbrt');
}

/**
 * Elementwise complementary error function 1 - erf(x), accurate where erf(x) nears 1. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_erfc(x, out) {
  check(raw.kiln_erfc(x, out), 'kiln_erfc');
}

/**
 * Elementwise inverse error function: y with erf(y) = x, for x in [-1, 1]. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_erf_inv(x, out) {
  check(raw.kiln_erf_inv(x, out), 'kiln_erf_inv');
}

/**
 * Elementwise round toward zero (integers unchanged). (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_trunc(x, out) {
  check(raw.kiln_trunc(x, out), 'kiln_trunc');
}

/**
 * Elementwise 1 / x (integers divide in float32). (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_reciprocal(x, out) {
  check(raw.kiln_reciprocal(x, out), 'kiln_reciprocal');
}

/**
 * Elementwise number of set bits of an integer (of its two's complement bits for negative ones). (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_population_count(x, out) {
  check(raw.kiln_population_count(x, out), 'kiln_population_count');
}

/**
 * Elementwise number of zero bits above the highest set bit of an integer, in its dtype's width (the width for 0; 0 for negative ones). (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_count_leading_zeros(x, out) {
  check(raw.kiln_count_leading_zeros(x, out), 'kiln_count_leading_zeros');
}

/**
 * Elementwise whether the sign bit is set, as bool: true for negative numbers, -0.0 and NaNs with the sign bit; false for unsigned integers and bool. (since 1.3)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_signbit(x, out) {
  check(raw.kiln_signbit(x, out), 'kiln_signbit');
}

/**
 * Elementwise round half away from zero (C's round, Nx's round): 2.5 gives 3.0, -2.5 gives -3.0; the sign of zero is kept. (since 1.5)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_round_half_away(x, out) {
  check(raw.kiln_round_half_away(x, out), 'kiln_round_half_away');
}

/**
 * Elementwise a + b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_add(a, b, out) {
  check(raw.kiln_add(a, b, out), 'kiln_add');
}

/**
 * Elementwise a - b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_subtract(a, b, out) {
  check(raw.kiln_subtract(a, b, out), 'kiln_subtract');
}

/**
 * Elementwise a * b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_multiply(a, b, out) {
  check(raw.kiln_multiply(a, b, out), 'kiln_multiply');
}

/**
 * Elementwise true division a / b (integers divide in float32), with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_divide(a, b, out) {
  check(raw.kiln_divide(a, b, out), 'kiln_divide');
}

/**
 * Elementwise floor(a / b), with broadcasting and type promotion. Floats: NumPy's quotient for finite operands, floor(a / b) when one is infinite as the array API prefers (inf // 2 is inf, 1 // -inf and -1 // inf are -0.0), a zero quotient keeping its sign; integers: x // 0 is 0. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_floor_divide(a, b, out) {
  check(raw.kiln_floor_divide(a, b, out), 'kiln_floor_divide');
}

/**
 * Elementwise a - floor(a / b) * b (sign of b, as Python), with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_remainder(a, b, out) {
  check(raw.kiln_remainder(a, b, out), 'kiln_remainder');
}

/**
 * Elementwise a ** b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_power(a, b, out) {
  check(raw.kiln_power(a, b, out), 'kiln_power');
}

/**
 * Elementwise larger of a and b (NaN propagates), with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_maximum(a, b, out) {
  check(raw.kiln_maximum(a, b, out), 'kiln_maximum');
}

/**
 * Elementwise smaller of a and b (NaN propagates), with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_minimum(a, b, out) {
  check(raw.kiln_minimum(a, b, out), 'kiln_minimum');
}

/**
 * Elementwise arc tangent of a / b in the right quadrant, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_atan2(a, b, out) {
  check(raw.kiln_atan2(a, b, out), 'kiln_atan2');
}

/**
 * Elementwise a == b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_equal(a, b, out) {
  check(raw.kiln_equal(a, b, out), 'kiln_equal');
}

/**
 * Elementwise a != b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_not_equal(a, b, out) {
  check(raw.kiln_not_equal(a, b, out), 'kiln_not_equal');
}

/**
 * Elementwise a < b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_less(a, b, out) {
  check(raw.kiln_less(a, b, out), 'kiln_less');
}

/**
 * Elementwise a <= b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_less_equal(a, b, out) {
  check(raw.kiln_less_equal(a, b, out), 'kiln_less_equal');
}

/**
 * Elementwise a > b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_greater(a, b, out) {
  check(raw.kiln_greater(a, b, out), 'kiln_greater');
}

/**
 * Elementwise a >= b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_greater_equal(a, b, out) {
  check(raw.kiln_greater_equal(a, b, out), 'kiln_greater_equal');
}

/**
 * Elementwise a && b as bool, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_logical_and(a, b, out) {
  check(raw.kiln_logical_and(a, b, out), 'kiln_logical_and');
}

/**
 * Elementwise a || b as bool, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_logical_or(a, b, out) {
  check(raw.kiln_logical_or(a, b, out), 'kiln_logical_or');
}

/**
 * Elementwise a != b as truth values, as bool, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_logical_xor(a, b, out) {
  check(raw.kiln_logical_xor(a, b, out), 'kiln_logical_xor');
}

/**
 * Elementwise a & b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_bitwise_and(a, b, out) {
  check(raw.kiln_bitwise_and(a, b, out), 'kiln_bitwise_and');
}

/**
 * Elementwise a | b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_bitwise_or(a, b, out) {
  check(raw.kiln_bitwise_or(a, b, out), 'kiln_bitwise_or');
}

/**
 * Elementwise a ^ b, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_bitwise_xor(a, b, out) {
  check(raw.kiln_bitwise_xor(a, b, out), 'kiln_bitwise_xor');
}

/**
 * Elementwise a << b (0 once b reaches the bit width), with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_left_shift(a, b, out) {
  check(raw.kiln_left_shift(a, b, out), 'kiln_left_shift');
}

/**
 * Elementwise a >> b, arithmetic for signed types, with broadcasting and type promotion. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_right_shift(a, b, out) {
  check(raw.kiln_right_shift(a, b, out), 'kiln_right_shift');
}

/**
 * Elementwise log(e^a + e^b) without overflow, with broadcasting and type promotion. (since 1.3)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_logaddexp(a, b, out) {
  check(raw.kiln_logaddexp(a, b, out), 'kiln_logaddexp');
}

/**
 * Elementwise sqrt(a^2 + b^2) without overflow, with broadcasting and type promotion. (since 1.3)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_hypot(a, b, out) {
  check(raw.kiln_hypot(a, b, out), 'kiln_hypot');
}

/**
 * Elementwise |a| with the sign of b, with broadcasting and type promotion. (since 1.3)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_copysign(a, b, out) {
  check(raw.kiln_copysign(a, b, out), 'kiln_copysign');
}

/**
 * Elementwise integer division rounding toward zero (C's a / b, Nx's quotient), with broadcasting and type promotion; x / 0 is 0 and MIN / -1 wraps to MIN. (since 1.3)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_quotient(a, b, out) {
  check(raw.kiln_quotient(a, b, out), 'kiln_quotient');
}

/**
 * Elementwise truncated remainder a - trunc(a / b) * b (C's fmod, Nx's remainder): the result takes the dividend's sign, with broadcasting and type promotion; for integers x fmod 0 is 0 (as remainder and quotient), for floats NaN. (since 1.5)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_fmod(a, b, out) {
  check(raw.kiln_fmod(a, b, out), 'kiln_fmod');
}

/**
 * Sum (bool and signed integers accumulate as int64, unsigned as uint64) over the given axes. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_sum(x, axes, naxes, keepdims, out) {
  check(raw.kiln_sum(x, axes, naxes, keepdims, out), 'kiln_sum');
}

/**
 * Product (accumulating as sum does) over the given axes. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_prod(x, axes, naxes, keepdims, out) {
  check(raw.kiln_prod(x, axes, naxes, keepdims, out), 'kiln_prod');
}

/**
 * Maximum (NaN propagates; error on an empty reduction) over the given axes. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_max(x, axes, naxes, keepdims, out) {
  check(raw.kiln_max(x, axes, naxes, keepdims, out), 'kiln_max');
}

/**
 * Minimum (NaN propagates; error on an empty reduction) over the given axes. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_min(x, axes, naxes, keepdims, out) {
  check(raw.kiln_min(x, axes, naxes, keepdims, out), 'kiln_min');
}

/**
 * Arithmetic mean (integers give float32) over the given axes. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_mean(x, axes, naxes, keepdims, out) {
  check(raw.kiln_mean(x, axes, naxes, keepdims, out), 'kiln_mean');
}

/**
 * Whether every element is nonzero, as bool over the given axes. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_all(x, axes, naxes, keepdims, out) {
  check(raw.kiln_all(x, axes, naxes, keepdims, out), 'kiln_all');
}

/**
 * Whether any element is nonzero, as bool over the given axes. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_any(x, axes, naxes, keepdims, out) {
  check(raw.kiln_any(x, axes, naxes, keepdims, out), 'kiln_any');
}

/**
 * Index of the first maximum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_argmax(x, axes, naxes, keepdims, out) {
  check(raw.kiln_argmax(x, axes, naxes, keepdims, out), 'kiln_argmax');
}

/**
 * Index of the first minimum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_argmin(x, axes, naxes, keepdims, out) {
  check(raw.kiln_argmin(x, axes, naxes, keepdims, out), 'kiln_argmin');
}

/**
 * log(sum(exp(x))) over the given axes, computed stably: the maximum is subtracted first (integers and bool give float32; an empty reduction gives -inf). (since 1.3)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_logsumexp(x, axes, naxes, keepdims, out) {
  check(raw.kiln_logsumexp(x, axes, naxes, keepdims, out), 'kiln_logsumexp');
}

/**
 * Running sum along one axis (bool and signed integers accumulate as int64, unsigned as uint64; wraps on overflow); with reverse, from the end of the axis. (since 1.3)
 * @param x kiln_tensor: input
 * @param axis int64_t: the axis to scan along (negative counts from the end)
 * @param reverse bool: scan from the end of the axis toward its start
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_cumulative_sum(x, axis, reverse, out) {
  check(raw.kiln_cumulative_sum(x, axis, reverse, out), 'kiln_cumulative_sum');
}

/**
 * Running product along one axis (accumulating as cumulative_sum does); with reverse, from the end of the axis. (since 1.3)
 * @param x kiln_tensor: input
 * @param axis int64_t: the axis to scan along (negative counts from the end)
 * @param reverse bool: scan from the end of the axis toward its start
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_cumulative_product(x, axis, reverse, out) {
  check(raw.kiln_cumulative_product(x, axis, reverse, out), 'kiln_cumulative_product');
}

/**
 * Running maximum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis. (since 1.3)
 * @param x kiln_tensor: input
 * @param axis int64_t: the axis to scan along (negative counts from the end)
 * @param reverse bool: scan from the end of the axis toward its start
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_cumulative_max(x, axis, reverse, out) {
  check(raw.kiln_cumulative_max(x, axis, reverse, out), 'kiln_cumulative_max');
}

/**
 * Running minimum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis. (since 1.3)
 * @param x kiln_tensor: input
 * @param axis int64_t: the axis to scan along (negative counts from the end)
 * @param reverse bool: scan from the end of the axis toward its start
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_cumulative_min(x, axis, reverse, out) {
  check(raw.kiln_cumulative_min(x, axis, reverse, out), 'kiln_cumulative_min');
}

/**
 * Running log(sum(exp(x))) along one axis, computed stably without overflow (integers and bool give float32); with reverse, from the end of the axis. (since 1.3)
 * @param x kiln_tensor: input
 * @param axis int64_t: the axis to scan along (negative counts from the end)
 * @param reverse bool: scan from the end of the axis toward its start
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_logcumsumexp(x, axis, reverse, out) {
  check(raw.kiln_logcumsumexp(x, axis, reverse, out), 'kiln_logcumsumexp');
}

/**
 * Elementwise rectified linear unit: max(x, 0) (NaN stays NaN). (since 1.4)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_relu(x, out) {
  check(raw.kiln_relu(x, out), 'kiln_relu');
}

/**
 * Elementwise sigmoid-weighted linear unit (swish): x * sigmoid(x). (since 1.4)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_silu(x, out) {
  check(raw.kiln_silu(x, out), 'kiln_silu');
}

/**
 * Elementwise Gaussian error linear unit, exact form: x * Phi(x) = x / 2 * erfc(-x / sqrt(2)). (since 1.4)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_gelu(x, out) {
  check(raw.kiln_gelu(x, out), 'kiln_gelu');
}

/**
 * Elementwise Gaussian error linear unit, tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))). (since 1.4)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_gelu_tanh(x, out) {
  check(raw.kiln_gelu_tanh(x, out), 'kiln_gelu_tanh');
}

/**
 * Elementwise softplus, log(1 + e^x), computed as max(x, 0) + log1p(e^-|x|) (no overflow). (since 1.4)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_softplus(x, out) {
  check(raw.kiln_softplus(x, out), 'kiln_softplus');
}

/**
 * Elementwise real part: complex64 gives float32, complex128 float64; other dtypes are returned as they are. (since 1.7)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_real(x, out) {
  check(raw.kiln_real(x, out), 'kiln_real');
}

/**
 * Elementwise imaginary part: complex64 gives float32, complex128 float64; other dtypes give zeros of their dtype. (since 1.7)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_imag(x, out) {
  check(raw.kiln_imag(x, out), 'kiln_imag');
}

/**
 * Elementwise complex conjugate; other dtypes are returned as they are. (since 1.7)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_conj(x, out) {
  check(raw.kiln_conj(x, out), 'kiln_conj');
}

/**
 * Elementwise argument (phase) in radians, atan2(imag, real): complex64 gives float32, complex128 float64; real dtypes give atan2(0, x) in their float type (integers and bool in float32). (since 1.7)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_angle(x, out) {
  check(raw.kiln_angle(x, out), 'kiln_angle');
}

/**
 * x itself (a view: no copy, no kernel), through which no gradient passes: in a function differentiated by kiln_function_vjp, kiln_function_jvp or kiln_function_value_and_grad, what is computed from it is treated as a constant. (since 1.10)
 * @param x kiln_tensor: input
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_stop_gradient(x, out) {
  check(raw.kiln_stop_gradient(x, out), 'kiln_stop_gradient');
}

/**
 * Elementwise cond ? x : y, broadcasting all three. (since 1.0)
 * @param cond kiln_tensor: condition (any dtype; nonzero is true)
 * @param x kiln_tensor: chosen where cond is true
 * @param y kiln_tensor: chosen where cond is false
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_where(cond, x, y, out) {
  check(raw.kiln_where(cond, x, y, out), 'kiln_where');
}

/**
 * Elementwise min(max(x, lo), hi). Either bound may be NULL for none. (since 1.0)
 * @param x kiln_tensor: input
 * @param lo kiln_tensor [nullable]: lower bound or NULL
 * @param hi kiln_tensor [nullable]: upper bound or NULL
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_clip(x, lo, hi, out) {
  check(raw.kiln_clip(x, lo, hi, out), 'kiln_clip');
}

/**
 * Converts to another dtype (floats to integers truncate toward zero and saturate; NaN becomes 0). (since 1.0)
 * @param x kiln_tensor: input
 * @param dtype kiln_dtype: target type
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_astype(x, dtype, out) {
  check(raw.kiln_astype(x, dtype, out), 'kiln_astype');
}

/**
 * Reinterprets the bytes as another dtype. Equal sizes keep the shape; otherwise the last axis scales by the size ratio. (since 1.0)
 * @param x kiln_tensor: input
 * @param dtype kiln_dtype: target type
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_bitcast(x, dtype, out) {
  check(raw.kiln_bitcast(x, dtype, out), 'kiln_bitcast');
}

/**
 * Matrix product as numpy.matmul: 1-D operands are promoted and the added axis removed; batch axes broadcast. (since 1.0)
 * @param a kiln_tensor: left operand
 * @param b kiln_tensor: right operand
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_matmul(a, b, out) {
  check(raw.kiln_matmul(a, b, out), 'kiln_matmul');
}

/**
 * Same elements in a new shape; one extent may be -1. A view when the layout allows, else a copy. (since 1.0)
 * @param x kiln_tensor: input
 * @param shape const int64_t*: new extents
 * @param ndim size_t: number of dimensions
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_reshape(x, shape, ndim, out) {
  check(raw.kiln_reshape(x, shape, ndim, out), 'kiln_reshape');
}

/**
 * Permutes the axes (a view). axes NULL reverses them. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: a permutation of 0..ndim-1, or NULL
 * @param naxes size_t: entries in axes (ndim)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_transpose(x, axes, naxes, out) {
  check(raw.kiln_transpose(x, axes, naxes, out), 'kiln_transpose');
}

/**
 * Broadcasts to a shape (a view with zero strides). (since 1.0)
 * @param x kiln_tensor: input
 * @param shape const int64_t*: target extents
 * @param ndim size_t: number of dimensions
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_broadcast_to(x, shape, ndim, out) {
  check(raw.kiln_broadcast_to(x, shape, ndim, out), 'kiln_broadcast_to');
}

/**
 * Inserts axes of extent 1 at the given positions of the result (a view). (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t*: positions in the result
 * @param naxes size_t: entries in axes
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_expand_dims(x, axes, naxes, out) {
  check(raw.kiln_expand_dims(x, axes, naxes, out), 'kiln_expand_dims');
}

/**
 * Removes axes of extent 1 (a view). axes NULL removes all of them. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_squeeze(x, axes, naxes, out) {
  check(raw.kiln_squeeze(x, axes, naxes, out), 'kiln_squeeze');
}

/**
 * Basic slicing (a view), per axis as Python's slice(start, stop, step): negative values count from the end and bounds clamp; INT64_MAX / INT64_MIN mean an open end. Axes past naxes are taken whole. (since 1.0)
 * @param x kiln_tensor: input
 * @param start const int64_t*: first index per axis
 * @param stop const int64_t*: end (exclusive) per axis
 * @param step const int64_t* [nullable]: step per axis (nonzero); NULL means 1
 * @param naxes size_t: number of leading axes sliced
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_slice(x, start, stop, step, naxes, out) {
  check(raw.kiln_slice(x, start, stop, step, naxes, out), 'kiln_slice');
}

/**
 * Joins tensors along an existing axis (dtypes promote). (since 1.0)
 * @param tensors const kiln_tensor*: inputs, at least one
 * @param count size_t: number of inputs
 * @param axis int64_t: axis to join along
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_concatenate(tensors, count, axis, out) {
  check(raw.kiln_concatenate(tensors, count, axis, out), 'kiln_concatenate');
}

/**
 * Joins same-shaped tensors along a new axis (dtypes promote). (since 1.0)
 * @param tensors const kiln_tensor*: inputs, at least one
 * @param count size_t: number of inputs
 * @param axis int64_t: position of the new axis in the result
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_stack(tensors, count, axis, out) {
  check(raw.kiln_stack(tensors, count, axis, out), 'kiln_stack');
}

/**
 * Pads with a constant: pad_before[i] and pad_after[i] elements on axis i. (since 1.0)
 * @param x kiln_tensor: input
 * @param pad_before const int64_t*: non-negative, one per axis
 * @param pad_after const int64_t*: non-negative, one per axis
 * @param naxes size_t: must equal ndim
 * @param value double: fill value
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_pad(x, pad_before, pad_after, naxes, value, out) {
  check(raw.kiln_pad(x, pad_before, pad_after, naxes, value, out), 'kiln_pad');
}

/**
 * Reverses the order of elements along the given axes (a view). axes NULL flips all. (since 1.0)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_flip(x, axes, naxes, out) {
  check(raw.kiln_flip(x, axes, naxes, out), 'kiln_flip');
}

/**
 * Evaluates the tensor and exports it as a DLPack 1.x managed tensor (always kDLCPU). CPU tensors and host-visible GPU memory are shared, not copied (strided views keep their strides and byte_offset); a flipped (negative-stride) view or device-only memory is copied, and DLPACK_FLAG_BITMASK_IS_COPIED is set. The export keeps the memory alive after the tensor is released; call its deleter exactly once, from any thread. (since 1.1)
 * @param tensor kiln_tensor: the tensor to export
 * @param options const kiln_dlpack_options* [nullable]: options; NULL for the defaults
 * @param out DLManagedTensorVersioned** [out]: receives the managed tensor (NULL on failure)
 */
function kiln_tensor_to_dlpack(tensor, options, out) {
  check(raw.kiln_tensor_to_dlpack(tensor, options, out), 'kiln_tensor_to_dlpack');
}

/**
 * Imports a DLPack 1.x managed tensor. kDLCPU memory becomes a CPU tensor without a copy when its layout allows (element-aligned data and byte_offset); otherwise, or for another target device, or with KILN_DLPACK_COPY_ALWAYS, the elements are copied and the producer's deleter runs before the call returns. On success Kiln owns `managed` and calls its deleter exactly once, when the last tensor using the memory is gone; on failure the caller still owns it. Since 1.12, kDLCUDA memory on the CUDA device of a Vulkan device with the CUDA interop layer is copied into a new tensor on that device (or options->device) by one device-to-device copy, which is waited for before the call returns (the producer must have finished writing it: DLPack's stream handshake, made on the legacy default stream); KILN_DLPACK_COPY_NEVER refuses it. (since 1.1)
 * @param managed DLManagedTensorVersioned*: the producer's managed tensor
 * @param options const kiln_dlpack_options* [nullable]: options; NULL for the defaults
 * @param out kiln_tensor* [out]: receives the imported tensor
 */
function kiln_tensor_from_dlpack(managed, options, out) {
  check(raw.kiln_tensor_from_dlpack(managed, options, out), 'kiln_tensor_from_dlpack');
}

/**
 * kiln_tensor_to_dlpack for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a read-only or copied export cannot say so). (since 1.1)
 * @param tensor kiln_tensor: the tensor to export
 * @param options const kiln_dlpack_options* [nullable]: options; NULL for the defaults
 * @param out DLManagedTensor** [out]: receives the managed tensor (NULL on failure)
 */
function kiln_tensor_to_dlpack_legacy(tensor, options, out) {
  check(raw.kiln_tensor_to_dlpack_legacy(tensor, options, out), 'kiln_tensor_to_dlpack_legacy');
}

/**
 * kiln_tensor_from_dlpack for producers of the unversioned DLPack 0.x DLManagedTensor. (since 1.1)
 * @param managed DLManagedTensor*: the producer's managed tensor
 * @param options const kiln_dlpack_options* [nullable]: options; NULL for the defaults
 * @param out kiln_tensor* [out]: receives the imported tensor
 */
function kiln_tensor_from_dlpack_legacy(managed, options, out) {
  check(raw.kiln_tensor_from_dlpack_legacy(managed, options, out), 'kiln_tensor_from_dlpack_legacy');
}

/**
 * The DLPack device (DLDeviceType and id) that kiln_tensor_to_dlpack would give for this tensor, without evaluating it: what Python's __dlpack_device__ returns. Kiln exports kDLCPU (1), device id 0. (kiln_device_cuda_device tells whether kiln_tensor_to_dlpack_cuda can export it as kDLCUDA.) (since 1.1)
 * @param tensor kiln_tensor: the tensor to export
 * @param device_type int32_t* [out]: a DLDeviceType value
 * @param device_id int32_t* [out]: the device id
 */
function kiln_tensor_dlpack_device(tensor, device_type, device_id) {
  check(raw.kiln_tensor_dlpack_device(tensor, device_type, device_id), 'kiln_tensor_dlpack_device');
}

/**
 * Elements of x at integer indices along one axis, as numpy.take: the result's shape is x.shape[:axis] + indices.shape + x.shape[axis+1:]. An index i in [-n, n) selects x[..., i (+ n if negative), ...]; others are clamped into [0, n-1], or fail the eval with KILN_STATUS_INDEX_OUT_OF_RANGE when KILN_DEBUG_BOUNDS is on. (since 1.2)
 * @param x kiln_tensor: the tensor to take from
 * @param indices kiln_tensor: indices, any integer dtype, on x's device
 * @param axis int64_t: the axis of x to index (negative counts from the end)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_take(x, indices, axis, out) {
  check(raw.kiln_take(x, indices, axis, out), 'kiln_take');
}

/**
 * Elements of x at integer indices along one axis, as numpy.take_along_axis: indices have x's rank, and their other dimensions broadcast against x's; the result has the broadcast shape with the indices' extent along the axis. Indices are read as kiln_take reads them (negative counts from the end; others clamped, or KILN_STATUS_INDEX_OUT_OF_RANGE from the eval when KILN_DEBUG_BOUNDS is on). (since 1.3)
 * @param x kiln_tensor: the tensor to take from
 * @param indices kiln_tensor: indices, any integer dtype, on x's device
 * @param axis int64_t: the axis to index (negative counts from the end)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_take_along_axis(x, indices, axis, out) {
  check(raw.kiln_take_along_axis(x, indices, axis, out), 'kiln_take_along_axis');
}

/**
 * Nx's gather: indices of shape [..., K] address K axes of x; the result has shape indices.shape[:-1] + x's other extents (in order), each index row selecting the slice of x at those positions. Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0). (since 1.3)
 * @param x kiln_tensor: the tensor to gather from
 * @param indices kiln_tensor: indices [..., K], any integer dtype, on x's device
 * @param axes const int64_t* [nullable]: the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K
 * @param naxes size_t: entries in axes (0 when axes is NULL)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_gather(x, indices, axes, naxes, out) {
  check(raw.kiln_gather(x, indices, axes, naxes, out), 'kiln_gather');
}

/**
 * Nx's indexed_add: x with updates added at the slices that indices [..., K] address (as kiln_gather addresses them); updates have shape indices.shape[:-1] + x's other extents. Duplicate indices accumulate. The result dtype promotes x's and updates' (bool is refused); 8 and 16-bit types accumulate in 32 bits. On Vulkan, float additions to one element happen in any order (rounding may vary between runs). Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0). (since 1.3)
 * @param x kiln_tensor: the tensor to update (not modified)
 * @param indices kiln_tensor: indices [..., K], any integer dtype
 * @param updates kiln_tensor: the values to add
 * @param axes const int64_t* [nullable]: the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K
 * @param naxes size_t: entries in axes (0 when axes is NULL)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_indexed_add(x, indices, updates, axes, naxes, out) {
  check(raw.kiln_indexed_add(x, indices, updates, axes, naxes, out), 'kiln_indexed_add');
}

/**
 * Nx's indexed_put: x with updates written at the slices that indices [..., K] address (as kiln_indexed_add); where indices repeat, the last update wins, on every device. The result dtype promotes x's and updates'. Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0). (since 1.3)
 * @param x kiln_tensor: the tensor to update (not modified)
 * @param indices kiln_tensor: indices [..., K], any integer dtype
 * @param updates kiln_tensor: the values to write
 * @param axes const int64_t* [nullable]: the K axes of x the index components address, in order (negative counts from the end), or NULL for the first K
 * @param naxes size_t: entries in axes (0 when axes is NULL)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_indexed_put(x, indices, updates, axes, naxes, out) {
  check(raw.kiln_indexed_put(x, indices, updates, axes, naxes, out), 'kiln_indexed_put');
}

/**
 * The coordinates of x's nonzero elements (NaN counts as nonzero, -0.0 as zero), as numpy.argwhere: an int64 tensor [count, ndim], in row-major order. The count depends on the data, so this call evaluates what it needs of x (and fails with the eval's status); the coordinates themselves stay lazy. (since 1.3)
 * @param x kiln_tensor: the tensor to search
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_argwhere(x, out) {
  check(raw.kiln_argwhere(x, out), 'kiln_argwhere');
}

/**
 * The int64 positions that sort x along one axis, stably: ascending with NaN last (as numpy.argsort(kind='stable')), or descending, the exact reverse order (NaN first) with equal elements still in their original order. -0.0 and +0.0 are equal. (since 1.3)
 * @param x kiln_tensor: the tensor to sort (any dtype, rank >= 1)
 * @param axis int64_t: the axis to sort along (negative counts from the end)
 * @param descending bool: largest first
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_argsort(x, axis, descending, out) {
  check(raw.kiln_argsort(x, axis, descending, out), 'kiln_argsort');
}

/**
 * x sorted along one axis, in the order of kiln_argsort (NaN last ascending, first descending). (since 1.3)
 * @param x kiln_tensor: the tensor to sort (any dtype, rank >= 1)
 * @param axis int64_t: the axis to sort along (negative counts from the end)
 * @param descending bool: largest first
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_sort(x, axis, descending, out) {
  check(raw.kiln_sort(x, axis, descending, out), 'kiln_sort');
}

/**
 * The k largest elements along the last axis, largest first (NaN counts as the largest; ties keep their order), and their int64 positions, as Nx.top_k. (since 1.3)
 * @param x kiln_tensor: the tensor (rank >= 1)
 * @param k int64_t: how many, in [0, x.shape[-1]]
 * @param values kiln_tensor* [out]: receives the k largest values
 * @param indices kiln_tensor* [out]: receives their int64 positions
 */
function kiln_top_k(x, k, values, indices) {
  check(raw.kiln_top_k(x, k, values, indices), 'kiln_top_k');
}

/**
 * The distinct values of x in ascending order (NaNs count as one value, last; -0.0 equals +0.0), how often each occurs, and for every element of x the index of its value, as numpy.unique with return_counts and return_inverse (the inverse has x's shape, as the array API's unique_all). The number of distinct values depends on the data, so this call evaluates what it needs of x; the results stay lazy. (since 1.3)
 * @param x kiln_tensor: the tensor (any dtype and shape)
 * @param values kiln_tensor* [out]: receives the distinct values, 1-d, x's dtype
 * @param counts kiln_tensor* [out]: receives their int64 counts
 * @param inverse kiln_tensor* [out]: receives int64 indices into values, of x's shape
 */
function kiln_unique(x, values, counts, inverse) {
  check(raw.kiln_unique(x, values, counts, inverse), 'kiln_unique');
}

/**
 * For each value of v, the index where it would be inserted into the ascending 1-d a (NaN last, as kiln_sort orders) to keep it sorted, as numpy.searchsorted: before a's equal elements (side left) or after them (right). a and v promote to one dtype; the result is int64 of v's shape. a must already be sorted (else the result is unspecified, but still in [0, len(a)]). (since 1.3)
 * @param a kiln_tensor: the sorted 1-d tensor
 * @param v kiln_tensor: the values to place (any shape), on a's device
 * @param right bool: side right: after equal elements
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_searchsorted(a, v, right, out) {
  check(raw.kiln_searchsorted(a, v, right, out), 'kiln_searchsorted');
}

/**
 * Calls `callback` for every telemetry event from now on (see kiln_telemetry_callback for the thread it runs on). With no subscriber, emitting an event costs one atomic load. (since 1.2)
 * @param callback kiln_telemetry_callback: the function to call
 * @param user_data void* [nullable]: passed back to every call
 * @param subscription uint64_t* [out]: receives the subscription's id
 */
function kiln_telemetry_subscribe(callback, user_data, subscription) {
  check(raw.kiln_telemetry_subscribe(callback, user_data, subscription), 'kiln_telemetry_subscribe');
}

/**
 * Ends a subscription; the callback is not called again once this returns. An unknown id gives KILN_STATUS_INVALID_ARGUMENT. (since 1.2)
 * @param subscription uint64_t: the id from kiln_telemetry_subscribe
 */
function kiln_telemetry_unsubscribe(subscription) {
  check(raw.kiln_telemetry_unsubscribe(subscription), 'kiln_telemetry_unsubscribe');
}

/**
 * Switches the debug checks (kiln_debug_flag bits) for the whole process. Unknown bits give KILN_STATUS_INVALID_ARGUMENT. (since 1.2)
 * @param flags uint32_t: a combination of kiln_debug_flag bits; 0 turns every check off
 */
function kiln_debug_set_flags(flags) {
  check(raw.kiln_debug_set_flags(flags), 'kiln_debug_set_flags');
}

/**
 * The debug checks in force (kiln_debug_flag bits). (since 1.2)
 * @param flags uint32_t* [out]: receives the bits
 */
function kiln_debug_get_flags(flags) {
  check(raw.kiln_debug_get_flags(flags), 'kiln_debug_get_flags');
}

/**
 * Chooses, for the whole process, whether ops a device cannot run natively run on the CPU or fail. (since 1.2)
 * @param policy kiln_fallback_policy: the policy
 */
function kiln_fallback_set_policy(policy) {
  check(raw.kiln_fallback_set_policy(policy), 'kiln_fallback_set_policy');
}

/**
 * The fallback policy in force. (since 1.2)
 * @param policy kiln_fallback_policy* [out]: receives the policy
 */
function kiln_fallback_get_policy(policy) {
  check(raw.kiln_fallback_get_policy(policy), 'kiln_fallback_get_policy');
}

/**
 * How `device` runs the op named `op` (a function name without the kiln_ prefix: "exp", "power", "sum", "matmul", "take"...) on inputs of `dtype`. An unknown name gives KILN_STATUS_INVALID_ARGUMENT. (since 1.2)
 * @param device kiln_device: the device
 * @param op const char*: the op's name
 * @param dtype kiln_dtype: the inputs' dtype
 * @param support kiln_op_support* [out]: receives the answer
 */
function kiln_device_op_support(device, op, dtype, support) {
  check(raw.kiln_device_op_support(device, op, dtype, support), 'kiln_device_op_support');
}

/**
 * How many (op, dtype) pairs fall back to the CPU on `device`; kiln_device_fallback_get lists them. (since 1.2)
 * @param device kiln_device: the device
 * @param count size_t* [out]: receives the count
 */
function kiln_device_fallback_count(device, count) {
  check(raw.kiln_device_fallback_count(device, count), 'kiln_device_fallback_count');
}

/**
 * The index-th (op, dtype) pair that falls back to the CPU on `device`, in a stable order. (since 1.2)
 * @param device kiln_device: the device
 * @param index size_t: 0 <= index < kiln_device_fallback_count
 * @param op const char** [out]: receives the op's name
 * @param dtype kiln_dtype* [out]: receives the dtype
 */
function kiln_device_fallback_get(device, index, op, dtype) {
  check(raw.kiln_device_fallback_get(device, index, op, dtype), 'kiln_device_fallback_get');
}

/**
 * The Vulkan instance, physical device, device and queue of a Vulkan device, so that code sharing them can use kDLVulkan exports (data is a VkBuffer created with storage, transfer and device-address usage). KILN_STATUS_UNSUPPORTED for a non-Vulkan device. Fills only the fields that handles->struct_size covers. (since 1.2)
 * @param device kiln_device: a Vulkan device
 * @param handles kiln_vulkan_handles* [inout]: caller-allocated; set struct_size first
 */
function kiln_device_vulkan_handles(device, handles) {
  check(raw.kiln_device_vulkan_handles(device, handles), 'kiln_device_vulkan_handles');
}

/**
 * The CUDA device number of a Vulkan device on which the CUDA interop layer is active (an NVIDIA GPU that CUDA sees with the same UUID, libcuda found, KILN_CUDA not off), or -1 when it is not (any other device, the CPU included): what Python's __dlpack_device__ reports as kDLCUDA's device id. kiln_info_report says why the layer is off. (since 1.12)
 * @param device kiln_device: any device
 * @param cuda_device int32_t* [out]: the CUDA device number, or -1
 */
function kiln_device_cuda_device(device, cuda_device) {
  check(raw.kiln_device_cuda_device(device, cuda_device), 'kiln_device_cuda_device');
}

/**
 * Evaluates a tensor on a Vulkan device where the CUDA interop layer is active (kiln_device_cuda_device gives a device number) and exports it as kDLCUDA with no copy: data is the CUDA address of the tensor's memory block (imported into CUDA once per block), byte_offset the tensor's offset in it, device_id the CUDA device number. Constant time whatever the size. The data is ready for any stream when the call returns (Kiln's eval waits for its work). Writes by the consumer are seen by Kiln once the consumer's stream has finished them (synchronize it before the next Kiln call that reads the tensor). The deleter waits for `stream` before the memory goes back to Kiln, so work the consumer queued on it may still read it. A flipped view, a tensor on another device, or KILN_DLPACK_COPY_ALWAYS gives a copy on the device (DLPACK_FLAG_BITMASK_IS_COPIED), refused under KILN_DLPACK_COPY_NEVER. KILN_STATUS_UNSUPPORTED when the device has no active CUDA interop layer (kiln-info says why). (since 1.12)
 * @param tensor kiln_tensor: the tensor to export
 * @param stream int64_t: the consumer's CUDA stream, as DLPack's __dlpack__ gives it: a CUstream handle, 1 for the legacy default stream (also what 0 and -1 are taken as here), 2 for the per-thread default stream
 * @param options const kiln_dlpack_options* [nullable]: options (copy, read_only; the rest are ignored); NULL for the defaults
 * @param out DLManagedTensorVersioned** [out]: receives the managed tensor (NULL on failure)
 */
function kiln_tensor_to_dlpack_cuda(tensor, stream, options, out) {
  check(raw.kiln_tensor_to_dlpack_cuda(tensor, stream, options, out), 'kiln_tensor_to_dlpack_cuda');
}

/**
 * kiln_tensor_to_dlpack_cuda for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a copied export cannot say so). (since 1.12)
 * @param tensor kiln_tensor: the tensor to export
 * @param stream int64_t: the consumer's CUDA stream, as DLPack's __dlpack__ gives it: a CUstream handle, 1 for the legacy default stream (also what 0 and -1 are taken as here), 2 for the per-thread default stream
 * @param options const kiln_dlpack_options* [nullable]: options (copy, read_only; the rest are ignored); NULL for the defaults
 * @param out DLManagedTensor** [out]: receives the managed tensor (NULL on failure)
 */
function kiln_tensor_to_dlpack_cuda_legacy(tensor, stream, options, out) {
  check(raw.kiln_tensor_to_dlpack_cuda_legacy(tensor, stream, options, out), 'kiln_tensor_to_dlpack_cuda_legacy');
}

/**
 * A 0-d "weak" integer: a binding's plain integer operand. In binary ops, kiln_where and kiln_clip next to a tensor that is not weak it takes that tensor's dtype (int64 next to bool) and must fit it (300 next to uint8 gives KILN_STATUS_INVALID_ARGUMENT when the op is built); elsewhere it is an int64 tensor. See docs/dtypes.md, "Plain numbers". (since 1.3)
 * @param value int64_t: the integer
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_weak_scalar_int(value, device, out) {
  check(raw.kiln_weak_scalar_int(value, device, out), 'kiln_weak_scalar_int');
}

/**
 * A 0-d "weak" float: a binding's plain float operand. In binary ops, kiln_where and kiln_clip next to a float tensor that is not weak it takes that tensor's dtype (float16 + 2.0 is float16), next to an integer or bool tensor float32 (int32 + 0.5 is float32 1.5); elsewhere it is a float32 tensor. See docs/dtypes.md, "Plain numbers". (since 1.3)
 * @param value double: the number
 * @param device kiln_device: device to place the tensor on
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_weak_scalar_float(value, device, out) {
  check(raw.kiln_weak_scalar_float(value, device, out), 'kiln_weak_scalar_float');
}

/**
 * Turns elementwise fusion on or off for the whole process (on by default; KILN_FUSION=off in the environment starts it off). Fused and unfused evaluation give the same results. (since 1.3)
 * @param enabled bool: true to fuse connected elementwise ops into one kernel
 */
function kiln_fusion_set_enabled(enabled) {
  check(raw.kiln_fusion_set_enabled(enabled), 'kiln_fusion_set_enabled');
}

/**
 * Whether elementwise fusion is on. (since 1.3)
 * @param enabled bool* [out]: receives the setting
 */
function kiln_fusion_get_enabled(enabled) {
  check(raw.kiln_fusion_get_enabled(enabled), 'kiln_fusion_get_enabled');
}

/**
 * exp(x - max) / sum(exp(x - max)) over the given axes (the maximum subtracted first, so no exp overflows); integers and bool give float32. The result has x's shape. (since 1.3)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_softmax(x, axes, naxes, out) {
  check(raw.kiln_softmax(x, axes, naxes, out), 'kiln_softmax');
}

/**
 * (x - max) - log(sum(exp(x - max))) over the given axes, computed stably; integers and bool give float32. The result has x's shape. (since 1.3)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_log_softmax(x, axes, naxes, out) {
  check(raw.kiln_log_softmax(x, axes, naxes, out), 'kiln_log_softmax');
}

/**
 * Variance over the given axes: the mean of squared deviations from the mean (two passes), with the sum divided by count - ddof (NaN or inf when that is not positive, as NumPy); integers and bool give float32. (since 1.3)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param ddof double: delta degrees of freedom: the sum of squared deviations is divided by count - ddof (0: population, 1: sample)
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_var(x, axes, naxes, ddof, keepdims, out) {
  check(raw.kiln_var(x, axes, naxes, ddof, keepdims, out), 'kiln_var');
}

/**
 * Standard deviation over the given axes: the square root of kiln_var with the same ddof. (since 1.3)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param ddof double: delta degrees of freedom: the sum of squared deviations is divided by count - ddof (0: population, 1: sample)
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_std(x, axes, naxes, ddof, keepdims, out) {
  check(raw.kiln_std(x, axes, naxes, ddof, keepdims, out), 'kiln_std');
}

/**
 * Random bits from the Threefry-2x32 (20 rounds) stream of the key: uint32 element i is word i of the stream (block i / 2 as the counter, lane i % 2); uint8 and uint16 take the low bits of word i, uint64 words 2i (low) and 2i + 1 (high). Values depend only on the key and the element's position, the same on every device. (since 1.3)
 * @param key kiln_tensor: the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param dtype kiln_dtype: uint8, uint16, uint32 or uint64
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_random_bits(key, shape, ndim, dtype, out) {
  check(raw.kiln_random_bits(key, shape, ndim, dtype, out), 'kiln_random_bits');
}

/**
 * Uniform random floats in [low, high): the top mantissa bits of kiln_random_bits of the float's size under the exponent of 1.0, minus 1, scaled (as JAX and Nx.Random). Values depend only on the key and the element's position, the same on every device. (since 1.3)
 * @param key kiln_tensor: the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param low double: lower bound (included)
 * @param high double: upper bound
 * @param dtype kiln_dtype: a float dtype
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_random_uniform(key, shape, ndim, low, high, dtype, out) {
  check(raw.kiln_random_uniform(key, shape, ndim, low, high, dtype, out), 'kiln_random_uniform');
}

/**
 * Standard normal random floats: sqrt(2) erfinv(u) for u uniform in (-1, 1) (16-bit floats compute in float32). Values depend only on the key and the element's position, the same on every device. (since 1.3)
 * @param key kiln_tensor: the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param dtype kiln_dtype: a float dtype
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_random_normal(key, shape, ndim, dtype, out) {
  check(raw.kiln_random_normal(key, shape, ndim, dtype, out), 'kiln_random_normal');
}

/**
 * Random integers in [low, high): (uint64 bits mod (high - low)) + low, a bias of at most (high - low) / 2^64. KILN_STATUS_INVALID_ARGUMENT unless low < high and both ends fit the dtype. Values depend only on the key and the element's position, the same on every device. (since 1.3)
 * @param key kiln_tensor: the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param low int64_t: lowest value
 * @param high int64_t: one past the highest value
 * @param dtype kiln_dtype: an integer dtype
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_random_randint(key, shape, ndim, low, high, dtype, out) {
  check(raw.kiln_random_randint(key, shape, ndim, low, high, dtype, out), 'kiln_random_randint');
}

/**
 * Random bools, true with probability p: a float32 kiln_random_uniform value below p. Values depend only on the key and the element's position, the same on every device. (since 1.3)
 * @param key kiln_tensor: the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param p double: probability of true
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_random_bernoulli(key, p, shape, ndim, out) {
  check(raw.kiln_random_bernoulli(key, p, shape, ndim, out), 'kiln_random_bernoulli');
}

/**
 * What Kiln sees on this machine, as the text `kiln-info` prints: the library version, KILN_DEVICE and the default device, and for every device its name, driver and driver version, memory heaps, native dtypes, features (float64, float16, bfloat16, cooperative matrix), limits, memory in use, pipeline cache file and the (op, dtype) pairs that fall back to the CPU there. The first troubleshooting step. (since 1.3)
 * @param text const char** [out]: receives the report, UTF-8, lines ending in \n; valid until the calling thread's next kiln_info_report
 */
function kiln_info_report(text) {
  check(raw.kiln_info_report(text), 'kiln_info_report');
}

/**
 * Root-mean-square normalization over the last axis, one fused kernel: x * rsqrt(mean(x^2) + eps) * weight (as MLX's fast.rms_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape. A row of zeros with eps 0 gives NaN. (since 1.4)
 * @param x kiln_tensor: the input (float dtype, rank >= 1)
 * @param weight kiln_tensor [nullable]: scale of shape [last] in x's dtype, or NULL for none
 * @param eps double: added to the mean square; finite and >= 0
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_rms_norm(x, weight, eps, out) {
  check(raw.kiln_rms_norm(x, weight, eps, out), 'kiln_rms_norm');
}

/**
 * Layer normalization over the last axis, one fused kernel: (x - mean) * rsqrt(var + eps) * weight + bias, var the population variance (as MLX's fast.layer_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape. (since 1.4)
 * @param x kiln_tensor: the input (float dtype, rank >= 1)
 * @param weight kiln_tensor [nullable]: scale of shape [last] in x's dtype, or NULL for none
 * @param bias kiln_tensor [nullable]: offset of shape [last] in x's dtype, or NULL for none
 * @param eps double: added to the variance; finite and >= 0
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_layer_norm(x, weight, bias, eps, out) {
  check(raw.kiln_layer_norm(x, weight, bias, eps, out), 'kiln_layer_norm');
}

/**
 * softmax(scale * q @ k^T + mask) @ v per batch and head, one fused kernel that streams k and v with an online softmax, so memory is linear in the sequence length (as MLX's fast.scaled_dot_product_attention). q is [B, H, Lq, D], k and v [B, Hkv, Lk, D] with Hkv dividing H (grouped-query attention: query head h reads key head h / (H / Hkv)). causal keeps key j for query i when j <= i + Lk - Lq (aligned to the end; the first Lq - Lk queries see no key when Lq > Lk). A query row whose keys are all masked (-inf) gives NaN, as softmax of a row of -inf does. float16, bfloat16 (accumulated in float32), float32 and float64; the result is [B, H, Lq, D] in q's dtype. (since 1.4)
 * @param q kiln_tensor: queries [B, H, Lq, D]
 * @param k kiln_tensor: keys [B, Hkv, Lk, D], q's dtype
 * @param v kiln_tensor: values [B, Hkv, Lk, D], q's dtype
 * @param scale double: multiplies q @ k^T (usually 1 / sqrt(D)); finite
 * @param mask kiln_tensor [nullable]: additive mask in q's dtype (or bool: false masks out), broadcastable to [B, H, Lq, Lk], or NULL for none
 * @param causal bool: also mask keys after each query (aligned to the end)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_scaled_dot_product_attention(q, k, v, scale, mask, causal, out) {
  check(raw.kiln_scaled_dot_product_attention(q, k, v, scale, mask, causal, out), 'kiln_scaled_dot_product_attention');
}

/**
 * N-d convolution (cross-correlation, no kernel flip) with Nx's conv semantics in the canonical layout: input [batch, in_features, s1..sn], kernel [out_features, in_features / feature_group_size, k1..kn], result [batch / batch_group_size, out_features, o1..on]. Per spatial axis the input is dilated (input_dilation - 1 zeros between elements), padded with padding_low/padding_high zeros (negative values crop), and the kernel dilated by kernel_dilation; o = (padded - dilated_kernel) / stride + 1, and a dilated kernel larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. feature_group_size splits the input features and output features into that many groups (each output group sees its input group); batch_group_size splits the batch into groups (batch b of group g is input batch g * (batch / batch_group_size) + b) and the output features into as many groups, output group g seeing batch group g. The result dtype promotes input's and kernel's (bool is refused); 16-bit floats accumulate in float32, integers wrap. Other layouts: transpose the operands (views) before and the result after. (since 1.4)
 * @param input kiln_tensor: [batch, in_features, spatial...]
 * @param kernel kiln_tensor: [out_features, in_features / feature_group_size, spatial...], on input's device
 * @param strides const int64_t* [nullable]: per spatial axis, >= 1; NULL means 1
 * @param padding_low const int64_t* [nullable]: zeros before each spatial axis (negative crops); NULL means 0
 * @param padding_high const int64_t* [nullable]: zeros after each spatial axis (negative crops); NULL means 0
 * @param input_dilation const int64_t* [nullable]: per spatial axis, >= 1; NULL means 1
 * @param kernel_dilation const int64_t* [nullable]: per spatial axis, >= 1; NULL means 1
 * @param nspatial size_t: number of spatial axes: input's rank - 2 (the lists' length)
 * @param feature_group_size int64_t: >= 1; divides in_features and out_features
 * @param batch_group_size int64_t: >= 1; divides batch and out_features; feature_group_size or batch_group_size must be 1
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_conv(input, kernel, strides, padding_low, padding_high, input_dilation, kernel_dilation, nspatial, feature_group_size, batch_group_size, out) {
  check(raw.kiln_conv(input, kernel, strides, padding_low, padding_high, input_dilation, kernel_dilation, nspatial, feature_group_size, batch_group_size, out), 'kiln_conv');
}

/**
 * Nx's window_sum: sums (padding counts as 0) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). (since 1.4)
 * @param x kiln_tensor: input of rank ndim
 * @param window const int64_t*: window extent per axis, >= 1
 * @param strides const int64_t* [nullable]: per axis, >= 1; NULL means 1
 * @param padding_low const int64_t* [nullable]: elements before each axis (negative crops); NULL means 0
 * @param padding_high const int64_t* [nullable]: elements after each axis (negative crops); NULL means 0
 * @param dilation const int64_t* [nullable]: window dilation per axis, >= 1; NULL means 1
 * @param ndim size_t: must equal x's rank
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_window_sum(x, window, strides, padding_low, padding_high, dilation, ndim, out) {
  check(raw.kiln_window_sum(x, window, strides, padding_low, padding_high, dilation, ndim, out), 'kiln_window_sum');
}

/**
 * Nx's window_product: products (padding counts as 1) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). (since 1.4)
 * @param x kiln_tensor: input of rank ndim
 * @param window const int64_t*: window extent per axis, >= 1
 * @param strides const int64_t* [nullable]: per axis, >= 1; NULL means 1
 * @param padding_low const int64_t* [nullable]: elements before each axis (negative crops); NULL means 0
 * @param padding_high const int64_t* [nullable]: elements after each axis (negative crops); NULL means 0
 * @param dilation const int64_t* [nullable]: window dilation per axis, >= 1; NULL means 1
 * @param ndim size_t: must equal x's rank
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_window_product(x, window, strides, padding_low, padding_high, dilation, ndim, out) {
  check(raw.kiln_window_product(x, window, strides, padding_low, padding_high, dilation, ndim, out), 'kiln_window_product');
}

/**
 * Nx's window_max: maxima (padding counts as the dtype's lowest value, -inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN. (since 1.4)
 * @param x kiln_tensor: input of rank ndim
 * @param window const int64_t*: window extent per axis, >= 1
 * @param strides const int64_t* [nullable]: per axis, >= 1; NULL means 1
 * @param padding_low const int64_t* [nullable]: elements before each axis (negative crops); NULL means 0
 * @param padding_high const int64_t* [nullable]: elements after each axis (negative crops); NULL means 0
 * @param dilation const int64_t* [nullable]: window dilation per axis, >= 1; NULL means 1
 * @param ndim size_t: must equal x's rank
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_window_max(x, window, strides, padding_low, padding_high, dilation, ndim, out) {
  check(raw.kiln_window_max(x, window, strides, padding_low, padding_high, dilation, ndim, out), 'kiln_window_max');
}

/**
 * Nx's window_min: minima (padding counts as the dtype's highest value, +inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN. (since 1.4)
 * @param x kiln_tensor: input of rank ndim
 * @param window const int64_t*: window extent per axis, >= 1
 * @param strides const int64_t* [nullable]: per axis, >= 1; NULL means 1
 * @param padding_low const int64_t* [nullable]: elements before each axis (negative crops); NULL means 0
 * @param padding_high const int64_t* [nullable]: elements after each axis (negative crops); NULL means 0
 * @param dilation const int64_t* [nullable]: window dilation per axis, >= 1; NULL means 1
 * @param ndim size_t: must equal x's rank
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_window_min(x, window, strides, padding_low, padding_high, dilation, ndim, out) {
  check(raw.kiln_window_min(x, window, strides, padding_low, padding_high, dilation, ndim, out), 'kiln_window_min');
}

/**
 * Nx's window_scatter_max (the gradient of window_max): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's largest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_max lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_max's result. (since 1.4)
 * @param x kiln_tensor: the tensor whose windows are searched
 * @param source kiln_tensor: one value per window, on x's device; its dtype is the result's
 * @param init_value double: the value every result element starts from
 * @param window const int64_t*: window extent per axis, >= 1
 * @param strides const int64_t* [nullable]: per axis, >= 1; NULL means 1
 * @param padding_low const int64_t* [nullable]: elements before each axis (negative crops); NULL means 0
 * @param padding_high const int64_t* [nullable]: elements after each axis (negative crops); NULL means 0
 * @param ndim size_t: must equal x's rank
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_window_scatter_max(x, source, init_value, window, strides, padding_low, padding_high, ndim, out) {
  check(raw.kiln_window_scatter_max(x, source, init_value, window, strides, padding_low, padding_high, ndim, out), 'kiln_window_scatter_max');
}

/**
 * Nx's window_scatter_min (the gradient of window_min): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's smallest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_min lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_min's result. (since 1.4)
 * @param x kiln_tensor: the tensor whose windows are searched
 * @param source kiln_tensor: one value per window, on x's device; its dtype is the result's
 * @param init_value double: the value every result element starts from
 * @param window const int64_t*: window extent per axis, >= 1
 * @param strides const int64_t* [nullable]: per axis, >= 1; NULL means 1
 * @param padding_low const int64_t* [nullable]: elements before each axis (negative crops); NULL means 0
 * @param padding_high const int64_t* [nullable]: elements after each axis (negative crops); NULL means 0
 * @param ndim size_t: must equal x's rank
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_window_scatter_min(x, source, init_value, window, strides, padding_low, padding_high, ndim, out) {
  check(raw.kiln_window_scatter_min(x, source, init_value, window, strides, padding_low, padding_high, ndim, out), 'kiln_window_scatter_min');
}

/**
 * Elementwise leaky rectified linear unit: x where x >= 0, negative_slope * x elsewhere (NaN stays NaN). A composite of multiply and where, which fuse; integers and bool convert to float32 first. (since 1.4)
 * @param x kiln_tensor: input
 * @param negative_slope double: the slope for negative x (0.01 in PyTorch)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_leaky_relu(x, negative_slope, out) {
  check(raw.kiln_leaky_relu(x, negative_slope, out), 'kiln_leaky_relu');
}

/**
 * Elementwise exponential linear unit: x where x > 0, alpha * (e^x - 1) elsewhere (through expm1; NaN stays NaN). A composite of expm1, multiply and where, which fuse; integers and bool convert to float32 first. (since 1.4)
 * @param x kiln_tensor: input
 * @param alpha double: the scale of the negative branch (1.0 in PyTorch)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_elu(x, alpha, out) {
  check(raw.kiln_elu(x, alpha, out), 'kiln_elu');
}

/**
 * Contraction of a and b over pairs of axes, with batch axes, as Nx.dot/6: contract_a[i] of a is summed against contract_b[i] of b (equal lengths), batch_a[i] of a is paired with batch_b[i] of b (equal lengths, kept); the result's axes are the batch axes (in the order given), then a's other axes, then b's (each in its own order). Dtypes promote; integers wrap in their own type, bool is OR of ANDs. Runs as one batched matrix product on views (no transposing copy where the axes allow). Axes may be negative (counted from the end); an out-of-range axis gives KILN_STATUS_INDEX_OUT_OF_RANGE, repeated axes or lists of unequal lengths KILN_STATUS_INVALID_ARGUMENT, unequal paired extents KILN_STATUS_SHAPE_MISMATCH. (since 1.4)
 * @param a kiln_tensor: left operand
 * @param contract_a const int64_t* [nullable]: a's contracted axes (NULL with ncontract_a 0: none)
 * @param ncontract_a size_t: entries in contract_a
 * @param batch_a const int64_t* [nullable]: a's batch axes (NULL with nbatch_a 0: none)
 * @param nbatch_a size_t: entries in batch_a
 * @param b kiln_tensor: right operand
 * @param contract_b const int64_t* [nullable]: b's contracted axes, paired with contract_a
 * @param ncontract_b size_t: entries in contract_b
 * @param batch_b const int64_t* [nullable]: b's batch axes, paired with batch_a
 * @param nbatch_b size_t: entries in batch_b
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_dot_general(a, contract_a, ncontract_a, batch_a, nbatch_a, b, contract_b, ncontract_b, batch_b, nbatch_b, out) {
  check(raw.kiln_dot_general(a, contract_a, ncontract_a, batch_a, nbatch_a, b, contract_b, ncontract_b, batch_b, nbatch_b, out), 'kiln_dot_general');
}

/**
 * The Cholesky factor of each symmetric positive-definite matrix in x's last two axes (batched over the leading ones), as numpy.linalg.cholesky: lower L with L L^T = x, or upper U = L^T with U^T U = x. Only the lower triangle of x is read. A matrix that is not positive definite gives NaN for that matrix (as JAX and torch.linalg.cholesky_ex; NumPy raises LinAlgError), the same on every device. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param upper bool: return U (upper triangular) instead of L
 * @param out kiln_tensor* [out]: receives the factor, x's shape and (floating) dtype
 */
function kiln_linalg_cholesky(x, upper, out) {
  check(raw.kiln_linalg_cholesky(x, upper, out), 'kiln_linalg_cholesky');
}

/**
 * Solves a X = b (left_side) or X a = b for X, with a triangular, batched over leading axes that broadcast, as Nx.LinAlg.triangular_solve / scipy.linalg.solve_triangular. Only a's chosen triangle is read. A zero on a's diagonal gives infinities or NaN (as BLAS trsm), not an error. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param a kiln_tensor: triangular matrices [..., n, n]
 * @param b kiln_tensor: right-hand sides [..., n, k] (left_side) or [..., k, n]; a 1-d b of length n is one vector and the result is 1-d
 * @param lower bool: a is lower triangular (else upper)
 * @param left_side bool: solve a X = b (else X a = b)
 * @param transpose_a bool: use a's transpose in place of a
 * @param unit_diagonal bool: take a's diagonal as ones without reading it
 * @param out kiln_tensor* [out]: receives X, b's shape after broadcasting the batch axes
 */
function kiln_linalg_triangular_solve(a, b, lower, left_side, transpose_a, unit_diagonal, out) {
  check(raw.kiln_linalg_triangular_solve(a, b, lower, left_side, transpose_a, unit_diagonal, out), 'kiln_linalg_triangular_solve');
}

/**
 * LU decomposition with partial pivoting of each m x n matrix (LAPACK getrf), as scipy.linalg.lu: x = p @ l @ u with p an m x m permutation matrix, l m x k unit lower triangular, u k x n upper triangular, k = min(m, n). A singular matrix is no error (u has a zero on its diagonal). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param p kiln_tensor* [out]: receives the permutation matrices [..., m, m] (x's floating dtype)
 * @param l kiln_tensor* [out]: receives the unit lower triangular factors [..., m, k]
 * @param u kiln_tensor* [out]: receives the upper triangular factors [..., k, n]
 */
function kiln_linalg_lu(x, p, l, u) {
  check(raw.kiln_linalg_lu(x, p, l, u), 'kiln_linalg_lu');
}

/**
 * QR decomposition of each m x n matrix (Householder, LAPACK geqrf/orgqr), as numpy.linalg.qr: mode 'reduced' (q [..., m, k], r [..., k, n], k = min(m, n)) or 'complete' (q [..., m, m], r [..., m, n]). q has orthonormal columns; the signs are LAPACK's (r's diagonal may be negative). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param complete bool: mode 'complete' (else 'reduced')
 * @param q kiln_tensor* [out]: receives q
 * @param r kiln_tensor* [out]: receives r
 */
function kiln_linalg_qr(x, complete, q, r) {
  check(raw.kiln_linalg_qr(x, complete, q, r), 'kiln_linalg_qr');
}

/**
 * Eigenvalues (ascending) and orthonormal eigenvectors (columns) of each symmetric matrix, as numpy.linalg.eigh (LAPACK syevd, reading the lower triangle): x @ v = v * w[..., None, :]. Each eigenvector's sign is LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param eigenvalues kiln_tensor* [out]: receives w [..., n]
 * @param eigenvectors kiln_tensor* [out]: receives v [..., n, n]
 */
function kiln_linalg_eigh(x, eigenvalues, eigenvectors) {
  check(raw.kiln_linalg_eigh(x, eigenvalues, eigenvectors), 'kiln_linalg_eigh');
}

/**
 * The eigenvalues (ascending) of each symmetric matrix, as numpy.linalg.eigvalsh (lower triangle read). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param out kiln_tensor* [out]: receives w [..., n]
 */
function kiln_linalg_eigvalsh(x, out) {
  check(raw.kiln_linalg_eigvalsh(x, out), 'kiln_linalg_eigvalsh');
}

/**
 * Singular value decomposition of each m x n matrix (LAPACK gesdd), as numpy.linalg.svd: x = u @ diag(s) @ vh with s descending; full_matrices gives u [..., m, m] and vh [..., n, n], else u [..., m, k] and vh [..., k, n], k = min(m, n). The singular vectors' signs are LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param full_matrices bool: square u and vh
 * @param u kiln_tensor* [out]: receives u
 * @param s kiln_tensor* [out]: receives s [..., k], descending
 * @param vh kiln_tensor* [out]: receives vh
 */
function kiln_linalg_svd(x, full_matrices, u, s, vh) {
  check(raw.kiln_linalg_svd(x, full_matrices, u, s, vh), 'kiln_linalg_svd');
}

/**
 * The singular values (descending) of each matrix, as numpy.linalg.svdvals. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a float32 or float64 tensor of rank >= 2, matrices in its last two axes (integer and bool inputs are computed in float64; float16/bfloat16 give KILN_STATUS_UNSUPPORTED_DTYPE)
 * @param out kiln_tensor* [out]: receives s [..., min(m, n)]
 */
function kiln_linalg_svdvals(x, out) {
  check(raw.kiln_linalg_svdvals(x, out), 'kiln_linalg_svdvals');
}

/**
 * Solves a x = b for x (LAPACK gesv: LU with partial pivoting), as numpy.linalg.solve (NumPy 2 rules): b [..., n, k] with batch axes broadcasting against a's, or a 1-d b of length n (one vector; the result is then [..., n]). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT, as NumPy raises LinAlgError. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param a kiln_tensor: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param b kiln_tensor: right-hand sides
 * @param out kiln_tensor* [out]: receives x
 */
function kiln_linalg_solve(a, b, out) {
  check(raw.kiln_linalg_solve(a, b, out), 'kiln_linalg_solve');
}

/**
 * The inverse of each square matrix, as numpy.linalg.inv (LAPACK gesv against the identity). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param out kiln_tensor* [out]: receives the inverses, x's shape
 */
function kiln_linalg_inv(x, out) {
  check(raw.kiln_linalg_inv(x, out), 'kiln_linalg_inv');
}

/**
 * The determinant of each square matrix (product of the LU factor's diagonal times the permutation's sign), as numpy.linalg.det; a 0 x 0 matrix has determinant 1, a singular one 0. A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param out kiln_tensor* [out]: receives the determinants [...]
 */
function kiln_linalg_det(x, out) {
  check(raw.kiln_linalg_det(x, out), 'kiln_linalg_det');
}

/**
 * Sign and natural logarithm of the absolute determinant of each square matrix, as numpy.linalg.slogdet: a singular matrix gives sign 0 and logabsdet -inf; 0 x 0 gives (1, 0). A matrix holding a NaN or infinity gives NaN results for that matrix. (since 1.4)
 * @param x kiln_tensor: a tensor of rank >= 2 whose last two axes are square (n x n); dtypes as kiln_linalg_cholesky
 * @param sign kiln_tensor* [out]: receives the signs (-1, 0 or 1) [...]
 * @param logabsdet kiln_tensor* [out]: receives log|det| [...]
 */
function kiln_linalg_slogdet(x, sign, logabsdet) {
  check(raw.kiln_linalg_slogdet(x, sign, logabsdet), 'kiln_linalg_slogdet');
}

/**
 * The vector norm over the given axes, as numpy.linalg.vector_norm: (sum |x|^ord)^(1/ord); ord inf / -inf: the largest / smallest |x|; ord 0: the number of nonzero elements. Float dtypes are kept, integers and bool compute in float64. A composite of elementwise ops and reductions. (since 1.4)
 * @param x kiln_tensor: input
 * @param ord double: the order: any real number, or +-infinity (NaN gives KILN_STATUS_INVALID_ARGUMENT)
 * @param axes const int64_t* [nullable]: axes (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes
 * @param keepdims bool: keep reduced axes with extent 1
 * @param out kiln_tensor* [out]: receives the norms
 */
function kiln_linalg_vector_norm(x, ord, axes, naxes, keepdims, out) {
  check(raw.kiln_linalg_vector_norm(x, ord, axes, naxes, keepdims, out), 'kiln_linalg_vector_norm');
}

/**
 * The norm of each matrix in the last two axes, as numpy.linalg.matrix_norm (2, -2 and nuc through kiln_linalg_svdvals). float32/float64 are kept, integers and bool compute in float64. (since 1.4)
 * @param x kiln_tensor: a tensor of rank >= 2
 * @param ord kiln_matrix_norm: which norm
 * @param keepdims bool: keep the two matrix axes with extent 1
 * @param out kiln_tensor* [out]: receives the norms [...]
 */
function kiln_linalg_matrix_norm(x, ord, keepdims, out) {
  check(raw.kiln_linalg_matrix_norm(x, ord, keepdims, out), 'kiln_linalg_matrix_norm');
}

/**
 * The least-squares solution x minimising |a x - b| for each m x n matrix a (the minimum-norm one when a is rank deficient), as numpy.linalg.lstsq's first result: through the SVD, singular values at most rcond times the largest taken as zero. b is [..., m, k] (batch axes broadcast) or 1-d of length m (the result is then [..., n]). Residuals, rank and singular values come from kiln_linalg_svdvals and ordinary ops. (since 1.4)
 * @param a kiln_tensor: matrices [..., m, n]; dtypes as kiln_linalg_svd
 * @param b kiln_tensor: right-hand sides
 * @param rcond double: relative cutoff for small singular values; negative: max(m, n) times the dtype's epsilon (NumPy's default)
 * @param out kiln_tensor* [out]: receives x [..., n, k] (or [..., n])
 */
function kiln_linalg_lstsq(a, b, rcond, out) {
  check(raw.kiln_linalg_lstsq(a, b, rcond, out), 'kiln_linalg_lstsq');
}

/**
 * The discrete Fourier transform over the given axes, as numpy.fft.fftn (one axis: numpy.fft.fft), or with inverse its inverse (numpy.fft.ifftn): X[k] = sum_n x[n] exp(-+2 pi i k n / N) along each axis, scaled as norm says. complex64 and complex128 are kept; float64 gives complex128, integers and bool complex128 (NumPy's rule), float16, bfloat16 and float32 complex64. Each axis is transformed in turn; on Vulkan through VkFFT where the device runs it, else on the CPU (a mixed-radix transform, Bluestein's algorithm for lengths with a prime factor above 31). (since 1.8)
 * @param x kiln_tensor: input
 * @param axes const int64_t* [nullable]: the axes to transform, distinct (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes (and in lengths)
 * @param lengths const int64_t* [nullable]: the transform's length along each axis (>= 1): shorter inputs are padded with zeros, longer ones cropped; with axes NULL one per axis of x (naxes = ndim); NULL keeps every axis's extent (which must then be >= 1)
 * @param norm kiln_fft_norm: which direction is scaled, as NumPy's norm
 * @param inverse bool: the inverse transform (exp(+2 pi i k n / N))
 * @param out kiln_tensor* [out]: receives the complex result
 */
function kiln_fft(x, axes, naxes, lengths, norm, inverse, out) {
  check(raw.kiln_fft(x, axes, naxes, lengths, norm, inverse, out), 'kiln_fft');
}

/**
 * The discrete Fourier transform of real input over the given axes, as numpy.fft.rfftn (one axis: numpy.fft.rfft): the last of axes keeps its first n / 2 + 1 frequencies (the rest are their conjugates), the others are transformed in full. float64 gives complex128, integers and bool complex128, other floats complex64; complex input gives KILN_STATUS_UNSUPPORTED_DTYPE. (since 1.8)
 * @param x kiln_tensor: a real input
 * @param axes const int64_t* [nullable]: the axes to transform, distinct (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes (and in lengths)
 * @param lengths const int64_t* [nullable]: the input length along each axis (>= 1), padded with zeros or cropped; NULL keeps every axis's extent
 * @param norm kiln_fft_norm: which direction is scaled, as NumPy's norm
 * @param out kiln_tensor* [out]: receives the complex result
 */
function kiln_rfft(x, axes, naxes, lengths, norm, out) {
  check(raw.kiln_rfft(x, axes, naxes, lengths, norm, out), 'kiln_rfft');
}

/**
 * The inverse of kiln_rfft, as numpy.fft.irfftn (one axis: numpy.fft.irfft): a real result whose last transformed axis has n points, from the first n / 2 + 1 frequencies along it (the rest taken as their conjugates; the imaginary parts of the zero and, for even n, the n / 2 frequency are ignored). complex64 gives float32, complex128 float64; real input is read as complex (float64, integers and bool as complex128). (since 1.8)
 * @param x kiln_tensor: the frequencies
 * @param axes const int64_t* [nullable]: the axes to transform, distinct (negative counts from the end); NULL means every axis
 * @param naxes size_t: number of entries in axes (and in lengths)
 * @param lengths const int64_t* [nullable]: the output length along each axis (>= 1); NULL keeps the other axes' extents and gives the last 2 (m - 1) points from its m frequencies
 * @param norm kiln_fft_norm: which direction is scaled, as NumPy's norm
 * @param out kiln_tensor* [out]: receives the real result
 */
function kiln_irfft(x, axes, naxes, lengths, norm, out) {
  check(raw.kiln_irfft(x, axes, naxes, lengths, norm, out), 'kiln_irfft');
}

/**
 * Pads with a constant as XLA's Pad and Nx.pad: interior[i] value elements go between neighbours on axis i first, then low[i] before and high[i] after; a negative low or high crops that many elements from that end instead. Each result extent, low + n + (n - 1) * interior + high (n > 0; low + high when n is 0), must be non-negative. (since 1.5)
 * @param x kiln_tensor: input
 * @param low const int64_t*: elements before, per axis (negative crops)
 * @param high const int64_t*: elements after, per axis (negative crops)
 * @param interior const int64_t*: non-negative elements between neighbours, per axis
 * @param naxes size_t: must equal ndim
 * @param value double: fill value
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_pad_general(x, low, high, interior, naxes, value, out) {
  check(raw.kiln_pad_general(x, low, high, interior, naxes, value, out), 'kiln_pad_general');
}

/**
 * The window of extents sizes[i] starting at starts[i] on each axis, as XLA's DynamicSlice and Nx.slice with tensor starts: starts is read on the device when the result is evaluated (building the graph reads nothing), each start clamped into [0, n - size] so the window fits. (since 1.5)
 * @param x kiln_tensor: input
 * @param starts kiln_tensor: start indices: an integer tensor of shape [ndim], on x's device
 * @param sizes const int64_t*: window extent per axis, in [0, n]
 * @param nsizes size_t: must equal ndim
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_dynamic_slice(x, starts, sizes, nsizes, out) {
  check(raw.kiln_dynamic_slice(x, starts, sizes, nsizes, out), 'kiln_dynamic_slice');
}

/**
 * x with the window at starts replaced by update, as XLA's DynamicUpdateSlice and Nx.put_slice: starts is read on the device when the result is evaluated, each start clamped into [0, n - update extent] so the window fits. The result has x's dtype (update is converted). (since 1.5)
 * @param x kiln_tensor: input
 * @param starts kiln_tensor: start indices: an integer tensor of shape [ndim], on x's device
 * @param update kiln_tensor: the new window: x's rank, each extent at most x's, on x's device
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_dynamic_update_slice(x, starts, update, out) {
  check(raw.kiln_dynamic_update_slice(x, starts, update, out), 'kiln_dynamic_update_slice');
}

/**
 * A random permutation of 0, 1, ..., n - 1 (int64) from the key: the stable argsort of the key's uint64 random_bits of shape [n], so the same key gives the same permutation on every device. Take x's first axis with it (kiln_take) to shuffle a tensor. (since 1.5)
 * @param key kiln_tensor: the key: a uint32 tensor of shape [2], on the device the result is made on
 * @param n int64_t: number of elements (non-negative)
 * @param out kiln_tensor* [out]: receives the result tensor
 */
function kiln_random_permutation(key, n, out) {
  check(raw.kiln_random_permutation(key, n, out), 'kiln_random_permutation');
}

/**
 * A group of every rank of the job, over an engine: "mpi" (MPI loaded at run time: KILN_MPI_LIBRARY names the library, else Open MPI's libmpi.so.40 or MPICH's libmpich.so.12; MPI is initialised unless the application did), "self" (a group of one, needing no engine), or "any": MPI when the process was started by an MPI launcher, else a group of one. "mpi" without an MPI library fails with UNSUPPORTED saying what was tried. Every call returns a handle to the same world group. Making the world group waits for every rank (MPI_Comm_dup) at most KILN_COLLECTIVE_TIMEOUT seconds, else 300: past that it fails with KILN_STATUS_DEVICE_ERROR. (since 1.11)
 * @param engine const char*: NUL-terminated: "any", "mpi" or "self"
 * @param out kiln_group* [out]: receives the group
 */
function kiln_group_init(engine, out) {
  check(raw.kiln_group_init(engine, out), 'kiln_group_init');
}

/**
 * A group over the application's MPI communicator (mpi4py's, for example), which Kiln duplicates: the caller may free its own afterwards. MPI must be initialised, by the same MPI library Kiln finds (the one already loaded in the process). (since 1.11)
 * @param comm const void*: the address of an MPI_Comm variable (an int under MPICH, a pointer under Open MPI; mpi4py: MPI._addressof(comm))
 * @param out kiln_group* [out]: receives the group
 */
function kiln_group_from_mpi_comm(comm, out) {
  check(raw.kiln_group_from_mpi_comm(comm, out), 'kiln_group_from_mpi_comm');
}

/**
 * This process's rank in the group, from 0. (since 1.11)
 * @param group kiln_group: the group
 * @param rank int64_t* [out]: receives the rank
 */
function kiln_group_rank(group, rank) {
  check(raw.kiln_group_rank(group, rank), 'kiln_group_rank');
}

/**
 * The number of ranks in the group. (since 1.11)
 * @param group kiln_group: the group
 * @param size int64_t* [out]: receives the size
 */
function kiln_group_size(group, size) {
  check(raw.kiln_group_size(group, size), 'kiln_group_size');
}

/**
 * Splits the group (a collective call: every rank of it must make it): ranks that pass the same color form a new group, ranked by key, then by their rank here. A negative color joins no group: out is NULL. If the other ranks do not all make the call within the group's timeout (kiln_group_set_timeout), it fails with KILN_STATUS_DEVICE_ERROR and MPI is unusable in this process from then on: the abandoned MPI call may still be running. (since 1.11)
 * @param group kiln_group: the group
 * @param color int64_t: the new group to join (negative: none)
 * @param key int64_t: orders ranks within the new group
 * @param out kiln_group* [out]: receives the new group (NULL for a negative color)
 */
function kiln_group_split(group, color, key, out) {
  check(raw.kiln_group_split(group, color, key, out), 'kiln_group_split');
}

/**
 * How long one exchange of this group may wait for the other ranks before it fails with KILN_STATUS_DEVICE_ERROR (a dead or stuck rank); after such a failure every later collective on the group fails at once. The default is KILN_COLLECTIVE_TIMEOUT seconds, else 300. (since 1.11)
 * @param group kiln_group: the group
 * @param seconds double: the limit (0: wait for ever)
 */
function kiln_group_set_timeout(group, seconds) {
  check(raw.kiln_group_set_timeout(group, seconds), 'kiln_group_set_timeout');
}

/**
 * Releases a group; collectives built on it stay valid. (since 1.11)
 * @param group kiln_group: the group
 */
function kiln_group_release(group) {
  check(raw.kiln_group_release(group), 'kiln_group_release');
}

/**
 * Lazy: the elementwise sum of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool sums as OR; float16 and bfloat16 add in float32 and round once; integers wrap. (since 1.11)
 * @param x kiln_tensor: this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group kiln_group: the group
 * @param out kiln_tensor* [out]: the reduced tensor, on x's device
 */
function kiln_all_sum(x, group, out) {
  check(raw.kiln_all_sum(x, group, out), 'kiln_all_sum');
}

/**
 * Lazy: the elementwise max of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: OR; complex: UNSUPPORTED_DTYPE. (since 1.11)
 * @param x kiln_tensor: this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group kiln_group: the group
 * @param out kiln_tensor* [out]: the reduced tensor, on x's device
 */
function kiln_all_max(x, group, out) {
  check(raw.kiln_all_max(x, group, out), 'kiln_all_max');
}

/**
 * Lazy: the elementwise min of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: AND; complex: UNSUPPORTED_DTYPE. (since 1.11)
 * @param x kiln_tensor: this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group kiln_group: the group
 * @param out kiln_tensor* [out]: the reduced tensor, on x's device
 */
function kiln_all_min(x, group, out) {
  check(raw.kiln_all_min(x, group, out), 'kiln_all_min');
}

/**
 * Lazy: every rank's x concatenated along axis 0 in rank order (shape [size * n, ...]; a 0-d x gives [size]). All ranks' x must share shape and dtype. (since 1.11)
 * @param x kiln_tensor: this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group kiln_group: the group
 * @param out kiln_tensor* [out]: the gathered tensor, on x's device
 */
function kiln_all_gather(x, group, out) {
  check(raw.kiln_all_gather(x, group, out), 'kiln_all_gather');
}

/**
 * Lazy: the sum of x over the ranks (as kiln_all_sum), cut along axis 0 into size blocks; rank r receives block r (shape [n / size, ...]). x's first axis must divide by the group size (else SHAPE_MISMATCH). (since 1.11)
 * @param x kiln_tensor: this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param group kiln_group: the group
 * @param out kiln_tensor* [out]: this rank's block of the sum, on x's device
 */
function kiln_sum_scatter(x, group, out) {
  check(raw.kiln_sum_scatter(x, group, out), 'kiln_sum_scatter');
}

/**
 * Lazy: sends x to rank dst of the group when the result is evaluated (the result holds x's values). dst must receive it with kiln_recv of the same shape and dtype; sends from one rank to another arrive in the order they are evaluated. (since 1.11)
 * @param x kiln_tensor: this rank's tensor (any dtype and shape, CPU or Vulkan)
 * @param dst int64_t: the receiving rank (not this one)
 * @param group kiln_group: the group
 * @param out kiln_tensor* [out]: x, sent once evaluated
 */
function kiln_send(x, dst, group, out) {
  check(raw.kiln_send(x, dst, group, out), 'kiln_send');
}

/**
 * Lazy: a tensor of the given shape and dtype received from rank src of the group when evaluated. (since 1.11)
 * @param shape const int64_t*: extents, ndim of them (may be NULL when ndim is 0)
 * @param ndim size_t: number of dimensions
 * @param dtype kiln_dtype: element type
 * @param src int64_t: the sending rank (not this one)
 * @param group kiln_group: the group
 * @param device kiln_device: device of the result
 * @param out kiln_tensor* [out]: the received tensor
 */
function kiln_recv(shape, ndim, dtype, src, group, device, out) {
  check(raw.kiln_recv(shape, ndim, dtype, src, group, device, out), 'kiln_recv');
}

/** value -> name of a frozen enum object. */
function nameLookup(values) {
  return Object.freeze(Object.fromEntries(Object.entries(values).map(([name, value]) => [value, name])));
}

/** A koffi function, or, when the loaded library lacks the symbol (a library older than this
 * binding), a function that throws when called so that everything else still works. */
function declare(name, result, params) {
  try {
    return lib.func(name, result, params);
  } catch (err) {
    return () => {
      throw new KilnError('UNSUPPORTED', Status.UNSUPPORTED,
        `${name} is not in the loaded library (${err.message}); it needs libkiln ${VERSION.major}.${VERSION.minor}`, name);
    };
  }
}

/** Throws the KilnError for a failed status, with the library's message for it. */
function check(status, fn) {
  if (status === Status.OK) return;
  const message = raw.kiln_last_error() || `${fn} failed with status ${status}`;
  throw new KilnError(StatusName[status] ?? `UNKNOWN_${status}`, status, message, fn);
}

module.exports = {
  koffi,
  lib,
  raw,
  check,
  VERSION,
  SKIPPED,
  OPS,
  kiln_tensor,
  kiln_device,
  kiln_borrow,
  kiln_stream,
  kiln_function,
  kiln_group,
  DLManagedTensorVersioned,
  DLManagedTensor,
  Status,
  StatusName,
  StatusDoc,
  kiln_status,
  Dtype,
  DtypeName,
  DtypeDoc,
  kiln_dtype,
  DeviceKind,
  DeviceKindName,
  DeviceKindDoc,
  kiln_device_kind,
  DlpackCopy,
  DlpackCopyName,
  DlpackCopyDoc,
  kiln_dlpack_copy,
  EventKind,
  EventKindName,
  EventKindDoc,
  kiln_event_kind,
  EventPhase,
  EventPhaseName,
  EventPhaseDoc,
  kiln_event_phase,
  DebugFlag,
  DebugFlagName,
  DebugFlagDoc,
  kiln_debug_flag,
  FallbackPolicy,
  FallbackPolicyName,
  FallbackPolicyDoc,
  kiln_fallback_policy,
  OpSupport,
  OpSupportName,
  OpSupportDoc,
  kiln_op_support,
  MatrixNorm,
  MatrixNormName,
  MatrixNormDoc,
  kiln_matrix_norm,
  FftNorm,
  FftNormName,
  FftNormDoc,
  kiln_fft_norm,
  kiln_device_info,
  kiln_memory_stats,
  kiln_dlpack_options,
  kiln_telemetry_event,
  kiln_vulkan_handles,
  kiln_telemetry_callback,
  kiln_last_error,
  kiln_status_string,
  kiln_version,
  kiln_dtype_size,
  kiln_device_count,
  kiln_device_get,
  kiln_device_default,
  kiln_device_set_default,
  kiln_device_find,
  kiln_device_get_info,
  kiln_device_memory_stats,
  kiln_device_set_memory_limit,
  kiln_device_clear_cache,
  kiln_tensor_create,
  kiln_full,
  kiln_zeros,
  kiln_ones,
  kiln_arange,
  kiln_eye,
  kiln_tensor_retain,
  kiln_tensor_release,
  kiln_tensor_ndim,
  kiln_tensor_shape,
  kiln_tensor_dtype,
  kiln_tensor_device,
  kiln_tensor_size,
  kiln_tensor_nbytes,
  kiln_tensor_is_evaluated,
  kiln_tensor_eval,
  kiln_tensor_eval_async,
  kiln_tensor_read,
  kiln_tensor_borrow,
  kiln_borrow_release,
  kiln_tensor_copy,
  kiln_tensor_to_device,
  kiln_stream_create,
  kiln_stream_release,
  kiln_stream_device,
  kiln_stream_eval,
  kiln_stream_eval_async,
  kiln_placeholder,
  kiln_function_create,
  kiln_function_call,
  kiln_function_arity,
  kiln_function_release,
  kiln_function_vjp,
  kiln_function_jvp,
  kiln_function_value_and_grad,
  kiln_negative,
  kiln_abs,
  kiln_sign,
  kiln_exp,
  kiln_log,
  kiln_log1p,
  kiln_expm1,
  kiln_sqrt,
  kiln_rsqrt,
  kiln_square,
  kiln_sin,
  kiln_cos,
  kiln_tan,
  kiln_tanh,
  kiln_sigmoid,
  kiln_erf,
  kiln_floor,
  kiln_ceil,
  kiln_round,
  kiln_logical_not,
  kiln_bitwise_not,
  kiln_isnan,
  kiln_isinf,
  kiln_isfinite,
  kiln_asin,
  kiln_acos,
  kiln_atan,
  kiln_sinh,
  kiln_cosh,
  kiln_asinh,
  kiln_acosh,
  kiln_atanh,
  kiln_log2,
  kiln_log10,
  kiln_exp2,
  kiln_cbrt,
  kiln_erfc,
  kiln_erf_inv,
  kiln_trunc,
  kiln_reciprocal,
  kiln_population_count,
  kiln_count_leading_zeros,
  kiln_signbit,
  kiln_round_half_away,
  kiln_add,
  kiln_subtract,
  kiln_multiply,
  kiln_divide,
  kiln_floor_divide,
  kiln_remainder,
  kiln_power,
  kiln_maximum,
  kiln_minimum,
  kiln_atan2,
  kiln_equal,
  kiln_not_equal,
  kiln_less,
  kiln_less_equal,
  kiln_greater,
  kiln_greater_equal,
  kiln_logical_and,
  kiln_logical_or,
  kiln_logical_xor,
  kiln_bitwise_and,
  kiln_bitwise_or,
  kiln_bitwise_xor,
  kiln_left_shift,
  kiln_right_shift,
  kiln_logaddexp,
  kiln_hypot,
  kiln_copysign,
  kiln_quotient,
  kiln_fmod,
  kiln_sum,
  kiln_prod,
  kiln_max,
  kiln_min,
  kiln_mean,
  kiln_all,
  kiln_any,
  kiln_argmax,
  kiln_argmin,
  kiln_logsumexp,
  kiln_cumulative_sum,
  kiln_cumulative_product,
  kiln_cumulative_max,
  kiln_cumulative_min,
  kiln_logcumsumexp,
  kiln_relu,
  kiln_silu,
  kiln_gelu,
  kiln_gelu_tanh,
  kiln_softplus,
  kiln_real,
  kiln_imag,
  kiln_conj,
  kiln_angle,
  kiln_stop_gradient,
  kiln_where,
  kiln_clip,
  kiln_astype,
  kiln_bitcast,
  kiln_matmul,
  kiln_reshape,
  kiln_transpose,
  kiln_broadcast_to,
  kiln_expand_dims,
  kiln_squeeze,
  kiln_slice,
  kiln_concatenate,
  kiln_stack,
  kiln_pad,
  kiln_flip,
  kiln_tensor_to_dlpack,
  kiln_tensor_from_dlpack,
  kiln_tensor_to_dlpack_legacy,
  kiln_tensor_from_dlpack_legacy,
  kiln_tensor_dlpack_device,
  kiln_take,
  kiln_take_along_axis,
  kiln_gather,
  kiln_indexed_add,
  kiln_indexed_put,
  kiln_argwhere,
  kiln_argsort,
  kiln_sort,
  kiln_top_k,
  kiln_unique,
  kiln_searchsorted,
  kiln_telemetry_subscribe,
  kiln_telemetry_unsubscribe,
  kiln_debug_set_flags,
  kiln_debug_get_flags,
  kiln_fallback_set_policy,
  kiln_fallback_get_policy,
  kiln_device_op_support,
  kiln_device_fallback_count,
  kiln_device_fallback_get,
  kiln_device_vulkan_handles,
  kiln_device_cuda_device,
  kiln_tensor_to_dlpack_cuda,
  kiln_tensor_to_dlpack_cuda_legacy,
  kiln_weak_scalar_int,
  kiln_weak_scalar_float,
  kiln_fusion_set_enabled,
  kiln_fusion_get_enabled,
  kiln_softmax,
  kiln_log_softmax,
  kiln_var,
  kiln_std,
  kiln_random_bits,
  kiln_random_uniform,
  kiln_random_normal,
  kiln_random_randint,
  kiln_random_bernoulli,
  kiln_info_report,
  kiln_rms_norm,
  kiln_layer_norm,
  kiln_scaled_dot_product_attention,
  kiln_conv,
  kiln_window_sum,
  kiln_window_product,
  kiln_window_max,
  kiln_window_min,
  kiln_window_scatter_max,
  kiln_window_scatter_min,
  kiln_leaky_relu,
  kiln_elu,
  kiln_dot_general,
  kiln_linalg_cholesky,
  kiln_linalg_triangular_solve,
  kiln_linalg_lu,
  kiln_linalg_qr,
  kiln_linalg_eigh,
  kiln_linalg_eigvalsh,
  kiln_linalg_svd,
  kiln_linalg_svdvals,
  kiln_linalg_solve,
  kiln_linalg_inv,
  kiln_linalg_det,
  kiln_linalg_slogdet,
  kiln_linalg_vector_norm,
  kiln_linalg_matrix_norm,
  kiln_linalg_lstsq,
  kiln_fft,
  kiln_rfft,
  kiln_irfft,
  kiln_pad_general,
  kiln_dynamic_slice,
  kiln_dynamic_update_slice,
  kiln_random_permutation,
  kiln_group_init,
  kiln_group_from_mpi_comm,
  kiln_group_rank,
  kiln_group_size,
  kiln_group_split,
  kiln_group_set_timeout,
  kiln_group_release,
  kiln_all_sum,
  kiln_all_max,
  kiln_all_min,
  kiln_all_gather,
  kiln_sum_scatter,
  kiln_send,
  kiln_recv,
};
