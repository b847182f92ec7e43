"""The array API's names for ops Kiln calls otherwise."""
from . import ops

__all__ = ["pow", "bitwise_invert", "bitwise_left_shift", "bitwise_right_shift", "positive"]

pow = ops.power
bitwise_invert = ops.bitwise_not
bitwise_left_shift = ops.left_shift
bitwise_right_shift = ops.right_shift


def positive(x, /):
    """+x: the same values (another reference to the same lazy node)."""
    return ops.asarray(x).__copy__()
