"""Kiln: lazy tensors on the CPU and Vulkan GPUs, through libkiln's C API.

    import kiln
    x = kiln.asarray([[1.0, 2.0], [3.0, 4.0]])
    y = kiln.exp(x) @ x.T + 1     # lazy: nothing is computed yet
    print(y)                       # evaluates, then prints

Set KILN_LIBRARY_PATH to use a libkiln.so.1 other than the one next to this package or on the
loader path, and KILN_DEVICE ("cpu", "vulkan:0") to pick the default device.
"""
from . import _capi
from .tensor import Tensor  # first: tensor, ops and creation import each other at call time
from .creation import (arange, asarray, empty, empty_like, eye, full, full_like, linspace, meshgrid, ones,
                       ones_like, tril, triu, zeros, zeros_like)
from .dlpack import from_dlpack
from .device import Device, MemoryStats, default_device, device, devices, set_default_device
from .dtypes import (DTYPES, as_dtype, bfloat16, bool_, complex64, complex128, dtype, float8_e4m3fn, float8_e5m2,
                     float16, float32, float64, int2, int4, int8, int16, int32, int64, uint2, uint4, uint8, uint16,
                     uint32, uint64)
from .errors import (DeviceError, IndexOutOfRangeError, InternalError, InvalidArgumentError, InvalidHandleError,
                     KilnError, NonFiniteError, OutOfMemoryError, ShapeMismatchError, UnsupportedDTypeError,
                     UnsupportedError)
from . import diagnostics
from . import random
from . import fast
from . import linalg
from . import fft
from . import distributed  # collectives across processes (MPI loaded only when a group needs it)
from .ops import *  # noqa: F401,F403  (every op)
from .ops import __all__ as _ops_all
from .aliases import bitwise_invert, bitwise_left_shift, bitwise_right_shift, positive, pow
from .dtype_queries import can_cast, finfo, iinfo, isdtype, result_type
from .linear_algebra import einsum, tensordot, vecdot
from .manipulation import (broadcast_arrays, broadcast_shapes, concat, matrix_transpose, moveaxis, permute_dims,
                           repeat, roll, tile, unstack)
from .namespace_info import __array_namespace_info__
from .floating import nextafter
from .statistics import count_nonzero, diff, std, var
from .compiled import compile  # noqa: A001  (mlx.core.compile's name)
from .grad import grad, jvp, stop_gradient, value_and_grad, vjp

# The array API standard's version and constants.
__array_api_version__ = "2024.12"
e = 2.718281828459045
pi = 3.141592653589793
inf = float("inf")
nan = float("nan")
newaxis = None
bool = bool_  # the standard's name for the dtype (builtins.bool stays reachable as such)

__version__ = "%d.%d.%d" % _capi.VERSION

__all__ = [
    "Tensor", "compile", "grad", "value_and_grad", "vjp", "jvp", "stop_gradient", "asarray", "zeros", "ones", "full", "arange", "eye", "empty", "zeros_like", "ones_like", "full_like",
    "empty_like", "linspace", "meshgrid", "tril", "triu",
    "pow", "bitwise_invert", "bitwise_left_shift", "bitwise_right_shift", "positive",
    "finfo", "iinfo", "result_type", "can_cast", "isdtype", "tensordot", "vecdot", "einsum",
    "permute_dims", "moveaxis", "matrix_transpose", "unstack", "tile", "repeat", "roll", "broadcast_arrays",
    "broadcast_shapes", "concat", "nextafter", "var", "std", "count_nonzero", "diff", "__array_namespace_info__",
    "e", "pi", "inf", "nan", "newaxis",
    "Device", "MemoryStats", "device", "devices", "default_device", "set_default_device",
    "dtype", "as_dtype", "DTYPES", "bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
    "uint64", "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
    "float8_e5m2", "float8_e4m3fn", "int2", "int4", "uint2", "uint4",
    "KilnError", "InvalidArgumentError", "InvalidHandleError", "ShapeMismatchError", "UnsupportedDTypeError",
    "UnsupportedError", "OutOfMemoryError", "DeviceError", "IndexOutOfRangeError", "InternalError",
    "NonFiniteError", "diagnostics", "random", "fast", "linalg", "fft", "library_version", "info", "from_dlpack",
]
__all__ += _ops_all


def library_version():
    """The (major, minor, patch) of the loaded libkiln."""
    import ctypes
    parts = [ctypes.c_uint32() for _ in range(3)]
    _capi.lib.kiln_version(*map(ctypes.byref, parts))
    return tuple(p.value for p in parts)


def info():
    """What Kiln sees on this machine, the text `kiln-info` prints (kiln_info_report): library
    version, devices with their drivers, memory heaps, features, limits, pipeline cache and CPU
    fallbacks. The first thing to look at when a device or driver is not the one expected."""
    import ctypes
    text = ctypes.c_char_p()
    _capi.lib.kiln_info_report(ctypes.byref(text))
    return text.value.decode("utf-8", "replace")
