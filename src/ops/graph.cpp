#include "ops/graph.h"

#include <algorithm>

#include <cstring>

#include "core/error.h"
#include "core/eval.h"
#include "core/host_read.h"
#include "ops/narrow.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

void require_device(const Device* device, const Node& in, const char* op) {
  if (in.device != device) {
    fail(Status::InvalidArgument, std::string(op) + ": inputs are on different devices (" + device->label() + " and " +
                                      in.device->label() + "); move them with kiln_tensor_to_device");
  }
}

}  // namespace

void refuse_complex(const char* op, DType dtype) {
  if (is_complex(dtype)) fail(Status::UnsupportedDType, std::string(op) + " is not defined for " + dtype_name(dtype));
}

Device& common_device(const std::vector<NodePtr>& inputs, const char* op) {
  Device* device = inputs.front()->device;
  for (const NodePtr& in : inputs) require_device(device, *in, op);
  return *device;
}

Device& common_device(std::initializer_list<const Node*> inputs, const char* op) {
  Device* device = (*inputs.begin())->device;
  for (const Node* in : inputs) require_device(device, *in, op);
  return *device;
}

NodePtr make_kernel(const char* op, OpKind kind, DType dtype, Shape shape, Device& device,
                    std::vector<NodePtr> inputs, OpParams params) {
  if (needs_widening(kind, dtype, inputs)) {
    return widened_kernel(op, kind, dtype, std::move(shape), device, std::move(inputs), std::move(params));
  }
  check_shape(shape, op);  // no node exists whose size or strides overflow
  // No kernel takes complex elements: the ops defined for them run on float pairs
  // (ops/complex.h), so reaching here with one means the op is not defined for complex.
  refuse_complex(op, dtype);
  for (const NodePtr& in : inputs) refuse_complex(op, in->dtype);
  require_dtype_support(device, dtype, op);
  for (const NodePtr& in : inputs) require_dtype_support(device, in->dtype, op);
  auto node = std::make_shared<Node>();
  node->kind = kind;
  node->params = std::move(params);
  node->dtype = dtype;
  node->strides = contiguous_strides(shape);
  node->shape = std::move(shape);
  node->device = &device;
  node->inputs = std::move(inputs);
  return node;
}

NodePtr make_view(const NodePtr& x, DType dtype, Shape shape, Strides strides, int64_t offset) {
  check_shape(shape, "view");  // a broadcast view spans no more memory, but its size must fit too
  auto node = std::make_shared<Node>();
  node->kind = OpKind::View;
  node->dtype = dtype;
  node->shape = std::move(shape);
  node->strides = std::move(strides);
  node->offset = offset;
  node->device = x->device;
  // Ready only when no eval is still computing x: another thread's eval allocates x's storage
  // and then waits for the GPU without the API lock, so storage alone may not hold values yet.
  // Otherwise the view keeps its base as input, and evals and reads of it wait for that eval.
  if (x->evaluated() && !x->pending) {
    node->storage = x->storage;  // nothing left to compute: the view is ready now
  } else {
    node->inputs.push_back(x->kind == OpKind::View ? x->inputs.at(0) : x);
  }
  return node;
}

std::vector<int64_t> normalize_axes(const std::optional<std::vector<int64_t>>& axes, size_t rank, const char* op) {
  std::vector<int64_t> out;
  if (!axes) {
    for (size_t i = 0; i < rank; ++i) out.push_back(static_cast<int64_t>(i));
    return out;
  }
  for (int64_t a : *axes) out.push_back(normalize_axis(a, rank, op));
  std::sort(out.begin(), out.end());
  if (std::adjacent_find(out.begin(), out.end()) != out.end()) {
    fail(Status::InvalidArgument, std::string(op) + ": an axis is repeated");
  }
  return out;
}

NodePtr int64_scalar(Device& device, int64_t value) { return constant(device, DType::Int64, {}, &value); }

int64_t evaluate_int64(const NodePtr& node) {
  evaluate({node.get()});
  HostBytes bytes(*node);
  int64_t value = 0;
  std::memcpy(&value, bytes.first_element(*node), sizeof value);
  return value;
}

}  // namespace kiln::ops
