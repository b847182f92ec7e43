// Kernel launches for Argsort (sort.comp): blocks of 1024 sorted in shared memory, then merge
// passes doubling the sorted run length (keys and positions ping-pong between two scratch pairs)
// until a run is a whole row; the last pass writes the int64 positions. Long rows go to the radix
// sort instead (radix_sort_ops.cpp), where the device allows.
#include <algorithm>

#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct SortPush {  // sort.comp's push constants
  uint64_t in_ptr, in_pos, out_ptr, out_pos, rows, len, width, base;
};

constexpr uint64_t kBlock = 1024;  // sort.comp's BLOCK
constexpr uint64_t kPerDispatch = uint64_t{1} << 30;

}  // namespace

void run_argsort(Recorder& rec, const Node& node) {
  const Node& in = *node.inputs.at(0);
  if (!in.contiguous() || node.dtype != DType::Int64 || node.shape.empty()) {
    fail(Status::Internal, "Vulkan argsort: expects a compact input of rank >= 1");
  }
  if (radix_sort_applies(rec, node)) return run_radix_argsort(rec, node);
  const uint64_t len = static_cast<uint64_t>(node.shape.back());
  const uint64_t rows = static_cast<uint64_t>(node.size()) / len;
  const std::string kernel = "sort_" + dtype_tag(in.dtype);
  const uint32_t descending = node.params.descending ? 1u : 0u;
  const uint64_t blocks = rows * ((len + kBlock - 1) / kBlock);
  const Access out_write = storage_access(node, true);

  SortPush push{};
  push.rows = rows;
  push.len = len;
  push.in_ptr = element_address(in);
  const uint64_t elements = rows * len;
  Allocation keys[2], positions[2];
  std::vector<Access> scratch;
  if (len > kBlock) {
    for (int i = 0; i < 2; ++i) {
      keys[i] = rec.scratch(elements * 8);
      positions[i] = rec.scratch(elements * 4);
    }
    push.out_ptr = keys[0].address;
    push.out_pos = positions[0].address;
  } else {
    push.out_ptr = element_address(node);
  }
  auto range = [](const Allocation& a, bool write) { return Access{a.address, a.address + a.size, write}; };
  std::vector<Access> first_pass = {storage_access(in, false)};
  if (len > kBlock) {
    first_pass.push_back(range(keys[0], true));
    first_pass.push_back(range(positions[0], true));
  } else {
    first_pass.push_back(out_write);
  }
  for (uint64_t b = 0; b < blocks; b += kPerDispatch) {
    push.base = b;
    rec.dispatch(kernel, {0u, descending, 0u}, &push, sizeof(push), std::min(kPerDispatch, blocks - b), first_pass);
  }
  int from = 0;
  for (uint64_t width = kBlock; width < len; width *= 2) {
    const bool final = width * 2 >= len;
    const int to = 1 - from;
    push.in_ptr = keys[from].address;
    push.in_pos = positions[from].address;
    push.width = width;
    std::vector<Access> accesses = {range(keys[from], false), range(positions[from], false)};
    if (final) {
      push.out_ptr = element_address(node);
      accesses.push_back(out_write);
    } else {
      push.out_ptr = keys[to].address;
      push.out_pos = positions[to].address;
      accesses.push_back(range(keys[to], true));
      accesses.push_back(range(positions[to], true));
    }
    for (uint64_t e = 0; e < elements; e += kPerDispatch) {
      push.base = e;
      const uint64_t n = std::min(kPerDispatch, elements - e);
      rec.dispatch(kernel, {1u, descending, final ? 1u : 0u}, &push, sizeof(push), (n + 255) / 256, accesses);
    }
    from = to;
  }
}

}  // namespace kiln::vulkan
