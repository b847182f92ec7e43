#!/usr/bin/env python3
"""Kiln's CPU device against NumPy, in one process: the cases of issue 17. Every case is checked
first (Kiln's result against NumPy's, in float64 where it matters); then both are timed with
interleaved repetitions (Kiln, NumPy, Kiln, NumPy, ...) and the medians compared. Kiln's time is
building the graph from evaluated inputs plus kiln_tensor_eval through the C call (the binding's
own eval goes through a helper that only the cyclic GC frees). Ratio = NumPy / Kiln: >= 1 means
Kiln is as fast.

    KILN_LIBRARY_PATH=build/release PYTHONPATH=bindings/python /usr/bin/python3 bench/cpu_bench.py \
        [--cases add,exp,...] [--reps 15] [--json out.json]
"""
import argparse
import ctypes
import json
import math
import os
import statistics
import sys
import time

import numpy as np

os.environ.setdefault("KILN_DEVICE", "cpu")
import kiln  # noqa: E402
from kiln import _capi  # noqa: E402

CASES = "add,exp,gelu,sum,sum0,sum1,transpose,softmax,matmul32,matmul64,chain,scalar_chain"


def kiln_eval(t):
    """Evaluates through the C call and returns t."""
    handles = (_capi.kiln_tensor * 1)(t._handle)
    _capi.lib.kiln_tensor_eval(handles, 1)
    return t


def gelu(m, x):
    # Nine ops, the same in both: x*x, *x, *c, x+, *c, tanh, 1+, 0.5*x, *.
    return 0.5 * x * (1 + m.tanh(0.7978845608 * (x + 0.044715 * (x * x * x))))


def close(got, want, rtol, atol=0.0):
    got = np.asarray(got, dtype=np.float64)
    want = np.asarray(want, dtype=np.float64)
    return bool(np.all(np.abs(got - want) <= atol + rtol * np.abs(want)))


def cases(selected, rng):
    """Yields (name, kiln_fn, numpy_fn, check) per selected case; the fns take no argument."""
    n = 16 << 20
    if {"add", "exp", "gelu", "sum"} & selected:
        a = (rng.random(n, dtype=np.float32) * 8 - 4).astype(np.float32)
        b = rng.random(n, dtype=np.float32)
        ka, kb = kiln.asarray(a), kiln.asarray(b)
        kiln_eval(ka), kiln_eval(kb)
        if "add" in selected:
            yield ("add 16 Mi float32", lambda: kiln_eval(ka + kb), lambda: a + b,
                   lambda k, r: np.array_equal(k.numpy(), r))
        if "exp" in selected:
            yield ("exp 16 Mi float32", lambda: kiln_eval(kiln.exp(ka)), lambda: np.exp(a),
                   lambda k, r: close(k.numpy(), np.exp(a.astype(np.float64)), 4e-7))
        if "gelu" in selected:
            ref = gelu(np, a.astype(np.float64))
            yield ("GELU (tanh form) 16 Mi float32", lambda: kiln_eval(gelu(kiln, ka)), lambda: gelu(np, a),
                   lambda k, r: close(k.numpy(), ref, 1e-5, 1e-6))
        if "sum" in selected:
            ref = a.astype(np.float64).sum()
            yield ("sum 16 Mi float32", lambda: kiln_eval(kiln.sum(ka)), lambda: a.sum(),
                   lambda k, r: close(k.numpy(), ref, 1e-6))
    if {"sum0", "sum1", "transpose", "softmax"} & selected:
        m = rng.random((4096, 4096), dtype=np.float32)
        km = kiln_eval(kiln.asarray(m))
        for axis in (0, 1):
            if "sum%d" % axis in selected:
                ref = m.astype(np.float64).sum(axis)
                yield ("sum over axis %d, 4096x4096" % axis, lambda axis=axis: kiln_eval(kiln.sum(km, axis=axis)),
                       lambda axis=axis: m.sum(axis), lambda k, r, ref=ref: close(k.numpy(), ref, 1e-6))
        if "transpose" in selected:
            yield ("transposed copy 4096x4096", lambda: kiln_eval(km.T.copy()), lambda: np.ascontiguousarray(m.T),
                   lambda k, r: np.array_equal(k.numpy(), r))
        if "softmax" in selected:
            m64 = m.astype(np.float64)
            e64 = np.exp(m64 - m64.max(axis=1, keepdims=True))
            ref = e64 / e64.sum(axis=1, keepdims=True)

            def np_softmax():
                e = np.exp(m - m.max(axis=1, keepdims=True))
                return e / e.sum(axis=1, keepdims=True)
            yield ("row softmax 4096x4096", lambda: kiln_eval(kiln.softmax(km, axis=1)), np_softmax,
                   lambda k, r: close(k.numpy(), ref, 1e-5))
    for bits in (32, 64):
        if "matmul%d" % bits in selected:
            dt = np.float32 if bits == 32 else np.float64
            p = rng.random((2048, 2048)).astype(dt)
            q = rng.random((2048, 2048)).astype(dt)
            kp, kq = kiln_eval(kiln.asarray(p)), kiln_eval(kiln.asarray(q))
            ref = p.astype(np.float64) @ q.astype(np.float64)
            yield ("matmul 2048 float%d" % bits, lambda kp=kp, kq=kq: kiln_eval(kp @ kq), lambda p=p, q=q: p @ q,
                   lambda k, r, ref=ref, bits=bits: close(k.numpy(), ref, 1e-4 if bits == 32 else 1e-12))
    if "chain" in selected:
        x = (rng.random(256, dtype=np.float32) * 2 - 1).astype(np.float32)
        c = (1 + (rng.random(256, dtype=np.float32) * 2 - 1) * 1e-3).astype(np.float32)
        kx, kc = kiln_eval(kiln.asarray(x)), kiln_eval(kiln.asarray(c))

        def chain(y, c):
            for i in range(200):
                y = y * c if i % 2 else y + c
            return y
        yield ("200 dependent ops on 256 floats", lambda: kiln_eval(chain(kx, kc)), lambda: chain(x, c),
               lambda k, r: np.array_equal(k.numpy(), r))
    if "scalar_chain" in selected:
        # Issue 22's per-op cost of the binding: `y = y * 1.0001` with a Python float each step.
        x4 = np.ones(4, dtype=np.float32)
        k4 = kiln_eval(kiln.asarray(x4))

        def scalar_chain(y):
            for _ in range(200):
                y = y * 1.0001
            return y
        yield ("200 ops y = y * 1.0001 on 4 floats", lambda: kiln_eval(scalar_chain(k4)), lambda: scalar_chain(x4),
               lambda k, r: close(k.numpy(), r, 1e-5))


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=CASES)
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--json")
    args = ap.parse_args()
    selected = set(args.cases.split(","))
    unknown = selected - set(CASES.split(","))
    if unknown:
        sys.exit("unknown cases: %s (known: %s)" % (", ".join(sorted(unknown)), CASES))
    rng = np.random.default_rng(17)
    from kiln._extension import native
    binding = "kiln._native" if native else "ctypes (build kiln._native for the per-op rows: KILN_PYTHON_EXTENSION)"
    print("device: %s; NumPy %s; %d reps, interleaved; Python ops through %s"
          % (kiln.default_device(), np.__version__, args.reps, binding))
    print("| case | Kiln | NumPy | ratio |")
    print("| --- | --- | --- | --- |")
    results, failed = {}, []
    for name, kfn, nfn, check in cases(selected, rng):
        ok = check(kfn(), nfn())
        if not ok:
            failed.append(name)
        for _ in range(2):  # warm-up
            kfn(), nfn()
        kt, nt = [], []
        for _ in range(args.reps):
            t, out = timed(kfn)
            kt.append(t)
            del out
            t, out = timed(nfn)
            nt.append(t)
            del out
        k, n = statistics.median(kt), statistics.median(nt)
        results[name] = {"kiln_ms": k * 1e3, "numpy_ms": n * 1e3, "ratio": n / k, "checked": ok}
        print("| %s | %.3g ms | %.3g ms | %.2fx%s |" % (name, k * 1e3, n * 1e3, n / k, "" if ok else " WRONG"),
              flush=True)
    if results:
        gm = math.exp(sum(math.log(r["ratio"]) for r in results.values()) / len(results))
        print("geometric mean of the ratios: %.2fx" % gm)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if failed:
        sys.exit("wrong results: " + ", ".join(failed))


if __name__ == "__main__":
    main()
