// The eval scheduler: orders the unevaluated part of a graph, allocates outputs, resolves views
// and hands each device its batch of kernels.
#pragma once

#include <vector>

#include "core/node.h"

namespace kiln {

// Computes every root (and whatever it needs) exactly once. Afterwards each computed node holds
// its storage and has dropped its inputs.
void evaluate(const std::vector<Node*>& roots);

}  // namespace kiln
