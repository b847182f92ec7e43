#!/bin/bash
# One call on the lent NVIDIA GPU for cuSOLVER behind the CUDA interop layer (issue 49): kiln-info's
# line, the linalg NumPy fixtures on the Vulkan device with every matrix cuSOLVER can take sent
# there (KILN_CUSOLVER=always), then bench/cusolver_check.py (properties, the CPU's LAPACK, timings
# against the CPU path and PyTorch). Carry .gl and .gpu-both (bench/all_pack.sh; the fixtures from
# `KILN_FIXTURE_FAMILIES=linalg python3 tools/fixtures/make_op_fixtures.py .gpu-both/linalg_ops.bin`).
set -u
mkdir -p build/cuda-pack && xz -dc .gpu-both/payload.txz | gzip -1 > build/cuda-pack/payload.tgz
source bench/gpu_env.sh build/cuda-pack/payload.tgz
export KILN_LIBRARY_PATH=$W/libkiln.so.1 PYTHONPATH=$PWD/bindings/python KILN_CUDA=on
$W/kiln-info 2>&1 | grep -E "CUDA interop" | tee "$OUT/info.txt"
# The suite reads its fixtures from the path it was built with.
mkdir -p /work/main/build/release/tests/fixtures && cp .gpu-both/linalg_ops.bin /work/main/build/release/tests/fixtures/ops.bin
KILN_DEVICE=vulkan:0 KILN_CUSOLVER=always timeout 120 $W/kiln_tests --gtest_brief=1 \
  --gtest_filter='Fixtures/OpValues.*:CudaSolverPlan.*' > "$OUT/fixtures.txt" 2>&1
echo "fixtures exit $?"; grep -E "^\[  FAILED|PASSED|tests from" "$OUT/fixtures.txt" | tail -30
timeout ${CHECK_SECONDS:-300} python3 bench/cusolver_check.py 2>&1 | tee "$OUT/check.txt" | grep -vE "^\S.* ok " | tail -80
