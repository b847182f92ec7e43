#!/bin/bash
# One call on the lent GPU machine (docs/benchmarks.md): unpack the Vulkan loader (.gl), run the
# workloads benchmark against PyTorch, then the memory and op-value tests on the GPU. Expects
# the folder it sits in to hold workloads.py and payload.tgz (bench/workloads_pack.sh).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/gpu_env.sh" "$HERE/payload.tgz"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv | tee "$OUT/gpu.txt"
# CASES picks workloads.py's cases (default: its CASES), e.g. issue 18's
# sort_16Mi,cumsum_64Mi,gather_16Mi,scatter_add_16Mi,uniform_256Mi, or issue 20's fft,fft2.
timeout ${BENCH_SECONDS:-330} python3 "$HERE/workloads.py" --bench $W/workloads_bench --json "$OUT/workloads.json" \
  ${CASES:+--cases $CASES} > "$OUT/workloads.txt" 2> "$OUT/workloads.err"
echo "workloads exit $?"
if [ -n "${SUITE_FILTER:-}" ]; then
  mkdir -p "$(dirname "$FIXTURES")" && cp $W/ops.bin "$FIXTURES"
  KILN_DEVICE=vulkan:0 timeout ${SUITE_SECONDS:-90} $W/kiln_tests --gtest_brief=1 --gtest_filter="$SUITE_FILTER" > "$OUT/tests.txt" 2>&1
  echo "suite exit $?"; grep -E "^\[  FAILED|PASSED|tests from" "$OUT/tests.txt" | tail -20
fi
# Where the host time of the 1000-op chain goes, when the machine has perf.
if [ -n "${PERF_CASE:-}" ] && command -v perf > /dev/null; then
  perf record -g -o /tmp/perf.data $W/workloads_bench vulkan "$PERF_CASE" > /dev/null 2>&1
  perf report -i /tmp/perf.data --no-children --sort dso,symbol -g none 2> /dev/null | grep % | head -40 > "$OUT/perf.txt"
  head -25 "$OUT/perf.txt" | cut -c1-140
fi
tail -5 "$OUT/workloads.err"
grep -v '^{' "$OUT/workloads.txt"
