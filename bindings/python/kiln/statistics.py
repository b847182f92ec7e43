"""The array API's statistics signatures over Kiln's ops: var and std (keyword `correction`), and
count_nonzero and diff composed from reductions and slices."""
import operator

from . import dtypes, ops
from .creation import asarray
from .tensor import Tensor

__all__ = ["var", "std", "count_nonzero", "diff"]


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


def _moment(op, x, axis, correction, keepdims, ddof):
    x = _tensor(x)
    if not x.dtype.is_floating:
        raise TypeError("%s needs a floating-point array, not %s" % (op.__name__, x.dtype))
    return op(x, axis, ddof=correction if ddof is None else ddof, keepdims=keepdims)


def var(x, /, *, axis=None, correction=0.0, keepdims=False, ddof=None):
    """Variance with the array API's signature (NumPy's `ddof` also accepted): Kiln's two-pass
    kernel (kiln_var), dividing by N - correction (NaN when that is <= 0)."""
    return _moment(ops.var, x, axis, correction, keepdims, ddof)


def std(x, /, *, axis=None, correction=0.0, keepdims=False, ddof=None):
    """Standard deviation with the array API's signature (kiln_std); `ddof` as for var."""
    return _moment(ops.std, x, axis, correction, keepdims, ddof)


def count_nonzero(x, /, *, axis=None, keepdims=False):
    """How many elements are nonzero, as int64."""
    x = _tensor(x)
    return ops.sum(ops.astype(x, dtypes.bool_), axis, keepdims).astype(dtypes.int64)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    """n-th discrete difference along axis: x[1:] - x[:-1], n times (bool: not_equal)."""
    x = _tensor(x)
    if x.ndim == 0:
        raise ValueError("diff needs at least one dimension")
    axis = operator.index(axis) % x.ndim
    if n < 0:
        raise ValueError("diff: n must be >= 0")
    parts = [p for p in (prepend, x, append) if p is not None]
    if len(parts) > 1:
        x = ops.concatenate([_tensor(p) for p in parts], axis)
    head = (slice(None),) * axis
    for _ in range(n):
        later, earlier = x[head + (slice(1, None),)], x[head + (slice(None, -1),)]
        x = ops.not_equal(later, earlier) if x.dtype is dtypes.bool_ else later - earlier
    return x
