// The MPI engine: the world group of the process's MPI library (initialised by Kiln unless the
// application did) and groups over a communicator the application hands over.
#pragma once

#include <memory>

#include "distributed/communicator.h"

namespace kiln::distributed {

// MPI_COMM_WORLD as a group (one per process). Fails with UNSUPPORTED when there is no MPI.
std::shared_ptr<Communicator> mpi_world();

// A group over a duplicate of the caller's MPI_Comm, given by address (MPI_Comm is an int under
// MPICH, a pointer under Open MPI). MPI must already be initialised.
std::shared_ptr<Communicator> mpi_from_comm(const void* comm_address);

}  // namespace kiln::distributed
