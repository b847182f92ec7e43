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
  size_t last_consumer = 0;                    // index in the order
};

// For each kernel output nobody outside the eval can see, the index in `order` after which
// nothing reads it any more.
std::unordered_map<const Node*, size_t> last_reads(const std::vector<Node*>& order, const std::vector<Node*>& roots) {
  std::unordered_map<const Node*, Uses> uses;
  uses.reserve(order.size());
  for (size_t i = 0; i < order.size(); ++i) {
    for (const auto& in : order[i]->inputs) {
      Uses& u = uses[in.get()];
      ++u.internal_refs;
      u.ref = &in;
      u.last_consumer = i;  // i only grows
    }
  }
  const std::unordered_set<const Node*> root_set(roots.begin(), roots.end());
  auto private_to_eval = [&](const Node* node) {
    auto it = uses.find(node);
    return !root_set.count(node) && it != uses.end() && it->second.ref->use_count() == it->second.internal_refs;
  };
  std::unordered_map<const Node*, size_t> last;
  std::unordered_set<const Node*> pinned;  // seen from outside through a view
  for (const Node* node : order) {
    if (node->kind != OpKind::View) {
      if (private_to_eval(node)) last[node] = uses[node].last_consumer;
      continue;
    }
    const Node* base = node->inputs.at(0).get();
    if (!private_to_eval(node)) {
      pinned.insert(base);
    } else if (last.count(base)) {
      last[base] = std::max(last[base], uses[node].last_consumer);
    }
  }
  for (const Node* node : pinned) last.erase(node);
  return last;
}

}  // namespace

std::vector<Node*> assign_storage(const std::vector<Node*>& order, const std::vector<Node*>& roots) {
  std::vector<std::vector<const Node*>> dying(order.size());  // by the index after which they are dead
  for (const auto& [node, index] : last_reads(order, roots)) dying[index].push_back(node);

  std::multimap<std::pair<const Device*, size_t>, std::shared_ptr<Storage>> reusable;
  std::vector<Node*> kernels;
  for (size_t i = 0; i < order.size(); ++i) {
    if (i > 0) {
      for (const Node* dead : dying[i - 1]) {
        const auto& s = dead->storage;
        if (s && s->bytes() > 0) reusable.emplace(std::make_pair(&s->device(), s->bytes()), s);
      }
    }
    Node* node = order[i];
    if (node->kind == OpKind::View) {
      node->storage = node->inputs.at(0)->storage;
      continue;
    }
    if (node->kind == OpKind::Constant) fail(Status::Internal, "constant node without storage");
    auto it = reusable.find({node->device, node->nbytes()});
    if (it != reusable.end()) {
      node->storage = std::move(it->second);
      reusable.erase(it);
    } else {
      node->storage = allocate_storage(*node->device, node->nbytes());
    }
    kernels.push_back(node);
  }
  return kernels;
}

}  // namespace kiln
