#!/bin/bash
# On the lent NVIDIA GPU (carry .gl and build/cuda-pack: bench/cuda_pack.sh): the GPT-2-small-shaped
# decoder of issue 49 (bench/gpt2_decoder.py), Kiln on Vulkan with the CUDA layer on, against
# PyTorch eager on CUDA, float16. Log in $OUT/gpt2.txt.
set -u
source bench/gpu_env.sh build/cuda-pack/payload.tgz
export KILN_LIBRARY_PATH=$W/libkiln.so.1 PYTHONPATH=$PWD/bindings/python KILN_CUDA=${KILN_CUDA:-on}
python3 bench/gpt2_decoder.py --device vulkan --torch-device cuda --dtype ${DTYPE:-float16} 2>&1 | tee "$OUT/gpt2.txt"
