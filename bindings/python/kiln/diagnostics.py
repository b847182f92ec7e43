"""Telemetry, debug checks and CPU fallbacks (the kiln_telemetry_*, kiln_debug_* and
kiln_fallback_* functions).

    events = []
    with kiln.diagnostics.subscribe(events.append):
        (x + 1).eval()
    # events: Event(kind='eval', phase='start', ...), ...
"""
import collections
import contextlib
import ctypes

from . import _capi
from ._capi import lib

__all__ = ["Event", "subscribe", "debug_flags", "set_debug", "fallback_policy", "set_fallback_policy",
           "op_support", "fallbacks"]

Event = collections.namedtuple(
    "Event", "kind phase id parent_id timestamp_ns duration_ns device bytes count name status")

_KIND_NAMES = {k.value: k.name.lower() for k in _capi.EventKind}


def _event(raw):
    from .device import Device
    e = raw.contents
    return Event(_KIND_NAMES.get(e.kind, e.kind), "stop" if e.phase == _capi.EventPhase.STOP else "start", e.id,
                 e.parent_id, e.timestamp_ns, e.duration_ns, Device(e.device) if e.device else None,
                 e.bytes, e.count, (e.name or b"").decode(), _capi.Status(e.status))


@contextlib.contextmanager
def subscribe(handler):
    """Calls handler(Event) for every telemetry event while the block runs. The handler runs on the
    thread whose Kiln call caused the event; an exception it raises is dropped (it cannot cross C)."""

    def trampoline(raw, _user_data):
        try:
            handler(_event(raw))
        except Exception:  # noqa: BLE001 - nothing may unwind into the library
            pass

    callback = _capi.kiln_telemetry_callback(trampoline)  # kept alive until unsubscribed
    subscription = ctypes.c_uint64()
    lib.kiln_telemetry_subscribe(callback, None, ctypes.byref(subscription))
    try:
        yield
    finally:
        lib.kiln_telemetry_unsubscribe(subscription)


def debug_flags():
    """The debug checks in force, as a set: {'bounds', 'nan'}."""
    flags = ctypes.c_uint32()
    lib.kiln_debug_get_flags(ctypes.byref(flags))
    return {f.name.lower() for f in _capi.DebugFlag if flags.value & f.value}


def set_debug(bounds=False, nan=False):
    """Switches the bounds check (kiln.take) and the NaN/infinity check (matmul, reductions)."""
    lib.kiln_debug_set_flags((_capi.DebugFlag.BOUNDS if bounds else 0) | (_capi.DebugFlag.NAN if nan else 0))


def fallback_policy():
    """'allow' (ops without a device kernel run on the CPU) or 'error'."""
    policy = ctypes.c_int()
    lib.kiln_fallback_get_policy(ctypes.byref(policy))
    return _capi.FallbackPolicy(policy.value).name.lower()


def set_fallback_policy(policy):
    lib.kiln_fallback_set_policy(_capi.FallbackPolicy[policy.upper()])


def op_support(device, op, dtype):
    """'native', 'fallback' or 'none': how device runs op (e.g. 'exp') on inputs of dtype."""
    from .dtypes import as_dtype
    support = ctypes.c_int()
    lib.kiln_device_op_support(device._handle, op.encode(), as_dtype(dtype).code, ctypes.byref(support))
    return _capi.OpSupport(support.value).name.lower()


def fallbacks(device):
    """The (op, dtype name) pairs that run on the CPU for device."""
    from .dtypes import DTYPES
    count = ctypes.c_size_t()
    lib.kiln_device_fallback_count(device._handle, ctypes.byref(count))
    names = {d.code: d.name for d in DTYPES}
    out = []
    for i in range(count.value):
        op, dtype = ctypes.c_char_p(), ctypes.c_int()
        lib.kiln_device_fallback_get(device._handle, i, ctypes.byref(op), ctypes.byref(dtype))
        out.append((op.value.decode(), names[dtype.value]))
    return out
