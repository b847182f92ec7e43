"""take, telemetry, debug checks and fallbacks through the Python layer, against NumPy."""
import os
import subprocess
import sys

import numpy as np
import pytest

import kiln
from kiln import diagnostics


@pytest.fixture(autouse=True)
def restore_switches():
    flags, policy = diagnostics.debug_flags(), diagnostics.fallback_policy()
    yield
    diagnostics.set_debug(bounds="bounds" in flags, nan="nan" in flags)
    diagnostics.set_fallback_policy(policy)


@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("dtype", ["float32", "int16", "uint8", "float64", "bool"])
def test_take_matches_numpy(device, rng, axis, dtype):
    x = (rng.standard_normal((4, 5, 3)) * 10).astype(dtype)
    n = x.shape[axis]
    idx = rng.integers(-n, n, size=(2, 3))
    got = kiln.take(kiln.asarray(x, device=device), kiln.asarray(idx, device=device), axis=axis)
    np.testing.assert_array_equal(np.asarray(got), np.take(x, idx, axis=axis))


def test_take_clamps_unless_bounds_are_checked(device):
    x = kiln.asarray([10.0, 20.0, 30.0], device=device)
    diagnostics.set_debug(bounds=False)
    assert np.asarray(kiln.take(x, [7, -9, 1])).tolist() == [30.0, 10.0, 20.0]
    diagnostics.set_debug(bounds=True)
    with pytest.raises(kiln.IndexOutOfRangeError, match="take: index 7"):
        kiln.take(x, [7, 0]).eval()


def test_nan_check_names_the_reduction(device):
    diagnostics.set_debug(nan=True)
    assert diagnostics.debug_flags() == {"nan"}
    with pytest.raises(kiln.NonFiniteError, match="sum") as info:
        kiln.sum(kiln.asarray([np.inf, -np.inf], device=device)).eval()
    assert isinstance(info.value, FloatingPointError)


def test_telemetry_events_pair_up(device):
    events = []
    x = kiln.asarray(np.arange(6, dtype=np.float32), device=device)
    with diagnostics.subscribe(events.append):
        y = (x * 2 + 1).eval()
    (x + 1).eval()  # after the block: not seen
    evals = [e for e in events if e.kind == "eval"]
    assert [e.phase for e in evals] == ["start", "stop"]
    fused = any(e.kind == "fusion" for e in events)  # x * 2 + 1 as one generated kernel (Vulkan)
    assert evals[0].id == evals[1].id and evals[1].count == (1 if fused else 2) and evals[1].device == device
    inside = [e for e in events if e.kind == "allocation" and e.phase == "start" and e.parent_id == evals[0].id]
    # x * 2 allocates; + 1 then runs in place in its memory (core/eval_memory.h). The scalars' constants come before.
    assert [e.bytes for e in inside] == [24]
    assert np.asarray(y).tolist() == [1, 3, 5, 7, 9, 11]


def test_fallbacks_follow_the_policy(device):
    x = kiln.asarray([0.5, 1.5], dtype="float64", device=device)
    support = diagnostics.op_support(device, "exp", "float64")
    listed = ("exp", "float64") in diagnostics.fallbacks(device)
    assert listed == (support == "fallback")
    events = []
    with diagnostics.subscribe(events.append):
        got = np.asarray(kiln.exp(x))
    np.testing.assert_allclose(got, np.exp([0.5, 1.5]), rtol=1e-15)
    assert any(e.kind == "fallback" and e.name == "exp" for e in events) == (support == "fallback")
    diagnostics.set_fallback_policy("error")
    if support == "fallback":
        with pytest.raises(kiln.UnsupportedError, match="exp"):
            kiln.exp(x).eval()
    else:
        kiln.exp(x).eval()


def _flags_in_child(env):
    code = "import kiln; print(sorted(kiln.diagnostics.debug_flags()), kiln.diagnostics.fallback_policy())"
    out = subprocess.run([sys.executable, "-c", code], env={**os.environ, **env}, check=True, capture_output=True,
                         text=True)
    return out.stdout.strip()


def test_environment_switches_are_read_at_load():
    assert _flags_in_child({"KILN_DEBUG": "bounds,nan", "KILN_FALLBACK": "error"}) == "['bounds', 'nan'] error"
    assert _flags_in_child({"KILN_DEBUG": "nan", "KILN_FALLBACK": "allow"}) == "['nan'] allow"
    assert _flags_in_child({"KILN_DEBUG": "", "KILN_FALLBACK": ""}) == "[] allow"


def test_info_is_the_kiln_info_report():
    text = kiln.info()
    assert text.startswith("Kiln %d.%d.%d\n" % kiln.library_version())
    assert "cpu" in text and "driver: kiln-cpu, version " in text and "falls back to the CPU: " in text
    for device in kiln.devices():
        assert device.label in text and device.driver_name and device.driver_version
        assert "driver: %s, version %s\n" % (device.driver_name, device.driver_version) in text
    if any(d.label.startswith("vulkan") for d in kiln.devices()):  # Kiln's caches, where they are
        assert "  pipeline cache: " in text and "  generated kernels' SPIR-V: " in text
        # The tensor-core line: lavapipe has none; a GPU names the dtypes matmul runs on them.
        lines = [l for l in text.splitlines() if l.startswith("  tensor cores: ")]
        assert lines and all(l[len("  tensor cores: "):] for l in lines), text
        if any("llvmpipe" in d.driver_name for d in kiln.devices()):
            assert "  tensor cores: none\n" in text
