// Reverse-mode differentiation of a lazy graph: the graph of the vector-Jacobian product, built
// from the ops layer's builders, so it is lazy, fuses, and can be differentiated again.
#pragma once

#include <vector>

#include "core/node.h"

namespace kiln::autodiff {

// The cotangents of `wrt` (graph leaves, usually placeholders) given the cotangents of `outputs`
// (one each, of its output's shape): sum over outputs of cotangent^T d output / d wrt. A leaf the
// outputs do not depend on gets zeros. Throws UNSUPPORTED naming the first op on the way that has
// no gradient rule.
std::vector<NodePtr> vjp(const std::vector<NodePtr>& outputs, const std::vector<NodePtr>& cotangents,
                         const std::vector<NodePtr>& wrt);

}  // namespace kiln::autodiff
