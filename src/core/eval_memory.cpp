#include "core/eval_memory.h"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/device.h"
#include "core/error.h"

namespace kiln {

namespace {

// How the nodes of one eval reference a node.
struct Uses {
  long internal_refs = 0;                      // references held by inputs of nodes in the order
  const std::shared_ptr<Node>* ref = nullptr;  // one of them, to read the total reference count
  size_t last_step = 0;                        // the last step reading it
  bool read = false;
};

// Each member of a step (a kernel node, or a fused group's members).
const std::vector<Node*>& members(const Step& step, std::vector<Node*>& one) {
  if (step.group) return step.group->members;
  one.assign(1, step.node);
  return one;
}

// For each kernel output nobody outside the eval can see, the step after which nothing reads it.
std::unordered_map<const Node*, size_t> last_reads(const std::vector<Node*>& order, const FusionPlan& plan,
                                                   const std::vector<Node*>& roots) {
  std::unordered_map<const Node*, Uses> uses;
  uses.reserve(2 * order.size());
  for (Node* node : order) {
    for (const auto& in : node->inputs) {
      Uses& u = uses[in.get()];
      ++u.internal_refs;
      u.ref = &in;
    }
  }
  std::vector<Node*> one;
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    for (Node* member : members(plan.steps[s], one)) {
      for (const auto& in : member->inputs) {
        Uses& u = uses[in.get()];
        u.last_step = s;  // s only grows
        u.read = true;
      }
    }
  }
  const std::unordered_set<const Node*> root_set(roots.begin(), roots.end());
  auto private_to_eval = [&](const Node* node) {
    auto it = uses.find(node);
    return !root_set.count(node) && it != uses.end() && it->second.read &&
           it->second.ref->use_count() == it->second.internal_refs;
  };
  std::unordered_map<const Node*, size_t> last;
  last.reserve(order.size());
  std::unordered_set<const Node*> pinned;  // seen from outside through a view
  for (const Node* node : order) {
    if (node->kind != OpKind::View) {
      if (private_to_eval(node) && !plan.unstored.count(const_cast<Node*>(node))) last[node] = uses[node].last_step;
      continue;
    }
    const Node* base = node->inputs.at(0).get();
    if (!private_to_eval(node)) {
      pinned.insert(base);
    } else if (last.count(base)) {
      last[base] = std::max(last[base], uses[node].last_step);
    }
  }
  for (const Node* node : pinned) last.erase(node);
  return last;
}

bool elementwise(const Node& node) {
  return node.kind == OpKind::Unary || node.kind == OpKind::Binary || node.kind == OpKind::Where ||
         node.kind == OpKind::Cast;
}

// An input of an elementwise node whose memory the node may overwrite as it runs: read for the
// last time by this node, at the same index it writes (same shape, compact, same byte size),
// and not read through a view by another operand of the node.
const Node* in_place_input(const Node& node, size_t index, const std::unordered_map<const Node*, size_t>& last) {
  if (!elementwise(node)) return nullptr;
  for (const auto& in : node.inputs) {
    auto it = last.find(in.get());
    if (it == last.end() || it->second != index || in->kind == OpKind::View || !in->storage) continue;
    if (in->shape != node.shape || in->offset != 0 || !in->contiguous() || in->device != node.device ||
        in->storage->bytes() != node.nbytes() || node.nbytes() == 0) {
      continue;
    }
    bool viewed = std::any_of(node.inputs.begin(), node.inputs.end(), [&](const auto& other) {
      return other->kind == OpKind::View && !other->inputs.empty() && other->inputs.front() == in;
    });
    if (!viewed) return in.get();
  }
  return nullptr;
}

}  // namespace

void assign_storage(const std::vector<Node*>& order, const FusionPlan& plan, const std::vector<Node*>& roots) {
  const std::unordered_map<const Node*, size_t> last = last_reads(order, plan, roots);
  std::vector<std::vector<const Node*>> dying(plan.steps.size());  // by the step after which they are dead
  for (const auto& [node, step] : last) dying[step].push_back(node);
  std::unordered_set<const Node*> handed_over;  // their storage went to their consumer (in place)

  std::multimap<std::pair<const Device*, size_t>, std::shared_ptr<Storage>> reusable;
  std::vector<Node*> one;
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    if (s > 0) {
      for (const Node* dead : dying[s - 1]) {
        if (handed_over.count(dead)) continue;
        const auto& storage = dead->storage;
        if (storage && storage->bytes() > 0) reusable.emplace(std::make_pair(&storage->device(), storage->bytes()), storage);
      }
    }
    const Step& step = plan.steps[s];
    for (Node* node : members(step, one)) {
      if (node->kind == OpKind::Constant) fail(Status::Internal, "constant node without storage");
      if (plan.unstored.count(node)) continue;
      const Node* in = step.group ? nullptr : in_place_input(*node, s, last);
      auto it = reusable.find({node->device, node->nbytes()});
      if (in) {
        node->storage = in->storage;
        handed_over.insert(in);
      } else if (it != reusable.end()) {
        node->storage = std::move(it->second);
        reusable.erase(it);
      } else {
        node->storage = allocate_storage(*node->device, node->nbytes());
      }
    }
  }
  for (Node* node : order) {
    if (node->kind == OpKind::View) node->storage = node->inputs.at(0)->storage;  // bases are set by now
  }
}

}  // namespace kiln
