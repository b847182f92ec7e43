#!/bin/bash
# Packs what bench/grad_run.sh needs on the GPU machine into .gpu-grad/payload.tgz (ignored):
# libkiln (stripped), its run-time libraries and workloads_bench; the Python binding and
# bench/grad_step.py travel with the working tree.
set -eu
cd "$(dirname "$0")/.."
B=${BUILD:-build/release}
T=$(mktemp -d)
strip -o $T/libkiln.so.1 $B/libkiln.so.1
for lib in $(ldd $B/libkiln.so.1 | awk '/openblas|gfortran|quadmath/ {print $3}'); do cp -L $lib $T/; done
strip -o $T/workloads_bench $B/bench/workloads_bench
mkdir -p .gpu-grad
tar czf .gpu-grad/payload.tgz -C $T .
rm -rf $T
ls -la .gpu-grad
