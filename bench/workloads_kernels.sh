#!/bin/bash
# A second pass of a GPU call after workloads_run.sh (which unpacked the payload to /tmp/kiln):
# the workloads bench again with per-kernel GPU times (KILN_BENCH_KERNELS), for KCASES, printed
# as a short table per case (docs/benchmarks.md, "Session 5"). Writes kernels.txt under $OUT.
OUT=${OUT:-/tmp/out}
W=/tmp/kiln
export LD_LIBRARY_PATH=$W KILN_BENCH_KERNELS=1
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -e "$icd" ] && export VK_DRIVER_FILES=$icd
timeout ${KSECONDS:-200} python3 "$(dirname "$0")/workloads.py" --bench $W/workloads_bench --json $OUT/kernels.json \
  --cases "${KCASES:?set KCASES, e.g. sort_16Mi,sum0}" > $OUT/kernels.txt 2> $OUT/kernels.err
echo "kernels exit $?"
grep '^{' $OUT/kernels.txt | python3 -c '
import json, sys
for line in sys.stdin:
    d = json.loads(line)
    if "kernels" in d:
        print(d["case"], "gpu %.1f us" % (d["gpu_s"] * 1e6))
        for k, (us, n) in list(d["kernels"].items())[:8]:
            print("   %-48s %9.1f us  x%d" % (k, us, n))'
