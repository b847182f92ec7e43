#!/bin/bash
# Packs the MLP step benchmark (and the transformer block's, bench/nx_transformer, in DEST/transformer) for one call on the GPU machine (bench/nx_mlp/README.md) into DEST
# (default .gpu-nx): Debian 12's Erlang packages (unpacked there with dpkg -x, as
# ../shared/gpu.md does for the Vulkan loader), the Elixir 1.18.4 that the build made for Nx 0.13
# (scripts/ensure_elixir.sh: its bin/ and ebin/ folders), nx_kiln compiled for MIX_ENV=prod with the NIF,
# and libkiln with its libraries from BUILD (default build/release); LIBS=0 leaves those out, for a
# call that carries them in another pack (run.sh's LIBDIR).
set -eu
cd "$(dirname "$0")/../.."
B=${BUILD:-build/release}
DEST=${DEST:-.gpu-nx}
S=$(mktemp -d)
mkdir -p "$DEST/debs"
(cd "$DEST/debs" && apt-get download erlang-base erlang-crypto >/dev/null)
E=$B/elixir
bash scripts/ensure_elixir.sh "$E"
mkdir -p $S/elixir
(cd -P "$E/bin/.." && tar cf - bin lib/*/ebin) | tar xf - -C $S/elixir
export PATH=$S/elixir/bin:$PATH
(cd bindings/nx_kiln &&
  MIX_HOME=$S/mix HEX_HOME=$S/hex MIX_BUILD_PATH=$S/_build MIX_ENV=prod MIX_DEPS_PATH=$S/deps MIX_LOCKFILE=$S/mix.lock \
  HEX_OFFLINE=1 MIX_XDG=1 XDG_CONFIG_HOME=$S/config XDG_CACHE_HOME=$S/cache XDG_DATA_HOME=$S/data mix compile >/dev/null)
if [ "${LIBS:-1}" = 1 ]; then
  source bench/pack_library.sh
  pack_library $B $S
fi
tar czf "$DEST/nx.tgz" -C $S _build elixir $(cd $S && ls *.so* 2>/dev/null || true)
cp bench/nx_mlp/*.py bench/nx_mlp/mlp_step.exs bench/nx_mlp/mlp_model.exs bench/nx_mlp/run.sh bench/nx_mlp/nx_setup.sh bench/nx_mlp/step_timing.exs "$DEST/"
mkdir -p "$DEST/transformer"
cp bench/nx_transformer/*.py bench/nx_transformer/*.exs bench/nx_transformer/shapes.json bench/nx_transformer/run.sh "$DEST/transformer/"
rm -rf $S
du -sh "$DEST"
