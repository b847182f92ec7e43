// Output memory for one eval: each kernel node gets storage, reusing the storage of an
// intermediate whose last consumer comes earlier in the order (same device, same size), or, for
// elementwise nodes, of an input this node reads for the last time at the index it writes (in
// place). A chain of N ops then holds one or two buffers at a time instead of N.
#pragma once

#include <vector>

#include "core/eval_order.h"
#include "core/fusion.h"
#include "core/node.h"

namespace kiln {

// Gives every node of `order` (topological, unevaluated) storage: views their base's, the nodes
// the plan's steps store fresh or reused memory; members a fused group keeps in registers
// (plan.unstored) get none.
//
// An intermediate is reusable once no one else can see it: not a root, and every reference to it
// (and to any view of it) comes from nodes of `order`. Steps run in the plan's order, so its last
// consumer's step has run before a later step writes its memory; backends that record work for
// later (Vulkan) order the write after the read by address ranges, as for any other hazard. A
// fused group never writes over its own inputs: its threads read them at other indices (views,
// broadcasts) while others write.
void assign_storage(const EvalOrder& order, const FusionPlan& plan, const std::vector<Node*>& roots);

}  // namespace kiln
