// Cast: converts every element to the node's dtype with the rules in convert.h. With equal
// dtypes it is the "make a contiguous copy" op.
#include <string>

#include "backend/cpu/copy.h"
#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

namespace {

template <DType From, DType To>
void convert_all(Node& node, const char* op) {
  const Node& in = *node.inputs[0];
  const Strides out_strides = contiguous_strides(node.shape);
  StridedLoop loop(node.shape, {{node_data(node, op), sizeof(storage_t<To>), &out_strides},
                                {node_data(in, op), sizeof(storage_t<From>), &in.strides}});
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
      auto* o = reinterpret_cast<storage_t<To>*>(p[0]);
      const auto* a = reinterpret_cast<const storage_t<From>*>(p[1]);
      if (s[0] == 1 && s[1] == 1) {
        for (int64_t i = 0; i < n; ++i) o[i] = convert<From, To>(a[i]);
      } else {
        const int64_t so = s[0], sa = s[1];
        for (int64_t i = 0; i < n; ++i) o[i * so] = convert<From, To>(a[i * sa]);
      }
    });
  });
}

}  // namespace

void run_cast(Node& node) {
  const char* op = "cast";
  check_elementwise(node, 1, op);
  const Node& in = *node.inputs[0];
  if (in.dtype == node.dtype) {
    copy_strided(node.shape, itemsize(node.dtype), node_data(node, op), contiguous_strides(node.shape),
                 node_data(in, op), in.strides);
    return;
  }
  if (try_vector_unary(node, simd::cast_kernel(in.dtype, node.dtype), op)) return;
  dispatch_dtype(in.dtype, [&](auto from) {
    dispatch_dtype(node.dtype, [&](auto to) { convert_all<decltype(from)::value, decltype(to)::value>(node, op); });
  });
}

}  // namespace kiln::cpu
