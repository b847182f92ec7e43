// Copies a run of a strided operand's elements (positions [begin, end) of its shape's row-major
// order) into a compact buffer: how blockwise loops (the vector fast paths, fused groups) feed
// kernels that want contiguous arrays.
#pragma once

#include <cstdint>

#include "backend/cpu/strided_loop.h"
#include "core/node.h"

namespace kiln::cpu {

class Gather {
 public:
  // `data`: the node's element (0, ..., 0) (node_data).
  Gather(const Node& node, const char* data);
  void operator()(int64_t begin, int64_t end, char* out) const;

 private:
  size_t item_;
  StridedLoop loop_;
};

}  // namespace kiln::cpu
