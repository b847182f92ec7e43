"""The Vulkan pipeline cache file (KILN_PIPELINE_CACHE_DIR): written at exit, read by the next
process, ignored when unusable, and off on request."""
import os
import subprocess
import sys

import pytest

import kiln

VULKAN = [d for d in kiln.devices() if d.label.startswith("vulkan")]
pytestmark = pytest.mark.skipif(not VULKAN, reason="no Vulkan device")

PROGRAM = "import kiln; d = kiln.device('vulkan:0'); print((kiln.asarray([1.0, 2.0], device=d) * 3).tolist())"


def run(folder):
    env = {**os.environ, "KILN_PIPELINE_CACHE_DIR": str(folder)}
    out = subprocess.run([sys.executable, "-c", PROGRAM], env=env, check=True, capture_output=True, text=True)
    assert out.stdout.strip() == "[3.0, 6.0]"


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
