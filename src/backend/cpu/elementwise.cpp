#include "backend/cpu/elementwise.h"

#include <algorithm>
#include <vector>

#include "backend/cpu/gather.h"

namespace kiln::cpu {

namespace {

// Elements a strided operand is gathered in at a time (a few cache-resident kilobytes).
constexpr int64_t kBlock = 4096;

ElementLayout layout_of(const Node& node) { return element_layout(node.shape, node.strides); }

// How an operand reads the rows of the output seen as (rows, cols), cols its last extent:
// compact (row r at r * cols), one value per row (a keepdims reduction broadcast back along the
// row: softmax's x - max, strides (..., 0)) or the same row for every row (a layer norm weight
// broadcast over the leading axes, strides (0, ..., 1)).
enum class RowRead { Other, Compact, Value, Repeat };

RowRead row_read(const Node& node) {
  const size_t rank = node.shape.size();
  if (layout_of(node) == ElementLayout::Compact) return RowRead::Compact;
  if (rank < 2 || node.shape[rank - 1] < 2) return RowRead::Other;
  if (same_row_every_row(node, rank - 1)) return RowRead::Repeat;
  if (node.strides[rank - 1] != 0) return RowRead::Other;
  int64_t expected = 1;  // one value per row: the leading axes compact over themselves
  for (size_t d = rank - 1; d-- > 0;) {
    if (node.shape[d] != 1 && node.strides[d] != expected) return RowRead::Other;
    expected *= node.shape[d];
  }
  return RowRead::Value;
}

// Operands read row by row (row_read), one of them not compact: each row runs the vector kernel,
// a row's value as its broadcast side, without gathering. Returns false when they are not so.
bool try_rows(Node& node, BinaryOp b, const char* op) {
  const Node& x = *node.inputs[0];
  const Node& y = *node.inputs[1];
  const RowRead rx = row_read(x), ry = row_read(y);
  if (rx == RowRead::Other || ry == RowRead::Other || (rx == RowRead::Value && ry == RowRead::Value) ||
      (rx == RowRead::Compact && ry == RowRead::Compact)) {
    return false;
  }
  const simd::Broadcast side = rx == RowRead::Value ? simd::Broadcast::A
                               : ry == RowRead::Value ? simd::Broadcast::B : simd::Broadcast::None;
  simd::BinaryFn fn = simd::binary_kernel(b, x.dtype, side);
  if (!fn) return false;
  const int64_t cols = node.shape.back(), rows = node.size() / cols;
  const size_t item = itemsize(x.dtype);
  auto step = [&](RowRead r) { return r == RowRead::Compact ? cols * item : r == RowRead::Value ? item : 0; };
  const size_t step_a = step(rx), step_b = step(ry);
  const char* pa = node_data(x, op);
  const char* pb = node_data(y, op);
  char* o = node_data(node, op);
  parallel_for(rows, std::max<int64_t>(1, kGrain / cols), [&](int64_t begin, int64_t end) {
    for (int64_t r = begin; r < end; ++r) fn(pa + r * step_a, pb + r * step_b, o + r * cols * item, cols);
  });
  return true;
}

}  // namespace

bool same_row_every_row(const Node& node, size_t lead) {
  int64_t expected = 1;
  for (size_t d = node.shape.size(); d-- > 0;) {
    if (node.shape[d] == 1) continue;
    if (node.strides[d] != (d < lead ? 0 : expected)) return false;
    if (d >= lead) expected *= node.shape[d];
  }
  return true;
}

bool try_vector_unary(Node& node, simd::UnaryFn fn, const char* op) {
  if (!fn) return false;
  const Node& in = *node.inputs[0];
  const char* a = node_data(in, op);
  char* o = node_data(node, op);
  const size_t ia = itemsize(in.dtype), io = itemsize(node.dtype);
  if (layout_of(in) == ElementLayout::Compact) {
    parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) { fn(a + begin * ia, o + begin * io, end - begin); });
    return true;
  }
  // Strided (or broadcast) input: gathered a block at a time, so that the vector kernel computes
  // every element, whatever the layout (its values may differ from the scalar function's within
  // the ulp bound; this keeps them independent of layout and of fusion).
  const Gather gather(in, a);
  parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) {
    std::vector<char> block(static_cast<size_t>(std::min(kBlock, end - begin)) * ia);
    for (int64_t b = begin; b < end; b += kBlock) {
      const int64_t n = std::min(kBlock, end - b);
      gather(b, b + n, block.data());
      fn(block.data(), o + b * io, n);
    }
  });
  return true;
}

bool try_vector_binary(Node& node, BinaryOp b, const char* op) {
  const Node& x = *node.inputs[0];
  const Node& y = *node.inputs[1];
  if (node.dtype != x.dtype) return false;  // comparisons: no vector form yet
  const ElementLayout lx = layout_of(x), ly = layout_of(y);
  // One broadcast element stays a scalar operand, unless both are (then one element is computed).
  const bool single_x = lx == ElementLayout::Single && ly != ElementLayout::Single;
  const bool single_y = ly == ElementLayout::Single && !single_x;
  const simd::Broadcast side = single_x ? simd::Broadcast::A : single_y ? simd::Broadcast::B : simd::Broadcast::None;
  if (side == simd::Broadcast::None && node.size() > 0 && try_rows(node, b, op)) return true;
  simd::BinaryFn fn = simd::binary_kernel(b, x.dtype, side);
  if (!fn) return false;
  const size_t item = itemsize(x.dtype);
  const char* pa = node_data(x, op);
  const char* pb = node_data(y, op);
  char* o = node_data(node, op);
  const bool gather_x = !single_x && lx != ElementLayout::Compact, gather_y = !single_y && ly != ElementLayout::Compact;
  if (!gather_x && !gather_y) {
    const size_t step_a = single_x ? 0 : item, step_b = single_y ? 0 : item;
    parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) {
      fn(pa + begin * step_a, pb + begin * step_b, o + begin * item, end - begin);
    });
    return true;
  }
  const Gather gx(x, pa), gy(y, pb);
  parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) {
    const size_t block_bytes = static_cast<size_t>(std::min(kBlock, end - begin)) * item;
    std::vector<char> bx(gather_x ? block_bytes : 0), by(gather_y ? block_bytes : 0);
    for (int64_t k = begin; k < end; k += kBlock) {
      const int64_t n = std::min(kBlock, end - k);
      const char* a = single_x ? pa : pa + k * item;
      const char* c = single_y ? pb : pb + k * item;
      if (gather_x) gx(k, k + n, bx.data()), a = bx.data();
      if (gather_y) gy(k, k + n, by.data()), c = by.data();
      fn(a, c, o + k * item, n);
    }
  });
  return true;
}

// Messages are built only on failure: these checks run for every kernel, and a tiny op's whole
// cost is a few hundred nanoseconds.
void check_elementwise(const Node& node, size_t inputs, const char* op) {
  if (node.inputs.size() != inputs) {
    fail(Status::Internal, std::string(op) + ": expected " + std::to_string(inputs) + " inputs, got " +
                               std::to_string(node.inputs.size()));
  }
  for (const auto& in : node.inputs) {
    if (!in) fail(Status::Internal, std::string(op) + ": missing input");
    if (in->shape != node.shape) {
      fail(Status::Internal, std::string(op) + ": input shape " + shape_string(in->shape) +
                                 " differs from output shape " + shape_string(node.shape));
    }
  }
}

void check_input_dtype(const Node& node, size_t input, DType expected, const char* op) {
  DType got = node.inputs.at(input)->dtype;
  if (got != expected) {
    fail(Status::Internal, std::string(op) + ": input " + std::to_string(input) + " is " + dtype_name(got) +
                               ", expected " + dtype_name(expected));
  }
}

}  // namespace kiln::cpu
