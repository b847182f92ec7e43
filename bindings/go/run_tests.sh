#!/usr/bin/env bash
# Builds and tests the Go binding.
#   run_tests.sh <path-to-libkiln.so> <scratch-dir> [all|scenario]
# all (the default): gofmt and go vet checks, then `go test -race ./...`;
# scenario: only TestScenario (cmd/scenario's stdout against bindings/scenario.expected).
# Every build output and cache goes under <scratch-dir>; nothing is fetched from the network.
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 <path-to-libkiln.so> <scratch-dir> [all|scenario]" >&2
  exit 2
fi
library=$1
scratch=$2
mode=${3:-all}
here=$(cd "$(dirname "$0")" && pwd)

if ! command -v go >/dev/null 2>&1; then
  echo "run_tests.sh: the Go toolchain ('go') is not installed; scripts/bootstrap.sh installs it" \
       "(Debian package golang-go, Go 1.19 or later)" >&2
  exit 1
fi
if ! command -v gcc >/dev/null 2>&1 && ! command -v cc >/dev/null 2>&1; then
  echo "run_tests.sh: the Go binding uses cgo and needs a C compiler (gcc)" >&2
  exit 1
fi
if [ ! -f "$library" ]; then
  echo "run_tests.sh: no library at $library" >&2
  exit 1
fi

mkdir -p "$scratch/gocache" "$scratch/gopath" "$scratch/tmp"
scratch=$(cd "$scratch" && pwd)
export KILN_LIBRARY_PATH
KILN_LIBRARY_PATH=$(cd "$(dirname "$library")" && pwd)/$(basename "$library")
export GOCACHE="$scratch/gocache" GOPATH="$scratch/gopath" GOMODCACHE="$scratch/gopath/pkg/mod"
export GOTMPDIR="$scratch/tmp" TMPDIR="$scratch/tmp"
export GOFLAGS=-buildvcs=false GOTOOLCHAIN=local GOPROXY=off GO111MODULE=on CGO_ENABLED=1
# The package compiles against the source tree's header; it dlopens the library at run time.
cd "$here"
echo "go: $(go version); library: $KILN_LIBRARY_PATH; device: ${KILN_DEVICE:-default}"

case "$mode" in
  scenario)
    exec go test -count=1 -v -run '^TestScenario$' .
    ;;
  concurrency)  # goroutines and finalizers releasing at once, under the race detector (another device)
    exec go test -count=1 -race -v -run 'Goroutines|ReleaseWhileInUse|ForgottenTensors' .
    ;;
  all)
    unformatted=$(gofmt -l .)
    if [ -n "$unformatted" ]; then
      echo "run_tests.sh: not gofmt-formatted:" $unformatted >&2
      exit 1
    fi
    go vet ./...
    exec go test -count=1 -race -v ./...
    ;;
  *)
    echo "run_tests.sh: unknown mode '$mode' (all, concurrency or scenario)" >&2
    exit 2
    ;;
esac
