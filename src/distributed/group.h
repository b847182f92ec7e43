// Choosing an engine for a new group: kiln_group_init's "any", "mpi" or "self".
#pragma once

#include <memory>
#include <string>

#include "distributed/communicator.h"

namespace kiln::distributed {

// "mpi": the MPI world (UNSUPPORTED, saying why, when there is none). "self": a group of one.
// "any": the MPI world when the process was started by an MPI launcher or MPI is initialised
// already, else a group of one that says why.
std::shared_ptr<Communicator> init_group(const std::string& engine);

}  // namespace kiln::distributed
