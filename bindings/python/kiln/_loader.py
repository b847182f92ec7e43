"""Finds and loads libkiln.so.1 once per process."""
import ctypes
import functools
import os

SONAME = "libkiln.so.1"


class LibraryNotFoundError(ImportError):
    """libkiln.so.1 could not be loaded from any of the places searched."""


def _candidates():
    """(description, path) pairs in search order."""
    env = os.environ.get("KILN_LIBRARY_PATH")
    if env:
        path = os.path.join(env, SONAME) if os.path.isdir(env) else env
        yield "KILN_LIBRARY_PATH", path
    # Where a wheel or `pip install` puts the library: inside the package.
    yield "package directory", os.path.join(os.path.dirname(os.path.abspath(__file__)), SONAME)
    # A bare soname lets the dynamic loader search LD_LIBRARY_PATH, ld.so.cache and the defaults.
    yield "system loader path", SONAME


@functools.lru_cache(maxsize=None)
def load_library():
    """The one ctypes.CDLL for libkiln.so.1; raises LibraryNotFoundError naming every place tried."""
    tried = []
    for where, path in _candidates():
        if os.sep in path and not os.path.exists(path):
            tried.append("%s: %s (no such file)" % (where, path))
            continue
        try:
            return ctypes.CDLL(path)
        except OSError as exc:
            tried.append("%s: %s (%s)" % (where, path, exc))
    raise LibraryNotFoundError(
        "cannot load %s; looked in:\n  %s\nSet KILN_LIBRARY_PATH to the library file or its directory."
        % (SONAME, "\n  ".join(tried)), name=SONAME)
