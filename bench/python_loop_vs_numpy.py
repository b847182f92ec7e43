#!/usr/bin/env python3
"""Issue 48's per-op figure: a loop of small lazy ops, `y = y * 1.0001 + 0.5` on a 16-element
float32 array, 200 ops then one eval, against NumPy's eager loop on the same data in the same
process. Checks both give the same values first, then prints microseconds per op, the median of
--reps rounds, and which path the binding took (its C extension kiln._native, or ctypes).

    KILN_LIBRARY_PATH=build/release PYTHONPATH=bindings/python \\
    KILN_PYTHON_EXTENSION=build/release/tests/bindings_python/_native.cpython-311-x86_64-linux-gnu.so \\
    /usr/bin/python3 bench/python_loop_vs_numpy.py [--device cpu] [--ops 200] [--reps 200]
"""
import argparse
import statistics
import time

import numpy as np

import kiln


def per_op_us(loop, start, ops, reps):
    rounds = []
    for _ in range(reps + 1):
        t0 = time.perf_counter()
        loop(start, ops)
        rounds.append((time.perf_counter() - t0) / ops * 1e6)
    return statistics.median(rounds[1:])


def kiln_loop(y, ops):
    for _ in range(ops // 2):
        y = y * 1.0001 + 0.5
    kiln.eval(y)
    return y


def numpy_loop(y, ops):
    for _ in range(ops // 2):
        y = y * np.float32(1.0001) + np.float32(0.5)
    return y


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--ops", type=int, default=200)
    ap.add_argument("--reps", type=int, default=200)
    a = ap.parse_args()
    data = np.linspace(-1, 1, 16, dtype=np.float32)
    x = kiln.asarray(data, device=kiln.device(a.device))
    np.testing.assert_allclose(np.asarray(kiln_loop(x, a.ops)), numpy_loop(data, a.ops), rtol=1e-5)
    k = per_op_us(kiln_loop, x, a.ops, a.reps)
    n = per_op_us(numpy_loop, data, a.ops, a.reps)
    path = "C extension" if kiln._extension.native is not None else "ctypes"
    print("kiln  %.2f us per op (%s, %s)" % (k, path, a.device))
    print("numpy %.2f us per op" % n)
    print("ratio kiln / numpy %.2f (target <= 1)" % (k / n))


if __name__ == "__main__":
    main()
