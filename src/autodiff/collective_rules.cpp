// Gradients of the collectives (src/distributed/), MLX's rules: each rank differentiates its own
// loss, so all_sum passes the cotangent through (a data-parallel step sums the gradients itself,
// average_gradients), as send does to its x; recv has no input. The others have no rule yet.
#include <string>

#include "autodiff/rules.h"
#include "core/collective_call.h"
#include "core/error.h"

namespace kiln::autodiff {

std::vector<NodePtr> collective_vjp(const NodePtr& node, const NodePtr& g) {
  const std::string name = node->params.collective->name();
  if (name == "all_sum" || name == "send") return {g};
  if (name == "recv") return {};
  fail(Status::Unsupported, "no gradient for " + name + " yet (docs/gradients.md)");
}

}  // namespace kiln::autodiff
