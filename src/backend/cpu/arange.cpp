// Arange: out[i] = start + i * step, computed in double and converted as Cast would.
#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

void run_arange(Node& node) {
  const char* op = "arange";
  require(node.inputs.empty(), Status::Internal, "arange: takes no inputs");
  const double start = node.params.start, step = node.params.step;
  char* out = node_data(node, op);
  dispatch_dtype(node.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    auto* o = reinterpret_cast<storage_t<D>*>(out);
    parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) o[i] = from_double<D>(start + static_cast<double>(i) * step);
    });
  });
}

}  // namespace kiln::cpu
