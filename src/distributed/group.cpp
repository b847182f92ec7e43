#include "distributed/group.h"

#include "core/error.h"
#include "distributed/mpi_communicator.h"
#include "distributed/mpi_library.h"
#include "distributed/self_communicator.h"

namespace kiln::distributed {

std::shared_ptr<Communicator> init_group(const std::string& engine) {
  if (engine == "mpi") return mpi_world();
  if (engine == "self") return self_group("");
  if (engine != "any") {
    fail(Status::InvalidArgument, "unknown engine '" + engine + "' (engines: \"any\", \"mpi\", \"self\")");
  }
  if (!launched_by_mpi()) return self_group("not started by an MPI launcher");
  std::string why;
  if (!mpi_library(&why)) return self_group(why);
  return mpi_world();
}

}  // namespace kiln::distributed
