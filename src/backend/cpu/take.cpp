// Take: out[o, j, r] = x[o, idx[j], r] along one axis. The strided loop walks the output with the
// strides of core/take_layout.h; each element adds its index times the axis stride. Raw
// 1/2/4/8-byte words: the dtype is irrelevant.
#include <algorithm>
#include <string>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "core/take_layout.h"

namespace kiln::cpu {

namespace {

template <class U>
void gather(Node& node, const char* op) {
  const TakeLayout layout = take_layout(node);
  const int64_t n = layout.axis_length, axis_stride = layout.axis_stride;
  const Strides out_strides = contiguous_strides(node.shape);
  StridedLoop loop(node.shape, {{node_data(node, op), sizeof(U), &out_strides},
                                {node_data(*node.inputs[0], op), sizeof(U), &layout.x},
                                {node_data(*node.inputs[1], op), sizeof(int64_t), &layout.indices}});
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t count) {
      auto* o = reinterpret_cast<U*>(p[0]);
      const auto* a = reinterpret_cast<const U*>(p[1]);
      const auto* idx = reinterpret_cast<const int64_t*>(p[2]);
      for (int64_t i = 0; i < count; ++i) {
        int64_t k = idx[i * s[2]];
        if (k < 0) k += n;
        k = std::clamp<int64_t>(k, 0, n - 1);  // out of range: clamped (KILN_DEBUG=bounds checks first)
        o[i * s[0]] = a[i * s[1] + k * axis_stride];
      }
    });
  });
}

}  // namespace

void run_take(Node& node) {
  const char* op = "take";
  if (node.inputs.size() != 2) fail(Status::Internal, "take: expects x and indices");
  check_input_dtype(node, 0, node.dtype, op);
  check_input_dtype(node, 1, DType::Int64, op);
  if (node.size() == 0) return;
  switch (itemsize(node.dtype)) {
    case 1: return gather<uint8_t>(node, op);
    case 2: return gather<uint16_t>(node, op);
    case 4: return gather<uint32_t>(node, op);
    case 8: return gather<uint64_t>(node, op);
    default: fail(Status::Internal, std::string(op) + ": unsupported dtype " + dtype_name(node.dtype));
  }
}

}  // namespace kiln::cpu
