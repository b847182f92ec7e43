// Fft nodes on the CPU: each line along the node's axis is gathered into a contiguous buffer,
// transformed by the host plan for its length (fft.h) and written back. Lines are split across
// the thread pool; every thread keeps its own buffer and scratch.
#include <algorithm>
#include <complex>
#include <string>
#include <vector>

#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/fft.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/parallel.h"
#include "core/error.h"

namespace kiln::cpu {

namespace {

template <class T>
void transform_lines(const Node& node, const std::complex<T>* in, std::complex<T>* out) {
  const Shape& shape = node.shape;  // S + [2]
  const auto axis = static_cast<size_t>(node.params.axes.at(0));
  int64_t outer = 1, inner = 1;
  for (size_t d = 0; d < axis; ++d) outer *= shape[d];
  for (size_t d = axis + 1; d + 1 < shape.size(); ++d) inner *= shape[d];
  const int64_t n = shape[axis];
  const std::shared_ptr<const FftPlan> plan = fft_plan(n);
  const bool inverse = node.params.inverse;
  // Enough lines per chunk that a chunk does some thousands of butterflies.
  const int64_t grain = std::max<int64_t>(1, 16384 / n);
  parallel_for(outer * inner, grain, [&](int64_t begin, int64_t end) {
    std::vector<std::complex<T>> line(static_cast<size_t>(n)), work;
    for (int64_t l = begin; l < end; ++l) {
      const int64_t base = (l / inner) * n * inner + l % inner;
      for (int64_t t = 0; t < n; ++t) line[t] = in[base + t * inner];
      plan->run(line.data(), inverse, work);
      for (int64_t t = 0; t < n; ++t) out[base + t * inner] = line[t];
    }
  });
}

}  // namespace

void run_fft(Node& node) {
  const Node& in = *node.inputs.at(0);
  const size_t rank = node.shape.size();
  if (rank < 2 || node.shape.back() != 2 || in.shape != node.shape || !in.contiguous() || in.dtype != node.dtype ||
      node.params.axes.size() != 1 || node.params.axes[0] < 0 || static_cast<size_t>(node.params.axes[0]) + 1 >= rank) {
    fail(Status::Internal, "fft: expects compact float pairs of the output's shape and an axis before the pair axis");
  }
  if (node.size() == 0) return;
  switch (node.dtype) {
    case DType::Float32:
      return transform_lines(node, reinterpret_cast<const std::complex<float>*>(node_data(in, "fft")),
                             reinterpret_cast<std::complex<float>*>(node_data(node, "fft")));
    case DType::Float64:
      return transform_lines(node, reinterpret_cast<const std::complex<double>*>(node_data(in, "fft")),
                             reinterpret_cast<std::complex<double>*>(node_data(node, "fft")));
    default: fail(Status::Internal, std::string("fft: no kernel for ") + dtype_name(node.dtype));
  }
}

}  // namespace kiln::cpu
