// Matmul: (..., M, K) x (..., K, N) -> (..., M, N) over identical batch shapes (broadcast batches
// arrive as zero strides). float32/float64 go to CBLAS when the build has it (KILN_HAVE_CBLAS),
// passing strided matrices through leading dimensions and transpose flags where one stride is
// 1 and packing them otherwise; float16/bfloat16 convert to float32 around the same path;
// integers wrap and bool is OR of ANDs, in a plain blocked loop that also serves as the float
// fallback. Tiny float32 products sum in float64 (gemm_float32_in_float64).
#include <algorithm>
#include <climits>
#include <cstring>
#include <string>
#include <vector>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/scalar_math.h"

#ifdef KILN_HAVE_CBLAS
#include <cblas.h>

#include "backend/cpu/blas_gate.h"
#endif

namespace kiln::cpu {

namespace {

// One matrix inside a tensor: element (i, j) is at data[i * rows_stride + j * cols_stride].
template <class T>
struct MatrixView {
  const T* data;
  int64_t row_stride, col_stride;
  const T& at(int64_t i, int64_t j) const { return data[i * row_stride + j * col_stride]; }
};

// Copies a rows x cols view into a dense row-major buffer, converting with `convert`.
template <class To, class From, class Convert>
void pack(const MatrixView<From>& m, int64_t rows, int64_t cols, To* out, Convert convert) {
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t j = 0; j < cols; ++j) out[i * cols + j] = convert(m.at(i, j));
  }
}

template <DType D>
compute_t<D> multiply_add(compute_t<D> acc, compute_t<D> a, compute_t<D> b) {
  if constexpr (kIsFloat<D>) {
    return acc + a * b;
  } else if constexpr (kIsBool<D>) {
    return static_cast<compute_t<D>>(acc | (a & b));
  } else {
    return wrap_add(acc, wrap_mul(a, b));
  }
}

// Rows [row_begin, row_end) of C = A x B, with C dense (N columns) and B's columns contiguous
// (row p of B at b + p * ldb). Blocked over k and j so that the slice of B in use stays in
// cache. D is not a 16-bit float.
template <DType D>
void gemm_rows(const MatrixView<storage_t<D>>& a, const storage_t<D>* b, int64_t ldb, storage_t<D>* c, int64_t n,
               int64_t k, int64_t row_begin, int64_t row_end) {
  using T = storage_t<D>;
  constexpr int64_t kBlockK = 256, kBlockN = 2048;
  for (int64_t i = row_begin; i < row_end; ++i) std::fill(c + i * n, c + (i + 1) * n, T(0));
  for (int64_t j0 = 0; j0 < n; j0 += kBlockN) {
    const int64_t j1 = std::min(n, j0 + kBlockN);
    for (int64_t k0 = 0; k0 < k; k0 += kBlockK) {
      const int64_t k1 = std::min(k, k0 + kBlockK);
      for (int64_t i = row_begin; i < row_end; ++i) {
        T* row = c + i * n;
        for (int64_t p = k0; p < k1; ++p) {
          const T av = load<D>(a.at(i, p));
          const T* brow = b + p * ldb;
          for (int64_t j = j0; j < j1; ++j) row[j] = multiply_add<D>(row[j], av, load<D>(brow[j]));
        }
      }
    }
  }
}

struct Dims {
  int64_t m, n, k;
};

// float32 products this small (16 x 16 x 16) sum in float64 and round once: a BLAS call costs
// as much as the loop, and short sums then come out as exactly as the data allows (3 x 3
// integer-valued products give integers, as Nx.BinaryBackend's and NumPy's pairwise sums do).
constexpr int64_t kFloat64SumWork = 4096;

void gemm_float32_in_float64(const MatrixView<float>& a, const MatrixView<float>& b, float* c, Dims d) {
  for (int64_t i = 0; i < d.m; ++i) {
    for (int64_t j = 0; j < d.n; ++j) {
      double sum = 0;
      for (int64_t p = 0; p < d.k; ++p) sum += static_cast<double>(a.at(i, p)) * b.at(p, j);
      c[i * d.n + j] = static_cast<float>(sum);
    }
  }
}

// C (dense m x n) = A x B for D in {bool, integers, float32, float64}; `threaded` lets the work
// be split over threads (false when the caller already runs batches in parallel).
template <DType D>
void gemm_one(const MatrixView<storage_t<D>>& a, const MatrixView<storage_t<D>>& b, storage_t<D>* c, Dims d,
              bool threaded) {
  using T = storage_t<D>;
  if constexpr (D == DType::Float32) {
    if (d.m * d.n * d.k <= kFloat64SumWork) return gemm_float32_in_float64(a, b, c, d);
  }
#ifdef KILN_HAVE_CBLAS
  if constexpr (D == DType::Float32 || D == DType::Float64) {
    if (threaded && d.m <= INT_MAX && d.n <= INT_MAX && d.k <= INT_MAX) {
      // A layout BLAS takes as is: one stride 1, the other at least the row length (strides of
      // size-1 axes do not matter, so they are chosen to fit).
      auto layout = [](const MatrixView<T>& v, int64_t rows, int64_t cols, CBLAS_TRANSPOSE* trans, int64_t* ld) {
        int64_t rs = rows == 1 ? std::max<int64_t>(cols, 1) : v.row_stride;
        int64_t cs = cols == 1 ? 1 : v.col_stride;
        if (cs == 1 && rs >= std::max<int64_t>(cols, 1) && rs <= INT_MAX) {
          *trans = CblasNoTrans;
          *ld = rs;
          return true;
        }
        rs = rows == 1 ? 1 : v.row_stride;
        cs = cols == 1 ? std::max<int64_t>(rows, 1) : v.col_stride;
        if (rs == 1 && cs >= std::max<int64_t>(rows, 1) && cs <= INT_MAX) {
          *trans = CblasTrans;
          *ld = cs;
          return true;
        }
        return false;
      };
      std::vector<T> a_packed, b_packed;
      const T* a_data = a.data;
      const T* b_data = b.data;
      CBLAS_TRANSPOSE ta, tb;
      int64_t lda, ldb;
      if (!layout(a, d.m, d.k, &ta, &lda)) {
        a_packed.resize(static_cast<size_t>(d.m * d.k));
        pack(a, d.m, d.k, a_packed.data(), [](T x) { return x; });
        a_data = a_packed.data(), ta = CblasNoTrans, lda = std::max<int64_t>(d.k, 1);
      }
      if (!layout(b, d.k, d.n, &tb, &ldb)) {
        b_packed.resize(static_cast<size_t>(d.k * d.n));
        pack(b, d.k, d.n, b_packed.data(), [](T x) { return x; });
        b_data = b_packed.data(), tb = CblasNoTrans, ldb = std::max<int64_t>(d.n, 1);
      }
      const int m = static_cast<int>(d.m), n = static_cast<int>(d.n), k = static_cast<int>(d.k);
      blas_call(static_cast<double>(d.m) * d.n * d.k > kBlasSmallWork, [&] {  // in double: m * n * k may pass 2^63
        if constexpr (D == DType::Float32) {
          cblas_sgemm(CblasRowMajor, ta, tb, m, n, k, 1.0f, a_data, static_cast<int>(lda), b_data, static_cast<int>(ldb),
                      0.0f, c, std::max(n, 1));
        } else {
          cblas_dgemm(CblasRowMajor, ta, tb, m, n, k, 1.0, a_data, static_cast<int>(lda), b_data, static_cast<int>(ldb),
                      0.0, c, std::max(n, 1));
        }
      });
      return;
    }
  }
#endif
  // B with contiguous columns, packing it when it has not.
  std::vector<T> b_packed;
  const T* b_data = b.data;
  int64_t ldb = b.row_stride;
  if (b.col_stride != 1 && d.n != 1) {
    b_packed.resize(static_cast<size_t>(d.k * d.n));
    pack(b, d.k, d.n, b_packed.data(), [](T x) { return x; });
    b_data = b_packed.data();
    ldb = d.n;
  }
  if (threaded) {
    const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(d.n * d.k, 1));
    parallel_for(d.m, grain, [&](int64_t begin, int64_t end) { gemm_rows<D>(a, b_data, ldb, c, d.n, d.k, begin, end); });
  } else {
    gemm_rows<D>(a, b_data, ldb, c, d.n, d.k, 0, d.m);
  }
}

// 16-bit floats: convert both operands to float32, multiply there, convert the result back.
template <DType D>
void gemm_half(const MatrixView<storage_t<D>>& a, const MatrixView<storage_t<D>>& b, storage_t<D>* c, Dims d,
               bool threaded) {
  using H = storage_t<D>;
  std::vector<float> af(static_cast<size_t>(d.m * d.k)), bf(static_cast<size_t>(d.k * d.n)),
      cf(static_cast<size_t>(d.m * d.n));
  auto widen = [](H x) { return static_cast<float>(x); };
  pack(a, d.m, d.k, af.data(), widen);
  pack(b, d.k, d.n, bf.data(), widen);
  gemm_one<DType::Float32>({af.data(), d.k, 1}, {bf.data(), d.n, 1}, cf.data(), d, threaded);
  for (size_t i = 0; i < cf.size(); ++i) c[i] = H(cf[i]);
}

template <DType D>
void matmul_typed(Node& node, const Node& a, const Node& b, Dims d, const Shape& batch_shape, const char* op) {
  using T = storage_t<D>;
  const size_t r = a.shape.size();
  const auto* a_data = reinterpret_cast<const T*>(node_data(a, op));
  const auto* b_data = reinterpret_cast<const T*>(node_data(b, op));
  T* c_data = reinterpret_cast<T*>(node_data(node, op));
  const int64_t batches = element_count(batch_shape), matrix = d.m * d.n;
  // Element offset of batch `index` in a tensor with these strides.
  auto batch_offset = [&](int64_t index, const Strides& strides) {
    int64_t offset = 0;
    for (size_t i = batch_shape.size(); i-- > 0;) {
      offset += (index % batch_shape[i]) * strides[i];
      index /= batch_shape[i];
    }
    return offset;
  };
  auto one = [&](int64_t index, bool threaded) {
    MatrixView<T> av{a_data + batch_offset(index, a.strides), a.strides[r - 2], a.strides[r - 1]};
    MatrixView<T> bv{b_data + batch_offset(index, b.strides), b.strides[r - 2], b.strides[r - 1]};
    if constexpr (kIsHalf<D>) {
      gemm_half<D>(av, bv, c_data + index * matrix, d, threaded);
    } else {
      gemm_one<D>(av, bv, c_data + index * matrix, d, threaded);
    }
  };
  const int64_t work = d.m * d.n * std::max<int64_t>(d.k, 1);
  if (batches > 1 && work < (int64_t{1} << 18)) {
    // Many small products: one per thread at a time, each computed without further splitting.
    parallel_for(batches, std::max<int64_t>(1, (int64_t{1} << 18) / work), [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) one(i, false);
    });
  } else {
    for (int64_t i = 0; i < batches; ++i) one(i, true);
  }
}

}  // namespace

void run_matmul(Node& node) {
  const char* op = "matmul";
  require(node.inputs.size() == 2 && node.inputs[0] && node.inputs[1], Status::Internal, "matmul: expected two inputs");
  const Node& a = *node.inputs[0];
  const Node& b = *node.inputs[1];
  const size_t r = a.shape.size();
  bool ok = r >= 2 && b.shape.size() == r && node.shape.size() == r && a.strides.size() == r && b.strides.size() == r &&
            a.dtype == node.dtype && b.dtype == node.dtype;
  Shape batch_shape;
  Dims d{0, 0, 0};
  if (ok) {
    batch_shape.assign(a.shape.begin(), a.shape.end() - 2);
    d = {a.shape[r - 2], b.shape[r - 1], a.shape[r - 1]};
    ok = b.shape[r - 2] == d.k && std::equal(batch_shape.begin(), batch_shape.end(), b.shape.begin()) &&
         std::equal(batch_shape.begin(), batch_shape.end(), node.shape.begin()) && node.shape[r - 2] == d.m &&
         node.shape[r - 1] == d.n;
  }
  require(ok, Status::Internal,
          std::string("matmul: cannot multiply ") + dtype_name(a.dtype) + shape_string(a.shape) + " by " +
              dtype_name(b.dtype) + shape_string(b.shape) + " into " + dtype_name(node.dtype) +
              shape_string(node.shape));
  if (node.size() == 0) return;
  if (d.k == 0) {  // empty sums: zeros, which are all-zero bytes in every dtype
    std::memset(node_data(node, op), 0, node.nbytes());
    return;
  }
  dispatch_dtype(node.dtype, [&](auto tag) { matmul_typed<decltype(tag)::value>(node, a, b, d, batch_shape, op); });
}

}  // namespace kiln::cpu
