"""Data-parallel training of a small MLP with kiln.distributed (run under mpirun, any number of
ranks dividing 64):

    mpirun -np 4 python3 examples/distributed_data_parallel.py

Every rank holds the whole model and a 1/n slice of each global batch; its gradients (computed
by hand: the chain rule for relu(x W1 + b1) W2 + b2 under a mean squared error) are averaged over
the ranks with average_gradients, so every rank takes the same step as one process training on
the whole batch. Rank 0 then trains the same model alone on the whole batch (a group of one) and
checks that the loss and weights agree within float32 tolerance.
"""
import numpy as np

import kiln
import kiln.distributed as dist

BATCH, INPUTS, HIDDEN, STEPS, RATE = 64, 8, 16, 30, 0.05


def problem():
    rng = np.random.default_rng(7)
    x = rng.standard_normal((BATCH, INPUTS)).astype(np.float32)
    y = np.sin(x.sum(axis=1, keepdims=True)).astype(np.float32)
    weights = {"w1": rng.standard_normal((INPUTS, HIDDEN)).astype(np.float32) * 0.3,
               "b1": np.zeros(HIDDEN, np.float32),
               "w2": rng.standard_normal((HIDDEN, 1)).astype(np.float32) * 0.3,
               "b2": np.zeros(1, np.float32)}
    return x, y, weights


def loss_and_gradients(p, x, y):
    """The mean squared error over this rank's rows and its gradients (means over those rows)."""
    z1 = x @ p["w1"] + p["b1"]
    h = kiln.maximum(z1, 0.0)
    diff = h @ p["w2"] + p["b2"] - y
    rows = x.shape[0]
    dout = diff * (2.0 / rows)
    dz1 = kiln.where(z1 > 0, dout @ p["w2"].T, 0.0)
    grads = {"w1": x.T @ dz1, "b1": kiln.sum(dz1, axis=0), "w2": h.T @ dout, "b2": kiln.sum(dout, axis=0)}
    return kiln.mean(diff * diff), grads


def train(group, device):
    x_all, y_all, init = problem()
    rows = BATCH // group.size()
    mine = slice(group.rank() * rows, (group.rank() + 1) * rows)
    x, y = kiln.asarray(x_all[mine], device=device), kiln.asarray(y_all[mine], device=device)
    p = {k: kiln.asarray(v, device=device) for k, v in init.items()}
    for _ in range(STEPS):
        loss, grads = loss_and_gradients(p, x, y)
        grads = dist.average_gradients(grads, group)  # equal slices: the mean of means is the mean
        p = {k: p[k] - RATE * grads[k] for k in p}
        loss = dist.all_sum(loss, group) / group.size()
        kiln.eval(loss, *p.values())  # one eval a step: the graph stays small
    return float(np.asarray(loss)), {k: np.asarray(v) for k, v in p.items()}


def main():
    group = dist.init()
    device = kiln.default_device()
    loss, weights = train(group, device)
    if group.rank() == 0:
        alone_loss, alone = train(dist.init("self"), device)
        assert abs(loss - alone_loss) <= 1e-5 * max(1.0, abs(alone_loss)), (loss, alone_loss)
        for k in weights:
            np.testing.assert_allclose(weights[k], alone[k], rtol=1e-4, atol=1e-5)
        print(f"distributed_data_parallel: {group.size()} ranks: loss {loss:.6f}, alone {alone_loss:.6f}")
    print(f"distributed_data_parallel: rank {group.rank()} OK", flush=True)


if __name__ == "__main__":
    main()
