#include "backend/cpu/strided_loop.h"

#include "core/error.h"

namespace kiln::cpu {

StridedLoop::StridedLoop(const Shape& shape, std::initializer_list<LoopOperand> operands) {
  if (operands.size() < 1 || operands.size() > kMaxOperands || shape.size() > kMaxDims) {
    fail(Status::Internal, "cpu backend: strided loop with unsupported operand count or rank");
  }
  count_ = static_cast<int>(operands.size());
  int k = 0;
  for (const LoopOperand& op : operands) {
    if (op.strides->size() != shape.size()) fail(Status::Internal, "cpu backend: strides do not match the shape");
    data_[k] = op.data;
    itemsize_[k] = op.itemsize;
    ++k;
  }
  size_ = element_count(shape);
  // An empty walk addresses nothing, and its strides need not fit in bytes: an empty shape such
  // as (0, 2^62) is valid (core/shape.h) and its element strides times the itemsize overflow.
  if (size_ == 0) {
    extents_.push_back(0);
    byte_strides_.push_back({});
    return;
  }
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;
    std::array<int64_t, kMaxOperands> s{};
    k = 0;
    for (const LoopOperand& op : operands) {
      s[k] = (*op.strides)[d] * static_cast<int64_t>(op.itemsize);
      ++k;
    }
    // Merge into the previous dim when, for every operand, one step of it equals a full sweep of
    // this one; the merged dim then steps like this (inner) one.
    bool merge = !extents_.empty();
    for (k = 0; merge && k < count_; ++k) merge = byte_strides_.back()[k] == s[k] * shape[d];
    if (merge) {
      extents_.back() *= shape[d];
      byte_strides_.back() = s;
    } else {
      extents_.push_back(shape[d]);
      byte_strides_.push_back(s);
    }
  }
  if (extents_.empty()) {  // 0-d, or all dims of size 1: one element
    extents_.push_back(1);
    byte_strides_.push_back({});
  }
}

ElementLayout element_layout(const Shape& shape, const Strides& strides) {
  bool compact = true, single = true;
  int64_t expected = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] == 1) continue;
    compact = compact && strides[d] == expected;
    single = single && strides[d] == 0;
    expected *= shape[d];
  }
  return compact ? ElementLayout::Compact : single ? ElementLayout::Single : ElementLayout::Strided;
}

}  // namespace kiln::cpu
