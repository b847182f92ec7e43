"""Every op of the C API as a function.

Arguments may be Tensors, NumPy arrays, nested lists or Python scalars. A Python scalar next
to a tensor is "weak": it takes its dtype from the tensor (an int with an int or float tensor
takes the tensor's dtype; a float with an int or bool tensor gives float32, with a float tensor
the tensor's dtype), so `x * 2` keeps x's dtype. Everything else promotes as docs/dtypes.md says.
"""
import builtins
import ctypes
import functools
import math
import operator
from collections import namedtuple

from . import dtypes
from ._capi import OPS, kiln_tensor, lib
from ._extension import native
from .creation import asarray, int64_array, is_arraylike, is_python_scalar, scalar
from .device import device as _device
from .tensor import Tensor

__all__ = [op[0] for op in OPS] + [
    "matmul", "where", "clip", "astype", "bitcast", "take", "take_along_axis", "gather", "indexed_add",
    "indexed_put", "argwhere", "nonzero", "sort", "argsort", "top_k", "unique_all", "unique_counts",
    "unique_inverse", "unique_values", "searchsorted", "softmax", "log_softmax", "var", "std",
    "reshape", "transpose", "broadcast_to", "expand_dims", "squeeze", "flip", "slice", "concatenate",
    "stack", "pad", "copy", "to_device", "eval", "async_eval", "dot_general", "leaky_relu", "elu",
    "conv", "conv2d", "window_sum", "window_product", "window_max", "window_min", "window_scatter_max",
    "window_scatter_min", "pad_general", "dynamic_slice", "dynamic_update_slice", "cumulative_prod",
]

# ---- operand conversion ----


def is_operand(obj):
    """Whether obj can take part in an op (Tensor, array-like or Python scalar)."""
    return is_arraylike(obj)


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


# Weak scalars by (kind, value, device): a loop like `y = y * 1.0001` then makes one C call per
# step instead of three (create the scalar, the op, release the scalar). They are immutable lazy
# constants that never reach the caller, so sharing one is safe. Bounded: cleared when full.
_weak_scalars = {}
_WEAK_SCALARS_MAX = 256


def _weak(value, device):
    """A Python scalar as the C API's weak scalar (kiln_weak_scalar_int / _float), whose dtype the
    other operand decides (docs/dtypes.md, "Plain numbers"). A bool is a bool tensor (bool gives
    way to any dtype anyway); an int past int64 is a uint64 one (it only fits uint64)."""
    if isinstance(value, bool):
        return scalar(value, dtypes.bool_, device)
    if isinstance(value, int):
        if not _INT64_MIN <= value <= _INT64_MAX:
            return scalar(value, dtypes.uint64, device)
        make, key = lib.kiln_weak_scalar_int, (int, value, device._handle.value)
    else:
        value = float(value)
        if value != value:  # NaN is no dict key (NaN != NaN); -0.0 and 0.0 are told apart below
            return Tensor._from_call(lib.kiln_weak_scalar_float, value, device._handle)
        make, key = lib.kiln_weak_scalar_float, (float, value, math.copysign(1.0, value), device._handle.value)
    cached = _weak_scalars.get(key)
    if cached is None:
        if len(_weak_scalars) >= _WEAK_SCALARS_MAX:
            _weak_scalars.clear()
        cached = _weak_scalars[key] = Tensor._from_call(make, value, device._handle)
        cached._device = device
    return cached


def _forget_weak_scalars(device):
    # list() copies the keys atomically and pop() tolerates a key another thread removed first.
    for key in [k for k in list(_weak_scalars) if k[-1] == device._handle.value]:
        _weak_scalars.pop(key, None)
    if native:
        native.forget_weak_scalars(device._handle.value)  # kiln._native's own cache


def _like(value, other):
    """value as a tensor on other's device; a Python scalar becomes a weak scalar."""
    if isinstance(value, Tensor):
        return value
    if isinstance(value, complex):  # no weak complex in the C API: the other operand picks its width
        return scalar(value, dtypes.complex_for(other.dtype), other.device)
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


def _fast(op):
    """With kiln._native: op's C form, which calls libkiln directly for tensors and Python numbers
    and `op` (this module's function) for anything else."""
    fast = native.op(op.__name__, op) if native else None
    return op if fast is None else functools.update_wrapper(fast, op)


def _unary(name, doc):
    fn = getattr(lib, "kiln_" + name)

    def op(x):
        x = _tensor(x)
        out = Tensor._from_call(fn, x._handle)
        out._device = x._device  # an op's result lives where its inputs do
        return out
    op.__name__ = op.__qualname__ = name
    op.__doc__ = doc
    return _fast(op)


def _binary(name, doc):
    fn = getattr(lib, "kiln_" + name)

    def op(a, b):
        a, b = _pair(a, b)
        out = Tensor._from_call(fn, a._handle, b._handle)
        out._device = a._device or b._device
        return out
    op.__name__ = op.__qualname__ = name
    op.__doc__ = doc
    return _fast(op)


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


def _indices(indices, device):
    return indices if isinstance(indices, Tensor) else asarray(indices, dtype="int64", device=device)


def take_along_axis(x, indices, axis=-1):
    """numpy.take_along_axis: indices of x's rank, broadcast against x off `axis`; out-of-range
    indices are clamped as take clamps them."""
    x = _tensor(x)
    indices = _indices(indices, x.device)  # held: a temporary's handle would be released first
    return Tensor._from_call(lib.kiln_take_along_axis, x._handle, indices._handle, int(axis))


def gather(x, indices, axes=None):
    """Nx.gather: indices [..., K] address the K `axes` of x (None: the first K); the result has
    shape indices.shape[:-1] + x's other extents. Components are clamped into range."""
    x = _tensor(x)
    indices = _indices(indices, x.device)
    arr, count = _axes(axes)
    return Tensor._from_call(lib.kiln_gather, x._handle, indices._handle, arr, count)


def _indexed(fn, x, indices, updates, axes):
    x = _tensor(x)
    indices = _indices(indices, x.device)
    updates = updates if isinstance(updates, Tensor) else asarray(updates, device=x.device)
    arr, count = _axes(axes)
    return Tensor._from_call(fn, x._handle, indices._handle, updates._handle, arr, count)


def indexed_add(x, indices, updates, axes=None):
    """Nx.indexed_add: x with updates added where indices [..., K] point (duplicates accumulate);
    updates have shape indices.shape[:-1] + x's other extents."""
    return _indexed(lib.kiln_indexed_add, x, indices, updates, axes)


def indexed_put(x, indices, updates, axes=None):
    """Nx.indexed_put: as indexed_add, writing instead; the last of repeated indices wins."""
    return _indexed(lib.kiln_indexed_put, x, indices, updates, axes)


def argwhere(x):
    """numpy.argwhere: int64 [count, ndim] coordinates of the nonzero elements, in row-major
    order (evaluates what the count needs)."""
    x = _tensor(x)
    return Tensor._from_call(lib.kiln_argwhere, x._handle)


def nonzero(x, /):
    """The array API's nonzero: one int64 tensor of coordinates per axis (x must not be 0-d)."""
    x = _tensor(x)
    if x.ndim == 0:
        raise ValueError("nonzero of a 0-d tensor: use argwhere")
    coordinates = argwhere(x)
    return tuple(coordinates[:, d] for d in range(x.ndim))


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    """Positions (int64) that sort x along axis: always stable, NaN last (first when descending)."""
    x = _tensor(x)
    return Tensor._from_call(lib.kiln_argsort, x._handle, int(axis), bool(descending))


def sort(x, /, *, axis=-1, descending=False, stable=True):
    """x sorted along axis: always stable, NaN last (first when descending)."""
    x = _tensor(x)
    return Tensor._from_call(lib.kiln_sort, x._handle, int(axis), bool(descending))


def top_k(x, k):
    """(values, indices) of the k largest elements along the last axis, largest first."""
    x = _tensor(x)
    values, indices = kiln_tensor(), kiln_tensor()
    lib.kiln_top_k(x._handle, int(k), ctypes.byref(values), ctypes.byref(indices))
    return Tensor(values), Tensor(indices)


def searchsorted(x1, x2, /, *, side="left", sorter=None):
    """Indices where x2's values would go in the ascending 1-d x1 (NaN last) to keep it sorted."""
    if side not in ("left", "right"):
        raise ValueError("side must be 'left' or 'right', not %r" % (side,))
    x1 = _tensor(x1)
    if sorter is not None:
        x1 = take(x1, sorter)
    x2 = _like(x2, x1)
    return Tensor._from_call(lib.kiln_searchsorted, x1._handle, x2._handle, side == "right")


def _unique(x):
    """(values, counts, inverse) as the array API has them: kiln_unique's, with each NaN a value of
    its own (NaN != NaN), after the others, in x's order (kiln_unique groups them as one value)."""
    x = _tensor(x)
    if x.dtype.is_complex:
        return _unique_complex(x)
    values, counts, inverse = kiln_tensor(), kiln_tensor(), kiln_tensor()
    lib.kiln_unique(x._handle, ctypes.byref(values), ctypes.byref(counts), ctypes.byref(inverse))
    values, counts, inverse = Tensor(values), Tensor(counts), Tensor(inverse)
    if not (x.dtype.is_floating or x.dtype.is_complex) or not values.size:
        return values, counts, inverse
    grouped = isnan(values).tolist()  # noqa: F821  (made from the op table above)
    if not builtins.any(grouped):
        return values, counts, inverse
    kept = [i for i, nan in enumerate(grouped) if not nan]
    flat = reshape(x, (-1,))
    nans = isnan(flat)  # noqa: F821
    where_nan = argwhere(nans)[:, 0]  # the NaNs' flat positions
    n = where_nan.shape[0]
    values = concatenate([take(values, kept), take(flat, where_nan)])
    counts = concatenate([take(counts, kept), asarray([1] * n, dtype=counts.dtype, device=x.device)])
    renumber = [0] * len(grouped)  # old value index -> new, for the values that are not NaN
    for new, old in enumerate(kept):
        renumber[old] = new
    flat_inverse = take(asarray(renumber, dtype=inverse.dtype, device=x.device), reshape(inverse, (-1,)))
    nth_nan = cumulative_sum(astype(nans, inverse.dtype)) - 1 + len(kept)
    inverse = reshape(where(nans, astype(nth_nan, inverse.dtype), flat_inverse), inverse.shape)
    return values, counts, inverse


def _unique_complex(x):
    """_unique for complex x (kiln_unique sorts real values only): x sorted by its real part, ties
    by its imaginary part (two stable argsorts), a value starting wherever an element differs from
    the one before (so each NaN is one), and each element's value index scattered back."""
    flat = reshape(x, (-1,))
    n = flat.shape[0]
    if not n:
        return flat, _int64_zeros(0, x.device), reshape(_int64_zeros(0, x.device), x.shape)
    by_im = argsort(imag(flat))  # noqa: F821  (made from the op table above)
    order = take(by_im, argsort(take(real(flat), by_im)))  # noqa: F821
    ordered = take(flat, order)
    starts = concatenate([asarray([True], device=x.device), not_equal(ordered[1:], ordered[:-1])])  # noqa: F821
    value_of = cumulative_sum(astype(starts, dtypes.int64)) - 1
    first = argwhere(starts)[:, 0]
    counts = concatenate([first[1:], asarray([n], dtype=dtypes.int64, device=x.device)]) - first
    inverse = indexed_put(_int64_zeros(n, x.device), reshape(order, (-1, 1)), value_of, [0])
    return take(ordered, first), counts, reshape(inverse, x.shape)


def _int64_zeros(n, device):
    from .creation import zeros
    return zeros((n,), dtype=dtypes.int64, device=device)


# The array API's result types (named tuples, so that unpacking works too).
UniqueAllResult = namedtuple("UniqueAllResult", ["values", "indices", "inverse_indices", "counts"])
UniqueCountsResult = namedtuple("UniqueCountsResult", ["values", "counts"])
UniqueInverseResult = namedtuple("UniqueInverseResult", ["values", "inverse_indices"])


def unique_all(x, /):
    """The array API's unique_all: (values, indices, inverse_indices, counts); values sorted, each
    NaN a value of its own (last); indices are each value's first position in the flattened x."""
    values, counts, inverse = _unique(x)
    flat_inverse = reshape(inverse, (-1,))
    first = argsort(flat_inverse)  # stable: the first element of each value's group leads it
    starts = cumulative_sum(counts) - counts
    return UniqueAllResult(values, take(first, starts), inverse, counts)


def unique_counts(x, /):
    """(values, counts) of the distinct values, sorted (each NaN a value of its own, last)."""
    values, counts, _ = _unique(x)
    return UniqueCountsResult(values, counts)


def unique_inverse(x, /):
    """(values, inverse_indices): the distinct values and, for each element of x, its value's index."""
    values, _, inverse = _unique(x)
    return UniqueInverseResult(values, inverse)


def unique_values(x, /):
    """The distinct values of x, sorted (each NaN a value of its own, last)."""
    return _unique(x)[0]


def astype(x, dtype, /, *, copy=True, device=None):
    """x converted to dtype (float to int truncates and saturates; NaN gives 0), on `device`
    (None: x's). copy=False returns x itself when nothing changes."""
    x = _tensor(x) if device is None else to_device(_tensor(x), device)
    dt = dtypes.as_dtype(dtype)
    if dt is x.dtype and not copy:
        return x
    return Tensor._from_call(lib.kiln_astype, x._handle, dt.code)


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
    reduce.__doc__ = doc + " `axis`: None (all), an int or a tuple of ints."
    return reduce


def _scan(name, doc):
    fn = getattr(lib, "kiln_" + name)

    def scan(x, axis=0, reverse=False):
        return Tensor._from_call(fn, _tensor(x)._handle, int(axis), bool(reverse))
    scan.__name__ = scan.__qualname__ = name
    scan.__doc__ = doc + " `axis`: an int; `reverse`: scan from the end."
    return scan


def softmax(x, axis=-1):
    """exp(x - max) / sum(exp(x - max)) over axis (None: all; an int or a tuple of ints)."""
    axes, count = _axes(axis)
    return Tensor._from_call(lib.kiln_softmax, _tensor(x)._handle, axes, count)


def log_softmax(x, axis=-1):
    """(x - max) - log(sum(exp(x - max))) over axis (None: all; an int or a tuple of ints)."""
    axes, count = _axes(axis)
    return Tensor._from_call(lib.kiln_log_softmax, _tensor(x)._handle, axes, count)


def var(x, axis=None, ddof=0, keepdims=False):
    """Variance over axis, dividing by count - ddof (numpy.var)."""
    axes, count = _axes(axis)
    return Tensor._from_call(lib.kiln_var, _tensor(x)._handle, axes, count, float(ddof), bool(keepdims))


def std(x, axis=None, ddof=0, keepdims=False):
    """Standard deviation over axis, dividing by count - ddof (numpy.std)."""
    axes, count = _axes(axis)
    return Tensor._from_call(lib.kiln_std, _tensor(x)._handle, axes, count, float(ddof), bool(keepdims))


_MAKERS = {"unary": _unary, "binary": _binary, "reduce": _reduction, "scan": _scan}
for _name, _family, _, _, _doc in OPS:  # every unary, binary, reduce and scan op of abi/ops.json
    globals()[_name] = _MAKERS[_family](_name, _doc)
del _name, _family, _doc


def _accumulation(plain):
    """sum and prod: as _reduction, with the array API's `dtype=` (the input is cast to it first)."""
    def reduce(x, axis=None, keepdims=False, *, dtype=None):
        if dtype is None:
            return plain(x, axis, keepdims)
        dt = dtypes.as_dtype(dtype)
        return astype(plain(astype(x, dt, copy=False), axis, keepdims), dt, copy=False)
    reduce.__name__ = reduce.__qualname__ = plain.__name__
    reduce.__doc__ = plain.__doc__ + " `dtype`: the result's dtype (the input is cast to it first)."
    return reduce


sum = _accumulation(sum)  # noqa: F821  (made from the op table above)
prod = _accumulation(prod)  # noqa: F821


def _cumulative(plain, initial):
    """cumulative_sum and cumulative_product: the op table's scan (x, axis, reverse) with the array
    API's keywords: axis None (a 1-d x), `dtype=` (the input is cast to it first) and
    `include_initial=` (the empty sum or product first along the axis)."""
    def scan(x, /, axis=None, reverse=False, *, dtype=None, include_initial=False):
        x = _tensor(x)
        if axis is None:
            if x.ndim > 1:
                raise ValueError("%s: axis is required for a %d-d array" % (plain.__name__, x.ndim))
            axis = 0
        axis = operator.index(axis)  # checked by the scan itself (IndexOutOfRangeError)
        if dtype is not None:
            x = astype(x, dtypes.as_dtype(dtype), copy=False)
        out = plain(x, axis, reverse)
        if dtype is not None:
            out = astype(out, dtypes.as_dtype(dtype), copy=False)
        if include_initial:
            from .creation import full
            axis %= builtins.max(out.ndim, 1)
            shape = out.shape[:axis] + (1,) + out.shape[axis + 1:]
            first = full(shape, initial, dtype=out.dtype, device=out.device)
            out = concatenate([out, first] if reverse else [first, out], axis)
        return out
    scan.__name__ = scan.__qualname__ = plain.__name__
    scan.__doc__ = plain.__doc__ + (" `dtype`: the result's dtype (the input is cast to it first);"
                                    " `include_initial`: the result starts with %d along the axis." % initial)
    return scan


cumulative_sum = _cumulative(cumulative_sum, 0)  # noqa: F821  (made from the op table above)
cumulative_product = _cumulative(cumulative_product, 1)  # noqa: F821
cumulative_prod = cumulative_product  # the array API's name


# ---- contraction and parameterised activations ----


def _axis_list(axes):
    axes = [operator.index(a) for a in axes]
    return int64_array(axes), len(axes)


def dot_general(a, b, contract_a, contract_b, batch_a=(), batch_b=()):
    """Nx.dot/6: sums a's `contract_a` axes against b's `contract_b` (paired in order), pairs
    `batch_a` with `batch_b`; the result's axes are the batch axes, then a's free axes, then b's.
    One batched matrix product on views; integers wrap in their dtype."""
    a, b = _pair(a, b)
    ca, nca = _axis_list(contract_a)
    ba, nba = _axis_list(batch_a)
    cb, ncb = _axis_list(contract_b)
    bb, nbb = _axis_list(batch_b)
    out = Tensor._from_call(lib.kiln_dot_general, a._handle, ca, nca, ba, nba, b._handle, cb, ncb, bb, nbb)
    out._device = a._device or b._device
    return out


def leaky_relu(x, negative_slope=0.01):
    """Elementwise x where x >= 0, else negative_slope * x (torch.nn.functional.leaky_relu)."""
    return Tensor._from_call(lib.kiln_leaky_relu, _tensor(x)._handle, float(negative_slope))


def elu(x, alpha=1.0):
    """Elementwise x where x > 0, else alpha * (exp(x) - 1) (torch.nn.functional.elu)."""
    return Tensor._from_call(lib.kiln_elu, _tensor(x)._handle, float(alpha))


_gelu_exact = gelu  # noqa: F821  (made from the op table above)


def gelu(x, approximate="none"):
    """Gaussian error linear unit: exact (x * Phi(x)) or, approximate="tanh", the tanh form
    (kiln.gelu_tanh), as torch.nn.functional.gelu."""
    if approximate == "none":
        return _gelu_exact(x)
    if approximate == "tanh":
        return gelu_tanh(x)  # noqa: F821
    raise ValueError("gelu: approximate must be 'none' or 'tanh', not %r" % (approximate,))


# ---- shapes (views where the layout allows) ----


def reshape(x, /, shape, *, copy=None):
    """The same elements in a new shape; one extent may be -1. copy=True gives an independent
    copy; None and False a view where the layout allows (tensors are never written in place, so
    a copy is never observable)."""
    shape, count = _axes(shape)
    out = Tensor._from_call(lib.kiln_reshape, _tensor(x)._handle, shape, count)
    return Tensor._from_call(lib.kiln_tensor_copy, out._handle) if copy else out


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


def async_eval(*tensors):
    """Starts computing the given tensors as eval() does and returns once a GPU has the work
    queued, without waiting for it (MLX's async_eval); on the CPU the work is done on return.
    Reading them (or eval()) waits; an eval queued next on the same device reads them without
    waiting, so a training loop keeps the GPU busy while Python builds the next step. An error
    the work finds after the launch (a singular matrix) is raised by what next needs the results."""
    flat = []
    _collect_tensors(tensors, flat)
    if flat:
        lib.kiln_tensor_eval_async(_handles(flat), len(flat))


# ---- convolution and window ops (Nx's semantics) ----

def _per_axis(value, n, name):
    """An int64 array of n values for a per-axis argument: None (the default), an int (every
    axis) or a sequence of n ints."""
    if value is None:
        return None
    try:
        values = [operator.index(value)] * n
    except TypeError:
        values = list(value)
        if len(values) != n:
            raise ValueError("%s has %d entries, expected %d" % (name, len(values), n)) from None
    return int64_array(values)


def _padding(padding, n):
    """(low, high) int64 arrays from None, an int, or a sequence of n (low, high) pairs or ints."""
    if padding is None:
        return None, None
    try:
        p = operator.index(padding)
        return int64_array([p] * n), int64_array([p] * n)
    except TypeError:
        pairs = [(v, v) if isinstance(v, int) else tuple(v) for v in padding]
    if len(pairs) != n:
        raise ValueError("padding has %d entries, expected %d" % (len(pairs), n))
    return int64_array([lo for lo, _ in pairs]), int64_array([hi for _, hi in pairs])


def conv(input, kernel, *, strides=None, padding=None, input_dilation=None, kernel_dilation=None,
         feature_group_size=1, batch_group_size=1):
    """Nx.conv in the canonical layout: input [batch, features, spatial...], kernel [out,
    features / feature_group_size, spatial...]; padding per spatial axis as (low, high) pairs
    (negative values crop) or one int for both sides."""
    x, w = _tensor(input), _tensor(kernel)
    n = builtins.max(x.ndim - 2, 0)
    low, high = _padding(padding, n)
    return Tensor._from_call(lib.kiln_conv, x._handle, w._handle, _per_axis(strides, n, "strides"), low, high,
                             _per_axis(input_dilation, n, "input_dilation"),
                             _per_axis(kernel_dilation, n, "kernel_dilation"), n, int(feature_group_size),
                             int(batch_group_size))


def conv2d(input, weight, *, stride=1, padding=0, dilation=1, groups=1):
    """torch.nn.functional.conv2d's arguments (NCHW input, [out, in / groups, kh, kw] weight;
    stride, padding and dilation an int or a pair), without bias."""
    pads = padding if isinstance(padding, (tuple, list)) else (padding, padding)
    return conv(input, weight, strides=stride, padding=[(int(p), int(p)) for p in pads], kernel_dilation=dilation,
                feature_group_size=groups)


def _window(fn, x, window, strides, padding, dilation):
    x = _tensor(x)
    n = x.ndim
    window = [operator.index(w) for w in window]
    low, high = _padding(padding, n)
    return Tensor._from_call(fn, x._handle, int64_array(window), _per_axis(strides, n, "strides"), low, high,
                             _per_axis(dilation, n, "dilation"), len(window))


def window_sum(x, window, *, strides=None, padding=None, dilation=None):
    """Nx.window_sum: sums over windows of extents `window` (one per axis); padding as conv's."""
    return _window(lib.kiln_window_sum, x, window, strides, padding, dilation)


def window_product(x, window, *, strides=None, padding=None, dilation=None):
    """Nx.window_product: products over windows (padding counts as 1)."""
    return _window(lib.kiln_window_product, x, window, strides, padding, dilation)


def window_max(x, window, *, strides=None, padding=None, dilation=None):
    """Nx.window_max: maxima over windows (padding counts as -inf / the lowest integer)."""
    return _window(lib.kiln_window_max, x, window, strides, padding, dilation)


def window_min(x, window, *, strides=None, padding=None, dilation=None):
    """Nx.window_min: minima over windows (padding counts as +inf / the highest integer)."""
    return _window(lib.kiln_window_min, x, window, strides, padding, dilation)


def _window_scatter(fn, x, source, init_value, window, strides, padding):
    x, source = _tensor(x), _tensor(source)
    n = x.ndim
    window = [operator.index(w) for w in window]
    low, high = _padding(padding, n)
    return Tensor._from_call(fn, x._handle, source._handle, float(init_value), int64_array(window),
                             _per_axis(strides, n, "strides"), low, high, len(window))


def window_scatter_max(x, source, init_value, window, *, strides=None, padding=None):
    """Nx.window_scatter_max: x's shape and source's dtype, init_value plus each window's source
    value at the window's largest element (ties: the last)."""
    return _window_scatter(lib.kiln_window_scatter_max, x, source, init_value, window, strides, padding)


def window_scatter_min(x, source, init_value, window, *, strides=None, padding=None):
    """Nx.window_scatter_min: as window_scatter_max at each window's smallest element."""
    return _window_scatter(lib.kiln_window_scatter_min, x, source, init_value, window, strides, padding)


def pad_general(x, low, high, interior=None, value=0):
    """XLA's Pad (Nx.pad's full config): per axis, interior[i] fills between neighbours, then
    low[i] before and high[i] after; a negative low or high crops that many elements instead."""
    x = _tensor(x)
    interior = [0] * len(low) if interior is None else interior
    return Tensor._from_call(lib.kiln_pad_general, x._handle, int64_array(list(low)), int64_array(list(high)),
                             int64_array(list(interior)), len(low), float(value))


def dynamic_slice(x, starts, sizes):
    """XLA's DynamicSlice: the window of extents `sizes` at `starts` (an integer tensor [ndim] or a
    list), each start clamped so the window fits; a tensor of starts is read on the device."""
    x = _tensor(x)
    starts = _indices(starts, x.device)
    sizes = list(sizes)
    return Tensor._from_call(lib.kiln_dynamic_slice, x._handle, starts._handle, int64_array(sizes), len(sizes))


def dynamic_update_slice(x, starts, update):
    """XLA's DynamicUpdateSlice (Nx.put_slice): x with the window at `starts` (clamped so it fits)
    replaced by update, converted to x's dtype."""
    x = _tensor(x)
    starts = _indices(starts, x.device)
    update = update if isinstance(update, Tensor) else asarray(update, device=x.device)
    return Tensor._from_call(lib.kiln_dynamic_update_slice, x._handle, starts._handle, update._handle)
