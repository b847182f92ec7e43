"""dot_general, tensordot, vecdot and einsum on dot_general, and the activations, against NumPy
on every device (per-dtype and edge-shape coverage is in the C fixtures:
tools/fixtures/dot_fixtures.py and the unary fixtures)."""
import math

import numpy as np
import pytest

import kiln
from support import make, require


@pytest.mark.parametrize("dt", [kiln.float32, kiln.float16, kiln.int32, kiln.int8, kiln.uint8])
def test_dot_general_batch_and_contract(device, rng, dt):
    require(device, dt)
    a, av = make(rng, (4, 3, 5, 2), dt, device, -4, 5)
    b, bv = make(rng, (5, 2, 6, 4), dt, device, -4, 5)
    got = kiln.dot_general(a, b, [2, 3], [0, 1], [0], [3])
    wide = np.float64 if dt.is_floating else np.int64
    ref = np.einsum("bikl,klnb->bin", av.astype(wide), bv.astype(wide))
    assert got.dtype is dt and got.shape == (4, 3, 6)
    if dt.is_floating:
        np.testing.assert_allclose(got.numpy().astype(np.float64), ref, rtol=2e-3 if dt is kiln.float16 else 1e-5,
                                   atol=0.1 if dt is kiln.float16 else 1e-4)
    else:
        np.testing.assert_array_equal(got.numpy(), ref.astype(dt.name))  # wraps as NumPy's cast does


def test_dot_general_integer_wraps(device):
    a = kiln.asarray(np.full((2, 3, 4), 100, dtype=np.int8), device=device)
    got = kiln.dot_general(a, a, [2], [2], [0], [0]).numpy()
    assert got.dtype == np.int8 and (got == np.int8(np.int64(40000).astype(np.int8))).all()


def test_dot_general_errors(device):
    a = kiln.zeros((2, 3), device=device)
    with pytest.raises(kiln.IndexOutOfRangeError):
        kiln.dot_general(a, a, [2], [0])
    with pytest.raises(kiln.InvalidArgumentError):
        kiln.dot_general(a, a, [1, 1], [1, 1])
    with pytest.raises(kiln.ShapeMismatchError):
        kiln.dot_general(a, a, [1], [0])
    with pytest.raises(kiln.InvalidArgumentError):
        kiln.dot_general(a, a, [1], [])


@pytest.mark.parametrize("axes", [0, 1, 2, ((0, 2), (1, 0)), ([-1], [0])])
def test_tensordot_matches_numpy(device, rng, axes):
    a, av = make(rng, (3, 4, 5), kiln.float32, device)
    shapes = {0: (2,), 1: (5, 2), 2: (4, 5, 2)}
    b, bv = make(rng, shapes[axes] if isinstance(axes, int) else (5, 3, 2), kiln.float32, device)
    np.testing.assert_allclose(kiln.tensordot(a, b, axes=axes).numpy(), np.tensordot(av, bv, axes=axes),
                               rtol=1e-5, atol=1e-4)


def test_vecdot_integer_and_broadcast(device, rng):
    a, av = make(rng, (3, 1, 4), kiln.int32, device, -50, 50)
    b, bv = make(rng, (5, 4), kiln.int32, device, -50, 50)
    got = kiln.vecdot(a, b)
    assert got.dtype is kiln.int32
    np.testing.assert_array_equal(got.numpy(), (av * bv).sum(-1))
    c, cv = make(rng, (4, 3), kiln.float32, device)
    np.testing.assert_allclose(kiln.vecdot(c, c, axis=-2).numpy(), (cv * cv).sum(0), rtol=1e-5)


@pytest.mark.parametrize("spec,shapes", [
    ("ij,jk->ik", [(3, 4), (4, 5)]),
    ("bij,bkj->bik", [(2, 3, 4), (2, 5, 4)]),
    ("ijk,jil->kl", [(3, 4, 2), (4, 3, 5)]),
    ("bhqd,bhkd->bhqk", [(2, 3, 4, 8), (2, 3, 5, 8)]),
    ("ij,kj->jik", [(3, 4), (5, 4)]),
    ("i,j", [(3,), (4,)]),
    ("ij,jk", [(3, 4), (4, 2)]),
    ("ijk,j->ik", [(2, 3, 4), (3,)]),
    ("ab,cd->", [(2, 3), (3, 2)]),
    ("ij->ji", [(3, 4)]),
    ("ijk->ki", [(2, 3, 4)]),
])
def test_einsum_matches_numpy(device, rng, spec, shapes):
    xs = [make(rng, s, kiln.float32, device) for s in shapes]
    got = kiln.einsum(spec, *[x for x, _ in xs])
    np.testing.assert_allclose(got.numpy(), np.einsum(spec, *[v.astype(np.float64) for _, v in xs]),
                               rtol=1e-5, atol=1e-4)


def test_einsum_integer_keeps_dtype(device, rng):
    a, av = make(rng, (3, 4), kiln.int8, device)
    b, bv = make(rng, (4, 5), kiln.int8, device)
    got = kiln.einsum("ij,jk->i", a, b)
    assert got.dtype is kiln.int8
    np.testing.assert_array_equal(got.numpy(), np.einsum("ij,jk->i", av, bv))
    np.testing.assert_array_equal(kiln.einsum("ij->j", a).numpy(), np.einsum("ij->j", av))


def test_einsum_rejects_traces():
    with pytest.raises(ValueError):
        kiln.einsum("ii->i", kiln.zeros((3, 3)))
    with pytest.raises(ValueError):
        kiln.einsum("ij,jk->il", kiln.zeros((2, 3)), kiln.zeros((3, 2)))


_erf = np.vectorize(math.erf)
ACTIVATIONS = {
    "relu": lambda x: np.where(x < 0, 0.0, x),
    "silu": lambda x: x / (1.0 + np.exp(-x)),
    "gelu": lambda x: 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0))),
    "gelu_tanh": lambda x: 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3))),
    "softplus": lambda x: np.logaddexp(0.0, x),
}


@pytest.mark.parametrize("name", sorted(ACTIVATIONS))
@pytest.mark.parametrize("dt", [kiln.float32, kiln.float16, kiln.bfloat16, kiln.float64])
def test_activations_match_numpy(device, rng, name, dt):
    require(device, dt)
    x, xv = make(rng, (7, 33), dt, device, -8.0, 8.0)
    got = getattr(kiln, name)(x)
    assert got.dtype is dt
    tol = {kiln.float16: 2e-3, kiln.bfloat16: 1.6e-2}.get(dt, 1e-6)
    np.testing.assert_allclose(got.numpy().astype(np.float64), ACTIVATIONS[name](xv.astype(np.float64)),
                               rtol=tol, atol=tol)


def test_gelu_approximate_flag(device, rng):
    x, _ = make(rng, (50,), kiln.float32, device)
    np.testing.assert_array_equal(kiln.gelu(x, approximate="tanh").numpy(), kiln.gelu_tanh(x).numpy())
    np.testing.assert_array_equal(kiln.gelu(x).numpy(), kiln.gelu(x, approximate="none").numpy())
    with pytest.raises(ValueError):
        kiln.gelu(x, approximate="fast")


def test_softplus_no_overflow(device):
    x = kiln.asarray([-1000.0, -50.0, 0.0, 50.0, 1000.0], dtype=kiln.float32, device=device)
    np.testing.assert_allclose(kiln.softplus(x).numpy(), [0.0, np.exp(-50.0), math.log(2.0), 50.0, 1000.0],
                               rtol=1e-6)


@pytest.mark.parametrize("slope", [0.01, 0.2])
def test_leaky_relu_and_elu(device, rng, slope):
    x, xv = make(rng, (5, 9), kiln.float32, device)
    xv = xv.astype(np.float64)
    np.testing.assert_allclose(kiln.leaky_relu(x, slope).numpy(), np.where(xv < 0, slope * xv, xv), rtol=1e-6)
    np.testing.assert_allclose(kiln.elu(x, alpha=slope * 10).numpy(), np.where(xv > 0, xv, slope * 10 * np.expm1(xv)),
                               rtol=1e-6, atol=1e-7)
    assert kiln.leaky_relu(kiln.asarray([1, -2], device=device)).dtype is kiln.float32
