#!/bin/bash
# One call on the lent NVIDIA GPU for the CUDA interop layer (issue 49): kiln-info's line, the C
# export bench, the PyTorch/CuPy exchange checks (and with KILN_CUDA=off), the cuBLASLt products
# against PyTorch and the Vulkan kernels, and the DLPack and matmul tests on the GPU. Logs in $OUT;
# a short summary last. Carry .gl and build/cuda-pack (bench/cuda_pack.sh).
set -u
source bench/gpu_env.sh build/cuda-pack/payload.tgz
export KILN_LIBRARY_PATH=$W/libkiln.so.1 PYTHONPATH=$PWD/bindings/python
export KILN_CUDA=${KILN_CUDA:-on}  # the layer is opt-in until this run has shown it working
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"
$W/kiln-info > "$OUT/info.txt" 2>&1
$W/cuda_dlpack_bench > "$OUT/export.txt" 2>&1
timeout 150 python3 bench/cuda_interop_check.py > "$OUT/check.txt" 2>&1; echo "check exit $?" >> "$OUT/check.txt"
if [ "${GEMM:-1}" = 1 ]; then
  timeout ${GEMM_SECONDS:-200} python3 bench/cublaslt_matmul_check.py > "$OUT/gemm.txt" 2>&1; echo "gemm exit $?" >> "$OUT/gemm.txt"
fi
KILN_CUDA=off timeout 60 python3 bench/cuda_interop_check.py > "$OUT/off.txt" 2>&1; echo "off exit $?" >> "$OUT/off.txt"
if [ -x $W/kiln_tests ]; then  # the suites that need no NumPy fixtures
  KILN_DEVICE=vulkan:0 timeout 60 $W/kiln_tests --gtest_brief=1 \
    --gtest_filter='DlpackCuda.*:Dlpack.*:DlpackDevice.*:CudaInterop*:MemoryReuse.*:Streams.*' > "$OUT/tests.txt" 2>&1
  echo "tests exit $?" >> "$OUT/tests.txt"
fi
echo "== kiln-info"; grep -E "CUDA interop|^vulkan" "$OUT/info.txt"
echo "== export (C)"; cat "$OUT/export.txt"
echo "== off"; tail -5 "$OUT/off.txt"
echo "== tests"; for f in "$OUT"/tests*.txt; do [ -e "$f" ] && grep -E "FAILED|PASSED|exit" "$f" | tail -8; done
echo "== gemm"; [ -e "$OUT/gemm.txt" ] && tail -14 "$OUT/gemm.txt"
echo "== exchange"; tail -22 "$OUT/check.txt"
