"""repr() and str() of tensors, NumPy-style, without NumPy. Large tensors are summarised on
the device (only the edges are read)."""
import math

from . import _codec, dtypes, ops
from .errors import KilnError

EDGE = 3          # items kept at each end of a summarised axis
THRESHOLD = 1000  # tensors with more elements than this are summarised
LINE_WIDTH = 80   # rows longer than this wrap


def tensor_repr(t):
    if t.closed:
        return "tensor(<closed>)"
    prefix = "tensor("
    return "%s%s, shape=%s, dtype=%s, device=%s)" % (
        prefix, _values(t, len(prefix)), t.shape, t.dtype.name, t.device.label)


def tensor_str(t):
    return "<closed>" if t.closed else _values(t, 0)


def _values(t, indent):
    try:
        t, cut = _summarise(t)
        nested = t.tolist()
    except KilnError as exc:  # printing must not raise: say why the values are missing
        return "<values unavailable: %s>" % exc
    leaves = []
    _collect(nested, t.ndim, lambda v: leaves.append(_scalar_str(v, t.dtype)))
    width = max((len(s) for s in leaves), default=0)
    strings = iter(s.rjust(width) for s in leaves)
    return _join(nested, t.ndim, 0, cut, indent, strings)


def _summarise(t):
    """(t with only EDGE items at each end of long axes, the axes so cut)."""
    cut = []
    if t.size > THRESHOLD:
        for axis, n in enumerate(t.shape):
            if n > 2 * EDGE:
                lead = (slice(None),) * axis
                t = ops.concatenate([t[lead + (slice(0, EDGE),)], t[lead + (slice(n - EDGE, n),)]], axis)
                cut.append(axis)
    return t, cut


def _collect(nested, ndim, visit):
    if ndim == 0:
        visit(nested)
    else:
        for item in nested:
            _collect(item, ndim - 1, visit)


def _join(nested, ndim, depth, cut, indent, strings):
    if ndim == depth:
        return next(strings)
    parts = [_join(item, ndim, depth + 1, cut, indent, strings) for item in nested]
    if depth in cut:
        parts.insert(EDGE, "...")
    if depth == ndim - 1:
        return "[" + _wrap(parts, indent + depth + 1) + "]"
    separator = "," + "\n" * (ndim - depth - 1) + " " * (indent + depth + 1)
    return "[" + separator.join(parts) + "]"


def _wrap(items, indent):
    """items joined by ", ", broken into lines of at most LINE_WIDTH characters."""
    lines, line = [], ""
    for item in items:
        if line and indent + len(line) + len(item) + 2 > LINE_WIDTH:
            lines.append(line + ",")
            line = ""
        line = line + ", " + item if line else item
    lines.append(line)
    return ("\n" + " " * indent).join(lines)


def _scalar_str(value, dt):
    if not isinstance(value, float):
        return str(value)
    if math.isnan(value) or math.isinf(value):
        return str(value)  # nan, inf, -inf
    if dt is dtypes.float64:
        return repr(value)
    # The fewest digits that read back as the same value in this dtype (0.1, not 0.100000001).
    for digits in range(1, 18):
        text = "%.*g" % (digits, value)
        if _codec.unpack(_codec.pack([float(text)], dt), dt)[0] == value:
            return repr(float(text))
    return repr(value)
