#!/bin/bash
# On the lent GPU machine: unpack the Vulkan loader (.gl), run the fusion tests on the GPU, then
# the GELU benchmark against PyTorch eager and torch.compile. Run from the folder that holds .gl
# and the pack (bench/pack_fusion.sh), given as $1. Logs go to $OUT.
set -u
P=$1
for f in .gl/*.deb; do dpkg -x "$f" /; done
ldconfig
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -e "$icd" ] && export VK_DRIVER_FILES=$icd
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
export LD_LIBRARY_PATH=$P PYTHONUNBUFFERED=1 KILN_DEVICE=vulkan:0 KILN_PIPELINE_CACHE_DIR=off
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"
timeout 120 $P/fusion_tests --gtest_brief=1 > "$OUT/tests.txt" 2>&1
echo "fusion tests exit $?"; tail -5 "$OUT/tests.txt"
timeout 240 python3 $P/fusion_bench.py --fusion-bench $P/fusion_bench 2>"$OUT/bench.err" | tee "$OUT/bench.txt"
tail -8 "$OUT/bench.err"
