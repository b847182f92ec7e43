# Sourced by the bench/*pack*.sh scripts: copies libkiln (stripped) and the run-time libraries
# the GPU machine lacks (OpenBLAS and its Fortran runtime) from build $1 into folder $2.
pack_library() {
  strip -o "$2/libkiln.so.1" "$1/libkiln.so.1"
  for lib in $(ldd "$1/libkiln.so.1" | awk '/openblas|gfortran|quadmath/ {print $3}'); do cp -L "$lib" "$2/"; done
}
