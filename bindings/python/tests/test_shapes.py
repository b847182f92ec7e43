"""Shape ops, conversions and constructors against NumPy, over every dtype, on every device."""
import numpy as np
import pytest

import kiln
from support import ALL, INTS, NUMERIC, check, ids, make, np_dtype, require


@pytest.mark.parametrize("dt", ALL, ids=ids(ALL))
def test_shape_ops(device, rng, dt):
    require(device, dt)
    x, xv = make(rng, (2, 3, 4), dt, device)
    check(kiln.reshape(x, (4, -1)), xv.reshape(4, -1), dt)
    check(x.reshape(6, 4), xv.reshape(6, 4), dt)
    check(x.flatten(), xv.reshape(-1), dt)
    check(kiln.transpose(x), xv.transpose(), dt)
    check(x.transpose(1, 0, 2), xv.transpose(1, 0, 2), dt)
    check(x.T, xv.T, dt)
    check(kiln.broadcast_to(x[:, :1], (5, 2, 3, 4)), np.broadcast_to(xv[:, :1], (5, 2, 3, 4)), dt)
    check(kiln.expand_dims(x, 0), np.expand_dims(xv, 0), dt)
    check(kiln.expand_dims(x, (1, -1)), np.expand_dims(xv, (1, -1)), dt)
    y, yv = kiln.expand_dims(x, (0, 2)), np.expand_dims(xv, (0, 2))
    check(kiln.squeeze(y), np.squeeze(yv), dt)
    check(kiln.squeeze(y, 2), np.squeeze(yv, 2), dt)
    check(kiln.flip(x), np.flip(xv), dt)
    check(kiln.flip(x, (0, 2)), np.flip(xv, (0, 2)), dt)
    check(kiln.slice(x, [0, 2], [2, -4], [1, -1]), xv[0:2, 2:-4:-1], dt)
    # views of views, then a kernel on the strided result
    check(kiln.flip(x.T, 1)[::2].reshape(-1), np.flip(xv.T, 1)[::2].reshape(-1), dt)


@pytest.mark.parametrize("dt", ALL, ids=ids(ALL))
def test_join_and_pad(device, rng, dt):
    require(device, dt)
    a, av = make(rng, (2, 3), dt, device)
    b, bv = make(rng, (2, 3), dt, device)
    check(kiln.concatenate([a, b]), np.concatenate([av, bv]), dt)
    check(kiln.concatenate([a, b.T.T, a], axis=-1), np.concatenate([av, bv, av], axis=-1), dt)
    check(kiln.concatenate([a, b], axis=None), np.concatenate([av, bv], axis=None), dt)
    check(kiln.stack([a, b]), np.stack([av, bv]), dt)
    check(kiln.stack([a, b, a], axis=2), np.stack([av, bv, av], axis=2), dt)
    check(kiln.pad(a, 1), np.pad(av, 1), dt)
    check(kiln.pad(a, ((0, 2), (1, 0)), constant_values=1), np.pad(av, ((0, 2), (1, 0)), constant_values=1), dt)
    check(kiln.pad(a.T, (2, 1)), np.pad(av.T, (2, 1)), dt)


def test_join_promotes(device):
    a = kiln.asarray([1, 2], dtype=kiln.int8, device=device)
    b = kiln.asarray([0.5], dtype=kiln.float16, device=device)
    check(kiln.concatenate([a, b]), [1, 2, 0.5], kiln.float16)
    check(kiln.stack([a, kiln.asarray([3, 4], dtype=kiln.uint8, device=device)]), [[1, 2], [3, 4]], kiln.int16)


def test_shape_errors(device):
    x = kiln.ones((2, 3), device=device)
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_reshape"):
        x.reshape(4, 2)
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_broadcast_to"):
        kiln.broadcast_to(x, (3, 3))
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_concatenate"):
        kiln.concatenate([x, kiln.ones((3, 2), device=device)])
    with pytest.raises(kiln.IndexOutOfRangeError, match="kiln_transpose|kiln_squeeze|kiln_flip"):
        kiln.flip(x, 2)
    with pytest.raises(kiln.KilnError, match="kiln_squeeze"):
        kiln.squeeze(x, 0)


@pytest.mark.parametrize("src", ALL, ids=ids(ALL))
def test_astype(device, rng, src):
    require(device, src)
    x, xv = make(rng, (4, 5), src, device, -100, 100)
    for dst in ALL:
        if not device.supports(dst):
            continue
        out = kiln.astype(x, dst)
        if dst.is_floating:
            expected = xv.astype(np.float64)
        elif src.is_floating and dst is kiln.bool_:
            expected = xv != 0
        elif src.is_floating:  # truncates toward zero and saturates (NumPy would wrap)
            info = np.iinfo(dst.name)
            expected = np.clip(np.trunc(xv.astype(np.float64)), info.min, info.max).astype(dst.name)
        else:
            expected = xv.astype(dst.name)
        check(out, expected, dst)
        check(x.astype(dst.name), expected, dst)


@pytest.mark.parametrize("dst", INTS, ids=ids(INTS))
def test_astype_saturates(device, dst):
    """Float to int truncates toward zero, saturates, and gives 0 for NaN (docs/dtypes.md)."""
    require(device, dst)
    info = np.iinfo(dst.name)
    x = kiln.asarray([np.nan, np.inf, -np.inf, 1e30, -1e30, -1.7, 2.9], dtype=kiln.float64, device="cpu")
    expected = [0, info.max, info.min, info.max, info.min, max(-1, info.min), 2]
    assert x.to(device).astype(dst).tolist() == expected


@pytest.mark.parametrize("src", NUMERIC, ids=ids(NUMERIC))
def test_bitcast(device, rng, src):
    require(device, src)
    x, xv = make(rng, (3, 8), src, device)
    raw = kiln.bitcast(x, kiln.uint8).numpy()
    same_bytes = xv.astype(np_dtype(src)) if src is not kiln.bfloat16 else None
    if same_bytes is not None:
        np.testing.assert_array_equal(raw, same_bytes.view(np.uint8))
    for dst in NUMERIC:
        if dst is kiln.bfloat16 or src is kiln.bfloat16 or not device.supports(dst):
            continue
        out = kiln.bitcast(x, dst)
        check(out, xv.view(dst.name), dst)
    # round trip through another type keeps the bits
    check(kiln.bitcast(kiln.bitcast(x, kiln.uint8), src), xv, src)


def test_bitcast_bfloat16(device):
    x = kiln.asarray([1.0, -2.0, 0.5], dtype=kiln.bfloat16, device=device)
    assert kiln.bitcast(x, kiln.uint16).tolist() == [0x3F80, 0xC000, 0x3F00]
    check(kiln.bitcast(kiln.asarray([0x3F80], dtype=kiln.uint16, device=device), kiln.bfloat16), [1.0],
          kiln.bfloat16)


@pytest.mark.parametrize("dt", ALL, ids=ids(ALL))
def test_constructors(device, dt):
    require(device, dt)
    check(kiln.zeros((2, 3), dt, device), np.zeros((2, 3)), dt)
    check(kiln.ones(4, dt, device), np.ones(4), dt)
    check(kiln.full((2, 2), 1, dt, device), np.full((2, 2), 1), dt)
    check(kiln.full((), True, dt, device), np.full((), 1), dt)
    check(kiln.eye(3, dtype=dt, device=device), np.eye(3), dt)
    check(kiln.eye(3, 4, k=1, dtype=dt, device=device), np.eye(3, 4, k=1), dt)
    check(kiln.eye(4, 2, k=-1, dtype=dt, device=device), np.eye(4, 2, k=-1), dt)
    if dt is not kiln.bool_:
        check(kiln.arange(5, dtype=dt, device=device), np.arange(5), dt)
        check(kiln.arange(1, 11, 3, dtype=dt, device=device), np.arange(1, 11, 3), dt)


def test_constructor_defaults(device):
    check(kiln.zeros((2,), device=device), [0, 0], kiln.float32)
    check(kiln.full(3, 7, device=device), [7, 7, 7], kiln.int64)
    check(kiln.full(2, 2.5, device=device), [2.5, 2.5], kiln.float32)
    check(kiln.full(2, False, device=device), [False, False], kiln.bool_)
    check(kiln.full((2, 2), [1, 2], device=device), [[1, 2], [1, 2]], kiln.int64)
    big = (1 << 62) + 1  # past 2^53: still exact
    check(kiln.full(2, big, device=device), [big, big], kiln.int64)
    check(kiln.arange(4, device=device), [0, 1, 2, 3], kiln.int64)
    check(kiln.arange(0, 1, 0.25, device=device), [0, 0.25, 0.5, 0.75], kiln.float32)
    check(kiln.arange(3, 0, -1, device=device), [3, 2, 1], kiln.int64)
    check(kiln.eye(2, device=device), np.eye(2), kiln.float32)
    with pytest.raises(kiln.InvalidArgumentError, match="kiln_arange"):
        kiln.arange(0, 3, 0, device=device)


@pytest.mark.parametrize("dt", ALL, ids=ids(ALL))
def test_copy_and_transfer(rng, dt):
    x, xv = make(rng, (3, 4), dt, kiln.device("cpu"))
    c = x.copy()
    assert c.device is x.device
    check(c, xv, dt)
    for dev in kiln.devices():
        if dev.supports(dt):
            moved = x.T.to(dev)
            assert moved.device is dev
            check(moved, xv.T, dt)
            back = kiln.to_device(kiln.maximum(moved, moved), "cpu")
            assert back.device is kiln.device("cpu")
            check(back, xv.T, dt)
