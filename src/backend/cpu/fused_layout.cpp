#include "backend/cpu/fused_layout.h"

#include <algorithm>
#include <unordered_map>

#include "backend/cpu/cpu_storage.h"
#include "backend/cpu/kernels.h"

namespace kiln::cpu {

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
      long base = -1;  // a view of a member: only row groups have them (broadcasts of row members)
      if (in->kind == OpKind::View && !in->inputs.empty()) {
        auto b = member.find(in->inputs.front().get());
        if (b != member.end()) {
          base = b->second;
          last_read[base] = m;
        }
      }
      if (added) layout.leaves.push_back({in.get(), leaf_kind(*in), base});
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

void Shadows::add_member(std::shared_ptr<Node> shadow, const Node& member, const Layout& layout, size_t m,
                         size_t slot_bytes) {
  shadow->kind = member.kind;
  shadow->params = member.params;
  const int s = layout.slot[m];
  if (s < 0) {
    shadow->storage = member.storage;
  } else {
    if (!slots_[s]) slots_[s] = buffer(slot_bytes);
    shadow->storage = slots_[s];
  }
  for (long in : layout.inputs[m]) shadow->inputs.push_back(in >= 0 ? members[in] : leaves[~in]);
  members.push_back(std::move(shadow));
}

void Shadows::run_members(const Layout& layout, int64_t first, int64_t extent) {
  for (size_t m = 0; m < members.size(); ++m) {
    Node& node = *members[m];
    node.shape[0] = extent;
    int64_t width = 1;  // elements per index of the first axis
    for (size_t d = 1; d < node.shape.size(); ++d) width *= node.shape[d];
    node.offset = layout.slot[m] < 0 ? first * width : 0;
    run_node(node);
  }
}

std::shared_ptr<Storage> Shadows::buffer(size_t bytes) {
  memory_.emplace_back(new char[bytes + 64]);
  char* aligned = reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(memory_.back().get()) + 63) / 64 * 64);
  return wrap_host_memory(device_, aligned, bytes, nullptr);
}

}  // namespace kiln::cpu
