#!/bin/bash
# Packs libkiln (stripped; shaderc is linked in), its run-time libraries, fusion_bench, the fusion
# tests and the scripts into ${DEST:-.gpu-fusion}/payload.tgz (about 16 MB, under the device
# tool's 64 MiB carry limit) for bench/gpu_fusion.sh. On the GPU machine, from the repository
# root:  bash $DEST/gpu_fusion.sh $DEST/payload.tgz   (with .gl carried too).
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
D=${DEST:-.gpu-fusion}
T=$(mktemp -d)
source bench/pack_library.sh
pack_library $B $T
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o $T/fusion_bench bench/fusion_bench.c -Iinclude -L$B -lkiln -lm -Wl,-rpath,'$ORIGIN'
g++ -O1 -std=c++17 -o $T/fusion_tests tests/fusion_test.cpp -Iinclude -L$B -lkiln -lgtest -lgtest_main -pthread -Wl,-rpath,'$ORIGIN'
strip $T/fusion_tests
cp bench/fusion_bench.py $T/
mkdir -p $D
tar czf $D/payload.tgz -C $T .
cp bench/gpu_fusion.sh $D/
rm -rf $T
du -sh $D
