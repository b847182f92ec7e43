// Norm: rms_norm / layer_norm over each last-axis row of a compact input, rows split across
// threads. Accumulates in float32 (float64 for float64), as the Vulkan kernel does; layer_norm
// takes two passes (mean, then squared deviations) so a large mean costs no precision.
#include <algorithm>
#include <cmath>

#include "backend/cpu/convert.h"
#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/parallel.h"

namespace kiln::cpu {

namespace {

template <DType D>
void norm_rows(Node& node, const char* op) {
  using S = storage_t<D>;
  using A = compute_t<D>;  // float, or double for float64
  const int64_t len = node.shape.back();
  const int64_t rows = node.size() / len;
  const S* x = reinterpret_cast<const S*>(node_data(*node.inputs[0], op));
  size_t next = 1;
  const S* weight = node.params.has_weight ? reinterpret_cast<const S*>(node_data(*node.inputs[next++], op)) : nullptr;
  const S* bias = node.params.has_bias ? reinterpret_cast<const S*>(node_data(*node.inputs[next++], op)) : nullptr;
  S* out = reinterpret_cast<S*>(node_data(node, op));
  const bool rms = node.params.rms;
  const A eps = static_cast<A>(node.params.eps);
  parallel_for(rows, std::max<int64_t>(1, (int64_t{1} << 14) / len), [&](int64_t begin, int64_t end) {
    for (int64_t r = begin; r < end; ++r) {
      const S* row = x + r * len;
      S* o = out + r * len;
      A mean = 0;
      if (!rms) {
        A sum = 0;
        for (int64_t i = 0; i < len; ++i) sum += load<D>(row[i]);
        mean = sum / static_cast<A>(len);
      }
      A squares = 0;
      for (int64_t i = 0; i < len; ++i) {
        const A d = load<D>(row[i]) - mean;
        squares += d * d;
      }
      const A inv = A(1) / std::sqrt(squares / static_cast<A>(len) + eps);
      for (int64_t i = 0; i < len; ++i) {
        A y = (load<D>(row[i]) - mean) * inv;
        if (weight) y *= load<D>(weight[i]);
        if (bias) y += load<D>(bias[i]);
        o[i] = store<D>(y);
      }
    }
  });
}

}  // namespace

void run_norm(Node& node) {
  const char* op = node.params.rms ? "rms_norm" : "layer_norm";
  if (node.inputs.empty() || node.shape.empty() || !node.inputs[0]->contiguous() || !is_floating(node.dtype)) {
    fail(Status::Internal, std::string(op) + ": expects a compact float input of rank >= 1");
  }
  if (node.size() == 0) return;
  dispatch_dtype(node.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    if constexpr (kIsFloat<D>) norm_rows<D>(node, op);
  });
}

}  // namespace kiln::cpu
