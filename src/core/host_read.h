// Host access to an evaluated node's elements, for the checks and fallbacks that inspect or
// move data between segments of an eval.
#pragma once

#include <vector>

#include "core/node.h"

namespace kiln {

// The bytes of an evaluated node's whole storage: the mapped memory where the backend has it,
// else a copy. `data()` stays valid while this object and the node live.
class HostBytes {
 public:
  explicit HostBytes(const Node& node);
  const char* data() const { return data_; }
  // Element [0, ..., 0] of the node's layout.
  const char* first_element(const Node& node) const;

 private:
  std::vector<char> copy_;
  const char* data_ = nullptr;
};

}  // namespace kiln
