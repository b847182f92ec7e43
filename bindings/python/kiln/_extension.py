"""The optional C extension kiln._native (bindings/python/native/): Tensor's C base, the unary and
binary ops and operators without ctypes, and DLPack capsules with a C destructor. Where it is not
built, or KILN_PYTHON_EXTENSION=off, everything runs through ctypes as before.

KILN_PYTHON_EXTENSION: unset (use kiln._native when it imports), "off" (never), "on" (must
import), or the path of a built module, which must load (how ctest picks the one CMake built).
"""
import importlib.util
import os
import sys

from . import errors
from ._capi import kiln_tensor, lib

_OFF = ("0", "off", "no", "false")
_ON = ("1", "on", "yes", "true")


def _import(setting):
    if setting and setting.lower() not in _ON:  # a path
        spec = importlib.util.spec_from_file_location(__package__ + "._native", setting)
        if spec is None:
            raise ImportError("KILN_PYTHON_EXTENSION=%s is not a loadable module" % setting)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        sys.modules[spec.name] = module
        return module
    from . import _native
    return _native


def _load():
    setting = os.environ.get("KILN_PYTHON_EXTENSION", "").strip()
    if setting.lower() in _OFF:
        return None
    try:
        module = _import(setting)
        module.init(lib._name, kiln_tensor, errors.status_error)
    except ImportError:
        if setting:  # asked for: a silent fallback would hide a broken build
            raise
        return None
    return module


native = _load()
"""The kiln._native module in use, or None (the ctypes path)."""
