// The loops shared by the elementwise kernels: apply a scalar function to every element of one,
// two or three strided inputs, writing a contiguous output, split across threads.
#pragma once

#include <string>
#include <vector>

#include "backend/cpu/convert.h"
#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/parallel.h"
#include "backend/cpu/simd_kernels.h"
#include "backend/cpu/strided_loop.h"
#include "core/error.h"
#include "core/node.h"

namespace kiln::cpu {

// Elements per thread chunk: below this, waking another thread costs more than it saves.
constexpr int64_t kGrain = int64_t{1} << 16;

// Checks the things every elementwise kernel relies on: input count, each input's shape equal
// to the output's (broadcasting is already in the strides) and dtype as expected.
void check_elementwise(const Node& node, size_t inputs, const char* op);
void check_input_dtype(const Node& node, size_t input, DType expected, const char* op);

// "<family> <op>" ("binary add", "unary exp"): an elementwise kernel's name in its messages,
// made once per op, not once per run.
template <typename Op>
const char* kernel_name(const char* family, Op op) {
  static const std::vector<std::string> names = [family] {
    std::vector<std::string> all;
    for (size_t i = 0; i < op_count(Op{}); ++i) all.push_back(std::string(family) + " " + op_info(static_cast<Op>(i)).name);
    return all;
  }();
  return names.at(static_cast<size_t>(op)).c_str();
}

// The vector fast paths (simd_kernels.h): when every input of `node` is compact or one
// broadcast element and a vector kernel exists for it, runs it over the whole output, split
// across threads, and returns true; otherwise does nothing and returns false (the caller then
// runs its scalar loop).
bool try_vector_unary(Node& node, simd::UnaryFn fn, const char* op);
bool try_vector_binary(Node& node, BinaryOp b, const char* op);

// Whether every index of the first `lead` axes reads the same memory and the axes after them are
// compact: a layer norm's weight broadcast over the leading axes, strides (0, ..., 0, compact).
bool same_row_every_row(const Node& node, size_t lead);

// out[i] = f(in[i]); f takes and returns compute types (float for 16-bit floats, 0/1 for bool).
template <DType In, DType Out, class F>
void map_unary(Node& node, const char* op, F f) {
  const Node& in = *node.inputs[0];
  const Strides out_strides = contiguous_strides(node.shape);
  StridedLoop loop(node.shape, {{node_data(node, op), sizeof(storage_t<Out>), &out_strides},
                                {node_data(in, op), sizeof(storage_t<In>), &in.strides}});
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
      auto* o = reinterpret_cast<storage_t<Out>*>(p[0]);
      const auto* a = reinterpret_cast<const storage_t<In>*>(p[1]);
      if (s[0] == 1 && s[1] == 1) {
        for (int64_t i = 0; i < n; ++i) o[i] = store<Out>(f(load<In>(a[i])));
      } else {
        const int64_t so = s[0], sa = s[1];
        for (int64_t i = 0; i < n; ++i) o[i * so] = store<Out>(f(load<In>(a[i * sa])));
      }
    });
  });
}

// out[i] = f(a[i], b[i]), with fast paths for contiguous runs and for a broadcast scalar side.
template <DType In, DType Out, class F>
void map_binary(Node& node, const char* op, F f) {
  const Node& a_node = *node.inputs[0];
  const Node& b_node = *node.inputs[1];
  const Strides out_strides = contiguous_strides(node.shape);
  StridedLoop loop(node.shape, {{node_data(node, op), sizeof(storage_t<Out>), &out_strides},
                                {node_data(a_node, op), sizeof(storage_t<In>), &a_node.strides},
                                {node_data(b_node, op), sizeof(storage_t<In>), &b_node.strides}});
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
      auto* o = reinterpret_cast<storage_t<Out>*>(p[0]);
      const auto* a = reinterpret_cast<const storage_t<In>*>(p[1]);
      const auto* b = reinterpret_cast<const storage_t<In>*>(p[2]);
      if (s[0] == 1 && s[1] == 1 && s[2] == 1) {
        for (int64_t i = 0; i < n; ++i) o[i] = store<Out>(f(load<In>(a[i]), load<In>(b[i])));
      } else if (s[0] == 1 && s[1] == 1 && s[2] == 0) {
        const auto bv = load<In>(b[0]);
        for (int64_t i = 0; i < n; ++i) o[i] = store<Out>(f(load<In>(a[i]), bv));
      } else if (s[0] == 1 && s[1] == 0 && s[2] == 1) {
        const auto av = load<In>(a[0]);
        for (int64_t i = 0; i < n; ++i) o[i] = store<Out>(f(av, load<In>(b[i])));
      } else {
        const int64_t so = s[0], sa = s[1], sb = s[2];
        for (int64_t i = 0; i < n; ++i) o[i * so] = store<Out>(f(load<In>(a[i * sa]), load<In>(b[i * sb])));
      }
    });
  });
}

}  // namespace kiln::cpu
