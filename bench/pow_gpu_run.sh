#!/bin/bash
# One device call (docs/benchmarks.md): float32 power on NVIDIA's Vulkan driver, its accuracy
# (trig_accuracy's power line, pow_bench's check) and speed against multiply and torch.pow in the
# same call, then the async/stream gtests (with early flushes too). Pack first with
# `FIXTURES=0 bash bench/pack.sh`; carry [".gl", ".gpu-bench"]. Written in session 36, not yet
# run: that session's device time was spent.
set -u
source bench/gpu_env.sh .gpu-bench/payload.txz
nvidia-smi --query-gpu=name,driver_version --format=csv
$W/trig_accuracy vulkan 1000000 2>&1 | tee "$OUT/trig.txt"
for i in 1 2; do $W/pow_bench vulkan; done 2>&1 | tee "$OUT/pow.txt"
python3 - <<'PY' 2>&1 | tee "$OUT/torch_pow.txt"
import torch
n = 1 << 24
g = torch.Generator().manual_seed(0)
x = (0.1 + 4.9 * torch.rand(n, generator=g)).cuda()
y = (-3 + 6 * torch.rand(n, generator=g)).cuda()
want = torch.pow(x.double(), y.double())
got = torch.pow(x, y).double()
ulp = (torch.abs(got - want) / torch.abs(torch.nextafter(want.float(), torch.tensor(float('inf'), device='cuda')).double() - want.float().double())).max().item()
for name, fn in [("pow", lambda: torch.pow(x, y)), ("mul", lambda: torch.mul(x, y))]:
    for _ in range(3): fn()
    ts = []
    for _ in range(20):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record(); fn(); e.record(); torch.cuda.synchronize(); ts.append(s.elapsed_time(e))
    ts.sort(); ms = ts[10]
    print(f'{{"torch": "{name}", "ms": {ms:.4f}, "gbs": {3 * 4 * n / ms / 1e6:.1f}}}')
print(f'{{"torch_pow_worst_ulp": {ulp:.2f}}}')
PY
KILN_DEVICE=vulkan:0 timeout 200 $W/kiln_tests --gtest_brief=1 --gtest_filter='AsyncEval.*:Streams.*:Concurrency.*' 2>&1 | tail -5
KILN_DEVICE=vulkan:0 KILN_VULKAN_FLUSH=1 timeout 200 $W/kiln_tests --gtest_brief=1 --gtest_filter='AsyncEval.*:Streams.*' --gtest_repeat=2 2>&1 | grep -E "PASSED|FAILED" | sort | uniq -c
