"""The Tensor object: metadata, reading values, conversions from Python and NumPy, indexing,
printing, lifetime."""
import copy
import ctypes
import os
import pickle
import subprocess
import sys

import numpy as np
import pytest

import kiln
from support import ALL, check, ids, make, np_dtype, require


def test_async_eval_loop_of_steps(device):
    """kiln.async_eval: gradient descent on least squares, each step queued without waiting and
    reading the last one's result, against NumPy in float64; reading waits for the work."""
    rng = np.random.default_rng(7)
    xv, yv = rng.standard_normal((40, 8)).astype(np.float32), rng.standard_normal((40, 1)).astype(np.float32)
    x, y = kiln.asarray(xv, device=device), kiln.asarray(yv, device=device)
    w, ref = kiln.zeros((8, 1), dtype=kiln.float32, device=device), np.zeros((8, 1))
    for _ in range(10):
        w = w - 0.01 * (x.T @ (x @ w - y))
        kiln.async_eval(w)
        ref = ref - 0.01 * (xv.T.astype(np.float64) @ (xv.astype(np.float64) @ ref - yv))
    np.testing.assert_allclose(w.numpy(), ref, rtol=1e-4, atol=1e-5)
    assert w.is_evaluated
    kiln.async_eval()  # nothing to do
    with pytest.raises(TypeError):
        kiln.async_eval(1.0)


def test_metadata_never_evaluates(device):
    x = kiln.ones((2, 3, 4), dtype=kiln.int16, device=device) + 1
    assert x.shape == (2, 3, 4) and x.ndim == 3 and x.size == 24 and x.nbytes == 48
    assert x.dtype is kiln.int16 and x.device is device
    assert len(x) == 2
    assert not x.is_evaluated
    assert x.eval() is x and x.is_evaluated


def test_python_values(device):
    x = kiln.asarray([[1, 2, 3], [4, 5, 6]], device=device)
    assert x.tolist() == [[1, 2, 3], [4, 5, 6]]
    assert [row.tolist() for row in x] == [[1, 2, 3], [4, 5, 6]]
    assert x[1, 2].item() == 6 and isinstance(x[1, 2].item(), int)
    assert int(x[0, 1]) == 2 and float(x[0, 1]) == 2.0 and [10, 20, 30][x[0, 1]] == 30
    assert kiln.asarray(2.5, device=device).item() == 2.5
    assert kiln.asarray(True, device=device).item() is True
    assert kiln.asarray(7, device=device).tolist() == 7
    assert kiln.zeros((2, 0, 3), device=device).tolist() == [[], []]
    assert kiln.zeros((0, 3), device=device).tolist() == []
    assert bool(kiln.asarray([1], device=device)) and not bool(kiln.asarray(0.0, device=device))
    with pytest.raises(ValueError, match="ambiguous"):
        bool(x)
    with pytest.raises(ValueError):
        x.item()
    with pytest.raises(TypeError):
        len(kiln.asarray(1.0, device=device))
    with pytest.raises(TypeError):
        [1, 2][kiln.asarray(1.5)]
    assert format(kiln.asarray(2.0) / 3, ".3f") == "0.667"


@pytest.mark.parametrize("dt", ALL, ids=ids(ALL))
def test_read_back_every_dtype(device, rng, dt):
    require(device, dt)
    x, xv = make(rng, (3, 4), dt, device)
    got = x.numpy()
    assert got.dtype == np_dtype(dt) and got.shape == (3, 4)
    np.testing.assert_array_equal(np.asarray(x), got)
    np.testing.assert_array_equal(np.array(x, dtype=np.float64), got.astype(np.float64))
    assert x.tolist() == got.tolist()
    assert x[0, 0].item() == got[0, 0].item()
    np.testing.assert_array_equal(kiln.asarray(x.tolist(), dtype=dt, device=device).numpy(), got)


def test_asarray_python_inference(device):
    assert kiln.asarray([True, False], device=device).dtype is kiln.bool_
    assert kiln.asarray([1, 2], device=device).dtype is kiln.int64
    assert kiln.asarray([1, 2.5], device=device).dtype is kiln.float32
    assert kiln.asarray([True, 2], device=device).dtype is kiln.int64
    assert kiln.asarray(1.0, device=device).dtype is kiln.float32
    assert kiln.asarray((1, 2), device=device).shape == (2,)
    assert kiln.asarray([], device=device).dtype is kiln.float32
    assert kiln.asarray([[], []], device=device).shape == (2, 0)
    big = kiln.asarray([1 << 63], device=device)
    assert big.dtype is kiln.uint64 and big.item() == 1 << 63
    assert kiln.asarray([np.float32(1.5), np.int64(2)], device=device).tolist() == [1.5, 2.0]
    with pytest.raises(ValueError, match="inhomogeneous"):
        kiln.asarray([[1, 2], [3]], device=device)
    with pytest.raises(TypeError):
        kiln.asarray(["a"], device=device)
    with pytest.raises(TypeError):
        kiln.asarray({1: 2}, device=device)
    with pytest.raises(OverflowError):
        kiln.asarray([1 << 64], device=device)
    with pytest.raises(OverflowError):
        kiln.asarray([300], dtype=kiln.uint8, device=device)


def test_asarray_python_with_dtype(device):
    check(kiln.asarray([1.7, -1.7, 1e10, float("nan")], dtype=kiln.int32, device=device),
          [1, -1, 2 ** 31 - 1, 0], kiln.int32)
    check(kiln.asarray([1, 2, 0], dtype="bool", device=device), [True, True, False], kiln.bool_)
    check(kiln.asarray([1.0, 1e6, 65504.0], dtype=np.float16, device=device), [1.0, np.inf, 65504.0],
          kiln.float16)
    # to nearest, ties to even: 1 + 2^-8 is halfway between 1 and 1 + 2^-7
    bf = kiln.asarray([1.0, 1 + 2 ** -8, 1 + 3 * 2 ** -8, 3.0e38], dtype=kiln.bfloat16, device=device)
    assert bf.tolist() == [1.0, 1.0, 1 + 2 ** -6, 2.0 ** 127 * 226 / 128]


@pytest.mark.parametrize("dt", ALL, ids=ids(ALL))
def test_asarray_numpy(device, rng, dt):
    require(device, dt)
    base = kiln.asarray(rng.uniform(-50, 50, size=(4, 6)), dtype=dt).numpy()
    views = [base, base.T, base[::2, ::-3], base[1:, 2:4], base[0], base[1, 1], np.ascontiguousarray(base)[:0]]
    if dt is not kiln.bfloat16 and dt.itemsize > 1:
        views.append(base.astype(base.dtype.newbyteorder(">")))
    for view in views:
        t = kiln.asarray(view, dtype=dt, device=device)
        check(t, view, dt)
        if dt is not kiln.bfloat16:
            check(kiln.asarray(view, device=device), view, dt)  # keeps NumPy's dtype
    scalar = base.reshape(-1)[3]  # a NumPy scalar
    if dt is not kiln.bfloat16:
        check(kiln.asarray(scalar, device=device), scalar, dt)


def test_asarray_numpy_conversions(device):
    a = np.array([[1.5, -2.5], [3.5, 300.0]])
    check(kiln.asarray(a, dtype=kiln.float32, device=device), a, kiln.float32)
    check(kiln.asarray(a, dtype=kiln.bfloat16, device=device), a, kiln.bfloat16)
    check(kiln.asarray(a, dtype=np.int16, device=device), a.astype(np.int16), kiln.int16)
    check(kiln.asarray(np.array([True, False]), device=device), [True, False], kiln.bool_)
    check(kiln.asarray(np.array([1j]), device=device), [1j], kiln.complex128)
    with pytest.raises(TypeError):
        kiln.asarray(np.array(["x"]), device=device)


def test_asarray_of_tensor(device):
    x = kiln.asarray([1, 2], device=device)
    assert kiln.asarray(x) is x
    assert kiln.asarray(x, dtype=kiln.int64) is x
    assert kiln.asarray(x, dtype=kiln.float16).dtype is kiln.float16
    for dev in kiln.devices():
        assert kiln.asarray(x, device=dev).device is dev
    assert kiln.asarray([x, x], device=device).tolist() == [[1, 2], [1, 2]]


# Keys for a (4, 5, 6) tensor; each is checked against NumPy.
INDEX_KEYS = [
    0, -1, 3, (1, 2), (-1, -2, -3), slice(None), slice(1, 3), slice(None, None, 2), slice(None, None, -1),
    slice(-2, None), slice(3, 0, -2), slice(-100, 100), slice(100, None), slice(None, -100, -1),
    (slice(None), 1), (Ellipsis, 0), (0, Ellipsis, slice(None, None, -2)), (None,), (None, 1, None),
    (slice(None), None, slice(1, 4), None), (Ellipsis, None), (1, Ellipsis), Ellipsis, (), (2, 3, 4),
    (np.int64(1), slice(np.int32(1), None)), (slice(1 << 70),), (slice(-(1 << 70), None),),
]


@pytest.mark.parametrize("key", INDEX_KEYS, ids=repr)
def test_indexing_matches_numpy(device, rng, key):
    x, xv = make(rng, (4, 5, 6), kiln.int32, device)
    check(x[key], xv[key], kiln.int32)


# Steps far beyond the extent (a stride * step product would overflow int64) give one-row views.
@pytest.mark.parametrize("step", [1 << 70, -(1 << 70), (1 << 63) - 1])
def test_indexing_with_huge_steps(device, rng, step):
    x, xv = make(rng, (4, 5, 6), kiln.int32, device)
    check(x[::step], xv[::step], kiln.int32)
    check(x[:, 1::step], xv[:, 1::step], kiln.int32)


def test_indexing_chains_and_ops(device, rng):
    x, xv = make(rng, (6, 7), kiln.float32, device)
    check(x[::-2][1:, ::3] * 2, xv[::-2][1:, ::3] * 2, kiln.float32, device)
    check(x[None, :, 2].sum(), xv[None, :, 2].sum(), kiln.float32, device)


def test_indexing_errors(device):
    x = kiln.zeros((2, 3), device=device)
    with pytest.raises(IndexError, match="out of bounds"):
        x[2]
    with pytest.raises(IndexError, match="out of bounds"):
        x[0, -4]
    with pytest.raises(IndexError, match="too many"):
        x[0, 0, 0]
    with pytest.raises(IndexError, match="single ellipsis"):
        x[..., ...]
    with pytest.raises(IndexError, match="valid indices"):
        x[1.5]
    with pytest.raises(IndexError, match="integers or booleans"):
        x[kiln.asarray([0.5], device=device)]
    with pytest.raises(IndexError, match="boolean mask"):
        x[kiln.asarray([True, False, True], device=device)]
    with pytest.raises(ValueError, match="zero"):
        x[::0]


def test_repr_and_str(device):
    x = kiln.asarray([[1.0, 0.1], [-2.5, 1e20]], device=device)
    assert repr(x) == ("tensor([[  1.0,   0.1],\n"
                       "        [ -2.5, 1e+20]], shape=(2, 2), dtype=float32, device=%s)" % device.label)
    assert str(x) == "[[  1.0,   0.1],\n [ -2.5, 1e+20]]"
    assert str(kiln.asarray([True, False], device=device)) == "[ True, False]"
    assert repr(kiln.asarray(3, dtype=kiln.uint8, device=device)) == \
        "tensor(3, shape=(), dtype=uint8, device=%s)" % device.label
    # the fewest digits that identify the value in its own dtype
    assert str(kiln.asarray([1, 2], dtype=kiln.bfloat16, device=device) / 3) == "[0.334, 0.668]"
    assert str(kiln.asarray([0.1, 1 / 3], dtype=kiln.float64, device=device)) == \
        "[%s, 0.3333333333333333]" % "0.1".rjust(18)
    assert str(kiln.zeros((2, 0), device=device)) == "[[],\n []]"
    # long rows wrap; large tensors show only their edges
    assert max(map(len, str(kiln.arange(40, device=device)).splitlines())) <= 80
    big = str(kiln.arange(10000, device=device).reshape(100, 100))
    assert big.splitlines()[0] == "[[   0,    1,    2, ...,   97,   98,   99],"
    assert big.splitlines()[3] == " ...,"
    assert len(big.splitlines()) == 7


def test_repr_never_raises(device):
    # An error at evaluation (here: over the memory cap) is reported, not raised, by printing.
    x = kiln.zeros((1 << 20,), device=device) + 1
    device.set_memory_limit(1 << 16)
    try:
        text = repr(x)
    finally:
        device.set_memory_limit(0)
    assert "values unavailable" in text and "kiln_tensor_read" in text
    assert text.endswith("shape=(1048576,), dtype=float32, device=%s)" % device.label)


def test_close_and_context_manager(device):
    with kiln.ones((2,), device=device) as x:
        y = x + 1
    with pytest.raises(kiln.InvalidHandleError, match="NULL|handle"):
        x + 1
    assert y.tolist() == [2.0, 2.0]  # y keeps its own reference
    y.close()
    y.close()  # a second close does nothing


def test_closed_tensor_prints():
    x = kiln.ones((2,))
    x.close()
    assert x.closed and repr(x) == "tensor(<closed>)" and str(x) == "<closed>"


def run_python(code):
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(kiln.__file__)),
               KILN_LIBRARY_PATH=kiln._capi.lib._name)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)


def test_core_works_without_numpy():
    done = run_python("\n".join([
        "import sys",
        "sys.modules['numpy'] = None  # makes any import of NumPy fail",
        "import kiln",
        "x = kiln.asarray([[1, 2], [3, 4]], dtype=kiln.bfloat16) * 1.5",
        "assert x.tolist() == [[1.5, 3.0], [4.5, 6.0]], x.tolist()",
        "assert x[1, ::-1].sum().item() == 10.5",
        "print(repr(x.T))",
    ]))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("tensor([[1.5, 4.5],")


def test_released_quietly_at_interpreter_shutdown():
    # Tensors alive at exit (module globals, reference cycles, half-built graphs) are released
    # by __del__ while the interpreter is tearing down, with no "Exception ignored" noise.
    code = "\n".join([
        "import kiln",
        "keep = [kiln.arange(10) * 2, kiln.ones((3, 3)).eval()]",
        "class Node: pass",
        "n = Node(); n.self = n; n.t = kiln.zeros(4) + 1",
        "kiln.Tensor.keep_alive = kiln.asarray([1, 2])",
    ])
    done = run_python(code)
    assert done.returncode == 0 and done.stderr == ""


def test_copy_and_pickle(device):
    x = kiln.asarray([1.5, 2.5], dtype=kiln.bfloat16, device=device)
    for other in (copy.copy(x), copy.deepcopy(x), pickle.loads(pickle.dumps(x))):
        assert other is not x
        assert other.tolist() == x.tolist() and other.dtype is x.dtype and other.device is x.device
    alias = copy.copy(x)
    x.close()
    assert alias.tolist() == [1.5, 2.5]


def test_dtype_objects():
    assert kiln.float32.name == "float32" and kiln.float32.itemsize == 4 and kiln.float32.kind == "f"
    assert repr(kiln.bool_) == "kiln.bool_" and str(kiln.int8) == "int8"
    assert kiln.float32 == "float32" and kiln.float32 != kiln.float64
    assert {kiln.int8: 1}[kiln.int8] == 1
    assert kiln.as_dtype(np.float16) is kiln.float16
    assert kiln.as_dtype(np.dtype("uint32")) is kiln.uint32
    assert kiln.as_dtype("bfloat16") is kiln.bfloat16
    assert kiln.as_dtype(bool) is kiln.bool_ and kiln.as_dtype(int) is kiln.int64
    assert pickle.loads(pickle.dumps(kiln.uint16)) is kiln.uint16
    for dt in kiln.DTYPES:  # item sizes agree with the library's; it refuses the packed ones
        size = ctypes.c_size_t()
        if dt.bits < 8:
            with pytest.raises(kiln.UnsupportedDTypeError):
                kiln._capi.lib.kiln_dtype_size(dt.code, ctypes.byref(size))
            continue
        kiln._capi.lib.kiln_dtype_size(dt.code, ctypes.byref(size))
        assert size.value == dt.itemsize, dt.name
    assert kiln.library_version() == kiln._capi.VERSION
    assert [d.name for d in kiln.DTYPES] == ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
                                             "uint32", "uint64", "float16", "bfloat16", "float32", "float64",
                                             "complex64", "complex128", "float8_e5m2", "float8_e4m3fn",
                                             "int2", "int4", "uint2", "uint4"]
    with pytest.raises(TypeError):
        kiln.as_dtype("complex256")
    with pytest.raises(TypeError):
        kiln.as_dtype([1])
