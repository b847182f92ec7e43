#!/usr/bin/env bash
# Records the ABI baseline of the version in abi/kiln.api.json: the header and an abidw dump of
# the library. Run only when releasing that version on purpose (docs/abi.md).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-build/release}
version=$(python3 -c 'import json; v = json.load(open("abi/kiln.api.json"))["version"]; print("%d.%d" % (v["major"], v["minor"]))')
make build BUILD="$build"
dir=abi/$version
mkdir -p "$dir"
cp include/kiln/kiln.h "$dir/kiln.h"
abidw --no-corpus-path --headers-dir include/kiln --drop-private-types --out-file "$dir/libkiln.abi" "$build/libkiln.so.1"
echo "baseline written to $dir"
