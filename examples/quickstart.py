#!/usr/bin/env python3
"""Kiln quickstart in Python: a two-layer MLP forward pass built lazily, evaluated once on the
default device, and checked against NumPy.

    KILN_LIBRARY_PATH=build/release PYTHONPATH=bindings/python python3 examples/quickstart.py
"""
import sys
import time

try:
    import numpy as np  # the example checks Kiln against NumPy; Kiln itself does not need it
except ImportError:
    sys.exit("quickstart.py compares with NumPy, which is not installed: apt-get install python3-numpy "
             "(or pip install numpy inside a virtual environment)")

import kiln

print("Kiln devices:")
for dev in kiln.devices():
    print("  [%d] %-10s %s" % (dev.index, dev.label, dev.name))
device = kiln.default_device()
print("default device:", device.label)

rng = np.random.default_rng(42)
x = rng.uniform(-1, 1, (64, 256)).astype(np.float32)
w1 = rng.uniform(-0.1, 0.1, (256, 512)).astype(np.float32)
b1 = rng.uniform(-0.1, 0.1, 512).astype(np.float32)
w2 = rng.uniform(-0.1, 0.1, (512, 10)).astype(np.float32)
b2 = rng.uniform(-0.1, 0.1, 10).astype(np.float32)

start = time.perf_counter()
tx, tw1, tb1, tw2, tb2 = (kiln.asarray(a, device=device) for a in (x, w1, b1, w2, b2))
hidden = kiln.maximum(tx @ tw1 + tb1, 0.0)   # lazy: these lines only build a graph
logits = hidden @ tw2 + tb2
predicted = logits.argmax(axis=1)
kiln.eval(logits, predicted)                 # one evaluation computes both
elapsed = time.perf_counter() - start

expected = np.maximum(x @ w1 + b1, 0) @ w2 + b2
error = np.abs(logits.numpy() - expected).max()
print("logits[0]:", logits[0])
print("predicted classes of the first 8 rows:", predicted[:8].tolist())
print("max |kiln - numpy| = %.2e, %.1f ms" % (error, elapsed * 1e3))
if error > 1e-3 or predicted.tolist() != expected.argmax(axis=1).tolist():
    sys.exit("quickstart: result differs from NumPy")
print("OK")
