# Sourced by the bench/*pack*.sh scripts: copies libkiln (stripped) and the run-time libraries
# the GPU machine may lack (BLAS, LAPACK, Fortran runtime, Highway) from build $1 into folder $2.
pack_library() {
  strip -o "$2/libkiln.so.1" "$1/libkiln.so.1"
  for lib in $(ldd "$1/libkiln.so.1" | awk '/openblas|lapack|libblas|tmglib|gfortran|quadmath|hwy/ {print $3}'); do cp -L "$lib" "$2/"; done
}
