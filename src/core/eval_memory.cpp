#include "core/eval_memory.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>

#include "core/device.h"
#include "core/error.h"

namespace kiln {

namespace {

// How the nodes of one eval reference one of its nodes.
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

constexpr size_t kNever = SIZE_MAX;

// By slot: for each kernel output nobody outside the eval can see, the step after which nothing
// reads it; kNever for the others.
std::vector<size_t> last_reads(const EvalOrder& order, const FusionPlan& plan, const std::vector<Node*>& roots) {
  std::vector<Uses> uses(order.size());
  for (Node* node : order.nodes) {
    for (const auto& in : node->inputs) {
      if (long i = order.slot(in.get()); i >= 0) {
        ++uses[i].internal_refs;
        uses[i].ref = &in;
      }
    }
  }
  std::vector<Node*> one;
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    for (Node* member : members(plan.steps[s], one)) {
      for (const auto& in : member->inputs) {
        if (long i = order.slot(in.get()); i >= 0) {
          uses[i].last_step = s;  // s only grows
          uses[i].read = true;
        }
      }
    }
  }
  std::vector<bool> root(order.size(), false);
  for (Node* r : roots) {
    if (long i = order.slot(r); i >= 0) root[i] = true;
  }
  auto private_to_eval = [&](size_t i) {
    return !root[i] && uses[i].read && uses[i].ref->use_count() == uses[i].internal_refs;
  };
  std::vector<size_t> last(order.size(), kNever);
  std::vector<bool> pinned(order.size(), false);  // seen from outside through a view
  for (size_t i = 0; i < order.size(); ++i) {
    const Node* node = order.nodes[i];
    if (node->kind != OpKind::View) {
      if (private_to_eval(i) && !plan.unstored[i]) last[i] = uses[i].last_step;
      continue;
    }
    long base = order.slot(node->inputs.at(0).get());
    if (base < 0) continue;  // a view of an evaluated tensor: its memory is not the eval's to reuse
    if (!private_to_eval(i)) {
      pinned[base] = true;
    } else if (last[base] != kNever) {
      last[base] = std::max(last[base], uses[i].last_step);
    }
  }
  for (size_t i = 0; i < order.size(); ++i) {
    if (pinned[i]) last[i] = kNever;
  }
  return last;
}

bool elementwise(const Node& node) {
  return node.kind == OpKind::Unary || node.kind == OpKind::Binary || node.kind == OpKind::Where ||
         node.kind == OpKind::Cast;
}

// An input of an elementwise node whose memory the node may overwrite as it runs: read for the
// last time by this node, at the same index it writes (same shape, compact, same byte size),
// and not read through a view by another operand of the node.
const Node* in_place_input(const Node& node, size_t index, const EvalOrder& order, const std::vector<size_t>& last) {
  if (!elementwise(node)) return nullptr;
  for (const auto& in : node.inputs) {
    long i = order.slot(in.get());
    if (i < 0 || last[i] != index || in->kind == OpKind::View || !in->storage) continue;
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

void assign_storage(const EvalOrder& order, const FusionPlan& plan, const std::vector<Node*>& roots) {
  if (order.size() == 1 && plan.steps.size() <= 1 && !plan.unstored.at(0)) {
    // One node (an eager op): its inputs are not this eval's, so there is nothing to reuse.
    Node* node = order.nodes.front();
    if (node->kind == OpKind::View) {
      node->storage = node->inputs.at(0)->storage;
    } else if (node->kind == OpKind::Constant) {
      fail(Status::Internal, "constant node without storage");
    } else {
      node->storage = allocate_storage(*node->device, node->nbytes());
    }
    return;
  }
  const std::vector<size_t> last = last_reads(order, plan, roots);
  // By step: the nodes dead after it. Flattened: step s's at dying[dying_begin[s] ..].
  std::vector<size_t> dying_begin(plan.steps.size() + 1, 0);
  for (size_t step : last) {
    if (step != kNever) ++dying_begin[step + 1];
  }
  for (size_t s = 0; s < plan.steps.size(); ++s) dying_begin[s + 1] += dying_begin[s];
  std::vector<const Node*> dying(dying_begin.back());
  {
    std::vector<size_t> filled(dying_begin.begin(), dying_begin.end() - 1);
    for (size_t i = 0; i < order.size(); ++i) {
      if (last[i] != kNever) dying[filled[last[i]]++] = order.nodes[i];
    }
  }
  std::vector<bool> handed_over(order.size(), false);  // their storage went to their consumer (in place)

  std::multimap<std::pair<const Device*, size_t>, std::shared_ptr<Storage>> reusable;
  std::vector<Node*> one;
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    if (s > 0) {
      for (size_t d = dying_begin[s - 1]; d < dying_begin[s]; ++d) {
        const Node* dead = dying[d];
        if (handed_over[order.slot(dead)]) continue;
        const auto& storage = dead->storage;
        if (storage && storage->bytes() > 0) reusable.emplace(std::make_pair(&storage->device(), storage->bytes()), storage);
      }
    }
    const Step& step = plan.steps[s];
    for (Node* node : members(step, one)) {
      if (node->kind == OpKind::Constant) fail(Status::Internal, "constant node without storage");
      if (plan.unstored[order.slot(node)]) continue;
      const Node* in = step.group ? nullptr : in_place_input(*node, s, order, last);
      auto it = reusable.find({node->device, node->nbytes()});
      if (in) {
        node->storage = in->storage;
        handed_over[order.slot(in)] = true;
      } else if (it != reusable.end()) {
        node->storage = std::move(it->second);
        reusable.erase(it);
      } else {
        node->storage = allocate_storage(*node->device, node->nbytes());
      }
    }
  }
  for (Node* node : order.nodes) {
    if (node->kind == OpKind::View) node->storage = node->inputs.at(0)->storage;  // bases are set by now
  }
}

}  // namespace kiln
