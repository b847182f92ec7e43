// Scatter: out = base, then update row m goes to row rows[m] (clamped into the rows) in order: put overwrites (so the
// last update of a row wins), add accumulates (in update order, as a loop would; float32 in
// double, rounded once). Columns are split across threads; each thread walks every update, so
// the order never varies.
#include <algorithm>
#include <cstring>
#include <numeric>
#include <string>
#include <vector>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

namespace {

// The operands of a scatter node, of element type T.
template <class T>
struct Rows {
  Rows(Node& node, const char* op)
      : width(node.shape[1]),
        count(node.inputs[1]->size()),
        last_row(node.shape[0] - 1),
        grain(std::max<int64_t>(1, kGrain / std::max<int64_t>(count, 1))),
        out(reinterpret_cast<T*>(node_data(node, op))),
        rows(reinterpret_cast<const int64_t*>(node_data(*node.inputs[1], op))),
        updates(reinterpret_cast<const T*>(node_data(*node.inputs[2], op))) {}
  // Update m's row: rows come clamped or raw (one axis).
  int64_t row(int64_t m) const { return std::clamp<int64_t>(rows[m], 0, last_row); }

  int64_t width, count, last_row, grain;
  T* out;
  const int64_t* rows;
  const T* updates;
};

template <class T, bool Add>
void scatter_rows(Node& node, const char* op) {
  const Rows<T> a(node, op);
  parallel_for(a.width, a.grain, [&](int64_t begin, int64_t end) {
    for (int64_t m = 0; m < a.count; ++m) {
      T* dst = a.out + a.row(m) * a.width;
      const T* src = a.updates + m * a.width;
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

// float32: the updates of each row are summed in double, in update order, and added to the base
// row, rounded once (as Nx's BinaryBackend sums them: base + (u1 + u2 + ...) in doubles), so
// that many updates of one row lose nothing to intermediate rounding. The updates are visited
// grouped by row (a stable sort of their rows); each thread holds one double row of its columns.
void add_rows_float32(Node& node, const char* op) {
  const Rows<float> a(node, op);
  std::vector<int64_t> order(static_cast<size_t>(a.count));
  std::iota(order.begin(), order.end(), int64_t{0});
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) { return a.row(x) < a.row(y); });
  parallel_for(a.width, a.grain, [&](int64_t begin, int64_t end) {
    std::vector<double> sum(static_cast<size_t>(end - begin));
    for (int64_t first = 0; first < a.count;) {
      const int64_t row = a.row(order[first]);
      std::fill(sum.begin(), sum.end(), -0.0);  // the identity of IEEE addition: -0.0 updates stay -0.0
      int64_t m = first;
      for (; m < a.count && a.row(order[m]) == row; ++m) {
        const float* src = a.updates + order[m] * a.width;
        for (int64_t j = begin; j < end; ++j) sum[j - begin] += src[j];
      }
      float* dst = a.out + row * a.width;
      for (int64_t j = begin; j < end; ++j) dst[j] = static_cast<float>(static_cast<double>(dst[j]) + sum[j - begin]);
      first = m;
    }
  });
}

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
    case DType::Float32: return add_rows_float32(node, op);
    case DType::Float64: return add_rows<double>(node, op);
    default: fail(Status::Internal, std::string(op) + ": unsupported dtype " + dtype_name(node.dtype));
  }
}

}  // namespace kiln::cpu
