#include "core/node.h"

#include "core/collective_call.h"

namespace kiln {

Node::~Node() {
  // Move the inputs that this node alone keeps alive onto a local stack and release them one by
  // one, stealing their inputs in turn: destruction depth stays constant whatever the graph.
  std::vector<NodePtr> pending;
  pending.swap(inputs);
  while (!pending.empty()) {
    NodePtr n = std::move(pending.back());
    pending.pop_back();
    if (n && n.use_count() == 1) {
      for (auto& in : n->inputs) pending.push_back(std::move(in));
      n->inputs.clear();
    }
  }
}

const char* op_name(const Node& node) {
  switch (node.kind) {
    case OpKind::Unary: return unary_name(node.params.unary);
    case OpKind::Binary: return binary_name(node.params.binary);
    case OpKind::Reduce: return reduce_name(node.params.reduce);
    case OpKind::Where: return "where";
    case OpKind::Cast: return "astype";
    case OpKind::Matmul: return "matmul";
    case OpKind::Arange: return "arange";
    case OpKind::Assemble: return "concatenate";
    case OpKind::Take: return node.params.along ? "take_along_axis" : "take";
    case OpKind::Scatter: return node.params.accumulate ? "indexed_add" : "indexed_put";
    case OpKind::Argsort: return "argsort";
    case OpKind::Norm: return node.params.rms ? "rms_norm" : "layer_norm";
    case OpKind::Attention: return "scaled_dot_product_attention";
    case OpKind::Conv: return "conv";
    case OpKind::Im2col: return "im2col";
    case OpKind::WindowReduce:
      switch (node.params.reduce) {
        case ReduceOp::Sum: return "window_sum";
        case ReduceOp::Prod: return "window_product";
        case ReduceOp::Max: return "window_max";
        default: return "window_min";
      }
    case OpKind::WindowScatter: return node.params.reduce == ReduceOp::Max ? "window_scatter_max" : "window_scatter_min";
    case OpKind::Linalg: return linalg_name(node.params.linalg.op);
    case OpKind::Fft: return node.params.inverse ? "ifft" : "fft";
    case OpKind::Scan: return scan_name(node.params.scan);
    case OpKind::RandomBits: return "random_bits";
    case OpKind::Collective: return node.params.collective ? node.params.collective->name() : "collective";
    case OpKind::Constant: return "constant";
    case OpKind::View: return "view";
  }
  return "unknown";
}

}  // namespace kiln
