// A lazy graph captured from placeholders to outputs and built again on other tensors
// (kiln_placeholder, kiln_function_*): a training loop makes its step's graph once instead of op
// by op every step. Capturing copies the nodes that depend on a placeholder into steps; the rest
// of the graph (constants, weights) is shared by every call, so it is computed at most once.
#pragma once

#include <cstddef>
#include <vector>

#include "core/device.h"
#include "core/node.h"

namespace kiln::ops {

// A tensor with a shape, dtype and device but no values (a Constant without storage, see
// is_placeholder): evaluating it or anything built from it fails (core/eval.cpp).
NodePtr placeholder(Device& device, DType dtype, const Shape& shape);

class CapturedGraph {
 public:
  // Throws INVALID_ARGUMENT when an input is not a placeholder or appears twice, when there is no
  // output, or when an output depends on a placeholder that is not an input.
  CapturedGraph(const std::vector<NodePtr>& inputs, const std::vector<NodePtr>& outputs);

  // The outputs built again with args in place of the inputs (same shapes, dtypes and devices,
  // else INVALID_ARGUMENT); nothing is evaluated.
  std::vector<NodePtr> call(const std::vector<NodePtr>& args) const;

  // A new placeholder shaped as input i (transformations build on it, autodiff/transforms.h).
  NodePtr input_placeholder(size_t i) const;

  size_t input_count() const { return inputs_.size(); }
  size_t output_count() const { return outputs_.size(); }

 private:
  // Where a step's operand (or an output) comes from.
  struct Source {
    enum class From : uint8_t { Input, Step, Shared } from;
    size_t index;  // into the call's args, the steps, or shared_
  };
  // A copy of one node that depends on an input, its inputs as sources.
  struct Step {
    OpKind kind;
    OpParams params;
    DType dtype;
    Shape shape;
    Strides strides;
    int64_t offset;
    Device* device;
    std::vector<Source> operands;
  };

  struct InputSpec {
    DType dtype;
    Shape shape;
    Device* device;
    bool viewed;  // some view step reads it as its base: the arg must then be a compact buffer
  };

  std::vector<InputSpec> inputs_;
  std::vector<Step> steps_;          // inputs before their users
  std::vector<NodePtr> shared_;      // nodes no input reaches, used as they are
  std::vector<Source> outputs_;
};

}  // namespace kiln::ops
