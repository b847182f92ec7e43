// Scan along one axis. The output is walked as lines (every position but the scan axis's) with
// the strided loop; a run of neighbouring lines advances together through the axis, so a scan
// along an outer axis reads and writes whole rows at a time rather than striding per line.
#include <cmath>
#include <string>
#include <vector>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/math_functors.h"
#include "backend/cpu/reduce_accumulators.h"

namespace kiln::cpu {

namespace {

// What each scan keeps (Acc), how it starts from the first element and takes the next, and how
// the running value is stored. Integers sum and multiply wrapping in 64 bits; floats in double;
// max/min keep the first NaN they meet; logcumsumexp runs logaddexp in the compute type.
template <ScanOp Op, DType D>
struct ScanStep {
  static constexpr bool kWide = Op == ScanOp::CumSum || Op == ScanOp::CumProd;
  static constexpr DType kOut = kWide ? kSumOutput<D> : D;
  using Acc = std::conditional_t<kWide, std::conditional_t<kIsFloat<D>, double, uint64_t>, compute_t<D>>;

  static Acc first(compute_t<D> x) {
    if constexpr (kWide && !kIsFloat<D>) return to_wrapping_u64<D>(x);
    return static_cast<Acc>(x);
  }
  static Acc next(Acc acc, compute_t<D> x) {
    const Acc v = first(x);
    if constexpr (Op == ScanOp::CumSum) return acc + v;
    if constexpr (Op == ScanOp::CumProd) return acc * v;
    if constexpr (Op == ScanOp::LogCumSumExp) return math::Logaddexp{}(acc, v);
    if constexpr (kIsFloat<D>) {
      if (std::isnan(acc)) return acc;
      if (std::isnan(v)) return v;
    }
    if constexpr (Op == ScanOp::CumMax) return v > acc ? v : acc;
    return v < acc ? v : acc;
  }
  static storage_t<kOut> out(Acc acc) {
    if constexpr (kWide && !kIsFloat<D>) return static_cast<storage_t<kOut>>(acc);
    return store<kOut>(static_cast<compute_t<kOut>>(acc));
  }
};

template <ScanOp Op, DType D>
void scan_lines(Node& node, const char* op) {
  using Step = ScanStep<Op, D>;
  using T = storage_t<D>;
  using O = storage_t<Step::kOut>;
  const Node& in = *node.inputs[0];
  const size_t axis = static_cast<size_t>(node.params.axes.at(0));
  const int64_t len = node.shape[axis];
  const Strides out_strides = contiguous_strides(node.shape);
  int64_t in_step = in.strides[axis], out_step = out_strides[axis];
  Shape lines = node.shape;
  lines[axis] = 1;
  char* out_base = node_data(node, op);
  const char* in_base = node_data(in, op);
  if (node.params.reverse) {  // start each line at its last element and walk back
    out_base += (len - 1) * out_step * static_cast<int64_t>(sizeof(O));
    in_base += (len - 1) * in_step * static_cast<int64_t>(sizeof(T));
    out_step = -out_step;
    in_step = -in_step;
  }
  StridedLoop loop(lines, {{out_base, sizeof(O), &out_strides}, {const_cast<char*>(in_base), sizeof(T), &in.strides}});
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(len, 1));
  parallel_for(loop.size(), grain, [&](int64_t begin, int64_t end) {
    std::vector<typename Step::Acc> acc;
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t count) {
      auto* o = reinterpret_cast<O*>(p[0]);
      const auto* x = reinterpret_cast<const T*>(p[1]);
      acc.resize(static_cast<size_t>(count));
      for (int64_t i = 0; i < count; ++i) acc[i] = Step::first(load<D>(x[i * s[1]]));
      for (int64_t i = 0; i < count; ++i) o[i * s[0]] = Step::out(acc[i]);
      for (int64_t k = 1; k < len; ++k) {
        const T* xk = x + k * in_step;
        O* ok = o + k * out_step;
        for (int64_t i = 0; i < count; ++i) {
          acc[i] = Step::next(acc[i], load<D>(xk[i * s[1]]));
          ok[i * s[0]] = Step::out(acc[i]);
        }
      }
    });
  });
}

template <DType D>
void scan_dtype(Node& node, const char* op) {
  switch (node.params.scan) {
    case ScanOp::CumSum: return scan_lines<ScanOp::CumSum, D>(node, op);
    case ScanOp::CumProd: return scan_lines<ScanOp::CumProd, D>(node, op);
    case ScanOp::CumMax: return scan_lines<ScanOp::CumMax, D>(node, op);
    case ScanOp::CumMin: return scan_lines<ScanOp::CumMin, D>(node, op);
    case ScanOp::LogCumSumExp:
      if constexpr (kIsFloat<D>) return scan_lines<ScanOp::LogCumSumExp, D>(node, op);
      break;
    case ScanOp::Count: break;
  }
  fail(Status::Internal, std::string(op) + ": not defined for " + dtype_name(D));
}

}  // namespace

void run_scan(Node& node) {
  const char* op = scan_name(node.params.scan);
  if (node.inputs.size() != 1 || node.params.axes.size() != 1) fail(Status::Internal, std::string(op) + ": expects one input and one axis");
  const Node& in = *node.inputs[0];
  if (in.shape != node.shape) fail(Status::Internal, std::string(op) + ": output shape differs from the input's");
  if (node.size() == 0) return;
  dispatch_dtype(in.dtype, [&](auto tag) {
    constexpr DType D = decltype(tag)::value;
    const bool wide = node.params.scan == ScanOp::CumSum || node.params.scan == ScanOp::CumProd;
    if (node.dtype != (wide ? kSumOutput<D> : D)) fail(Status::Internal, std::string(op) + ": output dtype mismatch");
    scan_dtype<D>(node, op);
  });
}

}  // namespace kiln::cpu
