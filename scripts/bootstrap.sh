#!/usr/bin/env bash
# Installs the Debian packages Kiln needs to build and test, if any are missing.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config binutils
  libgtest-dev libgmock-dev libbenchmark-dev
  libopenblas-dev liblapacke-dev  # LAPACKE: the linear algebra kernels
  libhwy-dev  # Google Highway: the CPU backend's vector kernels
  libvulkan-dev glslc libshaderc-dev glslang-dev spirv-tools mesa-vulkan-drivers vulkan-validationlayers vulkan-tools
  libvkfft-dev  # VkFFT: Fft nodes on Vulkan (header-only; compiles through glslang)
  libdlpack-dev libffi-dev
  python3 python3-numpy python3-pytest python3-setuptools python3-wheel python3-pip python3-jsonschema
  python3-sortedcontainers python3-attr  # hypothesis's own dependencies (../shared/array-api, the array API suite)
  python3-dev  # the Python binding's C extension (kiln._native)
  abigail-tools
  clang libclang-rt-14-dev  # the libFuzzer target (tests/fuzz)
  golang-go luajit cargo rustc nodejs npm
  # Erlang/OTP for the Elixir bindings; Elixir itself (>= 1.17 for Nx 0.13) is the machine's or
  # is built from ../shared/nx-0.13 by scripts/ensure_elixir.sh, which needs these to build
  erlang-base erlang-dev erlang-parsetools erlang-tools erlang-crypto
  openmpi-bin libopenmpi3 mpich  # MPI for the collectives tests (Kiln loads it at run time; builds without)
  python3-mpi4py  # kiln.distributed.from_mpi_comm, checked in python.distributed_ranks
  ca-certificates  # npm fetches the Node binding's koffi over https on the first test run
)

# Packages a command on PATH can stand in for. NodeSource's nodejs bundles npm and
# conflicts with Debian's npm package, so a working npm must not be replaced.
declare -A provided_by_command=([npm]=npm)

missing=()
for p in "${packages[@]}"; do
  command_name="${provided_by_command[$p]:-}"
  if [ -n "$command_name" ] && command -v "$command_name" >/dev/null 2>&1; then continue; fi
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "bootstrap: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
