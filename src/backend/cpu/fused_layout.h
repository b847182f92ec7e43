// What the CPU's fused loops (fused_loop.cpp for elementwise groups, fused_rows.cpp for row
// groups) work out once per group before each thread makes its copy: the leaves the members
// read, each member's inputs, and which per-thread buffer holds each unstored member.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "backend/cpu/strided_loop.h"
#include "core/device.h"
#include "core/fusion.h"
#include "core/node.h"

namespace kiln::cpu {

// Elements per block: with 4-byte elements 64 KiB a buffer, so that a chain's live buffers stay
// in the L2 cache while the block goes through every member.
constexpr int64_t kFusedBlock = 16384;

// A tensor the group reads but does not compute, or (row groups) a view that broadcasts a row
// member along the row: then `member` is that member's index and the view is read from the
// member's block, never from memory.
struct Leaf {
  const Node* node;
  ElementLayout kind;  // Strided leaves are gathered per block
  long member = -1;
};

struct Layout {
  std::vector<Leaf> leaves;
  // Per member: each input as a member index (>= 0) or ~leaf index (< 0).
  std::vector<std::vector<long>> inputs;
  std::vector<int> slot;  // per unstored member: its buffer (slots are reused), -1 when stored
  int slots = 0;
};

ElementLayout leaf_kind(const Node& node);
Layout plan_layout(const FusedGroup& group);

// One thread's copy of a group: shadow nodes that look like the leaves and members over one
// block, and the block buffers (64-byte aligned) behind the unstored members and gathered leaves.
// Member kernels run on the shadows unchanged.
class Shadows {
 public:
  Shadows(Device& device, int slots) : device_(device), slots_(static_cast<size_t>(slots)) {}
  std::shared_ptr<Storage> buffer(size_t bytes);
  // Appends member m's shadow: the member's own storage when it is stored, else its slot's
  // buffer of `slot_bytes` (made on first use); its inputs are the earlier shadows.
  void add_member(std::shared_ptr<Node> shadow, const Node& member, const Layout& layout, size_t m, size_t slot_bytes);
  // Runs every member's kernel on the block of `extent` along the shadows' first axis that
  // starts at index `first` of it (stored members write their storage there).
  void run_members(const Layout& layout, int64_t first, int64_t extent);

  std::vector<std::shared_ptr<Node>> leaves, members;

 private:
  Device& device_;
  std::vector<std::unique_ptr<char[]>> memory_;
  std::vector<std::shared_ptr<Storage>> slots_;
};

}  // namespace kiln::cpu
