// A row group (core/fusion.h) on the CPU: softmax, log-softmax, layer norm as one pass over
// memory. A block of whole rows at a time goes through every member's ordinary kernel, as in
// fused_loop.cpp: members of the full shape see the block as (rows, cols), the reductions reduce
// its rows to one value each, and the members after them read that value through a broadcast
// along the row (stride 0), from the thread's buffer. x is read from memory once and the result
// written once, where unfused kernels make a pass per op.
#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/elementwise.h"
#include "backend/cpu/fused_layout.h"
#include "backend/cpu/fused_loop.h"
#include "backend/cpu/gather.h"
#include "backend/cpu/kernels.h"
#include "core/error.h"

namespace kiln::cpu {

namespace {

constexpr int64_t kMinCols = 16;      // shorter rows: the per-block kernel calls cost more than a pass
constexpr int64_t kMaxCols = 1 << 20;  // a block's buffers stay a few MiB

// Each operand of the group lives in one of two domains: the full shape, seen per block as
// (rows, cols), or the row shape (one value per row), seen as (rows, 1).
bool full_domain(const Node& node, const FusedGroup& group) {
  return node.kind != OpKind::Reduce && node.shape == group.full;
}

// One thread's copy of the group, over blocks of up to `block_rows` rows.
class RowBlockRunner {
 public:
  RowBlockRunner(const FusedGroup& group, const Layout& layout, int64_t cols, int64_t block_rows)
      : layout_(layout), cols_(cols), shadows_(*group.members.front()->device, layout.slots) {
    const size_t block_bytes = static_cast<size_t>(block_rows * cols) * 8;
    for (size_t k = 0; k < layout.leaves.size(); ++k) {
      const Leaf& leaf = layout.leaves[k];
      // An input from outside the group is in the full domain by its shape alone, whatever made
      // it: a column sum (a Reduce node) of the full shape, as Nx's gradients of a bias give,
      // is no row value.
      const bool full = leaf.member >= 0 ? full_domain(*leaf.node, group) : leaf.node->shape == group.full;
      auto node = shadow(*leaf.node, full);
      if (leaf.member >= 0) {
        node->strides = {1, 0};  // the member's value for the row, along the row (storage set per block)
      } else if (leaf.kind == ElementLayout::Single) {
        node->strides = {0, 0};
        node->storage = leaf.node->storage;
        node->offset = leaf.node->offset;
      } else if (leaf.kind == ElementLayout::Compact) {
        node->storage = leaf.node->storage;
      } else if (full && same_row_every_row(*leaf.node, group.rows.size())) {
        node->strides = {0, 1};  // read in place, every row the same memory
        node->storage = leaf.node->storage;
        node->offset = leaf.node->offset;
      } else {
        node->storage = shadows_.buffer(block_bytes);
        gathers_.emplace_back(*leaf.node, node_data(*leaf.node, "fused row leaf"));
        gathered_.push_back(k);
      }
      shadows_.leaves.push_back(std::move(node));
    }
    for (size_t m = 0; m < group.members.size(); ++m) {
      const Node& real = *group.members[m];
      auto node = shadow(real, full_domain(real, group));
      shadows_.add_member(node, real, layout, m, block_bytes);
      if (real.kind == OpKind::Reduce) node->params.axes = {1};  // the row, whatever the real axes
    }
  }

  void run(int64_t first_row, int64_t rows) {
    size_t gathered = 0;
    for (size_t k = 0; k < shadows_.leaves.size(); ++k) {
      const Leaf& leaf = layout_.leaves[k];
      Node& node = *shadows_.leaves[k];
      node.shape[0] = rows;
      const int64_t width = node.shape[1];
      if (leaf.member >= 0) {
        const Node& base = *shadows_.members[leaf.member];  // its storage and offset, once it ran
        node.storage = base.storage;
        node.offset = layout_.slot[leaf.member] < 0 ? first_row : 0;
      } else if (leaf.kind == ElementLayout::Compact) {
        node.offset = leaf.node->offset + first_row * width;
      } else if (gathered < gathered_.size() && gathered_[gathered] == k) {
        gathers_[gathered++](first_row * width, (first_row + rows) * width,
                             static_cast<CpuStorage&>(*node.storage).data());
      }
    }
    shadows_.run_members(layout_, first_row, rows);
  }

 private:
  // A (rows, cols) or (rows, 1) node over a block of `real`'s rows, compact.
  std::shared_ptr<Node> shadow(const Node& real, bool full) const {
    auto node = std::make_shared<Node>();
    node->kind = OpKind::Constant;
    node->dtype = real.dtype;
    node->device = real.device;
    node->shape = {0, full ? cols_ : 1};
    node->strides = {full ? cols_ : 1, 1};
    return node;
  }

  const Layout& layout_;
  const int64_t cols_;
  Shadows shadows_;
  std::vector<Gather> gathers_;
  std::vector<size_t> gathered_;  // the leaves gathers_ fill, in order
};

}  // namespace

int64_t cpu_row_fusion_limit(const Node& reduce) {
  const Node& in = *reduce.inputs.at(0);
  int64_t cols = 1;
  for (int64_t axis : reduce.params.axes) cols *= in.shape.at(static_cast<size_t>(axis));
  // The same floor as elementwise groups (cpu_fuses): small tensors gain nothing.
  if (cols < kMinCols || !cpu_fuses_size(in.size())) return 0;
  return kMaxCols;
}

void run_row_fused(const FusedGroup& group) {
  const int64_t rows = element_count(group.rows);
  const int64_t total = element_count(group.full);
  require(rows > 0 && total % rows == 0, Status::Internal, "cpu row group: rows do not divide the full shape");
  const int64_t cols = total / rows;
  for (const Node* m : group.members) {
    const bool fits = m->kind == OpKind::Reduce || m->shape == group.full || m->size() == rows;
    require(fits && (m->kind == OpKind::Reduce || cpu_fusable(*m)), Status::Internal,
            "cpu row group: a member is neither elementwise over the full or row shape nor a row reduction");
  }
  const Layout layout = plan_layout(group);
  // About kFusedBlock elements a block, whole rows: the members' kernel calls are paid per block,
  // and a row value broadcast along the rows still takes the vector kernels (elementwise.cpp).
  const int64_t block_rows = std::max<int64_t>(1, kFusedBlock / cols);
  const int64_t blocks = (rows + block_rows - 1) / block_rows;
  const int64_t grain = std::max<int64_t>(1, kGrain / (block_rows * cols));
  parallel_for(blocks, grain, [&](int64_t first, int64_t last) {
    RowBlockRunner runner(group, layout, cols, std::min(block_rows, rows));
    for (int64_t b = first; b < last; ++b) {
      runner.run(b * block_rows, std::min(block_rows, rows - b * block_rows));
    }
  });
}

}  // namespace kiln::cpu
