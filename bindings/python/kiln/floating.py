"""The array API's nextafter, composed from bit casts (no op of its own in the C API)."""
from . import dtypes, ops
from .creation import asarray
from .tensor import Tensor

__all__ = ["nextafter"]

_BITS = {2: dtypes.int16, 4: dtypes.int32, 8: dtypes.int64}


def nextafter(x1, x2, /):
    """The next representable value after x1 toward x2, elementwise (C's nextafter): x2 where they
    are equal (so -0.0 toward 0.0 gives 0.0), NaN where either is NaN, the smallest subnormal of
    x2's sign after a zero; otherwise x1's bits stepped by one, up when moving away from zero."""
    if not isinstance(x1, Tensor):  # a Python float beside a tensor takes its dtype
        x1 = asarray(x1, dtype=x2.dtype if isinstance(x2, Tensor) else None, device=ops._device_of(x2))
    if not isinstance(x2, Tensor):
        x2 = asarray(x2, dtype=x1.dtype, device=x1.device)
    if x1.dtype is not x2.dtype or not x1.dtype.is_floating or x1.dtype.itemsize not in _BITS:
        raise TypeError("nextafter takes two arrays of one real floating dtype, not %s and %s" % (x1.dtype, x2.dtype))
    from .manipulation import broadcast_arrays
    x1, x2 = broadcast_arrays(x1, x2)
    dt, it = x1.dtype, _BITS[x1.dtype.itemsize]
    bits = ops.bitcast(x1, it)
    away = ops.logical_xor(x2 > x1, x1 < 0)  # the magnitude grows
    stepped = ops.bitcast(ops.where(away, bits + 1, bits - 1), dt)
    sign = ops.bitwise_and(ops.bitcast(x2, it), asarray(-(1 << (dt.bits - 1)), dtype=it, device=x1.device))
    smallest = ops.bitcast(ops.bitwise_or(sign, asarray(1, dtype=it, device=x1.device)), dt)
    out = ops.where(x1 == 0, smallest, stepped)
    out = ops.where(x1 == x2, x2, out)
    return ops.where(ops.isnan(x1) | ops.isnan(x2), x1 + x2, out)
