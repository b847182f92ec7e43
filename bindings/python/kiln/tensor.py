"""Tensor: a Python object that owns one reference to a lazy Kiln tensor."""
import ctypes
import functools

from . import _codec, dtypes
from ._capi import kiln_device, kiln_tensor, lib
from ._extension import native
from .device import Device

__all__ = ["Tensor"]

# A release function without errcheck, for __del__: it must never raise, even while the
# interpreter shuts down and module globals are being cleared.
_release = lib["kiln_tensor_release"]
_release.argtypes = [kiln_tensor]
_release.restype = ctypes.c_int


class _CtypesTensorBase:
    """Tensor's base without the C extension: the handle (a kiln_tensor) in a slot, released by
    __del__. kiln._native.TensorBase is the same in C, released by its tp_dealloc."""

    __slots__ = ("_handle", "_shape", "_dtype", "_device", "__weakref__")

    def __del__(self, _release=_release):
        handle = getattr(self, "_handle", None)
        if handle is not None:
            self._handle = None
            _release(handle)


class Tensor(native.TensorBase if native else _CtypesTensorBase):
    """A lazy n-dimensional array on a Kiln device.

    Ops return new tensors at once, with shape and dtype known; values are computed on `eval()`
    or when read (`numpy()`, `tolist()`, `item()`, printing). Make tensors with `kiln.asarray`,
    `kiln.zeros` and friends. The handle is released when the object is garbage-collected, or
    at once by `close()` or a `with` block.
    """

    __slots__ = ()  # _handle, _shape, _dtype, _device: the base's
    __hash__ = None  # == is elementwise
    __array_ufunc__ = None  # NumPy operators defer to ours (ndarray + Tensor gives a Tensor)

    def __init__(self, handle):
        if not isinstance(handle, kiln_tensor):
            raise TypeError("Tensor wraps a kiln_tensor handle; use kiln.asarray() to make one from data")
        self._handle = handle
        self._shape = None
        self._dtype = None
        self._device = None  # shape, dtype and device never change for a handle: asked once

    @classmethod
    def _from_call(cls, fn, *args):
        """Calls a C function whose last parameter is a kiln_tensor* and owns the result."""
        out = kiln_tensor()
        fn(*args, ctypes.byref(out))
        return cls(out)

    # ---- lifetime ----

    def close(self):
        """Releases the handle now; the tensor cannot be used afterwards."""
        handle, self._handle = self._handle, None
        if handle is not None:
            lib.kiln_tensor_release(handle)

    @property
    def closed(self):
        return self._handle is None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __copy__(self):
        # Tensors are immutable: a copy is another reference to the same node.
        lib.kiln_tensor_retain(self._handle)
        return Tensor(kiln_tensor(self._handle.value))

    def __deepcopy__(self, memo):
        return self.__copy__()

    def __reduce__(self):
        from .creation import asarray
        return asarray, (self.tolist(), self.dtype.name, self.device.label)

    # ---- metadata (never evaluates) ----

    @property
    def shape(self):
        if self._shape is None:
            ndim = ctypes.c_size_t()
            lib.kiln_tensor_ndim(self._handle, ctypes.byref(ndim))
            dims = (ctypes.c_int64 * max(ndim.value, 1))()
            lib.kiln_tensor_shape(self._handle, dims, ndim.value)
            self._shape = tuple(dims[: ndim.value])
        return self._shape

    @property
    def ndim(self):
        return len(self.shape)

    @property
    def size(self):
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def nbytes(self):
        """Bytes of the elements as read or exported (the 2- and 4-bit integers packed)."""
        return (self.size * self.dtype.bits + 7) // 8

    @property
    def dtype(self):
        if self._dtype is None:
            code = ctypes.c_int()
            lib.kiln_tensor_dtype(self._handle, ctypes.byref(code))
            self._dtype = dtypes.from_code(code.value)
        return self._dtype

    @property
    def device(self):
        if self._device is None:
            handle = kiln_device()
            lib.kiln_tensor_device(self._handle, ctypes.byref(handle))
            self._device = Device(handle)
        return self._device

    @property
    def is_evaluated(self):
        done = ctypes.c_bool()
        lib.kiln_tensor_is_evaluated(self._handle, ctypes.byref(done))
        return done.value

    # ---- evaluation and reading ----

    def eval(self):
        """Computes the tensor (and what it needs) now; returns self."""
        ops.eval(self)
        return self

    def _read(self):
        """The elements, row-major, as bytes (evaluates)."""
        buf = ctypes.create_string_buffer(self.nbytes)
        lib.kiln_tensor_read(self._handle, buf, self.nbytes)
        return buf.raw

    def numpy(self):
        """A NumPy array copy of the values; bfloat16 and float8 become float32, the 2- and 4-bit
        integers int8 or uint8 (NumPy has none of them)."""
        import numpy as np
        if self.dtype.is_narrow:
            return self.astype(self.dtype.compute).numpy()
        bf16 = self.dtype is dtypes.bfloat16
        arr = np.empty(self.shape, dtype=np.uint16 if bf16 else self.dtype.name)
        lib.kiln_tensor_read(self._handle, arr.ctypes.data_as(ctypes.c_void_p), arr.nbytes)
        if bf16:  # bfloat16 is the top half of a float32
            wide = arr.astype(np.uint32).reshape(-1)  # 1-D: NumPy 1 casting rules differ for 0-d
            wide <<= 16
            arr = wide.view(np.float32).reshape(self.shape)
        return arr

    def __array__(self, dtype=None, copy=None):
        arr = self.numpy()
        return arr if dtype is None else arr.astype(dtype, copy=False)

    # ---- DLPack export (see dlpack.py and docs/dlpack.md) ----

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        """The tensor as a DLPack capsule ("dltensor_versioned" when max_version >= (1, 0), else the
        legacy "dltensor"), sharing the memory unless a copy is needed or asked for (copy=True);
        copy=False raises BufferError where Kiln must copy (negative strides, device memory)."""
        return dlpack.to_capsule(self, stream=stream, max_version=max_version, dl_device=dl_device, copy=copy)

    def __dlpack_device__(self):
        """(device_type, device_id): (kDLCUDA, n) on a Vulkan device with the CUDA interop layer (CUDA
        device n: PyTorch and CuPy then share the memory), else (kDLCPU, 0), Vulkan tensors included."""
        return dlpack.dlpack_device(self)

    def tolist(self):
        """The values as (nested) Python lists of bool, int, float or complex; a 0-d tensor gives a scalar."""
        if self.dtype.is_narrow:
            return self.astype(self.dtype.compute).tolist()
        flat = _codec.unpack(self._read(), self.dtype)
        return _nest(flat, self.shape) if self.shape else flat[0]

    def item(self):
        """The single value of a one-element tensor as a Python scalar."""
        if self.size != 1:
            raise ValueError("item() needs a tensor of one element, not %d" % self.size)
        if self.dtype.is_narrow:
            return self.astype(self.dtype.compute).item()
        return _codec.unpack(self._read(), self.dtype)[0]

    def __bool__(self):
        if self.size != 1:
            raise ValueError("the truth value of a tensor of %d elements is ambiguous; use any() or all()" % self.size)
        return bool(self.item())

    def __int__(self):
        return int(self.item())

    def __float__(self):
        if self.dtype.is_complex:
            raise TypeError("can't convert a complex tensor to float; take .real or abs() first")
        return float(self.item())

    def __complex__(self):
        return complex(self.item())

    def __index__(self):
        if self.ndim != 0 or not (self.dtype.is_integer):
            raise TypeError("only 0-d integer tensors can be used as an index")
        return self.item()

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __getitem__(self, key):
        return indexing.getitem(self, key)

    def __setitem__(self, key, value):
        """Functional update (as MLX): this tensor's handle moves to a new lazy node holding the
        values with x[key] = value; tensors made from the old value keep it."""
        self._rebind(indexing.setitem(self, key, value))

    def _rebind(self, other):
        """Makes this object hold `other`'s reference (same shape and dtype) and drops its own."""
        handle, self._handle, other._handle = self._handle, other._handle, None
        self._shape, self._dtype, self._device = other._shape, other._dtype, other._device
        if handle is not None:
            lib.kiln_tensor_release(handle)

    def __array_namespace__(self, *, api_version=None):
        if api_version not in (None, "2021.12", "2022.12", "2023.12", "2024.12"):
            raise ValueError("Kiln implements the array API 2024.12, not %r" % (api_version,))
        import kiln
        return kiln

    def __repr__(self):
        return formatting.tensor_repr(self)

    def __str__(self):
        return formatting.tensor_str(self)

    def __format__(self, spec):
        if spec and self.size == 1:
            return format(self.item(), spec)
        return format(str(self), spec)

    # ---- methods that mirror module functions ----

    def astype(self, dtype, /, *, copy=True, device=None):
        return ops.astype(self, dtype, copy=copy, device=device)

    def copy(self):
        """An independent copy made on the device."""
        return ops.copy(self)

    def to(self, device):
        """This tensor on another device (itself, shared, when already there)."""
        return ops.to_device(self, device)

    def to_device(self, device, /, *, stream=None):
        """The array API's name for `to`; Kiln orders work itself, so `stream` must be None."""
        if stream is not None:
            raise ValueError("Kiln takes no stream here (its evals are ordered per device)")
        return ops.to_device(self, device)

    def reshape(self, *shape):
        return ops.reshape(self, shape[0] if len(shape) == 1 else shape)

    def flatten(self):
        return ops.reshape(self, -1)

    def transpose(self, *axes):
        if len(axes) == 1 and (axes[0] is None or not isinstance(axes[0], int)):
            axes = axes[0]
        return ops.transpose(self, axes or None)

    @property
    def T(self):
        return ops.transpose(self)  # all axes reversed, as NumPy (the array API asks only 2-D)

    @property
    def real(self):
        """The real parts (float32 of complex64, float64 of complex128); a real tensor itself."""
        return ops.real(self)

    @property
    def imag(self):
        """The imaginary parts; zeros for a real tensor."""
        return ops.imag(self)

    def conj(self):
        return ops.conj(self)

    @property
    def mT(self):
        """The last two axes swapped (a view)."""
        from .manipulation import matrix_transpose
        return matrix_transpose(self)

    def squeeze(self, axis=None):
        return ops.squeeze(self, axis)

    def sum(self, axis=None, keepdims=False, *, dtype=None):
        return ops.sum(self, axis, keepdims, dtype=dtype)

    def prod(self, axis=None, keepdims=False, *, dtype=None):
        return ops.prod(self, axis, keepdims, dtype=dtype)

    def mean(self, axis=None, keepdims=False):
        return ops.mean(self, axis, keepdims)

    def max(self, axis=None, keepdims=False):
        return ops.max(self, axis, keepdims)

    def min(self, axis=None, keepdims=False):
        return ops.min(self, axis, keepdims)

    def all(self, axis=None, keepdims=False):
        return ops.all(self, axis, keepdims)

    def any(self, axis=None, keepdims=False):
        return ops.any(self, axis, keepdims)

    def argmax(self, axis=None, keepdims=False):
        return ops.argmax(self, axis, keepdims)

    def argmin(self, axis=None, keepdims=False):
        return ops.argmin(self, axis, keepdims)

    # ---- operators ----

    def __neg__(self):
        return ops.negative(self)

    def __pos__(self):
        return self.__copy__()

    def __abs__(self):
        return ops.abs(self)

    def __invert__(self):
        # As NumPy: ~ on bool is logical not, on integers bitwise not.
        return ops.logical_not(self) if self.dtype is dtypes.bool_ else ops.bitwise_not(self)


def _nest(flat, shape):
    """Row-major flat values as nested lists of the given shape (any extent may be 0)."""
    if len(shape) == 1:
        return flat
    step = len(flat) // shape[0] if shape[0] else 0
    return [_nest(flat[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])]


def _binary_operator(dunder, op, reflected=False):
    def method(self, other):
        if not ops.is_operand(other):
            return NotImplemented  # lets Python try the other operand, then raise TypeError
        fn = getattr(ops, op)
        return fn(other, self) if reflected else fn(self, other)
    method.__name__, method.__qualname__ = dunder, "Tensor." + dunder
    return method


def _inplace_operator(dunder, op):
    def method(self, other):
        if not ops.is_operand(other):
            return NotImplemented
        result = getattr(ops, op)(self, other)
        if result.dtype is not self.dtype or result.shape != self.shape:
            raise TypeError("%s would change %s %s into %s %s; in-place operators keep the dtype and shape"
                            % (dunder, self.dtype, self.shape, result.dtype, result.shape))
        self._rebind(result)
        return self
    method.__name__, method.__qualname__ = dunder, "Tensor." + dunder
    return method


def _fast(op, method, reflected=False):
    """With kiln._native: the C form of an operator method, which goes to libkiln directly for
    tensors and Python numbers and calls `method` for anything else."""
    fast = native.op(op, method, reflected=reflected) if native else None
    if fast is None:
        return method
    return functools.update_wrapper(fast, method)


# Arithmetic and bitwise operators, each with its reflected form; comparisons return tensors.
for _dunder, _op in [("add", "add"), ("sub", "subtract"), ("mul", "multiply"), ("truediv", "divide"),
                     ("floordiv", "floor_divide"), ("mod", "remainder"), ("pow", "power"),
                     ("matmul", "matmul"), ("and", "bitwise_and"), ("or", "bitwise_or"),
                     ("xor", "bitwise_xor"), ("lshift", "left_shift"), ("rshift", "right_shift")]:
    setattr(Tensor, "__%s__" % _dunder, _fast(_op, _binary_operator("__%s__" % _dunder, _op)))
    setattr(Tensor, "__r%s__" % _dunder,
            _fast(_op, _binary_operator("__r%s__" % _dunder, _op, reflected=True), reflected=True))
    setattr(Tensor, "__i%s__" % _dunder, _inplace_operator("__i%s__" % _dunder, _op))
for _dunder, _op in [("eq", "equal"), ("ne", "not_equal"), ("lt", "less"), ("le", "less_equal"),
                     ("gt", "greater"), ("ge", "greater_equal")]:
    setattr(Tensor, "__%s__" % _dunder, _fast(_op, _binary_operator("__%s__" % _dunder, _op)))
Tensor.__neg__ = _fast("negative", Tensor.__neg__)
Tensor.__abs__ = _fast("abs", Tensor.__abs__)
del _dunder, _op
if native:
    native.set_tensor_class(Tensor)  # what the C ops return

# Imported last: these modules build on Tensor, and Tensor's methods call into them.
from . import dlpack, formatting, indexing, ops  # noqa: E402
