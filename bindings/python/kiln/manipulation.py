"""The array API's manipulation functions that Kiln composes from views and `concatenate`:
permute_dims, moveaxis, matrix_transpose, unstack, tile, repeat, roll, broadcast_arrays, concat."""
import operator

from . import ops
from .creation import asarray
from .tensor import Tensor

__all__ = ["permute_dims", "moveaxis", "matrix_transpose", "unstack", "tile", "repeat", "roll",
           "broadcast_arrays", "broadcast_shapes", "concat"]


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


def _axis(axis, ndim):
    axis = operator.index(axis)
    if not -ndim <= axis < ndim:
        raise IndexError("axis %d is out of range for %d dimensions" % (axis, ndim))
    return axis % ndim


def permute_dims(x, /, axes):
    return ops.transpose(x, tuple(axes))


def matrix_transpose(x, /):
    """The last two axes swapped (a view)."""
    x = _tensor(x)
    if x.ndim < 2:
        raise ValueError("matrix_transpose needs at least 2 dimensions, not %d" % x.ndim)
    order = list(range(x.ndim))
    order[-2], order[-1] = order[-1], order[-2]
    return ops.transpose(x, order)


def moveaxis(x, source, destination, /):
    """Axes moved to new positions, the others kept in order (a view)."""
    x = _tensor(x)
    source = [source] if isinstance(source, int) else list(source)
    destination = [destination] if isinstance(destination, int) else list(destination)
    if len(source) != len(destination):
        raise ValueError("moveaxis: source and destination need the same number of axes")
    source = [_axis(a, x.ndim) for a in source]
    destination = [_axis(a, x.ndim) for a in destination]
    if len(set(source)) != len(source) or len(set(destination)) != len(destination):
        raise ValueError("moveaxis: repeated axis")
    rest = [a for a in range(x.ndim) if a not in source]
    order = [None] * x.ndim
    for src, dst in zip(source, destination):
        order[dst] = src
    it = iter(rest)
    order = [next(it) if a is None else a for a in order]
    return ops.transpose(x, order)


def unstack(x, /, *, axis=0):
    """The slices of x along axis, as a tuple of views."""
    x = _tensor(x)
    axis = _axis(axis, x.ndim)
    return tuple(x[(slice(None),) * axis + (i,)] for i in range(x.shape[axis]))


def concat(arrays, /, *, axis=0):
    return ops.concatenate(arrays, axis)


def broadcast_shapes(*shapes):
    """The shape NumPy's broadcasting gives these shapes."""
    out = []
    for shape in shapes:
        shape = tuple(shape)
        if len(shape) > len(out):
            out = [1] * (len(shape) - len(out)) + out
        for i, extent in enumerate(shape, start=len(out) - len(shape)):
            if extent != out[i] and 1 not in (extent, out[i]):
                raise ValueError("shapes %s do not broadcast" % (shapes,))
            out[i] = extent if out[i] == 1 else out[i]
    return tuple(out)


def broadcast_arrays(*arrays):
    """The arrays broadcast to one shape (views)."""
    arrays = [_tensor(a) for a in arrays]
    shape = broadcast_shapes(*(a.shape for a in arrays))
    return [ops.broadcast_to(a, shape) for a in arrays]


def tile(x, repetitions, /):
    """x repeated along each axis (numpy.tile): a broadcast view made compact by reshape."""
    x = _tensor(x)
    reps = tuple(operator.index(r) for r in repetitions)
    if any(r < 0 for r in reps):
        raise ValueError("tile: repetitions must be >= 0")
    ndim = max(x.ndim, len(reps))
    shape = (1,) * (ndim - x.ndim) + x.shape
    reps = (1,) * (ndim - len(reps)) + reps
    # (r0, s0, r1, s1, ...) broadcast from (1, s0, 1, s1, ...), then merged pairwise.
    spread = ops.reshape(x, [d for s in shape for d in (1, s)])
    tiled = ops.broadcast_to(spread, [d for r, s in zip(reps, shape) for d in (r, s)])
    return ops.reshape(tiled, [r * s for r, s in zip(reps, shape)])


def repeat(x, repeats, /, *, axis=None):
    """Each element repeated `repeats` times along axis (None: of the flattened x). `repeats` is an
    int, or an integer array of one count per element along axis (or of one count for all): the
    counts are read, since the result's length depends on them, and the elements gathered."""
    x = _tensor(x)
    if axis is None:
        x, axis = ops.reshape(x, -1), 0
    axis = _axis(axis, x.ndim)
    if not isinstance(repeats, int):
        counts = _tensor(repeats)
        if counts.ndim > 1 or not counts.dtype.is_integer:
            raise ValueError("repeat: repeats must be an int or a 1-d integer array")
        counts = counts.tolist() if counts.ndim else [counts.item()]
        if len(counts) == 1:
            return repeat(x, counts[0], axis=axis)
        if len(counts) != x.shape[axis] or any(c < 0 for c in counts):
            raise ValueError("repeat: %d counts (all >= 0) for an axis of %d" % (len(counts), x.shape[axis]))
        chosen = [i for i, c in enumerate(counts) for _ in range(c)]
        return ops.take(x, asarray(chosen, dtype="int64", device=x.device), axis)
    if repeats < 0:
        raise ValueError("repeat: repeats must be >= 0")
    spread = ops.expand_dims(x, axis + 1)
    shape = list(spread.shape)
    shape[axis + 1] = repeats
    out_shape = list(x.shape)
    out_shape[axis] *= repeats
    return ops.reshape(ops.broadcast_to(spread, shape), out_shape)


def roll(x, /, shift, *, axis=None):
    """Elements shifted cyclically along axis (None: of the flattened x, shape kept)."""
    x = _tensor(x)
    if axis is None:
        return ops.reshape(roll(ops.reshape(x, -1), shift, axis=0), x.shape)
    shifts = [shift] if isinstance(shift, int) else list(shift)
    axes = [axis] if isinstance(axis, int) else list(axis)
    if len(shifts) == 1 and len(axes) > 1:
        shifts *= len(axes)
    if len(shifts) != len(axes):
        raise ValueError("roll: shift and axis need the same length")
    out = x
    for s, a in zip(shifts, axes):
        a = _axis(a, x.ndim)
        n = x.shape[a]
        if n == 0 or s % n == 0:
            continue
        cut = n - s % n
        head = (slice(None),) * a
        out = ops.concatenate([out[head + (slice(cut, None),)], out[head + (slice(None, cut),)]], a)
    return out
