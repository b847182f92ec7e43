#!/bin/bash
# Builds the benchmark programs against build/release and packs them with libkiln (stripped), its
# run-time libraries, the test binary and its fixtures into .gpu-bench/payload.txz (ignored;
# xz: 90 MB with the op fixtures, 12 MB without, FIXTURES=0) for bench/gpu_run.sh.
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
T=$(mktemp -d)
source bench/pack_library.sh
pack_library $B $T
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o $T/kiln_bench bench/kiln_bench.c -Iinclude -L$B -lkiln -lm -Wl,-rpath,'$ORIGIN'
cc -O2 -o $T/trig_accuracy bench/trig_accuracy.c -Iinclude -L$B -lkiln -lm -Wl,-rpath,'$ORIGIN'
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o $T/pow_bench bench/pow_bench.c -Iinclude -L$B -lkiln -lm -Wl,-rpath,'$ORIGIN'
strip -o $T/kiln_tests $B/tests/kiln_tests
# The op fixtures are 137 MB (xz: 70): FIXTURES=0 leaves them out when the suite is not run.
[ "${FIXTURES:-1}" = 0 ] || cp $B/tests/fixtures/ops.bin $T/
mkdir -p .gpu-bench
tar cf - -C $T . | xz -9 -T2 > .gpu-bench/payload.txz
rm -rf $T
ls -la .gpu-bench
