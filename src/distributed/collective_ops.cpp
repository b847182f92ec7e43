#include "distributed/collective_ops.h"

#include <string>

#include "core/device.h"
#include "core/error.h"
#include "core/shape.h"
#include "distributed/collective_call.h"
#include "ops/ops.h"

namespace kiln::distributed {

namespace {

void require_group(const Group& group, const char* op) {
  if (!group) fail(Status::InvalidArgument, std::string(op) + ": no group");
}

void require_peer(int peer, const Group& group, const char* op) {
  if (peer < 0 || peer >= group->size()) {
    fail(Status::InvalidArgument, std::string(op) + ": rank " + std::to_string(peer) + " is not in the group (size " +
                                      std::to_string(group->size()) + ", " + group->engine() + ")");
  }
  if (peer == group->rank()) fail(Status::InvalidArgument, std::string(op) + ": rank " + std::to_string(peer) + " is this rank");
}

// A Collective node computing `kind` of `inputs` (one compact input, or none for recv).
NodePtr collective_node(CollectiveKind kind, Reduction reduction, const Group& group, int peer, DType dtype,
                        Shape shape, Device& device, std::vector<NodePtr> inputs) {
  auto call = std::make_shared<Exchange>(kind, reduction, group, peer);
  check_shape(shape, call->name());
  auto node = std::make_shared<Node>();
  node->kind = OpKind::Collective;
  node->params.collective = call;
  node->dtype = dtype;
  node->strides = contiguous_strides(shape);
  node->shape = std::move(shape);
  node->device = &device;
  node->inputs = std::move(inputs);
  return node;
}

}  // namespace

NodePtr all_reduce(const NodePtr& x, Reduction op, const Group& group) {
  require_group(group, "all_reduce");
  if (op != Reduction::Sum && is_complex(x->dtype)) {
    fail(Status::UnsupportedDType, std::string("all_") + reduction_name(op) + ": complex numbers have no order");
  }
  if (group->size() == 1) return x;
  return collective_node(CollectiveKind::AllReduce, op, group, 0, x->dtype, x->shape, *x->device, {ops::contiguous(x)});
}

NodePtr all_gather(const NodePtr& x, const Group& group) {
  require_group(group, "all_gather");
  Shape shape = x->shape.empty() ? Shape{1} : x->shape;
  shape[0] *= group->size();
  if (group->size() == 1) return ops::reshape(x, shape);
  return collective_node(CollectiveKind::AllGather, Reduction::Sum, group, 0, x->dtype, shape, *x->device,
                         {ops::contiguous(x)});
}

NodePtr sum_scatter(const NodePtr& x, const Group& group) {
  require_group(group, "sum_scatter");
  const int64_t n = group->size();
  if (x->shape.empty() || x->shape[0] % n != 0) {
    fail(Status::ShapeMismatch, "sum_scatter: the first axis (" +
                                    (x->shape.empty() ? std::string("none: x is 0-d") : std::to_string(x->shape[0])) +
                                    ") must divide into the group's " + std::to_string(n) + " ranks");
  }
  if (n == 1) return x;
  Shape shape = x->shape;
  shape[0] /= n;
  return collective_node(CollectiveKind::SumScatter, Reduction::Sum, group, 0, x->dtype, shape, *x->device,
                         {ops::contiguous(x)});
}

NodePtr send(const NodePtr& x, int dst, const Group& group) {
  require_group(group, "send");
  require_peer(dst, group, "send");
  return collective_node(CollectiveKind::Send, Reduction::Sum, group, dst, x->dtype, x->shape, *x->device,
                         {ops::contiguous(x)});
}

NodePtr recv(Shape shape, DType dtype, int src, const Group& group, Device& device) {
  require_group(group, "recv");
  require_peer(src, group, "recv");
  return collective_node(CollectiveKind::Recv, Reduction::Sum, group, src, dtype, std::move(shape), device, {});
}

}  // namespace kiln::distributed
