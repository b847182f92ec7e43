// Vector-Jacobian products, one rule per node kind: what the reverse pass (reverse.h) asks of each
// node. docs/gradients.md lists the rule of every API op; abi/ops.json holds the elementwise ones,
// compiled into elementwise_rules.gen.cpp.
#pragma once

#include <array>
#include <vector>

#include "core/node.h"

namespace kiln::autodiff {

// True for the dtypes gradients flow through: real floats, and complex (float pairs).
inline bool differentiable(DType d) { return is_floating(d) || is_complex(d); }

// The cotangents of node's inputs, given g, the cotangent of node (its shape and dtype). Entry i
// is null where input i gets none; only inputs marked in `wanted` need one. Throws UNSUPPORTED
// for a node whose op has no rule yet.
std::vector<NodePtr> node_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted);

// Per family (the files beside this one).
NodePtr unary_vjp(UnaryOp op, const NodePtr& g, const NodePtr& x, const NodePtr& y);
std::array<NodePtr, 2> binary_vjp(BinaryOp op, const NodePtr& g, const NodePtr& a, const NodePtr& b, const NodePtr& y);
NodePtr view_vjp(const Node& view, const NodePtr& g);
std::vector<NodePtr> reduce_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> scan_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> matmul_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted);
std::vector<NodePtr> assemble_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> take_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> scatter_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> norm_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> attention_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted);
std::vector<NodePtr> window_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> window_scatter_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> fft_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> linalg_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> conv_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted);
std::vector<NodePtr> im2col_vjp(const NodePtr& node, const NodePtr& g);
std::vector<NodePtr> collective_vjp(const NodePtr& node, const NodePtr& g);

}  // namespace kiln::autodiff
