"""Making tensors: from Python data or NumPy arrays, and the constant-filled constructors."""
import builtins
import ctypes
import operator
import sys

from . import _codec, dtypes
from ._capi import lib
from .device import device as _device
from .tensor import Tensor

__all__ = ["asarray", "zeros", "ones", "full", "arange", "eye", "empty", "zeros_like", "ones_like", "full_like",
           "empty_like", "linspace", "meshgrid", "tril", "triu"]

_PYTHON_SCALARS = (bool, int, float, complex)
_ARRAYLIKE_TYPES = (Tensor, list, tuple) + _PYTHON_SCALARS
_EXACT_DOUBLE_INT = 1 << 53  # kiln_full takes a double: exact for integers up to here
_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


def int64_array(values):
    """A ctypes int64 array of Python integers (NULL for None)."""
    if values is None:
        return None
    values = [operator.index(v) for v in values]
    for v in values:
        if not _INT64_MIN <= v <= _INT64_MAX:  # ctypes would silently wrap it
            raise OverflowError("%d does not fit in int64" % v)
    return (ctypes.c_int64 * len(values))(*values)


def as_shape(shape):
    """A tuple of ints from an int or a sequence of them."""
    try:
        return (operator.index(shape),)
    except TypeError:
        return tuple(operator.index(d) for d in shape)


def _create(data, dtype, shape, dev):
    """A tensor holding a copy of `data` (a buffer address or bytes) in `dtype`."""
    return Tensor._from_call(lib.kiln_tensor_create, data, dtype.code, int64_array(shape), len(shape),
                             dev._handle)


def _create_values(flat, dt, shape, dev):
    """A tensor of Python scalars; the narrow dtypes through their compute type (ints checked
    against the narrow range first, as NumPy 2 checks its own)."""
    if not dt.is_narrow:
        return _create(_codec.pack(flat, dt), dt, shape, dev)
    if dt.is_integer:
        flat = [_codec.to_int(v, dt) for v in flat]
    wide = dt.compute
    return _create(_codec.pack(flat, wide), wide, shape, dev).astype(dt)


def scalar(value, dtype, dev):
    """A 0-d tensor of a Python bool/int/float, converted exactly to `dtype`."""
    return _create_values([value], dtype, (), dev)


def _is_numpy_like(obj):
    """True for NumPy arrays and scalars, and anything else that offers __array__ (checked
    without importing NumPy)."""
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(obj, (numpy.ndarray, numpy.generic)):
        return True
    return hasattr(obj, "__array__") or hasattr(obj, "__array_interface__")


def is_python_scalar(obj):
    """bool, int or float, but not NumPy's float64 (a float subclass that carries a dtype)."""
    if type(obj) in _PYTHON_SCALARS:  # the common case, answered without the subclass checks
        return True
    return isinstance(obj, _PYTHON_SCALARS) and not _is_numpy_like(obj)


def is_arraylike(obj):
    return isinstance(obj, _ARRAYLIKE_TYPES) or _is_numpy_like(obj)


def asarray(obj, dtype=None, device=None, copy=None):
    """A tensor from a Tensor, a (nested) list or tuple, a Python scalar or a NumPy array.

    Without `dtype`: bools give bool, Python ints int64, Python floats float32 (as MLX), and
    NumPy arrays keep theirs. `device` is a Device or label; None means the default device
    (for a Tensor: where it is). `copy`: True always gives an independent tensor, False raises
    ValueError where a copy cannot be avoided (anything but a Tensor already of that dtype and
    device), None copies only when needed. Tensors are immutable, so sharing is never observable.
    """
    dt = None if dtype is None else dtypes.as_dtype(dtype)
    if isinstance(obj, Tensor):
        out = obj if device is None else obj.to(device)
        out = out if dt is None or dt is out.dtype else out.astype(dt)
        if copy is False and out is not obj:
            raise ValueError("asarray(copy=False): a %s tensor on %s needs a copy" % (out.dtype, out.device.label))
        return out.copy() if copy and out is obj else out
    if copy is False:
        raise ValueError("asarray(copy=False) needs a Kiln tensor, not %s" % type(obj).__name__)
    dev = _device(device)
    if _is_numpy_like(obj):
        return _from_numpy(obj, dt, dev)
    if isinstance(obj, _PYTHON_SCALARS):
        return scalar(obj, dt or _infer_dtype([obj]), dev)
    if isinstance(obj, (list, tuple)):
        shape, flat = _flatten(obj)
        dt = dt or _infer_dtype(flat)
        return _create_values(flat, dt, shape, dev)
    raise TypeError("cannot make a tensor from %s" % type(obj).__name__)


def _flatten(obj):
    """(shape, flat list of leaves) of nested lists; leaves with .tolist() (NumPy, Tensor) are expanded."""
    if hasattr(obj, "tolist") and not isinstance(obj, (list, tuple)):
        obj = obj.tolist()
    if not isinstance(obj, (list, tuple)):
        return (), [obj]
    parts = [_flatten(item) for item in obj]
    inner = parts[0][0] if parts else ()
    if any(shape != inner for shape, _ in parts):
        raise ValueError("nested sequences have inhomogeneous shapes")
    return (len(parts),) + inner, [leaf for _, leaves in parts for leaf in leaves]


def _infer_dtype(flat):
    if not flat:
        return dtypes.float32
    if not all(isinstance(v, _PYTHON_SCALARS) for v in flat):
        bad = next(v for v in flat if not isinstance(v, _PYTHON_SCALARS))
        raise TypeError("cannot make a tensor of %s values" % type(bad).__name__)
    if all(isinstance(v, bool) for v in flat):
        return dtypes.bool_
    if any(isinstance(v, complex) for v in flat):
        return dtypes.complex64  # Kiln's default float is float32 (as MLX)
    if any(isinstance(v, float) for v in flat):
        return dtypes.float32
    if max(flat) > (1 << 63) - 1 and min(flat) >= 0:
        return dtypes.uint64  # as NumPy, for values only uint64 holds
    return dtypes.int64


def _from_numpy(obj, dt, dev):
    import numpy as np
    arr = np.asarray(obj)
    if arr.dtype.kind not in "biufc":
        raise TypeError("NumPy dtype %s has no Kiln counterpart" % arr.dtype)
    src = dtypes.as_dtype(arr.dtype.name)  # TypeError for float128 and the like
    if dt is dtypes.bfloat16 or (dt is not None and dt.is_narrow):
        # NumPy has no bfloat16, float8 or 2/4-bit integers: go through float32 (or the narrow
        # type's compute type) and let Kiln round or wrap.
        wide = np.float32 if dt is dtypes.bfloat16 else dt.compute.name
        return _from_numpy(arr.astype(wide), None, dev).astype(dt)
    if dt is not None and dt is not src:
        arr, src = arr.astype(dt.name), dt
    if not (arr.flags.c_contiguous and arr.dtype.isnative):
        # A compact, native-endian copy of a strided or byte-swapped array (np.array, as
        # ascontiguousarray would make a 0-d array 1-d).
        arr = np.array(arr, dtype=arr.dtype.newbyteorder("="), order="C")
    return _create(arr.ctypes.data_as(ctypes.c_void_p), src, arr.shape, dev)


def full(shape, fill_value, dtype=None, device=None):
    """A tensor of `shape` holding `fill_value` everywhere (dtype inferred as asarray does)."""
    shape = as_shape(shape)
    if not is_python_scalar(fill_value):  # a tensor or array: broadcast it
        return ops.broadcast_to(asarray(fill_value, dtype, device), shape)
    dt = dtypes.as_dtype(dtype) if dtype is not None else _infer_dtype([fill_value])
    dev = _device(device)
    if isinstance(fill_value, complex) or (isinstance(fill_value, int) and abs(fill_value) > _EXACT_DOUBLE_INT):
        return ops.broadcast_to(scalar(fill_value, dt, dev), shape)
    return Tensor._from_call(lib.kiln_full, int64_array(shape), len(shape), float(fill_value), dt.code,
                             dev._handle)


def _default_float(dtype):
    return dtypes.float32 if dtype is None else dtypes.as_dtype(dtype)


def zeros(shape, dtype=None, device=None):
    """A tensor of zeros (dtype None: float32)."""
    shape = as_shape(shape)
    return Tensor._from_call(lib.kiln_zeros, int64_array(shape), len(shape), _default_float(dtype).code,
                             _device(device)._handle)


def ones(shape, dtype=None, device=None):
    """A tensor of ones (dtype None: float32)."""
    shape = as_shape(shape)
    return Tensor._from_call(lib.kiln_ones, int64_array(shape), len(shape), _default_float(dtype).code,
                             _device(device)._handle)


def empty(shape, dtype=None, device=None):
    """A tensor whose values do not matter: Kiln gives zeros (a broadcast view, no memory)."""
    return zeros(shape, dtype, device)


def _like(make, x, dtype, device, *args):
    return make(x.shape, *args, dtype=x.dtype if dtype is None else dtype,
                device=x.device if device is None else device)


def zeros_like(x, /, *, dtype=None, device=None):
    return _like(zeros, x, dtype, device)


def ones_like(x, /, *, dtype=None, device=None):
    return _like(ones, x, dtype, device)


def empty_like(x, /, *, dtype=None, device=None):
    return _like(empty, x, dtype, device)


def full_like(x, /, fill_value, *, dtype=None, device=None):
    return _like(full, x, dtype, device, fill_value)


def arange(start, stop=None, step=1, dtype=None, device=None):
    """Values start, start + step, ... below stop, as numpy.arange; int64 for int arguments, else float32."""
    if stop is None:
        start, stop = 0, start
    if dtype is None:
        ints = all(isinstance(v, int) for v in (start, stop, step))
        dtype = dtypes.int64 if ints else dtypes.float32
    return Tensor._from_call(lib.kiln_arange, float(start), float(stop), float(step),
                             dtypes.as_dtype(dtype).code, _device(device)._handle)


def eye(n, m=None, k=0, dtype=None, device=None):
    """An n x m matrix with ones on diagonal k (dtype None: float32)."""
    m = n if m is None else m
    # A diagonal beyond the matrix leaves it all zeros; clamped so that an int past int64 does not wrap.
    k = builtins.max(-n - 1, builtins.min(operator.index(k), m + 1)) if n >= 0 and m >= 0 else k
    return Tensor._from_call(lib.kiln_eye, n, m, k, _default_float(dtype).code, _device(device)._handle)


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True):
    """num evenly spaced values from start to stop (stop included when endpoint), as
    numpy.linspace: start + i * step, the last one exactly stop."""
    num = operator.index(num)
    if num < 0:
        raise ValueError("linspace: num must be >= 0, not %d" % num)
    dt = _default_float(dtype)
    if not dt.is_floating:
        raise TypeError("linspace makes floating-point values, not %s" % dt)
    divisions = num - 1 if endpoint else num
    start, stop = float(start), float(stop)
    step = (stop - start) / divisions if divisions > 0 else 0.0
    index = arange(num, dtype=dtypes.float64 if dt is dtypes.float64 else dtypes.float32, device=device)
    out = (index * step + start).astype(dt)
    if endpoint and num > 1:
        out = ops.where(index == num - 1, float(stop), out)
    return out


def meshgrid(*arrays, indexing="xy"):
    """Coordinate grids from 1-D arrays, as numpy.meshgrid ('xy': the first two axes swapped),
    each a broadcast view."""
    if indexing not in ("xy", "ij"):
        raise ValueError("meshgrid: indexing must be 'xy' or 'ij', not %r" % (indexing,))
    arrays = [a if isinstance(a, Tensor) else asarray(a) for a in arrays]
    if any(a.ndim != 1 for a in arrays):
        raise ValueError("meshgrid takes 1-D arrays")
    shape = [a.shape[0] for a in arrays]
    axes = list(range(len(arrays)))
    if indexing == "xy" and len(arrays) > 1:
        shape[0], shape[1] = shape[1], shape[0]
        axes[0], axes[1] = 1, 0
    grids = []
    for a, axis in zip(arrays, axes):
        placed = [1] * len(arrays)
        placed[axis] = -1
        grids.append(ops.broadcast_to(ops.reshape(a, placed), shape))
    return grids


def _triangle(x, k, lower):
    """x with the elements above (lower) or below (upper) diagonal k of its last two axes zeroed."""
    x = x if isinstance(x, Tensor) else asarray(x)
    if x.ndim < 2:
        raise ValueError("tril/triu need at least 2 dimensions, not %d" % x.ndim)
    rows, cols = x.shape[-2:]
    row = ops.reshape(arange(rows, device=x.device), (rows, 1))
    col = ops.reshape(arange(cols, device=x.device), (1, cols))
    keep = (col - row <= k) if lower else (col - row >= k)
    return ops.where(keep, x, zeros((), x.dtype, x.device))


def tril(x, /, *, k=0):
    """The lower triangle of the last two axes (diagonal k and below), the rest zero."""
    return _triangle(x, operator.index(k), lower=True)


def triu(x, /, *, k=0):
    """The upper triangle of the last two axes (diagonal k and above), the rest zero."""
    return _triangle(x, operator.index(k), lower=False)


from . import ops  # noqa: E402  (ops builds on asarray)
