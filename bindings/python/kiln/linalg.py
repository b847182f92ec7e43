"""The array API's linalg extension (numpy.linalg's names and results) over kiln_linalg_*:
matrices in the last two axes, batched over the leading ones. float32 and float64 compute as they
are, integers and bool in float64. A singular matrix in solve/inv raises InvalidArgumentError
when the result is evaluated; a matrix holding NaN or infinity, or one that is not positive
definite in cholesky, gives NaN results. The norms are composed from Kiln's ops (and svdvals).

    import kiln
    q, r = kiln.linalg.qr(kiln.asarray([[1.0, 2.0], [3.0, 4.0]]))
"""
import ctypes
import math
from collections import namedtuple

from . import ops
from ._capi import kiln_tensor, lib
from .creation import asarray
from .linear_algebra import tensordot, vecdot
from .manipulation import matrix_transpose
from .tensor import Tensor

__all__ = ["cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "lstsq", "lu", "matmul", "matrix_norm", "matrix_power",
           "matrix_rank", "matrix_transpose", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals",
           "tensordot", "trace", "triangular_solve", "vecdot", "vector_norm"]

EighResult = namedtuple("EighResult", ["eigenvalues", "eigenvectors"])
QRResult = namedtuple("QRResult", ["Q", "R"])
SlogdetResult = namedtuple("SlogdetResult", ["sign", "logabsdet"])
SVDResult = namedtuple("SVDResult", ["U", "S", "Vh"])
LUResult = namedtuple("LUResult", ["P", "L", "U"])


def _tensor(x):
    return x if isinstance(x, Tensor) else asarray(x)


def _results(fn, n, *args):
    outs = [kiln_tensor() for _ in range(n)]
    fn(*args, *[ctypes.byref(o) for o in outs])
    return [Tensor(o) for o in outs]


def cholesky(x, /, *, upper=False):
    """L with L @ L^T == x (or U = L^T with upper), reading x's lower triangle."""
    return Tensor._from_call(lib.kiln_linalg_cholesky, _tensor(x)._handle, bool(upper))


def triangular_solve(a, b, /, *, lower=True, left_side=True, transpose_a=False, unit_diagonal=False):
    """X with a @ X == b (left_side) or X @ a == b, a triangular (Nx.LinAlg.triangular_solve)."""
    return Tensor._from_call(lib.kiln_linalg_triangular_solve, _tensor(a)._handle, _tensor(b)._handle, bool(lower),
                             bool(left_side), bool(transpose_a), bool(unit_diagonal))


def lu(x, /):
    """(P, L, U) with x == P @ L @ U, partial pivoting (scipy.linalg.lu)."""
    return LUResult(*_results(lib.kiln_linalg_lu, 3, _tensor(x)._handle))


def qr(x, /, *, mode="reduced"):
    """(Q, R) with x == Q @ R; mode 'reduced' or 'complete'."""
    if mode not in ("reduced", "complete"):
        raise ValueError("qr: mode must be 'reduced' or 'complete', not %r" % (mode,))
    return QRResult(*_results(lib.kiln_linalg_qr, 2, _tensor(x)._handle, mode == "complete"))


def eigh(x, /):
    """(eigenvalues ascending, eigenvectors as columns) of symmetric matrices (lower triangle read)."""
    return EighResult(*_results(lib.kiln_linalg_eigh, 2, _tensor(x)._handle))


def eigvalsh(x, /):
    return Tensor._from_call(lib.kiln_linalg_eigvalsh, _tensor(x)._handle)


def svd(x, /, *, full_matrices=True):
    """(U, S, Vh) with x == U @ diag(S) @ Vh, S descending."""
    return SVDResult(*_results(lib.kiln_linalg_svd, 3, _tensor(x)._handle, bool(full_matrices)))


def svdvals(x, /):
    return Tensor._from_call(lib.kiln_linalg_svdvals, _tensor(x)._handle)


def solve(x1, x2, /):
    """X with x1 @ X == x2 (NumPy 2 rules: a 1-d x2 is one vector)."""
    return Tensor._from_call(lib.kiln_linalg_solve, _tensor(x1)._handle, _tensor(x2)._handle)


def inv(x, /):
    return Tensor._from_call(lib.kiln_linalg_inv, _tensor(x)._handle)


def det(x, /):
    return Tensor._from_call(lib.kiln_linalg_det, _tensor(x)._handle)


def slogdet(x, /):
    """(sign, log|det|); a singular matrix gives (0, -inf)."""
    return SlogdetResult(*_results(lib.kiln_linalg_slogdet, 2, _tensor(x)._handle))


def matmul(x1, x2, /):
    return ops.matmul(x1, x2)


def _float(x):
    x = _tensor(x)
    return x if x.dtype.name in ("float32", "float64", "complex64", "complex128") else ops.astype(x, "float64")


def _eps(x):
    return 2.0 ** -23 if x.dtype.name in ("float32", "complex64") else 2.0 ** -52


def _per_matrix(rtol):
    """rtol as a factor of each matrix's largest singular value (kept as [..., 1]): an array
    rtol has the batch's shape."""
    return ops.expand_dims(rtol, -1) if isinstance(rtol, Tensor) else rtol


def _adjoint(x):
    """The conjugate transpose of the matrices in x."""
    t = matrix_transpose(x)
    return ops.conj(t) if t.dtype.name.startswith("complex") else t


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    """sum(|x|^ord)^(1/ord) over `axis` (None: every axis); ord inf/-inf: max/min |x|; 0: the
    number of nonzero elements."""
    axes, count = ops._axes(axis)
    return Tensor._from_call(lib.kiln_linalg_vector_norm, _tensor(x)._handle, float(ord), axes, count, bool(keepdims))


_MATRIX_NORMS = {"fro": 0, "nuc": 1, 1: 2, -1: 3, 2: 4, -2: 5, math.inf: 6, -math.inf: 7}  # kiln_matrix_norm


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    """Norm of the matrices in the last two axes: 'fro', 'nuc', 1, -1, 2, -2, inf, -inf."""
    try:
        code = _MATRIX_NORMS[ord]
    except (KeyError, TypeError):
        raise ValueError("matrix_norm: ord must be 'fro', 'nuc', 1, -1, 2, -2, inf or -inf, not %r" % (ord,)) from None
    return Tensor._from_call(lib.kiln_linalg_matrix_norm, _tensor(x)._handle, code, bool(keepdims))


def lstsq(x1, x2, /, *, rcond=None):
    """The least-squares solution of x1 @ X == x2 (numpy.linalg.lstsq's first result; minimum norm
    when x1 is rank deficient); rcond None: max(m, n) * eps."""
    return Tensor._from_call(lib.kiln_linalg_lstsq, _tensor(x1)._handle, _tensor(x2)._handle,
                             -1.0 if rcond is None else float(rcond))


def matrix_rank(x, /, *, rtol=None):
    """Singular values above rtol * the largest (rtol default: max(m, n) * eps)."""
    x = _float(x)
    s = svdvals(x)
    if rtol is None:
        rtol = max(x.shape[-2:]) * _eps(x)
    tol = ops.multiply(ops.max(s, -1, True), _per_matrix(rtol))
    return ops.sum(ops.greater(s, tol), -1)


def pinv(x, /, *, rtol=None):
    """The pseudo-inverse through the SVD, singular values below rtol * the largest taken as 0."""
    x = _float(x)
    u, s, vh = svd(x, full_matrices=False)
    if rtol is None:
        rtol = max(x.shape[-2:]) * _eps(x)
    keep = ops.greater(s, ops.multiply(ops.max(s, -1, True), _per_matrix(rtol)))
    inv_s = ops.where(keep, ops.divide(1.0, ops.where(keep, s, 1.0)), 0.0)
    return ops.matmul(ops.multiply(_adjoint(vh), ops.expand_dims(inv_s, -2)), _adjoint(u))


def matrix_power(x, n, /):
    x = _float(x) if n < 0 else _tensor(x)
    if n < 0:
        x, n = inv(x), -n
    result = None
    base = x
    while True:
        if n & 1:
            result = base if result is None else ops.matmul(result, base)
        n >>= 1
        if not n:
            break
        base = ops.matmul(base, base)
    if result is None:
        eye = asarray(_identity(x.shape[-1]), dtype=x.dtype, device=x.device)
        result = ops.broadcast_to(eye, x.shape)
    return result


def _identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def diagonal(x, /, *, offset=0):
    """The diagonal of the matrices in the last two axes (a copy)."""
    x = _tensor(x)
    m, n = x.shape[-2:]
    rows = range(max(0, -offset), min(m, n - offset)) if n - offset > 0 else range(0)
    flat = ops.reshape(x, tuple(x.shape[:-2]) + (m * n,))
    idx = [r * n + r + offset for r in rows]
    return ops.take(flat, asarray(idx, dtype="int64", device=x.device), axis=-1)


def trace(x, /, *, offset=0, dtype=None):
    d = diagonal(x, offset=offset)
    r = ops.sum(d, -1)
    return r if dtype is None else ops.astype(r, dtype)


def outer(x1, x2, /):
    x1, x2 = _tensor(x1), _tensor(x2)
    return ops.multiply(ops.expand_dims(x1, -1), ops.expand_dims(x2, 0))


def cross(x1, x2, /, *, axis=-1):
    """The cross product of 3-vectors along `axis` (batch axes broadcast)."""
    x1, x2 = _tensor(x1), _tensor(x2)
    if x1.shape[axis] != 3 or x2.shape[axis] != 3:
        raise ValueError("cross: both operands need extent 3 along axis %d" % axis)

    def part(x, i):
        return ops.take(x, asarray([i], dtype="int64", device=x.device), axis=axis)

    a = [part(x1, i) for i in range(3)]
    b = [part(x2, i) for i in range(3)]
    c = [ops.subtract(ops.multiply(a[(i + 1) % 3], b[(i + 2) % 3]), ops.multiply(a[(i + 2) % 3], b[(i + 1) % 3]))
         for i in range(3)]
    return ops.concatenate(c, axis=axis)
