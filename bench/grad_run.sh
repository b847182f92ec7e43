#!/bin/bash
# One call on the lent GPU machine (bench/grad_pack.sh first): issue 52's gradient step, the
# 784-1024-1024-10 MLP (batch 1024, float32) with kiln.value_and_grad against PyTorch eager's
# backward step in the same process, then the C step with hand-written and with derived
# gradients (workloads_bench mlp_train) in one process. Logs go to $OUT.
set -u
source bench/gpu_env.sh .gpu-grad/payload.tgz
nvidia-smi --query-gpu=name,driver_version --format=csv | tee "$OUT/gpu.txt"
KILN_LIBRARY_PATH=$W PYTHONPATH=bindings/python python3 bench/grad_step.py --device vulkan --steps ${STEPS:-40} 2>&1 | tee "$OUT/grad_step.txt"
$W/workloads_bench vulkan mlp_train 2>&1 | tee "$OUT/mlp_train.txt"
