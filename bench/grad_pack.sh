#!/bin/bash
# Packs what bench/grad_run.sh needs on the GPU machine into .gpu-grad/payload.tgz (ignored):
# libkiln (stripped), its run-time libraries and workloads_bench; the Python binding and
# bench/grad_step.py travel with the working tree.
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
T=$(mktemp -d)
source bench/pack_library.sh
pack_library $B $T
strip -o $T/workloads_bench $B/bench/workloads_bench
mkdir -p .gpu-grad
tar czf .gpu-grad/payload.tgz -C $T .
rm -rf $T
ls -la .gpu-grad
