"""The array API's fft extension (numpy.fft's names and results) over kiln_fft, kiln_rfft and
kiln_irfft. Transforms keep complex64/complex128; float64, integers and bool transform in
complex128, the narrower floats in complex64. `norm` is "backward" (the default: the inverse
scales by 1/n), "ortho" or "forward".

    import kiln
    spectrum = kiln.fft.rfft(kiln.asarray([1.0, 2.0, 3.0, 4.0]))
"""
import operator

from . import ops
from ._capi import lib
from .creation import arange, asarray, int64_array
from .manipulation import roll
from .tensor import Tensor

__all__ = ["fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft", "fftfreq", "rfftfreq",
           "fftshift", "ifftshift"]

_NORMS = {"backward": 0, "ortho": 1, "forward": 2}  # kiln_fft_norm
_SWAPPED = {"backward": "forward", "ortho": "ortho", "forward": "backward"}


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


def _norm(norm):
    try:
        return _NORMS[norm]
    except (KeyError, TypeError):
        raise ValueError("norm must be 'backward', 'ortho' or 'forward', not %r" % (norm,)) from None


def _one_axis(n, axis):
    """(axes, count, lengths) for the one-axis transforms."""
    lengths = None if n is None else int64_array([operator.index(n)])
    return int64_array([operator.index(axis)]), 1, lengths


def _many_axes(x, s, axes):
    """(axes, count, lengths) for the n-d transforms: numpy.fft's rule, s without axes names the
    last len(s) axes."""
    if axes is None and s is not None:
        axes = range(-len(s), 0)
    if axes is not None:
        axes = [operator.index(a) for a in axes]
        if s is not None and len(s) != len(axes):
            raise ValueError("s and axes must have the same length, got %d and %d" % (len(s), len(axes)))
    lengths = None if s is None else int64_array([operator.index(n) for n in s])
    if axes is None:
        return None, 0, None
    return int64_array(axes), len(axes), lengths


def _complex(x, axes, count, lengths, norm, inverse):
    return Tensor._from_call(lib.kiln_fft, _tensor(x)._handle, axes, count, lengths, _norm(norm), bool(inverse))


def fft(x, /, *, n=None, axis=-1, norm="backward"):
    return _complex(x, *_one_axis(n, axis), norm, False)


def ifft(x, /, *, n=None, axis=-1, norm="backward"):
    return _complex(x, *_one_axis(n, axis), norm, True)


def fftn(x, /, *, s=None, axes=None, norm="backward"):
    return _complex(x, *_many_axes(x, s, axes), norm, False)


def ifftn(x, /, *, s=None, axes=None, norm="backward"):
    return _complex(x, *_many_axes(x, s, axes), norm, True)


def rfft(x, /, *, n=None, axis=-1, norm="backward"):
    return Tensor._from_call(lib.kiln_rfft, _tensor(x)._handle, *_one_axis(n, axis), _norm(norm))


def irfft(x, /, *, n=None, axis=-1, norm="backward"):
    return Tensor._from_call(lib.kiln_irfft, _tensor(x)._handle, *_one_axis(n, axis), _norm(norm))


def rfftn(x, /, *, s=None, axes=None, norm="backward"):
    return Tensor._from_call(lib.kiln_rfft, _tensor(x)._handle, *_many_axes(x, s, axes), _norm(norm))


def irfftn(x, /, *, s=None, axes=None, norm="backward"):
    return Tensor._from_call(lib.kiln_irfft, _tensor(x)._handle, *_many_axes(x, s, axes), _norm(norm))


def hfft(x, /, *, n=None, axis=-1, norm="backward"):
    """The transform of a Hermitian-symmetric signal given by its first half: a real spectrum."""
    _norm(norm)
    return irfft(ops.conj(_tensor(x)), n=n, axis=axis, norm=_SWAPPED[norm])


def ihfft(x, /, *, n=None, axis=-1, norm="backward"):
    """The inverse of hfft: the first n/2 + 1 points of a real signal's Hermitian-symmetric inverse."""
    _norm(norm)
    return ops.conj(rfft(x, n=n, axis=axis, norm=_SWAPPED[norm]))


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """The sample frequencies of an n-point transform: [0, 1, ..., -(n // 2), ..., -1] / (d n)."""
    n = operator.index(n)
    if n < 1:
        raise ValueError("fftfreq: n must be at least 1, got %d" % n)
    k = arange(n, dtype=dtype or "float32", device=device)
    wrapped = ops.where(k >= (n + 1) // 2, k - n, k)  # the upper half are the negative frequencies
    return wrapped / (d * n)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """The sample frequencies of rfft's n-point transform: [0, 1, ..., n // 2] / (d n)."""
    n = operator.index(n)
    if n < 1:
        raise ValueError("rfftfreq: n must be at least 1, got %d" % n)
    return arange(n // 2 + 1, dtype=dtype or "float32", device=device) / (d * n)


def _shift(x, axes, sign):
    x = _tensor(x)
    if axes is None:
        axes = range(x.ndim)
    elif not isinstance(axes, (list, tuple, range)):
        axes = [axes]
    axes = [operator.index(a) for a in axes]
    shifts = [sign * (x.shape[a] // 2) for a in axes]
    return roll(x, shifts, axis=axes) if axes else x


def fftshift(x, /, *, axes=None):
    """The zero frequency moved to the middle (a roll by n // 2 along each axis; None: every axis)."""
    return _shift(x, axes, 1)


def ifftshift(x, /, *, axes=None):
    """The inverse of fftshift."""
    return _shift(x, axes, -1)
