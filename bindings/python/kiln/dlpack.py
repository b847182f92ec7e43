"""DLPack interop (the array API's `__dlpack__` / `from_dlpack` protocol) on top of the C API's
kiln_tensor_to_dlpack / kiln_tensor_from_dlpack (and their legacy 0.x forms); see docs/dlpack.md.

Capsules follow the DLPack Python specification: an export is a PyCapsule named "dltensor_versioned"
(a DLManagedTensorVersioned*) or "dltensor" (a legacy DLManagedTensor*); a consumer that takes the
tensor over renames the capsule to "used_dltensor_versioned" / "used_dltensor", and the capsule's
destructor calls the managed tensor's deleter only when nobody did.
"""
import ctypes

from ._capi import DlpackCopy, kiln_dlpack_options, kiln_tensor, lib
from ._extension import native
from .errors import UnsupportedError

__all__ = ["from_dlpack", "to_capsule", "dlpack_device", "DLDevice", "DLDataType", "DLTensor",
           "DLManagedTensor", "DLManagedTensorVersioned", "DLPackVersion"]

kDLCPU = 1
kDLCUDA = 2
kDLVulkan = 7
DLPACK_FLAG_BITMASK_READ_ONLY = 1 << 0
DLPACK_FLAG_BITMASK_IS_COPIED = 1 << 1

# ---- the DLPack structs (dlpack.h) ----


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    ]


_Deleter = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


class DLManagedTensor(ctypes.Structure):
    """Legacy (DLPack 0.x) managed tensor."""
    _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", ctypes.c_void_p)]


class DLPackVersion(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint32), ("minor", ctypes.c_uint32)]


class DLManagedTensorVersioned(ctypes.Structure):
    """DLPack 1.x managed tensor."""
    _fields_ = [
        ("version", DLPackVersion),
        ("manager_ctx", ctypes.c_void_p),
        ("deleter", ctypes.c_void_p),
        ("flags", ctypes.c_uint64),
        ("dl_tensor", DLTensor),
    ]


# ---- the PyCapsule C API ----

# Capsule names must outlive the capsules that point at them: module-level bytes objects.
_VERSIONED = b"dltensor_versioned"
_USED_VERSIONED = b"used_dltensor_versioned"
_LEGACY = b"dltensor"
_USED_LEGACY = b"used_dltensor"
_NAMES = {_VERSIONED: (DLManagedTensorVersioned, _USED_VERSIONED), _LEGACY: (DLManagedTensor, _USED_LEGACY)}

# The destructor receives the capsule as a raw pointer, not a py_object: it runs from the capsule's
# dealloc, at a reference count of 0, and ctypes would take (then drop) a new reference to a py_object
# argument, deallocating the capsule a second time. Hence the c_void_p prototypes below, used there.
PyCapsule_Destructor = ctypes.CFUNCTYPE(None, ctypes.c_void_p)

_api = ctypes.pythonapi
PyCapsule_New = _api.PyCapsule_New
PyCapsule_New.restype = ctypes.py_object
PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, PyCapsule_Destructor]

PyCapsule_IsValid = _api.PyCapsule_IsValid
PyCapsule_IsValid.restype = ctypes.c_int
PyCapsule_IsValid.argtypes = [ctypes.py_object, ctypes.c_char_p]

PyCapsule_GetName = _api.PyCapsule_GetName
PyCapsule_GetName.restype = ctypes.c_char_p
PyCapsule_GetName.argtypes = [ctypes.py_object]

PyCapsule_GetPointer = _api.PyCapsule_GetPointer
PyCapsule_GetPointer.restype = ctypes.c_void_p
PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]

PyCapsule_SetName = _api.PyCapsule_SetName
PyCapsule_SetName.restype = ctypes.c_int
PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]

# Raw-pointer variants for the destructor (separate function objects: argtypes are per object).
_IsValidRaw = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p)(("PyCapsule_IsValid", _api))
_GetPointerRaw = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)(("PyCapsule_GetPointer", _api))


def _make_destructor(name, struct):
    def destructor(capsule):
        # Renamed to "used_..." by a consumer: it owns the tensor now and calls the deleter itself.
        # Only without kiln._native, whose capsules have a C destructor: a capsule that dies while
        # an exception is pending (NumPy 1.24 refusing a bool capsule) cannot be freed from Python,
        # since every ctypes call fails then; it leaks, and the caller sees a SystemError.
        if _IsValidRaw(capsule, name):
            ptr = _GetPointerRaw(capsule, name)
            if ptr:
                deleter = struct.from_address(ptr).deleter
                if deleter:
                    _Deleter(deleter)(ptr)
    return PyCapsule_Destructor(destructor)


# Kept alive for the life of the module: capsules hold only the C function pointers.
_DESTRUCTORS = {name: _make_destructor(name, struct) for name, (struct, _) in _NAMES.items()}

_COPY = {True: DlpackCopy.KILN_DLPACK_COPY_ALWAYS, False: DlpackCopy.KILN_DLPACK_COPY_NEVER,
         None: DlpackCopy.KILN_DLPACK_COPY_IF_NEEDED}


def _options(copy, device=None, export_device=None):
    if copy not in _COPY:
        raise ValueError("copy must be True, False or None, not %r" % (copy,))
    opts = kiln_dlpack_options(struct_size=ctypes.sizeof(kiln_dlpack_options))
    opts.copy = int(_COPY[copy])
    if device is not None:
        opts.device = device._handle
    if export_device is not None:
        opts.export_device = export_device._handle
    return opts


# ---- export ----

_CUDA_DEVICE = {}  # device handle -> CUDA device number or -1 (fixed for the life of the process)


def cuda_device(device):
    """The CUDA device number of a Kiln device where the CUDA interop layer is active, else -1."""
    key = device._handle.value
    if key not in _CUDA_DEVICE:
        n = ctypes.c_int32()
        lib.kiln_device_cuda_device(device._handle, ctypes.byref(n))
        _CUDA_DEVICE[key] = n.value
    return _CUDA_DEVICE[key]


def dlpack_device(tensor):
    """(device_type, device_id) of what an export of tensor gives by default: (kDLCUDA, n) for a tensor
    on a Vulkan device with the CUDA interop layer (CUDA device n), else (kDLCPU, 0)."""
    n = cuda_device(tensor.device)
    if n >= 0:
        return (kDLCUDA, n)
    dev_type, dev_id = ctypes.c_int32(), ctypes.c_int32()
    lib.kiln_tensor_dlpack_device(tensor._handle, ctypes.byref(dev_type), ctypes.byref(dev_id))
    return (dev_type.value, dev_id.value)


def _cuda_capsule(tensor, cuda, stream, versioned, dl_device, copy):
    if cuda < 0 or (dl_device is not None and int(dl_device[1]) != cuda):
        raise BufferError("this tensor's device is not CUDA device %r (its CUDA interop layer: kiln.info())"
                          % (None if dl_device is None else int(dl_device[1]),))
    opts = _options(copy)
    fn = lib.kiln_tensor_to_dlpack_cuda if versioned else lib.kiln_tensor_to_dlpack_cuda_legacy
    managed = ctypes.c_void_p()
    try:
        fn(tensor._handle, 1 if stream is None else int(stream), ctypes.byref(opts), ctypes.byref(managed))
    except UnsupportedError as e:
        if copy is False:
            raise BufferError("this tensor cannot be exported without a copy: %s" % e.message) from e
        raise
    return managed


def to_capsule(tensor, stream=None, max_version=None, dl_device=None, copy=None):
    """Tensor.__dlpack__: the tensor as a DLPack capsule. A tensor on a device with the CUDA interop
    layer is exported as kDLCUDA (no copy; `stream` is the consumer's CUDA stream) unless dl_device
    asks for kDLCPU or kDLVulkan."""
    versioned = max_version is not None and tuple(max_version) >= (1, 0)
    name = _VERSIONED if versioned else _LEGACY
    cuda = cuda_device(tensor.device)
    if (dl_device is None and cuda >= 0) or (dl_device is not None and int(dl_device[0]) == kDLCUDA):
        managed = _cuda_capsule(tensor, cuda, stream, versioned, dl_device, copy)
    else:
        managed = _host_or_vulkan_export(tensor, stream, versioned, dl_device, copy)
    try:
        if native:
            return native.dlpack_capsule(managed.value, versioned)
        return PyCapsule_New(managed, name, _DESTRUCTORS[name])
    except BaseException:
        struct = _NAMES[name][0]
        deleter = struct.from_address(managed.value).deleter
        if deleter:
            _Deleter(deleter)(managed.value)
        raise


def _host_or_vulkan_export(tensor, stream, versioned, dl_device, copy):
    if stream is not None:
        raise BufferError("Kiln exports CPU memory: stream must be None, not %r" % (stream,))
    target = None
    if dl_device is not None and tuple(dl_device) != (kDLCPU, 0):
        if int(dl_device[0]) != kDLVulkan:
            raise BufferError("Kiln exports to kDLCPU, kDLVulkan or (with its CUDA interop layer) kDLCUDA, not %r"
                              % (tuple(dl_device),))
        from .device import device as _device
        target = _device("vulkan:%d" % int(dl_device[1]))  # the VkBuffer, for code sharing Kiln's VkDevice
    opts = _options(copy, export_device=target)
    fn = lib.kiln_tensor_to_dlpack if versioned else lib.kiln_tensor_to_dlpack_legacy
    managed = ctypes.c_void_p()
    try:
        fn(tensor._handle, ctypes.byref(opts), ctypes.byref(managed))
    except UnsupportedError as e:
        if copy is False:
            raise BufferError("this tensor cannot be exported without a copy: %s" % e.message) from e
        raise
    return managed


# ---- import ----

def from_dlpack(x, *, device=None, copy=None):
    """A Kiln tensor from any object with __dlpack__ (a NumPy array, a torch tensor, a Kiln tensor),
    sharing its memory where possible (copy=None), always copying (True) or never (False: BufferError
    when it cannot share). device: where the tensor goes (None: where the data is: the CPU for a
    capsule's memory, a Kiln tensor's own device for a Kiln tensor on a GPU)."""
    from .device import device as _device
    from .tensor import Tensor

    if not hasattr(x, "__dlpack__"):
        raise TypeError("from_dlpack needs an object with __dlpack__, not %s" % type(x).__name__)
    if isinstance(x, Tensor) and x.device.kind != "cpu":
        # A Kiln tensor on a GPU exports host memory (a read-back copy), so the capsule's way would
        # land on the CPU and could never honour copy=False; the standard wants x's device by
        # default: the tensor itself is shared, moved or copied as asked.
        out = x if device is None or _device(device) == x.device else x.to(_device(device))
        if copy is False and out is not x:
            raise BufferError("cannot move a tensor from %s to %s without a copy" % (x.device.label, out.device.label))
        return out.copy() if copy and out is x else out
    dev_type = kDLCPU
    if hasattr(x, "__dlpack_device__"):
        dev_type, _ = x.__dlpack_device__()
        if int(dev_type) not in (kDLCPU, kDLVulkan, kDLCUDA) and device is None:
            raise BufferError("Kiln imports kDLCPU, kDLVulkan and kDLCUDA memory, not device type %d" % int(dev_type))
    target = None if device is None else _device(device)
    opts = _options(copy, target)
    # kDLCUDA: Kiln copies on the legacy default stream (1), which the producer orders its work before.
    stream = {"stream": 1} if int(dev_type) == kDLCUDA else {}
    try:
        capsule = x.__dlpack__(max_version=(1, 0), copy=copy, **stream)
    except TypeError:  # a producer older than DLPack 1.0 (NumPy < 2): no max_version or copy
        capsule = x.__dlpack__(**stream)
    name = PyCapsule_GetName(capsule)
    if name == _VERSIONED:
        fn, used = lib.kiln_tensor_from_dlpack, _USED_VERSIONED
    elif name == _LEGACY:
        fn, used = lib.kiln_tensor_from_dlpack_legacy, _USED_LEGACY
    else:
        raise BufferError("not a DLPack capsule, or one already used: %r" % (name,))
    ptr = PyCapsule_GetPointer(capsule, name)
    out = kiln_tensor()
    try:
        fn(ptr, ctypes.byref(opts), ctypes.byref(out))
    except UnsupportedError as e:
        # Kiln did not take the tensor over: the capsule keeps it, and its destructor frees it.
        if copy is False:
            raise BufferError("cannot import without a copy: %s" % e.message) from e
        raise
    # Kiln owns the managed tensor now and calls its deleter when done.
    PyCapsule_SetName(capsule, used)
    return Tensor(out)
