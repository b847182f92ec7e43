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

double default_timeout() {
  if (const char* text = std::getenv(kTimeoutVariable); text && *text) {
    char* end = nullptr;
    const double seconds = std::strtod(text, &end);
    if (end != text && seconds >= 0) return seconds;
  }
  return kDefaultTimeoutSeconds;
}

}  // namespace kiln::distributed
