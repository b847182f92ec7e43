"""complex64 / complex128 in the binding: Python complex scalars, NumPy complex arrays in and out,
__complex__, .real/.imag/conj, promotion with Python scalars, and the clean refusals. The values of
every op against NumPy are the C fixtures' job (tools/fixtures/complex_fixtures.py)."""
import gc

import numpy as np
import pytest

import kiln


@pytest.fixture(autouse=True)
def collect_cycles():
    """Tensors held by the refusals' tracebacks are freed here, not in a later file's memory check."""
    yield
    gc.collect()


def test_dtypes_and_names():
    assert kiln.complex64.itemsize == 8 and kiln.complex128.itemsize == 16
    assert kiln.as_dtype(np.complex64) is kiln.complex64
    assert kiln.as_dtype("complex128") is kiln.complex128
    assert kiln.isdtype(kiln.complex64, "complex floating")
    assert not kiln.isdtype(kiln.complex64, "real floating")
    assert kiln.finfo(kiln.complex128).eps == kiln.finfo(kiln.float64).eps


def test_python_complex_values_round_trip():
    x = kiln.asarray([1 + 2j, -3.5j, 4])
    assert x.dtype is kiln.complex64
    assert x.tolist() == [1 + 2j, -3.5j, 4 + 0j]
    z = kiln.asarray(2 - 1j, dtype=kiln.complex128)
    assert complex(z) == 2 - 1j
    assert z.item() == 2 - 1j
    with pytest.raises(TypeError):
        float(z)


@pytest.mark.parametrize("dt", [np.complex64, np.complex128])
def test_numpy_arrays_in_and_out(dt):
    rng = np.random.default_rng(1)
    a = (rng.standard_normal((3, 4)) + 1j * rng.standard_normal((3, 4))).astype(dt)
    x = kiln.asarray(a)
    assert x.dtype.name == np.dtype(dt).name
    np.testing.assert_array_equal(x.numpy(), a)
    np.testing.assert_array_equal(np.asarray(x.T), a.T)  # a strided view reads back compact
    tol = 1e-5 if dt == np.complex64 else 1e-12
    np.testing.assert_allclose((x * x - x).numpy(), a * a - a, rtol=tol, atol=tol)
    np.testing.assert_allclose(kiln.exp(x).numpy(), np.exp(a), rtol=10 * tol)
    np.testing.assert_allclose((x @ x.T).numpy(), a @ a.T, rtol=10 * tol)


def test_real_imag_conj():
    x = kiln.asarray(np.array([1 + 2j, 3 - 4j], dtype=np.complex64))
    assert x.real.dtype is kiln.float32 and x.real.tolist() == [1.0, 3.0]
    assert x.imag.tolist() == [2.0, -4.0]
    assert x.conj().tolist() == [1 - 2j, 3 + 4j]
    assert kiln.abs(x).tolist() == pytest.approx([5 ** 0.5, 5.0])
    np.testing.assert_allclose(kiln.angle(x).numpy(), np.angle(x.numpy()), rtol=1e-6)
    r = kiln.asarray([1.0, -2.0])
    assert r.real.tolist() == [1.0, -2.0] and r.imag.tolist() == [0.0, 0.0]


def test_python_complex_scalars_take_the_tensors_width():
    f32, f64 = kiln.asarray([1.0]), kiln.asarray([1.0], dtype=kiln.float64)
    assert (f32 + 1j).dtype is kiln.complex64
    assert (f64 * 1j).dtype is kiln.complex128
    assert (1j - kiln.asarray([1], dtype=kiln.int32)).dtype is kiln.complex64
    assert (f32 + 1j).tolist() == [1 + 1j]
    assert kiln.result_type(kiln.float64, 1j) is kiln.complex128
    assert kiln.result_type(kiln.complex64, kiln.float64) is kiln.complex128
    assert kiln.full((2,), 1 - 1j).tolist() == [1 - 1j, 1 - 1j]


def test_undefined_ops_refuse_cleanly():
    x = kiln.asarray([1 + 1j])
    with pytest.raises(kiln.UnsupportedDTypeError):
        kiln.floor(x)
    with pytest.raises(kiln.UnsupportedDTypeError):
        kiln.max(x)
    with pytest.raises(kiln.UnsupportedDTypeError):
        x < x
    with pytest.raises(kiln.UnsupportedDTypeError):
        x.astype(kiln.float32)  # would drop the imaginary part: take .real


def test_dlpack_round_trip():
    a = np.array([1 + 2j, 3 - 4j], dtype=np.complex128)
    x = kiln.from_dlpack(a)
    assert x.dtype is kiln.complex128
    np.testing.assert_array_equal(np.from_dlpack(x), a)


def test_vecdot_conjugates_its_first_argument():
    a = np.array([1 + 2j, 3 - 1j], np.complex64)
    b = np.array([2 - 1j, 1j], np.complex64)
    assert kiln.vecdot(kiln.asarray(a), kiln.asarray(b)).item() == pytest.approx(np.vdot(a, b))
    assert kiln.einsum("i,i->", kiln.asarray(a), kiln.asarray(b)).item() == pytest.approx((a * b).sum())


@pytest.mark.parametrize("name, ref", [("asin", np.arcsin), ("acos", np.arccos), ("atan", np.arctan),
                                       ("asinh", np.arcsinh), ("acosh", np.arccosh), ("atanh", np.arctanh)])
@pytest.mark.parametrize("dt", [np.complex64, np.complex128])
def test_inverse_trigonometric_and_hyperbolic_functions(device, name, ref, dt):
    """Kahan's formulas: NumPy's values near 0, far out (no squaring of z: no overflow at 1e30) and
    on both sides of each branch cut (the sign of a zero imaginary part picks the side)."""
    rng = np.random.default_rng(7)
    big = 1e30 if dt == np.complex64 else 1e200
    a = np.concatenate([(rng.uniform(-3, 3, 40) + 1j * rng.uniform(-3, 3, 40)),
                        [1e-6 + 2e-6j, -1e-7j, big + 1j, -big - big * 1j, 1j * big,
                         complex(2, 0.0), complex(2, -0.0), complex(-2, 0.0), complex(-2, -0.0),
                         complex(0.0, 2), complex(-0.0, 2), complex(0.0, -2), complex(-0.0, -2), 0.5 + 0j]]).astype(dt)
    got = getattr(kiln, name)(kiln.asarray(a, device=device))
    assert got.dtype.name == np.dtype(dt).name
    want = ref(a.astype(np.complex128))
    tol = 2e-5 if dt == np.complex64 else 1e-12
    np.testing.assert_allclose(got.numpy().real, want.real, rtol=tol, atol=tol)
    np.testing.assert_allclose(got.numpy().imag, want.imag, rtol=tol, atol=tol)


INF, NAN, PI = float("inf"), float("nan"), np.pi


@pytest.mark.parametrize("name, z, want", [
    # (function, input, the standard's value (C99 Annex G)); the other quadrants by symmetry
    ("exp", complex(-0.0, 0.0), 1 + 0j), ("exp", complex(INF, 0.0), complex(INF, 0.0)),
    ("exp", complex(-INF, INF), 0j), ("exp", complex(NAN, 0.0), complex(NAN, 0.0)),
    ("exp", complex(INF, -0.0), complex(INF, -0.0)), ("exp", complex(2.0, INF), complex(NAN, NAN)),
    ("expm1", complex(-INF, INF), complex(-1, 0.0)), ("expm1", complex(INF, NAN), complex(INF, NAN)),
    ("log1p", complex(-INF, 2.0), complex(INF, PI)), ("log1p", complex(-INF, -2.0), complex(INF, -PI)),
    ("log1p", complex(3.0, INF), complex(INF, PI / 2)), ("log1p", complex(-1.0, 0.0), complex(-INF, 0.0)),
    ("cosh", complex(0.0, 0.0), 1 + 0j), ("cosh", complex(INF, 0.0), complex(INF, 0.0)),
    ("cosh", complex(-INF, 0.0), complex(INF, -0.0)), ("cosh", complex(NAN, 0.0), complex(NAN, 0.0)),
    ("sinh", complex(INF, 0.0), complex(INF, 0.0)), ("sinh", complex(-INF, -0.0), complex(-INF, -0.0)),
    ("sinh", complex(0.0, INF), complex(0.0, NAN)),
    ("tanh", complex(INF, 3.0), complex(1.0, 0.0)), ("tanh", complex(-INF, -3.0), complex(-1.0, -0.0)),
    ("tanh", complex(0.0, NAN), complex(0.0, NAN)),
    ("acos", complex(0.0, 0.0), complex(PI / 2, -0.0)), ("acos", complex(-INF, 1.0), complex(PI, -INF)),
    ("acos", complex(INF, INF), complex(PI / 4, -INF)), ("acos", complex(-INF, -1.0), complex(PI, INF)),
    ("acosh", complex(-INF, INF), complex(INF, 3 * PI / 4)), ("acosh", complex(1.0, INF), complex(INF, PI / 2)),
    ("asinh", complex(INF, INF), complex(INF, PI / 4)), ("asinh", complex(-INF, 1.0), complex(-INF, 0.0)),
    ("asinh", complex(NAN, 0.0), complex(NAN, 0.0)),
    ("atanh", complex(1.0, 0.0), complex(INF, 0.0)), ("atanh", complex(INF, 2.0), complex(0.0, PI / 2)),
    ("atanh", complex(-INF, -2.0), complex(-0.0, -PI / 2)), ("atanh", complex(NAN, INF), complex(0.0, PI / 2)),
], ids=lambda v: str(v) if isinstance(v, str) else None)
@pytest.mark.parametrize("dt", [kiln.complex64, kiln.complex128], ids=["c64", "c128"])
def test_annex_g_special_values(device, name, z, want, dt):
    got = complex(getattr(kiln, name)(kiln.asarray([z], dtype=dt, device=device)).tolist()[0])
    for part, g, w in (("re", got.real, want.real), ("im", got.imag, want.imag)):
        if np.isnan(w):
            assert np.isnan(g), (part, got, want)
        else:
            assert g == pytest.approx(w, rel=1e-6) and (w != 0 or np.signbit(g) == np.signbit(w)), (part, got, want)


@pytest.mark.parametrize("dt", [kiln.float32, kiln.float64], ids=["f32", "f64"])
def test_real_functions_keep_zeros_exact(device, dt):
    """The CPU's vector kernels (Highway) lose -0 and round cos(0) down in float64: zeros take
    the scalar path, as the standard's special cases (sin(-0) is -0, cos(+-0) is 1) ask."""
    x = kiln.asarray([0.0, -0.0], dtype=dt, device=device)
    assert kiln.cos(x).tolist() == [1.0, 1.0]
    for name in ("sin", "tan", "expm1", "tanh", "asin", "atan", "asinh", "sinh", "log1p"):
        got = getattr(kiln, name)(x).numpy()
        assert got.tolist() == [0.0, 0.0] and np.signbit(got).tolist() == [False, True], name


def test_take_along_axis(device, rng):
    z = (rng.standard_normal((3, 4)) + 1j * rng.standard_normal((3, 4))).astype(np.complex64)
    idx = rng.integers(0, 4, (3, 2))
    got = kiln.take_along_axis(kiln.asarray(z, device=device), kiln.asarray(idx, device=device), axis=1)
    np.testing.assert_array_equal(np.asarray(got), np.take_along_axis(z, idx, axis=1))
    idx0 = rng.integers(0, 3, (2, 1))
    got = kiln.take_along_axis(kiln.asarray(z, device=device), kiln.asarray(idx0, device=device), axis=-2)
    np.testing.assert_array_equal(np.asarray(got), np.take_along_axis(z, idx0, axis=0))
