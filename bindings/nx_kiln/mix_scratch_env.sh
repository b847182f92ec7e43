# Sourced by run_tests.sh and nx_suite/run.sh: Mix, Hex and the build under $scratch (nothing in
# the user's home, nothing fetched), the Kiln library $lib, the NIF built by `mix compile`.
unset KILN_NIF_PATH
export KILN_LIBRARY_PATH=$lib
export MIX_HOME=$scratch/mix HEX_HOME=$scratch/hex MIX_BUILD_PATH=$scratch/_build MIX_ENV=test
export MIX_DEPS_PATH=$scratch/deps MIX_LOCKFILE=$scratch/mix.lock
export HEX_OFFLINE=1 MIX_XDG=1 XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache XDG_DATA_HOME=$scratch/data
export ERL_AFLAGS="-kernel shell_history disabled"
