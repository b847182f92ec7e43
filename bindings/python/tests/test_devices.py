"""Devices: listing, lookup, the default, memory statistics."""
import os
import subprocess
import sys

import pytest

import kiln


def test_listing():
    devs = kiln.devices()
    assert devs[0].kind == "cpu" and devs[0].label == "cpu" and devs[0].index == 0
    assert all(d.kind == "vulkan" and d.label == "vulkan:%d" % (i - 1) for i, d in enumerate(devs) if i)
    for d in devs:
        assert kiln.device(d.label) is d and kiln.device(d.index) is d and kiln.device(d) is d
        assert d.name and d.memory_bytes > 0 and kiln.float32 in d.dtypes and d.supports("float32")
        assert repr(d).startswith("Device(%r" % d.label) and str(d) == d.label
    if len(devs) > 1:
        assert kiln.device("vulkan") is devs[1]


def test_default_device_round_trip():
    before = kiln.default_device()
    assert kiln.device() is before and kiln.zeros(1).device is before
    try:
        for d in kiln.devices():
            kiln.set_default_device(d.label)
            assert kiln.default_device() is d
            assert kiln.asarray([1.0]).device is d and kiln.arange(3).device is d
    finally:
        kiln.set_default_device(before)


def test_memory_stats(device):
    # Cached numbers keep the constants their last ops made of them (a few bytes each), which an op
    # may replace: drop them first (clear_cache does) so that what follows counts only this test's.
    device.clear_cache()
    stats = device.memory_stats()
    assert isinstance(stats, kiln.MemoryStats) and stats.limit_bytes == 0
    x = (kiln.zeros((1 << 16,), device=device) + 1).eval()
    grown = device.memory_stats()
    assert grown.active_bytes >= stats.active_bytes + (1 << 18)
    assert grown.peak_bytes >= grown.active_bytes
    x.close()
    device.clear_cache()
    assert device.memory_stats().active_bytes == stats.active_bytes


def test_bad_devices():
    with pytest.raises(TypeError):
        kiln.device(1.5)
    with pytest.raises(kiln.InvalidArgumentError):
        kiln.zeros(2, device="gpu:9")


@pytest.mark.parametrize("value", ["gpu", "vulkan0", "vulkan:99"])
def test_unknown_kiln_device_is_an_error(value):
    """A KILN_DEVICE naming no device fails device selection instead of running on the default."""
    program = ("import kiln\n"
               "try:\n    kiln.asarray([1.0]).tolist()\nexcept kiln.InvalidArgumentError as e:\n    print('error:', e)\n"
               "kiln.set_default_device(kiln.device('cpu'))\nprint(kiln.asarray([1.0]).tolist())\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "KILN_DEVICE": value})
    assert done.returncode == 0, done.stderr
    first, second = done.stdout.splitlines()
    assert first.startswith("error:") and "KILN_DEVICE=\"%s\" names no device" % value in first and "cpu" in first
    assert second == "[1.0]"
