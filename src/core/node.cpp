#include "core/node.h"

namespace kiln {

Node::~Node() {
  // Move the inputs that this node alone keeps alive onto a local stack and release them one by
  // one, stealing their inputs in turn: destruction depth stays constant whatever the graph.
  std::vector<NodePtr> pending;
  pending.swap(inputs);
  while (!pending.empty()) {
    NodePtr n = std::move(pending.back());
    pending.pop_back();
    if (n && n.use_count() == 1) {
      for (auto& in : n->inputs) pending.push_back(std::move(in));
      n->inputs.clear();
    }
  }
}

}  // namespace kiln
