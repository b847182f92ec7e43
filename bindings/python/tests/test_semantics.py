"""fmod, round_half_away, floor_divide's special cases, pad_general, dynamic_slice,
dynamic_update_slice and random.permutation against NumPy on every device (per-dtype and
edge-shape coverage is in the C fixtures: tools/fixtures/semantics_fixtures.py)."""
import numpy as np
import pytest

import kiln
from support import check, make


def test_fmod_takes_the_dividends_sign(device, rng):
    a, av = make(rng, (4, 5), kiln.float32, device, -50, 50)
    b, bv = make(rng, (5,), kiln.float32, device, 1, 7)
    check(kiln.fmod(a, b), np.fmod(av, bv), kiln.float32, device)
    check(kiln.fmod(a, -b), np.fmod(av, -bv), kiln.float32, device)
    ints = kiln.asarray([-7, 7, -7, 5, -128], dtype="int8", device=device)
    divs = kiln.asarray([2, -2, 0, -1, -1], dtype="int8", device=device)
    check(kiln.fmod(ints, divs), np.array([-1, 1, 0, 0, 0], dtype=np.int8), kiln.int8, device)


def test_round_half_away(device):
    xv = np.array([0.5, -0.5, 1.5, -2.5, 2.4999998, -0.0, 0.3, np.inf], dtype=np.float32)
    got = kiln.round_half_away(kiln.asarray(xv, device=device)).numpy()
    want = np.array([1.0, -1.0, 2.0, -3.0, 2.0, -0.0, 0.0, np.inf], dtype=np.float32)
    assert np.array_equal(got, want) and np.array_equal(np.signbit(got), np.signbit(want))


def test_floor_divide_special_cases(device):
    a = kiln.asarray([np.inf, 1.0, -1.0, 0.0, -0.0, 7.0], dtype="float32", device=device)
    b = kiln.asarray([2.0, -np.inf, np.inf, -2.0, 2.0, -2.0], dtype="float32", device=device)
    got = kiln.floor_divide(a, b).numpy()
    want = np.array([np.inf, -0.0, -0.0, -0.0, -0.0, -4.0], dtype=np.float32)
    assert np.array_equal(got, want) and np.array_equal(np.signbit(got), np.signbit(want))


def _lax_pad(xv, low, high, interior, value):
    """lax.pad by hand: each result position maps back to an element or the fill."""
    grown = np.full([n + 1 for n in xv.shape], value, dtype=xv.dtype)
    grown[tuple(slice(0, n) for n in xv.shape)] = xv
    index = []
    for n, lo, hi, k in zip(xv.shape, low, high, interior):
        m = n + (n - 1) * k if n else 0
        p = np.arange(lo + m + hi) - lo
        index.append(np.where((p >= 0) & (p < m) & (p % (k + 1) == 0), p // (k + 1), n))
    return grown[np.ix_(*index)]


def test_pad_general(device, rng):
    x, xv = make(rng, (3, 4), kiln.float32, device)
    for low, high, interior in [([1, -1], [-2, 2], [1, 2]), ([0, 0], [0, 0], [0, 0]), ([-3, 2], [4, -5], [2, 1])]:
        check(kiln.pad_general(x, low, high, interior, value=-1.5), _lax_pad(xv, low, high, interior, -1.5),
              kiln.float32, device)
    with pytest.raises(kiln.InvalidArgumentError, match="kiln_pad_general"):
        kiln.pad_general(x, [0, 0], [0, 0], [0, -1])


def test_dynamic_slice_and_update(device, rng):
    x, xv = make(rng, (6, 7), kiln.int32, device)
    starts = kiln.asarray([4, -2], dtype="int64", device=device)  # clamped to [3, 0]
    check(kiln.dynamic_slice(x, starts, [3, 2]), xv[3:6, 0:2], kiln.int32, device)
    u, uv = make(rng, (2, 3), kiln.int32, device)
    want = xv.copy()
    want[4:6, 0:3] = uv
    check(kiln.dynamic_update_slice(x, starts, u), want, kiln.int32, device)
    # Starts computed lazily on the device: nothing is read back while the graph is built.
    lazy = kiln.subtract(kiln.asarray([3, 9], dtype="int32", device=device), 2)
    window = kiln.dynamic_slice(x, lazy, [2, 2])
    put = kiln.dynamic_update_slice(x, lazy, u)
    assert not lazy.is_evaluated
    check(window, xv[1:3, 5:7], kiln.int32, device)
    want = xv.copy()
    want[1:3, 4:7] = uv
    check(put, want, kiln.int32, device)
    with pytest.raises(kiln.UnsupportedDTypeError, match="kiln_dynamic_slice"):
        kiln.dynamic_slice(x, kiln.asarray([1.0, 2.0], device=device), [1, 1])
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_dynamic_update_slice"):
        kiln.dynamic_update_slice(x, starts, kiln.ones((7, 1), device=device))


def test_random_permutation(device):
    k = kiln.random.key(7, device=device)
    perm = kiln.random.permutation(k, 100).numpy()
    assert perm.dtype == np.int64 and sorted(perm.tolist()) == list(range(100))
    cpu = kiln.random.permutation(kiln.random.key(7), 100).numpy()
    assert np.array_equal(perm, cpu)  # the same on every device
    xv = np.arange(12, dtype=np.float32).reshape(6, 2)
    shuffled = kiln.random.permutation(k, kiln.asarray(xv, device=device)).numpy()
    assert np.array_equal(shuffled, xv[kiln.random.permutation(k, 6).numpy()])
