#!/usr/bin/env bash
# Builds and tests the Rust binding against one libkiln, offline, with every build output under
# the scratch directory.
#   run_tests.sh <path-to-libkiln.so> <scratch-dir> [all|threads|scenario]
# all (default): cargo test (unit, integration and doc tests; the scenario test among them).
# scenario: only `cargo run --example scenario`, its stdout compared with bindings/scenario.expected.
# threads: only the threads test (tests/threads.rs), for a run on another device.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 <path-to-libkiln.so> <scratch-dir> [all|scenario]" >&2
  exit 2
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "error: cargo (Rust) is not installed; the Rust binding needs cargo and rustc >= 1.63." >&2
  echo "       scripts/bootstrap.sh installs them (Debian packages cargo rustc)." >&2
  exit 1
fi

library=$(realpath "$1")
scratch=$(mkdir -p "$2" && realpath "$2")
mode=${3:-all}
here=$(cd "$(dirname "$0")" && pwd)

# The library is linked at build time (kiln-sys/build.rs reads KILN_LIBRARY_PATH) and found at run
# time through an rpath, by its soname libkiln.so.1.
export KILN_LIBRARY_PATH="$library"
export CARGO_TARGET_DIR="$scratch/target"
export CARGO_NET_OFFLINE=true
# A private CARGO_HOME keeps cargo's caches out of ~/.cargo; rustup's proxies (if cargo is one)
# find their toolchains through RUSTUP_HOME, which this does not change.
if [ -z "${RUSTUP_HOME:-}" ] && [ -d "$HOME/.rustup" ]; then
  export RUSTUP_HOME="$HOME/.rustup"
fi
export CARGO_HOME="$scratch/cargo-home"
export KILN_SCENARIO_EXPECTED="$here/../scenario.expected"

cd "$here"
echo "cargo: $(command -v cargo) ($(cargo --version)), rustc $(rustc --version)"
echo "library: $library"

case "$mode" in
  all)
    cargo test --offline --locked
    ;;
  threads)
    cargo test --offline --locked --test threads
    ;;
  scenario)
    cargo build --offline --locked --example scenario
    cargo run --offline --locked --quiet --example scenario > "$scratch/scenario.out"
    if ! cmp -s "$scratch/scenario.out" "$KILN_SCENARIO_EXPECTED"; then
      echo "scenario output differs from bindings/scenario.expected:" >&2
      diff "$KILN_SCENARIO_EXPECTED" "$scratch/scenario.out" >&2 || true
      exit 1
    fi
    echo "scenario output matches bindings/scenario.expected"
    ;;
  *)
    echo "unknown mode '$mode' (all, threads or scenario)" >&2
    exit 2
    ;;
esac
