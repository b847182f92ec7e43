// The nodes one eval computes, in topological order, numbered. The eval writes each node's number
// into the node itself (under the API lock), so the planners (core/fusion.cpp,
// core/eval_memory.cpp) keep their per-node facts in vectors indexed by it instead of hash maps
// keyed by pointer, which were most of a long chain's planning time.
#pragma once

#include <cstdint>
#include <vector>

#include "core/node.h"

namespace kiln {

struct EvalOrder {
  std::vector<Node*> nodes;  // unevaluated, topological (inputs first)
  uint64_t id = 0;           // this eval's mark in Node::eval_id, unique in the process

  size_t size() const { return nodes.size(); }
  // The node's place in `nodes`, or -1 when this eval does not compute it.
  long slot(const Node* node) const { return node->eval_id == id ? static_cast<long>(node->eval_slot) : -1; }
};

}  // namespace kiln
