"""No handle leaks: 10^5 temporary tensors, evaluated and dropped, leave the device's active
bytes where they started."""
import gc

import kiln

TEMPORARIES = 100_000
PER_EXPRESSION = 7  # handles made by one expression in the loop below


def active_bytes(device):
    """The device's active bytes, less the Python scalars operators keep for reuse."""
    device.clear_cache()
    return device.memory_stats().active_bytes


def test_temporaries_are_released(device):
    x = kiln.asarray([1.0, 2.0, 3.0, 4.0], device=device).eval()
    gc.collect()
    baseline = active_bytes(device)
    made = 0
    while made < TEMPORARIES:
        # Seven handles each: two scalars, x + i, the product, the slice, its sum, the difference.
        # A leaked handle would keep its node, and so the node's storage once evaluated, alive.
        batch = [(x + i) * 2.0 - x[::2].sum() for i in range(100)]
        kiln.eval(batch)
        made += PER_EXPRESSION * len(batch)
        del batch
    gc.collect()
    assert active_bytes(device) == baseline


def test_close_releases_storage_at_once(device):
    gc.collect()
    baseline = active_bytes(device)
    with (kiln.zeros((1 << 16,), device=device) + 1).eval():
        assert device.memory_stats().active_bytes >= baseline + (1 << 18)
    assert active_bytes(device) == baseline


def test_dropping_the_last_reference_frees_at_once(device):
    # With the cyclic collector off, only reference counting frees: a reference cycle anywhere in
    # building, evaluating or reading a tensor would keep its device memory until gc.collect().
    x = kiln.asarray([1.0, 2.0, 3.0, 4.0] * 1024, device=device).eval()
    gc.collect()
    gc.disable()
    try:
        baseline = active_bytes(device)
        for _ in range(50):
            r = x + x
            r.eval()
            kiln.eval([r * 2.0, (r,)])
            r.numpy()
            assert device.memory_stats().active_bytes > baseline
            del r
            assert active_bytes(device) == baseline
    finally:
        gc.enable()
