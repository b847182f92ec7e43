"""Exceptions for kiln_status codes, and the ctypes errcheck that raises them.

Each subclass also derives from the builtin exception a Python caller would expect, so
`except ValueError` catches a shape mismatch and `except IndexError` an out-of-range axis.
"""
import ctypes

from ._loader import load_library

__all__ = [
    "KilnError", "InvalidArgumentError", "InvalidHandleError", "ShapeMismatchError",
    "UnsupportedDTypeError", "UnsupportedError", "OutOfMemoryError", "DeviceError",
    "IndexOutOfRangeError", "InternalError", "NonFiniteError", "check_status",
]


class KilnError(Exception):
    """A Kiln call failed. `status` is the kiln_status, `function` the C function that failed
    and `message` the text of kiln_last_error()."""

    code = None  # the kiln_status value; set by each subclass

    def __init__(self, message, function=None, code=None):
        super().__init__(message)
        self.message = message
        self.function = function
        if code is not None:
            self.code = code

    @property
    def status(self):
        # Imported here: _capi imports this module while it is being loaded.
        from ._capi import Status
        return Status(self.code) if self.code in Status._value2member_map_ else self.code


# Codes are the values of the kiln_status enum (kiln._capi.Status).
class InvalidArgumentError(KilnError, ValueError):
    code = 1


class InvalidHandleError(KilnError, ValueError):
    code = 2


class ShapeMismatchError(KilnError, ValueError):
    code = 3


class UnsupportedDTypeError(KilnError, TypeError):
    code = 4


class UnsupportedError(KilnError, NotImplementedError):
    code = 5


class OutOfMemoryError(KilnError, MemoryError):
    code = 6


class DeviceError(KilnError, RuntimeError):
    code = 7


class IndexOutOfRangeError(KilnError, IndexError):
    code = 8


class InternalError(KilnError, RuntimeError):
    code = 9


class NonFiniteError(KilnError, FloatingPointError):
    """A debug check (KILN_DEBUG=nan) found a NaN or infinity in a result."""
    code = 10


_BY_CODE = {cls.code: cls for cls in KilnError.__subclasses__()}


def _last_error_fn():
    # A private function object, so that this module needs nothing from _capi.
    fn = load_library()["kiln_last_error"]
    fn.argtypes = []
    fn.restype = ctypes.c_char_p
    return fn


_last_error = None


def last_error():
    """The calling thread's last error message from the library."""
    global _last_error
    if _last_error is None:
        _last_error = _last_error_fn()
    return (_last_error() or b"").decode("utf-8", "replace")


def python_name(function):
    """What this package calls C function `function`: kiln_add -> kiln.add, kiln_tensor_eval ->
    Tensor.eval, kiln_device_find -> Device.find."""
    short = function[len("kiln_"):] if function.startswith("kiln_") else function
    for prefix, owner in (("tensor_", "Tensor."), ("device_", "Device.")):
        if short.startswith(prefix):
            return owner + short[len(prefix):]
    return "kiln." + short


def describe(function, message):
    """The message a KilnError shows: this package's name for the call first, the library's text
    without its own "kiln_add: " lead, and the C function last, e.g.
    "kiln.add: cannot broadcast (2, 3) with (4,) [kiln_add]"."""
    lead = function + ": "
    detail = message[len(lead):] if message.startswith(lead) else message
    return "%s: %s [%s]" % (python_name(function), detail, function)


def status_error(code, function, message):
    """The KilnError subclass instance for status `code` of C function `function`, whose
    kiln_last_error() text was `message` (also what kiln._native raises)."""
    cls = _BY_CODE.get(code, KilnError)
    return cls(describe(function, message or "failed with status %d" % code), function, code)


def check_status(result, func, args):
    """ctypes errcheck: passes KILN_STATUS_OK through, raises the matching KilnError otherwise."""
    if result == 0:
        return result
    raise status_error(result, func.__name__, last_error())
