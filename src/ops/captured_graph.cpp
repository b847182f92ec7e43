#include "ops/captured_graph.h"

#include <string>
#include <unordered_map>
#include <utility>

#include "core/error.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr placeholder(Device& device, DType dtype, const Shape& shape) {
  check_shape(shape, "placeholder");
  require_dtype_support(device, dtype, "placeholder");
  auto node = std::make_shared<Node>();  // a Constant whose storage never comes
  node->dtype = dtype;
  node->shape = shape;
  node->strides = contiguous_strides(shape);
  node->device = &device;
  return node;
}

namespace {

std::string describe(DType dtype, const Shape& shape) { return std::string(dtype_name(dtype)) + " " + shape_string(shape); }

}  // namespace

CapturedGraph::CapturedGraph(const std::vector<NodePtr>& inputs, const std::vector<NodePtr>& outputs) {
  if (outputs.empty()) fail(Status::InvalidArgument, "a captured graph needs at least one output");
  // Every node met: its source, where From::Shared with index kNotShared means "reaches no input,
  // not yet needed by a step" (so that only what steps read is held, and the rest fuses as before).
  constexpr size_t kNotShared = SIZE_MAX;
  std::unordered_map<const Node*, Source> seen;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Node& in = *inputs[i];
    if (!is_placeholder(in)) fail(Status::InvalidArgument, "input " + std::to_string(i) + " is not a placeholder (kiln_placeholder)");
    if (!seen.emplace(&in, Source{Source::From::Input, i}).second) {
      fail(Status::InvalidArgument, "input " + std::to_string(i) + " appears twice");
    }
    inputs_.push_back({in.dtype, in.shape, in.device, false});
  }
  auto source_of = [&](const NodePtr& node) {
    Source& s = seen.at(node.get());
    if (s.from == Source::From::Shared && s.index == kNotShared) {
      s.index = shared_.size();
      shared_.push_back(node);
    }
    return s;
  };
  // Post-order from each output, iterative (graphs may be deep). Nodes are not evaluated meanwhile,
  // so the pointers into their input lists stay valid.
  std::vector<std::pair<const NodePtr*, size_t>> stack;  // node, index of the next input to visit
  for (const NodePtr& output : outputs) {
    if (!seen.count(output.get())) stack.emplace_back(&output, 0);
    while (!stack.empty()) {
      auto& [at, next] = stack.back();
      const Node& node = **at;
      if (next < node.inputs.size()) {
        const NodePtr& in = node.inputs[next++];
        if (!seen.count(in.get())) stack.emplace_back(&in, 0);
        continue;
      }
      bool reaches_input = false;
      for (const NodePtr& in : node.inputs) reaches_input |= seen.at(in.get()).from != Source::From::Shared;
      if (node.inputs.empty() && is_placeholder(node)) {
        fail(Status::InvalidArgument, "an output depends on a placeholder that is not among the inputs");
      }
      if (!reaches_input) {
        seen.emplace(&node, Source{Source::From::Shared, kNotShared});
      } else {
        Step step{node.kind, node.params, node.dtype, node.shape, node.strides, node.offset, node.device, {}};
        for (const NodePtr& in : node.inputs) step.operands.push_back(source_of(in));
        if (node.kind == OpKind::View && step.operands[0].from == Source::From::Input) inputs_[step.operands[0].index].viewed = true;
        seen.emplace(&node, Source{Source::From::Step, steps_.size()});
        steps_.push_back(std::move(step));
      }
      stack.pop_back();
    }
  }
  for (const NodePtr& output : outputs) outputs_.push_back(source_of(output));
}

std::vector<NodePtr> CapturedGraph::call(const std::vector<NodePtr>& args) const {
  if (args.size() != inputs_.size()) {
    fail(Status::InvalidArgument, "the function takes " + std::to_string(inputs_.size()) + " inputs, not " + std::to_string(args.size()));
  }
  // Steps were made for a placeholder's layout, compact from offset 0: kernels that need compact
  // operands took it as it is, and views computed their layout over it. Other layouts are copied.
  std::vector<NodePtr> bound(args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    const NodePtr& arg = args[i];
    const InputSpec& want = inputs_[i];
    if (arg->dtype != want.dtype || arg->shape != want.shape || arg->device != want.device) {
      fail(Status::InvalidArgument, "arg " + std::to_string(i) + " is " + describe(arg->dtype, arg->shape) + " on " +
                                        arg->device->label() + " where the function takes " + describe(want.dtype, want.shape) +
                                        " on " + want.device->label());
    }
    const bool plain = arg->contiguous() && (!want.viewed || (arg->kind != OpKind::View && arg->offset == 0));
    bound[i] = plain ? arg : copy(arg);
  }
  std::vector<NodePtr> made(steps_.size());
  auto node_of = [&](const Source& s) -> const NodePtr& {
    switch (s.from) {
      case Source::From::Input: return bound[s.index];
      case Source::From::Step: return made[s.index];
      default: return shared_[s.index];
    }
  };
  for (size_t k = 0; k < steps_.size(); ++k) {
    const Step& step = steps_[k];
    auto node = std::make_shared<Node>();
    node->kind = step.kind;
    node->params = step.params;
    node->dtype = step.dtype;
    node->shape = step.shape;
    node->strides = step.strides;
    node->offset = step.offset;
    node->device = step.device;
    if (step.kind == OpKind::View) {
      // As make_view: a base with nothing left to compute lends its storage now.
      const NodePtr& base = node_of(step.operands[0]);
      if (base->evaluated() && !base->pending) {
        node->storage = base->storage;
      } else {
        node->inputs.push_back(base);
      }
    } else {
      node->inputs.reserve(step.operands.size());
      for (const Source& s : step.operands) node->inputs.push_back(node_of(s));
    }
    made[k] = std::move(node);
  }
  std::vector<NodePtr> results;
  results.reserve(outputs_.size());
  for (const Source& s : outputs_) results.push_back(s.from == Source::From::Input ? args[s.index] : node_of(s));
  return results;
}

NodePtr CapturedGraph::input_placeholder(size_t i) const {
  const InputSpec& in = inputs_.at(i);
  return placeholder(*in.device, in.dtype, in.shape);
}

}  // namespace kiln::ops
