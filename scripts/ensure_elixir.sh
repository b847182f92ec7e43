#!/usr/bin/env bash
# Gives the tests an Elixir new enough for Nx 0.13 (~> 1.17): ensure_elixir.sh <dir>.
# <dir>/bin then holds elixir, elixirc, mix and iex: the machine's own when its Elixir is 1.17 or
# newer, else Elixir 1.18.4 built from ../shared/nx-0.13/elixir into <dir> (about a minute on two
# cores; nothing is installed over the system's Elixir). Built once: later runs find <dir>/bin.
set -euo pipefail

dir=${1:?usage: ensure_elixir.sh <dir>}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_tree=$(cd "$here/../.." && pwd)/shared/nx-0.13/elixir

# "Elixir 1.14.0 (compiled with ...)" -> 1 14; false when there is no usable elixir.
new_enough() {
  local version
  version=$("$1" --version 2>/dev/null | sed -n 's/^Elixir \([0-9]*\)\.\([0-9]*\).*/\1 \2/p') || return 1
  [ -n "$version" ] || return 1
  set -- $version
  [ "$1" -gt 1 ] || { [ "$1" -eq 1 ] && [ "$2" -ge 17 ]; }
}

if [ -x "$dir/bin/elixir" ] && new_enough "$dir/bin/elixir"; then exit 0; fi

mkdir -p "$dir"
if system=$(command -v elixir) && new_enough "$system"; then
  rm -rf "$dir/bin"
  ln -s "$(dirname "$(readlink -f "$system")")" "$dir/bin"
  echo "ensure_elixir: using the machine's $("$system" --version | tail -n 1)"
  exit 0
fi

if [ ! -d "$source_tree" ]; then
  echo "ensure_elixir: the machine's Elixir is older than 1.17 and $source_tree is missing" >&2
  exit 1
fi
echo "ensure_elixir: building Elixir 1.18.4 from $source_tree into $dir"
rm -rf "$dir/src" "$dir/bin"
cp -a "$source_tree" "$dir/src"   # make writes ebin/ into the tree: build a copy
chmod -R u+w "$dir/src"          # shared/ may come without write bits
make -C "$dir/src" compile >"$dir/build.log" 2>&1 || { tail -n 30 "$dir/build.log" >&2; exit 1; }
ln -s src/bin "$dir/bin"
new_enough "$dir/bin/elixir" || { echo "ensure_elixir: the built elixir does not run" >&2; exit 1; }
echo "ensure_elixir: $("$dir/bin/elixir" --version | tail -n 1)"
