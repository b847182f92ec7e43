"""What switching the GPU between a Vulkan device and a CUDA context costs by itself (issue 49), on
an NVIDIA GPU, without Kiln's hand-off: each figure is a median over repeats, each repeat waited on
from the host.

    vulkan alone      a small Kiln eval on Vulkan (tanh of 64 x 64)
    cuda alone        a small PyTorch op and torch.cuda.synchronize()
    alternating       one of each in turn: the pair's time less the two alone is the switch cost
    torch burst       200 small PyTorch ops then one synchronize (launch-bound, as a decoder's step),
                      before Kiln has opened its Vulkan device and after it has run work there

bench/cuda_boundary_probe.py found ~300 us a Vulkan-CUDA-Vulkan link inside one eval; if the pairs
here cost as much, the cost is the driver's switch between the two contexts, not Kiln's hand-off.
Run: KILN_LIBRARY_PATH=... PYTHONPATH=bindings/python python3 bench/cuda_switch_probe.py"""
import statistics
import time

import numpy as np
import torch


def median_us(fn, n=200, warm=20):
    for _ in range(warm):
        fn()
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def main():
    t = torch.ones(64, 64, device="cuda")

    def cuda_op():
        t.add_(1.0)
        torch.cuda.synchronize()

    def burst():
        for _ in range(200):
            t.mul_(1.0)
        torch.cuda.synchronize()

    burst_before = median_us(burst, 50)
    cuda_before = median_us(cuda_op)
    import kiln  # the Vulkan device opens with the first array
    x = kiln.asarray(np.ones((64, 64), np.float32), device=kiln.device("vulkan"))

    def vulkan_op():
        kiln.tanh(x).eval()

    def alternate():
        vulkan_op()
        cuda_op()

    vulkan = median_us(vulkan_op)
    cuda = median_us(cuda_op)
    pair = median_us(alternate)
    burst_after = median_us(burst, 50)
    print("vulkan alone %.1f us, cuda alone %.1f us (%.1f before Kiln), alternating pair %.1f us: "
          "switch cost %.1f us a pair" % (vulkan, cuda, cuda_before, pair, pair - vulkan - cuda))
    print("torch burst of 200 ops: %.1f us before Kiln's device, %.1f us after (%.2fx)" %
          (burst_before, burst_after, burst_after / burst_before))


if __name__ == "__main__":
    main()
