// The CollectiveCall of every collective op: stages the input and output through host memory
// (none where the device's memory is the host's) and runs the exchange on the group's engine.
#pragma once

#include "core/collective_call.h"
#include "distributed/collective_ops.h"

namespace kiln::distributed {

enum class CollectiveKind { AllReduce, AllGather, SumScatter, Send, Recv };

class Exchange final : public CollectiveCall {
 public:
  Exchange(CollectiveKind kind, Reduction reduction, Group group, int peer)
      : kind_(kind), reduction_(reduction), group_(std::move(group)), peer_(peer) {}
  const char* name() const override;
  void run(Node& node) const override;
  std::vector<NodePtr> vjp(const NodePtr& node, const NodePtr& g) const override;

 private:
  void exchange(const void* in, void* out, const Node& node, const std::shared_ptr<void>& keep_alive) const;

  CollectiveKind kind_;
  Reduction reduction_;
  Group group_;
  int peer_;
};

}  // namespace kiln::distributed
