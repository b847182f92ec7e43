#include "core/fusion.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <cstdlib>
#include <cstring>

#include "core/backend.h"
#include "core/checks.h"
#include "core/debug_checks.h"
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
  // The narrow dtypes' casts (ops/narrow.cpp) run alone: the fused kernels' loads and stores
  // know the dtypes that have kernels.
  if (node.kind == OpKind::Cast && (is_narrow(node.dtype) || (!node.inputs.empty() && is_narrow(node.inputs[0]->dtype)))) {
    return false;
  }
  return node.kind == OpKind::Unary || node.kind == OpKind::Binary || node.kind == OpKind::Where ||
         node.kind == OpKind::Cast;
}

struct Building {
  std::vector<Node*> members;
  size_t first = 0;  // position (in `order`) of the first member (an epilogue's: after its product)
  // Row groups only (FusedGroup::row): `rows` is known once a reduction joined.
  bool row = false, reduces = false;
  bool epilogue = false;  // members.front() is a product (FusedGroup::epilogue)
  Shape full, rows;
};

// The shape has the leading extents `rows`, then only ones: one value per row.
bool row_shape(const Shape& shape, const Shape& rows) {
  if (shape.size() < rows.size() || !std::equal(rows.begin(), rows.end(), shape.begin())) return false;
  return std::all_of(shape.begin() + static_cast<long>(rows.size()), shape.end(), [](int64_t e) { return e == 1; });
}

// A reduction a row group may take: sum/prod/max/min of floats over trailing axes, at least one
// element a row, the row no longer than its backend allows, and no NaN check after it.
bool row_reduction(const Node& node) {
  if (node.kind != OpKind::Reduce || node.size() == 0) return false;
  ReduceOp op = node.params.reduce;
  if (op != ReduceOp::Sum && op != ReduceOp::Prod && op != ReduceOp::Max && op != ReduceOp::Min) return false;
  const Node& in = *node.inputs.at(0);
  if (!is_floating(in.dtype) || in.dtype != node.dtype) return false;
  const auto& axes = node.params.axes;
  const size_t rank = in.shape.size();
  if (axes.empty() || axes.size() > rank) return false;
  int64_t cols = 1;
  for (size_t i = 0; i < axes.size(); ++i) {
    if (axes[i] != static_cast<int64_t>(rank - axes.size() + i)) return false;  // the trailing axes
    cols *= in.shape[static_cast<size_t>(axes[i])];
  }
  if (cols < 1 || cols > node.device->backend().row_fusion_limit(node)) return false;
  return !(debug_enabled(kDebugNan) && needs_finite_check(node));
}

// Whether the backend may fuse the node with its elementwise neighbours.
bool candidate(const Node& node) {
  return elementwise(node) && node.size() > 0 && node.device->backend().fusable(node);
}

// Whether the backend may run the node inside a row group (whose reductions it accepted).
bool row_candidate(const Node& node) {
  return elementwise(node) && node.size() > 0 && node.device->backend().fusable_in_row(node);
}

class Planner {
 public:
  Planner(const EvalOrder& order, const std::vector<Node*>& roots)
      : order_(order), root_(order.size(), false), group_(order.size(), -1), references_(order.size(), 0),
        a_reference_(order.size(), nullptr), consumers_begin_(order.size() + 1, 0) {
    for (Node* root : roots) {
      if (long r = slot(root); r >= 0) root_[r] = true;
    }
    // Each node's consumers in this eval, flattened: those of slot i at consumers_begin_[i] ..
    // consumers_begin_[i + 1] - 1 (no allocation per node).
    for (Node* node : order.nodes) {
      for (const NodePtr& in : node->inputs) {
        if (long i = slot(in.get()); i >= 0) {
          ++references_[i];
          a_reference_[i] = &in;
          ++consumers_begin_[i + 1];
        }
      }
    }
    for (size_t i = 0; i < order.size(); ++i) consumers_begin_[i + 1] += consumers_begin_[i];
    consumers_.resize(consumers_begin_.back());
    std::vector<size_t> filled(consumers_begin_.begin(), consumers_begin_.end() - 1);
    for (Node* node : order.nodes) {
      for (const NodePtr& in : node->inputs) {
        if (long i = slot(in.get()); i >= 0) consumers_[filled[i]++] = node;
      }
    }
  }

  FusionPlan plan(const std::vector<Node*>& kernels) {
    plan_rows(kernels);
    for (Node* node : kernels) place(node);
    take_products();
    return finish(kernels);
  }

 private:
  // Whether `node` may join group g without creating a cycle through a non-member: every input
  // is a member, outside this eval, or computed by a step that runs before the group (so it
  // cannot depend on it).
  bool may_join(const Node& node, size_t g) const {
    const Building& group = groups_[g];
    if (group.row || group.members.size() >= kMaxMembers) return false;
    const Node& first = *group.members.front();
    if (first.device != node.device || first.shape != node.shape) return false;
    for (const NodePtr& in : node.inputs) {
      Node* p = in.get();
      if (p->kind == OpKind::View) {
        Node* base = p->inputs.empty() ? nullptr : p->inputs.front().get();
        if (base && group_of(base) == static_cast<long>(g)) return false;  // reads a member at another index
      } else if (group_of(p) == static_cast<long>(g)) {
        continue;
      }
      if (!ready_before(p, group.first)) return false;
    }
    return true;
  }

  // Whether the input `p` (a view: its base) is there before the step at position `first` runs:
  // it is outside this eval or computed by an earlier step.
  bool ready_before(const Node* p, size_t first) const {
    if (p->kind == OpKind::View) {
      if (slot(p) < 0 || p->inputs.empty()) return true;
      p = p->inputs.front().get();
    }
    return position(p) < static_cast<long>(first);
  }

  long slot(const Node* node) const { return order_.slot(node); }

  // Where the step computing `node` runs: a group runs where its first member stood. A row group
  // that took no reduction yet may still be dissolved, its members placed anew, so its members
  // count at their own places.
  long position(const Node* node) const {
    long g = group_of(node);
    if (g < 0 || (groups_[g].row && !groups_[g].reduces)) return slot(node);
    return static_cast<long>(groups_[g].first);
  }

  long group_of(const Node* node) const {
    long i = slot(node);
    return i < 0 ? -1 : group_[i];
  }

  // The nodes of this eval that read `node` (one of them).
  std::pair<Node* const*, Node* const*> consumers(const Node* node) const {
    size_t i = static_cast<size_t>(slot(node));
    return {consumers_.data() + consumers_begin_[i], consumers_.data() + consumers_begin_[i + 1]};
  }

  // Whether something outside this eval's nodes (a handle, a graph built but not evaluated)
  // holds `node`, or nothing of the eval reads it.
  bool held_outside(const Node* node) const {
    long i = slot(node);
    return i < 0 || references_[i] == 0 || a_reference_[i]->use_count() > references_[i];
  }

  void place(Node* node) {
    if (!candidate(*node) || group_of(node) >= 0) return;
    long chosen = -1;
    for (const NodePtr& in : node->inputs) {  // the group of a producer first
      long g = group_of(in.get());
      if (g >= 0 && may_join(*node, static_cast<size_t>(g))) {
        chosen = g;
        break;
      }
    }
    if (chosen < 0 && !groups_.empty() && !groups_.back().row && may_join(*node, groups_.size() - 1)) {
      chosen = static_cast<long>(groups_.size()) - 1;  // independent work of the same shape
    }
    if (chosen < 0) {
      Building fresh;
      fresh.first = static_cast<size_t>(slot(node));
      groups_.push_back(std::move(fresh));
      chosen = static_cast<long>(groups_.size()) - 1;
    }
    groups_[chosen].members.push_back(node);
    group_[slot(node)] = chosen;
  }

  bool stored(Node* node, long g) const {
    if (root_[slot(node)] || held_outside(node)) return true;
    auto [begin, end] = consumers(node);
    for (auto c = begin; c != end; ++c) {
      Node* consumer = *c;
      if (group_of(consumer) == g) continue;
      if (groups_[static_cast<size_t>(g)].row && consumer->kind == OpKind::View && absorbed(consumer, g)) continue;
      return true;
    }
    return false;
  }

  // A view of a row member that only members of its group read (and nothing outside the eval
  // holds): the group reads the member in registers, so the view needs no storage behind it.
  bool absorbed(Node* view, long g) const {
    if (root_[slot(view)] || held_outside(view)) return false;
    auto [begin, end] = consumers(view);
    return std::all_of(begin, end, [&](Node* consumer) { return group_of(consumer) == g; });
  }

  // ---- Epilogues: a product joins the elementwise group that alone reads it ----

  void take_products() {
    for (size_t g = 0; g < groups_.size(); ++g) {
      Building& group = groups_[g];
      if (group.row || group.members.empty() || group.members.size() >= kMaxMembers) continue;
      Node* product = nullptr;
      for (Node* m : group.members) {
        for (const NodePtr& in : m->inputs) {
          if (!product && epilogue_source(*in, g)) product = in.get();
        }
      }
      if (!product) continue;
      group.members.insert(group.members.begin(), product);  // `first` stays: the product runs there
      group.epilogue = true;
      group_[slot(product)] = static_cast<long>(g);
    }
  }

  // A product of this eval, in no group, of the group's shape and device, that the backend lets
  // lead an epilogue, whose every reader in this eval is a member of group g (not a view), and
  // whose values need no NaN check of their own.
  bool epilogue_source(const Node& p, size_t g) const {
    if (p.kind != OpKind::Matmul || slot(&p) < 0 || group_of(&p) >= 0) return false;
    const Node& first = *groups_[g].members.front();
    if (p.device != first.device || p.shape != first.shape || !p.device->backend().fusable_epilogue(p)) return false;
    if (debug_enabled(kDebugNan) && needs_finite_check(p)) return false;
    auto [begin, end] = consumers(&p);
    return std::all_of(begin, end, [&](Node* c) { return group_of(c) == static_cast<long>(g); });
  }

  // ---- Row groups (persistent reductions), planned before the elementwise groups ----

  // Row groups start at reductions and at elementwise nodes of a shape some reduction of this
  // eval reduces (they may produce its input); the others only join through a producer.
  void plan_rows(const std::vector<Node*>& kernels) {
    for (Node* node : kernels) {
      if (row_reduction(*node)) latest_row_.emplace(std::make_pair(node->device, node->inputs.at(0)->shape), -1);
    }
    if (latest_row_.empty()) return;
    for (Node* node : kernels) place_row(node);
    for (size_t g = 0; g < groups_.size(); ++g) {  // no reduction: leave them to elementwise fusion
      if (groups_[g].reduces) continue;
      for (Node* m : groups_[g].members) group_[slot(m)] = -1;
      groups_[g].members.clear();
    }
  }

  void place_row(Node* node) {
    const bool reduction = row_reduction(*node);
    if (!reduction && !row_candidate(*node)) return;
    long chosen = -1;
    for (const NodePtr& in : node->inputs) {  // a producer's group, read directly or through a view
      Node* p = in.get();
      if (p->kind == OpKind::View && !p->inputs.empty()) p = p->inputs.front().get();
      long g = group_of(p);
      if (g >= 0 && groups_[g].row && may_join_row(*node, static_cast<size_t>(g))) {
        chosen = g;
        break;
      }
    }
    if (chosen < 0) {
      Shape full = reduction ? node->inputs.at(0)->shape : node->shape;
      auto latest = latest_row_.find({node->device, full});
      if (latest == latest_row_.end()) return;
      if (latest->second >= 0 && may_join_row(*node, static_cast<size_t>(latest->second))) {
        chosen = latest->second;  // independent work over the same rows
      } else {
        Building b;
        b.first = static_cast<size_t>(slot(node));
        b.row = true;
        b.full = full;
        groups_.push_back(std::move(b));
        chosen = latest->second = static_cast<long>(groups_.size()) - 1;
      }
    }
    Building& group = groups_[chosen];
    if (reduction) {
      group.reduces = true;
      group.rows = node->shape;
    }
    group.members.push_back(node);
    group_[slot(node)] = chosen;
  }

  // As may_join, for a row group: the node has the group's full shape or its row shape (a
  // reduction: reduces the full shape to the group's rows), and reads members directly (same
  // domain) or, for row members, through views that broadcast them along the row.
  bool may_join_row(const Node& node, size_t g) const {
    const Building& group = groups_[g];
    if (group.members.size() >= kMaxMembers || group.members.front()->device != node.device) return false;
    if (node.kind == OpKind::Reduce) {
      if (!row_reduction(node) || node.inputs.at(0)->shape != group.full) return false;
      if (group.reduces && node.shape != group.rows) return false;
    } else if (node.shape != group.full && !(group.reduces && row_shape(node.shape, group.rows))) {
      return false;
    }
    const Shape& rows = group.reduces ? group.rows : node.shape;
    for (const NodePtr& in : node.inputs) {
      Node* p = in.get();
      if (p->kind == OpKind::View) {
        Node* base = p->inputs.empty() ? nullptr : p->inputs.front().get();
        if (base && group_of(base) == static_cast<long>(g)) {
          // Only a row member (a reduction's value, or computed from them) is read through a view.
          if (base->shape == group.full || !row_aligned_view(*p, rows) || p->shape.size() < rows.size()) return false;
          continue;
        }
      } else if (group_of(p) == static_cast<long>(g)) {
        continue;
      }
      if (!ready_before(p, group.first)) return false;
    }
    return true;
  }


  FusionPlan finish(const std::vector<Node*>& kernels) {
    FusionPlan plan;
    plan.unstored.assign(order_.size(), false);
    std::vector<std::shared_ptr<FusedGroup>> made(groups_.size());
    for (size_t g = 0; g < groups_.size(); ++g) {
      if (groups_[g].members.size() < 2) continue;
      auto group = std::make_shared<FusedGroup>();
      group->members = groups_[g].members;
      group->row = groups_[g].row;
      group->epilogue = groups_[g].epilogue;
      group->full = groups_[g].full;
      group->rows = groups_[g].rows;
      for (Node* m : group->members) {
        if (stored(m, static_cast<long>(g))) {
          group->outputs.push_back(m);
        } else {
          plan.unstored[slot(m)] = true;
        }
      }
      made[g] = std::move(group);
    }
    // A group runs where its first member stood (an epilogue's first elementwise member): its
    // inputs all come earlier, its consumers later.
    for (Node* node : kernels) {
      long g = group_of(node);
      if (g < 0 || !made[g]) {
        plan.steps.push_back({node, nullptr});
      } else if (static_cast<size_t>(slot(node)) == groups_[g].first) {
        plan.steps.push_back({nullptr, made[g]});
      }
    }
    return plan;
  }

  // By slot (EvalOrder):
  const EvalOrder& order_;
  std::vector<bool> root_;
  std::vector<long> group_;                   // index in groups_, or -1
  std::vector<long> references_;              // from the inputs of this eval's nodes
  std::vector<const NodePtr*> a_reference_;  // one of them, for the total count
  std::vector<size_t> consumers_begin_;
  std::vector<Node*> consumers_;
  std::vector<Building> groups_;
  // The full shapes reductions reduce, each with the latest row group over it (-1: none yet).
  std::map<std::pair<const Device*, Shape>, long> latest_row_;
};

}  // namespace

bool row_aligned_view(const Node& view, const Shape& rows) {
  if (view.kind != OpKind::View || view.offset != 0 || view.shape.size() < rows.size()) return false;
  if (!std::equal(rows.begin(), rows.end(), view.shape.begin())) return false;
  const Strides lead = contiguous_strides(rows);
  for (size_t d = 0; d < view.shape.size(); ++d) {
    if (view.shape[d] == 1) continue;
    if (view.strides[d] != (d < rows.size() ? lead[d] : 0)) return false;
  }
  return true;
}

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

FusionPlan plan_fusion(const EvalOrder& order, const std::vector<Node*>& kernels, const std::vector<Node*>& roots) {
  const bool groups_possible = kernels.size() >= 2 && std::any_of(kernels.begin(), kernels.end(), [](const Node* n) {
    return candidate(*n) || row_reduction(*n);
  });
  if (!fusion_enabled() || !groups_possible) {  // nothing to group: skip the planner's tables
    FusionPlan plan;
    plan.unstored.assign(order.size(), false);
    for (Node* node : kernels) plan.steps.push_back({node, nullptr});
    return plan;
  }
  return Planner(order, roots).plan(kernels);
}

}  // namespace kiln
