#include "interop/cuda/gemm_plan.h"

#include <cstring>

namespace kiln::cuda {

namespace {

// A row-major operand [rows, cols] (row stride `row`, column stride `col`) as cuBLASLt's
// column-major operand that gives its transpose under op: unit column stride reads as a
// column-major [cols, rows] with op N (the transpose, which is what C^T = B^T A^T wants); unit
// row stride reads as column-major [rows, cols] with op T.
bool transposed_view(int64_t rows, int64_t cols, int64_t row, int64_t col, GemmOperand* out) {
  if (col == 1 || cols == 1) {
    out->transposed = false;
    out->rows = cols;
    out->cols = rows;
    out->ld = rows == 1 ? cols : row;
    return out->ld >= cols;
  }
  if (row == 1 || rows == 1) {
    out->transposed = true;
    out->rows = rows;
    out->cols = cols;
    out->ld = cols == 1 ? rows : col;
    return out->ld >= rows;
  }
  return false;
}

}  // namespace

bool plan_gemm(const RowMajorProduct& p, GemmPlan* plan, std::string* why) {
  GemmPlan out;
  out.type = p.type;
  out.m = p.n;
  out.n = p.m;
  out.k = p.k;
  out.batch = p.batch;
  if (!transposed_view(p.k, p.n, p.b_row, p.b_col, &out.first)) {
    *why = "B has no unit stride (or overlapping rows)";
    return false;
  }
  if (!transposed_view(p.m, p.k, p.a_row, p.a_col, &out.second)) {
    *why = "A has no unit stride (or overlapping rows)";
    return false;
  }
  out.first.batch_stride = p.b_batch;
  out.second.batch_stride = p.a_batch;
  out.out_ld = p.n;
  out.out_batch_stride = p.m * p.n;
  *plan = out;
  return true;
}

bool collapsed_batch_stride(const std::vector<int64_t>& out_batch, const std::vector<int64_t>& extents,
                            const std::vector<int64_t>& strides, int64_t* stride) {
  if (extents.size() != out_batch.size() || strides.size() != out_batch.size()) return false;
  int64_t later = 1;  // the flattened batch index's step for axis d: the extents after it
  bool found = false;
  int64_t one = 0;
  for (size_t d = out_batch.size(); d-- > 0;) {
    if (out_batch[d] == 1) continue;  // its stride never counts
    const int64_t s = extents[d] == 1 ? 0 : strides[d];
    if (!found) {
      if (s < 0 || s % later != 0) return false;
      one = s / later;
      found = true;
    } else if (s != one * later) {
      return false;
    }
    later *= out_batch[d];
  }
  *stride = one;
  return true;
}

bool gemm_pays(const RowMajorProduct& p, const char* switch_value, double min_work) {
  if (switch_value && std::strcmp(switch_value, "off") == 0) return false;
  if (p.batch <= 0 || p.m <= 0 || p.n <= 0 || p.k <= 0) return false;
  if (switch_value && (std::strcmp(switch_value, "always") == 0 || std::strcmp(switch_value, "require") == 0)) return true;
  const double work = static_cast<double>(p.batch) * static_cast<double>(p.m) * static_cast<double>(p.n) *
                      static_cast<double>(p.k);
  return work >= min_work;
}

}  // namespace kiln::cuda
