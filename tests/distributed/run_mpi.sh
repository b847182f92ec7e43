#!/bin/sh
# Runs a program under an MPI launcher for ctest and checks that `want` ranks printed "OK".
# usage: run_mpi.sh openmpi|mpich NP WANT LIMIT_S PROGRAM ARGS...
# Exits 77 (ctest's SKIP_RETURN_CODE) when the launcher is not installed (scripts/bootstrap.sh
# installs both on Debian).
flavour=$1 np=$2 want=$3 limit=$4
shift 4
case $flavour in
  openmpi)
    launcher=$(command -v mpirun.openmpi) || { echo "SKIP: mpirun.openmpi not installed"; exit 77; }
    # As root Open MPI wants consent; 4 ranks on 2 cores need --oversubscribe.
    set -- "$launcher" --allow-run-as-root --oversubscribe --mca btl self,vader,tcp -np "$np" $OPENMPI_FLAGS "$@"
    export KILN_MPI_LIBRARY=${KILN_MPI_LIBRARY-libmpi.so.40} ;;  # set but empty: Kiln picks
  mpich)
    launcher=$(command -v mpirun.mpich) || { echo "SKIP: mpirun.mpich not installed"; exit 77; }
    set -- "$launcher" -np "$np" $MPICH_FLAGS "$@"
    export KILN_MPI_LIBRARY=${KILN_MPI_LIBRARY-libmpich.so.12} ;;
  *) echo "unknown MPI $flavour"; exit 2 ;;
esac
log=$(mktemp)
start=$(date +%s)
timeout -k 5 "$limit" "$@" >"$log" 2>&1
rc=$?
end=$(date +%s)
cat "$log"
# Each rank prints "rank R ... OK"; the launcher may join two ranks' lines, so count matches.
ok=$(grep -oE 'rank [0-9]+( of [0-9]+)? OK' "$log" | sort -u | wc -l)
rm -f "$log"
echo "run_mpi: $flavour, $np ranks: $ok of $want ranks OK (launcher exit $rc, $((end - start)) s)"
[ "$rc" -eq 124 ] && { echo "run_mpi: TIMED OUT after $limit s"; exit 1; }
[ "$ok" -eq "$want" ] && echo "run_mpi: PASS" && exit 0
exit 1
