"""The array API's main-namespace linear algebra: matmul (an op), tensordot and vecdot, composed
from transpose views, reshape and Kiln's batched matmul."""
import math
import operator

from . import ops
from .creation import asarray
from .manipulation import broadcast_shapes, moveaxis
from .tensor import Tensor

__all__ = ["tensordot", "vecdot"]


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


def tensordot(x1, x2, /, *, axes=2):
    """Sum of products over the given axes: an int n (the last n of x1 with the first n of x2) or
    two sequences of axes; one matmul of x1's free axes against x2's."""
    x1, x2 = _tensor(x1), _tensor(x2)
    if isinstance(axes, int):
        if axes < 0:
            raise ValueError("tensordot: axes must be >= 0")
        a1, a2 = list(range(x1.ndim - axes, x1.ndim)), list(range(axes))
    else:
        a1, a2 = ([operator.index(a) for a in ([s] if isinstance(s, int) else s)] for s in axes)
    a1 = [a % x1.ndim for a in a1] if x1.ndim else a1
    a2 = [a % x2.ndim for a in a2] if x2.ndim else a2
    if len(a1) != len(a2) or any(x1.shape[i] != x2.shape[j] for i, j in zip(a1, a2)):
        raise ValueError("tensordot: contracted axes differ: %s and %s" % (x1.shape, x2.shape))
    free1 = [a for a in range(x1.ndim) if a not in a1]
    free2 = [a for a in range(x2.ndim) if a not in a2]
    k = math.prod(x1.shape[a] for a in a1)
    left = ops.reshape(ops.transpose(x1, free1 + a1), (math.prod(x1.shape[a] for a in free1), k))
    right = ops.reshape(ops.transpose(x2, a2 + free2), (k, math.prod(x2.shape[a] for a in free2)))
    return ops.reshape(ops.matmul(left, right), [x1.shape[a] for a in free1] + [x2.shape[a] for a in free2])


def vecdot(x1, x2, /, *, axis=-1):
    """Dot products along one axis, broadcasting the others: sum(x1 * x2, axis), as a batched
    matmul of (..., 1, n) by (..., n, 1)."""
    x1, x2 = _tensor(x1), _tensor(x2)
    if x1.ndim == 0 or x2.ndim == 0:
        raise ValueError("vecdot needs at least one dimension")
    ndim = max(x1.ndim, x2.ndim)
    if not -ndim <= axis < 0:
        raise ValueError("vecdot: axis must be a negative index into the broadcast shape")
    shape = broadcast_shapes(x1.shape, x2.shape)
    x1, x2 = ops.broadcast_to(x1, shape), ops.broadcast_to(x2, shape)
    x1, x2 = moveaxis(x1, axis, -1), moveaxis(x2, axis, -1)
    out = ops.matmul(ops.expand_dims(x1, -2), ops.expand_dims(x2, -1))
    return ops.squeeze(out, (-2, -1))
