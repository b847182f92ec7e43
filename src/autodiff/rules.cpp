// node_vjp: the rule of each node kind, or the reason there is none.
#include <string>

#include "autodiff/expr.h"
#include "autodiff/rules.h"
#include "core/error.h"

namespace kiln::autodiff {
namespace {

[[noreturn]] void no_rule(const Node& node) {
  fail(Status::Unsupported, std::string("no gradient for ") + op_name(node) + " yet (docs/gradients.md)");
}

}  // namespace

std::vector<NodePtr> node_vjp(const NodePtr& node, const NodePtr& g, const std::vector<bool>& wanted) {
  const Node& n = *node;
  switch (n.kind) {
    case OpKind::Unary:
      return {unary_vjp(n.params.unary, g, n.inputs[0], node)};
    case OpKind::Binary: {
      std::array<NodePtr, 2> d = binary_vjp(n.params.binary, g, n.inputs[0], n.inputs[1], node);
      return {d[0], d[1]};
    }
    case OpKind::View:
      return {view_vjp(n, g)};
    case OpKind::Where:
      return {nullptr, where(n.inputs[0], g, number(g, 0.0)), where(n.inputs[0], number(g, 0.0), g)};
    case OpKind::Cast:  // back to the input's dtype (the reverse pass converts)
      return {g};
    case OpKind::Reduce:
      return reduce_vjp(node, g);
    case OpKind::Scan:
      return scan_vjp(node, g);
    case OpKind::Matmul:
      return matmul_vjp(node, g, wanted);
    case OpKind::Assemble:
      return assemble_vjp(node, g);
    case OpKind::Take:
      return take_vjp(node, g);
    case OpKind::Scatter:
      return scatter_vjp(node, g);
    case OpKind::Norm:
      return norm_vjp(node, g);
    case OpKind::Attention:
      return attention_vjp(node, g, wanted);
    case OpKind::WindowReduce:
      return window_vjp(node, g);
    case OpKind::WindowScatter:
      return window_scatter_vjp(node, g);
    case OpKind::Fft:
      return fft_vjp(node, g);
    case OpKind::Linalg:
      return linalg_vjp(node, g);
    case OpKind::Constant:
    case OpKind::Arange:
    case OpKind::RandomBits:
    case OpKind::Argsort:
      return {};
    case OpKind::Conv:
      return conv_vjp(node, g, wanted);
    case OpKind::Im2col:
      return im2col_vjp(node, g);
    case OpKind::Collective:
      return collective_vjp(node, g);
  }
  no_rule(n);
}

}  // namespace kiln::autodiff
