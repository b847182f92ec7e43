"""Indexing as NumPy. Basic keys (ints, slices of any step, None, Ellipsis) give views via
kiln_slice, squeeze and expand_dims. A boolean mask selects the elements where it is true (the
mask is evaluated: the result's shape depends on it); one integer array in a key gathers along its
axis (kiln_take, negative indices counted from the end). Assignment is functional, as in MLX: the
tensor's handle moves to a new lazy node; other tensors made from the old value keep it."""
import operator

from . import dtypes, ops

INT64_MIN, INT64_MAX = -(1 << 63), (1 << 63) - 1
_WHOLE = (INT64_MIN, INT64_MAX, 1)  # what slice(None) becomes


def _clamp64(value):
    return min(max(operator.index(value), INT64_MIN), INT64_MAX)


def _slice_bounds(s):
    """(start, stop, step) for kiln_slice, which reads INT64_MIN / INT64_MAX as open ends."""
    step = 1 if s.step is None else _clamp64(s.step)
    if step == 0:
        raise ValueError("slice step cannot be zero")
    start = (INT64_MIN if step > 0 else INT64_MAX) if s.start is None else _clamp64(s.start)
    stop = (INT64_MAX if step > 0 else INT64_MIN) if s.stop is None else _clamp64(s.stop)
    return start, stop, step


def _integer_index(k):
    try:
        if not isinstance(k, bool):
            return operator.index(k)
    except TypeError:
        pass
    raise IndexError("only integers, slices, None, Ellipsis, boolean masks and integer arrays are valid "
                     "indices, not %s" % type(k).__name__)


def _array_key(k, device):
    """k as a Tensor if it is an array index (a Tensor, NumPy array or list), else None."""
    from .creation import asarray, is_python_scalar
    if isinstance(k, Tensor):
        return (k if k.device == device else k.to(device)) if k.ndim or k.dtype is dtypes.bool_ else None
    if isinstance(k, list) or (hasattr(k, "__array__") and not is_python_scalar(k) and getattr(k, "ndim", 0)):
        return asarray(k, device=device)
    return None


def _normalize(key, ndim):
    """The key as a list of ints, slices and Nones covering every axis (Ellipsis expanded)."""
    items = []
    for k in key if isinstance(key, tuple) else (key,):
        if k is None or k is Ellipsis or isinstance(k, slice):
            items.append(k)
        else:
            items.append(_integer_index(k))
    ellipses = sum(1 for k in items if k is Ellipsis)
    if ellipses > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    used = sum(1 for k in items if k is not None and k is not Ellipsis)
    if used > ndim:
        raise IndexError("too many indices: %d for a tensor of %d dimensions" % (used, ndim))
    fill = [slice(None)] * (ndim - used)
    if ellipses:
        at = next(i for i, k in enumerate(items) if k is Ellipsis)
        return items[:at] + fill + items[at + 1:]
    return items + fill


def getitem(x, key):
    items = list(key) if isinstance(key, tuple) else [key]
    arrays = [(i, t) for i, t in ((i, _array_key(k, x.device)) for i, k in enumerate(items)) if t is not None]
    if arrays:
        return _advanced_getitem(x, items, arrays)
    return _basic_getitem(x, key)


def _advanced_getitem(x, items, arrays):
    if len(arrays) > 1:
        raise IndexError("at most one array index per key is supported")
    position, index = arrays[0]
    if index.dtype is dtypes.bool_:
        if len(items) != 1:
            raise IndexError("a boolean mask must be the whole key")
        return _masked(x, index)
    if not index.dtype.is_integer:
        raise IndexError("array indices must be integers or booleans, not %s" % index.dtype)
    rest = items[:position] + [slice(None)] + items[position + 1:]
    if any(k is None for k in rest) or any(not isinstance(k, slice) and k is not Ellipsis for k in rest):
        raise IndexError("an integer array index combines only with slices and Ellipsis")
    sliced = _basic_getitem(x, tuple(rest))
    if Ellipsis in items[:position]:
        axis = sliced.ndim - (len(items) - position)
    else:
        axis = position
    extent = sliced.shape[axis]
    index = ops.astype(index, dtypes.int64)
    index = ops.where(index < 0, index + extent, index)
    return ops.take(sliced, index, axis)


def _masked(x, mask):
    """The elements of x where mask (shaped like x's leading axes) is true, flattened over those
    axes, as numpy's x[mask]. The mask is read to learn the result's length."""
    from .creation import asarray
    if mask.shape != x.shape[:mask.ndim]:
        raise IndexError("boolean mask of shape %s does not match the tensor's %s" % (mask.shape, x.shape))
    flags = ops.reshape(mask, -1).tolist()
    chosen = asarray([i for i, flag in enumerate(flags) if flag], dtype=dtypes.int64, device=x.device)
    return ops.take(ops.reshape(x, (-1,) + x.shape[mask.ndim:]), chosen, 0)


def setitem(x, key, value):
    """x with x[key] replaced by value (broadcast, cast to x's dtype), as a new lazy tensor."""
    from .creation import asarray
    if not isinstance(value, Tensor):
        value = asarray(value, dtype=x.dtype, device=x.device)
    mask = key if isinstance(key, Tensor) and key.dtype is dtypes.bool_ else None
    if mask is None and isinstance(key, list):
        listed = asarray(key, device=x.device)
        mask = listed if listed.dtype is dtypes.bool_ else None
    if mask is not None:
        if mask.shape != x.shape[:mask.ndim]:
            raise IndexError("boolean mask of shape %s does not match the tensor's %s" % (mask.shape, x.shape))
        if value.ndim:
            raise IndexError("assigning through a boolean mask takes a scalar or a 0-d tensor")
        mask = ops.reshape(mask, mask.shape + (1,) * (x.ndim - mask.ndim))
        return ops.astype(ops.where(mask, value, x), x.dtype)
    return _basic_setitem(x, key, value)


def _basic_setitem(x, key, value):
    """x[key] = value for basic keys whose slices have step 1 or -1: the value padded to x's shape
    and chosen by a padded mask."""
    from .creation import ones
    region, starts, flips = [], [], []
    axis = 0
    for k in _normalize(key if isinstance(key, tuple) else (key,), x.ndim):
        if k is None:
            continue
        n = x.shape[axis]
        if isinstance(k, slice):
            start, stop, step = k.indices(n)
            if step not in (1, -1):
                raise NotImplementedError("assignment through a slice of step %d is not supported yet" % step)
            if step == -1:
                start, stop = stop + 1, start + 1
            start, stop = max(start, 0), max(stop, start)
            flips.append(step == -1)
        else:
            start = k + n if k < 0 else k
            if not 0 <= start < n:
                raise IndexError("index %d is out of bounds for axis %d with size %d" % (k, axis, n))
            stop = start + 1
            flips.append(False)
        region.append(stop - start)
        starts.append(start)
        axis += 1
    target_shape = _basic_getitem(x, key).shape
    value = ops.astype(ops.broadcast_to(value, target_shape), x.dtype)
    value = ops.reshape(value, region)
    flipped = [a for a, f in enumerate(flips) if f]
    if flipped:
        value = ops.flip(value, flipped)
    widths = [(s, n - s - r) for s, r, n in zip(starts, region, x.shape)]
    placed = ops.pad(value, widths)
    chosen = ops.pad(ones(region, dtypes.bool_, x.device), widths)
    return ops.where(chosen, placed, x)


def _basic_getitem(x, key):
    shape = x.shape
    starts, stops, steps = [], [], []
    dropped, inserted = [], []  # axes of x that ints remove; positions in the result that None adds
    axis = position = 0
    for k in _normalize(key, len(shape)):
        if k is None:
            inserted.append(position)
            position += 1
            continue
        if isinstance(k, slice):
            start, stop, step = _slice_bounds(k)
            position += 1
        else:
            start = k + shape[axis] if k < 0 else k
            if not 0 <= start < shape[axis]:
                raise IndexError("index %d is out of bounds for axis %d with size %d" % (k, axis, shape[axis]))
            stop, step = start + 1, 1
            dropped.append(axis)
        starts.append(start)
        stops.append(stop)
        steps.append(step)
        axis += 1
    out = x
    if any(bounds != _WHOLE for bounds in zip(starts, stops, steps)):
        out = ops.slice(out, starts, stops, steps)
    if dropped:
        out = ops.squeeze(out, dropped)
    if inserted:
        out = ops.expand_dims(out, inserted)
    return out if out is not x else x.__copy__()



from .tensor import Tensor  # noqa: E402
