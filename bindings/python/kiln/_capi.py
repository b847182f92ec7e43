"""Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.

Low-level ctypes view of the Kiln C API: every function raises a KilnError subclass
on a non-OK status (see errors.py)."""
import ctypes
import enum

from ._loader import load_library
from .errors import check_status

VERSION = (1, 15, 0)


class kiln_tensor(ctypes.c_void_p):
    """A lazy tensor. Reference-counted: release each handle you receive."""


class kiln_device(ctypes.c_void_p):
    """A device (CPU or Vulkan GPU). Lives for the whole process."""


class kiln_borrow(ctypes.c_void_p):
    """A read-only loan of a tensor's elements from kiln_tensor_borrow."""


class kiln_stream(ctypes.c_void_p):
    """An ordering of evals on one device (kiln_stream_create). Release it with kiln_stream_release."""


class kiln_function(ctypes.c_void_p):
    """A lazy graph captured from placeholder inputs to outputs (kiln_function_create), rebuilt on new inputs by kiln_function_call. Release it with kiln_function_release."""


class kiln_group(ctypes.c_void_p):
    """A group of processes (ranks) that collectives exchange data among (kiln_group_init, kiln_group_from_mpi_comm, kiln_group_split). Release it with kiln_group_release; collectives built on it keep what they need."""


class Status(enum.IntEnum):
    """Result of every call."""

    OK = 0
    INVALID_ARGUMENT = 1
    INVALID_HANDLE = 2
    SHAPE_MISMATCH = 3
    UNSUPPORTED_DTYPE = 4
    UNSUPPORTED = 5
    OUT_OF_MEMORY = 6
    DEVICE_ERROR = 7
    INDEX_OUT_OF_RANGE = 8
    INTERNAL = 9
    NON_FINITE = 10


class Dtype(enum.IntEnum):
    """Element types. float8_e5m2, float8_e4m3fn and the 2- and 4-bit integers (since 1.13) are stored one byte an element and every op computes in float32, int8 or uint8 and rounds or wraps back; int2, int4, uint2 and uint4 cross the C API and DLPack packed, the first element in the low bits of a byte (docs/dtypes.md)."""

    BOOL = 0
    INT8 = 1
    INT16 = 2
    INT32 = 3
    INT64 = 4
    UINT8 = 5
    UINT16 = 6
    UINT32 = 7
    UINT64 = 8
    FLOAT16 = 9
    BFLOAT16 = 10
    FLOAT32 = 11
    FLOAT64 = 12
    COMPLEX64 = 13
    COMPLEX128 = 14
    FLOAT8_E5M2 = 15
    FLOAT8_E4M3FN = 16
    INT2 = 17
    INT4 = 18
    UINT2 = 19
    UINT4 = 20


class DeviceKind(enum.IntEnum):
    """Kinds of device."""

    CPU = 0
    VULKAN = 1


class DlpackCopy(enum.IntEnum):
    """Whether a DLPack export or import may copy the elements."""

    KILN_DLPACK_COPY_IF_NEEDED = 0
    KILN_DLPACK_COPY_NEVER = 1
    KILN_DLPACK_COPY_ALWAYS = 2


class EventKind(enum.IntEnum):
    """What a telemetry event describes."""

    EVAL = 0
    READ = 1
    TRANSFER = 2
    DLPACK_EXPORT = 3
    DLPACK_IMPORT = 4
    FALLBACK = 5
    ALLOCATION = 6
    FUSION = 7
    COLLECTIVE = 8


class EventPhase(enum.IntEnum):
    """Whether an event opens or closes its span."""

    START = 0
    STOP = 1


class DebugFlag(enum.IntEnum):
    """Debug checks, combined as bits. Off by default; KILN_DEBUG=bounds,nan switches them on at load."""

    BOUNDS = 1
    NAN = 2


class FallbackPolicy(enum.IntEnum):
    """What happens to an op a device cannot run natively."""

    ALLOW = 0
    ERROR = 1


class OpSupport(enum.IntEnum):
    """How a device runs an op for a dtype."""

    NATIVE = 0
    FALLBACK = 1
    NONE = 2


class MatrixNorm(enum.IntEnum):
    """Which matrix norm kiln_linalg_matrix_norm computes (numpy.linalg.matrix_norm's ord)."""

    FRO = 0
    NUC = 1
    ONE = 2
    NEG_ONE = 3
    TWO = 4
    NEG_TWO = 5
    INF = 6
    NEG_INF = 7


class FftNorm(enum.IntEnum):
    """Which direction of a Fourier transform kiln_fft, kiln_rfft and kiln_irfft scale, as NumPy's norm: the product N of the transformed lengths."""

    BACKWARD = 0
    ORTHO = 1
    FORWARD = 2


class kiln_device_info(ctypes.Structure):
    """What a device is and can do."""

    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("index", ctypes.c_size_t),
        ("kind", ctypes.c_int),
        ("name", ctypes.c_char_p),
        ("label", ctypes.c_char_p),
        ("memory_bytes", ctypes.c_uint64),
        ("dtype_mask", ctypes.c_uint32),
        ("host_visible", ctypes.c_bool),
        ("cooperative_matrix", ctypes.c_bool),
        ("subgroup_size", ctypes.c_uint32),
        ("max_buffer_range", ctypes.c_uint64),
        ("driver_name", ctypes.c_char_p),
        ("driver_version", ctypes.c_char_p),
    ]


class kiln_memory_stats(ctypes.Structure):
    """A device's memory use."""

    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("active_bytes", ctypes.c_uint64),
        ("peak_bytes", ctypes.c_uint64),
        ("cached_bytes", ctypes.c_uint64),
        ("limit_bytes", ctypes.c_uint64),
        ("device_allocations", ctypes.c_uint64),
    ]


class kiln_dlpack_options(ctypes.Structure):
    """Options of the DLPack functions. A NULL options pointer means all defaults (the zero-initialised struct)."""

    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("copy", ctypes.c_int),
        ("device", kiln_device),
        ("read_only", ctypes.c_bool),
        ("export_device", kiln_device),
    ]


class kiln_telemetry_event(ctypes.Structure):
    """One telemetry event. Valid only during the callback; copy what you keep."""

    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("kind", ctypes.c_int),
        ("phase", ctypes.c_int),
        ("id", ctypes.c_uint64),
        ("parent_id", ctypes.c_uint64),
        ("timestamp_ns", ctypes.c_uint64),
        ("duration_ns", ctypes.c_uint64),
        ("device", kiln_device),
        ("bytes", ctypes.c_uint64),
        ("count", ctypes.c_int64),
        ("name", ctypes.c_char_p),
        ("status", ctypes.c_int),
    ]


class kiln_vulkan_handles(ctypes.Structure):
    """The Vulkan objects behind a Kiln Vulkan device, for code that shares its VkDevice (kDLVulkan DLPack exchange). Kiln owns them all; they live for the whole process."""

    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("instance", ctypes.c_void_p),
        ("physical_device", ctypes.c_void_p),
        ("device", ctypes.c_void_p),
        ("queue", ctypes.c_void_p),
        ("queue_family_index", ctypes.c_uint32),
    ]


kiln_telemetry_callback = ctypes.CFUNCTYPE(None, ctypes.POINTER(kiln_telemetry_event), ctypes.c_void_p)
"""Receives telemetry events. Runs synchronously on the thread whose Kiln call caused the event, while Kiln's API lock is held: it may call Kiln functions (including kiln_telemetry_unsubscribe), and calls from other threads wait until it returns."""


lib = load_library()

lib.kiln_last_error.argtypes = []
lib.kiln_last_error.restype = ctypes.c_char_p
lib.kiln_status_string.argtypes = [ctypes.c_int]
lib.kiln_status_string.restype = ctypes.c_char_p
lib.kiln_version.argtypes = [ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32)]
lib.kiln_version.restype = ctypes.c_int
lib.kiln_version.errcheck = check_status
lib.kiln_dtype_size.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_size_t)]
lib.kiln_dtype_size.restype = ctypes.c_int
lib.kiln_dtype_size.errcheck = check_status
lib.kiln_device_count.argtypes = [ctypes.POINTER(ctypes.c_size_t)]
lib.kiln_device_count.restype = ctypes.c_int
lib.kiln_device_count.errcheck = check_status
lib.kiln_device_get.argtypes = [ctypes.c_size_t, ctypes.POINTER(kiln_device)]
lib.kiln_device_get.restype = ctypes.c_int
lib.kiln_device_get.errcheck = check_status
lib.kiln_device_default.argtypes = [ctypes.POINTER(kiln_device)]
lib.kiln_device_default.restype = ctypes.c_int
lib.kiln_device_default.errcheck = check_status
lib.kiln_device_set_default.argtypes = [kiln_device]
lib.kiln_device_set_default.restype = ctypes.c_int
lib.kiln_device_set_default.errcheck = check_status
lib.kiln_device_find.argtypes = [ctypes.c_char_p, ctypes.POINTER(kiln_device)]
lib.kiln_device_find.restype = ctypes.c_int
lib.kiln_device_find.errcheck = check_status
lib.kiln_device_get_info.argtypes = [kiln_device, ctypes.POINTER(kiln_device_info)]
lib.kiln_device_get_info.restype = ctypes.c_int
lib.kiln_device_get_info.errcheck = check_status
lib.kiln_device_memory_stats.argtypes = [kiln_device, ctypes.POINTER(kiln_memory_stats)]
lib.kiln_device_memory_stats.restype = ctypes.c_int
lib.kiln_device_memory_stats.errcheck = check_status
lib.kiln_device_set_memory_limit.argtypes = [kiln_device, ctypes.c_uint64]
lib.kiln_device_set_memory_limit.restype = ctypes.c_int
lib.kiln_device_set_memory_limit.errcheck = check_status
lib.kiln_device_clear_cache.argtypes = [kiln_device]
lib.kiln_device_clear_cache.restype = ctypes.c_int
lib.kiln_device_clear_cache.errcheck = check_status
lib.kiln_tensor_create.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_tensor_create.restype = ctypes.c_int
lib.kiln_tensor_create.errcheck = check_status
lib.kiln_full.argtypes = [ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_double, ctypes.c_int, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_full.restype = ctypes.c_int
lib.kiln_full.errcheck = check_status
lib.kiln_zeros.argtypes = [ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_zeros.restype = ctypes.c_int
lib.kiln_zeros.errcheck = check_status
lib.kiln_ones.argtypes = [ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_ones.restype = ctypes.c_int
lib.kiln_ones.errcheck = check_status
lib.kiln_arange.argtypes = [ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.c_int, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_arange.restype = ctypes.c_int
lib.kiln_arange.errcheck = check_status
lib.kiln_eye.argtypes = [ctypes.c_int64, ctypes.c_int64, ctypes.c_int64, ctypes.c_int, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_eye.restype = ctypes.c_int
lib.kiln_eye.errcheck = check_status
lib.kiln_tensor_retain.argtypes = [kiln_tensor]
lib.kiln_tensor_retain.restype = ctypes.c_int
lib.kiln_tensor_retain.errcheck = check_status
lib.kiln_tensor_release.argtypes = [kiln_tensor]
lib.kiln_tensor_release.restype = ctypes.c_int
lib.kiln_tensor_release.errcheck = check_status
lib.kiln_tensor_ndim.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_size_t)]
lib.kiln_tensor_ndim.restype = ctypes.c_int
lib.kiln_tensor_ndim.errcheck = check_status
lib.kiln_tensor_shape.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t]
lib.kiln_tensor_shape.restype = ctypes.c_int
lib.kiln_tensor_shape.errcheck = check_status
lib.kiln_tensor_dtype.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int)]
lib.kiln_tensor_dtype.restype = ctypes.c_int
lib.kiln_tensor_dtype.errcheck = check_status
lib.kiln_tensor_device.argtypes = [kiln_tensor, ctypes.POINTER(kiln_device)]
lib.kiln_tensor_device.restype = ctypes.c_int
lib.kiln_tensor_device.errcheck = check_status
lib.kiln_tensor_size.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64)]
lib.kiln_tensor_size.restype = ctypes.c_int
lib.kiln_tensor_size.errcheck = check_status
lib.kiln_tensor_nbytes.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_size_t)]
lib.kiln_tensor_nbytes.restype = ctypes.c_int
lib.kiln_tensor_nbytes.errcheck = check_status
lib.kiln_tensor_is_evaluated.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_bool)]
lib.kiln_tensor_is_evaluated.restype = ctypes.c_int
lib.kiln_tensor_is_evaluated.errcheck = check_status
lib.kiln_tensor_eval.argtypes = [ctypes.POINTER(kiln_tensor), ctypes.c_size_t]
lib.kiln_tensor_eval.restype = ctypes.c_int
lib.kiln_tensor_eval.errcheck = check_status
lib.kiln_tensor_eval_async.argtypes = [ctypes.POINTER(kiln_tensor), ctypes.c_size_t]
lib.kiln_tensor_eval_async.restype = ctypes.c_int
lib.kiln_tensor_eval_async.errcheck = check_status
lib.kiln_tensor_read.argtypes = [kiln_tensor, ctypes.c_void_p, ctypes.c_size_t]
lib.kiln_tensor_read.restype = ctypes.c_int
lib.kiln_tensor_read.errcheck = check_status
lib.kiln_tensor_borrow.argtypes = [kiln_tensor, ctypes.POINTER(kiln_borrow), ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_size_t)]
lib.kiln_tensor_borrow.restype = ctypes.c_int
lib.kiln_tensor_borrow.errcheck = check_status
lib.kiln_borrow_release.argtypes = [kiln_borrow]
lib.kiln_borrow_release.restype = ctypes.c_int
lib.kiln_borrow_release.errcheck = check_status
lib.kiln_tensor_copy.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_tensor_copy.restype = ctypes.c_int
lib.kiln_tensor_copy.errcheck = check_status
lib.kiln_tensor_to_device.argtypes = [kiln_tensor, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_tensor_to_device.restype = ctypes.c_int
lib.kiln_tensor_to_device.errcheck = check_status
lib.kiln_stream_create.argtypes = [kiln_device, ctypes.POINTER(kiln_stream)]
lib.kiln_stream_create.restype = ctypes.c_int
lib.kiln_stream_create.errcheck = check_status
lib.kiln_stream_release.argtypes = [kiln_stream]
lib.kiln_stream_release.restype = ctypes.c_int
lib.kiln_stream_release.errcheck = check_status
lib.kiln_stream_device.argtypes = [kiln_stream, ctypes.POINTER(kiln_device)]
lib.kiln_stream_device.restype = ctypes.c_int
lib.kiln_stream_device.errcheck = check_status
lib.kiln_stream_eval.argtypes = [kiln_stream, ctypes.POINTER(kiln_tensor), ctypes.c_size_t]
lib.kiln_stream_eval.restype = ctypes.c_int
lib.kiln_stream_eval.errcheck = check_status
lib.kiln_stream_eval_async.argtypes = [kiln_stream, ctypes.POINTER(kiln_tensor), ctypes.c_size_t]
lib.kiln_stream_eval_async.restype = ctypes.c_int
lib.kiln_stream_eval_async.errcheck = check_status
lib.kiln_placeholder.argtypes = [ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_placeholder.restype = ctypes.c_int
lib.kiln_placeholder.errcheck = check_status
lib.kiln_function_create.argtypes = [ctypes.POINTER(kiln_tensor), ctypes.c_size_t, ctypes.POINTER(kiln_tensor), ctypes.c_size_t, ctypes.POINTER(kiln_function)]
lib.kiln_function_create.restype = ctypes.c_int
lib.kiln_function_create.errcheck = check_status
lib.kiln_function_call.argtypes = [kiln_function, ctypes.POINTER(kiln_tensor), ctypes.c_size_t, ctypes.POINTER(kiln_tensor), ctypes.c_size_t]
lib.kiln_function_call.restype = ctypes.c_int
lib.kiln_function_call.errcheck = check_status
lib.kiln_function_arity.argtypes = [kiln_function, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_size_t)]
lib.kiln_function_arity.restype = ctypes.c_int
lib.kiln_function_arity.errcheck = check_status
lib.kiln_function_release.argtypes = [kiln_function]
lib.kiln_function_release.restype = ctypes.c_int
lib.kiln_function_release.errcheck = check_status
lib.kiln_function_vjp.argtypes = [kiln_function, ctypes.POINTER(kiln_function)]
lib.kiln_function_vjp.restype = ctypes.c_int
lib.kiln_function_vjp.errcheck = check_status
lib.kiln_function_jvp.argtypes = [kiln_function, ctypes.POINTER(kiln_function)]
lib.kiln_function_jvp.restype = ctypes.c_int
lib.kiln_function_jvp.errcheck = check_status
lib.kiln_function_value_and_grad.argtypes = [kiln_function, ctypes.POINTER(ctypes.c_size_t), ctypes.c_size_t, ctypes.POINTER(kiln_function)]
lib.kiln_function_value_and_grad.restype = ctypes.c_int
lib.kiln_function_value_and_grad.errcheck = check_status
lib.kiln_negative.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_negative.restype = ctypes.c_int
lib.kiln_negative.errcheck = check_status
lib.kiln_abs.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_abs.restype = ctypes.c_int
lib.kiln_abs.errcheck = check_status
lib.kiln_sign.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_sign.restype = ctypes.c_int
lib.kiln_sign.errcheck = check_status
lib.kiln_exp.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_exp.restype = ctypes.c_int
lib.kiln_exp.errcheck = check_status
lib.kiln_log.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_log.restype = ctypes.c_int
lib.kiln_log.errcheck = check_status
lib.kiln_log1p.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_log1p.restype = ctypes.c_int
lib.kiln_log1p.errcheck = check_status
lib.kiln_expm1.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_expm1.restype = ctypes.c_int
lib.kiln_expm1.errcheck = check_status
lib.kiln_sqrt.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_sqrt.restype = ctypes.c_int
lib.kiln_sqrt.errcheck = check_status
lib.kiln_rsqrt.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_rsqrt.restype = ctypes.c_int
lib.kiln_rsqrt.errcheck = check_status
lib.kiln_square.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_square.restype = ctypes.c_int
lib.kiln_square.errcheck = check_status
lib.kiln_sin.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_sin.restype = ctypes.c_int
lib.kiln_sin.errcheck = check_status
lib.kiln_cos.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_cos.restype = ctypes.c_int
lib.kiln_cos.errcheck = check_status
lib.kiln_tan.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_tan.restype = ctypes.c_int
lib.kiln_tan.errcheck = check_status
lib.kiln_tanh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_tanh.restype = ctypes.c_int
lib.kiln_tanh.errcheck = check_status
lib.kiln_sigmoid.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_sigmoid.restype = ctypes.c_int
lib.kiln_sigmoid.errcheck = check_status
lib.kiln_erf.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_erf.restype = ctypes.c_int
lib.kiln_erf.errcheck = check_status
lib.kiln_floor.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_floor.restype = ctypes.c_int
lib.kiln_floor.errcheck = check_status
lib.kiln_ceil.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_ceil.restype = ctypes.c_int
lib.kiln_ceil.errcheck = check_status
lib.kiln_round.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_round.restype = ctypes.c_int
lib.kiln_round.errcheck = check_status
lib.kiln_logical_not.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_logical_not.restype = ctypes.c_int
lib.kiln_logical_not.errcheck = check_status
lib.kiln_bitwise_not.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_bitwise_not.restype = ctypes.c_int
lib.kiln_bitwise_not.errcheck = check_status
lib.kiln_isnan.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_isnan.restype = ctypes.c_int
lib.kiln_isnan.errcheck = check_status
lib.kiln_isinf.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_isinf.restype = ctypes.c_int
lib.kiln_isinf.errcheck = check_status
lib.kiln_isfinite.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_isfinite.restype = ctypes.c_int
lib.kiln_isfinite.errcheck = check_status
lib.kiln_asin.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_asin.restype = ctypes.c_int
lib.kiln_asin.errcheck = check_status
lib.kiln_acos.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_acos.restype = ctypes.c_int
lib.kiln_acos.errcheck = check_status
lib.kiln_atan.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_atan.restype = ctypes.c_int
lib.kiln_atan.errcheck = check_status
lib.kiln_sinh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_sinh.restype = ctypes.c_int
lib.kiln_sinh.errcheck = check_status
lib.kiln_cosh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_cosh.restype = ctypes.c_int
lib.kiln_cosh.errcheck = check_status
lib.kiln_asinh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_asinh.restype = ctypes.c_int
lib.kiln_asinh.errcheck = check_status
lib.kiln_acosh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_acosh.restype = ctypes.c_int
lib.kiln_acosh.errcheck = check_status
lib.kiln_atanh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_atanh.restype = ctypes.c_int
lib.kiln_atanh.errcheck = check_status
lib.kiln_log2.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_log2.restype = ctypes.c_int
lib.kiln_log2.errcheck = check_status
lib.kiln_log10.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_log10.restype = ctypes.c_int
lib.kiln_log10.errcheck = check_status
lib.kiln_exp2.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_exp2.restype = ctypes.c_int
lib.kiln_exp2.errcheck = check_status
lib.kiln_cbrt.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_cbrt.restype = ctypes.c_int
lib.kiln_cbrt.errcheck = check_status
lib.kiln_erfc.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_erfc.restype = ctypes.c_int
lib.kiln_erfc.errcheck = check_status
lib.kiln_erf_inv.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_erf_inv.restype = ctypes.c_int
lib.kiln_erf_inv.errcheck = check_status
lib.kiln_trunc.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_trunc.restype = ctypes.c_int
lib.kiln_trunc.errcheck = check_status
lib.kiln_reciprocal.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_reciprocal.restype = ctypes.c_int
lib.kiln_reciprocal.errcheck = check_status
lib.kiln_population_count.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_population_count.restype = ctypes.c_int
lib.kiln_population_count.errcheck = check_status
lib.kiln_count_leading_zeros.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_count_leading_zeros.restype = ctypes.c_int
lib.kiln_count_leading_zeros.errcheck = check_status
lib.kiln_signbit.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_signbit.restype = ctypes.c_int
lib.kiln_signbit.errcheck = check_status
lib.kiln_round_half_away.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_round_half_away.restype = ctypes.c_int
lib.kiln_round_half_away.errcheck = check_status
lib.kiln_add.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_add.restype = ctypes.c_int
lib.kiln_add.errcheck = check_status
lib.kiln_subtract.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_subtract.restype = ctypes.c_int
lib.kiln_subtract.errcheck = check_status
lib.kiln_multiply.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_multiply.restype = ctypes.c_int
lib.kiln_multiply.errcheck = check_status
lib.kiln_divide.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_divide.restype = ctypes.c_int
lib.kiln_divide.errcheck = check_status
lib.kiln_floor_divide.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_floor_divide.restype = ctypes.c_int
lib.kiln_floor_divide.errcheck = check_status
lib.kiln_remainder.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_remainder.restype = ctypes.c_int
lib.kiln_remainder.errcheck = check_status
lib.kiln_power.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_power.restype = ctypes.c_int
lib.kiln_power.errcheck = check_status
lib.kiln_maximum.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_maximum.restype = ctypes.c_int
lib.kiln_maximum.errcheck = check_status
lib.kiln_minimum.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_minimum.restype = ctypes.c_int
lib.kiln_minimum.errcheck = check_status
lib.kiln_atan2.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_atan2.restype = ctypes.c_int
lib.kiln_atan2.errcheck = check_status
lib.kiln_equal.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_equal.restype = ctypes.c_int
lib.kiln_equal.errcheck = check_status
lib.kiln_not_equal.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_not_equal.restype = ctypes.c_int
lib.kiln_not_equal.errcheck = check_status
lib.kiln_less.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_less.restype = ctypes.c_int
lib.kiln_less.errcheck = check_status
lib.kiln_less_equal.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_less_equal.restype = ctypes.c_int
lib.kiln_less_equal.errcheck = check_status
lib.kiln_greater.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_greater.restype = ctypes.c_int
lib.kiln_greater.errcheck = check_status
lib.kiln_greater_equal.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_greater_equal.restype = ctypes.c_int
lib.kiln_greater_equal.errcheck = check_status
lib.kiln_logical_and.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_logical_and.restype = ctypes.c_int
lib.kiln_logical_and.errcheck = check_status
lib.kiln_logical_or.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_logical_or.restype = ctypes.c_int
lib.kiln_logical_or.errcheck = check_status
lib.kiln_logical_xor.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_logical_xor.restype = ctypes.c_int
lib.kiln_logical_xor.errcheck = check_status
lib.kiln_bitwise_and.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_bitwise_and.restype = ctypes.c_int
lib.kiln_bitwise_and.errcheck = check_status
lib.kiln_bitwise_or.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_bitwise_or.restype = ctypes.c_int
lib.kiln_bitwise_or.errcheck = check_status
lib.kiln_bitwise_xor.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_bitwise_xor.restype = ctypes.c_int
lib.kiln_bitwise_xor.errcheck = check_status
lib.kiln_left_shift.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_left_shift.restype = ctypes.c_int
lib.kiln_left_shift.errcheck = check_status
lib.kiln_right_shift.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_right_shift.restype = ctypes.c_int
lib.kiln_right_shift.errcheck = check_status
lib.kiln_logaddexp.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_logaddexp.restype = ctypes.c_int
lib.kiln_logaddexp.errcheck = check_status
lib.kiln_hypot.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_hypot.restype = ctypes.c_int
lib.kiln_hypot.errcheck = check_status
lib.kiln_copysign.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_copysign.restype = ctypes.c_int
lib.kiln_copysign.errcheck = check_status
lib.kiln_quotient.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_quotient.restype = ctypes.c_int
lib.kiln_quotient.errcheck = check_status
lib.kiln_fmod.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_fmod.restype = ctypes.c_int
lib.kiln_fmod.errcheck = check_status
lib.kiln_sum.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_sum.restype = ctypes.c_int
lib.kiln_sum.errcheck = check_status
lib.kiln_prod.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_prod.restype = ctypes.c_int
lib.kiln_prod.errcheck = check_status
lib.kiln_max.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_max.restype = ctypes.c_int
lib.kiln_max.errcheck = check_status
lib.kiln_min.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_min.restype = ctypes.c_int
lib.kiln_min.errcheck = check_status
lib.kiln_mean.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_mean.restype = ctypes.c_int
lib.kiln_mean.errcheck = check_status
lib.kiln_all.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_all.restype = ctypes.c_int
lib.kiln_all.errcheck = check_status
lib.kiln_any.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_any.restype = ctypes.c_int
lib.kiln_any.errcheck = check_status
lib.kiln_argmax.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_argmax.restype = ctypes.c_int
lib.kiln_argmax.errcheck = check_status
lib.kiln_argmin.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_argmin.restype = ctypes.c_int
lib.kiln_argmin.errcheck = check_status
lib.kiln_logsumexp.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_logsumexp.restype = ctypes.c_int
lib.kiln_logsumexp.errcheck = check_status
lib.kiln_cumulative_sum.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_cumulative_sum.restype = ctypes.c_int
lib.kiln_cumulative_sum.errcheck = check_status
lib.kiln_cumulative_product.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_cumulative_product.restype = ctypes.c_int
lib.kiln_cumulative_product.errcheck = check_status
lib.kiln_cumulative_max.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_cumulative_max.restype = ctypes.c_int
lib.kiln_cumulative_max.errcheck = check_status
lib.kiln_cumulative_min.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_cumulative_min.restype = ctypes.c_int
lib.kiln_cumulative_min.errcheck = check_status
lib.kiln_logcumsumexp.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_logcumsumexp.restype = ctypes.c_int
lib.kiln_logcumsumexp.errcheck = check_status
lib.kiln_relu.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_relu.restype = ctypes.c_int
lib.kiln_relu.errcheck = check_status
lib.kiln_silu.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_silu.restype = ctypes.c_int
lib.kiln_silu.errcheck = check_status
lib.kiln_gelu.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_gelu.restype = ctypes.c_int
lib.kiln_gelu.errcheck = check_status
lib.kiln_gelu_tanh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_gelu_tanh.restype = ctypes.c_int
lib.kiln_gelu_tanh.errcheck = check_status
lib.kiln_softplus.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_softplus.restype = ctypes.c_int
lib.kiln_softplus.errcheck = check_status
lib.kiln_real.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_real.restype = ctypes.c_int
lib.kiln_real.errcheck = check_status
lib.kiln_imag.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_imag.restype = ctypes.c_int
lib.kiln_imag.errcheck = check_status
lib.kiln_conj.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_conj.restype = ctypes.c_int
lib.kiln_conj.errcheck = check_status
lib.kiln_angle.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_angle.restype = ctypes.c_int
lib.kiln_angle.errcheck = check_status
lib.kiln_stop_gradient.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_stop_gradient.restype = ctypes.c_int
lib.kiln_stop_gradient.errcheck = check_status
lib.kiln_where.argtypes = [kiln_tensor, kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_where.restype = ctypes.c_int
lib.kiln_where.errcheck = check_status
lib.kiln_clip.argtypes = [kiln_tensor, kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_clip.restype = ctypes.c_int
lib.kiln_clip.errcheck = check_status
lib.kiln_astype.argtypes = [kiln_tensor, ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_astype.restype = ctypes.c_int
lib.kiln_astype.errcheck = check_status
lib.kiln_bitcast.argtypes = [kiln_tensor, ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_bitcast.restype = ctypes.c_int
lib.kiln_bitcast.errcheck = check_status
lib.kiln_matmul.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_matmul.restype = ctypes.c_int
lib.kiln_matmul.errcheck = check_status
lib.kiln_reshape.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_reshape.restype = ctypes.c_int
lib.kiln_reshape.errcheck = check_status
lib.kiln_transpose.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_transpose.restype = ctypes.c_int
lib.kiln_transpose.errcheck = check_status
lib.kiln_broadcast_to.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_broadcast_to.restype = ctypes.c_int
lib.kiln_broadcast_to.errcheck = check_status
lib.kiln_expand_dims.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_expand_dims.restype = ctypes.c_int
lib.kiln_expand_dims.errcheck = check_status
lib.kiln_squeeze.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_squeeze.restype = ctypes.c_int
lib.kiln_squeeze.errcheck = check_status
lib.kiln_slice.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_slice.restype = ctypes.c_int
lib.kiln_slice.errcheck = check_status
lib.kiln_concatenate.argtypes = [ctypes.POINTER(kiln_tensor), ctypes.c_size_t, ctypes.c_int64, ctypes.POINTER(kiln_tensor)]
lib.kiln_concatenate.restype = ctypes.c_int
lib.kiln_concatenate.errcheck = check_status
lib.kiln_stack.argtypes = [ctypes.POINTER(kiln_tensor), ctypes.c_size_t, ctypes.c_int64, ctypes.POINTER(kiln_tensor)]
lib.kiln_stack.restype = ctypes.c_int
lib.kiln_stack.errcheck = check_status
lib.kiln_pad.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_double, ctypes.POINTER(kiln_tensor)]
lib.kiln_pad.restype = ctypes.c_int
lib.kiln_pad.errcheck = check_status
lib.kiln_flip.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_flip.restype = ctypes.c_int
lib.kiln_flip.errcheck = check_status
lib.kiln_tensor_to_dlpack.argtypes = [kiln_tensor, ctypes.POINTER(kiln_dlpack_options), ctypes.POINTER(ctypes.c_void_p)]
lib.kiln_tensor_to_dlpack.restype = ctypes.c_int
lib.kiln_tensor_to_dlpack.errcheck = check_status
lib.kiln_tensor_from_dlpack.argtypes = [ctypes.c_void_p, ctypes.POINTER(kiln_dlpack_options), ctypes.POINTER(kiln_tensor)]
lib.kiln_tensor_from_dlpack.restype = ctypes.c_int
lib.kiln_tensor_from_dlpack.errcheck = check_status
lib.kiln_tensor_to_dlpack_legacy.argtypes = [kiln_tensor, ctypes.POINTER(kiln_dlpack_options), ctypes.POINTER(ctypes.c_void_p)]
lib.kiln_tensor_to_dlpack_legacy.restype = ctypes.c_int
lib.kiln_tensor_to_dlpack_legacy.errcheck = check_status
lib.kiln_tensor_from_dlpack_legacy.argtypes = [ctypes.c_void_p, ctypes.POINTER(kiln_dlpack_options), ctypes.POINTER(kiln_tensor)]
lib.kiln_tensor_from_dlpack_legacy.restype = ctypes.c_int
lib.kiln_tensor_from_dlpack_legacy.errcheck = check_status
lib.kiln_tensor_dlpack_device.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32)]
lib.kiln_tensor_dlpack_device.restype = ctypes.c_int
lib.kiln_tensor_dlpack_device.errcheck = check_status
lib.kiln_take.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_int64, ctypes.POINTER(kiln_tensor)]
lib.kiln_take.restype = ctypes.c_int
lib.kiln_take.errcheck = check_status
lib.kiln_take_along_axis.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_int64, ctypes.POINTER(kiln_tensor)]
lib.kiln_take_along_axis.restype = ctypes.c_int
lib.kiln_take_along_axis.errcheck = check_status
lib.kiln_gather.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_gather.restype = ctypes.c_int
lib.kiln_gather.errcheck = check_status
lib.kiln_indexed_add.argtypes = [kiln_tensor, kiln_tensor, kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_indexed_add.restype = ctypes.c_int
lib.kiln_indexed_add.errcheck = check_status
lib.kiln_indexed_put.argtypes = [kiln_tensor, kiln_tensor, kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_indexed_put.restype = ctypes.c_int
lib.kiln_indexed_put.errcheck = check_status
lib.kiln_argwhere.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_argwhere.restype = ctypes.c_int
lib.kiln_argwhere.errcheck = check_status
lib.kiln_argsort.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_argsort.restype = ctypes.c_int
lib.kiln_argsort.errcheck = check_status
lib.kiln_sort.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_sort.restype = ctypes.c_int
lib.kiln_sort.errcheck = check_status
lib.kiln_top_k.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor)]
lib.kiln_top_k.restype = ctypes.c_int
lib.kiln_top_k.errcheck = check_status
lib.kiln_unique.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor)]
lib.kiln_unique.restype = ctypes.c_int
lib.kiln_unique.errcheck = check_status
lib.kiln_searchsorted.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_searchsorted.restype = ctypes.c_int
lib.kiln_searchsorted.errcheck = check_status
lib.kiln_telemetry_subscribe.argtypes = [kiln_telemetry_callback, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64)]
lib.kiln_telemetry_subscribe.restype = ctypes.c_int
lib.kiln_telemetry_subscribe.errcheck = check_status
lib.kiln_telemetry_unsubscribe.argtypes = [ctypes.c_uint64]
lib.kiln_telemetry_unsubscribe.restype = ctypes.c_int
lib.kiln_telemetry_unsubscribe.errcheck = check_status
lib.kiln_debug_set_flags.argtypes = [ctypes.c_uint32]
lib.kiln_debug_set_flags.restype = ctypes.c_int
lib.kiln_debug_set_flags.errcheck = check_status
lib.kiln_debug_get_flags.argtypes = [ctypes.POINTER(ctypes.c_uint32)]
lib.kiln_debug_get_flags.restype = ctypes.c_int
lib.kiln_debug_get_flags.errcheck = check_status
lib.kiln_fallback_set_policy.argtypes = [ctypes.c_int]
lib.kiln_fallback_set_policy.restype = ctypes.c_int
lib.kiln_fallback_set_policy.errcheck = check_status
lib.kiln_fallback_get_policy.argtypes = [ctypes.POINTER(ctypes.c_int)]
lib.kiln_fallback_get_policy.restype = ctypes.c_int
lib.kiln_fallback_get_policy.errcheck = check_status
lib.kiln_device_op_support.argtypes = [kiln_device, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
lib.kiln_device_op_support.restype = ctypes.c_int
lib.kiln_device_op_support.errcheck = check_status
lib.kiln_device_fallback_count.argtypes = [kiln_device, ctypes.POINTER(ctypes.c_size_t)]
lib.kiln_device_fallback_count.restype = ctypes.c_int
lib.kiln_device_fallback_count.errcheck = check_status
lib.kiln_device_fallback_get.argtypes = [kiln_device, ctypes.c_size_t, ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_int)]
lib.kiln_device_fallback_get.restype = ctypes.c_int
lib.kiln_device_fallback_get.errcheck = check_status
lib.kiln_device_vulkan_handles.argtypes = [kiln_device, ctypes.POINTER(kiln_vulkan_handles)]
lib.kiln_device_vulkan_handles.restype = ctypes.c_int
lib.kiln_device_vulkan_handles.errcheck = check_status
lib.kiln_device_cuda_device.argtypes = [kiln_device, ctypes.POINTER(ctypes.c_int32)]
lib.kiln_device_cuda_device.restype = ctypes.c_int
lib.kiln_device_cuda_device.errcheck = check_status
lib.kiln_tensor_to_dlpack_cuda.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.POINTER(kiln_dlpack_options), ctypes.POINTER(ctypes.c_void_p)]
lib.kiln_tensor_to_dlpack_cuda.restype = ctypes.c_int
lib.kiln_tensor_to_dlpack_cuda.errcheck = check_status
lib.kiln_tensor_to_dlpack_cuda_legacy.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.POINTER(kiln_dlpack_options), ctypes.POINTER(ctypes.c_void_p)]
lib.kiln_tensor_to_dlpack_cuda_legacy.restype = ctypes.c_int
lib.kiln_tensor_to_dlpack_cuda_legacy.errcheck = check_status
lib.kiln_weak_scalar_int.argtypes = [ctypes.c_int64, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_weak_scalar_int.restype = ctypes.c_int
lib.kiln_weak_scalar_int.errcheck = check_status
lib.kiln_weak_scalar_float.argtypes = [ctypes.c_double, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_weak_scalar_float.restype = ctypes.c_int
lib.kiln_weak_scalar_float.errcheck = check_status
lib.kiln_fusion_set_enabled.argtypes = [ctypes.c_bool]
lib.kiln_fusion_set_enabled.restype = ctypes.c_int
lib.kiln_fusion_set_enabled.errcheck = check_status
lib.kiln_fusion_get_enabled.argtypes = [ctypes.POINTER(ctypes.c_bool)]
lib.kiln_fusion_get_enabled.restype = ctypes.c_int
lib.kiln_fusion_get_enabled.errcheck = check_status
lib.kiln_softmax.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_softmax.restype = ctypes.c_int
lib.kiln_softmax.errcheck = check_status
lib.kiln_log_softmax.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_log_softmax.restype = ctypes.c_int
lib.kiln_log_softmax.errcheck = check_status
lib.kiln_var.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_double, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_var.restype = ctypes.c_int
lib.kiln_var.errcheck = check_status
lib.kiln_std.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_double, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_std.restype = ctypes.c_int
lib.kiln_std.errcheck = check_status
lib.kiln_random_bits.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_random_bits.restype = ctypes.c_int
lib.kiln_random_bits.errcheck = check_status
lib.kiln_random_uniform.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_double, ctypes.c_double, ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_random_uniform.restype = ctypes.c_int
lib.kiln_random_uniform.errcheck = check_status
lib.kiln_random_normal.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_random_normal.restype = ctypes.c_int
lib.kiln_random_normal.errcheck = check_status
lib.kiln_random_randint.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int64, ctypes.c_int64, ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_random_randint.restype = ctypes.c_int
lib.kiln_random_randint.errcheck = check_status
lib.kiln_random_bernoulli.argtypes = [kiln_tensor, ctypes.c_double, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_random_bernoulli.restype = ctypes.c_int
lib.kiln_random_bernoulli.errcheck = check_status
lib.kiln_info_report.argtypes = [ctypes.POINTER(ctypes.c_char_p)]
lib.kiln_info_report.restype = ctypes.c_int
lib.kiln_info_report.errcheck = check_status
lib.kiln_rms_norm.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_double, ctypes.POINTER(kiln_tensor)]
lib.kiln_rms_norm.restype = ctypes.c_int
lib.kiln_rms_norm.errcheck = check_status
lib.kiln_layer_norm.argtypes = [kiln_tensor, kiln_tensor, kiln_tensor, ctypes.c_double, ctypes.POINTER(kiln_tensor)]
lib.kiln_layer_norm.restype = ctypes.c_int
lib.kiln_layer_norm.errcheck = check_status
lib.kiln_scaled_dot_product_attention.argtypes = [kiln_tensor, kiln_tensor, kiln_tensor, ctypes.c_double, kiln_tensor, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_scaled_dot_product_attention.restype = ctypes.c_int
lib.kiln_scaled_dot_product_attention.errcheck = check_status
lib.kiln_conv.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int64, ctypes.c_int64, ctypes.POINTER(kiln_tensor)]
lib.kiln_conv.restype = ctypes.c_int
lib.kiln_conv.errcheck = check_status
lib.kiln_window_sum.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_window_sum.restype = ctypes.c_int
lib.kiln_window_sum.errcheck = check_status
lib.kiln_window_product.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_window_product.restype = ctypes.c_int
lib.kiln_window_product.errcheck = check_status
lib.kiln_window_max.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_window_max.restype = ctypes.c_int
lib.kiln_window_max.errcheck = check_status
lib.kiln_window_min.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_window_min.restype = ctypes.c_int
lib.kiln_window_min.errcheck = check_status
lib.kiln_window_scatter_max.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_double, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_window_scatter_max.restype = ctypes.c_int
lib.kiln_window_scatter_max.errcheck = check_status
lib.kiln_window_scatter_min.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_double, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_window_scatter_min.restype = ctypes.c_int
lib.kiln_window_scatter_min.errcheck = check_status
lib.kiln_leaky_relu.argtypes = [kiln_tensor, ctypes.c_double, ctypes.POINTER(kiln_tensor)]
lib.kiln_leaky_relu.restype = ctypes.c_int
lib.kiln_leaky_relu.errcheck = check_status
lib.kiln_elu.argtypes = [kiln_tensor, ctypes.c_double, ctypes.POINTER(kiln_tensor)]
lib.kiln_elu.restype = ctypes.c_int
lib.kiln_elu.errcheck = check_status
lib.kiln_dot_general.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_dot_general.restype = ctypes.c_int
lib.kiln_dot_general.errcheck = check_status
lib.kiln_linalg_cholesky.argtypes = [kiln_tensor, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_cholesky.restype = ctypes.c_int
lib.kiln_linalg_cholesky.errcheck = check_status
lib.kiln_linalg_triangular_solve.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_bool, ctypes.c_bool, ctypes.c_bool, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_triangular_solve.restype = ctypes.c_int
lib.kiln_linalg_triangular_solve.errcheck = check_status
lib.kiln_linalg_lu.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_lu.restype = ctypes.c_int
lib.kiln_linalg_lu.errcheck = check_status
lib.kiln_linalg_qr.argtypes = [kiln_tensor, ctypes.c_bool, ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_qr.restype = ctypes.c_int
lib.kiln_linalg_qr.errcheck = check_status
lib.kiln_linalg_eigh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_eigh.restype = ctypes.c_int
lib.kiln_linalg_eigh.errcheck = check_status
lib.kiln_linalg_eigvalsh.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_eigvalsh.restype = ctypes.c_int
lib.kiln_linalg_eigvalsh.errcheck = check_status
lib.kiln_linalg_svd.argtypes = [kiln_tensor, ctypes.c_bool, ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_svd.restype = ctypes.c_int
lib.kiln_linalg_svd.errcheck = check_status
lib.kiln_linalg_svdvals.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_svdvals.restype = ctypes.c_int
lib.kiln_linalg_svdvals.errcheck = check_status
lib.kiln_linalg_solve.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_solve.restype = ctypes.c_int
lib.kiln_linalg_solve.errcheck = check_status
lib.kiln_linalg_inv.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_inv.restype = ctypes.c_int
lib.kiln_linalg_inv.errcheck = check_status
lib.kiln_linalg_det.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_det.restype = ctypes.c_int
lib.kiln_linalg_det.errcheck = check_status
lib.kiln_linalg_slogdet.argtypes = [kiln_tensor, ctypes.POINTER(kiln_tensor), ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_slogdet.restype = ctypes.c_int
lib.kiln_linalg_slogdet.errcheck = check_status
lib.kiln_linalg_vector_norm.argtypes = [kiln_tensor, ctypes.c_double, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_vector_norm.restype = ctypes.c_int
lib.kiln_linalg_vector_norm.errcheck = check_status
lib.kiln_linalg_matrix_norm.argtypes = [kiln_tensor, ctypes.c_int, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_matrix_norm.restype = ctypes.c_int
lib.kiln_linalg_matrix_norm.errcheck = check_status
lib.kiln_linalg_lstsq.argtypes = [kiln_tensor, kiln_tensor, ctypes.c_double, ctypes.POINTER(kiln_tensor)]
lib.kiln_linalg_lstsq.restype = ctypes.c_int
lib.kiln_linalg_lstsq.errcheck = check_status
lib.kiln_fft.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(ctypes.c_int64), ctypes.c_int, ctypes.c_bool, ctypes.POINTER(kiln_tensor)]
lib.kiln_fft.restype = ctypes.c_int
lib.kiln_fft.errcheck = check_status
lib.kiln_rfft.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(ctypes.c_int64), ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_rfft.restype = ctypes.c_int
lib.kiln_rfft.errcheck = check_status
lib.kiln_irfft.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(ctypes.c_int64), ctypes.c_int, ctypes.POINTER(kiln_tensor)]
lib.kiln_irfft.restype = ctypes.c_int
lib.kiln_irfft.errcheck = check_status
lib.kiln_pad_general.argtypes = [kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_double, ctypes.POINTER(kiln_tensor)]
lib.kiln_pad_general.restype = ctypes.c_int
lib.kiln_pad_general.errcheck = check_status
lib.kiln_dynamic_slice.argtypes = [kiln_tensor, kiln_tensor, ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.POINTER(kiln_tensor)]
lib.kiln_dynamic_slice.restype = ctypes.c_int
lib.kiln_dynamic_slice.errcheck = check_status
lib.kiln_dynamic_update_slice.argtypes = [kiln_tensor, kiln_tensor, kiln_tensor, ctypes.POINTER(kiln_tensor)]
lib.kiln_dynamic_update_slice.restype = ctypes.c_int
lib.kiln_dynamic_update_slice.errcheck = check_status
lib.kiln_random_permutation.argtypes = [kiln_tensor, ctypes.c_int64, ctypes.POINTER(kiln_tensor)]
lib.kiln_random_permutation.restype = ctypes.c_int
lib.kiln_random_permutation.errcheck = check_status
lib.kiln_group_init.argtypes = [ctypes.c_char_p, ctypes.POINTER(kiln_group)]
lib.kiln_group_init.restype = ctypes.c_int
lib.kiln_group_init.errcheck = check_status
lib.kiln_group_from_mpi_comm.argtypes = [ctypes.c_void_p, ctypes.POINTER(kiln_group)]
lib.kiln_group_from_mpi_comm.restype = ctypes.c_int
lib.kiln_group_from_mpi_comm.errcheck = check_status
lib.kiln_group_rank.argtypes = [kiln_group, ctypes.POINTER(ctypes.c_int64)]
lib.kiln_group_rank.restype = ctypes.c_int
lib.kiln_group_rank.errcheck = check_status
lib.kiln_group_size.argtypes = [kiln_group, ctypes.POINTER(ctypes.c_int64)]
lib.kiln_group_size.restype = ctypes.c_int
lib.kiln_group_size.errcheck = check_status
lib.kiln_group_split.argtypes = [kiln_group, ctypes.c_int64, ctypes.c_int64, ctypes.POINTER(kiln_group)]
lib.kiln_group_split.restype = ctypes.c_int
lib.kiln_group_split.errcheck = check_status
lib.kiln_group_set_timeout.argtypes = [kiln_group, ctypes.c_double]
lib.kiln_group_set_timeout.restype = ctypes.c_int
lib.kiln_group_set_timeout.errcheck = check_status
lib.kiln_group_release.argtypes = [kiln_group]
lib.kiln_group_release.restype = ctypes.c_int
lib.kiln_group_release.errcheck = check_status
lib.kiln_all_sum.argtypes = [kiln_tensor, kiln_group, ctypes.POINTER(kiln_tensor)]
lib.kiln_all_sum.restype = ctypes.c_int
lib.kiln_all_sum.errcheck = check_status
lib.kiln_all_max.argtypes = [kiln_tensor, kiln_group, ctypes.POINTER(kiln_tensor)]
lib.kiln_all_max.restype = ctypes.c_int
lib.kiln_all_max.errcheck = check_status
lib.kiln_all_min.argtypes = [kiln_tensor, kiln_group, ctypes.POINTER(kiln_tensor)]
lib.kiln_all_min.restype = ctypes.c_int
lib.kiln_all_min.errcheck = check_status
lib.kiln_all_gather.argtypes = [kiln_tensor, kiln_group, ctypes.POINTER(kiln_tensor)]
lib.kiln_all_gather.restype = ctypes.c_int
lib.kiln_all_gather.errcheck = check_status
lib.kiln_sum_scatter.argtypes = [kiln_tensor, kiln_group, ctypes.POINTER(kiln_tensor)]
lib.kiln_sum_scatter.restype = ctypes.c_int
lib.kiln_sum_scatter.errcheck = check_status
lib.kiln_send.argtypes = [kiln_tensor, ctypes.c_int64, kiln_group, ctypes.POINTER(kiln_tensor)]
lib.kiln_send.restype = ctypes.c_int
lib.kiln_send.errcheck = check_status
lib.kiln_recv.argtypes = [ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t, ctypes.c_int, ctypes.c_int64, kiln_group, kiln_device, ctypes.POINTER(kiln_tensor)]
lib.kiln_recv.restype = ctypes.c_int
lib.kiln_recv.errcheck = check_status

__all__ = ["lib", "VERSION", "kiln_tensor", "kiln_device", "kiln_borrow", "kiln_stream", "kiln_function", "kiln_group", "kiln_device_info", "kiln_memory_stats", "kiln_dlpack_options", "kiln_telemetry_event", "kiln_vulkan_handles", "kiln_telemetry_callback", "Status", "Dtype", "DeviceKind", "DlpackCopy", "EventKind", "EventPhase", "DebugFlag", "FallbackPolicy", "OpSupport", "MatrixNorm", "FftNorm"]


# The unary, binary, reduce and scan ops of abi/ops.json, as (name, family, operands, traits, doc):
# ops.py makes a function of each, so an op added to the table reaches Python without a
# hand edit; the tests read the dtype rule and traits from here too.
OPS = (
    ('negative', 'unary', 'no_bool', ('vectorizable',), 'Elementwise -x.'),
    ('abs', 'unary', 'any', ('vectorizable',), 'Elementwise |x|.'),
    ('sign', 'unary', 'no_bool', ('vectorizable',), 'Elementwise -1, 0 or 1 (NaN stays NaN).'),
    ('exp', 'unary', 'float', ('transcendental',), 'Elementwise e^x.'),
    ('log', 'unary', 'float', ('transcendental',), 'Elementwise natural logarithm.'),
    ('log1p', 'unary', 'float', ('transcendental',), 'Elementwise log(1 + x).'),
    ('expm1', 'unary', 'float', ('transcendental',), 'Elementwise e^x - 1.'),
    ('sqrt', 'unary', 'float', ('vectorizable',), 'Elementwise square root.'),
    ('rsqrt', 'unary', 'float', (), 'Elementwise 1 / sqrt(x).'),
    ('square', 'unary', 'any', ('vectorizable',), 'Elementwise x * x.'),
    ('sin', 'unary', 'float', ('transcendental',), 'Elementwise sine.'),
    ('cos', 'unary', 'float', ('transcendental',), 'Elementwise cosine.'),
    ('tan', 'unary', 'float', ('transcendental',), 'Elementwise tangent.'),
    ('tanh', 'unary', 'float', ('transcendental',), 'Elementwise hyperbolic tangent.'),
    ('sigmoid', 'unary', 'float', ('transcendental',), 'Elementwise 1 / (1 + e^-x).'),
    ('erf', 'unary', 'float', ('transcendental',), 'Elementwise error function.'),
    ('floor', 'unary', 'no_bool', ('vectorizable',), 'Elementwise round down.'),
    ('ceil', 'unary', 'no_bool', ('vectorizable',), 'Elementwise round up.'),
    ('round', 'unary', 'no_bool', ('vectorizable',), 'Elementwise round half to even.'),
    ('logical_not', 'unary', 'any', (), 'Elementwise x == 0, as bool.'),
    ('bitwise_not', 'unary', 'no_float', ('vectorizable',), 'Elementwise ~x (bool and integers).'),
    ('isnan', 'unary', 'any', (), 'Elementwise x is NaN, as bool.'),
    ('isinf', 'unary', 'any', (), 'Elementwise x is infinite, as bool.'),
    ('isfinite', 'unary', 'any', (), 'Elementwise x is finite, as bool.'),
    ('asin', 'unary', 'float', ('transcendental',), 'Elementwise arc sine (radians).'),
    ('acos', 'unary', 'float', ('transcendental',), 'Elementwise arc cosine (radians).'),
    ('atan', 'unary', 'float', ('transcendental',), 'Elementwise arc tangent (radians).'),
    ('sinh', 'unary', 'float', ('transcendental',), 'Elementwise hyperbolic sine.'),
    ('cosh', 'unary', 'float', ('transcendental',), 'Elementwise hyperbolic cosine.'),
    ('asinh', 'unary', 'float', ('transcendental',), 'Elementwise inverse hyperbolic sine.'),
    ('acosh', 'unary', 'float', ('transcendental',), 'Elementwise inverse hyperbolic cosine.'),
    ('atanh', 'unary', 'float', ('transcendental',), 'Elementwise inverse hyperbolic tangent.'),
    ('log2', 'unary', 'float', ('transcendental',), 'Elementwise base-2 logarithm.'),
    ('log10', 'unary', 'float', ('transcendental',), 'Elementwise base-10 logarithm.'),
    ('exp2', 'unary', 'float', ('transcendental',), 'Elementwise 2^x.'),
    ('cbrt', 'unary', 'float', ('transcendental',), 'Elementwise cube root.'),
    ('erfc', 'unary', 'float', ('transcendental',), 'Elementwise complementary error function 1 - erf(x), accurate where erf(x) nears 1.'),
    ('erf_inv', 'unary', 'float', ('transcendental',), 'Elementwise inverse error function: y with erf(y) = x, for x in [-1, 1].'),
    ('trunc', 'unary', 'no_bool', ('vectorizable',), 'Elementwise round toward zero (integers unchanged).'),
    ('reciprocal', 'unary', 'float', ('vectorizable',), 'Elementwise 1 / x (integers divide in float32).'),
    ('population_count', 'unary', 'integer', (), "Elementwise number of set bits of an integer (of its two's complement bits for negative ones)."),
    ('count_leading_zeros', 'unary', 'integer', (), "Elementwise number of zero bits above the highest set bit of an integer, in its dtype's width (the width for 0; 0 for negative ones)."),
    ('signbit', 'unary', 'any', (), 'Elementwise whether the sign bit is set, as bool: true for negative numbers, -0.0 and NaNs with the sign bit; false for unsigned integers and bool.'),
    ('round_half_away', 'unary', 'no_bool', ('vectorizable',), "Elementwise round half away from zero (C's round, Nx's round): 2.5 gives 3.0, -2.5 gives -3.0; the sign of zero is kept."),
    ('add', 'binary', 'any', ('vectorizable',), 'Elementwise a + b, with broadcasting and type promotion.'),
    ('subtract', 'binary', 'no_bool', ('vectorizable',), 'Elementwise a - b, with broadcasting and type promotion.'),
    ('multiply', 'binary', 'any', ('vectorizable',), 'Elementwise a * b, with broadcasting and type promotion.'),
    ('divide', 'binary', 'float', ('vectorizable',), 'Elementwise true division a / b (integers divide in float32), with broadcasting and type promotion.'),
    ('floor_divide', 'binary', 'no_bool', (), "Elementwise floor(a / b), with broadcasting and type promotion. Floats: NumPy's quotient for finite operands, floor(a / b) when one is infinite as the array API prefers (inf // 2 is inf, 1 // -inf and -1 // inf are -0.0), a zero quotient keeping its sign; integers: x // 0 is 0."),
    ('remainder', 'binary', 'no_bool', (), 'Elementwise a - floor(a / b) * b (sign of b, as Python), with broadcasting and type promotion.'),
    ('power', 'binary', 'no_bool', ('transcendental',), 'Elementwise a ** b, with broadcasting and type promotion.'),
    ('maximum', 'binary', 'any', ('vectorizable',), 'Elementwise larger of a and b (NaN propagates), with broadcasting and type promotion.'),
    ('minimum', 'binary', 'any', ('vectorizable',), 'Elementwise smaller of a and b (NaN propagates), with broadcasting and type promotion.'),
    ('atan2', 'binary', 'float', ('transcendental',), 'Elementwise arc tangent of a / b in the right quadrant, with broadcasting and type promotion.'),
    ('equal', 'binary', 'any', (), 'Elementwise a == b, with broadcasting and type promotion.'),
    ('not_equal', 'binary', 'any', (), 'Elementwise a != b, with broadcasting and type promotion.'),
    ('less', 'binary', 'any', (), 'Elementwise a < b, with broadcasting and type promotion.'),
    ('less_equal', 'binary', 'any', (), 'Elementwise a <= b, with broadcasting and type promotion.'),
    ('greater', 'binary', 'any', (), 'Elementwise a > b, with broadcasting and type promotion.'),
    ('greater_equal', 'binary', 'any', (), 'Elementwise a >= b, with broadcasting and type promotion.'),
    ('logical_and', 'binary', 'any', (), 'Elementwise a && b as bool, with broadcasting and type promotion.'),
    ('logical_or', 'binary', 'any', (), 'Elementwise a || b as bool, with broadcasting and type promotion.'),
    ('logical_xor', 'binary', 'any', (), 'Elementwise a != b as truth values, as bool, with broadcasting and type promotion.'),
    ('bitwise_and', 'binary', 'no_float', ('vectorizable',), 'Elementwise a & b, with broadcasting and type promotion.'),
    ('bitwise_or', 'binary', 'no_float', ('vectorizable',), 'Elementwise a | b, with broadcasting and type promotion.'),
    ('bitwise_xor', 'binary', 'no_float', ('vectorizable',), 'Elementwise a ^ b, with broadcasting and type promotion.'),
    ('left_shift', 'binary', 'integer', (), 'Elementwise a << b (0 once b reaches the bit width), with broadcasting and type promotion.'),
    ('right_shift', 'binary', 'integer', (), 'Elementwise a >> b, arithmetic for signed types, with broadcasting and type promotion.'),
    ('logaddexp', 'binary', 'float', ('transcendental',), 'Elementwise log(e^a + e^b) without overflow, with broadcasting and type promotion.'),
    ('hypot', 'binary', 'float', (), 'Elementwise sqrt(a^2 + b^2) without overflow, with broadcasting and type promotion.'),
    ('copysign', 'binary', 'float', ('vectorizable',), 'Elementwise |a| with the sign of b, with broadcasting and type promotion.'),
    ('quotient', 'binary', 'integer', (), "Elementwise integer division rounding toward zero (C's a / b, Nx's quotient), with broadcasting and type promotion; x / 0 is 0 and MIN / -1 wraps to MIN."),
    ('fmod', 'binary', 'no_bool', (), "Elementwise truncated remainder a - trunc(a / b) * b (C's fmod, Nx's remainder): the result takes the dividend's sign, with broadcasting and type promotion; for integers x fmod 0 is 0 (as remainder and quotient), for floats NaN."),
    ('sum', 'reduce', 'any', (), 'Sum (bool and signed integers accumulate as int64, unsigned as uint64) over the given axes.'),
    ('prod', 'reduce', 'any', (), 'Product (accumulating as sum does) over the given axes.'),
    ('max', 'reduce', 'any', (), 'Maximum (NaN propagates; error on an empty reduction) over the given axes.'),
    ('min', 'reduce', 'any', (), 'Minimum (NaN propagates; error on an empty reduction) over the given axes.'),
    ('mean', 'reduce', 'any', ('composite',), 'Arithmetic mean (integers give float32) over the given axes.'),
    ('all', 'reduce', 'any', (), 'Whether every element is nonzero, as bool over the given axes.'),
    ('any', 'reduce', 'any', (), 'Whether any element is nonzero, as bool over the given axes.'),
    ('argmax', 'reduce', 'any', (), 'Index of the first maximum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.'),
    ('argmin', 'reduce', 'any', (), 'Index of the first minimum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.'),
    ('logsumexp', 'reduce', 'float', ('composite',), 'log(sum(exp(x))) over the given axes, computed stably: the maximum is subtracted first (integers and bool give float32; an empty reduction gives -inf).'),
    ('cumulative_sum', 'scan', 'any', (), 'Running sum along one axis (bool and signed integers accumulate as int64, unsigned as uint64; wraps on overflow); with reverse, from the end of the axis.'),
    ('cumulative_product', 'scan', 'any', (), 'Running product along one axis (accumulating as cumulative_sum does); with reverse, from the end of the axis.'),
    ('cumulative_max', 'scan', 'any', (), 'Running maximum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.'),
    ('cumulative_min', 'scan', 'any', (), 'Running minimum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.'),
    ('logcumsumexp', 'scan', 'float', ('transcendental',), 'Running log(sum(exp(x))) along one axis, computed stably without overflow (integers and bool give float32); with reverse, from the end of the axis.'),
    ('relu', 'unary', 'float', ('vectorizable',), 'Elementwise rectified linear unit: max(x, 0) (NaN stays NaN).'),
    ('silu', 'unary', 'float', ('transcendental',), 'Elementwise sigmoid-weighted linear unit (swish): x * sigmoid(x).'),
    ('gelu', 'unary', 'float', ('transcendental',), 'Elementwise Gaussian error linear unit, exact form: x * Phi(x) = x / 2 * erfc(-x / sqrt(2)).'),
    ('gelu_tanh', 'unary', 'float', ('transcendental',), 'Elementwise Gaussian error linear unit, tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))).'),
    ('softplus', 'unary', 'float', ('transcendental',), 'Elementwise softplus, log(1 + e^x), computed as max(x, 0) + log1p(e^-|x|) (no overflow).'),
    ('real', 'unary', 'any', (), 'Elementwise real part: complex64 gives float32, complex128 float64; other dtypes are returned as they are.'),
    ('imag', 'unary', 'any', (), 'Elementwise imaginary part: complex64 gives float32, complex128 float64; other dtypes give zeros of their dtype.'),
    ('conj', 'unary', 'any', (), 'Elementwise complex conjugate; other dtypes are returned as they are.'),
    ('angle', 'unary', 'any', (), 'Elementwise argument (phase) in radians, atan2(imag, real): complex64 gives float32, complex128 float64; real dtypes give atan2(0, x) in their float type (integers and bool in float32).'),
)
