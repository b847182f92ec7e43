#!/usr/bin/env python3
"""GELU (tanh form, 64 Mi float32): Kiln fused and unfused (fusion_bench) against PyTorch eager and
torch.compile in the same process tree, on the same GPU. PyTorch is timed with CUDA events, median
of 20 after warm-up; its result is checked against Kiln's formula first. Prints a table."""
import argparse
import json
import subprocess
import sys


def torch_times(n, reps):
    import torch
    x = (torch.rand(n, device="cuda") * 8 - 4).float()

    def gelu(x):
        return 0.5 * x * (1 + torch.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))

    ref = torch.nn.functional.gelu(x.double(), approximate="tanh").float()
    out = {}
    for name, fn in (("eager", gelu), ("compile", torch.compile(gelu))):
        y = fn(x)
        err = ((y - ref).abs() / (ref.abs() + 1)).max().item()  # 1 + tanh cancels near -4
        assert err < 1e-5, (name, err)
        for _ in range(5):
            fn(x)
        ts = []
        for _ in range(reps):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            fn(x)
            e.record()
            torch.cuda.synchronize()
            ts.append(s.elapsed_time(e))
        ts.sort()
        out[name] = ts[len(ts) // 2]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fusion-bench", required=True)
    ap.add_argument("--n", type=int, default=64 << 20)
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args()
    run = subprocess.run([args.fusion_bench, str(args.n), str(args.reps)], capture_output=True, text=True)
    print(run.stdout, run.stderr, file=sys.stderr)
    kiln = {}
    for line in run.stdout.splitlines():
        r = json.loads(line)
        if r["case"] == "gelu":
            kiln[r["mode"]] = r
        else:
            kiln["check"] = r
    t = torch_times(args.n, args.reps)
    fused = kiln["fused"]["median_ms"]
    print("| GELU tanh, %d float32 | ms | Kiln fused is x faster |" % args.n)
    print("| --- | --- | --- |")
    print("| Kiln fused | %.3f (%.0f GB/s, peak %.0f MiB above x) | |" % (fused, kiln["fused"]["gbps"], kiln["fused"]["peak_above_input_mib"]))
    print("| Kiln fused, unaligned x (no VEC path) | %.3f | %.2fx |" % (kiln["fused_unaligned"]["median_ms"], kiln["fused_unaligned"]["median_ms"] / fused))
    print("| Kiln unfused | %.3f | %.2fx |" % (kiln["unfused"]["median_ms"], kiln["unfused"]["median_ms"] / fused))
    print("| Kiln fused x + 0.044715 x^3 (same traffic, no tanh) | %.3f | |" % kiln["cubic_fused"]["median_ms"])
    print("| PyTorch eager | %.3f | %.2fx |" % (t["eager"], t["eager"] / fused))
    print("| torch.compile | %.3f | %.2fx |" % (t["compile"], t["compile"] / fused))
    print("check:", json.dumps(kiln.get("check")), "exit", run.returncode)


if __name__ == "__main__":
    main()
