// Which fused epilogue groups cuBLASLt takes in its own epilogue (backend/vulkan/blas_epilogue.h):
// a product plus a bias row, then relu or tanh-GELU, and nothing else. Graphs built by hand, as
// the ops build them: the bias is a broadcast view (strides 0 but the last), the sum's output the
// group's one stored value. Runs in the cuda_interop_host test (no GPU needed).
#include <gtest/gtest.h>

#include <deque>
#include <memory>

#include "backend/vulkan/blas_epilogue.h"

namespace kiln::vulkan {
namespace {

using NodePtr = std::shared_ptr<Node>;
using Kind = BlasEpilogue::Kind;

// The nodes live as long as the test program: Node's destructor is the library's own (not
// exported), so the tests hold them through non-owning pointers.
std::deque<Node>& arena() {
  static auto* nodes = new std::deque<Node>();
  return *nodes;
}

NodePtr node(OpKind kind, Shape shape, Strides strides, std::vector<NodePtr> inputs = {},
             DType dtype = DType::Float16) {
  NodePtr n(&arena().emplace_back(), [](Node*) {});
  n->kind = kind;
  n->dtype = dtype;
  n->shape = std::move(shape);
  n->strides = std::move(strides);
  n->inputs = std::move(inputs);
  return n;
}

Strides compact(const Shape& shape) {
  Strides strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

NodePtr binary(BinaryOp op, NodePtr a, NodePtr b) {
  NodePtr n = node(OpKind::Binary, a->shape, compact(a->shape), {a, b}, a->dtype);
  n->params.binary = op;
  return n;
}

NodePtr unary(UnaryOp op, NodePtr a) {
  NodePtr n = node(OpKind::Unary, a->shape, compact(a->shape), {a}, a->dtype);
  n->params.unary = op;
  return n;
}

struct Mlp {
  NodePtr product = node(OpKind::Matmul, {64, 32}, {32, 1});
  NodePtr bias = node(OpKind::View, {64, 32}, {0, 1});  // b[32] broadcast over the rows
};

TEST(CudaInteropEpilogue, BiasThenReluOrTanhGelu) {
  Mlp m;
  NodePtr sum = binary(BinaryOp::Add, m.product, m.bias);
  BlasEpilogue e = blas_epilogue_of(*m.product, {sum.get()}, {sum.get()});
  EXPECT_EQ(e.kind, Kind::Bias);
  EXPECT_EQ(e.bias, m.bias.get());
  EXPECT_EQ(e.result, sum.get());
  NodePtr swapped = binary(BinaryOp::Add, m.bias, m.product);  // b + x @ W
  EXPECT_EQ(blas_epilogue_of(*m.product, {swapped.get()}, {swapped.get()}).kind, Kind::Bias);
  NodePtr relu = unary(UnaryOp::Relu, sum);
  e = blas_epilogue_of(*m.product, {sum.get(), relu.get()}, {relu.get()});
  EXPECT_EQ(e.kind, Kind::BiasRelu);
  EXPECT_EQ(e.result, relu.get());
  NodePtr gelu = unary(UnaryOp::GeluTanh, sum);
  EXPECT_EQ(blas_epilogue_of(*m.product, {sum.get(), gelu.get()}, {gelu.get()}).kind, Kind::BiasGeluTanh);
  // Batched: the same row for every batch element.
  NodePtr batched = node(OpKind::Matmul, {3, 64, 32}, {2048, 32, 1});
  NodePtr row = node(OpKind::View, {3, 64, 32}, {0, 0, 1});
  NodePtr batched_sum = binary(BinaryOp::Add, batched, row);
  EXPECT_EQ(blas_epilogue_of(*batched, {batched_sum.get()}, {batched_sum.get()}).kind, Kind::Bias);
}

TEST(CudaInteropEpilogue, AnythingElseStaysOnVulkan) {
  Mlp m;
  NodePtr sum = binary(BinaryOp::Add, m.product, m.bias);
  NodePtr relu = unary(UnaryOp::Relu, sum);
  // The sum stored too (it is read elsewhere), or the product.
  EXPECT_EQ(blas_epilogue_of(*m.product, {sum.get(), relu.get()}, {sum.get(), relu.get()}).kind, Kind::None);
  EXPECT_EQ(blas_epilogue_of(*m.product, {sum.get()}, {m.product.get(), sum.get()}).kind, Kind::None);
  // Exact GELU (erf), a residual (a full matrix, not a row), a column bias, a product.
  NodePtr exact = unary(UnaryOp::Gelu, sum);
  EXPECT_EQ(blas_epilogue_of(*m.product, {sum.get(), exact.get()}, {exact.get()}).kind, Kind::None);
  NodePtr residual = node(OpKind::Constant, {64, 32}, {32, 1});
  NodePtr plus_residual = binary(BinaryOp::Add, m.product, residual);
  EXPECT_EQ(blas_epilogue_of(*m.product, {plus_residual.get()}, {plus_residual.get()}).kind, Kind::None);
  NodePtr column = node(OpKind::View, {64, 32}, {1, 0});
  NodePtr plus_column = binary(BinaryOp::Add, m.product, column);
  EXPECT_EQ(blas_epilogue_of(*m.product, {plus_column.get()}, {plus_column.get()}).kind, Kind::None);
  NodePtr scaled = binary(BinaryOp::Multiply, m.product, m.bias);
  EXPECT_EQ(blas_epilogue_of(*m.product, {scaled.get()}, {scaled.get()}).kind, Kind::None);
  // A bias of another dtype, relu of something else, three members.
  NodePtr wide_bias = node(OpKind::View, {64, 32}, {0, 1}, {}, DType::Float32);
  NodePtr mixed = binary(BinaryOp::Add, m.product, wide_bias);
  EXPECT_EQ(blas_epilogue_of(*m.product, {mixed.get()}, {mixed.get()}).kind, Kind::None);
  NodePtr relu_of_bias = unary(UnaryOp::Relu, m.bias);
  EXPECT_EQ(blas_epilogue_of(*m.product, {sum.get(), relu_of_bias.get()}, {relu_of_bias.get()}).kind, Kind::None);
  NodePtr again = unary(UnaryOp::Relu, relu);
  EXPECT_EQ(blas_epilogue_of(*m.product, {sum.get(), relu.get(), again.get()}, {again.get()}).kind, Kind::None);
  EXPECT_EQ(blas_epilogue_of(*m.product, {}, {}).kind, Kind::None);
}

}  // namespace
}  // namespace kiln::vulkan
