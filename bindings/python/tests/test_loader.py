"""Finding libkiln.so.1: KILN_LIBRARY_PATH (a file or a directory), next to the package, then
the system loader path; a failure names every place tried. Each case runs in a fresh
interpreter, since the library is loaded once per process."""
import os
import subprocess
import sys

import pytest

import kiln

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(kiln.__file__)))
LOADED = kiln._capi.lib._name  # the path this process loaded


def run_python(code, library_path):
    env = dict(os.environ, PYTHONPATH=PACKAGE_ROOT)
    env.pop("KILN_LIBRARY_PATH", None)
    if library_path is not None:
        env["KILN_LIBRARY_PATH"] = library_path
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)


def test_library_is_loaded_once():
    from kiln._loader import load_library
    assert load_library() is load_library() is kiln._capi.lib


@pytest.mark.skipif(not os.path.isabs(LOADED), reason="library came from the system loader path")
@pytest.mark.parametrize("form", ["file", "directory"])
def test_env_var_file_or_directory(form):
    path = LOADED if form == "file" else os.path.dirname(LOADED)
    done = run_python("import kiln; print(kiln._capi.lib._name); print(kiln.asarray([1, 2]).sum().item())", path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.split()
    assert os.path.realpath(lines[0]) == os.path.realpath(os.path.join(os.path.dirname(LOADED), "libkiln.so.1")) \
        or os.path.realpath(lines[0]) == os.path.realpath(LOADED)
    assert lines[1] == "3"


def test_failure_names_every_place(tmp_path):
    packaged = os.path.join(PACKAGE_ROOT, "kiln", "libkiln.so.1")
    if os.path.exists(packaged):
        pytest.skip("a libkiln.so.1 ships inside the package")
    done = run_python("import kiln", str(tmp_path / "nowhere.so"))
    if done.returncode == 0:
        pytest.skip("libkiln.so.1 is installed on the system loader path")
    assert "LibraryNotFoundError" in done.stderr
    for place in ("KILN_LIBRARY_PATH: %s" % (tmp_path / "nowhere.so"), "package directory: " + packaged,
                  "system loader path: libkiln.so.1"):
        assert place in done.stderr
    caught = run_python("try:\n    import kiln\nexcept ImportError as e:\n    print(type(e).__name__)", str(tmp_path))
    assert caught.stdout.strip() == "LibraryNotFoundError"  # an ImportError, and a directory works as well
