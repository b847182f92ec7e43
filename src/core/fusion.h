// Elementwise fusion, planned by the scheduler: connected elementwise kernel nodes of one eval
// (unary, binary, where, cast, with views of other tensors feeding them) that a backend can fuse
// become one group, run as one kernel. Only the members whose values are needed elsewhere are
// stored; the rest live in registers. The plan is backend-neutral (the CPU could run it too).
// Row groups add reductions over trailing axes with their producers and row-broadcast consumers
// (softmax, layer norm: one pass over each row), where the backend's row_fusion_limit allows.
// An elementwise group may also take the matrix product it reads as its epilogue's source
// (bias, activation, residual and cast in the product's store), where fusable_epilogue allows.
#pragma once

#include <memory>
#include <vector>

#include "core/eval_order.h"
#include "core/node.h"

namespace kiln {

// KILN_FUSION=off in the environment, or kiln_fusion_set_enabled, turns fusion off.
bool fusion_enabled();
void set_fusion_enabled(bool enabled);

struct FusedGroup {
  std::vector<Node*> members;  // topological order; one device, one shape (not in row groups); two or more
  std::vector<Node*> outputs;  // members whose values are stored (subset of members, in order)
  // A row group (persistent reduction): reductions over the trailing axes of `full` with the
  // elementwise work feeding them and consuming their results. Members have the shape `full`
  // (one value per element) or a row shape (`rows`, maybe with trailing ones: one value per
  // row); a member may read a row member through a view broadcasting it along the row.
  bool row = false;
  Shape full;  // the reductions' input shape
  Shape rows;  // their output shape (the kept, leading axes)
  // An epilogue group: members.front() is a matrix product of the group's shape that only the
  // other members read (directly), and the backend runs them in the product's store. The group
  // runs where its first elementwise member stood, after the product's own place.
  bool epilogue = false;
};

// One unit of a backend's work: a kernel node, or a fused group.
struct Step {
  Node* node = nullptr;
  std::shared_ptr<FusedGroup> group;
};

struct FusionPlan {
  std::vector<Step> steps;     // a valid execution order
  std::vector<bool> unstored;  // by slot (EvalOrder): members computed in registers only, no storage
};

// Whether `view` reads a row member of shape `rows` (compact) once per row: element i of it (or
// of the row i / C of it, when it has the full shape) is element i of the base.
bool row_aligned_view(const Node& view, const Shape& rows);

// `order`: the eval's unevaluated nodes, topological and numbered (views included); `kernels`: its non-view
// nodes, in the same order; `roots`: what the caller asked for. A member is stored when it is a
// root, has a consumer outside its group (views included, except a row group's broadcasts of a
// row member that only the group reads), or is referenced from anywhere but
// this eval's nodes (a user's handle, a graph built but not evaluated).
FusionPlan plan_fusion(const EvalOrder& order, const std::vector<Node*>& kernels, const std::vector<Node*>& roots);

// One telemetry span (EventKind::Fusion) per fused group, its count the group's node count.
void report_fusion(const FusionPlan& plan);

}  // namespace kiln
