"""Every op of the C API as a function.

Arguments may be Tensors, NumPy arrays, nested lists or Python scalars. A Python scalar next
to a tensor is "weak": it takes its dtype from the tensor (an int with an int or float tensor
takes the tensor's dtype; a float with an int or bool tensor gives float32, with a float tensor
the tensor's dtype), so `x * 2` keeps x's dtype. Everything else promotes as docs/dtypes.md says.
"""
import builtins
import operator

from . import dtypes
from ._capi import kiln_tensor, lib
from .creation import asarray, int64_array, is_arraylike, is_python_scalar, scalar
from .device import device as _device
from .tensor import Tensor

__all__ = [
    "negative", "abs", "sign", "exp", "log", "log1p", "expm1", "sqrt", "rsqrt", "square", "sin", "cos",
    "tan", "tanh", "sigmoid", "erf", "floor", "ceil", "round", "logical_not", "bitwise_not", "isnan",
    "isinf", "isfinite",
    "add", "subtract", "multiply", "divide", "floor_divide", "remainder", "power", "maximum", "minimum",
    "atan2", "equal", "not_equal", "less", "less_equal", "greater", "greater_equal", "logical_and",
    "logical_or", "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift",
    "matmul", "where", "clip", "astype", "bitcast", "take",
    "sum", "prod", "mean", "max", "min", "all", "any", "argmax", "argmin",
    "reshape", "transpose", "broadcast_to", "expand_dims", "squeeze", "flip", "slice", "concatenate",
    "stack", "pad", "copy", "to_device", "eval",
]

# ---- operand conversion ----


def is_operand(obj):
    """Whether obj can take part in an op (Tensor, array-like or Python scalar)."""
    return is_arraylike(obj)


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


def _weak(value, device):
    """A Python scalar as the C API's weak scalar (kiln_weak_scalar_int / _float), whose dtype the
    other operand decides (docs/dtypes.md, "Plain numbers"). A bool is a bool tensor (bool gives
    way to any dtype anyway); an int past int64 is a uint64 one (it only fits uint64)."""
    if isinstance(value, bool):
        return scalar(value, dtypes.bool_, device)
    if isinstance(value, int):
        if not _INT64_MIN <= value <= _INT64_MAX:
            return scalar(value, dtypes.uint64, device)
        return Tensor._from_call(lib.kiln_weak_scalar_int, value, device._handle)
    return Tensor._from_call(lib.kiln_weak_scalar_float, float(value), device._handle)


def _like(value, other):
    """value as a tensor on other's device; a Python scalar becomes a weak scalar."""
    if isinstance(value, Tensor):
        return value
    if is_python_scalar(value):
        return _weak(value, other.device)
    return asarray(value, device=other.device)


def _pair(a, b, device=None):
    """Two operands as tensors, scalars typed by the other operand. Non-tensors go to the
    other operand's device, or to `device` when neither is a tensor."""
    if isinstance(a, Tensor):
        return a, _like(b, a)
    if isinstance(b, Tensor):
        return _like(a, b), b
    if is_python_scalar(a) and not is_python_scalar(b):
        b = asarray(b, device=device)
        return _like(a, b), b
    a = asarray(a, device=device)
    return a, _like(b, a)


def _device_of(*values):
    """The device of the first Tensor among values, or None (the default device)."""
    return next((v.device for v in values if isinstance(v, Tensor)), None)


def _axes(axis):
    """(int64 array or None, count) for an axis argument: None, an int or a sequence of ints."""
    if axis is None:
        return None, 0
    try:
        axes = [operator.index(axis)]
    except TypeError:
        axes = list(axis)
    return int64_array(axes), len(axes)


def _is_int(value):
    return hasattr(value, "__index__") and not isinstance(value, Tensor)


def _handles(tensors):
    return (kiln_tensor * len(tensors))(*(t._handle for t in tensors))


# ---- elementwise ----


def _unary(name, doc):
    fn = getattr(lib, "kiln_" + name)

    def op(x):
        return Tensor._from_call(fn, _tensor(x)._handle)
    op.__name__ = op.__qualname__ = name
    op.__doc__ = doc
    return op


def _binary(name, doc):
    fn = getattr(lib, "kiln_" + name)

    def op(a, b):
        a, b = _pair(a, b)
        return Tensor._from_call(fn, a._handle, b._handle)
    op.__name__ = op.__qualname__ = name
    op.__doc__ = doc + " Broadcasts; dtypes promote."
    return op


negative = _unary("negative", "Elementwise -x.")
abs = _unary("abs", "Elementwise |x|.")
sign = _unary("sign", "Elementwise -1, 0 or 1 (NaN stays NaN).")
exp = _unary("exp", "Elementwise e**x.")
log = _unary("log", "Elementwise natural logarithm.")
log1p = _unary("log1p", "Elementwise log(1 + x), accurate near 0.")
expm1 = _unary("expm1", "Elementwise e**x - 1, accurate near 0.")
sqrt = _unary("sqrt", "Elementwise square root.")
rsqrt = _unary("rsqrt", "Elementwise 1 / sqrt(x).")
square = _unary("square", "Elementwise x * x.")
sin = _unary("sin", "Elementwise sine.")
cos = _unary("cos", "Elementwise cosine.")
tan = _unary("tan", "Elementwise tangent.")
tanh = _unary("tanh", "Elementwise hyperbolic tangent.")
sigmoid = _unary("sigmoid", "Elementwise 1 / (1 + e**-x).")
erf = _unary("erf", "Elementwise error function.")
floor = _unary("floor", "Elementwise floor (identity on integers).")
ceil = _unary("ceil", "Elementwise ceiling (identity on integers).")
round = _unary("round", "Elementwise round half to even (identity on integers).")
logical_not = _unary("logical_not", "Elementwise not x, as bool.")
bitwise_not = _unary("bitwise_not", "Elementwise ~x on bools and integers.")
isnan = _unary("isnan", "Elementwise x is NaN, as bool.")
isinf = _unary("isinf", "Elementwise x is infinite, as bool.")
isfinite = _unary("isfinite", "Elementwise x is neither infinite nor NaN, as bool.")

add = _binary("add", "Elementwise a + b.")
subtract = _binary("subtract", "Elementwise a - b.")
multiply = _binary("multiply", "Elementwise a * b.")
divide = _binary("divide", "Elementwise a / b (integers give float32).")
floor_divide = _binary("floor_divide", "Elementwise a // b (x // 0 is 0 for integers).")
remainder = _binary("remainder", "Elementwise a % b with the sign of b, as Python.")
power = _binary("power", "Elementwise a ** b.")
maximum = _binary("maximum", "Elementwise larger of a and b (NaN propagates).")
minimum = _binary("minimum", "Elementwise smaller of a and b (NaN propagates).")
atan2 = _binary("atan2", "Elementwise arc tangent of a / b in the right quadrant.")
equal = _binary("equal", "Elementwise a == b, as bool.")
not_equal = _binary("not_equal", "Elementwise a != b, as bool.")
less = _binary("less", "Elementwise a < b, as bool.")
less_equal = _binary("less_equal", "Elementwise a <= b, as bool.")
greater = _binary("greater", "Elementwise a > b, as bool.")
greater_equal = _binary("greater_equal", "Elementwise a >= b, as bool.")
logical_and = _binary("logical_and", "Elementwise a and b, as bool.")
logical_or = _binary("logical_or", "Elementwise a or b, as bool.")
logical_xor = _binary("logical_xor", "Elementwise a xor b, as bool.")
bitwise_and = _binary("bitwise_and", "Elementwise a & b.")
bitwise_or = _binary("bitwise_or", "Elementwise a | b.")
bitwise_xor = _binary("bitwise_xor", "Elementwise a ^ b.")
left_shift = _binary("left_shift", "Elementwise a << b (0 once b reaches the bit width).")
right_shift = _binary("right_shift", "Elementwise a >> b, arithmetic for signed types.")
matmul = _binary("matmul", "Matrix product as numpy.matmul (a 1-D operand gains an axis, removed after).")


def where(condition, x, y):
    """Elementwise x where condition is nonzero, else y; all three broadcast."""
    dev = _device_of(condition, x, y)
    if not isinstance(condition, Tensor):
        condition = asarray(condition, device=dev)
    x, y = _pair(x, y, dev)
    return Tensor._from_call(lib.kiln_where, condition._handle, x._handle, y._handle)


def clip(x, min=None, max=None):
    """Elementwise min(max(x, min), max); either bound may be None."""
    x = _tensor(x)
    lo = None if min is None else _like(min, x)
    hi = None if max is None else _like(max, x)
    return Tensor._from_call(lib.kiln_clip, x._handle, None if lo is None else lo._handle,
                             None if hi is None else hi._handle)


def take(x, indices, axis=0):
    """numpy.take along one axis; out-of-range indices are clamped, or raise IndexOutOfRangeError
    when evaluated with the bounds debug check on (kiln.diagnostics.set_debug(bounds=True))."""
    x = _tensor(x)
    if not isinstance(indices, Tensor):
        indices = asarray(indices, dtype="int64", device=x.device)
    return Tensor._from_call(lib.kiln_take, x._handle, indices._handle, int(axis))


def astype(x, dtype):
    """x converted to dtype (float to int truncates and saturates; NaN gives 0)."""
    return Tensor._from_call(lib.kiln_astype, _tensor(x)._handle, dtypes.as_dtype(dtype).code)


def bitcast(x, dtype):
    """The same bytes read as dtype; with another item size the last axis scales."""
    return Tensor._from_call(lib.kiln_bitcast, _tensor(x)._handle, dtypes.as_dtype(dtype).code)


# ---- reductions ----


def _reduction(name, doc):
    fn = getattr(lib, "kiln_" + name)

    def reduce(x, axis=None, keepdims=False):
        axes, count = _axes(axis)
        return Tensor._from_call(fn, _tensor(x)._handle, axes, count, bool(keepdims))
    reduce.__name__ = reduce.__qualname__ = name
    reduce.__doc__ = doc + " over `axis` (None: all; an int or a tuple of ints)."
    return reduce


sum = _reduction("sum", "Sum (bool and signed ints accumulate as int64, unsigned as uint64)")
prod = _reduction("prod", "Product (accumulating as sum does)")
mean = _reduction("mean", "Arithmetic mean (integers give float32)")
max = _reduction("max", "Maximum (NaN propagates; empty reductions are an error)")
min = _reduction("min", "Minimum (NaN propagates; empty reductions are an error)")
all = _reduction("all", "Whether every element is nonzero, as bool,")
any = _reduction("any", "Whether any element is nonzero, as bool,")
argmax = _reduction("argmax", "Index of the first maximum, as int64 (at most one axis; None: of the flattened tensor)")
argmin = _reduction("argmin", "Index of the first minimum, as int64 (at most one axis; None: of the flattened tensor)")


# ---- shapes (views where the layout allows) ----


def reshape(x, shape):
    """The same elements in a new shape; one extent may be -1."""
    shape, count = _axes(shape)
    return Tensor._from_call(lib.kiln_reshape, _tensor(x)._handle, shape, count)


def transpose(x, axes=None):
    """Axes permuted (reversed when axes is None)."""
    arr, count = _axes(axes)
    return Tensor._from_call(lib.kiln_transpose, _tensor(x)._handle, arr, count)


def broadcast_to(x, shape):
    shape, count = _axes(shape)
    return Tensor._from_call(lib.kiln_broadcast_to, _tensor(x)._handle, shape, count)


def expand_dims(x, axis):
    """Axes of extent 1 inserted at the given positions of the result."""
    axes, count = _axes(axis)
    return Tensor._from_call(lib.kiln_expand_dims, _tensor(x)._handle, axes, count)


def squeeze(x, axis=None):
    """Axes of extent 1 removed (all of them when axis is None)."""
    axes, count = _axes(axis)
    return Tensor._from_call(lib.kiln_squeeze, _tensor(x)._handle, axes, count)


def flip(x, axis=None):
    """Elements reversed along the given axes (all when axis is None)."""
    axes, count = _axes(axis)
    return Tensor._from_call(lib.kiln_flip, _tensor(x)._handle, axes, count)


def slice(x, start, stop, step=None):
    """Basic slicing of the leading len(start) axes, per axis as Python's slice(start, stop, step)."""
    n = len(start)
    if len(stop) != n or (step is not None and len(step) != n):
        raise ValueError("start, stop and step need one entry per sliced axis")
    return Tensor._from_call(lib.kiln_slice, _tensor(x)._handle, int64_array(start), int64_array(stop),
                             int64_array(step), n)


def _joined(fn, tensors, axis):
    tensors = list(tensors)
    dev = _device_of(*tensors)
    tensors = [t if isinstance(t, Tensor) else asarray(t, device=dev) for t in tensors]
    return Tensor._from_call(fn, _handles(tensors), len(tensors), operator.index(axis))


def concatenate(tensors, axis=0):
    """Tensors joined along an existing axis; axis None joins them flattened."""
    if axis is None:
        tensors, axis = [reshape(t, -1) for t in tensors], 0
    return _joined(lib.kiln_concatenate, tensors, axis)


def stack(tensors, axis=0):
    """Same-shaped tensors joined along a new axis."""
    return _joined(lib.kiln_stack, tensors, axis)


def pad(x, pad_width, constant_values=0):
    """x padded with a constant, as numpy.pad: pad_width is n, (before, after) or one pair per axis."""
    x = _tensor(x)
    pairs = _pad_pairs(pad_width, x.ndim)
    before = int64_array([p[0] for p in pairs])
    after = int64_array([p[1] for p in pairs])
    return Tensor._from_call(lib.kiln_pad, x._handle, before, after, len(pairs), float(constant_values))


def _pad_pairs(pad_width, ndim):
    if _is_int(pad_width):
        return [(operator.index(pad_width),) * 2] * ndim
    items = list(pad_width)
    if builtins.all(_is_int(v) for v in items):  # (both,) or (before, after) for every axis
        if len(items) not in (1, 2):
            raise ValueError("pad_width must be n, (before, after) or one pair per axis")
        return [(items[0], items[-1])] * ndim
    pairs = [(p[0], p[-1]) for p in map(list, items)]
    if len(pairs) == 1:
        pairs *= ndim
    if len(pairs) != ndim:
        raise ValueError("pad_width has %d pairs for %d axes" % (len(pairs), ndim))
    return pairs


# ---- data movement and evaluation ----


def copy(x):
    """An independent copy made on x's device."""
    return Tensor._from_call(lib.kiln_tensor_copy, _tensor(x)._handle)


def to_device(x, device):
    """x on another device (x itself, shared, when already there)."""
    return Tensor._from_call(lib.kiln_tensor_to_device, _tensor(x)._handle, _device(device)._handle)


def _collect_tensors(items, flat):
    # A module-level function, not a closure: a recursive closure refers to itself through its
    # cell, a reference cycle that would keep `flat` (and the tensors' device memory) alive until
    # the cyclic garbage collector runs.
    for item in items:
        if isinstance(item, (list, tuple)):
            _collect_tensors(item, flat)
        elif isinstance(item, Tensor):
            flat.append(item)
        else:
            raise TypeError("eval() takes tensors, not %s" % type(item).__name__)


def eval(*tensors):
    """Computes the given tensors (lists and tuples of them too) in one pass, each node once."""
    flat = []
    _collect_tensors(tensors, flat)
    if flat:
        lib.kiln_tensor_eval(_handles(flat), len(flat))
