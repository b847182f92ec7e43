// Kernel launches for Scan (scan.comp): a workgroup per line when the scan axis is innermost and
// long, else a thread per line (outer axes: neighbouring threads walk neighbouring columns); a
// few very long lines over many workgroups: float lines in one pass (scan_lookback.comp) on GPUs,
// others (and on CPU devices) in chunks, three passes.
#include <algorithm>
#include <cstdlib>
#include <string>

#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct ScanPush {  // scan.comp's push constants
  uint64_t in_ptr, out_ptr, meta, lines, len, inner;
  int64_t in_step;
  uint64_t line_base, partials, chunk;
  uint32_t rank;
};

constexpr uint64_t kLinesPerDispatch = uint64_t{1} << 30;
constexpr int64_t kWorkgroupLineLength = 64;  // shorter lines: a thread each is cheaper
// Lines at least kChunkedLength long, fewer than kChunkedLines of them, are scanned in chunks
// of kChunk positions by many workgroups (reduce, scan the partials, scan again).
constexpr uint64_t kChunk = 4 * 256 * 8;  // 4 tiles of scan.comp's 256 x ITEMS
constexpr uint64_t kChunkedLength = 4 * kChunk;
constexpr uint64_t kChunkedLines = 1024;
constexpr uint64_t kLookbackTile = 256 * 32;  // scan_lookback.comp's LB_TILE

// Long lines of float32/float16/bfloat16 (float accumulators, packed with a flag into one 64-bit
// atomic word) scan in one pass where look-backs may run (KILN_SCAN_LOOKBACK=0 / 1 forces it
// off / on; tests run both); else the three-pass scan, which never waits.
bool lookback_applies(const Recorder& rec, DType dtype) {
  static const char* choice = std::getenv("KILN_SCAN_LOOKBACK");
  return lookback_allowed(rec, choice) &&
         (dtype == DType::Float32 || dtype == DType::Float16 || dtype == DType::BFloat16);
}

// KILN_SCAN_PREFIX_EVERY=N (tests): only every Nth tile publishes its inclusive prefix, so
// look-backs reach far (scan_lookback.comp's PREFIX_EVERY); results are the same.
uint32_t prefix_every() {
  static const uint32_t every = [] {
    const char* text = std::getenv("KILN_SCAN_PREFIX_EVERY");
    const unsigned long n = text ? std::strtoul(text, nullptr, 10) : 1;
    return static_cast<uint32_t>(n >= 1 && n <= 4096 ? n : 1);
  }();
  return every;
}

}  // namespace

bool lookback_allowed(const Recorder& rec, const char* choice) {
  const bool cpu_device = rec.context().properties().deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
  const bool enabled = choice && *choice ? std::string(choice) != "0" : !cpu_device;
  return enabled && rec.context().features().int64_atomics;
}

void run_scan(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  const char* op = scan_name(node.params.scan);
  if (node.params.scan == ScanOp::LogCumSumExp && !is_floating(in.dtype)) {
    fail(Status::Internal, std::string("Vulkan: ") + op + " of a non-float input");
  }
  const size_t axis = static_cast<size_t>(node.params.axes.at(0));
  // The lines: every dimension but the axis, with the input's strides over them.
  std::vector<int64_t> table;
  Shape line_shape;
  Strides line_strides;
  int64_t inner = 1;
  for (size_t d = 0; d < in.shape.size(); ++d) {
    if (d == axis) continue;
    if (d > axis) inner *= in.shape[d];
    line_shape.push_back(in.shape[d]);
    line_strides.push_back(in.strides[d]);
  }
  table.insert(table.end(), line_shape.begin(), line_shape.end());
  table.insert(table.end(), line_strides.begin(), line_strides.end());

  ScanPush push{};
  push.in_ptr = element_address(in);
  push.out_ptr = element_address(node);
  push.meta = table.empty() ? 0 : rec.upload(table.data(), table.size() * sizeof(int64_t));
  push.lines = static_cast<uint64_t>(element_count(line_shape));
  push.len = static_cast<uint64_t>(in.shape[axis]);
  push.inner = static_cast<uint64_t>(inner);
  push.in_step = in.strides[axis];
  push.rank = static_cast<uint32_t>(line_shape.size());
  if (push.lines == 0 || push.len == 0) return;

  const bool workgroups = inner == 1 && in.shape[axis] >= kWorkgroupLineLength;
  const std::string kernel = "scan_" + dtype_tag(in.dtype);
  const uint32_t op_id = static_cast<uint32_t>(node.params.scan), reverse = node.params.reverse ? 1u : 0u;
  const bool long_lines = workgroups && push.len >= kChunkedLength && push.lines < kChunkedLines;
  if (long_lines && lookback_applies(rec, in.dtype)) {
    // One pass (scan_lookback.comp): zero the tile states and the counter, then the scan.
    const uint64_t tiles = push.lines * ((push.len + kLookbackTile - 1) / kLookbackTile), words = tiles + 1;
    const Allocation state = rec.scratch(words * 8);
    const Access state_write{state.address, state.address + state.size, true};
    // The look-back by a subgroup over a window of tiles where subgroups ballot and shuffle (the
    // flag is off under KILN_ROW_SHUFFLE=off: tests run the one-invocation walk that way).
    const auto& features = rec.context().features();
    const bool window = features.subgroup_ballot && features.subgroup_shuffle;
    const std::string lb_kernel = std::string(window ? "scan_lookback_subgroup_" : "scan_lookback_") + dtype_tag(in.dtype);
    push.partials = state.address;
    push.chunk = words;  // MODE 0: how many words to zero
    const uint32_t spin_rmw = rec.context().properties().deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? 1u : 0u;
    const uint32_t every = prefix_every();
    rec.dispatch(lb_kernel, {op_id, 0u, reverse, spin_rmw, every}, &push, sizeof(push), (words + 255) / 256, {state_write});
    rec.dispatch(lb_kernel, {op_id, 1u, reverse, spin_rmw, every}, &push, sizeof(push), tiles,
                 {storage_access(in, false), state_write, storage_access(node, true)});
    return;
  }
  if (long_lines) {
    const bool float_acc = in.dtype == DType::Float32 || in.dtype == DType::Float16 || in.dtype == DType::BFloat16;
    const uint64_t chunks = (push.len + kChunk - 1) / kChunk, acc_size = float_acc ? 4 : 8;
    const Allocation partials = rec.scratch(push.lines * chunks * acc_size);
    const Access part_write{partials.address, partials.address + partials.size, true};
    const Access part_read{partials.address, partials.address + partials.size, false};
    push.partials = partials.address;
    push.chunk = kChunk;
    const uint64_t groups = push.lines * chunks;
    for (uint32_t mode : {2u, 3u, 4u}) {
      std::vector<Access> accesses;
      if (mode != 3) accesses.push_back(storage_access(in, false));
      accesses.push_back(mode == 4 ? part_read : part_write);
      if (mode == 4) accesses.push_back(storage_access(node, true));
      const uint64_t total = mode == 3 ? push.lines : groups;
      for (uint64_t base = 0; base < total; base += kLinesPerDispatch) {
        push.line_base = base;
        rec.dispatch(kernel, {op_id, mode, reverse}, &push, sizeof(push), std::min(kLinesPerDispatch, total - base), accesses);
      }
    }
    return;
  }
  std::vector<uint32_t> constants = {op_id, workgroups ? 1u : 0u, reverse};
  const std::vector<Access> accesses = {storage_access(in, false), storage_access(node, true)};
  for (uint64_t base = 0; base < push.lines; base += kLinesPerDispatch) {
    const uint64_t count = std::min(kLinesPerDispatch, push.lines - base);
    push.line_base = base;
    rec.dispatch(kernel, constants, &push, sizeof(push), workgroups ? count : (count + 255) / 256, accesses);
  }
}

}  // namespace kiln::vulkan
