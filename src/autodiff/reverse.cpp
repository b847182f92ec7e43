// The reverse pass: order the graph, mark what depends on the leaves, then walk it backwards
// accumulating each node's cotangent and asking its rule (rules.h) for its inputs'.
#include "autodiff/reverse.h"

#include <string>
#include <unordered_map>
#include <unordered_set>

#include "autodiff/expr.h"
#include "autodiff/rules.h"
#include "core/error.h"

namespace kiln::autodiff {
namespace {

// Every node the outputs reach without passing a leaf, inputs before their users (iterative:
// graphs may be deep). What lies beyond a leaf cannot depend on it.
std::vector<Node*> topological_order(const std::vector<NodePtr>& outputs, const std::unordered_set<const Node*>& leaves) {
  std::vector<Node*> order;
  std::unordered_set<const Node*> seen;
  std::vector<std::pair<Node*, size_t>> stack;
  for (const NodePtr& root : outputs) {
    if (!seen.insert(root.get()).second) continue;
    stack.push_back({root.get(), 0});
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next < node->inputs.size() && !leaves.count(node)) {
        Node* input = node->inputs[next++].get();
        if (seen.insert(input).second) stack.push_back({input, 0});
        continue;
      }
      order.push_back(node);
      stack.pop_back();
    }
  }
  return order;
}

bool stops_gradient(const Node& node) { return node.kind == OpKind::View && node.params.stop_gradient; }

NodePtr accumulate(const NodePtr& sum, const NodePtr& term) { return sum ? binary(BinaryOp::Add, sum, term) : term; }

}  // namespace

std::vector<NodePtr> vjp(const std::vector<NodePtr>& outputs, const std::vector<NodePtr>& cotangents,
                         const std::vector<NodePtr>& wrt) {
  if (outputs.size() != cotangents.size()) fail(Status::InvalidArgument, "vjp: one cotangent per output");
  std::unordered_set<const Node*> leaves, active;
  for (const NodePtr& leaf : wrt) leaves.insert(leaf.get());
  std::vector<Node*> order = topological_order(outputs, leaves);

  // Active: depends on a leaf of wrt through differentiable values.
  for (Node* node : order) {
    if (leaves.count(node)) {
      active.insert(node);
      continue;
    }
    if (!differentiable(node->dtype) || stops_gradient(*node)) continue;
    for (const NodePtr& input : node->inputs) {
      if (active.count(input.get())) {
        active.insert(node);
        break;
      }
    }
  }

  std::unordered_map<const Node*, NodePtr> adjoint;
  for (size_t i = 0; i < outputs.size(); ++i) {
    const NodePtr& out = outputs[i];
    const NodePtr& ct = cotangents[i];
    if (ct->shape != out->shape) {
      fail(Status::ShapeMismatch, "vjp: cotangent " + std::to_string(i) + " has shape " + shape_string(ct->shape) +
                                      ", its output " + shape_string(out->shape));
    }
    if (!active.count(out.get())) continue;
    adjoint[out.get()] = accumulate(adjoint[out.get()], ct->dtype == out->dtype ? ct : ops::astype(ct, out->dtype));
  }

  // Walk back; keep each node alive while its adjoint is computed from it.
  std::unordered_map<const Node*, NodePtr> owner;
  for (Node* node : order) {
    for (const NodePtr& input : node->inputs) owner.emplace(input.get(), input);
  }
  for (const NodePtr& out : outputs) owner.emplace(out.get(), out);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    Node* node = *it;
    if (leaves.count(node) || !active.count(node)) continue;
    auto found = adjoint.find(node);
    if (found == adjoint.end() || !found->second) continue;
    NodePtr g = std::move(found->second);
    adjoint.erase(found);
    std::vector<bool> wanted(node->inputs.size());
    for (size_t i = 0; i < wanted.size(); ++i) wanted[i] = active.count(node->inputs[i].get()) > 0;
    std::vector<NodePtr> grads = node_vjp(owner.at(node), g, wanted);
    for (size_t i = 0; i < grads.size() && i < wanted.size(); ++i) {
      if (!wanted[i] || !grads[i]) continue;
      const Node* input = node->inputs[i].get();
      if (grads[i]->shape != input->shape) {  // a rule's defect, said as one rather than broadcast
        fail(Status::Internal, std::string("the gradient rule of ") + op_name(*node) + " gave shape " +
                                   shape_string(grads[i]->shape) + " for an input of shape " + shape_string(input->shape));
      }
      NodePtr term = grads[i]->dtype == input->dtype ? grads[i] : ops::astype(grads[i], input->dtype);
      adjoint[input] = accumulate(adjoint[input], term);
    }
  }

  std::vector<NodePtr> result;
  for (const NodePtr& leaf : wrt) {
    auto found = adjoint.find(leaf.get());
    result.push_back(found != adjoint.end() && found->second ? found->second : zeros_like(*leaf));
  }
  return result;
}

}  // namespace kiln::autodiff
