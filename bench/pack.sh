#!/bin/bash
# Builds the benchmark programs against build/release and packs them with libkiln (stripped), its
# run-time libraries, the test binary and its fixtures into .gpu-bench/payload.tgz (ignored via
# .git/info/exclude; about 28 MB) for bench/gpu_run.sh on the GPU machine.
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
T=$(mktemp -d)
source bench/pack_library.sh
pack_library $B $T
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o $T/kiln_bench bench/kiln_bench.c -Iinclude -L$B -lkiln -lm -Wl,-rpath,'$ORIGIN'
cc -O2 -o $T/trig_accuracy bench/trig_accuracy.c -Iinclude -L$B -lkiln -lm -Wl,-rpath,'$ORIGIN'
strip -o $T/kiln_tests $B/tests/kiln_tests
cp $B/tests/fixtures/ops.bin $T/
mkdir -p .gpu-bench
tar czf .gpu-bench/payload.tgz -C $T .
rm -rf $T
ls -la .gpu-bench
