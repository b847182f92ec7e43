#include "core/fusion.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <unordered_map>

#include "core/backend.h"
#include "core/device.h"
#include "core/telemetry.h"

namespace kiln {

namespace {

// A generated kernel's source grows with its members; past this a chain starts a new group.
constexpr size_t kMaxMembers = 64;

std::atomic<bool>& enabled_cell() {
  static std::atomic<bool> cell{[] {
    const char* text = std::getenv("KILN_FUSION");
    return !(text && (std::strcmp(text, "off") == 0 || std::strcmp(text, "0") == 0));
  }()};
  return cell;
}

bool elementwise(const Node& node) {
  return node.kind == OpKind::Unary || node.kind == OpKind::Binary || node.kind == OpKind::Where ||
         node.kind == OpKind::Cast;
}

struct Building {
  std::vector<Node*> members;
  size_t first = 0;  // position (in `order`) of the first member
};

class Planner {
 public:
  Planner(const std::vector<Node*>& order, const std::vector<Node*>& roots) : roots_(roots.begin(), roots.end()) {
    // Sized once: rehashing as they grow was a visible part of a small graph's eval.
    for (auto* map : {&references_, &held_, &group_}) map->reserve(2 * order.size());
    position_.reserve(order.size());
    consumers_.reserve(2 * order.size());
    for (size_t i = 0; i < order.size(); ++i) position_[order[i]] = i;
    for (Node* node : order) {
      for (const NodePtr& in : node->inputs) {
        ++references_[in.get()];
        held_[in.get()] = in.use_count();
        consumers_[in.get()].push_back(node);
      }
    }
  }

  FusionPlan plan(const std::vector<Node*>& kernels) {
    for (Node* node : kernels) place(node);
    return finish(kernels);
  }

 private:
  bool candidate(const Node& node) const {
    return elementwise(node) && node.size() > 0 && node.device->backend().fusable(node);
  }

  // Whether `node` may join group g without creating a cycle through a non-member: every input
  // is a member, outside this eval, or placed before the group began (so it cannot depend on it).
  bool may_join(const Node& node, size_t g) const {
    const Building& group = groups_[g];
    if (group.members.size() >= kMaxMembers) return false;
    const Node& first = *group.members.front();
    if (first.device != node.device || first.shape != node.shape) return false;
    for (const NodePtr& in : node.inputs) {
      Node* p = in.get();
      if (p->kind == OpKind::View) {
        Node* base = p->inputs.empty() ? nullptr : p->inputs.front().get();
        if (base && group_of(base) == static_cast<long>(g)) return false;  // reads a member at another index
        if (!position_.count(p)) continue;
        if (base && position_.count(base) && position_.at(base) >= group.first) return false;
        continue;
      }
      if (group_of(p) == static_cast<long>(g)) continue;
      auto it = position_.find(p);
      if (it != position_.end() && it->second >= group.first) return false;
    }
    return true;
  }

  long group_of(Node* node) const {
    auto it = group_.find(node);
    return it == group_.end() ? -1 : it->second;
  }

  void place(Node* node) {
    if (!candidate(*node)) return;
    long chosen = -1;
    for (const NodePtr& in : node->inputs) {  // the group of a producer first
      long g = group_of(in.get());
      if (g >= 0 && may_join(*node, static_cast<size_t>(g))) {
        chosen = g;
        break;
      }
    }
    if (chosen < 0 && !groups_.empty() && may_join(*node, groups_.size() - 1)) {
      chosen = static_cast<long>(groups_.size()) - 1;  // independent work of the same shape
    }
    if (chosen < 0) {
      groups_.push_back({{}, position_.at(node)});
      chosen = static_cast<long>(groups_.size()) - 1;
    }
    groups_[chosen].members.push_back(node);
    group_[node] = chosen;
  }

  bool stored(Node* node, long g) const {
    if (roots_.count(node)) return true;
    auto refs = references_.find(node);
    if (refs == references_.end()) return true;
    if (held_.at(node) > refs->second) return true;  // a handle or an unevaluated graph holds it
    for (Node* consumer : consumers_.at(node)) {
      if (group_of(consumer) != g) return true;
    }
    return false;
  }

  FusionPlan finish(const std::vector<Node*>& kernels) {
    FusionPlan plan;
    std::vector<std::shared_ptr<FusedGroup>> made(groups_.size());
    for (size_t g = 0; g < groups_.size(); ++g) {
      if (groups_[g].members.size() < 2) continue;
      auto group = std::make_shared<FusedGroup>();
      group->members = groups_[g].members;
      for (Node* m : group->members) {
        if (stored(m, static_cast<long>(g))) {
          group->outputs.push_back(m);
        } else {
          plan.unstored.insert(m);
        }
      }
      made[g] = std::move(group);
    }
    // A group runs where its first member stood: its inputs all come earlier, its consumers later.
    for (Node* node : kernels) {
      long g = group_of(node);
      if (g < 0 || !made[g]) {
        plan.steps.push_back({node, nullptr});
      } else if (made[g]->members.front() == node) {
        plan.steps.push_back({nullptr, made[g]});
      }
    }
    return plan;
  }

  std::unordered_set<Node*> roots_;
  std::unordered_map<Node*, size_t> position_;
  std::unordered_map<Node*, long> references_;
  std::unordered_map<Node*, long> held_;
  std::unordered_map<Node*, std::vector<Node*>> consumers_;
  std::vector<Building> groups_;
  std::unordered_map<Node*, long> group_;
};

}  // namespace

bool fusion_enabled() { return enabled_cell().load(std::memory_order_relaxed); }
void set_fusion_enabled(bool enabled) { enabled_cell().store(enabled, std::memory_order_relaxed); }

void report_fusion(const FusionPlan& plan) {
  if (!telemetry::active()) return;
  for (const Step& step : plan.steps) {
    if (!step.group) continue;
    Span span(EventKind::Fusion, "fused", step.group->members.front()->device);
    span.set_count(static_cast<int64_t>(step.group->members.size()));
  }
}

FusionPlan plan_fusion(const std::vector<Node*>& order, const std::vector<Node*>& kernels,
                       const std::vector<Node*>& roots) {
  if (!fusion_enabled() || kernels.size() < 2) {  // nothing to group (a single op: skip the planner's maps)
    FusionPlan plan;
    for (Node* node : kernels) plan.steps.push_back({node, nullptr});
    return plan;
  }
  return Planner(order, roots).plan(kernels);
}

}  // namespace kiln
