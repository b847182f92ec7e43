#!/bin/bash
# Packs libkiln (stripped), libshaderc (fused kernels compile at run time; the GPU machine has
# none), fusion_bench and the fusion tests into ${DEST:-.gpu-fusion}/ for bench/gpu_fusion.sh.
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
D=${DEST:-.gpu-fusion}
mkdir -p $D
strip -o $D/libkiln.so.1 $B/libkiln.so.1
for lib in $(ldd $B/libkiln.so.1 | awk '/openblas|gfortran|quadmath/ {print $3}'); do cp -L $lib $D/; done
cp -L /usr/lib/x86_64-linux-gnu/libshaderc.so.1 $D/
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o $D/fusion_bench bench/fusion_bench.c -Iinclude -L$B -lkiln -lm -Wl,-rpath,'$ORIGIN'
g++ -O1 -std=c++17 -o $D/fusion_tests tests/fusion_test.cpp -Iinclude -L$B -lkiln -lgtest -lgtest_main -pthread -Wl,-rpath,'$ORIGIN'
strip $D/fusion_tests
cp bench/fusion_bench.py bench/gpu_fusion.sh $D/
du -sh $D
