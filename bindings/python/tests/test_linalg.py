"""kiln.linalg against numpy.linalg on every device (per-dtype and edge-size coverage of the C
functions is in the C fixtures: tools/fixtures/linalg_fixtures.py). Decompositions whose signs
LAPACK chooses are checked by reconstruction."""
import math

import numpy as np
import pytest

import kiln

TOL = {"float32": 1e-4, "float64": 1e-11}


def rand(rng, shape, dtype="float64", spd=False):
    x = rng.uniform(-1, 1, size=shape)
    n = shape[-1]
    if spd:
        x = x @ np.swapaxes(x, -1, -2) + n * np.eye(n)
    elif shape[-1] == shape[-2]:
        x = x + (n + 1) * np.eye(n)
    return x.astype(dtype)


def close(got, want, dt="float64"):
    np.testing.assert_allclose(np.asarray(got.numpy(), dtype=np.float64), want, rtol=TOL[dt], atol=TOL[dt] * 10)


@pytest.mark.parametrize("dt", ["float32", "float64"])
def test_unique_results(device, rng, dt):
    a = rand(rng, (3, 4, 4), dt)
    s = rand(rng, (3, 4, 4), dt, spd=True)
    b = rng.uniform(-1, 1, size=(3, 4, 2)).astype(dt)
    x, sx = kiln.asarray(a, device=device), kiln.asarray(s, device=device)
    close(kiln.linalg.cholesky(sx), np.linalg.cholesky(s.astype(np.float64)), dt)
    close(kiln.linalg.cholesky(sx, upper=True), np.swapaxes(np.linalg.cholesky(s.astype(np.float64)), -1, -2), dt)
    close(kiln.linalg.inv(x), np.linalg.inv(a.astype(np.float64)), dt)
    close(kiln.linalg.det(x), np.linalg.det(a.astype(np.float64)), dt)
    sign, logdet = kiln.linalg.slogdet(x)
    want_sign, want_log = np.linalg.slogdet(a.astype(np.float64))
    close(sign, want_sign, dt)
    close(logdet, want_log, dt)
    close(kiln.linalg.solve(x, kiln.asarray(b, device=device)), np.linalg.solve(a.astype(np.float64), b), dt)
    close(kiln.linalg.eigvalsh(sx), np.linalg.eigvalsh(s.astype(np.float64)), dt)
    close(kiln.linalg.svdvals(x), np.linalg.svd(a.astype(np.float64), compute_uv=False), dt)
    assert kiln.linalg.inv(x).dtype == getattr(kiln, dt)


def test_decompositions_reconstruct(device, rng):
    a = rng.uniform(-1, 1, size=(2, 5, 3))
    x = kiln.asarray(a, device=device)
    for mode in ("reduced", "complete"):
        q, r = kiln.linalg.qr(x, mode=mode)
        qv, rv = q.numpy(), r.numpy()
        close(kiln.asarray(qv @ rv), a)
        close(kiln.asarray(np.swapaxes(qv, -1, -2) @ qv), np.broadcast_to(np.eye(qv.shape[-1]), (2,) + (qv.shape[-1],) * 2))
    for full in (True, False):
        u, s, vh = (t.numpy() for t in kiln.linalg.svd(x, full_matrices=full))
        assert u.shape == ((2, 5, 5) if full else (2, 5, 3)) and vh.shape == (2, 3, 3)
        close(kiln.asarray((u[..., :3] * s[..., None, :]) @ vh[..., :3, :]), a)
    sym = rand(rng, (4, 4), spd=True)
    w, v = kiln.linalg.eigh(kiln.asarray(sym, device=device))
    wv, vv = w.numpy(), v.numpy()
    assert np.all(np.diff(wv) >= 0)
    close(kiln.asarray(sym @ vv), vv * wv)
    p, l, u = (t.numpy() for t in kiln.linalg.lu(x))
    close(kiln.asarray(p @ l @ u), a)


def test_triangular_solve(device, rng):
    a = np.tril(rand(rng, (4, 4)))
    b = rng.uniform(-1, 1, size=(4, 2))
    x = kiln.linalg.triangular_solve(kiln.asarray(a, device=device), kiln.asarray(b, device=device))
    close(x, np.linalg.solve(a, b))
    x = kiln.linalg.triangular_solve(kiln.asarray(a, device=device), kiln.asarray(b.T, device=device), left_side=False,
                                     transpose_a=True)
    close(x, np.linalg.solve(a, b).T)


def test_norms(device, rng):
    a = rng.uniform(-2, 2, size=(3, 4, 5))
    x = kiln.asarray(a, device=device)
    for ord in ("fro", "nuc", 1, -1, 2, -2, math.inf, -math.inf):
        close(kiln.linalg.matrix_norm(x, ord=ord), np.linalg.norm(a, ord=ord, axis=(-2, -1)))
    close(kiln.linalg.matrix_norm(x, keepdims=True), np.linalg.norm(a, axis=(-2, -1), keepdims=True))
    for ord in (2, 1, 0, 3.5, math.inf, -math.inf):
        close(kiln.linalg.vector_norm(x, axis=-1, ord=ord), np.linalg.norm(a, ord=ord, axis=-1))
    close(kiln.linalg.vector_norm(x), np.linalg.norm(a.reshape(-1)))
    close(kiln.linalg.vector_norm(x, axis=(0, 2), keepdims=True), np.sqrt((a ** 2).sum(axis=(0, 2), keepdims=True)))
    assert int(kiln.linalg.matrix_rank(kiln.asarray(np.ones((3, 3)), device=device)).numpy()) == 1
    close(kiln.linalg.pinv(x), np.linalg.pinv(a))
    b = rng.uniform(-1, 1, size=(4, 2))
    close(kiln.linalg.lstsq(kiln.asarray(a[0], device=device), kiln.asarray(b, device=device)),
          np.linalg.lstsq(a[0], b, rcond=None)[0])
    with pytest.raises(ValueError):
        kiln.linalg.matrix_norm(x, ord=3)


def test_integer_input_and_edges(device):
    x = kiln.asarray(np.array([[2, 1], [1, 3]], dtype=np.int32), device=device)
    d = kiln.linalg.det(x)
    assert d.dtype == kiln.float64
    close(d, 5.0)
    assert float(kiln.linalg.det(kiln.asarray(np.zeros((0, 0)), device=device)).numpy()) == 1.0
    assert kiln.linalg.inv(kiln.asarray(np.zeros((0, 3, 3)), device=device)).shape == (0, 3, 3)


def test_errors(device):
    singular = kiln.asarray(np.array([[1.0, 2.0], [2.0, 4.0]]), device=device)
    with pytest.raises(kiln.InvalidArgumentError, match="singular"):
        kiln.linalg.inv(singular).numpy()
    # A zero on triangular_solve's diagonal, as SciPy's solve_triangular (float32 runs natively on
    # Vulkan); with a unit diagonal the zero is never read.
    lower = kiln.asarray(np.array([[1.0, 0.0], [1.0, 0.0]], dtype=np.float32), device=device)
    rhs = kiln.asarray(np.ones((2, 1), dtype=np.float32), device=device)
    with pytest.raises(kiln.InvalidArgumentError, match="singular"):
        kiln.linalg.triangular_solve(lower, rhs).numpy()
    np.testing.assert_array_equal(kiln.linalg.triangular_solve(lower, rhs, unit_diagonal=True).numpy(), [[1.0], [0.0]])
    assert np.isnan(kiln.linalg.cholesky(kiln.asarray(np.array([[1.0, 2.0], [2.0, 1.0]]), device=device)).numpy()).all()
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_linalg_det"):
        kiln.linalg.det(kiln.ones((2, 3), device=device))
    with pytest.raises(ValueError):
        kiln.linalg.qr(kiln.ones((2, 2), device=device), mode="r")
    nan = kiln.asarray(np.array([[np.nan, 0.0], [0.0, 1.0]]), device=device)
    assert np.isnan(kiln.linalg.det(nan).numpy())


def test_composites(device, rng):
    a = rng.uniform(-1, 1, size=(2, 3, 4))
    x = kiln.asarray(a, device=device)
    close(kiln.linalg.diagonal(x), np.diagonal(a, axis1=-2, axis2=-1))
    close(kiln.linalg.diagonal(x, offset=1), np.diagonal(a, offset=1, axis1=-2, axis2=-1))
    close(kiln.linalg.trace(x, offset=-1), np.trace(a, offset=-1, axis1=-2, axis2=-1))
    sq = rand(rng, (3, 3))
    for n in (0, 1, 3, -2):
        close(kiln.linalg.matrix_power(kiln.asarray(sq, device=device), n), np.linalg.matrix_power(sq, n))
    u, v = rng.uniform(-1, 1, size=4), rng.uniform(-1, 1, size=3)
    close(kiln.linalg.outer(kiln.asarray(u, device=device), kiln.asarray(v, device=device)), np.outer(u, v))
    p, q = rng.uniform(-1, 1, size=(2, 3)), rng.uniform(-1, 1, size=(2, 3))
    close(kiln.linalg.cross(kiln.asarray(p, device=device), kiln.asarray(q, device=device)), np.cross(p, q))
    close(kiln.linalg.cross(kiln.asarray(p.T, device=device), kiln.asarray(q.T, device=device), axis=0), np.cross(p, q).T)
