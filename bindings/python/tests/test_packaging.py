"""The package builds offline with setuptools (pip --no-build-isolation), and a wheel made with
libkiln.so.1 copied into kiln/ carries it and loads it without KILN_LIBRARY_PATH."""
import glob
import os
import shutil
import subprocess
import sys
import zipfile

import pytest

import kiln

SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def have(module):
    done = subprocess.run([sys.executable, "-c", "import %s" % module], capture_output=True)
    return done.returncode == 0


pytestmark = pytest.mark.skipif(not all(have(m) for m in ("pip", "setuptools", "wheel")),
                                reason="needs Debian's python3-pip, python3-setuptools and python3-wheel")


def pip(*args, cwd):
    done = subprocess.run([sys.executable, "-m", "pip", *args, "--no-build-isolation", "--no-index", "--no-deps",
                           "--disable-pip-version-check", "-q"], cwd=cwd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def copy_sources(into):
    # A copy, so that setuptools' in-tree build files never land in the source tree.
    shutil.copytree(SOURCE, into, ignore=shutil.ignore_patterns("tests", "build", "dist", "*.egg-info", "__pycache__",
                                                                 "libkiln.so*", ".pytest_cache"))


def test_wheel_bundles_the_library(tmp_path):
    src = tmp_path / "src"
    copy_sources(src)
    shutil.copy(kiln._capi.lib._name, src / "kiln" / "libkiln.so.1")
    pip("wheel", "-w", str(tmp_path / "dist"), str(src), cwd=tmp_path)
    (wheel,) = glob.glob(str(tmp_path / "dist" / "*.whl"))
    assert os.path.basename(wheel).startswith("kiln-%s-py3-none-linux" % kiln.__version__)
    assert "kiln/libkiln.so.1" in zipfile.ZipFile(wheel).namelist()

    pip("install", "--target", str(tmp_path / "site"), wheel, cwd=tmp_path)
    env = {k: v for k, v in os.environ.items() if k not in ("KILN_LIBRARY_PATH", "PYTHONPATH")}
    env["PYTHONPATH"] = str(tmp_path / "site")
    done = subprocess.run([sys.executable, "-c", "import kiln; print(kiln._capi.lib._name); print(kiln.arange(4).sum())"],
                          env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(tmp_path / "site" / "kiln" / "libkiln.so.1"), "6"]


def test_pure_install_without_the_library(tmp_path):
    src = tmp_path / "src"
    copy_sources(src)
    pip("install", "--target", str(tmp_path / "site"), str(src), cwd=tmp_path)
    installed = sorted(os.listdir(tmp_path / "site" / "kiln"))
    assert "tensor.py" in installed and "libkiln.so.1" not in installed
