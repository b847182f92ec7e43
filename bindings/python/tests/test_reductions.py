"""Reductions and matmul against NumPy, over every dtype, on every device."""
import numpy as np
import pytest

import kiln
from support import ALL, NUMERIC, check, ids, make, require

SHAPE = (4, 5, 6)
AXES = [None, 0, -1, (0, 2), ()]


def accumulated(dt):
    """sum and prod accumulate bool and signed ints as int64, unsigned as uint64."""
    if dt.is_floating:
        return dt
    return kiln.uint64 if dt.kind == "u" else kiln.int64


REDUCTIONS = {
    # name: (NumPy reference, result dtype for input dtype)
    "sum": (np.sum, accumulated),
    "prod": (np.prod, accumulated),
    "mean": (np.mean, lambda dt: dt if dt.is_floating else kiln.float32),
    "max": (np.max, lambda dt: dt),
    "min": (np.min, lambda dt: dt),
    "all": (np.all, lambda dt: kiln.bool_),
    "any": (np.any, lambda dt: kiln.bool_),
}


def reduction_cases():
    for name in REDUCTIONS:
        for dt in ALL:
            yield pytest.param(name, dt, id="%s-%s" % (name, dt.name))


@pytest.mark.parametrize("name,dt", reduction_cases())
def test_reduction(device, rng, name, dt):
    require(device, dt)
    reference, result_of = REDUCTIONS[name]
    result = result_of(dt)
    # prod stays small: floats near 1, integers in [-2, 2]
    low, high = {"prod": (-2, 3) if dt.is_integer else (0.8, 1.25)}.get(name, (0, 100) if dt.is_integer else (-10, 10))
    x, xv = make(rng, SHAPE, dt, device, low, high)
    for axis in AXES:
        for keepdims in (False, True):
            out = getattr(kiln, name)(x, axis=axis, keepdims=keepdims)
            ref_in = xv.astype(np.float64) if result.is_floating else xv.astype(result.name)
            expected = reference(ref_in, axis=axis, keepdims=keepdims)
            check(out, expected, result, device, loose=True)
            # the method form matches
            if axis == 0:
                check(getattr(x, name)(axis, keepdims), expected, result, device, loose=True)


@pytest.mark.parametrize("name", ["argmax", "argmin"])
@pytest.mark.parametrize("dt", ALL, ids=ids(ALL))
def test_arg_reduction(device, rng, name, dt):
    require(device, dt)
    x, xv = make(rng, SHAPE, dt, device, 0, 8)  # ties: the first index wins, as NumPy
    reference = getattr(np, name)
    for axis in (None, 0, 1, -1):
        for keepdims in (False, True):
            out = getattr(kiln, name)(x, axis=axis, keepdims=keepdims)
            check(out, reference(xv, axis=axis, keepdims=keepdims), kiln.int64)
    check(getattr(x, name)(), reference(xv), kiln.int64)


def test_reduction_errors(device):
    x = kiln.ones((2, 3), device=device)
    with pytest.raises(kiln.IndexOutOfRangeError, match="kiln_sum"):
        x.sum(axis=2)
    with pytest.raises(kiln.KilnError, match="kiln_argmax"):
        kiln.argmax(x, axis=(0, 1))
    with pytest.raises(kiln.KilnError, match="kiln_max"):
        kiln.zeros((0,), device=device).max().eval()


def test_float_reductions_propagate_nan(device):
    x = kiln.asarray([1.0, np.nan, 3.0], device=device)
    assert np.isnan(x.max().item()) and np.isnan(x.min().item()) and np.isnan(x.sum().item())


MATMUL_DTYPES = NUMERIC
MATMUL_SHAPES = [((5, 7), (7, 3)), ((7,), (7, 3)), ((5, 7), (7,)), ((7,), (7,)),
                 ((2, 5, 7), (7, 3)), ((2, 1, 5, 7), (3, 7, 4)), ((0, 7), (7, 3)), ((5, 0), (0, 3))]


@pytest.mark.parametrize("dt", MATMUL_DTYPES, ids=ids(MATMUL_DTYPES))
def test_matmul(device, rng, dt):
    require(device, dt)
    for a_shape, b_shape in MATMUL_SHAPES:
        low, high = (0, 4) if dt.is_integer else (-1, 1)
        a, av = make(rng, a_shape, dt, device, low, high)
        b, bv = make(rng, b_shape, dt, device, low, high)
        ref = np.matmul(av.astype(np.float64), bv.astype(np.float64)) if dt.is_floating else np.matmul(av, bv)
        check(kiln.matmul(a, b), ref, dt, device, loose=True)
        check(a @ b, ref, dt, device, loose=True)


def test_matmul_transposed_and_mixed(device, rng):
    a, av = make(rng, (6, 4), kiln.float32, device)
    b, bv = make(rng, (6, 3), kiln.int32, device, -5, 5)
    check(a.T @ b, av.T.astype(np.float64) @ bv, kiln.float32, device, loose=True)


def test_matmul_shape_mismatch(device):
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_matmul"):
        kiln.ones((2, 3), device=device) @ kiln.ones((2, 3), device=device)
