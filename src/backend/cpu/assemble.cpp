// Assemble: fills the output (when asked) and then copies each input into its placement, a box
// of the input's shape whose first corner is params.placements[i].
#include <string>

#include "backend/cpu/copy.h"
#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

namespace {

void fill(Node& node, double value, const char* op) {
  char* out = node_data(node, op);
  dispatch_dtype(node.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    const storage_t<D> v = from_double<D>(value);
    auto* o = reinterpret_cast<storage_t<D>*>(out);
    parallel_for(node.size(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) o[i] = v;
    });
  });
}

}  // namespace

void run_assemble(Node& node) {
  const char* op = "assemble";
  const auto& placements = node.params.placements;
  require(placements.size() == node.inputs.size(), Status::Internal,
          "assemble: " + std::to_string(node.inputs.size()) + " inputs but " + std::to_string(placements.size()) +
              " placements");
  if (node.params.has_fill) fill(node, node.params.fill, op);
  const Strides out_strides = contiguous_strides(node.shape);
  const size_t rank = node.shape.size();
  // Spaced placements (pad_general's interior padding): neighbours land `step` positions apart.
  const Shape& step = node.params.placement_step;
  require(step.empty() || step.size() == rank, Status::Internal, "assemble: placement steps of the wrong rank");
  Strides spaced = out_strides;
  for (size_t d = 0; d < step.size(); ++d) spaced[d] *= step[d];
  char* out = node_data(node, op);
  for (size_t i = 0; i < node.inputs.size(); ++i) {
    const Node& in = *node.inputs[i];
    const Shape& at = placements[i];
    require(in.dtype == node.dtype, Status::Internal,
            std::string("assemble: input ") + dtype_name(in.dtype) + " into output " + dtype_name(node.dtype));
    bool fits = in.shape.size() == rank && at.size() == rank;
    int64_t offset = 0;
    for (size_t d = 0; fits && d < rank; ++d) {
      const int64_t s = step.empty() ? 1 : step[d];
      const int64_t extent = in.shape[d] == 0 ? 0 : (in.shape[d] - 1) * s + 1;
      fits = s >= 1 && at[d] >= 0 && in.shape[d] >= 0 && at[d] <= node.shape[d] && extent <= node.shape[d] - at[d];
      offset += at[d] * out_strides[d];
    }
    require(fits, Status::Internal,
            "assemble: input of shape " + shape_string(in.shape) + " placed at " + shape_string(at) +
                " does not fit in output " + shape_string(node.shape));
    if (in.size() == 0) continue;
    copy_strided(in.shape, itemsize(node.dtype), out + offset * static_cast<int64_t>(itemsize(node.dtype)),
                 spaced, node_data(in, op), in.strides);
  }
}

}  // namespace kiln::cpu
