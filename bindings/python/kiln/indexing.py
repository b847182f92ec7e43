"""Indexing as NumPy. Basic keys (ints, slices of any step, None, Ellipsis) give views via
kiln_slice, squeeze and expand_dims. Advanced keys (integer arrays, several broadcast together,
integers beside them, boolean masks anywhere in the key, whose coordinates are read: the result's
shape depends on them) gather at once (kiln_gather, negative indices counted from the end).
Assignment takes any key the getter takes and is functional, as in MLX: the tensor's handle moves
to a new lazy node; other tensors made from the old value keep it."""
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
    arrays = [_array_key(k, x.device) for k in items]
    if any(t is not None or isinstance(k, bool) for k, t in zip(items, arrays)):
        return _advanced_getitem(x, items, arrays)
    return _basic_getitem(x, key)


def _key_entries(x, items, arrays):
    """The key as (kind, value, extent) entries covering every axis of x, Ellipsis expanded:
    'basic' (a slice or None, kept for kiln_slice), 'int' (an integer beside arrays: a 0-d array
    index, as NumPy counts it), 'array' (an int64 index tensor on one axis of x) or 'new' (an index
    tensor on a new axis of extent 1: a 0-d boolean). A boolean mask of k dimensions becomes its
    k coordinate arrays (the mask is evaluated: their length depends on it)."""
    from .creation import asarray
    entries, masks = [], []  # masks: (entry position, mask) to check against x's axes below
    for k, t in zip(items, arrays):
        if isinstance(k, bool):
            t = asarray(k, device=x.device)
        if t is None:
            if k is None or k is Ellipsis or isinstance(k, slice):
                entries.append(("basic", k, None))
            else:
                entries.append(("int", _integer_index(k), None))
        elif t.dtype is dtypes.bool_:
            if t.ndim == 0:
                chosen = [0] if t.item() else []
                entries.append(("new", asarray(chosen, dtype=dtypes.int64, device=x.device), 1))
                continue
            masks.append((len(entries), t))
            coordinates = ops.argwhere(t)
            entries.extend(("array", coordinates[:, d], None) for d in range(t.ndim))
        elif t.dtype.is_integer:
            entries.append(("array", ops.astype(t, dtypes.int64), None))
        else:
            raise IndexError("array indices must be integers or booleans, not %s" % t.dtype)
    if sum(1 for kind, k, _ in entries if k is Ellipsis) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    used = sum(1 for kind, k, _ in entries if kind in ("int", "array") or isinstance(k, slice))
    if used > x.ndim:
        raise IndexError("too many indices: %d for a tensor of %d dimensions" % (used, x.ndim))
    fill = [("basic", slice(None), None)] * (x.ndim - used)
    at = next((i for i, (_, k, _) in enumerate(entries) if k is Ellipsis), len(entries))
    shift = {i: (i if i < at else i - 1 + len(fill)) for i in range(len(entries))}
    entries = entries[:at] + fill + entries[at + 1:]
    axis, axes = 0, []  # axes[i]: the axis of x that entry i consumes, or None
    for kind, k, _ in entries:
        consumes = kind in ("int", "array") or isinstance(k, slice)
        axes.append(axis if consumes else None)
        axis += consumes
    for position, mask in masks:
        first = axes[shift[position]]
        extents = x.shape[first:first + mask.ndim]
        if any(m not in (n, 0) for m, n in zip(mask.shape, extents)):
            raise IndexError("boolean mask of shape %s does not match the tensor's axes %s" % (mask.shape, extents))
    return [(kind, k, x.shape[a] if a is not None else extent) for (kind, k, extent), a in zip(entries, axes)]


def _advanced_getitem(x, items, arrays):
    """NumPy's advanced indexing: the integer arrays (with the integers beside them and the
    coordinates of boolean masks) broadcast together and gathered at once (kiln_gather); their
    axes go where the first of them was when they are adjacent in the key, else first."""
    from .creation import asarray
    basic, advanced = [], []  # advanced: (axis of the basic result, index tensor, extent)
    for kind, k, extent in _key_entries(x, items, arrays):
        if kind == "basic":
            basic.append(k)
            continue
        if kind == "int":
            if not -extent <= k < extent:
                raise IndexError("index %d is out of bounds for an axis of size %d" % (k, extent))
            k = asarray(k, dtype=dtypes.int64, device=x.device)
        basic.append(None if kind == "new" else slice(None))
        advanced.append((len(basic) - 1, k, extent))  # every basic entry here makes one axis
    sliced = _basic_getitem(x, tuple(basic))
    from .manipulation import broadcast_arrays, moveaxis
    indices = broadcast_arrays(*[ops.where(t < 0, t + n, t) for _, t, n in advanced])
    axes = [a for a, _, _ in advanced]
    out = ops.gather(sliced, ops.stack(indices, -1), axes)
    batch = indices[0].ndim
    if axes == list(range(axes[0], axes[0] + len(axes))) and axes[0] and batch:
        out = moveaxis(out, list(range(batch)), list(range(axes[0], axes[0] + batch)))
    return out


def setitem(x, key, value):
    """x with x[key] replaced by value (broadcast, cast to x's dtype), as a new lazy tensor. Any key
    the getter takes: basic keys of step 1 or -1 pad the value into place, a boolean mask with a
    scalar chooses with `where`; other keys index a tensor of x's flat positions with the key and
    write there (kiln_indexed_put)."""
    from .creation import arange, asarray
    if not isinstance(value, Tensor):
        value = asarray(value, dtype=x.dtype, device=x.device)
    mask = key if isinstance(key, Tensor) and key.dtype is dtypes.bool_ else None
    if mask is None and isinstance(key, list):
        listed = asarray(key, device=x.device)
        mask = listed if listed.dtype is dtypes.bool_ else None
    if mask is not None and not value.ndim and mask.ndim and mask.shape == x.shape[:mask.ndim]:
        mask = ops.reshape(mask, mask.shape + (1,) * (x.ndim - mask.ndim))
        return ops.astype(ops.where(mask, value, x), x.dtype)
    if mask is None and _unit_steps(key, x.ndim):
        return _basic_setitem(x, key, value)
    positions = getitem(ops.reshape(arange(x.size, dtype=dtypes.int64, device=x.device), x.shape), key)
    value = ops.astype(ops.broadcast_to(value, positions.shape), x.dtype)
    flat = ops.indexed_put(ops.reshape(x, (-1,)), ops.reshape(positions, (-1, 1)), ops.reshape(value, (-1,)), [0])
    return ops.reshape(flat, x.shape)


def _unit_steps(key, ndim):
    """Whether key is a basic key (ints, slices, None, Ellipsis) whose slices step by 1 or -1."""
    items = key if isinstance(key, tuple) else (key,)
    for k in items:
        if isinstance(k, slice):
            if k.step not in (None, 1, -1):
                return False
        elif not (k is None or k is Ellipsis or (isinstance(k, Tensor) and k.ndim == 0 and k.dtype.is_integer)):
            try:
                if isinstance(k, bool) or isinstance(k, Tensor):
                    return False
                operator.index(k)
            except TypeError:
                return False
    return True


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
    if not x.ndim:  # x[()] = value, x[...] = value: the whole 0-d tensor
        return ops.reshape(value, ())
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
