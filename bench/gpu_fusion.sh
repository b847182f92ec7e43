#!/bin/bash
# On the lent GPU machine, from the repository root with .gl carried: unpack the Vulkan loader
# and the pack made by bench/pack_fusion.sh ($1), run the fusion tests on the GPU, then the GELU
# benchmark against PyTorch eager and torch.compile. Logs go to $OUT.
set -u
for f in .gl/*.deb; do dpkg -x "$f" /; done
ldconfig
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -e "$icd" ] && export VK_DRIVER_FILES=$icd
OUT=${OUT:-/tmp/out}
P=/tmp/kiln-fusion
mkdir -p "$OUT" $P && tar xzf "$1" -C $P
export LD_LIBRARY_PATH=$P PYTHONUNBUFFERED=1 KILN_DEVICE=vulkan:0 KILN_PIPELINE_CACHE_DIR=off
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"
timeout 120 $P/fusion_tests --gtest_brief=1 > "$OUT/tests.txt" 2>&1
echo "fusion tests exit $?"; grep -E "FAILED|PASSED|trace|dtype" "$OUT/tests.txt" | head -20
timeout 240 python3 $P/fusion_bench.py --fusion-bench $P/fusion_bench 2>"$OUT/bench.err" | tee "$OUT/bench.txt"
tail -8 "$OUT/bench.err"
