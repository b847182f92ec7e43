// Output memory for one eval: each kernel node gets storage, reusing the storage of an
// intermediate whose last consumer comes earlier in the order (same device, same size), or, for
// elementwise nodes, of an input this node reads for the last time at the index it writes (in
// place). A chain of N ops then holds one or two buffers at a time instead of N.
#pragma once

#include <vector>

#include "core/node.h"

namespace kiln {

// Gives every node of `order` (topological, unevaluated) storage: views their base's, kernels
// fresh or reused memory. Returns the kernel nodes, in order.
//
// An intermediate is reusable once no one else can see it: not a root, and every reference to it
// (and to any view of it) comes from nodes of `order`. Kernels run in `order`, so its last
// consumer has run before a later kernel writes its memory; backends that record work for later
// (Vulkan) order the write after the read by address ranges, as for any other hazard.
std::vector<Node*> assign_storage(const std::vector<Node*>& order, const std::vector<Node*>& roots);

}  // namespace kiln
