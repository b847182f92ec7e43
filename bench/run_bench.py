#!/usr/bin/env python3
"""Runs the same cases through PyTorch (CUDA events, median after warm-up) and through Kiln
(bench/kiln_bench, wall time around kiln_tensor_eval), checks PyTorch's results against float64,
and prints a table of Kiln / PyTorch ratios. Both run in the same call on the same GPU.

    python3 bench/run_bench.py --kiln-bench build-vk/bench/kiln_bench [--device vulkan] [--cases ...]
"""
import argparse
import json
import statistics
import subprocess
import sys

CASES = "add,sum,copy,chain,matmul4096,matmul8192,huge"


def torch_cases(cases):
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False  # true float32, as Kiln computes
    torch.backends.cudnn.allow_tf32 = False
    dev = torch.device("cuda")
    out = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__}

    def timed(fn, warmup, reps):
        for _ in range(warmup):
            fn()
        times = []
        for _ in range(reps):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) * 1e-3)
        return statistics.median(times)

    n = 1 << 28
    if any(c in cases for c in ("add", "sum", "copy")):
        a = torch.rand(n, device=dev) * 2 - 1
        b = torch.rand(n, device=dev) * 2 - 1
        if "add" in cases:
            assert torch.equal(a + b, (a.double() + b.double()).float())
            out["add_f32_1GiB"] = (timed(lambda: a + b, 3, 20), 3 * n * 4, "GB/s")
        if "sum" in cases:
            ref = a.double().sum().item()
            assert abs(a.sum().item() - ref) <= 1e-6 * a.abs().double().sum().item()
            out["sum_f32_1GiB"] = (timed(lambda: a.sum(), 3, 20), n * 4, "GB/s")
        if "copy" in cases:
            assert torch.equal(a.clone(), a)
            out["copy_f32_1GiB"] = (timed(lambda: a.clone(), 3, 20), 2 * n * 4, "GB/s")
        del a, b
    if "huge" in cases:
        n = 3 << 29  # 6 GiB of float32 per tensor
        a, b = torch.full((n,), 1.5, device=dev), torch.full((n,), 2.25, device=dev)
        out["add_f32_6GiB"] = (timed(lambda: a + b, 2, 5), 3 * n * 4, "GB/s")
        del a, b
        torch.cuda.empty_cache()
    if "chain" in cases:
        x = torch.rand(4096, device=dev) * 2 - 1
        c = 1 + (torch.rand(4096, device=dev) * 2 - 1) * 1e-3

        def chain():
            y = x
            for i in range(1000):
                y = y * c if i % 2 else y + c
            return y

        # Eager per-op cost: what a user of PyTorch pays for 1000 dependent small ops.
        out["chain_1000_ops_per_op"] = (timed(chain, 3, 15) / 1000, 0, "us/op")
    for size in (4096, 8192):
        if "matmul%d" % size not in cases:
            continue
        a = torch.rand(size, size, device=dev) * 2 - 1
        b = torch.rand(size, size, device=dev) * 2 - 1
        ref = a.double() @ b.double()
        err = ((a @ b).double() - ref).norm() / ref.norm()
        assert err < 1e-5, err
        out["matmul_f32_%d" % size] = (timed(lambda: a @ b, 2, 10 if size < 8192 else 5), 2 * size**3, "TFLOP/s")
        del a, b, ref
    return out


def rate(seconds, amount, unit):
    if unit == "us/op":
        return seconds * 1e6
    return amount / seconds / (1e9 if unit == "GB/s" else 1e12)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kiln-bench", required=True)
    ap.add_argument("--device", default="vulkan")
    ap.add_argument("--cases", default=CASES)
    ap.add_argument("--json", help="write all numbers here")
    args = ap.parse_args()

    torch_results = torch_cases(args.cases)
    proc = subprocess.run([args.kiln_bench, args.device, args.cases], capture_output=True, text=True)
    sys.stderr.write(proc.stderr)
    print(proc.stdout, end="")  # the raw JSON lines, for the log
    kiln = {}
    for line in proc.stdout.splitlines():
        if line.startswith("{"):
            d = json.loads(line)
            if "case" in d:
                kiln[d["case"]] = d
            else:
                kiln["device"] = d["device"]
    if proc.returncode != 0:
        print("kiln_bench exited with", proc.returncode, file=sys.stderr)

    rows = []
    for case, value in torch_results.items():
        if not isinstance(value, tuple):
            continue
        seconds, amount, unit = value
        k = kiln.get(case)
        t = rate(seconds, amount, unit)
        if not k:
            rows.append((case, unit, None, t, None, "missing"))
            continue
        kr = k["seconds"] * 1e6 if unit == "us/op" else k["rate"]
        # Ratio >= 1 means Kiln is as fast or faster: rates divide, per-op costs invert.
        ratio = t / kr if unit == "us/op" else kr / t
        rows.append((case, unit, kr, t, ratio, k["check"]))
    if "chain_1000_build_per_op" in kiln:
        b = kiln["chain_1000_build_per_op"]["seconds"] * 1e6
        rows.append(("chain_1000_build_per_op", "us/op", b, None, None, "graph building, not in eval"))

    print("Kiln device: %s | PyTorch %s on %s" % (kiln.get("device"), torch_results["torch"], torch_results["device"]))
    print("%-26s %-8s %12s %12s %8s  %s" % ("case", "unit", "kiln", "pytorch", "ratio", "check"))
    for case, unit, kr, t, ratio, check in rows:
        f = lambda v: "%12.2f" % v if v is not None else "%12s" % "-"
        print("%-26s %-8s %s %s %8s  %s" % (case, unit, f(kr), f(t), "%.2fx" % ratio if ratio else "-", check))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"kiln": kiln, "torch": {k: v for k, v in torch_results.items()}}, fh, indent=1)


if __name__ == "__main__":
    main()
