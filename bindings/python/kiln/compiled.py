"""kiln.compile: a function traced once per input signature into a captured graph
(kiln_placeholder, kiln_function_*), then called without running its Python ops again.

    @kiln.compile
    def step(w, x, y):
        loss = ((x @ w - y) ** 2).mean()
        return loss, w - 0.01 * (2 / len(x)) * x.T @ (x @ w - y)

The first call with tensors of given shapes, dtypes and devices runs `fun` on placeholders:
tensors with no values, which refuse to evaluate. Kiln copies the graph it built; later calls
with like tensors build that graph on their arguments in one C call and return lazy results,
which evaluate and fuse as the graph built op by op would. The parts that reach no argument
(constants) are computed once and kept with the compiled function.

So `fun` must not read values while it builds (`item()`, `bool(x)`, `numpy()`, printing): that
raises InvalidArgumentError on the first call. Arguments that are not tensors (numbers,
strings, tuples of them) are part of the signature: each value traces anew.
"""
import ctypes
import functools

from ._capi import kiln_function, kiln_tensor, lib
from .creation import int64_array
from .ops import _handles
from .tensor import Tensor

__all__ = ["compile"]

_release = lib["kiln_function_release"]
_release.argtypes = [kiln_function]
_release.restype = ctypes.c_int


class _Captured:
    """One traced signature: the kiln_function and how to give its outputs back."""

    __slots__ = ("handle", "output_count", "single")

    def __init__(self, handle, output_count, single):
        self.handle = handle
        self.output_count = output_count
        self.single = single  # fun returned one tensor, not a tuple or list

    def __del__(self, _release=_release):
        if self.handle is not None:
            _release(self.handle)
            self.handle = None

    def call(self, tensors):
        results = (kiln_tensor * self.output_count)()
        lib.kiln_function_call(self.handle, _handles(tensors), len(tensors), results, self.output_count)
        outputs = [Tensor(results[i]) for i in range(self.output_count)]  # kiln_tensor items
        return outputs[0] if self.single else tuple(outputs)


def _signature(arg):
    if isinstance(arg, Tensor):
        return ("tensor", arg.shape, arg.dtype, arg.device)
    try:
        hash(arg)
    except TypeError:
        raise TypeError("kiln.compile: arguments are tensors or hashable values (they key the trace), got %r"
                        % type(arg).__name__) from None
    return ("value", type(arg), arg)


def _placeholder(like):
    shape = like.shape
    return Tensor._from_call(lib.kiln_placeholder, int64_array(shape), len(shape), like.dtype.code,
                             like.device._handle)


def _capture(fun, args):
    traced = [_placeholder(a) if isinstance(a, Tensor) else a for a in args]
    out = fun(*traced)
    single = isinstance(out, Tensor)
    outputs = [out] if single else list(out) if isinstance(out, (tuple, list)) else None
    if not outputs or not all(isinstance(o, Tensor) for o in outputs):
        raise TypeError("kiln.compile: the function returns a tensor or a non-empty tuple or list of tensors")
    inputs = [t for t in traced if isinstance(t, Tensor)]
    handle = kiln_function()
    lib.kiln_function_create(_handles(inputs), len(inputs), _handles(outputs), len(outputs), ctypes.byref(handle))
    return _Captured(handle, len(outputs), single)


def compile(fun):
    """`fun` traced once per signature of its positional arguments (see the module's doc)."""
    traces = {}

    @functools.wraps(fun)
    def compiled(*args):
        key = tuple(_signature(a) for a in args)
        captured = traces.get(key)
        if captured is None:
            captured = traces[key] = _capture(fun, args)
        return captured.call([a for a in args if isinstance(a, Tensor)])

    return compiled
