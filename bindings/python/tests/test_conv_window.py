"""conv, conv2d and the window ops against NumPy references on every device (per-dtype and
edge-case coverage is in the C fixtures: tools/fixtures/nn_fixtures.py)."""
import itertools

import numpy as np
import pytest

import kiln
from support import check, make, require


def conv2d_np(x, w, stride, pad, dilation, groups):
    """torch.nn.functional.conv2d's definition (no bias), in float64 loops over output pixels."""
    x = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    eh, ew = (kh - 1) * dilation + 1, (kw - 1) * dilation + 1
    oh, ow = (h - eh) // stride + 1, (wd - ew) // stride + 1
    og = o // groups
    out = np.zeros((n, o, oh, ow))
    for f in range(o):
        g = f // og
        for i, j in itertools.product(range(oh), range(ow)):
            patch = x[:, g * cg:(g + 1) * cg, i * stride:i * stride + eh:dilation, j * stride:j * stride + ew:dilation]
            out[:, f, i, j] = (patch * w[f]).sum(axis=(1, 2, 3))
    return out


@pytest.mark.parametrize("stride,pad,dilation,groups", [(1, 1, 1, 1), (2, 0, 1, 1), (1, 2, 2, 2), (2, 1, 1, 4)])
def test_conv2d(device, rng, stride, pad, dilation, groups):
    x, xv = make(rng, (2, 4, 9, 8), kiln.float32, device, -1, 1)
    w, wv = make(rng, (8, 4 // groups, 3, 3), kiln.float32, device, -1, 1)
    got = kiln.conv2d(x, w, stride=stride, padding=pad, dilation=dilation, groups=groups)
    want = conv2d_np(xv, wv, stride, pad, dilation, groups)
    assert got.shape == want.shape and got.dtype == kiln.float32
    np.testing.assert_allclose(got.numpy(), want, rtol=1e-5, atol=1e-5)


def test_conv_nx_options(device, rng):
    # Negative padding crops; input dilation spreads the input (Nx's conv doctest shapes).
    x, xv = make(rng, (1, 1, 5), kiln.float64, device, -2, 2)
    w, wv = make(rng, (1, 1, 2), kiln.float64, device, -2, 2)
    got = kiln.conv(x, w, padding=[(-1, 1)], input_dilation=2).numpy()
    spread = np.zeros(9)
    spread[::2] = xv[0, 0]
    padded = np.concatenate([spread[1:], [0.0]])
    want = np.array([padded[i] * wv[0, 0, 0] + padded[i + 1] * wv[0, 0, 1] for i in range(len(padded) - 1)])
    np.testing.assert_allclose(got[0, 0], want, rtol=1e-12)
    # Batch groups: output features of group g see batch group g.
    x, xv = make(rng, (4, 2, 6), kiln.float32, device, -1, 1)
    w, wv = make(rng, (4, 2, 3), kiln.float32, device, -1, 1)
    got = kiln.conv(x, w, batch_group_size=2).numpy()
    for b in range(2):
        for f in range(4):
            xb = xv[(f // 2) * 2 + b]
            want = [np.sum(xb[:, i:i + 3] * wv[f]) for i in range(4)]
            np.testing.assert_allclose(got[b, f], want, rtol=1e-5, atol=1e-6)


def test_conv_errors(device):
    x = kiln.ones((1, 3, 5), device=device)
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_conv"):
        kiln.conv(x, kiln.ones((2, 2, 3), device=device))
    with pytest.raises(kiln.InvalidArgumentError, match="kiln_conv"):
        kiln.conv(x, kiln.ones((1, 3, 6), device=device))


def windows_np(xv, window, stride, pad, fill, op):
    x = np.pad(xv.astype(np.float64), [(p, p) for p in pad], constant_values=fill)
    out_shape = [(n - w) // s + 1 for n, w, s in zip(x.shape, window, stride)]
    out = np.empty(out_shape)
    for pos in itertools.product(*[range(e) for e in out_shape]):
        out[pos] = op(x[tuple(slice(p * s, p * s + w) for p, s, w in zip(pos, stride, window))])
    return out


@pytest.mark.parametrize("dt", [kiln.float32, kiln.int32, kiln.float16])
def test_window_reductions(device, rng, dt):
    require(device, dt)
    x, xv = make(rng, (2, 3, 7, 6), dt, device, -3, 4)
    window, stride, pad = (1, 1, 3, 3), (1, 1, 2, 2), (0, 0, 1, 1)
    pads = [(p, p) for p in pad]
    lowest = -np.inf if dt.is_floating else np.iinfo(np.int32).min
    check(kiln.window_max(x, window, strides=stride, padding=pads), windows_np(xv, window, stride, pad, lowest, np.max),
          dt, device)
    check(kiln.window_min(x, window, strides=stride, padding=pads), windows_np(xv, window, stride, pad, -lowest, np.min),
          dt, device)
    got = kiln.window_sum(x, window, strides=stride, padding=pads).numpy().astype(np.float64)
    half = dt is kiln.float16
    np.testing.assert_allclose(got, windows_np(xv, window, stride, pad, 0, np.sum), rtol=1e-2 if half else 1e-6,
                               atol=0.05 if half else 1e-5)


def test_window_dilation_and_product(device, rng):
    x, xv = make(rng, (9,), kiln.float64, device, 0.5, 1.5)
    got = kiln.window_product(x, (3,), dilation=[3]).numpy()
    np.testing.assert_allclose(got, xv[0:3] * xv[3:6] * xv[6:9], rtol=1e-14)


def test_window_scatter(device):
    # Nx's doctest: ties pick the last position (the 3 at [1, 3] over the one at [0, 3]).
    t = kiln.asarray(np.array([[7, 2, 5, 3, 8], [3, 8, 9, 3, 4], [1, 5, 7, 5, 6], [0, 6, 2, 10, 2]]), dtype=kiln.int64,
                     device=device)
    source = kiln.asarray(np.array([[2, 6], [3, 1]]), dtype=kiln.int64, device=device)
    got = kiln.window_scatter_min(t, source, 0, (2, 3), strides=[2, 2]).numpy()
    np.testing.assert_array_equal(got, [[0, 2, 0, 0, 0], [0, 0, 0, 6, 0], [0, 0, 0, 0, 0], [3, 0, 0, 0, 1]])
    got = kiln.window_scatter_max(t, source, 0, (2, 3), strides=[2, 2]).numpy()
    np.testing.assert_array_equal(got, [[0, 0, 0, 0, 0], [0, 0, 8, 0, 0], [0, 0, 3, 0, 0], [0, 0, 0, 1, 0]])


def test_window_errors(device):
    x = kiln.ones((4, 4), device=device)
    with pytest.raises(kiln.InvalidArgumentError, match="kiln_window_max"):
        kiln.window_max(x, (5, 1))
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_window_scatter_max"):
        kiln.window_scatter_max(x, kiln.ones((2, 2), device=device), 0, (2, 3))
