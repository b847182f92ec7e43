"""Random numbers from explicit keys (Threefry-2x32, as JAX and Nx.Random): the same key gives the
same values on every device.

    k = kiln.random.key(42)
    x = kiln.random.uniform(k, (3, 4))
"""
from . import dtypes
from ._capi import lib
from .creation import asarray, int64_array
from .tensor import Tensor

__all__ = ["key", "bits", "uniform", "normal", "randint", "bernoulli", "permutation"]


def key(seed, device=None):
    """A key: the uint32 tensor [seed >> 32, seed & 0xffffffff] (JAX's PRNGKey layout)."""
    seed = int(seed) & 0xFFFFFFFFFFFFFFFF
    return asarray([seed >> 32, seed & 0xFFFFFFFF], dtype="uint32", device=device)


def _shape(shape):
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return int64_array(shape), len(shape)


def bits(k, shape, dtype="uint32"):
    """Raw Threefry bits of an unsigned dtype."""
    return Tensor._from_call(lib.kiln_random_bits, k._handle, *_shape(shape), dtypes.as_dtype(dtype).code)


def uniform(k, shape, low=0.0, high=1.0, dtype="float32"):
    """Floats in [low, high)."""
    return Tensor._from_call(lib.kiln_random_uniform, k._handle, *_shape(shape), float(low), float(high),
                             dtypes.as_dtype(dtype).code)


def normal(k, shape, dtype="float32"):
    """Standard normal floats."""
    return Tensor._from_call(lib.kiln_random_normal, k._handle, *_shape(shape), dtypes.as_dtype(dtype).code)


def randint(k, shape, low, high, dtype="int64"):
    """Integers in [low, high)."""
    return Tensor._from_call(lib.kiln_random_randint, k._handle, *_shape(shape), int(low), int(high),
                             dtypes.as_dtype(dtype).code)


def bernoulli(k, p, shape):
    """Bools, true with probability p."""
    return Tensor._from_call(lib.kiln_random_bernoulli, k._handle, float(p), *_shape(shape))


def permutation(k, x):
    """A random permutation of range(x) (int64) when x is an int, else x shuffled along its first
    axis; the same for a key on every device (the stable argsort of random bits)."""
    if isinstance(x, int):
        return Tensor._from_call(lib.kiln_random_permutation, k._handle, x)
    x = x if isinstance(x, Tensor) else asarray(x, device=k.device)
    if x.ndim == 0:
        raise ValueError("permutation: x must be an int or have at least one axis")
    order = Tensor._from_call(lib.kiln_random_permutation, k._handle, x.shape[0])
    return Tensor._from_call(lib.kiln_take, x._handle, order._handle, 0)
