// Derived functions: placeholders in, the function called on them, the reverse pass (reverse.h),
// and the result captured.
#include "autodiff/transforms.h"

#include <string>

#include "autodiff/reverse.h"
#include "core/error.h"
#include "ops/ops.h"

namespace kiln::autodiff {
namespace {

std::vector<NodePtr> placeholders_for(const ops::CapturedGraph& f) {
  std::vector<NodePtr> inputs;
  for (size_t i = 0; i < f.input_count(); ++i) inputs.push_back(f.input_placeholder(i));
  return inputs;
}

std::vector<NodePtr> placeholders_like(const std::vector<NodePtr>& nodes) {
  std::vector<NodePtr> out;
  for (const NodePtr& n : nodes) out.push_back(ops::placeholder(*n->device, n->dtype, n->shape));
  return out;
}

std::vector<NodePtr> joined(std::vector<NodePtr> a, const std::vector<NodePtr>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

}  // namespace

Function derive_vjp(const ops::CapturedGraph& f) {
  const std::vector<NodePtr> inputs = placeholders_for(f);
  const std::vector<NodePtr> outputs = f.call(inputs);
  const std::vector<NodePtr> cotangents = placeholders_like(outputs);
  return std::make_shared<const ops::CapturedGraph>(joined(inputs, cotangents),
                                                    joined(outputs, vjp(outputs, cotangents, inputs)));
}

// J u as the vjp of the vjp: u -> J^T c is linear in c, so its vjp at any c, given u, is J u. The
// cotangents c are placeholders while the graph is built, then zeros, since J u does not depend
// on them (its graph may still name them, through shapes).
Function derive_jvp(const ops::CapturedGraph& f) {
  const std::vector<NodePtr> inputs = placeholders_for(f);
  const std::vector<NodePtr> outputs = f.call(inputs);
  const std::vector<NodePtr> cotangents = placeholders_like(outputs);
  const std::vector<NodePtr> pulled = vjp(outputs, cotangents, inputs);
  const std::vector<NodePtr> tangents = placeholders_like(inputs);
  const std::vector<NodePtr> pushed = vjp(pulled, tangents, cotangents);
  const ops::CapturedGraph with_cotangents(joined(joined(inputs, tangents), cotangents), joined(outputs, pushed));

  std::vector<NodePtr> args = placeholders_for(f);
  const std::vector<NodePtr> arg_tangents = placeholders_like(args);
  std::vector<NodePtr> call_args = joined(args, arg_tangents);
  for (const NodePtr& c : cotangents) call_args.push_back(ops::contiguous(ops::full(*c->device, c->shape, 0.0, c->dtype)));
  return std::make_shared<const ops::CapturedGraph>(joined(args, arg_tangents), with_cotangents.call(call_args));
}

Function derive_value_and_grad(const ops::CapturedGraph& f, const std::vector<size_t>& wrt) {
  const std::vector<NodePtr> inputs = placeholders_for(f);
  const std::vector<NodePtr> outputs = f.call(inputs);
  const NodePtr& loss = outputs.at(0);
  if (!loss->shape.empty() || !is_floating(loss->dtype)) {
    fail(Status::InvalidArgument, "value_and_grad: output 0 must be a 0-d real float, not " + shape_string(loss->shape) +
                                      " " + dtype_name(loss->dtype));
  }
  std::vector<NodePtr> chosen;
  for (size_t i : wrt) {
    if (i >= inputs.size()) {
      fail(Status::InvalidArgument, "value_and_grad: argnum " + std::to_string(i) + " but the function has " +
                                        std::to_string(inputs.size()) + " inputs");
    }
    chosen.push_back(inputs[i]);
  }
  const NodePtr one = ops::full(*loss->device, {}, 1.0, loss->dtype);
  return std::make_shared<const ops::CapturedGraph>(inputs, joined(outputs, vjp({loss}, {one}, chosen)));
}

}  // namespace kiln::autodiff
