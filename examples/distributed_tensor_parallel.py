"""A two-layer MLP with tensor-parallel weights (run under mpirun; 1, 2 or 4 ranks):

    mpirun -np 2 python3 examples/distributed_tensor_parallel.py

y = relu(x W1) W2. Rank r holds columns r of W1 (a 1/n column shard) and the matching rows of
W2 (a row shard): relu(x W1[:, cols]) W2[cols, :] is its share of y, and one all_sum joins the
shares (Megatron's column-then-row split: no exchange between the two layers). Every rank checks
the result against the whole model on one device.
"""
import numpy as np

import kiln
import kiln.distributed as dist

BATCH, INPUTS, HIDDEN, OUTPUTS = 32, 24, 64, 10


def main():
    group = dist.init()
    rank, size = group.rank(), group.size()
    device = kiln.default_device()
    rng = np.random.default_rng(3)
    x = rng.standard_normal((BATCH, INPUTS)).astype(np.float32)
    w1 = rng.standard_normal((INPUTS, HIDDEN)).astype(np.float32) / np.sqrt(INPUTS)
    w2 = rng.standard_normal((HIDDEN, OUTPUTS)).astype(np.float32) / np.sqrt(HIDDEN)
    cols = slice(rank * HIDDEN // size, (rank + 1) * HIDDEN // size)
    w1_shard = kiln.asarray(w1[:, cols], device=device)  # each rank holds 1/size of the weights
    w2_shard = kiln.asarray(w2[cols, :], device=device)
    xs = kiln.asarray(x, device=device)
    y = dist.all_sum(kiln.maximum(xs @ w1_shard, 0.0) @ w2_shard, group)
    whole = kiln.maximum(xs @ kiln.asarray(w1, device=device), 0.0) @ kiln.asarray(w2, device=device)
    np.testing.assert_allclose(np.asarray(y), np.asarray(whole), rtol=1e-5, atol=1e-5)
    print(f"distributed_tensor_parallel: rank {rank} of {size} OK", flush=True)


if __name__ == "__main__":
    main()
