// Reduce: splits the input's axes into kept ones (the output's, in order) and reduced ones, and
// reduces each output element's elements in row-major order of the reduced axes, so that arg
// indices and first-NaN rules come out as NumPy's. Three schedules:
//  - rows: each output walks its own reduced elements (reduced axes innermost in memory);
//  - lanes: a block of outputs along the innermost kept axis advances together through the
//    reduced elements (kept axis innermost in memory, e.g. summing over axis 0);
//  - split: few outputs with long reductions; each output's reduction is cut into chunks for
//    the threads, whose partial results merge in order.
#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/reduce_accumulators.h"

namespace kiln::cpu {

namespace {

// A group of axes with size-1 axes dropped and neighbours merged where the memory allows; the
// flat row-major order over the group is unchanged by this.
struct AxisGroup {
  Shape extents;
  Strides strides;
};

void append_axis(AxisGroup& g, int64_t extent, int64_t stride) {
  if (extent == 1) return;
  if (!g.extents.empty() && g.strides.back() == stride * extent) {
    g.extents.back() *= extent;
    g.strides.back() = stride;
    return;
  }
  g.extents.push_back(extent);
  g.strides.push_back(stride);
}

// Element offset of flat position `flat` within a group's row-major order.
int64_t offset_of(int64_t flat, const Shape& extents, const Strides& strides, size_t dims) {
  int64_t offset = 0;
  for (size_t d = dims; d-- > 0;) {
    offset += (flat % extents[d]) * strides[d];
    flat /= extents[d];
  }
  return offset;
}

struct Plan {
  AxisGroup kept, reduced;
  int64_t outputs = 0, count = 0;  // output elements; elements reduced into each
};

constexpr int64_t kLanes = 256, kWideLanes = 1024;

// Accumulators with a vectorised step over a row of lanes (SumAccumulator).
template <class Acc, class = void>
constexpr bool kHasAddLanes = false;
template <class Acc>
constexpr bool kHasAddLanes<Acc, std::void_t<decltype(&Acc::add_lanes)>> = true;

template <class Acc>
class Reduction {
 public:
  using T = storage_t<Acc::kIn>;
  using O = storage_t<Acc::kOut>;

  Reduction(const Plan& plan, const char* in, char* out)
      : plan_(plan),
        in_(in),
        out_(reinterpret_cast<O*>(out)),
        reduced_loop_(plan.reduced.extents, {{const_cast<char*>(in), sizeof(T), &plan.reduced.strides}}) {}

  void run() {
    const AxisGroup& kept = plan_.kept;
    int64_t smallest_reduced = INT64_MAX;
    for (int64_t s : plan_.reduced.strides) smallest_reduced = std::min(smallest_reduced, s < 0 ? -s : s);
    const int threads = thread_count();
    if (threads > 1 && plan_.outputs < threads && plan_.count >= 2 * kGrain) {
      split();
    } else if (!kept.extents.empty() && std::abs(kept.strides.back()) <= smallest_reduced) {
      lanes();
    } else {
      rows();
    }
  }

 private:
  // Adds the reduced elements [begin, end) of the output whose first element is at `base`.
  void reduce_range(const char* base, int64_t begin, int64_t end, Acc& acc) const {
    const AxisGroup& r = plan_.reduced;
    if (r.extents.size() <= 1) {
      const int64_t stride = r.extents.empty() ? 0 : r.strides[0];
      acc.add_run(reinterpret_cast<const T*>(base) + begin * stride, stride, end - begin, begin);
      return;
    }
    int64_t position = begin;
    reduced_loop_.run(
        begin, end,
        [&](char* const* p, const int64_t* s, int64_t n) {
          acc.add_run(reinterpret_cast<const T*>(p[0]), s[0], n, position);
          position += n;
        },
        base - in_);
  }

  const char* output_base(int64_t o) const {
    const AxisGroup& k = plan_.kept;
    return in_ + offset_of(o, k.extents, k.strides, k.extents.size()) * static_cast<int64_t>(sizeof(T));
  }

  void rows() const {
    const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(plan_.count, 1));
    parallel_for(plan_.outputs, grain, [&](int64_t begin, int64_t end) {
      const AxisGroup& k = plan_.kept;
      // Step through the kept axes incrementally rather than dividing for every output.
      std::vector<int64_t> index(k.extents.size());
      int64_t rest = begin;
      for (size_t d = k.extents.size(); d-- > 0;) {
        index[d] = rest % k.extents[d];
        rest /= k.extents[d];
      }
      int64_t offset = offset_of(begin, k.extents, k.strides, k.extents.size());
      for (int64_t o = begin; o < end; ++o) {
        Acc acc;
        reduce_range(in_ + offset * static_cast<int64_t>(sizeof(T)), 0, plan_.count, acc);
        out_[o] = acc.result();
        for (size_t d = k.extents.size(); d-- > 0;) {
          offset += k.strides[d];
          if (++index[d] < k.extents[d]) break;
          offset -= k.extents[d] * k.strides[d];
          index[d] = 0;
        }
      }
    });
  }

  void lanes() const {
    const AxisGroup& k = plan_.kept;
    const size_t outer_dims = k.extents.size() - 1;
    const int64_t row_length = k.extents.back(), lane_stride = k.strides.back();
    // Vectorised sums take wider blocks (longer contiguous reads per reduced element, one block
    // per thread where the row allows), at most 1024 lanes: their 8 KiB of double totals stay in
    // the L1 cache beside the four row segments a pass reads (4096 lanes measured 0.54x NumPy on
    // one thread, 1024 lanes 1.0x); the others 256 lanes.
    int64_t width = kLanes;
    if constexpr (kHasAddLanes<Acc>) {
      const int64_t per_thread = (row_length + thread_count() - 1) / thread_count();
      width = std::clamp<int64_t>((per_thread + 63) / 64 * 64, kLanes, kWideLanes);
    }
    const int64_t blocks_per_row = (row_length + width - 1) / width;
    const int64_t tasks = plan_.outputs / row_length * blocks_per_row;
    const int64_t grain =
        std::max<int64_t>(1, kGrain / (std::min(row_length, width) * std::max<int64_t>(plan_.count, 1)));
    parallel_for(tasks, grain, [&](int64_t begin, int64_t end) {
      std::vector<Acc> acc_store(static_cast<size_t>(std::min(row_length, width)));
      Acc* acc = acc_store.data();
      for (int64_t t = begin; t < end; ++t) {
        const int64_t row = t / blocks_per_row, first = t % blocks_per_row * width;
        const int64_t lanes = std::min(width, row_length - first);
        const char* base = in_ + (offset_of(row, k.extents, k.strides, outer_dims) + first * lane_stride) *
                                     static_cast<int64_t>(sizeof(T));
        std::fill(acc, acc + lanes, Acc());
        int64_t position = 0;
        auto step = [&](const T* p, int64_t stride, int64_t n) {
          int64_t i = 0;
          if constexpr (kHasAddLanes<Acc>) {
            if (lane_stride == 1) {
              for (; i + 4 <= n; i += 4, position += 4) Acc::add_lanes4(acc, p + i * stride, stride, lanes);
            }
          }
          for (; i < n; ++i, ++position) {
            const T* element = p + i * stride;
            if constexpr (kHasAddLanes<Acc>) {
              if (lane_stride == 1) {
                Acc::add_lanes(acc, element, lanes);
                continue;
              }
            }
            if (lane_stride == 1) {
              for (int64_t j = 0; j < lanes; ++j) acc[j].add(load<Acc::kIn>(element[j]), position);
            } else {
              for (int64_t j = 0; j < lanes; ++j) acc[j].add(load<Acc::kIn>(element[j * lane_stride]), position);
            }
          }
        };
        const AxisGroup& r = plan_.reduced;
        if (r.extents.size() <= 1) {
          step(reinterpret_cast<const T*>(base), r.extents.empty() ? 0 : r.strides[0], plan_.count);
        } else {
          reduced_loop_.run(
              0, plan_.count, [&](char* const* p, const int64_t* s, int64_t n) { step(reinterpret_cast<const T*>(p[0]), s[0], n); },
              base - in_);
        }
        O* out = out_ + row * row_length + first;
        for (int64_t j = 0; j < lanes; ++j) out[j] = acc[j].result();
      }
    });
  }

  void split() const {
    for (int64_t o = 0; o < plan_.outputs; ++o) {
      const char* base = output_base(o);
      std::vector<std::pair<int64_t, Acc>> parts;
      std::mutex mutex;
      parallel_for(plan_.count, kGrain, [&](int64_t begin, int64_t end) {
        Acc acc;
        reduce_range(base, begin, end, acc);
        std::lock_guard<std::mutex> lock(mutex);
        parts.emplace_back(begin, acc);
      });
      std::sort(parts.begin(), parts.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      Acc total;
      for (const auto& part : parts) total.merge(part.second);
      out_[o] = total.result();
    }
  }

  const Plan& plan_;
  const char* in_;
  O* out_;
  StridedLoop reduced_loop_;
};

template <class Acc>
void reduce_with(const Plan& plan, const Node& in, Node& node, const std::string& op) {
  require(node.dtype == Acc::kOut, Status::Internal,
          op + ": output dtype " + dtype_name(node.dtype) + " for input " + dtype_name(in.dtype) + ", expected " +
              dtype_name(Acc::kOut));
  Reduction<Acc>(plan, node_data(in, op.c_str()), node_data(node, op.c_str())).run();
}

template <DType D>
void reduce_typed(ReduceOp r, const Plan& plan, const Node& in, Node& node, const std::string& op) {
  switch (r) {
    case ReduceOp::Sum: return reduce_with<SumAccumulator<D>>(plan, in, node, op);
    case ReduceOp::Prod: return reduce_with<ProdAccumulator<D>>(plan, in, node, op);
    case ReduceOp::Max: return reduce_with<ExtremeAccumulator<D, true>>(plan, in, node, op);
    case ReduceOp::Min: return reduce_with<ExtremeAccumulator<D, false>>(plan, in, node, op);
    case ReduceOp::All: return reduce_with<LogicalAccumulator<D, true>>(plan, in, node, op);
    case ReduceOp::Any: return reduce_with<LogicalAccumulator<D, false>>(plan, in, node, op);
    case ReduceOp::ArgMax: return reduce_with<ArgAccumulator<D, true>>(plan, in, node, op);
    case ReduceOp::ArgMin: return reduce_with<ArgAccumulator<D, false>>(plan, in, node, op);
    case ReduceOp::Count: break;
  }
  fail(Status::Internal, op + ": unknown reduction");
}

}  // namespace

void run_reduce(Node& node) {
  const ReduceOp r = node.params.reduce;
  const std::string op = std::string("reduce ") + reduce_name(r);
  require(node.inputs.size() == 1 && node.inputs[0], Status::Internal, op + ": expected one input");
  const Node& in = *node.inputs[0];
  const auto& axes = node.params.axes;
  const int64_t rank = static_cast<int64_t>(in.shape.size());
  require(in.strides.size() == in.shape.size(), Status::Internal, op + ": input strides do not match its shape");

  Plan plan;
  size_t next_axis = 0;
  for (int64_t d = 0; d < rank; ++d) {
    const bool reduced = next_axis < axes.size() && axes[next_axis] == d;
    if (reduced) ++next_axis;
    append_axis(reduced ? plan.reduced : plan.kept, in.shape[d], in.strides[d]);
  }
  require(next_axis == axes.size(), Status::Internal,
          op + ": axes must be sorted, unique and below the input's rank " + std::to_string(rank));
  plan.outputs = element_count(plan.kept.extents);  // merging axes keeps their products
  plan.count = element_count(plan.reduced.extents);
  require(plan.outputs == node.size(), Status::Internal,
          op + ": output shape " + shape_string(node.shape) + " does not match input " + shape_string(in.shape) +
              " reduced over the given axes");
  if (plan.outputs == 0) return;
  if (plan.count == 0) {
    const bool has_identity = r == ReduceOp::Sum || r == ReduceOp::Prod || r == ReduceOp::All || r == ReduceOp::Any;
    require(has_identity, Status::Internal, op + ": reduction of zero elements has no result");
    // The identity for every output: a reduction over an empty group.
    plan.reduced = AxisGroup{};
    plan.kept = AxisGroup{};
    plan.kept.extents = {plan.outputs};
    plan.kept.strides = {0};
  }
  dispatch_dtype(in.dtype, [&](auto tag) { reduce_typed<decltype(tag)::value>(r, plan, in, node, op); });
}

}  // namespace kiln::cpu
