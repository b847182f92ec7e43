// Gradients of the collectives: each op states its rule beside it (distributed::Exchange::vjp,
// MLX's rules: each rank differentiates its own loss, so all_sum passes the cotangent through
// and a data-parallel step sums the gradients itself, average_gradients).
#include "autodiff/rules.h"
#include "core/collective_call.h"

namespace kiln::autodiff {

std::vector<NodePtr> collective_vjp(const NodePtr& node, const NodePtr& g) { return node->params.collective->vjp(node, g); }

}  // namespace kiln::autodiff
