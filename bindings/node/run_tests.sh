#!/usr/bin/env bash
# Runs the Node.js binding's tests against a built libkiln.
#   run_tests.sh <path-to-libkiln.so> <scratch-dir> [--scenario]
# --scenario runs only the cross-language scenario (ctest's node.scenario_vulkan).
# Installs koffi (npm ci, from package-lock.json) into <scratch-dir>/deps/node_modules when it is
# missing or stale, and finds it there through NODE_PATH; npm's cache goes to the scratch dir too,
# so nothing is written to the source tree or the home directory.
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: $0 <path-to-libkiln.so> <scratch-dir> [--scenario]" >&2
  exit 2
fi
fail() {
  echo "node binding tests: $*" >&2
  exit 1
}

command -v node >/dev/null || fail "node is not installed (scripts/bootstrap.sh installs nodejs)"
command -v npm >/dev/null || fail "npm is not installed (scripts/bootstrap.sh installs nodejs and npm)"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[[ $node_major -ge 18 ]] || fail "node $(node --version) is too old; the binding needs node 18 or newer"
[[ -f $1 ]] || fail "no library at $1"
library=$(realpath "$1")
scratch=$2
mode=${3:-all}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

mkdir -p "$scratch/deps"
scratch=$(cd "$scratch" && pwd)
deps=$scratch/deps
export npm_config_cache="$scratch/npm-cache"
export npm_config_update_notifier=false

# npm ci when node_modules does not match package-lock.json. The lock keeps two test runs
# (ctest -j) from installing at once.
install_dependencies() {
  local stamp="$deps/node_modules/.kiln-package-lock.sha256"
  local want
  want=$(sha256sum "$here/package-lock.json" | cut -d' ' -f1)
  if [[ -f $stamp && $(cat "$stamp") == "$want" && -d $deps/node_modules/koffi ]]; then
    return
  fi
  echo "node binding tests: installing dependencies (npm ci)"
  # --ignore-scripts: koffi's native code comes prebuilt in its platform package.
  cp "$here/package.json" "$here/package-lock.json" "$deps/"
  (cd "$deps" && npm ci --no-audit --no-fund --ignore-scripts) ||
    fail "npm ci failed in $deps (the npm registry must be reachable for the first install)"
  echo "$want" >"$stamp"
}
exec 9>"$scratch/npm-install.lock"
flock 9
install_dependencies
flock -u 9

export KILN_LIBRARY_PATH=$library NODE_PATH=$deps/node_modules
cd "$here"
if [[ $mode == --scenario ]]; then
  exec node --test --test-reporter=spec test/scenario.test.js
fi
exec node --test --test-reporter=spec test/*.test.js
