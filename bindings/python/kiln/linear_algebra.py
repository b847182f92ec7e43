"""The array API's main-namespace linear algebra: matmul (an op), tensordot and vecdot, and einsum
for one or two operands, each one dot_general (Nx dot/6: one batched matrix product on views)."""
import operator

from . import ops
from .creation import asarray
from .manipulation import broadcast_shapes
from .tensor import Tensor

__all__ = ["tensordot", "vecdot", "einsum"]


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


def tensordot(x1, x2, /, *, axes=2):
    """Sum of products over the given axes: an int n (the last n of x1 with the first n of x2) or
    two sequences of axes; the result has x1's free axes, then x2's."""
    x1, x2 = _tensor(x1), _tensor(x2)
    if isinstance(axes, int):
        if axes < 0:
            raise ValueError("tensordot: axes must be >= 0")
        if axes > min(x1.ndim, x2.ndim):
            raise ValueError("tensordot: %d axes of %s and %s" % (axes, x1.shape, x2.shape))
        a1, a2 = list(range(x1.ndim - axes, x1.ndim)), list(range(axes))
    else:
        a1, a2 = ([operator.index(a) for a in ([s] if isinstance(s, int) else s)] for s in axes)
    return ops.dot_general(x1, x2, a1, a2)


def vecdot(x1, x2, /, *, axis=-1):
    """Dot products along one axis, broadcasting the others: sum(conj(x1) * x2, axis), as
    dot_general with every other axis a batch axis."""
    x1, x2 = _tensor(x1), _tensor(x2)
    if x1.dtype.is_complex:
        x1 = ops.conj(x1)  # the array API's vecdot conjugates its first argument
    if x1.ndim == 0 or x2.ndim == 0:
        raise ValueError("vecdot needs at least one dimension")
    ndim = max(x1.ndim, x2.ndim)
    if not -ndim <= axis < 0:
        raise ValueError("vecdot: axis must be a negative index into the broadcast shape")
    # The contracted axis does not broadcast: both must have it, at one size.
    sizes = [x.shape[axis] if -axis <= x.ndim else None for x in (x1, x2)]
    if sizes[0] != sizes[1]:
        raise ValueError("vecdot: x1 and x2 differ along axis %d (%s and %s)" % (axis, sizes[0], sizes[1]))
    shape = broadcast_shapes(x1.shape, x2.shape)
    x1, x2 = ops.broadcast_to(x1, shape), ops.broadcast_to(x2, shape)
    a = ndim + axis
    batch = [i for i in range(ndim) if i != a]
    return ops.dot_general(x1, x2, [a], [a], batch, batch)


def _parse(subscripts, count):
    if "." in subscripts:
        raise ValueError("einsum: ellipses are not supported")
    spec = subscripts.replace(" ", "")
    inputs, arrow, output = spec.partition("->")
    terms = inputs.split(",")
    if len(terms) != count:
        raise ValueError("einsum: %d operands for %d subscripts" % (count, len(terms)))
    for t in terms:
        if not all(c.isalpha() for c in t):
            raise ValueError("einsum: subscripts must be letters: %r" % subscripts)
    if not arrow:  # implicit output: the labels seen once, sorted
        seen = "".join(terms)
        output = "".join(sorted(c for c in set(seen) if seen.count(c) == 1))
    if len(set(output)) != len(output) or any(c not in "".join(terms) for c in output):
        raise ValueError("einsum: bad output subscripts %r" % output)
    return terms, output


def einsum(subscripts, *operands):
    """numpy.einsum for two operands (each label at most once per operand; a label of both
    operands is a batch axis when the output keeps it, else contracted; a label of one operand
    that the output drops is summed first), or one (a permutation or sum over axes; no repeated
    labels, so no traces or diagonals)."""
    terms, output = _parse(subscripts, len(operands))
    xs = [_tensor(x) for x in operands]
    for t, x in zip(terms, xs):
        if len(t) != x.ndim:
            raise ValueError("einsum: %r names %d axes of a %d-d operand" % (t, len(t), x.ndim))
        if len(set(t)) != len(t):
            raise ValueError("einsum: repeated labels in one operand (traces, diagonals) are not supported")
    if len(xs) == 1:
        (t,), (x,) = terms, xs
        dropped = [i for i, c in enumerate(t) if c not in output]
        if dropped:
            x = ops.sum(x, axis=dropped, dtype=x.dtype)  # in the operand's dtype, as numpy.einsum
            t = "".join(c for c in t if c in output)
        return ops.transpose(x, [t.index(c) for c in output]) if t != output else x
    if len(xs) != 2:
        raise ValueError("einsum: one or two operands")
    (ta, tb), (a, b) = terms, xs
    # Labels of one operand only that the output drops are summed away first.
    for side in (0, 1):
        t, other = (ta, tb) if side == 0 else (tb, ta)
        x = a if side == 0 else b
        lone = [i for i, c in enumerate(t) if c not in other and c not in output]
        if lone:
            x = ops.sum(x, axis=lone, dtype=x.dtype)
            t = "".join(c for i, c in enumerate(t) if i not in lone)
        if side == 0:
            ta, a = t, x
        else:
            tb, b = t, x
    shared = [c for c in ta if c in tb]
    batch = [c for c in shared if c in output]
    contract = [c for c in shared if c not in output]
    out = ops.dot_general(a, b, [ta.index(c) for c in contract], [tb.index(c) for c in contract],
                          [ta.index(c) for c in batch], [tb.index(c) for c in batch])
    labels = batch + [c for c in ta if c not in shared] + [c for c in tb if c not in shared]
    return ops.transpose(out, [labels.index(c) for c in output]) if "".join(labels) != output else out
