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

std::vector<Node*> assign_storage(const std::vector<Node*>& order, const std::vector<Node*>& roots) {
  const std::unordered_map<const Node*, size_t> last = last_reads(order, roots);
  std::vector<std::vector<const Node*>> dying(order.size());  // by the index after which they are dead
  for (const auto& [node, index] : last) dying[index].push_back(node);
  std::unordered_set<const Node*> handed_over;  // their storage went to their consumer (in place)

  std::multimap<std::pair<const Device*, size_t>, std::shared_ptr<Storage>> reusable;
  std::vector<Node*> kernels;
  for (size_t i = 0; i < order.size(); ++i) {
    if (i > 0) {
      for (const Node* dead : dying[i - 1]) {
        if (handed_over.count(dead)) continue;
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
    if (const Node* in = in_place_input(*node, i, last)) {
      node->storage = in->storage;
      handed_over.insert(in);
    } else if (it != reusable.end()) {
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
