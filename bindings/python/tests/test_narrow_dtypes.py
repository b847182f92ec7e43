"""The narrow storage dtypes (float8_e5m2, float8_e4m3fn, int2, int4, uint2, uint4) on random
inputs: every result against NumPy computing in int64 / float32 and an independent encoder of
the float8 rules (docs/dtypes.md: Nx's), on the CPU and on Vulkan, and the two devices against
each other; packing at the boundary and bad inputs."""
import math
import struct

import numpy as np
import pytest

import kiln

DEVICES = [d.label for d in kiln.devices()]
SUB_BYTE = {"int2": (2, True), "int4": (4, True), "uint2": (2, False), "uint4": (4, False)}


def wrap(values, name):
    bits, signed = SUB_BYTE[name]
    low = np.asarray(values, dtype=np.int64) & ((1 << bits) - 1)
    return np.where(signed & (low >= 1 << (bits - 1)), low - (1 << bits), low)


def f16_bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0] if abs(x) < 65520 else (0x7C00 | (0x8000 if x < 0 else 0))


def encode_e5m2(x):
    """float -> E5M2 byte: float16 (nearest even), then its high byte; NaN is 0x7E."""
    if math.isnan(x):
        return 0x7E
    return f16_bits(float(x)) >> 8


def encode_e4m3fn(x):
    """float -> E4M3FN byte: clamp to 448, 3-bit mantissa rounded half away without carry."""
    if math.isnan(x):
        return 0x7F
    sign = 0x80 if math.copysign(1.0, x) < 0 else 0
    a = min(abs(x), 448.0)
    if a == 0:
        return sign
    e = math.floor(math.log2(a))
    if e + 7 <= 0:
        return sign | min(7, math.floor(a * 512 + 0.5))
    m = min(7, max(0, math.floor((a / 2.0 ** e - 1) * 8 + 0.5)))
    return sign | ((e + 7) << 3) | m


def decode(byte, name):
    e5 = name == "float8_e5m2"
    mbits, bias = (2, 15) if e5 else (3, 7)
    e, m = (byte & 0x7F) >> mbits, byte & ((1 << mbits) - 1)
    if e5 and e == 31:
        v = math.inf if m == 0 else math.nan
    elif not e5 and e == 15 and m == 7:
        v = math.nan
    elif e == 0:
        v = math.ldexp(m, 1 - bias - mbits)
    else:
        v = math.ldexp(1 + math.ldexp(m, -mbits), e - bias)
    return -v if byte & 0x80 else v


ENCODE = {"float8_e5m2": encode_e5m2, "float8_e4m3fn": encode_e4m3fn}


def f8_bytes(t):
    return np.asarray(kiln.bitcast(t, kiln.uint8)).tolist()


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("name", sorted(SUB_BYTE))
@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "maximum", "minimum", "floor_divide",
                                "remainder", "bitwise_and", "bitwise_xor", "bitwise_left_shift",
                                "bitwise_right_shift"])
def test_sub_byte_binary_ops_wrap(device, name, op):
    bits, signed = SUB_BYTE[name]
    rng = np.random.default_rng(hash((name, op)) % 2**32)
    lo, hi = (-(1 << (bits - 1)), 1 << (bits - 1)) if signed else (0, 1 << bits)
    a, b = rng.integers(lo, hi, 64), rng.integers(lo, hi, 64)
    if op in ("floor_divide", "remainder"):
        b[b == 0] = 1
    if op.startswith("bitwise_") and "shift" in op:
        b = rng.integers(0, hi, 64)  # counts the dtype holds; past its width they shift all out
    dt = getattr(kiln, name)
    ka = kiln.asarray(a.tolist(), dtype=dt, device=kiln.device(device))
    kb = kiln.asarray(b.tolist(), dtype=dt, device=kiln.device(device))
    got = getattr(kiln, op)(ka, kb)
    assert got.dtype == dt
    ref = {"bitwise_left_shift": np.left_shift, "bitwise_right_shift": np.right_shift}.get(op, getattr(np, op, None))
    want = wrap(ref(a, b), name)
    np.testing.assert_array_equal(got.numpy(), want)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("name", sorted(ENCODE))
def test_float8_ops_round_once(device, name):
    rng = np.random.default_rng(7)
    dt = getattr(kiln, name)
    codes = rng.integers(0, 256, 256)
    values = np.array([decode(int(c), name) for c in codes], dtype=np.float32)
    x = kiln.bitcast(kiln.asarray(codes.astype(np.uint8), device=kiln.device(device)), dt)
    np.testing.assert_array_equal(x.numpy(), values)  # NaN == NaN for assert_array_equal
    y = kiln.flip(x, axis=0)
    with np.errstate(all="ignore"):
        cases = {"add": (kiln.add(x, y), values + values[::-1]),
                 "multiply": (kiln.multiply(x, y), values * values[::-1]),
                 "sqrt": (kiln.sqrt(x), np.sqrt(values)),
                 "negative": (kiln.negative(x), -values)}
    for op, (got, want) in cases.items():
        assert got.dtype == dt, op
        assert f8_bytes(got) == [ENCODE[name](float(v)) for v in want], op
    wide = np.float32(rng.standard_normal(500) * 100)
    got = kiln.asarray(wide, device=kiln.device(device)).astype(dt)
    assert f8_bytes(got) == [ENCODE[name](float(v)) for v in wide]


@pytest.mark.skipif(len(DEVICES) < 2, reason="one device")
@pytest.mark.parametrize("name", ["float8_e5m2", "float8_e4m3fn", "int4", "uint2"])
def test_cpu_and_vulkan_agree(name):
    dt = getattr(kiln, name)
    rng = np.random.default_rng(3)
    data = rng.standard_normal((8, 16)).astype(np.float32) * 4
    out = []
    for device in DEVICES[:2]:
        x = kiln.asarray(data, device=kiln.device(device)).astype(dt)
        r = kiln.sum(kiln.matmul(x, kiln.permute_dims(x, (1, 0))).astype(kiln.float32), axis=1)
        out.append((np.asarray(x.astype(kiln.float32)), np.asarray(r), f8_bytes(x) if dt.is_floating else None))
    np.testing.assert_array_equal(out[0][0], out[1][0])
    np.testing.assert_allclose(out[0][1], out[1][1], rtol=1e-6)


def test_packing_and_bad_inputs():
    x = kiln.asarray([1, 2, -1, 0, 5], dtype=kiln.int4)
    assert x.nbytes == 3
    assert x.tolist() == [1, 2, -1, 0, 5]
    with pytest.raises(OverflowError):
        kiln.asarray([8], dtype=kiln.int4)
    with pytest.raises(kiln.UnsupportedDTypeError):
        kiln.bitcast(x, kiln.uint8)
    assert kiln.bitcast(x, kiln.uint4).tolist() == [1, 2, 15, 0, 5]
    assert kiln.asarray([2.5, float("nan")], dtype=kiln.float8_e4m3fn).astype(kiln.int2).tolist() == [1, 0]
    assert kiln.result_type(kiln.int4, kiln.uint4) == kiln.int8
    assert kiln.result_type(kiln.float8_e5m2, kiln.float8_e4m3fn) == kiln.float16
    assert kiln.from_dlpack(x).tolist() == [1, 2, -1, 0, 5]
