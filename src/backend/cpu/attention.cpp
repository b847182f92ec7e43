// Attention: softmax(scale * q k^T + mask) v per (batch, head), as flash attention computes it:
// a task per block of queries walks the keys in blocks, keeping each query's running maximum,
// running sum of exponentials and weighted sum of values (the online softmax), so memory is
// linear in the sequence length. Accumulates in float32 (float64 for float64). Causal: key j is
// kept for query i when j <= i + Lk - Lq; later key blocks are skipped. A row with no kept key
// ends with sum 0 and gives 0/0 = NaN, as softmax of a row of -inf does.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "backend/cpu/convert.h"
#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/parallel.h"

namespace kiln::cpu {

namespace {

constexpr int64_t kQueryBlock = 16;
constexpr int64_t kKeyBlock = 64;

template <DType D>
void attend(Node& node, const char* op) {
  using S = storage_t<D>;
  using A = compute_t<D>;
  const Node &qn = *node.inputs[0], &kn = *node.inputs[1], &vn = *node.inputs[2];
  const Node* mn = node.params.has_mask ? node.inputs[3].get() : nullptr;
  const int64_t batch = qn.shape[0], heads = qn.shape[1], lq = qn.shape[2], dim = qn.shape[3];
  const int64_t kv_heads = kn.shape[1], lk = kn.shape[2];
  const int64_t group = heads / kv_heads;
  const S* q = reinterpret_cast<const S*>(node_data(qn, op));
  const S* k = reinterpret_cast<const S*>(node_data(kn, op));
  const S* v = reinterpret_cast<const S*>(node_data(vn, op));
  const S* mask = mn ? reinterpret_cast<const S*>(node_data(*mn, op)) : nullptr;
  S* out = reinterpret_cast<S*>(node_data(node, op));
  const A scale = static_cast<A>(node.params.scale);
  const bool causal = node.params.causal;
  const int64_t shift = lk - lq;  // causal: query i keeps keys j <= i + shift
  const int64_t qblocks = (lq + kQueryBlock - 1) / kQueryBlock;
  const A neg_inf = -std::numeric_limits<A>::infinity();

  parallel_for(batch * heads * qblocks, 1, [&](int64_t begin, int64_t end) {
    std::vector<A> qs(static_cast<size_t>(kQueryBlock * dim)), acc(static_cast<size_t>(kQueryBlock * dim));
    std::vector<A> ks(static_cast<size_t>(kKeyBlock * dim)), vs(static_cast<size_t>(kKeyBlock * dim));
    std::vector<A> scores(static_cast<size_t>(kKeyBlock));
    A running_max[kQueryBlock], running_sum[kQueryBlock];
    for (int64_t task = begin; task < end; ++task) {
      const int64_t b = task / (heads * qblocks), h = task / qblocks % heads, q0 = task % qblocks * kQueryBlock;
      const int64_t rows = std::min(kQueryBlock, lq - q0);
      const int64_t hk = h / group;
      for (int64_t r = 0; r < rows; ++r) {
        const S* row = q + b * qn.strides[0] + h * qn.strides[1] + (q0 + r) * qn.strides[2];
        for (int64_t d = 0; d < dim; ++d) qs[r * dim + d] = load<D>(row[d]) * scale;
        std::fill(acc.begin() + r * dim, acc.begin() + (r + 1) * dim, A(0));
        running_max[r] = neg_inf;
        running_sum[r] = 0;
      }
      const int64_t key_end = causal ? std::clamp<int64_t>(q0 + rows + shift, 0, lk) : lk;
      for (int64_t k0 = 0; k0 < key_end; k0 += kKeyBlock) {
        const int64_t keys = std::min(kKeyBlock, key_end - k0);
        for (int64_t j = 0; j < keys; ++j) {
          const S* krow = k + b * kn.strides[0] + hk * kn.strides[1] + (k0 + j) * kn.strides[2];
          const S* vrow = v + b * vn.strides[0] + hk * vn.strides[1] + (k0 + j) * vn.strides[2];
          for (int64_t d = 0; d < dim; ++d) {
            ks[d * kKeyBlock + j] = load<D>(krow[d]);  // transposed: the score loop runs along keys
            vs[j * dim + d] = load<D>(vrow[d]);
          }
        }
        for (int64_t r = 0; r < rows; ++r) {
          const int64_t i = q0 + r;
          A block_max = neg_inf;
          std::fill(scores.begin(), scores.begin() + keys, A(0));
          for (int64_t d = 0; d < dim; ++d) {
            const A qd = qs[r * dim + d];
            const A* kd = &ks[d * kKeyBlock];
            for (int64_t j = 0; j < keys; ++j) scores[j] += qd * kd[j];
          }
          for (int64_t j = 0; j < keys; ++j) {
            A s = scores[j];
            if (mask) {
              s += load<D>(mask[b * mn->strides[0] + h * mn->strides[1] + i * mn->strides[2] + (k0 + j) * mn->strides[3]]);
            }
            if (causal && k0 + j > i + shift) s = neg_inf;
            scores[j] = s;
            block_max = std::max(block_max, s);
          }
          const A new_max = std::max(running_max[r], block_max);
          if (new_max == neg_inf) continue;  // nothing kept yet: exp(-inf - -inf) would be NaN
          const A alpha = std::exp(running_max[r] - new_max);
          A* a = &acc[r * dim];
          for (int64_t d = 0; d < dim; ++d) a[d] *= alpha;
          A sum = 0;
          for (int64_t j = 0; j < keys; ++j) {
            const A p = std::exp(scores[j] - new_max);
            sum += p;
            for (int64_t d = 0; d < dim; ++d) a[d] += p * vs[j * dim + d];
          }
          running_sum[r] = running_sum[r] * alpha + sum;
          running_max[r] = new_max;
        }
      }
      for (int64_t r = 0; r < rows; ++r) {
        S* o = out + ((b * heads + h) * lq + q0 + r) * dim;
        for (int64_t d = 0; d < dim; ++d) o[d] = store<D>(acc[r * dim + d] / running_sum[r]);
      }
    }
  });
}

}  // namespace

void run_attention(Node& node) {
  const char* op = "scaled_dot_product_attention";
  if (node.inputs.size() != (node.params.has_mask ? 4u : 3u) || node.shape.size() != 4 || !is_floating(node.dtype)) {
    fail(Status::Internal, std::string(op) + ": expects q, k, v (and a mask) of rank 4");
  }
  if (node.size() == 0) return;
  dispatch_dtype(node.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    if constexpr (kIsFloat<D>) attend<D>(node, op);
  });
}

}  // namespace kiln::cpu
