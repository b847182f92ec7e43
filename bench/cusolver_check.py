"""Kiln's linear algebra on cuSOLVER through the CUDA interop layer (issue 49) on an NVIDIA GPU.

Each op runs on the Vulkan device with KILN_CUSOLVER=require (a node cuSOLVER does not take fails
its eval), is checked by its defining property (Q R = A with Q orthonormal, V diag(w) V^T = A,
U S Vh = A, P L U = A, A X = B...) and against the CPU's LAPACK results in float64, and is then timed
against the same op on the Vulkan device without cuSOLVER (KILN_CUSOLVER=off: the CPU's LAPACK and
a round trip through host memory, as before) and against PyTorch's torch.linalg on CUDA, all in this
process (medians of wall time, each eval or synchronize included). Also: NaN input, a singular
solve, det of a singular matrix. A table last; exit status 1 when a check failed.
Run: KILN_CUDA=on KILN_LIBRARY_PATH=path/to/libkiln.so.1 PYTHONPATH=bindings/python python3 bench/cusolver_check.py
CUSOLVER_SIZES=256,1024 CUSOLVER_REPEATS=5 choose the square sizes and repeats."""
import os
import statistics
import sys
import time

import numpy as np

import kiln

try:
    import torch
except ImportError:  # the checks still run; PyTorch's column stays empty
    torch = None

gpu, cpu = kiln.device("vulkan:0"), kiln.device("cpu")
rng = np.random.default_rng(7)
failures, rows = [], []
REPEATS = int(os.environ.get("CUSOLVER_REPEATS", "5"))


def on(device, x):
    t = kiln.asarray(x, device=device)
    t.eval()
    return t


def host(t):
    return np.asarray(t).astype(np.float64)


def run(fn, mode):
    os.environ["KILN_CUSOLVER"] = mode
    out = fn()
    for t in (out if isinstance(out, tuple) else (out,)):
        t.eval()
    return out


def wall(fn):
    times = []
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3


def check(label, error, tol):
    ok = bool(np.isfinite(error)) and error <= tol
    print("%-44s %-4s %.2e (tol %.0e)" % (label, "ok" if ok else "FAIL", error, tol), flush=True)
    if not ok:
        failures.append(label)


def rel(a, b):
    """Largest difference over the largest finite reference magnitude; equal values (infinities
    of the same sign, as an overflowing det gives on both sides) differ by 0."""
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    same = (a == b) | (np.isnan(a) & np.isnan(b))
    finite = b[np.isfinite(b)]
    scale = max(float(np.abs(finite).max()) if finite.size else 1.0, 1e-300)
    diff = np.where(same, 0.0, np.abs(a - b))
    return float(diff.max()) / scale if diff.size else 0.0


def spd(batch, n, dtype):
    x = rng.standard_normal(batch + (n, n))
    return (x @ np.swapaxes(x, -1, -2) / n + np.eye(n)).astype(dtype)


def general(batch, m, n, dtype):
    x = rng.standard_normal(batch + (m, n))
    if m == n:
        x += n * np.eye(n) * 0.1
    return x.astype(dtype)


def orthonormal_error(q):
    k = q.shape[-1]
    return float(np.abs(np.swapaxes(q, -1, -2) @ q - np.eye(k)).max())


def properties(op, a, b, res):
    """Errors of the defining properties, relative to the input's magnitude."""
    if op == "cholesky":
        return {"L L^T = A": rel(res[0] @ np.swapaxes(res[0], -1, -2), np.tril(a) + np.swapaxes(np.tril(a, -1), -1, -2))}
    if op == "eigh":
        w, v = res
        return {"V diag(w) V^T = A": rel(v @ (w[..., None] * np.swapaxes(v, -1, -2)), a), "V orthonormal": orthonormal_error(v)}
    if op.startswith("qr"):
        q, r = res
        # r_ii >= 0 wherever a reflection was applied: not the last row of a square or wide matrix
        # (LAPACK's and cuSOLVER's tau is 0 there, and a's own sign stays, on the CPU too).
        diagonal = np.diagonal(r, axis1=-2, axis2=-1)[..., :min(a.shape[-2] - 1, a.shape[-1])]
        return {"Q R = A": rel(q @ r, a), "Q orthonormal": orthonormal_error(q),
                "R upper, r_ii >= 0": float(np.abs(np.tril(r, -1)).max() + max(0.0, -diagonal.min()))}
    if op in ("svd", "svd_full"):
        u, s, vh = res
        k = s.shape[-1]
        return {"U S Vh = A": rel((u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :], a), "U orthonormal": orthonormal_error(u),
                "Vh orthonormal": orthonormal_error(np.swapaxes(vh, -1, -2))}
    if op == "lu":
        p, l, u = res
        return {"P L U = A": rel(p @ l @ u, a)}
    if op == "solve":
        return {"A X = B": rel(a @ res[0], b)}
    if op == "inv":
        return {"A inv(A) = I": float(np.abs(a @ res[0] - np.eye(a.shape[-1])).max())}
    return {}


OPS = {
    "cholesky": (lambda a, b: (kiln.linalg.cholesky(a),), lambda a, b: (torch.linalg.cholesky(a),)),
    "eigh": (lambda a, b: tuple(kiln.linalg.eigh(a)), lambda a, b: tuple(torch.linalg.eigh(a))),
    "eigvalsh": (lambda a, b: (kiln.linalg.eigvalsh(a),), lambda a, b: (torch.linalg.eigvalsh(a),)),
    "qr": (lambda a, b: tuple(kiln.linalg.qr(a)), lambda a, b: tuple(torch.linalg.qr(a))),
    "qr_complete": (lambda a, b: tuple(kiln.linalg.qr(a, mode="complete")), lambda a, b: tuple(torch.linalg.qr(a, mode="complete"))),
    "svd": (lambda a, b: tuple(kiln.linalg.svd(a, full_matrices=False)), lambda a, b: tuple(torch.linalg.svd(a, full_matrices=False))),
    "svd_full": (lambda a, b: tuple(kiln.linalg.svd(a)), lambda a, b: tuple(torch.linalg.svd(a))),
    "svdvals": (lambda a, b: (kiln.linalg.svdvals(a),), lambda a, b: (torch.linalg.svdvals(a),)),
    "lu": (lambda a, b: tuple(kiln.linalg.lu(a)), lambda a, b: tuple(torch.linalg.lu(a))),
    "solve": (lambda a, b: (kiln.linalg.solve(a, b),), lambda a, b: (torch.linalg.solve(a, b),)),
    "inv": (lambda a, b: (kiln.linalg.inv(a),), lambda a, b: (torch.linalg.inv(a),)),
    "det": (lambda a, b: (kiln.linalg.det(a),), lambda a, b: (torch.linalg.det(a),)),
    "slogdet": (lambda a, b: tuple(kiln.linalg.slogdet(a)), lambda a, b: tuple(torch.linalg.slogdet(a))),
    "lstsq": (lambda a, b: (kiln.linalg.lstsq(a, b)[0],), lambda a, b: (torch.linalg.lstsq(a, b, driver="gels")[0],)),
}
# Results compared with the CPU's LAPACK value for value (the rest differ by signs or order of
# vectors, and are checked by their properties).
UNIQUE = {"cholesky", "eigvalsh", "svdvals", "solve", "inv", "det", "slogdet", "lstsq"}


def case(op, dtype, batch, m, n):
    tol = 2e-3 if dtype == np.float32 else 1e-9
    a = spd(batch, m, dtype) if op in ("cholesky", "eigh", "eigvalsh") else general(batch, m, n, dtype)
    b = rng.standard_normal(batch + (m, 3)).astype(dtype) if op in ("solve", "lstsq") else None
    kfn, tfn = OPS[op]
    ga, gb = on(gpu, a), (on(gpu, b) if b is not None else None)
    ca, cb = on(cpu, a), (on(cpu, b) if b is not None else None)
    label = "%s %s %s%dx%d" % (op, np.dtype(dtype).name, "x".join(map(str, batch)) + "_" if batch else "", m, n)
    try:
        res = [host(t) for t in run(lambda: kfn(ga, gb), "require")]
    except Exception as e:  # noqa: BLE001 - the reason is the finding
        check(label + " ran on cuSOLVER (%s)" % str(e)[:80], float("inf"), 0)
        return
    ref = [host(t) for t in run(lambda: kfn(ca, cb), "off")]
    a64, b64 = a.astype(np.float64), (b.astype(np.float64) if b is not None else None)
    for name, err in properties(op, a64, b64, res).items():
        check("%s: %s" % (label, name), err, tol * max(m, n) ** 0.5)
    if op in UNIQUE:
        for i, (got, want) in enumerate(zip(res, ref)):
            check("%s: result %d = CPU's" % (label, i), rel(got, want), tol * max(m, n) ** 0.5)
    elif op in ("eigh", "svd", "svd_full"):  # the values, whatever the vectors' signs
        i = 0 if op == "eigh" else 1
        check("%s: values = CPU's" % label, rel(res[i], ref[i]), tol * max(m, n) ** 0.5)
    gpu_ms = wall(lambda: run(lambda: kfn(ga, gb), "require"))
    old_ms = wall(lambda: run(lambda: kfn(ga, gb), "off"))
    torch_ms = float("nan")
    if torch is not None and torch.cuda.is_available():
        ta = torch.from_numpy(a).cuda()
        tb = torch.from_numpy(b).cuda() if b is not None else None
        tfn(ta, tb)
        torch.cuda.synchronize()

        def torch_call():
            tfn(ta, tb)
            torch.cuda.synchronize()
        torch_ms = wall(torch_call)
    rows.append((label, gpu_ms, old_ms, torch_ms))


def edge_cases():
    os.environ["KILN_CUSOLVER"] = "require"
    a = spd((), 200, np.float32)
    a[3, 1] = np.nan
    out = host(kiln.linalg.eigvalsh(on(gpu, a)))
    check("eigvalsh with a NaN read: NaN results", 0.0 if np.isnan(out).all() else 1.0, 0)
    a[1, 3], a[3, 1] = np.nan, 0.5  # in the unread upper triangle: no effect
    out = host(kiln.linalg.eigvalsh(on(gpu, a)))
    check("eigvalsh with a NaN not read: finite", 0.0 if np.isfinite(out).all() else 1.0, 0)
    s = general((), 200, 200, np.float64)
    s[:, 7] = s[:, 3]  # singular in exact arithmetic? make it exactly so
    s[7] = 0.0
    det = host(kiln.linalg.det(on(gpu, s)))
    sign, logdet = (host(t) for t in kiln.linalg.slogdet(on(gpu, s)))
    check("det of a singular matrix = 0", abs(float(det)), 0)
    check("slogdet of a singular matrix = (0, -inf)", 0.0 if float(sign) == 0 and logdet == -np.inf else 1.0, 0)
    try:
        x = kiln.linalg.solve(on(gpu, s), on(gpu, np.ones((200, 1))))
        x.eval()
        check("solve of a singular matrix fails its eval", 1.0, 0)
    except Exception as e:  # noqa: BLE001
        check("solve of a singular matrix fails its eval (%s)" % str(e)[:40], 0.0, 0)
    chol = host(kiln.linalg.cholesky(on(gpu, -np.eye(150))))
    check("cholesky of a matrix not positive definite: NaN", 0.0 if np.isnan(chol).all() else 1.0, 0)


def main():
    sizes = [int(v) for v in os.environ.get("CUSOLVER_SIZES", "256,1024").split(",")]
    for dtype in (np.float32, np.float64):
        for n in sizes:
            for op in OPS:
                case(op, dtype, (), n, n)
        for op, m, n in [("qr", 600, 256), ("qr_complete", 256, 600), ("svd", 600, 256), ("svd_full", 256, 600),
                         ("lu", 600, 256), ("lu", 256, 600), ("svdvals", 256, 600), ("lstsq", 600, 256)]:
            case(op, dtype, (), m, n)
        for op in ("eigh", "solve", "qr", "svd", "det"):
            case(op, dtype, (3,), 160, 160)
    edge_cases()
    print("\n%-32s %12s %14s %12s %10s %10s" % ("case", "cuSOLVER ms", "CPU LAPACK ms", "torch ms", "CPU/cuS", "torch/cuS"))
    for label, g, old, t in rows:
        print("%-32s %12.3f %14.3f %12.3f %9.2fx %9.2fx" % (label, g, old, t, old / g, t / g))
    print("\n%d checks failed%s" % (len(failures), (": " + "; ".join(failures)) if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
