// Scatter: out = base, then update row m goes to row rows[m] (clamped into the rows) in order: put overwrites (so the
// last update of a row wins), add accumulates (in update order, as a loop would). Columns are
// split across threads; each thread walks every update, so the order never varies.
#include <algorithm>
#include <cstring>
#include <string>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

namespace {

template <class T, bool Add>
void scatter_rows(Node& node, const char* op) {
  const int64_t width = node.shape[1];
  const int64_t count = node.inputs[1]->size();
  T* out = reinterpret_cast<T*>(node_data(node, op));
  const auto* rows = reinterpret_cast<const int64_t*>(node_data(*node.inputs[1], op));
  const T* updates = reinterpret_cast<const T*>(node_data(*node.inputs[2], op));
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(count, 1));
  const int64_t last_row = node.shape[0] - 1;
  parallel_for(width, grain, [&](int64_t begin, int64_t end) {
    for (int64_t m = 0; m < count; ++m) {
      T* dst = out + std::clamp<int64_t>(rows[m], 0, last_row) * width;  // rows come clamped or raw (one axis)
      const T* src = updates + m * width;
      for (int64_t j = begin; j < end; ++j) {
        if constexpr (Add) {
          dst[j] = static_cast<T>(dst[j] + src[j]);
        } else {
          dst[j] = src[j];
        }
      }
    }
  });
}

template <class T>
void add_rows(Node& node, const char* op) { scatter_rows<T, true>(node, op); }

}  // namespace

void run_scatter(Node& node) {
  const char* op = node.params.accumulate ? "indexed_add" : "indexed_put";
  if (node.inputs.size() != 3 || node.shape.size() != 2) fail(Status::Internal, std::string(op) + ": expects base, rows and updates");
  check_input_dtype(node, 0, node.dtype, op);
  check_input_dtype(node, 1, DType::Int64, op);
  check_input_dtype(node, 2, node.dtype, op);
  for (const auto& in : node.inputs) {
    if (!in->contiguous()) fail(Status::Internal, std::string(op) + ": inputs must be compact");
  }
  if (node.size() == 0) return;
  std::memcpy(node_data(node, op), node_data(*node.inputs[0], op), node.nbytes());
  if (!node.params.accumulate) {
    switch (itemsize(node.dtype)) {
      case 1: return scatter_rows<uint8_t, false>(node, op);
      case 2: return scatter_rows<uint16_t, false>(node, op);
      case 4: return scatter_rows<uint32_t, false>(node, op);
      case 8: return scatter_rows<uint64_t, false>(node, op);
      default: break;
    }
  }
  switch (node.dtype) {  // the ops layer accumulates narrow types in these
    case DType::Int32: return add_rows<uint32_t>(node, op);  // wrapping, as two's complement does
    case DType::UInt32: return add_rows<uint32_t>(node, op);
    case DType::Int64: return add_rows<uint64_t>(node, op);
    case DType::UInt64: return add_rows<uint64_t>(node, op);
    case DType::Float32: return add_rows<float>(node, op);
    case DType::Float64: return add_rows<double>(node, op);
    default: fail(Status::Internal, std::string(op) + ": unsupported dtype " + dtype_name(node.dtype));
  }
}

}  // namespace kiln::cpu
