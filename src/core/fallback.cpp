#include "core/fallback.h"

#include <string>

#include "core/checks.h"
#include "core/device.h"
#include "core/error.h"
#include "core/host_read.h"
#include "core/telemetry.h"

namespace kiln {

namespace {

// A CPU constant holding a copy of `input`'s whole storage, with the same layout over it.
NodePtr host_copy(const Node& input, Device& cpu) {
  auto copy = std::make_shared<Node>();
  copy->kind = OpKind::Constant;
  copy->dtype = input.dtype;
  copy->shape = input.shape;
  copy->strides = input.strides;
  copy->offset = input.offset;
  copy->device = &cpu;
  copy->storage = allocate_storage(cpu, input.storage->bytes());
  HostBytes bytes(input);
  cpu.backend().write(*copy->storage, 0, bytes.data(), input.storage->bytes());
  return copy;
}

}  // namespace

void require_fallback_allowed(const Node& node) {
  if (fallback_policy() == FallbackPolicy::Allow) return;
  const Node& typed = node.inputs.empty() ? node : *node.inputs.front();
  fail(Status::Unsupported, std::string(op_name(node)) + " has no " + node.device->label() + " kernel for " +
                                dtype_name(typed.dtype) +
                                " and fallbacks to the CPU are off (kiln_fallback_set_policy, KILN_FALLBACK)");
}

void run_on_cpu(Node& node) {
  Device& cpu = DeviceRegistry::get().cpu();
  traced(EventKind::Fallback, op_name(node), node.device, node.nbytes(), [&](Span&) {
    auto clone = std::make_shared<Node>();
    clone->kind = node.kind;
    clone->params = node.params;
    clone->dtype = node.dtype;
    clone->shape = node.shape;
    clone->strides = contiguous_strides(node.shape);
    clone->device = &cpu;
    for (const NodePtr& input : node.inputs) clone->inputs.push_back(host_copy(*input, cpu));
    clone->storage = allocate_storage(cpu, clone->nbytes());
    cpu.backend().execute({clone.get()});
    HostBytes result(*clone);
    node.device->backend().write(*node.storage, 0, result.data(), clone->nbytes());
  });
}

}  // namespace kiln
