// Kernel launches for Scatter (scatter.comp): copy the base, then either pick each row's last
// update (put: int32 winners in scratch, atomicMax) and write it, or add every update with atomics.
#include <algorithm>

#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

struct ScatterPush {  // scatter.comp's push constants
  uint64_t out_ptr, base_ptr, rows_ptr, updates_ptr, winner_ptr, total, width, first, rows;
};

constexpr uint64_t kThreadsPerDispatch = uint64_t{1} << 30;

}  // namespace

void run_scatter(Recorder& rec, const Node& node) {
  const Node& base = *node.inputs.at(0);
  const Node& rows = *node.inputs.at(1);
  const Node& updates = *node.inputs.at(2);
  if (rows.dtype != DType::Int64 || !base.contiguous() || !rows.contiguous() || !updates.contiguous()) {
    fail(Status::Internal, "Vulkan scatter: expects compact inputs and int64 rows");
  }
  const bool add = node.params.accumulate;
  const bool float_add = add && node.dtype == DType::Float32 && rec.context().features().float32_atomic_add;
  const std::string kernel = std::string(float_add ? "scatter_fadd_" : "scatter_") +
                             dtype_tag(add ? node.dtype : same_size_unsigned(node.dtype));
  ScatterPush push{};
  push.out_ptr = element_address(node);
  push.base_ptr = element_address(base);
  push.rows_ptr = element_address(rows);
  push.updates_ptr = element_address(updates);
  push.width = static_cast<uint64_t>(node.shape.at(1));
  const uint64_t out_rows = static_cast<uint64_t>(node.shape.at(0));
  push.rows = out_rows;
  const uint64_t count = static_cast<uint64_t>(rows.size());
  Allocation winners;
  Access winner_access;
  if (!add && count > 0) {
    winners = rec.scratch(out_rows * 4);
    winner_access = Access{winners.address, winners.address + winners.size, true};
    push.winner_ptr = winners.address;
  }
  auto pass = [&](uint32_t mode, uint64_t total, const std::vector<Access>& accesses) {
    push.total = total;
    for (uint64_t first = 0; first < total; first += kThreadsPerDispatch) {
      push.first = first;
      const uint64_t n = std::min(kThreadsPerDispatch, total - first);
      rec.dispatch(kernel, {mode}, &push, sizeof(push), (n + 255) / 256, accesses);
    }
  };
  const Access out_write = storage_access(node, true);
  const uint64_t bytes = static_cast<uint64_t>(node.size()) * itemsize(node.dtype);
  if (bytes % 16 == 0 && (push.out_ptr | push.base_ptr) % 16 == 0) {
    pass(5, bytes / 16, {storage_access(base, false), out_write});
  } else {
    pass(0, static_cast<uint64_t>(node.size()), {storage_access(base, false), out_write});
  }
  if (count == 0 || push.width == 0) return;
  const Access rows_read = storage_access(rows, false), updates_read = storage_access(updates, false);
  if (add) {
    pass(4, count * push.width, {rows_read, updates_read, out_write});
    return;
  }
  pass(1, out_rows, {winner_access});
  pass(2, count, {rows_read, winner_access});
  Access winner_read = winner_access;
  winner_read.write = false;
  pass(3, count * push.width, {rows_read, updates_read, winner_read, out_write});
}

}  // namespace kiln::vulkan
