"""Errors: each kiln_status raises its own KilnError subclass (also the fitting builtin
exception) carrying the status, the failing C function and kiln_last_error()'s message."""
import ctypes

import pytest

import kiln
from kiln import _capi, errors

EXPECTED = {
    "INVALID_ARGUMENT": (kiln.InvalidArgumentError, ValueError),
    "INVALID_HANDLE": (kiln.InvalidHandleError, ValueError),
    "SHAPE_MISMATCH": (kiln.ShapeMismatchError, ValueError),
    "UNSUPPORTED_DTYPE": (kiln.UnsupportedDTypeError, TypeError),
    "UNSUPPORTED": (kiln.UnsupportedError, NotImplementedError),
    "OUT_OF_MEMORY": (kiln.OutOfMemoryError, MemoryError),
    "DEVICE_ERROR": (kiln.DeviceError, RuntimeError),
    "INDEX_OUT_OF_RANGE": (kiln.IndexOutOfRangeError, IndexError),
    "INTERNAL": (kiln.InternalError, RuntimeError),
    "NON_FINITE": (kiln.NonFiniteError, FloatingPointError),
}


def test_every_status_has_a_class():
    assert {s.name for s in _capi.Status if s != _capi.Status.OK} == set(EXPECTED)
    for name, (cls, builtin) in EXPECTED.items():
        assert issubclass(cls, kiln.KilnError) and issubclass(cls, builtin)
        assert cls.code == _capi.Status[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_check_status_raises_the_subclass(name):
    cls = EXPECTED[name][0]
    status = _capi.Status[name]
    fn = _capi.lib.kiln_tensor_release
    _capi.lib["kiln_tensor_release"](None)  # sets a real last error: "kiln_tensor_release: ..."
    with pytest.raises(cls) as info:
        errors.check_status(int(status), fn, ())
    err = info.value
    assert err.status is status and err.function == "kiln_tensor_release"
    assert "kiln_tensor_release" in err.message and str(err) == err.message


def test_unknown_status_is_a_plain_kiln_error():
    with pytest.raises(kiln.KilnError) as info:
        errors.check_status(77, _capi.lib.kiln_version, ())
    assert type(info.value) is kiln.KilnError and info.value.status == 77


def test_ok_passes_through():
    assert errors.check_status(0, _capi.lib.kiln_version, ()) == 0


def _raises(cls, builtin, function, call):
    with pytest.raises(cls) as info:
        call()
    err = info.value
    assert isinstance(err, builtin)
    # Named as this package names it ("kiln.add: ..."), the library's text once, the C function last.
    assert err.function == function and err.message.startswith(errors.python_name(function) + ": ")
    assert err.message.endswith(" [%s]" % function) and (function + ": ") not in err.message
    assert len(err.message) > len(function) + 2
    return err


def test_messages_name_the_python_function(device):
    x = kiln.ones((2, 3), device=device)
    with pytest.raises(kiln.ShapeMismatchError) as info:
        x + kiln.ones((4,), device=device)
    assert str(info.value).startswith("kiln.add: ") and str(info.value).endswith(" [kiln_add]")
    assert "add: add:" not in str(info.value) and "kiln_add: " not in str(info.value)
    assert errors.python_name("kiln_tensor_eval") == "Tensor.eval"
    assert errors.python_name("kiln_device_find") == "Device.find"


def test_real_failures(device):
    x = kiln.ones((2, 3), device=device)
    _raises(kiln.ShapeMismatchError, ValueError, "kiln_add", lambda: x + kiln.ones((4,), device=device))
    _raises(kiln.IndexOutOfRangeError, IndexError, "kiln_sum", lambda: x.sum(axis=-3))
    _raises(kiln.UnsupportedDTypeError, TypeError, "kiln_bitwise_and", lambda: x & x)
    _raises(kiln.InvalidArgumentError, ValueError, "kiln_arange", lambda: kiln.arange(0, 1, 0, device=device))
    _raises(kiln.InvalidArgumentError, ValueError, "kiln_device_find", lambda: kiln.device("tpu:7"))
    _raises(kiln.IndexOutOfRangeError, IndexError, "kiln_device_get", lambda: kiln.device(999))
    gone = kiln.ones((1,), device=device)
    gone.close()
    _raises(kiln.InvalidHandleError, ValueError, "kiln_exp", lambda: kiln.exp(gone))


def test_out_of_memory_is_memory_error(device):
    x = kiln.zeros((1 << 20,), device=device) + 1  # 4 MiB once evaluated
    device.set_memory_limit(1 << 16)
    try:
        err = _raises(kiln.OutOfMemoryError, MemoryError, "kiln_tensor_eval", x.eval)
    finally:
        device.set_memory_limit(0)
    assert err.status is _capi.Status.OUT_OF_MEMORY
    assert x.eval().sum().item() == 1 << 20  # a failed evaluation leaves the graph usable


def test_garbage_and_released_handles_are_invalid_handle():
    fake = _capi.kiln_tensor(0xDEADBEEF)
    with pytest.raises(kiln.InvalidHandleError, match="kiln_tensor_ndim"):
        _capi.lib.kiln_tensor_ndim(fake, ctypes.byref(ctypes.c_size_t()))
    x = kiln.ones((1,))
    stale = _capi.kiln_tensor(x._handle.value)
    x.close()
    with pytest.raises(kiln.InvalidHandleError, match="kiln_tensor_release"):
        _capi.lib.kiln_tensor_release(stale)


def test_errors_pickle():
    import pickle
    err = pickle.loads(pickle.dumps(kiln.ShapeMismatchError("kiln_add: shapes", "kiln_add")))
    assert isinstance(err, kiln.ShapeMismatchError) and err.message == "kiln_add: shapes"
