#!/bin/sh
# Runs the LuaJIT binding's tests against a built library.
#   run_tests.sh <path-to-libkiln.so> <scratch-dir> [all|scenario]
# all (the default): tests/run.lua, which includes the scenario; scenario: only the scenario,
# its stdout compared byte for byte with bindings/scenario.expected. Nothing is built, and
# nothing is written outside the scratch directory.
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 <path-to-libkiln.so> <scratch-dir> [all|scenario]" >&2
  exit 2
fi
library=$1
scratch=$2
mode=${3:-all}
here=$(cd "$(dirname "$0")" && pwd)

if ! command -v luajit >/dev/null 2>&1; then
  echo "luajit not found: the LuaJIT binding's tests need it (Debian package 'luajit'; scripts/bootstrap.sh installs it)" >&2
  exit 1
fi
if [ ! -e "$library" ]; then
  echo "no library at $library" >&2
  exit 1
fi

mkdir -p "$scratch"
export KILN_LIBRARY_PATH="$library"
# The binding is found beside the scripts; keep any LUA_PATH the caller has out of the way.
unset LUA_PATH LUA_PATH_5_1 LUA_INIT || true

case "$mode" in
  all)
    exec luajit "$here/tests/run.lua"
    ;;
  scenario)
    luajit "$here/scenario.lua" >"$scratch/scenario.out"
    if cmp -s "$scratch/scenario.out" "$here/../scenario.expected"; then
      echo "scenario: output equals bindings/scenario.expected"
    else
      echo "scenario: output differs from bindings/scenario.expected:" >&2
      diff "$here/../scenario.expected" "$scratch/scenario.out" >&2 || true
      exit 1
    fi
    ;;
  *)
    echo "unknown mode '$mode' (all or scenario)" >&2
    exit 2
    ;;
esac
