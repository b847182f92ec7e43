// Kernel launches for Reduce (reduce.comp): one pass when each output's range is reduced by one
// work item, two when the range is split into chunks to fill the device.
#include <algorithm>

#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct ReducePush {  // reduce.comp's push constants
  uint64_t in_ptr, in_idx, out_ptr, out_idx, meta, outer, inner, item_base;
  uint32_t chunks, rank_kept, rank_red;
};

constexpr uint64_t kMaxChunks = 1024;
constexpr uint64_t kVecMaxChunks = 8192;
constexpr uint64_t kThreadModeItems = uint64_t{1} << 19;

// Partial rows a COLS4 thread combines in a later pass (KILN_COLS4_ROWS), and the threads its
// first pass aims for (KILN_COLS4_THREADS): docs/benchmarks.md has the H100 measurements.
uint64_t cols4_rows() {
  static const uint64_t value = env_knob("KILN_COLS4_ROWS", 64);
  return value;
}
uint64_t cols4_threads() {
  static const uint64_t value = env_knob("KILN_COLS4_THREADS", uint64_t{1} << 17);
  return value;
}
constexpr uint64_t kItemsPerDispatch = uint64_t{1} << 30;


DType reduce_output_dtype(ReduceOp op, DType in) {
  switch (op) {
    case ReduceOp::Sum: case ReduceOp::Prod: return sum_result_type(in);
    case ReduceOp::Max: case ReduceOp::Min: return in;
    case ReduceOp::All: case ReduceOp::Any: return DType::Bool;
    default: return DType::Int64;
  }
}

size_t accumulator_size(DType in) { return (is_floating(in) && in != DType::Float64) ? 4 : 8; }

// Reduces float32 partials, [rows][outer] row-major with outer a multiple of 4, over axis 0
// into `out` with reduce.comp's COLS4 threads (four neighbouring outputs each, coalesced both
// ways), at most cols4_rows() rows per thread a pass: one thread per 4 outputs walking all of
// them (128 rows of 8192 outputs: 2048 threads) left most of the device idle for as long as the
// pass that made the partials.
void reduce_partial_rows(Recorder& rec, ReduceOp op, Allocation partials, uint64_t rows, uint64_t outer, uint64_t out,
                         const Access& out_access) {
  while (true) {
    const uint64_t next = rows > cols4_rows() ? (rows + cols4_rows() - 1) / cols4_rows() : 1;
    const int64_t table[] = {static_cast<int64_t>(outer), 1, static_cast<int64_t>(rows), static_cast<int64_t>(outer)};
    ReducePush push{};
    push.in_ptr = partials.address;
    push.meta = rec.upload(table, sizeof table);
    push.outer = outer;
    push.inner = rows;
    push.chunks = static_cast<uint32_t>(next);
    push.rank_kept = push.rank_red = 1;
    const bool last = next == 1;
    Allocation fewer = last ? Allocation{} : rec.scratch(outer * next * 4);
    push.out_ptr = last ? out : fewer.address;
    const std::vector<uint32_t> constants = {static_cast<uint32_t>(op), 0u, last ? 1u : 0u, 0u, 0u, 1u};
    const std::vector<Access> accesses = {Access{partials.address, partials.address + partials.size, false},
                                          last ? out_access : Access{fewer.address, fewer.address + fewer.size, true}};
    const uint64_t items = outer / 4 * next;
    for (uint64_t base = 0; base < items; base += kItemsPerDispatch) {
      push.item_base = base;
      rec.dispatch("reduce_" + dtype_tag(DType::Float32), constants, &push, sizeof push,
                   (std::min(kItemsPerDispatch, items - base) + 255) / 256, accesses);
    }
    if (last) return;
    partials = fewer;
    rows = next;
  }
}

}  // namespace

void collapse_axes(const int64_t* shape, const int64_t* strides, size_t n, Shape& out_shape, Strides& out_strides) {
  for (size_t d = 0; d < n; ++d) {
    if (shape[d] == 1) continue;
    if (!out_shape.empty() && out_strides.back() == shape[d] * strides[d]) {
      out_shape.back() *= shape[d];
      out_strides.back() = strides[d];
    } else {
      out_shape.push_back(shape[d]);
      out_strides.push_back(strides[d]);
    }
  }
}

void run_reduce(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  ReduceOp op = node.params.reduce;
  if (node.dtype != reduce_output_dtype(op, in.dtype)) fail(Status::Internal, "Vulkan: reduce output dtype mismatch");

  // The input as [outer][inner]: kept axes then reduced axes, each collapsed.
  Shape kept_shape, red_shape, ks, rs;
  Strides kept_strides, red_strides, kst, rst;
  const auto& axes = node.params.axes;
  for (size_t d = 0; d < in.shape.size(); ++d) {
    bool reduced = std::find(axes.begin(), axes.end(), static_cast<int64_t>(d)) != axes.end();
    (reduced ? rs : ks).push_back(in.shape[d]);
    (reduced ? rst : kst).push_back(in.strides[d]);
  }
  collapse_axes(ks.data(), kst.data(), ks.size(), kept_shape, kept_strides);
  collapse_axes(rs.data(), rst.data(), rs.size(), red_shape, red_strides);
  uint64_t outer = static_cast<uint64_t>(element_count(kept_shape));
  uint64_t inner = static_cast<uint64_t>(element_count(red_shape));
  if (outer == 0) return;

  std::vector<int64_t> table;
  table.insert(table.end(), kept_shape.begin(), kept_shape.end());
  table.insert(table.end(), kept_strides.begin(), kept_strides.end());
  table.insert(table.end(), red_shape.begin(), red_shape.end());
  table.insert(table.end(), red_strides.begin(), red_strides.end());
  uint64_t meta = table.empty() ? 0 : rec.upload(table.data(), table.size() * sizeof(int64_t));

  // A workgroup per output when the reduced elements are adjacent in memory (or there are too
  // few outputs to occupy threads); otherwise a thread per output, neighbours reading neighbours.
  bool inner_unit = red_strides.empty() || red_strides.back() == 1;
  bool wg = inner >= 256 && (inner_unit || outer < 4096);
  // Thread mode reads one element at a time per thread, so it needs many threads (about half a
  // million, a few per H100 lane) to keep enough loads in flight: axis-0 sums are latency-bound.
  uint64_t chunks = wg ? std::min((2048 + outer - 1) / outer, std::max<uint64_t>(1, inner / 4096))
                       : std::min((kThreadModeItems + outer - 1) / outer, std::max<uint64_t>(1, inner / 64));
  bool arg = op == ReduceOp::ArgMax || op == ReduceOp::ArgMin;
  // uvec4 reads when every output's reduced range is contiguous and 16-byte aligned.
  bool vec = wg && !arg && itemsize(in.dtype) == 4 && red_shape.size() == 1 && red_strides[0] == 1 &&
             element_address(in) % 16 == 0 &&
             std::all_of(kept_strides.begin(), kept_strides.end(), [](int64_t s) { return s % 4 == 0; });
  // Streaming reads go faster with many small workgroups (several waves: a short last wave)
  // than with about two waves of long ones.
  if (vec) chunks = std::min((8192 + outer - 1) / outer, std::max<uint64_t>(1, inner / 4096));
  chunks = std::clamp<uint64_t>(chunks, 1, vec ? kVecMaxChunks : kMaxChunks);
  std::string kernel = "reduce_" + dtype_tag(in.dtype);
  // Four neighbouring outputs per thread (reduce.comp's COLS4: an axis-0 float32 reduction).
  const bool cols4 = !wg && in.dtype == DType::Float32 &&
                     (op == ReduceOp::Sum || op == ReduceOp::Prod || op == ReduceOp::Max || op == ReduceOp::Min) &&
                     kept_shape.size() == 1 && kept_strides[0] == 1 && outer % 4 == 0 && red_shape.size() == 1 &&
                     red_strides[0] % 4 == 0 && element_address(in) % 16 == 0;
  if (cols4) {
    chunks = std::clamp<uint64_t>(std::min((cols4_threads() + outer / 4 - 1) / (outer / 4), inner / 16), 1, kMaxChunks);
  }
  auto run_pass = [&](ReducePush push, bool workgroups, uint32_t source, uint32_t final,
                      const std::vector<Access>& accesses) {
    uint32_t vec_pass = vec && source == 0 ? 1u : 0u;
    std::vector<uint32_t> constants = {static_cast<uint32_t>(op), source, final, workgroups ? 1u : 0u, vec_pass,
                                       cols4 ? 1u : 0u};
    uint64_t items = cols4 ? push.outer / 4 * push.chunks : push.outer * push.chunks;
    for (uint64_t base = 0; base < items; base += kItemsPerDispatch) {
      uint64_t count = std::min(kItemsPerDispatch, items - base);
      push.item_base = base;
      rec.dispatch(kernel, constants, &push, sizeof(push), workgroups ? count : (count + 255) / 256, accesses);
    }
  };

  ReducePush p1{};
  p1.in_ptr = element_address(in);
  p1.meta = meta;
  p1.outer = outer;
  p1.inner = inner;
  p1.chunks = static_cast<uint32_t>(chunks);
  p1.rank_kept = static_cast<uint32_t>(kept_shape.size());
  p1.rank_red = static_cast<uint32_t>(red_shape.size());
  Access out_access = storage_access(node, true);
  if (chunks == 1) {
    p1.out_ptr = element_address(node);
    run_pass(p1, wg, 0, 1, {storage_access(in, false), out_access});
    return;
  }
  Allocation values = rec.scratch(outer * chunks * accumulator_size(in.dtype));
  Allocation indices = arg ? rec.scratch(outer * chunks * 8) : Allocation{};
  Access values_access{values.address, values.address + values.size, true};
  Access indices_access{indices.address, indices.address + indices.size, true};
  p1.out_ptr = values.address;
  p1.out_idx = indices.address;
  run_pass(p1, wg, 0, 0, {storage_access(in, false), values_access, indices_access});
  if (cols4) return reduce_partial_rows(rec, op, values, chunks, outer, element_address(node), out_access);

  ReducePush p2{};
  p2.in_ptr = values.address;
  p2.in_idx = indices.address;
  p2.out_ptr = element_address(node);
  p2.outer = outer;
  p2.inner = chunks;
  p2.chunks = 1;
  values_access.write = indices_access.write = false;
  run_pass(p2, outer < 4096, 1, 1, {values_access, indices_access, out_access});
}

void sum_partial_rows(Recorder& rec, const Allocation& partials, uint64_t rows, uint64_t outer, uint64_t out,
                      const Access& out_access) {
  reduce_partial_rows(rec, ReduceOp::Sum, partials, rows, outer, out, out_access);
}

}  // namespace kiln::vulkan
