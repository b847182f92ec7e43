// Argsort: each last-axis row of a compact input, stably sorted (std::stable_sort of positions)
// by a key that orders like sort.comp's: integers by value, floats by value with -0.0 == +0.0 and
// NaN last; descending compares the other way round, so NaN comes first and equal elements keep
// their order.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

namespace {

template <DType D>
void sort_rows(Node& node, const char* op) {
  using S = storage_t<D>;
  const int64_t len = node.shape.back();
  const int64_t rows = node.size() / len;
  const S* in = reinterpret_cast<const S*>(node_data(*node.inputs[0], op));
  int64_t* out = reinterpret_cast<int64_t*>(node_data(node, op));
  const bool descending = node.params.descending;
  parallel_for(rows, std::max<int64_t>(1, kGrain / std::max<int64_t>(len, 1)), [&](int64_t begin, int64_t end) {
    std::vector<compute_t<D>> keys(static_cast<size_t>(len));
    for (int64_t r = begin; r < end; ++r) {
      const S* row = in + r * len;
      int64_t* order = out + r * len;
      for (int64_t i = 0; i < len; ++i) keys[static_cast<size_t>(i)] = load<D>(row[i]);
      std::iota(order, order + len, int64_t{0});
      auto less = [&](int64_t a, int64_t b) {
        const auto ka = keys[static_cast<size_t>(a)], kb = keys[static_cast<size_t>(b)];
        if constexpr (kIsFloat<D>) {
          if (std::isnan(ka) || std::isnan(kb)) return descending ? !std::isnan(kb) : !std::isnan(ka);
        }
        return descending ? kb < ka : ka < kb;
      };
      std::stable_sort(order, order + len, less);
    }
  });
}

}  // namespace

void run_argsort(Node& node) {
  const char* op = "argsort";
  if (node.inputs.size() != 1 || node.dtype != DType::Int64 || node.shape.empty() || !node.inputs[0]->contiguous()) {
    fail(Status::Internal, "argsort: expects one compact input of rank >= 1");
  }
  if (node.size() == 0) return;
  dispatch_dtype(node.inputs[0]->dtype, [&](auto tag) { sort_rows<decltype(tag)::value>(node, op); });
}

}  // namespace kiln::cpu
