"""Sorting, take_along_axis, gather and scatter against NumPy on every device (per-dtype and
edge-shape coverage is in the C fixtures: tools/fixtures/sort_fixtures.py, indexing_fixtures.py)."""
import numpy as np
import pytest

import kiln
from support import check, make, require


@pytest.mark.parametrize("dt", [kiln.float32, kiln.int32, kiln.uint8, kiln.float16])
def test_sort_argsort(device, rng, dt):
    require(device, dt)
    x, xv = make(rng, (3, 1500), dt, device, 0, 20)  # ties, and rows longer than one Vulkan block
    for axis in (0, 1, -1):
        order = np.argsort(xv, axis=axis, kind="stable")
        check(kiln.argsort(x, axis=axis), order, kiln.int64, device)
        check(kiln.sort(x, axis=axis), np.take_along_axis(xv, order, axis=axis), dt, device)


def test_sort_descending_and_nan(device):
    xv = np.array([3.0, np.nan, -0.0, 1.0, 0.0, np.nan, 3.0, -np.inf], dtype=np.float32)
    x = kiln.asarray(xv, device=device)
    check(kiln.argsort(x), np.argsort(xv, kind="stable"), kiln.int64, device)
    # Descending: the reverse order, equal elements (and NaNs, and the zeros) in their order.
    check(kiln.argsort(x, descending=True), np.array([1, 5, 0, 6, 3, 2, 4, 7]), kiln.int64, device)
    values, indices = kiln.top_k(x, 3)
    check(indices, np.array([1, 5, 0]), kiln.int64, device)
    assert np.isnan(values.numpy()[:2]).all() and values.numpy()[2] == 3.0


@pytest.mark.parametrize("length", [2048 * 9 + 5, 2048 * 70 + 3])
def test_sort_long_rows(device, rng, length):
    # Vulkan's radix sort over many tiles of 2048: the tile scan by a thread per digit walks
    # past its chunks of 8 tiles (9 tiles), or a workgroup per digit scans them (past 64 tiles).
    xv = rng.integers(-50, 50, size=(2, length)).astype(np.float32) / 4  # ties test stability
    xv[0, ::97], xv[1, ::89], xv[0, 1::101], xv[1, 2::103] = np.nan, -0.0, 0.0, -np.inf
    x = kiln.asarray(xv, device=device)
    order = np.argsort(xv, axis=1, kind="stable")
    check(kiln.argsort(x, axis=1), order, kiln.int64, device)
    check(kiln.sort(x, axis=1), np.take_along_axis(xv, order, axis=1), kiln.float32, device)
    # Descending: the reverse order with ties (NaNs first, then the zeros together) in order.
    down = np.argsort(-np.where(np.isnan(xv), np.inf, xv), axis=1, kind="stable")
    check(kiln.argsort(x, axis=1, descending=True), down, kiln.int64, device)


def test_sort_errors(device):
    with pytest.raises(kiln.IndexOutOfRangeError, match="kiln_sort"):
        kiln.sort(kiln.ones((2, 3), device=device), axis=2)
    with pytest.raises(kiln.InvalidArgumentError, match="kiln_top_k"):
        kiln.top_k(kiln.ones((2, 3), device=device), 4)


def test_take_along_axis(device, rng):
    x, xv = make(rng, (4, 5), kiln.float32, device)
    idx = rng.integers(-5, 5, size=(4, 3))
    check(kiln.take_along_axis(x, idx, axis=1), np.take_along_axis(xv, idx % 5, axis=1), kiln.float32, device)
    row = np.array([[1, 0, 3, 2, 2]])  # broadcast over the rows of a (1, 5) index
    check(kiln.take_along_axis(x, row, axis=0), np.take_along_axis(xv, row, axis=0), kiln.float32, device)


def test_argwhere_nonzero(device, rng):
    x, xv = make(rng, (3, 4, 5), kiln.int32, device, -1, 2)
    check(kiln.argwhere(x), np.argwhere(xv), kiln.int64, device)
    for got, want in zip(kiln.nonzero(x), np.nonzero(xv)):
        check(got, want, kiln.int64, device)
    check(kiln.argwhere(kiln.zeros((2, 3), device=device)), np.zeros((0, 2)), kiln.int64, device)


def test_unique(device, rng):
    x, xv = make(rng, (4, 50), kiln.int16, device, -10, 10)
    values, indices, inverse, counts = kiln.unique_all(x)
    want_values, want_indices, want_inverse, want_counts = np.unique(xv, return_index=True, return_inverse=True,
                                                                     return_counts=True)
    check(values, want_values, kiln.int16, device)
    check(indices, want_indices, kiln.int64, device)
    check(inverse, want_inverse.reshape(xv.shape), kiln.int64, device)
    check(counts, want_counts, kiln.int64, device)
    f = kiln.asarray([2.0, np.nan, 1.0, np.nan, 2.0], device=device)
    fv, fc = kiln.unique_counts(f)  # each NaN a value of its own (NaN != NaN), as the array API says
    np.testing.assert_array_equal(fv.numpy(), [1.0, 2.0, np.nan, np.nan])
    np.testing.assert_array_equal(fc.numpy(), [1, 2, 1, 1])


def test_searchsorted(device, rng):
    a = np.sort(rng.integers(-20, 20, size=50)).astype(np.float32)
    v = rng.integers(-25, 25, size=(3, 9)).astype(np.float32)
    for side in ("left", "right"):
        got = kiln.searchsorted(kiln.asarray(a, device=device), kiln.asarray(v, device=device), side=side)
        check(got, np.searchsorted(a, v, side=side), kiln.int64, device)


def test_gather(device, rng):
    x, xv = make(rng, (4, 5, 3), kiln.int32, device)
    idx = np.array([[0, 1], [3, 4], [9, -2]])
    clamped = np.clip(idx, 0, [3, 4])
    check(kiln.gather(x, idx), xv[clamped[:, 0], clamped[:, 1]], kiln.int32, device)
    check(kiln.gather(x, [[2, 1]], axes=[2, 0]), np.moveaxis(xv, [2, 0], [0, 1])[[2], [1]], kiln.int32, device)


@pytest.mark.parametrize("add", [True, False])
def test_indexed_add_put(device, rng, add):
    xv = rng.integers(-5, 5, size=(6, 3)).astype(np.float32)
    updates = rng.integers(-5, 5, size=(200, 3)).astype(np.float32)
    rows = rng.integers(0, 6, size=200)
    expected = xv.copy()
    if add:
        np.add.at(expected, rows, updates)
    else:
        for m in range(200):
            expected[rows[m]] = updates[m]
    x = kiln.asarray(xv, device=device)
    fn = kiln.indexed_add if add else kiln.indexed_put
    check(fn(x, rows[:, None], kiln.asarray(updates, device=device)), expected, kiln.float32, device)


def test_indexed_errors(device):
    x = kiln.zeros((3, 2), device=device)
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_indexed_put"):
        kiln.indexed_put(x, [[0]], kiln.ones((1, 3), device=device))
    with pytest.raises(kiln.UnsupportedDTypeError, match="kiln_indexed_add"):
        kiln.indexed_add(kiln.zeros((3,), dtype=kiln.bool_, device=device), [[0]], kiln.ones((1,), dtype=kiln.bool_, device=device))
