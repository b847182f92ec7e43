// Where: out = cond ? x : y. Only the element width matters, so it moves raw 1/2/4/8-byte words
// (bool values are normalised to 0/1 on the way).
#include <string>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

namespace {

template <class U, bool kNormalise>
void select(Node& node, const char* op) {
  const Node& cond = *node.inputs[0];
  const Node& x = *node.inputs[1];
  const Node& y = *node.inputs[2];
  const Strides out_strides = contiguous_strides(node.shape);
  StridedLoop loop(node.shape, {{node_data(node, op), sizeof(U), &out_strides},
                                {node_data(cond, op), 1, &cond.strides},
                                {node_data(x, op), sizeof(U), &x.strides},
                                {node_data(y, op), sizeof(U), &y.strides}});
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
      auto* o = reinterpret_cast<U*>(p[0]);
      const auto* c = reinterpret_cast<const uint8_t*>(p[1]);
      const auto* a = reinterpret_cast<const U*>(p[2]);
      const auto* b = reinterpret_cast<const U*>(p[3]);
      const int64_t so = s[0], sc = s[1], sa = s[2], sb = s[3];
      for (int64_t i = 0; i < n; ++i) {
        U v = c[i * sc] != 0 ? a[i * sa] : b[i * sb];
        if constexpr (kNormalise) v = v != 0 ? 1 : 0;
        o[i * so] = v;
      }
    });
  });
}

}  // namespace

void run_where(Node& node) {
  const char* op = "where";
  check_elementwise(node, 3, op);
  check_input_dtype(node, 0, DType::Bool, op);
  check_input_dtype(node, 1, node.dtype, op);
  check_input_dtype(node, 2, node.dtype, op);
  switch (itemsize(node.dtype)) {
    case 1:
      if (node.dtype == DType::Bool) return select<uint8_t, true>(node, op);
      return select<uint8_t, false>(node, op);
    case 2: return select<uint16_t, false>(node, op);
    case 4: return select<uint32_t, false>(node, op);
    case 8: return select<uint64_t, false>(node, op);
    default: fail(Status::Internal, std::string(op) + ": unsupported dtype " + dtype_name(node.dtype));
  }
}

}  // namespace kiln::cpu
