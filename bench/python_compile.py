#!/usr/bin/env python3
"""kiln.compile against the same Python function built op by op: a small MLP training step (two
layers, ReLU, squared error, SGD on both weights, its gradients written out), evaluated every
step. Checks that both give the same loss (the same graph, the same kernels), then prints the
median microseconds of a whole step (build and eval) and of the build alone, each way.

    KILN_LIBRARY_PATH=build/release PYTHONPATH=bindings/python \\
    /usr/bin/python3 bench/python_compile.py [--device cpu] [--width 16] [--batch 8] [--steps 2000]
"""
import argparse
import statistics
import time

import numpy as np

import kiln


def step(w1, w2, x, y):
    h = kiln.maximum(x @ w1, 0.0)
    err = h @ w2 - y
    scale = 1.0 / x.shape[0]
    g2 = (h.T @ err) * scale
    g1 = (x.T @ ((err @ w2.T) * (h > 0))) * scale
    return (err * err).mean(), w1 - 0.01 * g1, w2 - 0.01 * g2


def timed(fun, args, steps, evaluate):
    """Median seconds per call over 5 rounds of steps // 5 calls, after a warm-up round."""
    rounds = []
    for r in range(6):
        start = time.perf_counter()
        for _ in range(steps // 5):
            out = fun(*args)
            if evaluate:
                kiln.eval(*out)
        if r:
            rounds.append((time.perf_counter() - start) / (steps // 5))
    return statistics.median(rounds), out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--steps", type=int, default=2000)
    a = ap.parse_args()
    rng = np.random.default_rng(0)
    dev = kiln.device(a.device)
    make = lambda *shape: kiln.asarray(rng.standard_normal(shape).astype(np.float32) * 0.1, device=dev)
    args = (make(a.width, a.width), make(a.width, 4), make(a.batch, a.width), make(a.batch, 4))
    compiled = kiln.compile(step)
    losses = [float(f(*args)[0]) for f in (step, compiled)]
    if losses[0] != losses[1]:
        raise SystemExit("losses differ: %r" % losses)
    for name, f in (("op by op", step), ("kiln.compile", compiled)):
        whole, _ = timed(f, args, a.steps, True)
        build, _ = timed(f, args, a.steps, False)
        print("%-12s step %7.1f us  build %6.1f us" % (name, whole * 1e6, build * 1e6))


if __name__ == "__main__":
    main()
