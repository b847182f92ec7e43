#!/bin/bash
# One call on the lent GPU (bench/all_pack.sh first): issue 52's gradient step (grad_run.sh), issue
# 47's Nx MLP step (nx_mlp/run.sh), issue 49's CUDA layer (cuda_gpu_run.sh), each time-boxed so
# that all three fit the 600 s a call may run. Logs under $OUT; the tails last.
set -u
export OUT=${OUT:-/tmp/out}
mkdir -p .gpu-grad build/cuda-pack "$OUT"
xz -dc .gpu-both/payload.txz | gzip -1 > .gpu-grad/payload.tgz && cp .gpu-grad/payload.tgz build/cuda-pack/
STEPS=40 timeout 170 bash bench/grad_run.sh > "$OUT/grad.log" 2>&1; echo "grad rc $?" >> "$OUT/grad.log"
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -e "$icd" ] && export VK_DRIVER_FILES=$icd
LIBDIR=/tmp/kiln PACK=.gpu-nx STEPS=30 timeout 170 bash .gpu-nx/run.sh > "$OUT/nx.log" 2>&1; echo "nx rc $?" >> "$OUT/nx.log"
GEMM_SECONDS=100 timeout 230 bash bench/cuda_gpu_run.sh > "$OUT/cuda.log" 2>&1; echo "cuda rc $?" >> "$OUT/cuda.log"
echo "==== GRAD"; tail -25 "$OUT/grad.log"
echo "==== NX"; tail -12 "$OUT/nx.log"
echo "==== CUDA"; tail -45 "$OUT/cuda.log"
