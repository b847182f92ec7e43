"""Scans, softmax and the statistics against NumPy, on every device (the full per-dtype and
edge-shape coverage is in the C fixtures: tools/fixtures/scan_fixtures.py, stats_fixtures.py)."""
import numpy as np
import pytest

import kiln
from support import check, make, require

SCANS = {
    "cumulative_sum": np.cumsum,
    "cumulative_product": np.cumprod,
    "cumulative_max": np.maximum.accumulate,
    "cumulative_min": np.minimum.accumulate,
    "logcumsumexp": np.logaddexp.accumulate,
}


@pytest.mark.parametrize("name", list(SCANS))
@pytest.mark.parametrize("dt", [kiln.float32, kiln.int32])
def test_scans(device, rng, name, dt):
    require(device, dt)
    low, high = (1, 3) if name == "cumulative_product" else (-10, 10)
    x, xv = make(rng, (3, 4, 5), dt, device, low, high)
    widened = dt == kiln.int32 and name in ("cumulative_sum", "cumulative_product")  # int64, as sum
    result = kiln.float32 if name == "logcumsumexp" else (kiln.int64 if widened else dt)
    ref_in = xv.astype(np.float64) if result.is_floating else xv.astype(result.name)
    for axis in (0, 1, -1):
        for reverse in (False, True):
            out = getattr(kiln, name)(x, axis=axis, reverse=reverse)
            src = np.flip(ref_in, axis) if reverse else ref_in
            expected = SCANS[name](src, axis=axis)
            check(out, np.flip(expected, axis) if reverse else expected, result, device, loose=True)


def test_scan_errors(device):
    with pytest.raises(kiln.IndexOutOfRangeError, match="kiln_cumulative_sum"):
        kiln.cumulative_sum(kiln.ones((2, 3), device=device), axis=2)


def test_softmax_family(device, rng):
    x, xv = make(rng, (4, 6), kiln.float32, device, -10, 10)
    xv = xv.astype(np.float64)
    shifted = xv - xv.max(axis=-1, keepdims=True)
    lse = np.log(np.exp(shifted).sum(axis=-1, keepdims=True))
    check(kiln.softmax(x), np.exp(shifted - lse), kiln.float32, device, loose=True)
    check(kiln.log_softmax(x), shifted - lse, kiln.float32, device, loose=True)
    check(kiln.logsumexp(x, axis=1), (lse + xv.max(axis=-1, keepdims=True))[:, 0], kiln.float32, device, loose=True)


@pytest.mark.parametrize("ddof", [0, 1])
def test_var_std(device, rng, ddof):
    x, xv = make(rng, (5, 7), kiln.float32, device, -10, 10)
    xv = xv.astype(np.float64)
    for axis in (None, 0, (0, 1)):
        check(kiln.var(x, axis=axis, ddof=ddof), np.var(xv, axis=axis, ddof=ddof), kiln.float32, device, loose=True)
        check(kiln.std(x, axis=axis, ddof=ddof), np.std(xv, axis=axis, ddof=ddof), kiln.float32, device, loose=True)


def test_random_same_key_same_values(device):
    k = kiln.random.key(42, device=device)
    a = kiln.random.uniform(k, (1000,)).numpy()
    b = kiln.random.uniform(kiln.random.key(42, device=kiln.device("cpu")), (1000,)).numpy()
    assert np.array_equal(a, b)
    assert 0.0 <= a.min() and a.max() < 1.0 and abs(a.mean() - 0.5) < 0.05
    z = kiln.random.normal(k, (4000,)).numpy()
    assert abs(z.mean()) < 0.1 and abs(z.std() - 1.0) < 0.1
    r = kiln.random.randint(k, (1000,), -3, 4, dtype="int32").numpy()
    assert set(np.unique(r)) == set(range(-3, 4))
