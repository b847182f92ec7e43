#!/bin/bash
# Packs what bench/cuda_gpu_run.sh needs on the GPU machine (issue 49, the CUDA interop layer):
# libkiln (stripped) and the libraries it needs that Ubuntu's image lacks, kiln-info, the C export
# bench and, when built, the test binary (not its 130 MB of NumPy fixtures), into
# build/cuda-pack/payload.tgz (inside the ignored build folder; carry build/cuda-pack and .gl).
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
T=$(mktemp -d)
strip -o $T/libkiln.so.1 $B/libkiln.so.1
for lib in $(ldd $B/libkiln.so.1 | awk '/openblas|gfortran|quadmath|lapacke|hwy|blas|lapack/ {print $3}'); do cp -L $lib $T/; done
strip -o $T/kiln-info $B/kiln-info
cc -O2 -std=c11 -o $T/cuda_dlpack_bench bench/cuda_dlpack_bench.c -Iinclude -L$B -lkiln -Wl,-rpath,'$ORIGIN'
if [ "${WITH_TESTS:-1}" = 1 ] && [ -x $B/tests/kiln_tests ]; then
  strip -o $T/kiln_tests $B/tests/kiln_tests
fi
mkdir -p build/cuda-pack
tar czf build/cuda-pack/payload.tgz -C $T .
rm -rf $T
ls -la build/cuda-pack
