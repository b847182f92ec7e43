// The elementwise work after a matrix product that cuBLASLt can run in the product's own store
// (its epilogues): a bias over the columns, `x @ W + b`, then relu or tanh-GELU (an MLP's first
// layer, GPT-2's). A fused epilogue group (core/fusion.h) is taken only when it is exactly that;
// anything else stays on the Vulkan kernels (cublaslt_matmul.h).
#pragma once

#include <vector>

#include "core/node.h"

namespace kiln::vulkan {

struct BlasEpilogue {
  enum class Kind { None, Bias, BiasRelu, BiasGeluTanh };
  Kind kind = Kind::None;
  const Node* bias = nullptr;    // of the product's shape and dtype: a [N] row broadcast over the rest
  const Node* result = nullptr;  // the group's one output, where the product with its epilogue goes
};

// The epilogue that `members` (the group's elementwise members, after `product`) and `outputs`
// (the ones stored) make, or Kind::None. Looks at the graph only: memory (the bias's alignment,
// the result's layout) is checked when the product runs.
BlasEpilogue blas_epilogue_of(const Node& product, const std::vector<Node*>& members,
                              const std::vector<Node*>& outputs);

}  // namespace kiln::vulkan
