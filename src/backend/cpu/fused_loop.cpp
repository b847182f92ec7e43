#include "backend/cpu/fused_loop.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/elementwise.h"
#include "backend/cpu/fused_layout.h"
#include "backend/cpu/gather.h"
#include "backend/cpu/kernels.h"
#include "core/error.h"

namespace kiln::cpu {

namespace {

// One thread's copy of an elementwise group, over blocks of up to `block` elements.
class BlockRunner {
 public:
  BlockRunner(const FusedGroup& group, const Layout& layout, int64_t block)
      : layout_(layout), shadows_(*group.members.front()->device, layout.slots) {
    for (const Leaf& leaf : layout.leaves) {
      auto node = shadow(*leaf.node);
      const bool gathered = leaf.kind == ElementLayout::Strided;
      node->storage = gathered ? shadows_.buffer(block * itemsize(leaf.node->dtype)) : leaf.node->storage;
      if (gathered) gathers_.emplace_back(*leaf.node, node_data(*leaf.node, "fused leaf"));
      shadows_.leaves.push_back(std::move(node));
    }
    for (size_t m = 0; m < group.members.size(); ++m) {
      shadows_.add_member(shadow(*group.members[m]), *group.members[m], layout, m, block * 8);
    }
  }

  void run(int64_t begin, int64_t n) {
    size_t gathered = 0;
    for (size_t k = 0; k < shadows_.leaves.size(); ++k) {
      const Leaf& leaf = layout_.leaves[k];
      Node& node = *shadows_.leaves[k];
      node.shape[0] = n;
      switch (leaf.kind) {
        case ElementLayout::Compact: node.offset = leaf.node->offset + begin; break;
        case ElementLayout::Single: node.offset = leaf.node->offset; break;
        case ElementLayout::Strided:
          gathers_[gathered++](begin, begin + n, static_cast<CpuStorage&>(*node.storage).data());
          break;
      }
    }
    shadows_.run_members(layout_, begin, n);
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

  const Layout& layout_;
  Shadows shadows_;
  std::vector<Gather> gathers_;
};

}  // namespace

bool cpu_fusable(const Node& node) {
  return node.kind == OpKind::Unary || node.kind == OpKind::Binary || node.kind == OpKind::Where ||
         node.kind == OpKind::Cast;
}

bool cpu_fuses(const Node& node) { return cpu_fusable(node) && cpu_fuses_size(node.size()); }

bool cpu_fuses_size(int64_t elements) {
  // A tensor of one block gains nothing from the blockwise loop (each member's pass over it
  // stays in the cache anyway) and pays for its shadow nodes: a chain of 200 ops on 256 floats
  // evaluated at 1.0 us an op fused, 0.3 unfused. KILN_CPU_FUSION_MIN=n fuses from n elements
  // (tests: 0, so that the fused loop meets every small shape too).
  static const int64_t min_elements = [] {
    const char* e = std::getenv("KILN_CPU_FUSION_MIN");
    return e && *e ? static_cast<int64_t>(std::strtoll(e, nullptr, 10)) : kFusedBlock + 1;
  }();
  return elements >= min_elements;
}

void run_fused(const FusedGroup& group) {
  require(!group.members.empty(), Status::Internal, "cpu fused group: no members");
  for (const Node* m : group.members) {
    require(cpu_fusable(*m) && m->shape == group.members.front()->shape, Status::Internal,
            "cpu fused group: a member is not elementwise over the group's shape");
  }
  const Layout layout = plan_layout(group);
  const int64_t size = group.members.front()->size();
  const int64_t blocks = (size + kFusedBlock - 1) / kFusedBlock;
  parallel_for(blocks, std::max<int64_t>(1, kGrain / kFusedBlock), [&](int64_t first, int64_t last) {
    BlockRunner runner(group, layout, std::min(kFusedBlock, size));
    for (int64_t b = first; b < last; ++b) runner.run(b * kFusedBlock, std::min(kFusedBlock, size - b * kFusedBlock));
  });
}

}  // namespace kiln::cpu
