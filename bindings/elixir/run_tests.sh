#!/usr/bin/env bash
# Builds the Kiln NIF and runs the Elixir binding's ExUnit tests.
#   run_tests.sh <path-to-libkiln.so> <scratch-dir> [--scenario | --ranks N]
# --scenario runs the cross-language scenario only; --ranks N runs test/distributed_ranks.exs
# under mpirun (Open MPI) on N ranks. Everything built (the NIF, Mix's _build and
# homes) goes under the scratch dir; nothing needs the network.
set -euo pipefail

lib=${1:?usage: run_tests.sh <path-to-libkiln.so> <scratch-dir> [--scenario]}
scratch=${2:?usage: run_tests.sh <path-to-libkiln.so> <scratch-dir> [--scenario]}
mode=${3:-all}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

for tool in elixir mix erl cc; do
  if ! command -v "$tool" >/dev/null; then
    echo "run_tests.sh: '$tool' not found: the Elixir binding needs Debian's elixir and erlang-dev (scripts/bootstrap.sh installs them)" >&2
    exit 1
  fi
done

mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)
bash "$here/build_nif.sh" "$scratch/priv/kiln_nif.so"

export KILN_LIBRARY_PATH=$lib
export KILN_NIF_PATH=$scratch/priv/kiln_nif.so
export MIX_HOME=$scratch/mix HEX_HOME=$scratch/hex MIX_BUILD_PATH=$scratch/_build MIX_ENV=test
export HEX_OFFLINE=1 MIX_XDG=1 XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache XDG_DATA_HOME=$scratch/data
export ERL_AFLAGS="-kernel shell_history disabled"

cd "$here"
if [ "$mode" = "--ranks" ]; then  # test/distributed_ranks.exs on $4 ranks under Open MPI
  mix compile  # once, before the ranks start; they run the compiled modules without Mix (two
  # `mix run`s at once would both check the build, and did remove it under each other)
  exec "$here/../../tests/distributed/run_mpi.sh" openmpi "${4:-2}" "${4:-2}" 150 \
    elixir -pa "$MIX_BUILD_PATH/lib/kiln/ebin" test/distributed_ranks.exs
fi
if [ "$mode" = "--scenario" ]; then
  exec mix test --color=false test/scenario_test.exs
fi
if [ "$mode" = "--concurrency" ]; then  # processes evaluating and releasing at once (another device)
  exec mix test --color=false test/concurrency_test.exs
fi
exec mix test --color=false
