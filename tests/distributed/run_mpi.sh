#!/bin/sh
# Runs a program under an MPI launcher for ctest and checks that `want` ranks printed "OK".
# usage: run_mpi.sh openmpi|mpich NP WANT LIMIT_S PROGRAM ARGS...
# Exits 77 (ctest's SKIP_RETURN_CODE) when the launcher is not installed (scripts/bootstrap.sh
# installs both on Debian), or cannot start for want of a network interface.
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
# Open MPI's launcher needs a network interface, loopback at least, for its own daemons: in a
# network namespace without one (unshare -n) it cannot start any rank. That is the machine's
# limit, not Kiln's: say so and skip, as for a missing launcher.
if [ "$ok" -eq 0 ] && grep -q "unable to find network interfaces" "$log"; then
  rm -f "$log"
  echo "SKIP: $flavour's launcher found no network interface (not even loopback) and started no rank"
  exit 77
fi
rm -f "$log"
echo "run_mpi: $flavour, $np ranks: $ok of $want ranks OK (launcher exit $rc, $((end - start)) s)"
[ "$rc" -eq 124 ] && { echo "run_mpi: TIMED OUT after $limit s"; exit 1; }
[ "$ok" -eq "$want" ] && echo "run_mpi: PASS" && exit 0
exit 1
