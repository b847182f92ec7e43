#include "backend/vulkan/blas_epilogue.h"

namespace kiln::vulkan {

namespace {

// A row of N values broadcast over every other axis: strides 0 but the last, which is 1.
bool broadcast_row(const Node& operand, const Node& product) {
  if (operand.shape != product.shape || operand.dtype != product.dtype || operand.shape.empty()) return false;
  const size_t last = operand.shape.size() - 1;
  if (operand.strides[last] != 1 && operand.shape[last] != 1) return false;
  for (size_t d = 0; d < last; ++d) {
    if (operand.strides[d] != 0 && operand.shape[d] != 1) return false;
  }
  return true;
}

// `add` adds a broadcast row to `product` (either order): the row, or null.
const Node* bias_of(const Node& add, const Node& product) {
  if (add.kind != OpKind::Binary || add.params.binary != BinaryOp::Add || add.inputs.size() != 2 || add.dtype != product.dtype) return nullptr;
  const Node* left = add.inputs[0].get();
  const Node* right = add.inputs[1].get();
  const Node* other = left == &product ? right : right == &product ? left : nullptr;
  return other && other != &product && broadcast_row(*other, product) ? other : nullptr;
}

}  // namespace

BlasEpilogue blas_epilogue_of(const Node& product, const std::vector<Node*>& members,
                              const std::vector<Node*>& outputs) {
  BlasEpilogue none;
  if (members.empty() || members.size() > 2 || outputs.size() != 1 || outputs.front() != members.back()) return none;
  const Node* bias = bias_of(*members.front(), product);
  if (!bias) return none;
  BlasEpilogue e;
  e.bias = bias;
  e.result = members.back();
  if (members.size() == 1) {
    e.kind = BlasEpilogue::Kind::Bias;
    return e;
  }
  const Node& activation = *members.back();
  if (activation.inputs.size() != 1 || activation.inputs[0].get() != members.front() ||
      activation.dtype != product.dtype) {
    return none;
  }
  if (activation.kind != OpKind::Unary) return none;
  if (activation.params.unary == UnaryOp::Relu) {
    e.kind = BlasEpilogue::Kind::BiasRelu;
  } else if (activation.params.unary == UnaryOp::GeluTanh) {
    e.kind = BlasEpilogue::Kind::BiasGeluTanh;
  } else {
    return none;
  }
  return e;
}

}  // namespace kiln::vulkan
