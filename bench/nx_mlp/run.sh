#!/bin/bash
# On the GPU machine, from the repository root with .gl and the pack (pack.sh) carried: unpacks
# Erlang, the packed Elixir 1.18.4 and the Vulkan loader, runs the MLP step on Kiln.Compiler (device :gpu), then the
# same step in PyTorch eager, which checks Kiln's losses and prints the ratio (and, with KERNELS=1,
# the step's GPU time per kernel). Logs under $OUT.
# LIBDIR: where libkiln.so.1 and its libraries are, when the pack was made with LIBS=0.
set -eu
P=${PACK:-.gpu-nx}
source $P/nx_setup.sh
python3 $P/make_data.py $W/data
DEVICE=gpu DATA=$W/data STEPS=${STEPS:-30} elixir $(for d in $W/_build/lib/*/ebin; do echo -pa $d; done) $P/mlp_step.exs \
  | tee $OUT/kiln_mlp.json
python3 $P/torch_mlp_step.py $W/data $OUT/kiln_mlp.json ${STEPS:-30} | tee $OUT/mlp.txt
# KERNELS=1: a second, separate run of the step with KILN_KERNEL_TIMES, for where its GPU time goes
# (the timestamps serialise the kernels, so its own step time is not the figure above).
if [ -n "${KERNELS:-}" ]; then
  KILN_KERNEL_TIMES=$OUT/nx_kernels.txt DEVICE=gpu DATA=$W/data STEPS=10 \
    elixir $(for d in $W/_build/lib/*/ebin; do echo -pa $d; done) $P/mlp_step.exs > /dev/null
  head -25 $OUT/nx_kernels.txt
fi
