#!/bin/bash
# The tensor-core matmul per tile variant and extension, on the lent GPU machine (issue 16;
# docs/benchmarks.md): for each KILN_COOPMAT_TILE (matmul_choice.h's kCoopmatTiles) and for
# KILN_COOPMAT=nv, runs workloads_bench's half-precision products (each checked against float64
# first) and then the matmul fixtures on the GPU. Timed without KILN_BENCH_KERNELS: with kernel
# timestamps the same tile measured 31 TFLOP/s against 136 without (session 11). Expects the folder it sits in to hold
# payload.tgz (bench/workloads_pack.sh) and the Vulkan loader packages in .gl.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/gpu_env.sh" "$HERE/payload.tgz"
CASES=${CASES:-mm_f16_4096,mm_f16_8192,mm_f16_4096_bt,mm_bf16_4096,mm_bf16_8192,mm_bf16_4096_bt,attention_f16}
TILES=${TILES:-128x128 128x128w8 128x256 256x128}
summary() {  # case, check, TFLOP/s wall and GPU, the kernels that ran
  python3 -c '
import json, sys
for line in sys.stdin:
    if not line.startswith("{\"case\""): continue
    r = json.loads(line)
    kernels = ",".join(sorted(r.get("kernels", {})))[:120]
    print("  %-28s %-6s wall %7.1f  best %7.1f TFLOP/s  %s" % (r["case"], r["check"], r.get("tflops_wall", 0), r.get("tflops_best", 0), kernels))
'
}
for mode in $TILES nv; do
  if [ "$mode" = nv ]; then env_mode="KILN_COOPMAT=nv"; else env_mode="KILN_COOPMAT_TILE=$mode"; fi
  echo "== $env_mode"
  env $env_mode timeout 60 $W/workloads_bench vulkan "$CASES" > "$OUT/tiles_$mode.json" 2> "$OUT/tiles_$mode.err"
  echo "   exit $?"; summary < "$OUT/tiles_$mode.json"; tail -2 "$OUT/tiles_$mode.err"
done
if [ -n "${FIXTURES:-}" ]; then
  mkdir -p "$(dirname "$FIXTURES")" && cp $W/ops.bin "$FIXTURES"
  for mode in $TILES nv off; do
    if [ "$mode" = nv ] || [ "$mode" = off ]; then env_mode="KILN_COOPMAT=$mode"; else env_mode="KILN_COOPMAT_TILE=$mode"; fi
    env $env_mode KILN_DEVICE=vulkan:0 timeout 60 $W/kiln_tests --gtest_brief=1 \
      --gtest_filter="${SUITE_FILTER:-Fixtures/OpValues.*matmul*}" > "$OUT/fixtures_$mode.txt" 2>&1
    echo "fixtures $env_mode: exit $? $(grep -E '^\[  PASSED|^\[  FAILED' "$OUT/fixtures_$mode.txt" | head -3 | tr '\n' ' ')"
  done
fi
