// What a Collective node does when evaluated: an exchange with the other ranks of a group
// (src/distributed/). The scheduler gives such a node a segment of its own, between kernel
// segments, and runs it on the calling thread (docs/architecture.md, "Collectives").
#pragma once

#include <vector>

#include "core/node.h"

namespace kiln {

class CollectiveCall {
 public:
  virtual ~CollectiveCall() = default;
  // The op's name as the C API spells it ("all_sum", "recv").
  virtual const char* name() const = 0;
  // Computes `node`: its inputs are evaluated and its storage allocated.
  virtual void run(Node& node) const = 0;
  // The cotangents of node's inputs from its cotangent g (src/autodiff's reverse pass), beside
  // the op: each rank differentiates its own loss, as MLX's rules do.
  virtual std::vector<NodePtr> vjp(const NodePtr& node, const NodePtr& g) const = 0;
};

}  // namespace kiln
