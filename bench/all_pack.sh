#!/bin/bash
# Packs one device call's worth for issues 52, 47 and 49 (bench/all_run.sh): the gradient pack
# (grad_pack.sh) and the CUDA pack (cuda_pack.sh) merged and xz-compressed into .gpu-both (about
# 13 MB), and the Nx MLP pack into .gpu-nx (LIBS=0: its libkiln is the one in .gpu-both). Carry
# [".gl", ".gpu-both", ".gpu-nx"]: with the tree, about 50 of the 64 MiB a call may carry.
set -eu
cd "$(dirname "$0")/.."
bash bench/grad_pack.sh > /dev/null
WITH_TESTS=1 bash bench/cuda_pack.sh > /dev/null
T=$(mktemp -d)
tar xzf .gpu-grad/payload.tgz -C $T
tar xzf build/cuda-pack/payload.tgz -C $T
mkdir -p .gpu-both
tar cf - -C $T . | xz -9 -T2 > .gpu-both/payload.txz
rm -rf $T .gpu-grad/payload.tgz build/cuda-pack/payload.tgz
LIBS=0 DEST=.gpu-nx bash bench/nx_mlp/pack.sh > /dev/null 2>&1
du -sh .gpu-both .gpu-nx
