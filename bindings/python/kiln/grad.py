"""Function transformations, as MLX has them: kiln.grad, kiln.value_and_grad, kiln.vjp, kiln.jvp.

    def loss(params, x, y):
        w, b = params
        return ((x @ w + b - y) ** 2).mean()

    step = kiln.value_and_grad(loss)          # gradients with respect to argument 0
    value, (dw, db) = step([w, b], x, y)

`fun` takes tensors, lists, tuples or dicts of tensors, and other hashable values; it is traced
once per signature of its arguments (shapes, dtypes, devices, structure; other values by value),
as kiln.compile traces, and Kiln derives the gradient graph from the captured graph in C
(kiln_function_value_and_grad, _vjp, _jvp). Calls then build that graph in one C call; results
are lazy. So `fun` must not read values while it builds (see kiln.compile). Gradients flow
through float and complex values (complex as PyTorch: dL/dRe + i dL/dIm); an op without a rule
raises UnsupportedError naming it (docs/gradients.md lists every op's rule).
"""
import ctypes
import functools
import weakref

from ._capi import kiln_function, kiln_tensor, lib
from .compiled import _Captured, _placeholder, _signature
from .ops import _handles
from .tensor import Tensor

__all__ = ["grad", "value_and_grad", "vjp", "jvp", "stop_gradient"]


def stop_gradient(x):
    """x, through which no gradient passes (a view: nothing is copied)."""
    return Tensor._from_call(lib.kiln_stop_gradient, x._handle)


# --- argument trees: tensors inside lists, tuples and dicts ---------------------------------

def _flatten(tree, leaves):
    """The tree's structure (hashable), appending its tensors to leaves."""
    if isinstance(tree, (list, tuple)):
        return (type(tree), tuple(_flatten(t, leaves) for t in tree))
    if isinstance(tree, dict):
        return (dict, tuple((k, _flatten(tree[k], leaves)) for k in sorted(tree)))
    if isinstance(tree, Tensor):
        leaves.append(tree)
    return _signature(tree)  # ("tensor", ...) or ("value", type, value)


def _leaves(tree):
    leaves = []
    _flatten(tree, leaves)
    return leaves


def _unflatten(structure, leaves):
    """The tree of `structure` with tensors taken in order from the iterator leaves."""
    kind = structure[0]
    if kind == "tensor":
        return next(leaves)
    if kind == "value":
        return structure[2]
    if kind is dict:
        return {k: _unflatten(s, leaves) for k, s in structure[1]}
    return kind(_unflatten(s, leaves) for s in structure[1])


def _outputs(out, who):
    """fun's result as a flat list of tensors, and how to rebuild it."""
    leaves = []
    structure = _flatten(out, leaves)
    if not leaves:
        raise TypeError("kiln.%s: the function must return tensors" % who)
    return leaves, structure


class _Trace:
    """fun captured on placeholders for one signature: its kiln_function, the flat inputs and
    outputs, and the argument tree."""

    def __init__(self, fun, args, who):
        leaves = []
        self.structure = tuple(_flatten(a, leaves) for a in args)
        placeholders = iter([_placeholder(t) for t in leaves])
        traced = [_unflatten(s, placeholders) for s in self.structure]
        inputs = []
        for a in traced:
            _flatten(a, inputs)
        out = fun(*traced)
        outputs, self.out_structure = _outputs(out, who)
        self.input_count, self.output_count = len(inputs), len(outputs)
        # The flat inputs of each argument, for argnums.
        self.spans, start = [], 0
        for a in args:
            n = len(_leaves(a))
            self.spans.append(range(start, start + n))
            start += n
        handle = kiln_function()
        lib.kiln_function_create(_handles(inputs), len(inputs), _handles(outputs), len(outputs), ctypes.byref(handle))
        self.function = _Captured(handle, len(outputs), False)


def _derived(cache, fun, args, who, derive):
    """(trace, derived _Captured) for fun's signature on args, made once."""
    leaves = []
    key = tuple(_flatten(a, leaves) for a in args)
    per_fun = cache.setdefault(fun, {})
    found = per_fun.get(key)
    if found is None:
        trace = _Trace(fun, args, who)
        handle = kiln_function()
        derive(trace, handle)
        arity_in, arity_out = ctypes.c_size_t(), ctypes.c_size_t()
        lib.kiln_function_arity(handle, ctypes.byref(arity_in), ctypes.byref(arity_out))
        found = per_fun[key] = (trace, _Captured(handle, arity_out.value, False))
    return found[0], found[1], leaves


def _argnums(argnums, count, who):
    single = isinstance(argnums, int)
    nums = (argnums,) if single else tuple(argnums)
    if not nums:
        raise ValueError("kiln.%s: argnums is empty" % who)
    for n in nums:
        if not isinstance(n, int) or not -count <= n < count:
            raise ValueError("kiln.%s: argnums %r out of range for %d arguments" % (who, argnums, count))
    return single, tuple(n % count for n in nums)


def value_and_grad(fun, argnums=0):
    """A function returning (fun's value, the gradient of its loss): fun returns a 0-d float
    tensor (the loss), or a tuple or list whose first item is. The gradient is with respect to
    argument argnums (an int), or a tuple of them for a tuple of argnums; each has the argument's
    structure (a list of tensors gives a list of gradients)."""
    cache = weakref.WeakKeyDictionary() if _weakrefable(fun) else {}

    @functools.wraps(fun)
    def wrapped(*args):
        single, nums = _argnums(argnums, len(args), "value_and_grad")

        def derive(trace, handle):
            wrt = [i for n in nums for i in trace.spans[n]]
            lib.kiln_function_value_and_grad(trace.function.handle, (ctypes.c_size_t * len(wrt))(*wrt), len(wrt),
                                             ctypes.byref(handle))

        trace, derived, leaves = _derived(cache, fun, args, "value_and_grad", derive)
        results = derived.call(leaves)
        value = _unflatten(trace.out_structure, iter(results[:trace.output_count]))
        rest = iter(results[trace.output_count:])
        grads = tuple(_unflatten(trace.structure[n], rest) for n in nums)
        return value, grads[0] if single else grads

    return wrapped


def grad(fun, argnums=0):
    """A function returning the gradient of fun's loss (as value_and_grad, without the value)."""
    both = value_and_grad(fun, argnums)

    @functools.wraps(fun)
    def wrapped(*args):
        return both(*args)[1]

    return wrapped


_vjp_cache = weakref.WeakKeyDictionary()
_jvp_cache = weakref.WeakKeyDictionary()


def _weakrefable(fun):
    try:
        weakref.ref(fun)
        return True
    except TypeError:
        return False


def _transform(fun, primals, vectors, who, cache, c_function, per_output):
    if not _weakrefable(fun):
        cache = {}
    primals, vectors = list(primals), list(vectors)
    if not all(isinstance(t, Tensor) for t in primals + vectors):
        raise TypeError("kiln.%s: primals and the vectors are lists of tensors" % who)

    def derive(trace, handle):
        c_function(trace.function.handle, ctypes.byref(handle))

    trace, derived, leaves = _derived(cache, fun, primals, who, derive)
    expected = trace.output_count if per_output else trace.input_count
    if len(vectors) != expected:
        raise ValueError("kiln.%s: %d vectors given, %d expected" % (who, len(vectors), expected))
    results = derived.call(leaves + vectors)
    return list(results[:trace.output_count]), list(results[trace.output_count:])


def vjp(fun, primals, cotangents):
    """(fun's outputs, the cotangents of primals): fun takes the tensors of the list primals and
    returns a tensor or a tuple of them; cotangents has one tensor per output."""
    return _transform(fun, primals, cotangents, "vjp", _vjp_cache, lib.kiln_function_vjp, True)


def jvp(fun, primals, tangents):
    """(fun's outputs, the tangents of its outputs): tangents has one tensor per primal."""
    return _transform(fun, primals, tangents, "jvp", _jvp_cache, lib.kiln_function_jvp, False)
