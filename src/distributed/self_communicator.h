// A group of one, which needs no engine: collectives return their input.
#pragma once

#include <memory>
#include <string>

#include "distributed/communicator.h"

namespace kiln::distributed {

// `why`: why no engine runs it, shown in engine() ("no MPI library found ...").
std::shared_ptr<Communicator> self_group(const std::string& why);

}  // namespace kiln::distributed
