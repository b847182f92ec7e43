#!/bin/bash
# On the GPU machine, from the repository root with .gl and the Nx pack carried (bench/nx_mlp/pack.sh
# puts this benchmark in $PACK/transformer): runs the transformer block's step on Kiln.Compiler
# (device :gpu), then in PyTorch eager, which checks Kiln's losses and prints the ratios. Logs
# under $OUT. LIBDIR as for bench/nx_mlp/run.sh.
set -eu
P=${PACK:-.gpu-nx}
source $P/nx_setup.sh
T=$P/transformer
python3 $T/block_data.py $W/block_data full
DEVICE=gpu DATA=$W/block_data STEPS=${STEPS:-30} elixir $(for d in $W/_build/lib/*/ebin; do echo -pa $d; done) $T/block_step.exs \
  | tee $OUT/kiln_block.json
python3 $T/torch_block_step.py $W/block_data $OUT/kiln_block.json ${STEPS:-30} | tee $OUT/block.txt
