"""Kiln's caches in KILN_PIPELINE_CACHE_DIR: the Vulkan pipeline cache file (written at exit,
read by the next process, ignored when unusable, and off on request) and generated kernels'
SPIR-V (spirv/, one file a kernel: read back by the next process, recompiled over garbage)."""
import json
import math
import os
import subprocess
import sys

import pytest

import kiln

VULKAN = [d for d in kiln.devices() if d.label.startswith("vulkan")]
pytestmark = pytest.mark.skipif(not VULKAN, reason="no Vulkan device")

PROGRAM = "import kiln; d = kiln.device('vulkan:0'); print((kiln.asarray([1.0, 2.0], device=d) * 3).tolist())"
# Two elementwise ops in one eval: a fused kernel, generated and compiled at run time.
FUSED = ("import kiln; d = kiln.device('vulkan:0'); x = kiln.asarray([1.0, 2.0, -4.0], device=d); "
         "print(kiln.exp(x * 0.5 + 1.25).tolist())")


def run(folder, program=PROGRAM, expected=(3.0, 6.0)):
    env = {**os.environ, "KILN_PIPELINE_CACHE_DIR": str(folder)}
    out = subprocess.run([sys.executable, "-c", program], env=env, check=True, capture_output=True, text=True)
    assert json.loads(out.stdout) == pytest.approx(expected, rel=1e-6)


def test_written_at_exit_and_read_back(tmp_path):
    run(tmp_path)
    files = [f for f in tmp_path.iterdir() if f.name.startswith("pipelines-") and f.suffix == ".bin"]
    assert len(files) == 1 and files[0].stat().st_size >= 32  # at least the driver's header
    run(tmp_path)  # starts from the file
    assert not [f for f in tmp_path.iterdir() if ".tmp." in f.name]


def test_a_corrupt_file_is_ignored(tmp_path):
    run(tmp_path)
    (cache,) = [f for f in tmp_path.iterdir() if f.name.startswith("pipelines-")]
    cache.write_bytes(b"not a pipeline cache" * 10)
    run(tmp_path)


def test_off_writes_nothing(tmp_path):
    env = {**os.environ, "KILN_PIPELINE_CACHE_DIR": "off", "HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path)}
    subprocess.run([sys.executable, "-c", PROGRAM], env=env, check=True, capture_output=True)
    assert not (tmp_path / "kiln").exists() and not (tmp_path / ".cache" / "kiln").exists()  # (Mesa keeps its own)


def test_generated_kernels_spirv_is_read_back_and_survives_garbage(tmp_path):
    expected = [math.exp(v * 0.5 + 1.25) for v in (1.0, 2.0, -4.0)]
    run(tmp_path, FUSED, expected)
    spirv = sorted((tmp_path / "spirv").iterdir())
    assert spirv and all(f.suffix == ".spv" for f in spirv)
    stored = {f.name: f.read_bytes() for f in spirv}
    run(tmp_path, FUSED, expected)  # read back: nothing new, nothing rewritten
    assert {f.name: f.read_bytes() for f in (tmp_path / "spirv").iterdir()} == stored
    for f in spirv:
        f.write_bytes(b"\x03\x02\x23\x07" + b"garbage" * 9)
    run(tmp_path, FUSED, expected)  # compiled again, and stored again
    assert {f.name: f.read_bytes() for f in (tmp_path / "spirv").iterdir()} == stored
