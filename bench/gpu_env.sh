# Sourced at the start of a call on the lent GPU machine (docs/benchmarks.md): unpacks the Vulkan
# loader (.gl, in the repository root), points the loader at NVIDIA's driver where it is there,
# and unpacks the build payload named by $1 into W (/tmp/kiln), on the library path. Logs go to
# OUT (the device tool's folder, else /tmp/out).
for f in .gl/*.deb; do dpkg -x "$f" /; done
ldconfig
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -e "$icd" ] && export VK_DRIVER_FILES=$icd
export OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
W=/tmp/kiln
mkdir -p $W && tar xf "$1" -C $W  # gzip or xz
export LD_LIBRARY_PATH=$W PYTHONUNBUFFERED=1
