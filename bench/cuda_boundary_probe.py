"""Where a Vulkan-to-CUDA-and-back boundary's time goes (issue 49), on an NVIDIA GPU with the CUDA
interop layer: chains of 32 dependent products in one eval, each product alone or followed by
tanh (a Vulkan kernel between two products), at several sizes; each chain with the products on
cuBLASLt ordered on the GPU (shared timeline), on cuBLASLt ordered by host waits, and on the
Vulkan kernels. A products-only chain crosses once per eval; a chain with tanh crosses twice per
link. Prints the per-link difference from the Vulkan chain. Values are not checked here
(bench/cublaslt_matmul_check.py checks the same chains).
Run: KILN_LIBRARY_PATH=... PYTHONPATH=bindings/python KILN_CUDA=on python3 bench/cuda_boundary_probe.py"""
import os
import statistics
import time

import torch

import kiln

LINKS = 32


def wall(fn, n):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def chain(x, w, mode, handoff, tanh):
    os.environ["KILN_CUBLASLT"], os.environ["KILN_CUDA_HANDOFF"] = mode, handoff
    for _ in range(LINKS):
        x = x @ w
        if tanh:
            x = kiln.tanh(x)
    x.eval()
    return x


print("%-28s %12s %12s %12s %14s %14s" % ("chain of 32", "timeline us", "host-wait us", "Vulkan us",
                                          "link-Vk us", "link-Vk wait"))
for size, dtype in ((64, torch.float32), (1024, torch.float16), (4096, torch.float16)):
    x = kiln.from_dlpack(torch.randn(size, size, device="cuda", dtype=dtype))
    w = kiln.from_dlpack((torch.randn(size, size, device="cuda") / size ** 0.5).to(dtype))
    for tanh in (False, True):
        t = {}
        n = 15 if size < 4096 else 5
        for mode, handoff in (("require", "gpu"), ("require", "wait"), ("off", "gpu")):
            for _ in range(3):
                chain(x, w, mode, handoff, tanh)
            t[(mode, handoff)] = wall(lambda: chain(x, w, mode, handoff, tanh), n)
        gpu, wait, vk = t[("require", "gpu")], t[("require", "wait")], t[("off", "gpu")]
        print("%-28s %12.1f %12.1f %12.1f %14.2f %14.2f" % (
            "%d %s%s" % (size, str(dtype).replace("torch.", ""), " + tanh" if tanh else ""), gpu * 1e6, wait * 1e6,
            vk * 1e6, (gpu - vk) / LINKS * 1e6, (wait - vk) / LINKS * 1e6), flush=True)
os.environ["KILN_CUBLASLT"], os.environ["KILN_CUDA_HANDOFF"] = "on", "gpu"
