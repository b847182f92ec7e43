// The collective ops: lazy graph nodes that exchange data with the other ranks of a group when
// evaluated (docs/architecture.md, "Collectives (groups, engines)"). On a group of one they return
// their input and build no node.
#pragma once

#include <memory>

#include "core/node.h"
#include "distributed/communicator.h"

namespace kiln::distributed {

using Group = std::shared_ptr<Communicator>;

// x reduced elementwise over the ranks; every rank gets the result.
NodePtr all_reduce(const NodePtr& x, Reduction op, const Group& group);
// The ranks' x concatenated along axis 0 in rank order (a 0-d x gives shape [size]).
NodePtr all_gather(const NodePtr& x, const Group& group);
// The sum over the ranks of x, split along axis 0 into size() blocks; rank r gets block r.
NodePtr sum_scatter(const NodePtr& x, const Group& group);
// Sends x to rank dst when evaluated; the result holds x's values.
NodePtr send(const NodePtr& x, int dst, const Group& group);
// A tensor of the given shape and dtype on `device` that rank src sends.
NodePtr recv(Shape shape, DType dtype, int src, const Group& group, Device& device);

}  // namespace kiln::distributed
