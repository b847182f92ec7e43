"""Helpers for comparing Kiln results with NumPy."""
import numpy as np
import pytest

import kiln

ALL = tuple(d for d in kiln.DTYPES if not d.is_complex and not d.is_narrow)  # complex: test_complex.py; float8, int2/4: test_narrow_dtypes.py
BOOL = (kiln.bool_,)
SIGNED = (kiln.int8, kiln.int16, kiln.int32, kiln.int64)
UNSIGNED = (kiln.uint8, kiln.uint16, kiln.uint32, kiln.uint64)
INTS = SIGNED + UNSIGNED
FLOATS = (kiln.float16, kiln.bfloat16, kiln.float32, kiln.float64)
NUMERIC = INTS + FLOATS


def ids(dtypes):
    return [d.name for d in dtypes]


def np_dtype(dt):
    """The NumPy dtype that holds dt's values exactly (bfloat16: float32)."""
    return np.dtype("float32" if dt is kiln.bfloat16 else dt.name)


def require(device, *dts):
    for dt in dts:
        if not device.supports(dt):
            pytest.skip("%s does not support %s" % (device.label, dt.name))


def random_values(rng, shape, dt, low=None, high=None):
    """A NumPy array of random values for dtype dt in [low, high)."""
    if dt is kiln.bool_:
        return rng.random(shape) < 0.5
    if dt.is_integer:
        info = np.iinfo(dt.name)
        lo = info.min if low is None else max(low, info.min)
        hi = info.max if high is None else min(high, info.max + 1)
        return rng.integers(lo, hi, size=shape, dtype=dt.name, endpoint=high is None)
    lo = -10.0 if low is None else low
    hi = 10.0 if high is None else high
    return rng.uniform(lo, hi, size=shape)


def make(rng, shape, dt, device, low=None, high=None):
    """(tensor, the exact values it holds as a NumPy array)."""
    t = kiln.asarray(random_values(rng, shape, dt, low, high), dtype=dt, device=device)
    return t, t.numpy()


def round_to(values, dt):
    """values rounded to float dtype dt (to nearest even), as float64."""
    with np.errstate(all="ignore"):  # NaN and overflow are expected values here
        values = np.asarray(values).astype(np.float64)
        if dt is not kiln.bfloat16:
            return values.astype(dt.name).astype(np.float64)
        flat = values.reshape(-1)  # 1-D: NumPy 1 promotes 0-d unsigned arrays with Python ints to float
        bits = flat.astype(np.float32).view(np.uint32).astype(np.uint64)
        rounded = (((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) << 16).astype(np.uint32).view(np.float32)
        return np.where(np.isnan(flat), np.nan, rounded).astype(np.float64).reshape(values.shape)


# Relative and absolute tolerance per result dtype; the GPU is allowed the error bounds that
# Vulkan's SPIR-V precision rules give transcendental functions.
_TOLERANCE = {
    "float16": (2e-3, 1e-3),
    "bfloat16": (1.6e-2, 1e-2),
    "float32": (2e-6, 1e-6),
    "float64": (1e-12, 1e-12),
}
_GPU_TOLERANCE = {"float32": (1e-4, 1e-3), "float64": (1e-4, 1e-3)}


def tolerance(dt, device=None, loose=False):
    rtol, atol = _TOLERANCE[dt.name]
    if device is not None and device.kind != "cpu" and loose:
        rtol, atol = max(rtol, _GPU_TOLERANCE.get(dt.name, (0, 0))[0]), max(atol, _GPU_TOLERANCE.get(dt.name, (0, 0))[1])
    return rtol, atol


def check(t, expected, dt, device=None, loose=False):
    """Asserts that tensor t has dtype dt and matches `expected` (exactly for bool and ints)."""
    assert isinstance(t, kiln.Tensor)
    assert t.dtype is dt, "dtype %s, expected %s" % (t.dtype.name, dt.name)
    expected = np.asarray(expected)
    got = t.numpy()
    assert got.shape == expected.shape, "shape %s, expected %s" % (got.shape, expected.shape)
    if dt.is_floating:
        rtol, atol = tolerance(dt, device, loose)
        with np.errstate(invalid="ignore"):  # signalling NaNs (from bitcasts) are values too
            got = got.astype(np.float64)
        np.testing.assert_allclose(got, round_to(expected, dt), rtol=rtol, atol=atol, equal_nan=True)
    else:
        np.testing.assert_array_equal(got, expected.astype(np_dtype(dt)))
