#include "core/eval.h"

#include <unordered_set>

#include "core/device.h"
#include "core/error.h"

namespace kiln {

namespace {

// Post-order over unevaluated nodes, iterative so that deep chains cannot overflow the stack.
std::vector<Node*> topological_order(const std::vector<Node*>& roots) {
  std::vector<Node*> order;
  std::unordered_set<Node*> seen;
  std::vector<std::pair<Node*, size_t>> stack;  // node, index of the next input to visit
  for (Node* root : roots) {
    if (root->evaluated() || !seen.insert(root).second) continue;
    stack.emplace_back(root, 0);
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next < node->inputs.size()) {
        Node* in = node->inputs[next++].get();
        if (!in->evaluated() && seen.insert(in).second) stack.emplace_back(in, 0);
      } else {
        order.push_back(node);
        stack.pop_back();
      }
    }
  }
  return order;
}

}  // namespace

void evaluate(const std::vector<Node*>& roots) {
  std::vector<Node*> order = topological_order(roots);
  if (order.empty()) return;

  // Kernels grouped per device, in topological order within each device.
  std::vector<std::pair<Device*, std::vector<Node*>>> batches;
  try {
    for (Node* node : order) {
      if (node->kind == OpKind::View) {
        node->storage = node->inputs.at(0)->storage;
        continue;
      }
      if (node->kind == OpKind::Constant) fail(Status::Internal, "constant node without storage");
      node->storage = node->device->backend().allocate(*node->device, node->nbytes());
      if (batches.empty() || batches.back().first != node->device) batches.push_back({node->device, {}});
      batches.back().second.push_back(node);
    }
    for (auto& [device, nodes] : batches) device->backend().execute(nodes);
  } catch (...) {
    for (Node* node : order) node->storage.reset();  // leave the graph as it was: unevaluated
    throw;
  }
  for (Node* node : order) node->inputs.clear();
}

}  // namespace kiln
