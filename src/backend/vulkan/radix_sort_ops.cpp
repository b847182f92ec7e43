// Kernel launches for the radix argsort (radix_sort.comp): per 8-bit digit, a histogram per tile,
// a scan of the histograms over each row's tiles, a stable scatter (or, on GPUs, one histogram
// of every digit and then one dispatch a pass, the tiles' offsets found by look-back); keys and
// positions ping-pong between two scratch pairs, the first pass reads the input and the last
// writes int64 positions.
// sort(x) is take_along_axis(x, argsort(x)): when both are in one recording, the last pass also
// keeps the sorted keys and the take becomes a sequential decode of them (radix_values.comp)
// instead of a gather through the positions, which cost as much as a radix pass.
// Rows longer than a bitonic block (1024) take it; KILN_SORT_RADIX_MIN=n moves the threshold
// (0: every row, a huge value: never), so tests reach both paths with small inputs.
#include <algorithm>
#include <cstdlib>

#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct RadixPush {  // radix_sort.comp's push constants
  uint64_t in_ptr, in_pos, out_ptr, out_pos, hist, totals, rows, len, tiles, base, states;
  uint32_t shift;
};

struct ValuesPush {  // radix_values.comp's push constants
  uint64_t keys, positions, out_ptr, source, rows, len, base;
};

constexpr uint64_t kThreads = 256;        // radix_sort.comp's workgroup size
constexpr uint64_t kScanThreadTiles = 64; // rows of at most this many tiles: a thread per (row, digit)
constexpr uint64_t kPerDispatch = uint64_t{1} << 30;
constexpr uint64_t kHistTiles = 8;        // radix_sort.comp's HIST_TILES
constexpr uint64_t kValuesTile = 2048;    // radix_values.comp's TILE

// radix_sort.comp's TILE for keys of key_size bytes.
uint64_t radix_tile(uint64_t key_size) { return kThreads * (key_size == 8 ? 8 : 16); }

uint64_t radix_min_length() {
  static const uint64_t value = [] {
    const char* e = std::getenv("KILN_SORT_RADIX_MIN");
    return e && *e ? std::strtoull(e, nullptr, 10) : uint64_t{1025};
  }();
  return value;
}

// A pass in one dispatch with look-back offsets (radix_sort.comp's ONESWEEP variant) where
// look-backs may run; KILN_SORT_ONESWEEP=0 / 1 forces it off / on (tests run both).
bool onesweep_applies(const Recorder& rec) {
  static const char* choice = std::getenv("KILN_SORT_ONESWEEP");
  return lookback_allowed(rec, choice);
}

// Bits of the key radix_sort.comp makes for the dtype.
uint32_t key_bits(DType dtype) {
  if (itemsize(dtype) == 8) return 64;
  if (is_floating(dtype)) return 32;
  return static_cast<uint32_t>(itemsize(dtype)) * 8;
}

// The Argsort node behind a take's indices (through views that keep its layout), or null.
const Node* argsort_behind(const Node& indices) {
  const Node* n = &indices;
  while (n->kind == OpKind::View && !n->inputs.empty() && n->offset == 0 && n->contiguous() &&
         n->shape == n->inputs[0]->shape && n->dtype == n->inputs[0]->dtype) {
    n = n->inputs[0].get();
  }
  return n->kind == OpKind::Argsort ? n : nullptr;
}

bool same_elements(const Node& a, const Node& b) {
  return a.storage == b.storage && a.offset == b.offset && a.dtype == b.dtype && a.shape == b.shape &&
         a.contiguous() && b.contiguous();
}

}  // namespace

void want_sorted_keys(Recorder& rec, const Node& node) {
  if (node.kind != OpKind::Take || !node.params.along) return;
  if (const Node* order = argsort_behind(*node.inputs.at(1))) rec.want_kept(order);
}

bool run_sorted_values(Recorder& rec, const Node& take) {
  if (!take.params.along || take.params.axes.size() != 1) return false;
  const Node& x = *take.inputs.at(0);
  const Node* order = argsort_behind(*take.inputs.at(1));
  const Allocation* keys = order ? rec.kept(order) : nullptr;
  if (!keys || take.params.axes[0] + 1 != static_cast<int64_t>(take.shape.size()) ||
      !same_elements(x, *order->inputs.at(0)) || take.shape != order->shape) {
    return false;
  }
  ValuesPush push{};
  push.len = static_cast<uint64_t>(take.shape.back());
  push.rows = static_cast<uint64_t>(take.size()) / push.len;
  push.keys = keys->address;
  push.positions = element_address(*order);
  push.out_ptr = element_address(take);
  push.source = element_address(x);
  const uint64_t elements = push.rows * push.len, groups = (elements + kValuesTile - 1) / kValuesTile;
  const std::vector<uint32_t> constants = {order->params.descending ? 1u : 0u};
  const std::vector<Access> accesses = {Access{keys->address, keys->address + keys->size, false},
                                        storage_access(*order, false), storage_access(x, false),
                                        storage_access(take, true)};
  for (uint64_t b = 0; b < groups; b += kPerDispatch) {
    push.base = b;
    rec.dispatch("radix_values_" + dtype_tag(x.dtype), constants, &push, sizeof(push), std::min(kPerDispatch, groups - b),
                 accesses);
  }
  return true;
}

bool radix_sort_applies(const Recorder& rec, const Node& node) {
  if (!rec.context().features().subgroup_ballot || node.shape.empty()) return false;
  const uint64_t len = static_cast<uint64_t>(node.shape.back());
  return len >= radix_min_length() && len > 0 && len < (uint64_t{1} << 31);
}

void run_radix_argsort(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  const uint64_t len = static_cast<uint64_t>(node.shape.back());
  const uint64_t rows = static_cast<uint64_t>(node.size()) / len;
  if (rows == 0) return;
  const uint32_t passes = key_bits(in.dtype) / 8;
  const uint64_t key_size = key_bits(in.dtype) == 64 ? 8 : 4;
  const uint64_t elements = rows * len, tiles = (len + radix_tile(key_size) - 1) / radix_tile(key_size);
  const bool onesweep = onesweep_applies(rec);
  const std::string kernel = (onesweep ? "radix_sort_onesweep_" : "radix_sort_") + dtype_tag(in.dtype);
  const uint32_t descending = node.params.descending ? 1u : 0u;
  const uint32_t spin_rmw = rec.context().properties().deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? 1u : 0u;

  // One-sweep: every pass's digit totals [passes][rows][256] and the tile states (zeroed once:
  // each state carries its pass) with a tile counter per pass. Otherwise per-tile histograms
  // and one pass's totals, rewritten each pass.
  Allocation hist, totals, states;
  if (onesweep) {
    totals = rec.scratch(passes * rows * 256 * 4);
    states = rec.scratch((rows * tiles * 256 + passes) * 8);
    rec.zero(totals);
    rec.zero(states);
  } else {
    hist = rec.scratch(rows * 256 * tiles * 4);
    totals = rec.scratch(rows * 256 * 4);
  }
  const bool keep_keys = rec.kept_wanted(&node);
  Allocation keys[2], positions[2];
  for (int i = 0; i < (passes > 1 ? 2 : keep_keys ? 1 : 0); ++i) {
    keys[i] = rec.scratch(elements * key_size);
    if (passes > 1) positions[i] = rec.scratch(elements * 4);
  }
  auto range = [](const Allocation& a, bool write) { return Access{a.address, a.address + a.size, write}; };
  const Access in_read = storage_access(in, false), out_write = storage_access(node, true);

  RadixPush push{};
  push.rows = rows;
  push.len = len;
  push.tiles = tiles;
  push.hist = hist.address;
  push.totals = totals.address;
  push.states = states.address;
  const bool scan_groups = tiles > kScanThreadTiles;
  const uint64_t row_tiles = rows * tiles, lines = rows * 256;
  if (onesweep) {
    const uint64_t groups = rows * ((tiles + kHistTiles - 1) / kHistTiles);
    push.in_ptr = element_address(in);
    for (uint64_t b = 0; b < groups; b += kPerDispatch) {
      push.base = b;
      rec.dispatch(kernel, {3u, descending, 1u, 0u, 0u, spin_rmw}, &push, sizeof(push), std::min(kPerDispatch, groups - b),
                   {in_read, range(totals, true)});
    }
  }
  for (uint32_t p = 0; p < passes; ++p) {
    const bool first = p == 0, last = p + 1 == passes;
    const int from = (p + 1) % 2, to = p % 2;  // pass 0 writes pair 0, pass 1 pair 1, ...
    push.shift = 8 * p;
    std::vector<Access> reads;
    if (first) {
      push.in_ptr = element_address(in);
      push.in_pos = 0;
      reads.push_back(in_read);
    } else {
      push.in_ptr = keys[from].address;
      push.in_pos = positions[from].address;
      reads.push_back(range(keys[from], false));
      reads.push_back(range(positions[from], false));
    }
    const std::vector<uint32_t> flags = {descending, first ? 1u : 0u, last ? 1u : 0u, scan_groups ? 1u : 0u, spin_rmw};
    auto constants = [&](uint32_t mode) {
      std::vector<uint32_t> c = {mode};
      c.insert(c.end(), flags.begin(), flags.end());
      return c;
    };
    std::vector<Access> scatter_accesses = reads;
    if (onesweep) {
      push.totals = totals.address + uint64_t{p} * rows * 256 * 4;
      scatter_accesses.push_back(range(totals, false));
      scatter_accesses.push_back(range(states, true));
    } else {
      std::vector<Access> hist_accesses = reads;
      hist_accesses.push_back(range(hist, true));
      for (uint64_t b = 0; b < row_tiles; b += kPerDispatch) {
        push.base = b;
        rec.dispatch(kernel, constants(0), &push, sizeof(push), std::min(kPerDispatch, row_tiles - b), hist_accesses);
      }
      const std::vector<Access> scan_accesses = {range(hist, true), range(totals, true)};
      const uint64_t scan_items = scan_groups ? lines : (lines + kThreads - 1) / kThreads;
      for (uint64_t b = 0; b < scan_items; b += kPerDispatch) {
        push.base = scan_groups ? b : b * kThreads;
        rec.dispatch(kernel, constants(1), &push, sizeof(push), std::min(kPerDispatch, scan_items - b), scan_accesses);
      }
      scatter_accesses.push_back(range(hist, false));
      scatter_accesses.push_back(range(totals, false));
    }
    if (last) {
      push.out_ptr = element_address(node);
      push.out_pos = keep_keys ? keys[to].address : 0;  // the pass's spare key buffer
      scatter_accesses.push_back(out_write);
      if (keep_keys) scatter_accesses.push_back(range(keys[to], true));
    } else {
      push.out_ptr = keys[to].address;
      push.out_pos = positions[to].address;
      scatter_accesses.push_back(range(keys[to], true));
      scatter_accesses.push_back(range(positions[to], true));
    }
    for (uint64_t b = 0; b < row_tiles; b += kPerDispatch) {
      push.base = b;
      rec.dispatch(kernel, constants(onesweep ? 4u : 2u), &push, sizeof(push), std::min(kPerDispatch, row_tiles - b),
                   scatter_accesses);
    }
  }
  if (keep_keys) rec.keep(&node, keys[(passes - 1) % 2]);
}

}  // namespace kiln::vulkan
