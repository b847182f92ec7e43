// Finding the MPI library at run time: KILN_MPI_LIBRARY names it, else an MPI already loaded in
// the process (mpi4py's), else the first of Open MPI's and MPICH's sonames that loads. Building
// Kiln needs no MPI; a machine without one runs everything but multi-rank groups.
#pragma once

#include <string>

namespace kiln::distributed {

enum class MpiAbi { OpenMpi, Mpich };

struct MpiLibrary {
  void* handle = nullptr;  // from dlopen, kept for the life of the process
  std::string file;        // the name it was opened by
  MpiAbi abi = MpiAbi::OpenMpi;
  std::string version;     // MPI_Get_library_version's first line
};

// The process's MPI library, looked for once; null when there is none, with `why` saying what was
// tried.
const MpiLibrary* mpi_library(std::string* why);

// Whether this process was started by an MPI launcher (mpirun, mpiexec, srun with PMI).
bool launched_by_mpi();

// The number of processes the launcher started (OMPI_COMM_WORLD_SIZE, PMI_SIZE), 0 when unknown.
int launched_size();

// One line for kiln-info: which MPI was found and how, or why none was.
std::string mpi_report();

}  // namespace kiln::distributed
