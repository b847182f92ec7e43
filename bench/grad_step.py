#!/usr/bin/env python3
"""A gradient step written the way users write one: the 784-1024-1024-10 MLP (batch 1024,
float32, ReLU, softmax cross-entropy, SGD at 0.01) with kiln.value_and_grad, against PyTorch
eager's loss.backward() step in the same process when torch is importable (issue 52's target:
Kiln within 1.2x). Both start from the same weights; the first step's loss and gradients are
checked against each other (or, without torch, against a NumPy float64 step) before timing.
Prints the median milliseconds of a step (build, eval and update) each way and their ratio; the
Kiln step twice: value_and_grad then the update op by op, and the whole step in kiln.compile.

    KILN_LIBRARY_PATH=build/release PYTHONPATH=bindings/python \\
    python3 bench/grad_step.py [--device vulkan] [--steps 30]
"""
import argparse
import statistics
import time

import numpy as np

import kiln

SIZES = [784, 1024, 1024, 10]
BATCH, RATE = 1024, 0.01


def loss_fn(params, x, y):
    h = x
    for i in range(0, len(params) - 2, 2):
        h = kiln.maximum(h @ params[i] + params[i + 1], 0.0)
    logits = h @ params[-2] + params[-1]
    return -(y * kiln.log_softmax(logits, axis=1)).sum(axis=1).mean()


def make_data(seed=0):
    rng = np.random.default_rng(seed)
    params = []
    for n_in, n_out in zip(SIZES, SIZES[1:]):
        params += [(rng.uniform(-1, 1, (n_in, n_out)) / np.sqrt(n_in)).astype(np.float32),
                   rng.uniform(-1, 1, n_out).astype(np.float32)]
    x = rng.uniform(-1, 1, (BATCH, SIZES[0])).astype(np.float32)
    y = np.eye(SIZES[-1], dtype=np.float32)[rng.integers(0, SIZES[-1], BATCH)]
    return params, x, y


def numpy_step(params, x, y):
    """Loss and gradients in float64 by hand: the reference when torch is absent."""
    p = [a.astype(np.float64) for a in params]
    hs, zs = [x.astype(np.float64)], []
    for i in range(0, len(p) - 2, 2):
        zs.append(hs[-1] @ p[i] + p[i + 1])
        hs.append(np.maximum(zs[-1], 0))
    logits = hs[-1] @ p[-2] + p[-1]
    shifted = logits - logits.max(1, keepdims=True)
    log_p = shifted - np.log(np.exp(shifted).sum(1, keepdims=True))
    loss = -(y * log_p).sum(1).mean()
    d = (np.exp(log_p) - y) / len(x)
    grads = []
    for layer in range(len(p) // 2 - 1, -1, -1):
        grads = [hs[layer].T @ d, d.sum(0)] + grads
        if layer:
            d = (d @ p[2 * layer].T) * (zs[layer - 1] > 0)
    return loss, grads


def median_ms(step, steps):
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        step()
        times.append(time.perf_counter() - start)
    return statistics.median(times[2:]) * 1e3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="vulkan")
    ap.add_argument("--steps", type=int, default=30)
    a = ap.parse_args()
    params, x, y = make_data()
    dev = kiln.device(a.device)
    kp = [kiln.asarray(p, device=dev) for p in params]
    kx, ky = kiln.asarray(x, device=dev), kiln.asarray(y, device=dev)
    value_and_grad = kiln.value_and_grad(loss_fn)

    loss, grads = value_and_grad(kp, kx, ky)
    kiln.eval(loss, *grads)
    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None:
        tdev = "cuda" if torch.cuda.is_available() else "cpu"
        tp = [torch.tensor(p, device=tdev, requires_grad=True) for p in params]
        tx, ty = torch.tensor(x, device=tdev), torch.tensor(y, device=tdev)

        def torch_loss():
            h = tx
            for i in range(0, len(tp) - 2, 2):
                h = torch.relu(h @ tp[i] + tp[i + 1])
            return -(ty * torch.log_softmax(h @ tp[-2] + tp[-1], dim=1)).sum(1).mean()

        ref = torch_loss()
        ref.backward()
        ref_loss, ref_grads = float(ref), [t.grad.double().cpu().numpy() for t in tp]
    else:
        ref_loss, ref_grads = numpy_step(params, x, y)
    np.testing.assert_allclose(float(loss.item()), ref_loss, rtol=1e-4)
    for g, r in zip(grads, ref_grads):
        np.testing.assert_allclose(np.asarray(g), r, rtol=1e-3, atol=1e-4 * np.abs(r).max())

    state = {"params": kp}

    def kiln_step():
        loss, grads = value_and_grad(state["params"], kx, ky)
        state["params"] = [p - RATE * g for p, g in zip(state["params"], grads)]
        kiln.eval(loss, *state["params"])

    kiln_ms = median_ms(kiln_step, a.steps)
    print("kiln value_and_grad step   %8.3f ms  (%s)" % (kiln_ms, a.device))

    # The same step as JAX users write theirs (jit of the whole update): value_and_grad and the
    # SGD update inside one kiln.compile, so a step is one call of a captured graph. Checked
    # against the eager step first.
    def whole_step(*args):
        params, x, y = list(args[:-2]), args[-2], args[-1]
        loss, grads = value_and_grad(params, x, y)
        return (loss,) + tuple(p - RATE * g for p, g in zip(params, grads))

    compiled = kiln.compile(whole_step)
    eager_out, compiled_out = whole_step(*kp, kx, ky), compiled(*kp, kx, ky)
    kiln.eval(*eager_out, *compiled_out)
    for e, c in zip(eager_out, compiled_out):
        np.testing.assert_allclose(np.asarray(c), np.asarray(e), rtol=1e-6, atol=1e-7)
    state["params"] = kp

    def compiled_step():
        loss, *state["params"] = compiled(*state["params"], kx, ky)
        kiln.eval(loss, *state["params"])

    compiled_ms = median_ms(compiled_step, a.steps)
    print("kiln compiled step         %8.3f ms  (%s; value_and_grad and the update in kiln.compile)" %
          (compiled_ms, a.device))
    if torch is not None:
        opt = torch.optim.SGD(tp, lr=RATE)

        def torch_step():
            opt.zero_grad(set_to_none=True)
            torch_loss().backward()
            opt.step()
            if tdev == "cuda":
                torch.cuda.synchronize()

        torch_ms = median_ms(torch_step, a.steps)
        print("torch eager backward step  %8.3f ms  (%s)" % (torch_ms, tdev))
        print("ratio torch / kiln         %8.2f  (>= 1: Kiln as fast or faster; target >= 0.83)" % (torch_ms / kiln_ms))
        print("ratio torch / kiln compiled %7.2f" % (torch_ms / compiled_ms))


if __name__ == "__main__":
    main()
