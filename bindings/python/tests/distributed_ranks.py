"""kiln.distributed across ranks, run under mpirun (bindings/python/CMakeLists.txt): every
collective against NumPy references computed from all ranks' inputs (each rank's input is a
function of its rank), a split group, average_gradients with several buckets, and an
exchange's telemetry span. Prints
"distributed_ranks: rank R OK"."""
import sys

import numpy as np

import kiln
import kiln.diagnostics
import kiln.distributed as dist


def data(rank, shape, salt=0):
    n = int(np.prod(shape))
    return ((np.arange(n) * 3 + rank * 7 + salt) % 11 - 5).astype(np.float32).reshape(shape)


def check_mpi4py_communicator(x, every, rank, size):
    """kiln_group_from_mpi_comm: a group over mpi4py's communicator (skipped without mpi4py)."""
    try:
        from mpi4py import MPI
    except ImportError:
        print(f"distributed_ranks: rank {rank}: mpi4py not installed, from_mpi_comm not checked")
        return
    reverse = MPI.COMM_WORLD.Split(0, size - rank)  # one group, ranks in reverse order
    group = dist.from_mpi_comm(reverse)
    reverse.Free()  # Kiln keeps its own duplicate
    assert (group.rank(), group.size()) == (size - 1 - rank, size)
    np.testing.assert_array_equal(np.asarray(dist.all_gather(x, group)), np.concatenate(every[::-1]))


def check_gradient(group, rank, size, device):
    """all_sum passes its cotangent through (MLX's rule): d/dw sum(all_sum(w * w)) = 2 w here."""
    w = kiln.asarray(data(rank, (4,)), device=device)
    value, g = kiln.value_and_grad(lambda w: kiln.sum(dist.all_sum(w * w, group)))(w)
    np.testing.assert_allclose(np.asarray(g), 2 * data(rank, (4,)))
    np.testing.assert_allclose(float(np.asarray(value)), sum(float((data(r, (4,)) ** 2).sum()) for r in range(size)))
    # The other collectives' rules (each rank's own loss), against hand-derived gradients:
    # all_gather gives this rank's block of the cotangent, sum_scatter's cotangent goes to this
    # rank's block of x, all_max/all_min to the ranks whose x reached the result.
    c = np.arange(4 * size, dtype=np.float32) + 1
    kc = kiln.asarray(c, device=device)
    g = kiln.grad(lambda w: kiln.sum(dist.all_gather(w, group) ** 2 * kc))(w)
    np.testing.assert_allclose(np.asarray(g), 2 * data(rank, (4,)) * c[4 * rank:4 * rank + 4], rtol=1e-6)
    rows = kiln.asarray(data(rank, (2 * size,)), device=device)
    g = kiln.grad(lambda r: kiln.sum(dist.sum_scatter(r, group) ** 2))(rows)
    total = sum(data(r, (2 * size,)) for r in range(size))
    want = np.zeros(2 * size, np.float32)
    want[2 * rank:2 * rank + 2] = 2 * total[2 * rank:2 * rank + 2]
    np.testing.assert_allclose(np.asarray(g), want, rtol=1e-6)
    every = np.stack([data(r, (4,)) for r in range(size)])
    for reduce, pick in ((dist.all_max, np.max), (dist.all_min, np.min)):
        g = kiln.grad(lambda w: kiln.sum(reduce(w, group) * kc[:4]))(w)
        np.testing.assert_array_equal(np.asarray(g), np.where(data(rank, (4,)) == pick(every, axis=0), c[:4], 0))


def check_telemetry(x, size):
    """Each exchange is a 'collective' span (inside the eval's), with this rank's bytes and the group's size."""
    events = []
    with kiln.diagnostics.subscribe(events.append):
        kiln.eval(dist.all_sum(x))
    stops = [e for e in events if e.kind == "collective" and e.phase == "stop"]
    assert [(e.name, e.bytes, e.count) for e in stops] == [("all_sum", 5 * 3 * 4, size)], stops
    assert stops[0].parent_id in {e.id for e in events if e.kind == "eval"}, events


def main():
    group = dist.init("mpi")
    rank, size = group.rank(), group.size()
    device = kiln.default_device()
    x = kiln.asarray(data(rank, (5, 3)), device=device)
    every = [data(r, (5, 3)) for r in range(size)]
    np.testing.assert_array_equal(np.asarray(dist.all_sum(x)), sum(every))
    np.testing.assert_array_equal(np.asarray(dist.all_max(x)), np.max(every, axis=0))
    np.testing.assert_array_equal(np.asarray(dist.all_min(x)), np.min(every, axis=0))
    np.testing.assert_array_equal(np.asarray(dist.all_gather(x)), np.concatenate(every))
    rows = kiln.asarray(data(rank, (2 * size, 3)), device=device)
    total = sum(data(r, (2 * size, 3)) for r in range(size))
    np.testing.assert_array_equal(np.asarray(dist.sum_scatter(rows)), total[2 * rank:2 * rank + 2])
    # a ring, even ranks sending first
    nxt, prv = (rank + 1) % size, (rank - 1) % size
    sent, got = dist.send(x, nxt), dist.recv_like(x, prv)
    for t in ((sent, got) if rank % 2 == 0 else (got, sent)):
        t.eval()
    np.testing.assert_array_equal(np.asarray(got), every[prv])
    half = group.split(rank % 2)
    members = [r for r in range(size) if r % 2 == rank % 2]
    np.testing.assert_array_equal(np.asarray(dist.all_sum(x, half)), sum(every[r] for r in members))
    # average_gradients: 100 small tensors and one large, in buckets of 4 KiB
    grads = {"small": [kiln.asarray(data(rank, (7,), i), device=device) for i in range(100)],
             "large": kiln.asarray(data(rank, (64, 64)), device=device)}
    mean = dist.average_gradients(grads, bucket_bytes=4096)
    for i, g in enumerate(mean["small"]):
        np.testing.assert_allclose(np.asarray(g), sum(data(r, (7,), i) for r in range(size)) / size, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(mean["large"]), sum(data(r, (64, 64)) for r in range(size)) / size,
                               rtol=1e-6)
    check_gradient(group, rank, size, device)
    check_mpi4py_communicator(x, every, rank, size)
    check_telemetry(x, size)
    print(f"distributed_ranks: rank {rank} OK")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
