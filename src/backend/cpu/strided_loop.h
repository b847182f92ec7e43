// Walks several arrays of one shape together, each with its own element strides (0 for a
// broadcast dimension, negative for a flipped one). Size-1 dimensions are dropped and adjacent
// dimensions merged wherever every operand steps through them as one, so contiguous operands
// become a single run that the kernel's inner loop can vectorise.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/shape.h"

namespace kiln::cpu {

constexpr int kMaxOperands = 4;

// How an operand's elements lie, for the fast paths: Compact, element i at i (size-1 dimensions
// may have any stride); Single, every element at one place (a broadcast scalar); else Strided.
enum class ElementLayout { Compact, Single, Strided };
ElementLayout element_layout(const Shape& shape, const Strides& strides);

struct LoopOperand {
  char* data;         // address of the element at index (0, ..., 0)
  size_t itemsize;    // bytes per element
  const Strides* strides;  // element strides, one per dimension of the loop's shape
};

class StridedLoop {
 public:
  StridedLoop(const Shape& shape, std::initializer_list<LoopOperand> operands);

  int64_t size() const { return size_; }

  // The merged dimensions (outermost first; at least one) and each operand's element stride.
  int dims() const { return static_cast<int>(extents_.size()); }
  int64_t extent(int d) const { return extents_[d]; }
  int64_t stride(int d, int operand) const {
    return byte_strides_[d][operand] / static_cast<int64_t>(itemsize_[operand]);
  }

  // Calls body(pointers, strides, count) for consecutive runs covering the flat positions
  // [begin, end) in row-major order. pointers[k] is operand k's element at the run's start (a
  // char*), strides[k] its element stride along the run.
  //
  // `shift`, when given, moves operand 0 by that many bytes: one loop then serves many bases
  // (the reduce kernel walks the same reduced axes from every output's first element).
  template <class Body>
  void run(int64_t begin, int64_t end, Body&& body, int64_t shift = 0) const {
    if (begin >= end) return;
    const int last = static_cast<int>(extents_.size()) - 1;
    std::array<int64_t, kMaxDims> index;
    std::array<int64_t, kMaxOperands> offset{};  // bytes from each operand's data
    offset[0] = shift;
    int64_t rest = begin;
    for (int d = last; d >= 0; --d) {
      index[d] = rest % extents_[d];
      rest /= extents_[d];
      for (int k = 0; k < count_; ++k) offset[k] += index[d] * byte_strides_[d][k];
    }
    std::array<char*, kMaxOperands> pointers{};
    std::array<int64_t, kMaxOperands> run_strides{};
    for (int k = 0; k < count_; ++k) run_strides[k] = byte_strides_[last][k] / static_cast<int64_t>(itemsize_[k]);
    const int64_t inner = extents_[last];
    for (int64_t position = begin;;) {
      const int64_t n = std::min(inner - index[last], end - position);
      for (int k = 0; k < count_; ++k) pointers[k] = data_[k] + offset[k];
      body(pointers.data(), run_strides.data(), n);
      position += n;
      if (position >= end) return;
      // The run ended a row: go back to its start, then step the outer index (with carries).
      for (int k = 0; k < count_; ++k) offset[k] -= index[last] * byte_strides_[last][k];
      index[last] = 0;
      for (int d = last - 1; d >= 0; --d) {
        for (int k = 0; k < count_; ++k) offset[k] += byte_strides_[d][k];
        if (++index[d] < extents_[d]) break;
        for (int k = 0; k < count_; ++k) offset[k] -= extents_[d] * byte_strides_[d][k];
        index[d] = 0;
      }
    }
  }

 private:
  int count_ = 0;
  int64_t size_ = 0;
  std::array<char*, kMaxOperands> data_{};
  std::array<size_t, kMaxOperands> itemsize_{};
  std::vector<int64_t> extents_;                                // merged dims, at least one
  std::vector<std::array<int64_t, kMaxOperands>> byte_strides_;  // per merged dim, per operand
};

}  // namespace kiln::cpu
