#include "distributed/communicator.h"

#include <cstdlib>

namespace kiln::distributed {

const char* reduction_name(Reduction reduction) {
  switch (reduction) {
    case Reduction::Sum: return "sum";
    case Reduction::Max: return "max";
    case Reduction::Min: return "min";
  }
  return "?";
}

Communicator::Communicator() : timeout_seconds_(kDefaultTimeoutSeconds) {
  if (const char* text = std::getenv(kTimeoutVariable); text && *text) {
    char* end = nullptr;
    const double seconds = std::strtod(text, &end);
    if (end != text && seconds >= 0) timeout_seconds_.store(seconds);
  }
}

}  // namespace kiln::distributed
