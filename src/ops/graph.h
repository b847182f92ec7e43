// Node builders shared by the op files.
#pragma once

#include <initializer_list>
#include <optional>
#include <vector>

#include "core/device.h"
#include "core/node.h"

namespace kiln::ops {

// The device all inputs live on; throws INVALID_ARGUMENT naming `op` when they differ.
Device& common_device(const std::vector<NodePtr>& inputs, const char* op);
// The same without copying references (a vector of NodePtr costs an allocation): hot paths.
Device& common_device(std::initializer_list<const Node*> inputs, const char* op);

// Throws UNSUPPORTED_DTYPE naming `op` when dtype is complex.
void refuse_complex(const char* op, DType dtype);

// A kernel node with a contiguous output, after checking its shape (check_shape) and that the
// device supports every dtype used.
NodePtr make_kernel(const char* op, OpKind kind, DType dtype, Shape shape, Device& device,
                    std::vector<NodePtr> inputs, OpParams params = {});

// A view of x's memory with its own dtype and layout (strides and offset in elements of dtype,
// relative to the storage x's layout refers to), after checking its shape (check_shape).
NodePtr make_view(const NodePtr& x, DType dtype, Shape shape, Strides strides, int64_t offset);

// A 0-d int64 constant on `device`.
NodePtr int64_scalar(Device& device, int64_t value);

// Evaluates a one-element int64 node now and returns its value: for ops whose result shape
// depends on the data (argwhere, unique).
int64_t evaluate_int64(const NodePtr& node);

// Normalizes, sorts and de-duplicates axes against rank (nullopt = all axes).
std::vector<int64_t> normalize_axes(const std::optional<std::vector<int64_t>>& axes, size_t rank, const char* op);

}  // namespace kiln::ops
