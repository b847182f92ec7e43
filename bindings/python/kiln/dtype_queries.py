"""The array API's data type functions: finfo, iinfo, result_type, can_cast, isdtype.

result_type asks the library (the dtype of a lazy `where` over 0-d operands), so Python and C
can never disagree on promotion; nothing is evaluated.
"""
import collections
import functools

from . import dtypes
from .device import device as _device

__all__ = ["finfo", "iinfo", "result_type", "can_cast", "isdtype"]

finfo_object = collections.namedtuple("finfo_object", "bits eps max min smallest_normal dtype")
iinfo_object = collections.namedtuple("iinfo_object", "bits max min dtype")

# (explicit mantissa bits, exponent bits) of each IEEE-style float.
_FLOAT_LAYOUT = {"float16": (10, 5), "bfloat16": (7, 8), "float32": (23, 8), "float64": (52, 11)}
# The float8s by hand (E4M3FN has no infinity: its largest is 448): eps, max, min, smallest normal.
_FLOAT8 = {"float8_e5m2": (0.25, 57344.0, -57344.0, 2.0 ** -14), "float8_e4m3fn": (0.125, 448.0, -448.0, 2.0 ** -6)}


def _dtype_of(value):
    return value if isinstance(value, dtypes.dtype) else getattr(value, "dtype", None) or dtypes.as_dtype(value)


def finfo(type):
    """Machine limits of a float dtype (or of an array's dtype), as Python floats; a complex
    dtype gives its parts' (as the array API says)."""
    dt = _dtype_of(type)
    if dt.is_complex:
        dt = dtypes.float32 if dt is dtypes.complex64 else dtypes.float64
    if dt.name in _FLOAT8:
        return finfo_object(8, *_FLOAT8[dt.name], dt)
    if dt.name not in _FLOAT_LAYOUT:
        raise TypeError("finfo takes a floating-point dtype, not %s" % dt)
    mantissa, exponent = _FLOAT_LAYOUT[dt.name]
    emax = (1 << (exponent - 1)) - 1
    largest = (2.0 - 2.0 ** -mantissa) * 2.0 ** emax
    return finfo_object(dt.bits, 2.0 ** -mantissa, largest, -largest, 2.0 ** (1 - emax), dt)


def iinfo(type):
    """Limits of an integer dtype (or of an array's dtype), as Python ints."""
    dt = _dtype_of(type)
    if not dt.is_integer:
        raise TypeError("iinfo takes an integer dtype, not %s" % dt)
    if dt.kind == "u":
        return iinfo_object(dt.bits, (1 << dt.bits) - 1, 0, dt)
    return iinfo_object(dt.bits, (1 << (dt.bits - 1)) - 1, -(1 << (dt.bits - 1)), dt)


@functools.lru_cache(maxsize=None)
def _promote(a, b):
    """The dtype Kiln's binary ops give operands of dtypes a and b (the library's own rule)."""
    from . import creation, ops
    cpu = _device("cpu")
    pick = creation.zeros((), dtypes.bool_, cpu)
    return ops.where(pick, creation.zeros((), a, cpu), creation.zeros((), b, cpu)).dtype


@functools.lru_cache(maxsize=None)
def _with_scalar(kind, dt):
    """The dtype a Python scalar of `kind` (bool, int or float) takes next to dtype dt: the C API's
    weak-scalar rule, asked of the library."""
    from . import creation, ops
    cpu = _device("cpu")
    value = {bool: True, int: 1, float: 1.0, complex: 1j}[kind]
    return ops.where(creation.zeros((), dtypes.bool_, cpu), creation.zeros((), dt, cpu), value).dtype


def result_type(*arrays_and_dtypes):
    """The dtype of an op on these arrays, dtypes and Python scalars (scalars are weak: they
    yield to the arrays' dtypes, as in arithmetic)."""
    typed = [_dtype_of(v) for v in arrays_and_dtypes if not _is_scalar(v)]
    if not typed:
        raise TypeError("result_type needs at least one array or dtype")
    out = functools.reduce(_promote, typed)
    for value in arrays_and_dtypes:
        if _is_scalar(value):
            out = _with_scalar(type(value), out)
    return out


def can_cast(from_, to, /):
    """Whether promotion allows from_ (a dtype or array) to become `to` without losing values:
    within one kind only (bool to bool, integer to a wider integer, float to a wider float)."""
    src, dst = _dtype_of(from_), _dtype_of(to)
    if src.kind == "b" or dst.kind == "b":
        return src is dst
    if src.is_complex or dst.is_complex:  # real -> complex only, never back (astype refuses it)
        return dst.is_complex and _promote(src, dst) is dst
    if src.is_integer != dst.is_integer:
        return False
    if src.is_integer:
        a, b = iinfo(src), iinfo(dst)
        return b.min <= a.min and a.max <= b.max
    return _promote(src, dst) is dst


_KINDS = {
    "bool": lambda d: d.kind == "b",
    "signed integer": lambda d: d.kind == "i",
    "unsigned integer": lambda d: d.kind == "u",
    "integral": lambda d: d.is_integer,
    "real floating": lambda d: d.is_floating,
    "complex floating": lambda d: d.is_complex,
    "numeric": lambda d: d.kind != "b",
}


def isdtype(dtype, kind):
    """Whether dtype is of `kind`: a dtype, one of the standard's kind names, or a tuple of them."""
    if not isinstance(dtype, dtypes.dtype):
        raise TypeError("isdtype takes a Kiln dtype, not %r" % (dtype,))
    if isinstance(kind, tuple):
        return any(isdtype(dtype, k) for k in kind)
    if isinstance(kind, dtypes.dtype):
        return dtype is kind
    if kind not in _KINDS:
        raise ValueError("unknown dtype kind %r (one of %s)" % (kind, ", ".join(sorted(_KINDS))))
    return _KINDS[kind](dtype)


def _is_scalar(value):
    return isinstance(value, (bool, int, float, complex)) and not hasattr(value, "dtype")

