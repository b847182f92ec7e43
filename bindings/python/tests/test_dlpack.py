"""DLPack interop: Tensor.__dlpack__ / __dlpack_device__ and kiln.from_dlpack, against NumPy."""
import ctypes
import gc
import sys
import weakref

import numpy as np
import pytest

import kiln
from kiln import dlpack
from kiln._capi import kiln_borrow, lib

NP_DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
             "float16", "float32", "float64"]

def _numpy_takes_bool():
    try:  # NumPy < 1.25 has no kDLBool, in either direction
        np.from_dlpack(np.zeros(1, dtype=bool))
        return True
    except (RuntimeError, BufferError, TypeError):
        return False


NUMPY_BOOL = _numpy_takes_bool()
needs_bool = pytest.mark.skipif(not NUMPY_BOOL, reason="this NumPy has no DLPack bool")
NP_DTYPES = [pytest.param(d, marks=needs_bool) if d == "bool" else d for d in NP_DTYPES]
VULKAN = [d for d in kiln.devices() if d.kind == "vulkan"]


def values(dt, shape=(3, 4)):
    a = np.arange(int(np.prod(shape)), dtype=np.int64).reshape(shape)
    return (a % 2 == 1) if dt == "bool" else a.astype(dt)


def address(arr):
    return arr.__array_interface__["data"][0]


def borrow_address(t):
    b, ptr, size = kiln_borrow(), ctypes.c_void_p(), ctypes.c_size_t()
    lib.kiln_tensor_borrow(t._handle, ctypes.byref(b), ctypes.byref(ptr), ctypes.byref(size))
    lib.kiln_borrow_release(b)
    return ptr.value


# ---- export ----

@pytest.mark.parametrize("dt", NP_DTYPES)
def test_export_shares_memory(dt):
    src = values(dt)
    t = kiln.asarray(src)
    a = np.from_dlpack(t)
    assert a.dtype == np.dtype(dt)
    np.testing.assert_array_equal(a, src)
    assert address(a) == borrow_address(t)
    assert address(np.from_dlpack(t)) == address(a)


def test_export_capsule_names():
    t = kiln.asarray([1.0, 2.0])
    assert "dltensor" in repr(t.__dlpack__()) and "versioned" not in repr(t.__dlpack__())
    assert '"dltensor"' in repr(t.__dlpack__(max_version=(0, 8)))
    assert '"dltensor_versioned"' in repr(t.__dlpack__(max_version=(1, 0)))
    assert '"dltensor_versioned"' in repr(t.__dlpack__(max_version=(1, 3)))
    assert t.__dlpack_device__() == (1, 0)


def test_export_versioned_struct():
    t = kiln.asarray(values("int32"))[1:]
    cap = t.__dlpack__(max_version=(1, 0))
    m = dlpack.DLManagedTensorVersioned.from_address(dlpack.PyCapsule_GetPointer(cap, b"dltensor_versioned"))
    assert (m.version.major, m.dl_tensor.ndim) == (1, 2)
    assert (m.dl_tensor.device.device_type, m.dl_tensor.device.device_id) == (1, 0)
    assert (m.dl_tensor.dtype.code, m.dl_tensor.dtype.bits, m.dl_tensor.dtype.lanes) == (0, 32, 1)
    assert [m.dl_tensor.shape[i] for i in range(2)] == [2, 4]
    assert [m.dl_tensor.strides[i] for i in range(2)] == [4, 1]
    assert m.dl_tensor.byte_offset == 16
    assert not m.flags & dlpack.DLPACK_FLAG_BITMASK_IS_COPIED


@pytest.mark.parametrize("dt", NP_DTYPES)
def test_export_views(dt):
    src = values(dt, (4, 6))
    t = kiln.asarray(src)
    base = address(np.from_dlpack(t))
    for view, expected in [(t.T, src.T), (t[::2, 1:], src[::2, 1:]), (t[2:], src[2:]), (t[1, ::3], src[1, ::3])]:
        a = np.from_dlpack(view)
        np.testing.assert_array_equal(a, expected)
        assert a.strides == expected.strides  # same layout as NumPy's view: shared, not copied
        assert base <= address(a) < base + src.nbytes


def test_export_offset_is_shared():
    t = kiln.asarray(np.arange(10, dtype=np.float64))
    a, b = np.from_dlpack(t), np.from_dlpack(t[2:])
    assert address(b) == address(a) + 2 * 8


@pytest.mark.parametrize("shape", [(), (0,), (3, 0), (0, 2)])
def test_export_0d_and_empty(shape):
    src = np.ones(shape, dtype=np.float32) * 7
    a = np.from_dlpack(kiln.asarray(src))
    assert a.shape == shape
    np.testing.assert_array_equal(a, src)


def test_export_flip_copies():
    src = values("float32")
    f = kiln.flip(kiln.asarray(src), axis=1)
    np.testing.assert_array_equal(np.from_dlpack(f), src[:, ::-1])
    with pytest.raises(BufferError):
        f.__dlpack__(copy=False)
    with pytest.raises(BufferError):
        f.__dlpack__(max_version=(1, 0), copy=False)
    cap = f.__dlpack__(max_version=(1, 0))
    m = dlpack.DLManagedTensorVersioned.from_address(dlpack.PyCapsule_GetPointer(cap, b"dltensor_versioned"))
    assert m.flags & dlpack.DLPACK_FLAG_BITMASK_IS_COPIED


def test_export_copy_true():
    t = kiln.asarray(values("int64"))
    a = np.from_dlpack(t)
    cap = t.__dlpack__(max_version=(1, 0), copy=True)
    m = dlpack.DLManagedTensorVersioned.from_address(dlpack.PyCapsule_GetPointer(cap, b"dltensor_versioned"))
    assert m.dl_tensor.data != address(a)
    assert m.flags & dlpack.DLPACK_FLAG_BITMASK_IS_COPIED
    assert t.__dlpack__(copy=False) is not None


def test_export_stream_and_device_refused():
    t = kiln.asarray([1, 2])
    with pytest.raises(BufferError):
        t.__dlpack__(stream=1)
    with pytest.raises(BufferError):
        t.__dlpack__(dl_device=(2, 0))
    assert t.__dlpack__(dl_device=(1, 0)) is not None


def test_export_outlives_tensor():
    t = kiln.asarray(values("float64"))
    a = np.from_dlpack(t)
    cap = t.__dlpack__(max_version=(1, 0))
    t.close()
    gc.collect()
    np.testing.assert_array_equal(a, values("float64"))
    del cap  # unconsumed: its destructor calls the deleter
    gc.collect()
    np.testing.assert_array_equal(a, values("float64"))


def test_unconsumed_capsules_are_freed():
    cpu = kiln.device("cpu")
    gc.collect()
    before = cpu.memory_stats().active_bytes
    t = kiln.asarray(np.zeros(1 << 16, dtype=np.float64))
    caps = [t.__dlpack__(), t.__dlpack__(max_version=(1, 0)), t.__dlpack__(max_version=(1, 0), copy=True)]
    t.close()
    del caps
    gc.collect()
    assert cpu.memory_stats().active_bytes == before


# ---- import ----

@pytest.mark.parametrize("dt", NP_DTYPES)
def test_import_shares_memory(dt):
    a = values(dt)
    t = kiln.from_dlpack(a)
    assert isinstance(t, kiln.Tensor)
    assert t.dtype.name == dt and t.shape == a.shape
    np.testing.assert_array_equal(t.numpy(), a)
    a[1, 2] = a[0, 1]  # written through NumPy: the Kiln tensor sees it
    a[0, 0] = not a[0, 0] if dt == "bool" else 42
    np.testing.assert_array_equal(t.numpy(), a)
    # and exporting it again gives NumPy's memory back
    assert address(np.from_dlpack(t)) == address(a)


@pytest.mark.parametrize("dt", NP_DTYPES)
def test_import_views(dt):
    base = values(dt, (5, 6))
    for view in [base.T, base[::2, 1::3], base[2:], base[1, ::-2] if False else base[1, 1:5], base[:, 3]]:
        t = kiln.from_dlpack(view)
        np.testing.assert_array_equal(t.numpy(), view)
    v = base[2:]
    t = kiln.from_dlpack(v)
    base[3, 4] = base[0, 0]
    np.testing.assert_array_equal(t.numpy(), base[2:])


@pytest.mark.parametrize("shape", [(), (0,), (4, 0)])
def test_import_0d_and_empty(shape):
    a = np.full(shape, 3, dtype=np.int32)
    t = kiln.from_dlpack(a)
    assert t.shape == shape
    np.testing.assert_array_equal(t.numpy(), a)


def test_import_copy_true_does_not_share():
    a = np.arange(6.0)
    t = kiln.from_dlpack(a, copy=True)
    a[0] = 100
    assert t.numpy()[0] == 0
    assert address(np.from_dlpack(t)) != address(a)


def test_import_copy_false_shares():
    a = np.arange(6.0)
    t = kiln.from_dlpack(a, copy=False)
    a[0] = 100
    assert t.numpy()[0] == 100


def test_import_kiln_round_trip():
    t = kiln.asarray(values("float32"))
    u = kiln.from_dlpack(t[1:])  # versioned capsule, Kiln to Kiln
    np.testing.assert_array_equal(u.numpy(), values("float32")[1:])
    assert address(np.from_dlpack(u)) == address(np.from_dlpack(t[1:]))


def test_import_keeps_producer_alive():
    base = np.arange(100, dtype=np.float32)
    ref = weakref.ref(base)
    t = kiln.from_dlpack(base[10:20])
    del base
    gc.collect()
    assert ref() is not None  # the Kiln tensor holds NumPy's export, which holds the array
    np.testing.assert_array_equal(t.numpy(), np.arange(10, 20, dtype=np.float32))
    derived = t * 2  # views and results that depend on it keep it too, until evaluated and freed
    del t
    gc.collect()
    np.testing.assert_array_equal(derived.numpy(), np.arange(20, 40, 2, dtype=np.float32))
    del derived
    gc.collect()
    assert ref() is None


def test_import_deleter_runs_once():
    a = np.arange(12, dtype=np.int64)
    gc.collect()
    before = sys.getrefcount(a)
    for _ in range(20):
        t = kiln.from_dlpack(a)
        u = kiln.from_dlpack(a, copy=True)
        del t, u
    gc.collect()
    assert sys.getrefcount(a) == before


def test_import_capsule_renamed():
    a = np.arange(3.0)
    cap = a.__dlpack__()
    t = dlpack.lib.kiln_tensor_from_dlpack_legacy  # noqa: F841  (the C function from_dlpack uses)

    class Producer:
        def __dlpack__(self, **kw):
            return cap

    kiln.from_dlpack(Producer())
    assert dlpack.PyCapsule_GetName(cap) == b"used_dltensor"
    with pytest.raises(BufferError):  # a used capsule cannot be imported again
        kiln.from_dlpack(Producer())


def test_import_refused_not_dlpack():
    with pytest.raises(TypeError):
        kiln.from_dlpack([1, 2, 3])


# ---- Vulkan ----

@pytest.mark.parametrize("dev", VULKAN, ids=[d.label for d in VULKAN])
def test_vulkan_exports_as_cpu(dev):
    src = values("float32")
    t = kiln.asarray(src, device=dev)
    assert t.__dlpack_device__() == (1, 0)
    np.testing.assert_array_equal(np.from_dlpack(t), src)
    cap = t.__dlpack__(max_version=(1, 0))
    m = dlpack.DLManagedTensorVersioned.from_address(dlpack.PyCapsule_GetPointer(cap, b"dltensor_versioned"))
    assert m.dl_tensor.device.device_type == 1
    if dev.host_visible:
        assert not m.flags & dlpack.DLPACK_FLAG_BITMASK_IS_COPIED
        assert t.__dlpack__(copy=False) is not None


@pytest.mark.parametrize("dev", VULKAN, ids=[d.label for d in VULKAN])
def test_import_to_vulkan(dev):
    a = values("float32")
    t = kiln.from_dlpack(a, device=dev)
    assert t.device is dev
    np.testing.assert_array_equal(t.numpy(), a)
    with pytest.raises(BufferError):
        kiln.from_dlpack(a, device=dev, copy=False)


def test_bool_kiln_round_trip():
    t = kiln.asarray([True, False, True])
    np.testing.assert_array_equal(kiln.from_dlpack(t).numpy(), [True, False, True])


class _VulkanExport:
    """A producer handing over a Kiln tensor as kDLVulkan memory (a VkBuffer on vulkan:N)."""

    def __init__(self, tensor, index):
        self.tensor, self.index = tensor, index

    def __dlpack_device__(self):
        return (7, self.index)

    def __dlpack__(self, max_version=None, copy=None, **_):
        return self.tensor.__dlpack__(max_version=max_version, dl_device=(7, self.index), copy=copy)


def test_kdlvulkan_round_trip_between_kiln_tensors():
    vulkans = [d for d in kiln.devices() if d.label.startswith("vulkan")]
    if not vulkans:
        pytest.skip("no Vulkan device")
    dev = vulkans[0]
    t = kiln.asarray(np.arange(12, dtype=np.float32).reshape(3, 4), device=dev).T
    back = kiln.from_dlpack(_VulkanExport(t, int(dev.label.split(":")[1])), copy=False)
    assert back.device == dev
    np.testing.assert_array_equal(np.asarray(back), np.arange(12, dtype=np.float32).reshape(3, 4).T)


def test_kiln_tensor_on_a_gpu_stays_on_its_device(device):
    """The standard's from_dlpack keeps x's device (None) and never copies with copy=False: a Kiln
    tensor on a GPU is shared as is, not read back through a host capsule."""
    if device.kind == "cpu":
        pytest.skip("a CPU tensor goes through the capsule (test_import_kiln_round_trip)")
    t = kiln.asarray(values("float32"), device=device)
    assert kiln.from_dlpack(t) is t and kiln.from_dlpack(t, copy=False, device=device) is t
    u = kiln.from_dlpack(t, copy=True)
    assert u is not t and u.device == device
    np.testing.assert_array_equal(u.numpy(), values("float32"))
    assert kiln.from_dlpack(t, device="cpu").device == kiln.device("cpu")
    with pytest.raises(BufferError):
        kiln.from_dlpack(t, device="cpu", copy=False)
