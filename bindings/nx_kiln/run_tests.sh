#!/usr/bin/env bash
# Builds the Kiln NIF and runs nx_kiln's ExUnit tests (Nx's doctests on Kiln.Backend, the
# differential test against Nx.BinaryBackend, training loops, servings), then the distributed
# serving test in a VM of its own.
#   run_tests.sh <path-to-libkiln.so> <scratch-dir> [mix test arguments... | --ranks N]
# --ranks N runs test/distributed_ranks.exs on N BEAMs under mpirun (Open MPI).
# KILN_DEVICE picks the device (cpu, vulkan:0). Everything built goes under the scratch dir;
# Nx 0.13.1 and its dependencies come from ../shared/nx-0.13 (see mix.exs), so nothing needs the
# network; Elixir must be 1.17 or newer (make test puts the build's on PATH: scripts/ensure_elixir.sh).
set -euo pipefail

lib=${1:?usage: run_tests.sh <path-to-libkiln.so> <scratch-dir> [mix test args]}
scratch=${2:?usage: run_tests.sh <path-to-libkiln.so> <scratch-dir> [mix test args]}
shift 2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

command -v mix >/dev/null || { echo "run_tests.sh: mix not found: install Debian's elixir and erlang-dev (scripts/bootstrap.sh)" >&2; exit 1; }
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)

# mix compile builds the NIF into the build's :kiln priv (the kiln_nif compiler), as for a user.
source "$here/mix_scratch_env.sh"

cd "$here"
if [[ ${1:-} == --ranks ]]; then  # test/distributed_ranks.exs on $2 BEAMs under Open MPI
  mix compile
  # The ranks run the compiled applications without Mix (two Mix runs at once check the build).
  paths=()
  for ebin in "$MIX_BUILD_PATH"/lib/*/ebin; do paths+=(-pa "$ebin"); done
  exec "$here/../../tests/distributed/run_mpi.sh" openmpi "${2:-2}" "${2:-2}" 200 \
    elixir "${paths[@]}" test/distributed_ranks.exs
fi
status=0
mix test --color=false "$@" || status=$?

# The serving distributed over two BEAM nodes runs in a distributed VM of its own (see
# test_helper.exs), unless the arguments name test files.
files=0
for arg in "$@"; do [[ $arg == *.exs || $arg == *.exs:* ]] && files=1; done
# A machine that cannot start a distributed Erlang node at all (no network namespace: epmd
# cannot listen) cannot run it: it is skipped, saying so.
if [[ $files == 0 ]]; then
  if erl -noshell -sname "kiln_probe_$$" -eval 'halt(0)' >/dev/null 2>&1; then
    KILN_NX_DISTRIBUTED=1 mix test --color=false test/serving_test.exs --only distributed || status=$?
  else
    echo "run_tests.sh: the distributed serving test is skipped: this machine cannot start a distributed Erlang node (erl -sname failed)"
  fi
fi
exit "$status"
