"""kiln.distributed in one process: a group of one needs no engine; collectives return their
input, there is no peer to send to, and average_gradients keeps the structure. Several ranks:
distributed_ranks.py under mpirun (tests/distributed/run_mpi.sh)."""
import numpy as np
import pytest

import kiln
import kiln.distributed as dist


def test_group_of_one_returns_inputs(device):
    group = dist.init("self")
    assert (group.rank(), group.size()) == (0, 1)
    x = kiln.asarray(np.arange(6, dtype=np.float32).reshape(2, 3), device=device)
    for fn in (dist.all_sum, dist.all_max, dist.all_min, dist.sum_scatter):
        np.testing.assert_array_equal(np.asarray(fn(x, group)), np.asarray(x))
    assert dist.all_gather(x, group).shape == (2, 3)
    assert dist.all_gather(kiln.asarray(1.5, device=device), group).shape == (1,)


def test_any_outside_mpirun_is_a_group_of_one():
    assert dist.init().size() == 1


def test_no_peer_and_bad_shapes(device):
    group = dist.init("self")
    x = kiln.ones((3,), device=device)
    with pytest.raises(kiln.InvalidArgumentError, match="rank 1"):
        dist.send(x, 1, group)
    with pytest.raises(kiln.InvalidArgumentError):
        dist.recv((3,), kiln.float32, 0, group, device)
    with pytest.raises(kiln.ShapeMismatchError):
        dist.sum_scatter(kiln.asarray(2.0, device=device), group)
    with pytest.raises(kiln.UnsupportedDTypeError):
        dist.all_max(kiln.ones((2,), dtype=kiln.complex64, device=device), group)


def test_split_and_timeout():
    group = dist.init("self")
    assert group.split(-1) is None
    assert group.split(3).size() == 1
    group.set_timeout(5)
    with pytest.raises(kiln.InvalidArgumentError):
        group.set_timeout(-1)


def test_average_gradients_keeps_structure(device):
    grads = {"w": kiln.ones((2, 2), device=device), "b": [kiln.zeros((3,), device=device)]}
    out = dist.average_gradients(grads, dist.init("self"))
    assert set(out) == {"w", "b"} and out["b"][0].shape == (3,)
