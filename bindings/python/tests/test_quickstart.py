"""examples/quickstart.py runs and agrees with NumPy, on the default device and on each device."""
import os
import subprocess
import sys

import pytest

import kiln

QUICKSTART = os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples", "quickstart.py")
PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(kiln.__file__)))


@pytest.mark.parametrize("label", [None] + [d.label for d in kiln.devices()])
def test_quickstart(label):
    env = dict(os.environ, PYTHONPATH=PACKAGE_ROOT, KILN_LIBRARY_PATH=kiln._capi.lib._name)
    if label:
        env["KILN_DEVICE"] = label
    done = subprocess.run([sys.executable, QUICKSTART], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.rstrip().endswith("OK")
    if label:
        assert "default device: %s" % label in done.stdout
