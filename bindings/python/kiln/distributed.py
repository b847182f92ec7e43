"""kiln.distributed: collectives across processes (ranks), as lazy ops (MLX's mx.distributed).

    import kiln, kiln.distributed as dist
    group = dist.init()                  # the MPI world under mpirun, else a group of one
    x = kiln.ones((4,)) * (group.rank() + 1)
    total = dist.all_sum(x)              # lazy: exchanged when evaluated
    print(total)                         # every rank prints the same sum

Collectives run when evaluated, in graph order: ranks that build and evaluate the same
collectives in the same order never deadlock. On a group of one they return their input. MPI is
loaded at run time (KILN_MPI_LIBRARY names the library); `kiln-info` says which was found. A rank
that dies or hangs makes the others raise DeviceError within the group's timeout
(`Group.set_timeout`, KILN_COLLECTIVE_TIMEOUT, default 300 s).
"""
import ctypes

from ._capi import kiln_group, kiln_tensor, lib
from .creation import int64_array
from .device import device as _device
from .dtypes import as_dtype
from .tensor import Tensor

__all__ = ["Group", "init", "from_mpi_comm", "all_sum", "all_max", "all_min", "all_gather", "sum_scatter", "send",
           "recv", "recv_like", "average_gradients"]

_release = lib["kiln_group_release"]
_release.argtypes = [kiln_group]
_release.restype = ctypes.c_int


class Group:
    """A group of ranks (kiln_group). Made by init(), from_mpi_comm() or Group.split()."""

    __slots__ = ("_handle",)

    def __init__(self, handle):
        self._handle = handle

    def __del__(self, _release=_release):
        handle, self._handle = getattr(self, "_handle", None), None
        if handle is not None:
            _release(handle)

    def rank(self):
        value = ctypes.c_int64()
        lib.kiln_group_rank(self._handle, ctypes.byref(value))
        return value.value

    def size(self):
        value = ctypes.c_int64()
        lib.kiln_group_size(self._handle, ctypes.byref(value))
        return value.value

    def split(self, color, key=None):
        """Ranks passing the same color form a new group, ordered by key (default: their rank).
        Every rank of this group must call it. A negative color gives None."""
        out = kiln_group()
        lib.kiln_group_split(self._handle, color, self.rank() if key is None else key, ctypes.byref(out))
        return Group(out) if out.value else None

    def set_timeout(self, seconds):
        """How long one exchange may wait for the other ranks (0: for ever)."""
        lib.kiln_group_set_timeout(self._handle, float(seconds))

    def __repr__(self):
        return f"Group(rank={self.rank()}, size={self.size()})"


_world = None


def init(engine="any"):
    """The group of every rank: engine "any" (MPI under an MPI launcher, else a group of one),
    "mpi" (raises UnsupportedError when no MPI library is found) or "self"."""
    global _world
    if engine == "any" and _world is not None:
        return _world
    out = kiln_group()
    lib.kiln_group_init(engine.encode(), ctypes.byref(out))
    group = Group(out)
    if engine == "any":
        _world = group
    return group


def from_mpi_comm(comm):
    """A group over an mpi4py communicator (Kiln duplicates it)."""
    from mpi4py import MPI  # only here: kiln does not need mpi4py

    out = kiln_group()
    lib.kiln_group_from_mpi_comm(ctypes.c_void_p(MPI._addressof(comm)), ctypes.byref(out))
    return Group(out)


def _group(group):
    return group if group is not None else init()


def _collective(fn, x, group):
    return Tensor._from_call(fn, x._handle, _group(group)._handle)


def all_sum(x, group=None):
    """The elementwise sum of x over the ranks (lazy)."""
    return _collective(lib.kiln_all_sum, x, group)


def all_max(x, group=None):
    return _collective(lib.kiln_all_max, x, group)


def all_min(x, group=None):
    return _collective(lib.kiln_all_min, x, group)


def all_gather(x, group=None):
    """The ranks' x concatenated along axis 0 in rank order (a 0-d x gives shape (size,))."""
    return _collective(lib.kiln_all_gather, x, group)


def sum_scatter(x, group=None):
    """The sum over the ranks, cut into size() blocks along axis 0; this rank gets its block."""
    return _collective(lib.kiln_sum_scatter, x, group)


def send(x, dst, group=None):
    """Sends x to rank dst when the result (x's values) is evaluated."""
    return Tensor._from_call(lib.kiln_send, x._handle, dst, _group(group)._handle)


def recv(shape, dtype, src, group=None, device=None):
    """A tensor of shape and dtype received from rank src when evaluated."""
    shape = tuple(shape)
    return Tensor._from_call(lib.kiln_recv, int64_array(shape), len(shape), as_dtype(dtype).code, src,
                             _group(group)._handle, _device(device)._handle)


def recv_like(x, src, group=None):
    return recv(x.shape, x.dtype, src, group, x.device)


def _flatten(tree, leaves):
    if isinstance(tree, dict):
        return {k: _flatten(v, leaves) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        return type(tree)(_flatten(v, leaves) for v in tree)
    leaves.append(tree)
    return len(leaves) - 1


def _rebuild(skeleton, values):
    if isinstance(skeleton, dict):
        return {k: _rebuild(v, values) for k, v in skeleton.items()}
    if isinstance(skeleton, (list, tuple)):
        return type(skeleton)(_rebuild(v, values) for v in skeleton)
    return values[skeleton]


def average_gradients(gradients, group=None, bucket_bytes=32 << 20):
    """The mean over the ranks of every tensor in `gradients` (a tensor, or dicts, lists and
    tuples of them), as lazy tensors in the same structure. Small gradients of one dtype and
    device are packed into buckets of up to bucket_bytes, so that many small tensors cost one
    all_sum per bucket (mlx-lm's scheme); larger ones are summed alone."""
    from . import ops  # noqa: local: ops imports this module's neighbours

    group = _group(group)
    size = group.size()
    leaves = []
    skeleton = _flatten(gradients, leaves)
    if size == 1:
        return _rebuild(skeleton, leaves)
    averaged = [None] * len(leaves)
    buckets = {}  # (dtype, device) -> (indices, bytes)

    def flush(key):
        indices, _ = buckets.pop(key)
        flat = ops.concatenate([ops.reshape(leaves[i], (-1,)) for i in indices]) if len(indices) > 1 else \
            ops.reshape(leaves[indices[0]], (-1,))
        total = all_sum(flat, group) / size
        start = 0
        for i in indices:
            n = leaves[i].size
            averaged[i] = ops.reshape(total[start:start + n], leaves[i].shape)
            start += n

    for i, g in enumerate(leaves):
        nbytes = g.size * g.dtype.itemsize
        if nbytes >= bucket_bytes:
            averaged[i] = all_sum(g, group) / size
            continue
        key = (g.dtype, g.device)
        indices, used = buckets.get(key, ([], 0))
        if used + nbytes > bucket_bytes:
            flush(key)
            indices, used = [], 0
        buckets[key] = (indices + [i], used + nbytes)
    for key in list(buckets):
        flush(key)
    return _rebuild(skeleton, averaged)
