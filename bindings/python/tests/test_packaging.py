"""The package builds offline with setuptools (pip --no-build-isolation), with its C extension
kiln._native; a wheel made with libkiln.so.1 copied into kiln/ carries both and loads them without
KILN_LIBRARY_PATH."""
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
    # The extension ties the wheel to this interpreter: cp311-cp311-linux_x86_64 on Debian 12.
    tag = "cp%d%d" % sys.version_info[:2]
    assert os.path.basename(wheel).startswith("kiln-%s-%s-%s-linux" % (kiln.__version__, tag, tag))
    names = zipfile.ZipFile(wheel).namelist()
    assert "kiln/libkiln.so.1" in names
    assert any(n.startswith("kiln/_native.") and n.endswith(".so") for n in names)

    pip("install", "--target", str(tmp_path / "site"), wheel, cwd=tmp_path)
    env = {k: v for k, v in os.environ.items() if k not in ("KILN_LIBRARY_PATH", "PYTHONPATH")}
    env["PYTHONPATH"] = str(tmp_path / "site")
    env["KILN_PYTHON_EXTENSION"] = "on"  # the wheel's kiln._native must load
    code = "import kiln; print(kiln._capi.lib._name); print(kiln._extension.native.__file__); print(kiln.arange(4).sum())"
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    library, extension, total = done.stdout.split()
    assert library == str(tmp_path / "site" / "kiln" / "libkiln.so.1") and total == "6"
    assert extension.startswith(str(tmp_path / "site" / "kiln" / "_native."))


def test_pure_install_without_the_library(tmp_path):
    src = tmp_path / "src"
    copy_sources(src)
    pip("install", "--target", str(tmp_path / "site"), str(src), cwd=tmp_path)
    installed = sorted(os.listdir(tmp_path / "site" / "kiln"))
    assert "tensor.py" in installed and "libkiln.so.1" not in installed
