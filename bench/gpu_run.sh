#!/bin/bash
# One call on the lent NVIDIA GPU (device tool, docs/benchmarks.md): unpack the Vulkan loader
# (.gl) and the build carried in .gpu-bench/payload.txz (bench/pack.sh), then benchmark against
# PyTorch, check trig accuracy, and run the Vulkan test suite. Logs go to $OUT.
set -u
source bench/gpu_env.sh .gpu-bench/payload.txz
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv | tee "$OUT/gpu.txt"
python3 bench/run_bench.py --kiln-bench $W/kiln_bench --json "$OUT/bench.json" 2>&1 | tee "$OUT/bench.txt"
$W/trig_accuracy vulkan 2000000 2>&1 | tee "$OUT/trig.txt"
$W/pow_bench vulkan 2>&1 | tee "$OUT/pow.txt"
# The suite reads its fixtures from the path it was built with.
# (FIXTURES=0 packs leave them out, as a call carries 64 MiB: the fixture tests then fail.)
[ -f $W/ops.bin ] && mkdir -p /work/main/build/release/tests/fixtures && cp $W/ops.bin /work/main/build/release/tests/fixtures/ops.bin
KILN_DEVICE=vulkan:0 timeout ${SUITE_SECONDS:-150} $W/kiln_tests --gtest_brief=1 > "$OUT/tests.txt" 2>&1
echo "suite exit $?"; grep -E "^\[  FAILED|PASSED" "$OUT/tests.txt" | tail -45
cat "$OUT/bench.txt" | tail -12
