"""Timing shared by the PyTorch sides of the Nx step benchmarks (torch_mlp_step.py,
../nx_transformer/torch_block_step.py)."""
import torch


def median_step_ms(run_step, steps, repetitions=5, warm=5):
    """The median over `repetitions` of the mean ms of `steps` back-to-back calls of run_step(),
    timed with CUDA events, the GPU drained at each end; `warm` untimed calls first."""
    for _ in range(warm):
        run_step()
    times = []
    for _ in range(repetitions):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda.synchronize()
        start.record()
        for _ in range(steps):
            run_step()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) / steps)
    return sorted(times)[len(times) // 2]
