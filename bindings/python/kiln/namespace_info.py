"""`__array_namespace_info__()`: what the array API standard lets a caller ask about Kiln."""
from . import dtypes
from .device import default_device, device as _device, devices as _devices

__all__ = ["__array_namespace_info__"]

# The dtypes the standard defines; Kiln's others (float16, bfloat16) are left out of dtypes().
_STANDARD = (dtypes.bool_, dtypes.int8, dtypes.int16, dtypes.int32, dtypes.int64, dtypes.uint8, dtypes.uint16,
             dtypes.uint32, dtypes.uint64, dtypes.float32, dtypes.float64, dtypes.complex64, dtypes.complex128)

class _Info:
    """The inspection object of the array API standard (2024.12)."""

    def capabilities(self):
        return {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self):
        return default_device()

    def devices(self):
        return list(_devices())

    def default_dtypes(self, *, device=None):
        _device(device)  # an unknown device is an error here too
        return {"real floating": dtypes.float32, "complex floating": dtypes.complex64,
                "integral": dtypes.int64, "indexing": dtypes.int64}

    def dtypes(self, *, device=None, kind=None):
        """Name -> dtype for the dtypes `device` supports, optionally of one kind (a kind name,
        'integral', 'numeric', or a tuple of kinds)."""
        from .dtype_queries import isdtype
        supported = [d for d in _device(device).dtypes if d in _STANDARD]  # not float16, bfloat16
        if kind is None:
            chosen = supported
        else:
            chosen = [d for d in supported if isdtype(d, kind)]
        return {("bool" if d is dtypes.bool_ else d.name): d for d in chosen}


def __array_namespace_info__():
    return _Info()
