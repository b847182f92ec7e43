#!/usr/bin/env python3
"""The quickstart's MLP (256-512-10) trained with kiln.value_and_grad and plain SGD on a task it
can learn: labels from a fixed random "teacher" network. Prints the loss falling and fails if it
does not fall to a tenth.

    KILN_LIBRARY_PATH=build/release PYTHONPATH=bindings/python python3 examples/train.py
"""
import sys

import numpy as np

import kiln


def loss_fn(params, x, labels):
    w1, b1, w2, b2 = params
    logits = kiln.maximum(x @ w1 + b1, 0.0) @ w2 + b2
    return -(labels * kiln.log_softmax(logits, axis=1)).sum(axis=1).mean()


rng = np.random.default_rng(42)
device = kiln.default_device()
x = rng.uniform(-1, 1, (64, 256)).astype(np.float32)
teacher = rng.standard_normal((256, 10)).astype(np.float32)
labels = np.eye(10, dtype=np.float32)[(x @ teacher).argmax(axis=1)]
params = [kiln.asarray(a, device=device) for a in (
    rng.uniform(-0.1, 0.1, (256, 512)).astype(np.float32), np.zeros(512, np.float32),
    rng.uniform(-0.1, 0.1, (512, 10)).astype(np.float32), np.zeros(10, np.float32))]
tx, tlabels = kiln.asarray(x, device=device), kiln.asarray(labels, device=device)

step = kiln.value_and_grad(loss_fn)  # traced once; every step is one call building the graph
losses = []
for i in range(200):
    loss, grads = step(params, tx, tlabels)
    params = [p - 0.5 * g for p, g in zip(params, grads)]
    kiln.eval(loss, *params)
    losses.append(float(loss.item()))
    if i % 40 == 0 or i == 199:
        print("step %3d  loss %.4f" % (i, losses[-1]))
if not losses[-1] < losses[0] / 10:
    sys.exit("train.py: the loss did not fall to a tenth (%.4f -> %.4f)" % (losses[0], losses[-1]))
print("OK")
