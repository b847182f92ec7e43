#include "backend/cpu/fused_loop.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <unordered_map>
#include <vector>

#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/elementwise.h"
#include "backend/cpu/gather.h"
#include "backend/cpu/kernels.h"
#include "core/error.h"

namespace kiln::cpu {

namespace {

// Elements per block: with 4-byte elements 64 KiB a buffer, so that a chain's live buffers stay
// in the L2 cache while the block goes through every member.
constexpr int64_t kBlock = 16384;


struct Leaf {
  const Node* node;
  ElementLayout kind;  // Strided leaves are gathered per block
};

// What every thread's copy of the group is made from, worked out once.
struct Layout {
  std::vector<Leaf> leaves;
  // Per member: each input as a member index (>= 0) or ~leaf index (< 0).
  std::vector<std::vector<long>> inputs;
  std::vector<int> slot;  // per unstored member: its buffer (slots are reused), -1 when stored
  int slots = 0;
};

ElementLayout leaf_kind(const Node& node) { return element_layout(node.shape, node.strides); }

Layout plan_layout(const FusedGroup& group) {
  Layout layout;
  std::unordered_map<const Node*, long> member, leaf;
  for (size_t m = 0; m < group.members.size(); ++m) member[group.members[m]] = static_cast<long>(m);
  std::vector<size_t> last_read(group.members.size(), 0);
  for (size_t m = 0; m < group.members.size(); ++m) {
    std::vector<long> ins;
    for (const auto& in : group.members[m]->inputs) {
      auto it = member.find(in.get());
      if (it != member.end()) {
        ins.push_back(it->second);
        last_read[it->second] = m;
        continue;
      }
      auto [at, added] = leaf.emplace(in.get(), static_cast<long>(layout.leaves.size()));
      if (added) layout.leaves.push_back({in.get(), leaf_kind(*in)});
      ins.push_back(~at->second);
    }
    layout.inputs.push_back(std::move(ins));
  }
  // Buffers for unstored members: one is free again after its member's last reader ran.
  const std::unordered_map<const Node*, bool> stored = [&] {
    std::unordered_map<const Node*, bool> s;
    for (const Node* out : group.outputs) s[out] = true;
    return s;
  }();
  std::vector<int> free_slots;
  std::vector<std::vector<int>> release_after(group.members.size());
  layout.slot.assign(group.members.size(), -1);
  for (size_t m = 0; m < group.members.size(); ++m) {
    if (!stored.count(group.members[m])) {
      int s;
      if (free_slots.empty()) {
        s = layout.slots++;
      } else {
        s = free_slots.back();
        free_slots.pop_back();
      }
      layout.slot[m] = s;
      release_after[std::max(last_read[m], m)].push_back(s);
    }
    // A buffer read by member m is free once m has run: m + 1 may take it, not m itself.
    for (int s : release_after[m]) free_slots.push_back(s);
  }
  return layout;
}

// One thread's copy of the group: nodes that look like the members over one block, with
// storages over this thread's buffers. Member kernels run on them unchanged.
class BlockRunner {
 public:
  // `block`: the most elements a block has (buffers are that long; uninitialised).
  BlockRunner(const FusedGroup& group, const Layout& layout, int64_t block) : group_(group), layout_(layout) {
    Device& device = *group.members.front()->device;
    auto buffer = [&](size_t bytes) {
      buffers_.emplace_back(new char[bytes + 64]);
      char* aligned = reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(buffers_.back().get()) + 63) / 64 * 64);
      return wrap_host_memory(device, aligned, bytes, nullptr);
    };
    for (const Leaf& leaf : layout.leaves) {
      auto node = shadow(*leaf.node);
      node->storage = leaf.kind == ElementLayout::Strided ? buffer(block * itemsize(leaf.node->dtype)) : leaf.node->storage;
      if (leaf.kind == ElementLayout::Strided) gathers_.emplace_back(*leaf.node, node_data(*leaf.node, "fused leaf"));
      leaves_.push_back(std::move(node));
    }
    std::vector<std::shared_ptr<Storage>> slots(layout.slots);
    for (size_t m = 0; m < group.members.size(); ++m) {
      const Node& real = *group.members[m];
      auto node = shadow(real);
      node->kind = real.kind;
      node->params = real.params;
      const int s = layout.slot[m];
      if (s < 0) {
        node->storage = real.storage;
      } else {
        if (!slots[s]) slots[s] = buffer(block * 8);
        node->storage = slots[s];
      }
      for (long in : layout.inputs[m]) node->inputs.push_back(in >= 0 ? members_[in] : leaves_[~in]);
      members_.push_back(std::move(node));
    }
  }

  void run(int64_t begin, int64_t n) {
    size_t gathered = 0;
    for (size_t k = 0; k < leaves_.size(); ++k) {
      const Leaf& leaf = layout_.leaves[k];
      Node& node = *leaves_[k];
      node.shape[0] = n;
      switch (leaf.kind) {
        case ElementLayout::Compact: node.offset = leaf.node->offset + begin; break;
        case ElementLayout::Single: node.offset = leaf.node->offset; break;
        case ElementLayout::Strided:
          gathers_[gathered++](begin, begin + n, static_cast<CpuStorage&>(*node.storage).data());
          break;
      }
    }
    for (size_t m = 0; m < members_.size(); ++m) {
      Node& node = *members_[m];
      node.shape[0] = n;
      node.offset = layout_.slot[m] < 0 ? begin : 0;
      run_node(node);
    }
  }

 private:
  // A 1-D node over a block of `real`'s elements (shape and offset set per block).
  static std::shared_ptr<Node> shadow(const Node& real) {
    auto node = std::make_shared<Node>();
    node->kind = OpKind::Constant;
    node->dtype = real.dtype;
    node->device = real.device;
    node->shape = {0};
    node->strides = {leaf_kind(real) == ElementLayout::Single ? 0 : 1};
    return node;
  }

  const FusedGroup& group_;
  const Layout& layout_;
  std::vector<std::unique_ptr<char[]>> buffers_;
  std::vector<Gather> gathers_;
  std::vector<std::shared_ptr<Node>> leaves_, members_;
};

}  // namespace

bool cpu_fusable(const Node& node) {
  return node.kind == OpKind::Unary || node.kind == OpKind::Binary || node.kind == OpKind::Where ||
         node.kind == OpKind::Cast;
}

bool cpu_fuses(const Node& node) {
  // A tensor of one block gains nothing from the blockwise loop (each member's pass over it
  // stays in the cache anyway) and pays for its shadow nodes: a chain of 200 ops on 256 floats
  // evaluated at 1.0 us an op fused, 0.3 unfused. KILN_CPU_FUSION_MIN=n fuses from n elements
  // (tests: 0, so that the fused loop meets every small shape too).
  static const int64_t min_elements = [] {
    const char* e = std::getenv("KILN_CPU_FUSION_MIN");
    return e && *e ? static_cast<int64_t>(std::strtoll(e, nullptr, 10)) : kBlock + 1;
  }();
  return cpu_fusable(node) && node.size() >= min_elements;
}

void run_fused(const FusedGroup& group) {
  require(!group.members.empty(), Status::Internal, "cpu fused group: no members");
  for (const Node* m : group.members) {
    require(cpu_fusable(*m) && m->shape == group.members.front()->shape, Status::Internal,
            "cpu fused group: a member is not elementwise over the group's shape");
  }
  const Layout layout = plan_layout(group);
  const int64_t size = group.members.front()->size();
  const int64_t blocks = (size + kBlock - 1) / kBlock;
  parallel_for(blocks, std::max<int64_t>(1, kGrain / kBlock), [&](int64_t first, int64_t last) {
    BlockRunner runner(group, layout, std::min(kBlock, size));
    for (int64_t b = first; b < last; ++b) runner.run(b * kBlock, std::min(kBlock, size - b * kBlock));
  });
}

}  // namespace kiln::cpu
