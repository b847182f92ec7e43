"""Python scalars <-> raw element bytes, without NumPy. Conversions follow docs/dtypes.md:
float to int truncates toward zero and saturates (NaN gives 0); to bool, nonzero is true.
A Python int that does not fit an integer dtype is an OverflowError, as in NumPy 2."""
import math
import struct


def _int_range(dt):
    if dt.kind == "u":
        return 0, (1 << dt.bits) - 1
    return -(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1


def to_int(value, dt):
    lo, hi = _int_range(dt)
    if isinstance(value, float):
        if math.isnan(value):
            return 0
        if math.isinf(value):
            return hi if value > 0 else lo
        return min(max(int(value), lo), hi)  # int() truncates toward zero
    value = int(value)
    if not lo <= value <= hi:
        raise OverflowError("Python integer %d out of bounds for %s" % (value, dt.name))
    return value


def _pack_floats(fmt, values):
    try:
        return struct.pack("=%d%s" % (len(values), fmt), *values)
    except OverflowError:
        # struct refuses values past the type's range; a cast gives infinity.
        return b"".join(_pack_one_float(fmt, v) for v in values)


def _pack_one_float(fmt, value):
    try:
        return struct.pack("=" + fmt, value)
    except OverflowError:
        return struct.pack("=" + fmt, math.copysign(math.inf, value))


def float_to_bfloat16_bits(value):
    """bfloat16 bits of a Python float: through float32, rounded to nearest even."""
    (bits,) = struct.unpack("=I", _pack_one_float("f", value))
    if (bits & 0x7F800000) == 0x7F800000 and bits & 0x007FFFFF:
        return (bits >> 16) | 0x0040  # NaN stays a (quiet) NaN
    return (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16


def pack(values, dt):
    """Bytes of a flat sequence of bool/int/float as dtype dt."""
    values = list(values)
    if dt.kind == "b":
        return bytes(1 if v else 0 for v in values)
    if dt.kind in "iu":
        return struct.pack("=%d%s" % (len(values), dt._format), *(to_int(v, dt) for v in values))
    if dt.kind == "c":  # real and imaginary parts, interleaved
        parts = [complex(v) for v in values]
        return _pack_floats(dt._format, [x for z in parts for x in (z.real, z.imag)])
    floats = [float(v) for v in values]
    if dt.name == "bfloat16":
        return struct.pack("=%dH" % len(floats), *map(float_to_bfloat16_bits, floats))
    return _pack_floats(dt._format, floats)


def unpack(data, dt):
    """A flat list of Python scalars from element bytes of dtype dt."""
    n = len(data) // dt.itemsize
    if dt.kind == "c":
        parts = struct.unpack("=%d%s" % (2 * n, dt._format), data)
        return [complex(parts[2 * i], parts[2 * i + 1]) for i in range(n)]
    values = struct.unpack("=%d%s" % (n, dt._format), data)
    if dt.name == "bfloat16":
        widened = struct.pack("=%dI" % n, *(b << 16 for b in values))
        values = struct.unpack("=%df" % n, widened)
    return list(values)
