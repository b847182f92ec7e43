#!/usr/bin/env bash
# Compiles the Kiln NIF: build_nif.sh <output.so>. It does not link libkiln: the NIF dlopens the
# library named by KILN_LIBRARY_PATH (or the soname libkiln.so.1) when Kiln.Nif loads, as every
# Kiln binding does, so one build works with any libkiln.so.1.
set -euo pipefail

out=${1:?usage: build_nif.sh <output.so>}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

for tool in erl cc; do
  command -v "$tool" >/dev/null || { echo "build_nif.sh: '$tool' not found; install Debian's elixir and erlang-dev (scripts/bootstrap.sh)" >&2; exit 1; }
done
erts_include=$(erl -noshell -eval 'io:format("~s/erts-~s/include", [code:root_dir(), erlang:system_info(version)]), halt().')
if [ ! -f "$erts_include/erl_nif.h" ]; then
  echo "build_nif.sh: erl_nif.h not found in $erts_include; install erlang-dev (scripts/bootstrap.sh)" >&2
  exit 1
fi

sources=("$here"/c_src/*.c)
# Rebuild only when a source, a header or kiln.h is newer than the library.
if [ -f "$out" ] && [ -z "$(find "$here/c_src" "$root/include/kiln" -newer "$out" -type f | head -n 1)" ]; then
  exit 0
fi
mkdir -p "$(dirname "$out")"
cc -std=gnu11 -O2 -g -Wall -Wextra -Werror -fPIC -shared -fvisibility=hidden \
  -I"$erts_include" -I"$root/include" "${sources[@]}" -o "$out.tmp" -ldl
mv "$out.tmp" "$out"
