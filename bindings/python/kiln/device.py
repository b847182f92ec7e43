"""Devices: the CPU (always index 0) and each Vulkan GPU, as the library enumerates them."""
import collections
import ctypes

from . import dtypes
from ._capi import DeviceKind, kiln_device, kiln_device_info, kiln_memory_stats, lib

__all__ = ["Device", "MemoryStats", "device", "devices", "default_device", "set_default_device"]

# device_allocations: driver allocations so far (library 1.3; a steady loop adds none).
MemoryStats = collections.namedtuple(
    "MemoryStats", "active_bytes peak_bytes cached_bytes limit_bytes device_allocations"
)


class Device:
    """A CPU or Vulkan device. Device handles live as long as the process, so these objects are
    interned: there is one per device index."""

    _by_index = {}
    _by_handle = {}  # device handles never change, so lookups skip kiln_device_get_info

    def __new__(cls, handle):
        known = cls._by_handle.get(handle.value)
        if known is not None:
            return known
        info = kiln_device_info(struct_size=ctypes.sizeof(kiln_device_info))
        lib.kiln_device_get_info(handle, ctypes.byref(info))
        existing = cls._by_index.get(info.index)
        if existing is not None:
            cls._by_handle[handle.value] = existing
            return existing
        self = super().__new__(cls)
        self._handle = kiln_device(handle.value)
        self.index = info.index
        self.kind = "cpu" if info.kind == DeviceKind.CPU else "vulkan"
        self.label = info.label.decode()
        self.name = info.name.decode()
        self.memory_bytes = info.memory_bytes
        self.host_visible = bool(info.host_visible)
        self.cooperative_matrix = bool(info.cooperative_matrix)
        self.subgroup_size = info.subgroup_size
        self.max_buffer_range = info.max_buffer_range
        # Since 1.3; None from an older library (its struct_size does not cover them).
        self.driver_name = info.driver_name.decode() if info.driver_name else None
        self.driver_version = info.driver_version.decode() if info.driver_version else None
        self.dtypes = tuple(d for d in dtypes.DTYPES if info.dtype_mask & (1 << d.code))
        cls._by_index[self.index] = cls._by_handle[handle.value] = self
        return self

    def supports(self, dtype):
        return dtypes.as_dtype(dtype) in self.dtypes

    def memory_stats(self):
        stats = kiln_memory_stats(struct_size=ctypes.sizeof(kiln_memory_stats))
        lib.kiln_device_memory_stats(self._handle, ctypes.byref(stats))
        return MemoryStats(
            stats.active_bytes, stats.peak_bytes, stats.cached_bytes, stats.limit_bytes, stats.device_allocations
        )

    def set_memory_limit(self, limit_bytes):
        """Caps the bytes tensors may hold on this device; 0 or None removes the cap."""
        lib.kiln_device_set_memory_limit(self._handle, int(limit_bytes or 0))

    def clear_cache(self):
        """Gives back the device's cached memory blocks, and drops the Python scalars kept on it
        for reuse (operators share one weak-scalar tensor per value)."""
        from . import ops
        ops._forget_weak_scalars(self)
        lib.kiln_device_clear_cache(self._handle)

    def __repr__(self):
        return "Device(%r, name=%r)" % (self.label, self.name)

    def __str__(self):
        return self.label

    def __reduce__(self):  # pickles as its label
        return device, (self.label,)


def _get(fn, *args):
    out = kiln_device()
    fn(*args, ctypes.byref(out))
    return Device(out)


def devices():
    """Every device, the CPU first."""
    count = ctypes.c_size_t()
    lib.kiln_device_count(ctypes.byref(count))
    return [_get(lib.kiln_device_get, i) for i in range(count.value)]


def default_device():
    """KILN_DEVICE if set, else the first real GPU, else the CPU (or what set_default_device chose)."""
    return _get(lib.kiln_device_default)


def set_default_device(dev):
    lib.kiln_device_set_default(device(dev)._handle)


def device(spec=None):
    """A Device from a Device, a label ("cpu", "vulkan", "vulkan:1"), an index, or None (the default)."""
    if spec is None:
        return default_device()
    if isinstance(spec, Device):
        return spec
    if isinstance(spec, int):
        return _get(lib.kiln_device_get, spec)
    if isinstance(spec, str):
        return _get(lib.kiln_device_find, spec.encode())
    raise TypeError("expected a Device, a device label or an index, not %s" % type(spec).__name__)
