#!/bin/bash
# Packs workloads_bench, kiln_tests, kiln-info, libkiln and their run-time libraries from a build folder
# (BUILD, default build/release) into DEST (default .gpu-workloads) with workloads.py and the
# scripts that run it (workloads_run.sh, matmul_tiles.sh), for one call on the GPU machine
# (docs/benchmarks.md). The whole fixture file (58 MB) does not fit the carry limit beside the rest: make the families a GPU run's suite filter
# needs (KILN_FIXTURE_FAMILIES=matmul tools/fixtures/make_op_fixtures.py out.bin; KILN_FIXTURE_NAMES, a
# regular expression, narrows them by name) and pass FIXTURES_BIN.
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
DEST=${DEST:-.gpu-workloads}
T=$(mktemp -d)
strip --strip-debug -o $T/workloads_bench ${BENCH_BIN:-$B/bench/workloads_bench}  # symbols kept: perf
source bench/pack_library.sh
pack_library $B $T
strip -o $T/kiln_tests ${TESTS_BIN:-$B/tests/kiln_tests}
strip -o $T/kiln-info $B/kiln-info
cp ${FIXTURES_BIN:-$B/tests/fixtures/ops.bin} $T/ops.bin
mkdir -p "$DEST"
tar czf "$DEST/payload.tgz" -C $T .
cp bench/workloads.py bench/workloads_run.sh bench/workloads_kernels.sh bench/matmul_tiles.sh bench/gpu_env.sh "$DEST/"
rm -rf $T
ls -la "$DEST"
