"""Basic indexing: ints, slices (any step), None and Ellipsis, via kiln_slice, squeeze and
expand_dims, so the result is always a view. Boolean masks and integer arrays are not supported."""
import operator

from . import ops

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
    raise IndexError("only integers, slices, None and Ellipsis are valid indices (boolean masks and "
                     "integer arrays are not supported), not %s" % type(k).__name__)


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

