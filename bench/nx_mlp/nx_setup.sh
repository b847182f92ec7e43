# Sourced by the Nx benchmarks' run.sh on the GPU machine, with P the pack (pack.sh): unpacks
# Erlang, the Vulkan loader and the packed Elixir and nx_kiln into W, and points Kiln there (LIBDIR:
# where libkiln.so.1 and its libraries are, when the pack was made with LIBS=0).
for f in .gl/*.deb $P/debs/*.deb; do dpkg -x $f /; done
ldconfig
W=$(mktemp -d)
tar xzf $P/nx.tgz -C $W
L=${LIBDIR:-$W}
export LD_LIBRARY_PATH=$L
export KILN_LIBRARY_PATH=$L/libkiln.so.1 KILN_NIF_PATH=$W/_build/lib/kiln/priv/kiln_nif.so
export PATH=$W/elixir/bin:$PATH
