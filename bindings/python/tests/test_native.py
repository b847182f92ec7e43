"""kiln._native, the C fast path of unary and binary ops, against the Python (ctypes) functions it
stands in for: same values, dtypes, devices and errors for every kind of operand, a weak-scalar
cache that is keyed right and safe across threads, and a Tensor that behaves the same on either
base. ctest runs this file with the extension (python.native) and without (python.ctypes.native)."""
import copy
import inspect
import math
import os
import pickle
import subprocess
import sys
import threading
import weakref

import numpy as np
import pytest

import kiln
from kiln import ops
from kiln._capi import kiln_tensor
from kiln._extension import native

SETTING = os.environ.get("KILN_PYTHON_EXTENSION", "").strip().lower()
needs_native = pytest.mark.skipif(native is None, reason="kiln._native is not in use")


def python_form(fn):
    """The Python function a fast op stands in for (the op itself on the ctypes path)."""
    return getattr(fn, "__wrapped__", fn)


def same(got, want):
    assert type(got) is type(want) is kiln.Tensor
    assert (got.shape, got.dtype, got.device) == (want.shape, want.dtype, want.device)
    np.testing.assert_array_equal(got.numpy(), want.numpy())
    if got.dtype.kind == "f":  # the sign of zero too (-0.0 and 0.0 are different weak scalars)
        np.testing.assert_array_equal(np.signbit(got.numpy()), np.signbit(want.numpy()))


def test_extension_follows_the_setting():
    x = kiln.ones(3)
    if SETTING in ("0", "off", "no", "false"):
        assert native is None and inspect.isfunction(kiln.add) and inspect.isfunction(kiln.Tensor.__mul__)
        assert type(x).__mro__[1].__name__ == "_CtypesTensorBase"
    elif SETTING:  # "on" or a path: it must be in use
        assert native is not None
    if native is not None:
        assert isinstance(x, native.TensorBase)
        assert isinstance(kiln.add, native.Op) and isinstance(kiln.Tensor.__rmul__, native.Op)
        assert isinstance(kiln.exp, native.Op) and isinstance(kiln.Tensor.__neg__, native.Op)


OPERANDS = [
    ("tensor", lambda x: x),
    ("int", lambda x: 3),
    ("negative int", lambda x: -2),
    ("float", lambda x: 1.5),
    ("negative zero", lambda x: -0.0),
    ("nan", lambda x: math.nan),
    ("bool", lambda x: True),
    ("int past int64", lambda x: 1 << 63),
    ("numpy float64", lambda x: np.float64(2.5)),
    ("list", lambda x: [1, 2, 3]),
    ("0-d tensor", lambda x: kiln.asarray(2, dtype=x.dtype, device=x.device)),
]


@pytest.mark.parametrize("dt", ["float32", "float16", "int32", "uint8"])
@pytest.mark.parametrize("name", ["add", "subtract", "multiply", "divide", "maximum", "equal", "less"])
@pytest.mark.parametrize("kind,other", OPERANDS, ids=[k for k, _ in OPERANDS])
def test_binary_ops_agree_with_the_python_path(device, dt, name, kind, other):
    x = kiln.asarray([0.0, 1.0, 2.0], device=device).astype(dt)
    y = other(x)
    fn = getattr(kiln, name)
    for a, b in [(x, y), (y, x)]:
        try:
            want = python_form(fn)(a, b)
        except kiln.KilnError as e:
            with pytest.raises(type(e)) as got:
                fn(a, b)
            assert str(got.value) == str(e) and got.value.function == e.function
            continue
        same(fn(a, b), want)


OPERATORS = [("__add__", "add"), ("__radd__", "add"), ("__mul__", "multiply"), ("__rmul__", "multiply"),
             ("__sub__", "subtract"), ("__rsub__", "subtract"), ("__truediv__", "divide"),
             ("__rtruediv__", "divide"), ("__pow__", "power"), ("__mod__", "remainder"),
             ("__lt__", "less"), ("__eq__", "equal"), ("__ne__", "not_equal")]


@pytest.mark.parametrize("dunder,name", OPERATORS)
@pytest.mark.parametrize("kind,other", OPERANDS, ids=[k for k, _ in OPERANDS])
def test_operators_agree_with_the_python_path(device, dunder, name, kind, other):
    x = kiln.asarray([0.5, 1.0, 2.0], device=device)
    y = other(x)
    got = getattr(x, dunder)(y)
    want = python_form(getattr(kiln.Tensor, dunder))(x, y)
    reflected = dunder.startswith("__r") and dunder != "__rshift__"
    assert want is not NotImplemented
    same(got, want)
    same(got, getattr(kiln, name)(*((y, x) if reflected else (x, y))))


def test_unknown_operands_still_defer_to_python():
    x = kiln.ones(2)
    assert x.__add__("text") is NotImplemented and x.__eq__(None) is NotImplemented
    with pytest.raises(TypeError):
        x + "text"
    assert (x == None) is False  # noqa: E711  (identity after both sides declined)
    with pytest.raises(TypeError):
        pow(x, 2, 3)  # three-argument pow: the Python method's TypeError


@pytest.mark.parametrize("name", ["negative", "abs", "exp", "sqrt", "floor", "logical_not", "isnan"])
def test_unary_ops_agree_with_the_python_path(device, name):
    x = kiln.asarray([-1.5, 0.0, 2.0, math.inf], device=device)
    fn = getattr(kiln, name)
    same(fn(x), python_form(fn)(x))
    same(fn([1.0, 4.0]), python_form(fn)([1.0, 4.0]))  # a list: the Python path's conversion
    same(-x, kiln.negative(x))
    same(abs(x), kiln.abs(x))


def test_weak_scalar_rules_on_the_fast_path(device):
    half = kiln.ones(2, dtype="float16", device=device)
    i32 = kiln.asarray([3, 4], dtype="int32", device=device)
    assert (half * 2.0).dtype is kiln.float16 and (2 * half).dtype is kiln.float16
    assert (i32 + 1).dtype is kiln.int32 and (i32 * 0.5).dtype is kiln.float32
    assert (i32 * 0.5).tolist() == [1.5, 2.0]
    assert (i32 * 1).dtype is kiln.int32 and (i32 * 1.0).dtype is kiln.float32  # 1 and 1.0: two entries
    with pytest.raises(kiln.InvalidArgumentError, match="out of range for the other operand's dtype int32"):
        i32 + (1 << 62)  # a weak int takes the tensor's dtype, so it must fit it
    z = kiln.ones(2, device=device)
    assert np.signbit((z * 0.0).numpy()).tolist() == [False, False]
    assert np.signbit((z * -0.0).numpy()).tolist() == [True, True]
    assert np.isnan((z * math.nan).numpy()).all()


def test_errors_are_the_python_paths(device):
    a, b = kiln.ones((2, 3), device=device), kiln.ones((4,), device=device)
    for call in (lambda: a + b, lambda: kiln.add(a, b), lambda: b.__radd__(a)):
        with pytest.raises(kiln.ShapeMismatchError) as e:
            call()
        assert e.value.function == "kiln_add" and e.value.code == 3
        assert str(e.value).startswith("kiln.add: ") and str(e.value).endswith("[kiln_add]")
    f = kiln.ones(2, device=device)
    with pytest.raises(kiln.UnsupportedDTypeError) as e:
        kiln.bitwise_and(f, f)
    with pytest.raises(kiln.UnsupportedDTypeError) as again:
        python_form(kiln.bitwise_and)(f, f)
    assert str(e.value) == str(again.value)


def test_closed_tensors_raise_invalid_handle(device):
    x = kiln.ones(2, device=device)
    y = kiln.ones(2, device=device)
    x.close()
    assert x.closed and x._handle is None
    for call in (lambda: x + y, lambda: y * x, lambda: x * 2.0, lambda: -x, lambda: kiln.exp(x)):
        with pytest.raises(kiln.InvalidHandleError):
            call()


def test_tensor_object_contract(device):
    x = kiln.asarray([1.0, 2.0], device=device)
    h = x._handle
    assert isinstance(h, kiln_tensor) and h.value and x._handle.value == h.value
    y = copy.copy(x)
    assert y._handle.value == h.value and y is not x
    r = weakref.ref(x)
    assert r() is x
    if native is not None:
        with pytest.raises(TypeError):
            x._handle = 5  # the C slot holds a kiln_tensor's address only
    z = x * 2.0
    assert z._device is x._device or z.device is x.device
    del x
    assert r() is None
    y.close()
    assert y.closed


def test_introspection_and_pickling():
    assert kiln.add.__name__ == "add" and "a + b" in kiln.add.__doc__
    assert list(inspect.signature(kiln.add).parameters) == ["a", "b"]
    assert list(inspect.signature(kiln.exp).parameters) == ["x"]
    assert pickle.loads(pickle.dumps(kiln.add)) is kiln.add
    assert pickle.loads(pickle.dumps(kiln.exp)) is kiln.exp
    x = kiln.ones(2)
    assert kiln.Tensor.__add__(x, 1).tolist() == [2.0, 2.0] and x.__radd__(1).tolist() == [2.0, 2.0]


@needs_native
def test_many_scalars_evict_and_stay_right():
    # On the CPU: the cache does not depend on the device, and on Vulkan each new constant of a
    # fused kernel costs a pipeline build (seconds for hundreds on lavapipe).
    x = kiln.asarray([1.0, 2.0], device="cpu")
    values = [i * 0.25 for i in range(600)]  # more than the cache's 256 slots
    results = [x * v for v in values]
    kiln.eval(results)
    for v, r in zip(values, results):
        assert r.tolist() == [v, 2 * v]


def test_threads_share_the_cache(device):
    x = kiln.asarray([1.0, 2.0, 3.0], device=device)
    errors = []

    def work(seed):
        try:
            for i in range(400):
                v = float((seed * 7 + i) % 13)
                y = x * v + 1
                assert y.tolist() == [v + 1, 2 * v + 1, 3 * v + 1]
                if i % 50 == 0:
                    device.clear_cache()  # drops the cached scalars under the other threads
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_result_device_is_the_operands(device):
    x = kiln.ones(2, device=device)
    assert (x * 2.0).device is device and (2.0 * x).device is device and kiln.exp(x).device is device
    assert ops.multiply(x, x).device is device


# A Python telemetry handler runs on the thread that holds the library's lock and needs the GIL;
# a thread building ops must not hold the GIL while it waits for that lock, or both wait forever.
# In a child process, so that a deadlock fails the test (timeout) instead of hanging the suite.
TELEMETRY_CHILD = """
import threading, time, kiln
x = kiln.ones(256, device=%r).eval()
stop, seen = threading.Event(), []
def handler(event):
    seen.append(event.kind)
    time.sleep(0.0002)  # gives the GIL away while the library's lock is held
def build():
    while not stop.is_set():
        y = x
        for _ in range(50):
            y = -(y * 1.0001 + 1)
with kiln.diagnostics.subscribe(handler):
    builder = threading.Thread(target=build)
    builder.start()
    for _ in range(40):
        (x * 2.0 + 1).eval()
    stop.set()
    builder.join()
print("done", len(seen) > 0)
"""


def test_ops_beside_a_python_telemetry_handler_do_not_deadlock(device):
    done = subprocess.run([sys.executable, "-c", TELEMETRY_CHILD % device.label], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["done", "True"]
