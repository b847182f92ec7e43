#include "distributed/collective_call.h"

#include <cstring>
#include <vector>

#include "core/device.h"
#include "core/error.h"
#include "core/half.h"
#include "core/host_read.h"
#include "core/telemetry.h"
#include "core/unlocked.h"
#include "ops/ops.h"

namespace kiln::distributed {

namespace {

// What one exchange reads and writes on the host, kept alive together (HostBuffers::keep_alive).
struct Staging {
  std::shared_ptr<Storage> input_storage, output_storage;
  std::unique_ptr<HostBytes> input;  // mapped where the device's memory is host-visible, else a copy
  std::vector<char> output;          // used when the output's memory is not the host's
  std::vector<float> wide_in, wide_out;  // float16 and bfloat16 reduce as float32
};

bool narrow_float(DType dtype) { return dtype == DType::Float16 || dtype == DType::BFloat16; }

void widen(const void* in, size_t count, DType dtype, std::vector<float>* out) {
  out->resize(count);
  const auto* bits = static_cast<const uint16_t*>(in);
  for (size_t i = 0; i < count; ++i) {
    (*out)[i] = dtype == DType::Float16 ? half_bits_to_float(bits[i]) : bfloat16_bits_to_float(bits[i]);
  }
}

void narrow(const std::vector<float>& in, DType dtype, void* out) {
  auto* bits = static_cast<uint16_t*>(out);
  for (size_t i = 0; i < in.size(); ++i) {
    bits[i] = dtype == DType::Float16 ? float_to_half_bits(in[i]) : float_to_bfloat16_bits(in[i]);
  }
}

}  // namespace

const char* Exchange::name() const {
  switch (kind_) {
    case CollectiveKind::AllReduce:
      return reduction_ == Reduction::Sum ? "all_sum" : reduction_ == Reduction::Max ? "all_max" : "all_min";
    case CollectiveKind::AllGather: return "all_gather";
    case CollectiveKind::SumScatter: return "sum_scatter";
    case CollectiveKind::Send: return "send";
    case CollectiveKind::Recv: return "recv";
  }
  return "collective";
}

std::vector<NodePtr> Exchange::vjp(const NodePtr& node, const NodePtr& g) const {
  switch (kind_) {
    case CollectiveKind::AllReduce: {
      if (reduction_ == Reduction::Sum) return {g};  // each rank's loss: the cotangent passes through
      // all_max / all_min: to the ranks whose x reached the result (every one of a tie).
      const NodePtr& x = node->inputs.at(0);
      return {ops::where(ops::binary(BinaryOp::Equal, x, node), g, ops::full(*g->device, {}, 0.0, g->dtype))};
    }
    case CollectiveKind::AllGather: {
      // This rank's block of the gathered cotangent, in x's shape (a 0-d x gathered as [1]).
      const NodePtr& x = node->inputs.at(0);
      const int64_t rows = node->shape.at(0) / group_->size(), first = rows * group_->rank();
      std::vector<int64_t> start(node->shape.size(), 0), stop(node->shape.begin(), node->shape.end());
      start[0] = first;
      stop[0] = first + rows;
      return {ops::reshape(ops::slice(g, start, stop, std::vector<int64_t>(node->shape.size(), 1)), x->shape)};
    }
    case CollectiveKind::SumScatter: {
      // x's every block reached some rank's result; this rank's loss saw only its own block.
      const int64_t rows = node->shape.at(0), rank = group_->rank(), size = group_->size();
      std::vector<int64_t> before(node->shape.size(), 0), after(node->shape.size(), 0);
      before[0] = rows * rank;
      after[0] = rows * (size - 1 - rank);
      return {ops::pad(g, before, after, 0.0)};
    }
    case CollectiveKind::Send: return {g};
    case CollectiveKind::Recv: return {};
  }
  fail(Status::Internal, "no gradient rule for this collective");
}

void Exchange::run(Node& node) const {
  auto staging = std::make_shared<Staging>();
  staging->output_storage = node.storage;
  const void* in = nullptr;
  if (!node.inputs.empty()) {
    const Node& input = *node.inputs.front();
    staging->input_storage = input.storage;
    staging->input = std::make_unique<HostBytes>(input);
    in = staging->input->data() + static_cast<size_t>(input.offset) * itemsize(input.dtype);
  }
  Backend& backend = node.device->backend();
  // The CPU's memory is written in place; a Vulkan device's through one write (a memcpy into
  // mapped memory on lavapipe, a staging copy on a discrete GPU).
  const bool direct = node.device == &DeviceRegistry::get().cpu() && backend.host_address(*node.storage);
  void* out = direct ? const_cast<void*>(backend.host_address(*node.storage)) : nullptr;
  if (!direct) {
    staging->output.resize(node.nbytes());
    out = staging->output.data();
  }
  // A span per exchange (inside the eval's): how long this rank spent with the others.
  const uint64_t bytes = node.inputs.empty() ? node.nbytes() : node.inputs.front()->nbytes();
  traced(EventKind::Collective, name(), node.device, bytes, [&](Span& span) {
    span.set_count(group_->size());
    run_unlocked([&] { exchange(in, out, node, staging); });  // other threads use Kiln meanwhile
  });
  if (!direct && node.nbytes()) backend.write(*node.storage, 0, out, node.nbytes());
}

void Exchange::exchange(const void* in, void* out, const Node& node, const std::shared_ptr<void>& keep_alive) const {
  auto* staging = static_cast<Staging*>(keep_alive.get());
  const size_t count = static_cast<size_t>(node.size());
  const bool reduces = kind_ == CollectiveKind::AllReduce || kind_ == CollectiveKind::SumScatter;
  if (reduces && narrow_float(node.dtype)) {  // MPI has no 16-bit floats: reduce as float32, round once
    widen(in, static_cast<size_t>(node.inputs.front()->size()), node.dtype, &staging->wide_in);
    staging->wide_out.resize(count);
    HostBuffers wide{staging->wide_in.data(), staging->wide_out.data(), keep_alive};
    if (kind_ == CollectiveKind::AllReduce) group_->all_reduce(wide, count, DType::Float32, reduction_);
    if (kind_ == CollectiveKind::SumScatter) group_->reduce_scatter(wide, count, DType::Float32, Reduction::Sum);
    narrow(staging->wide_out, node.dtype, out);
    return;
  }
  HostBuffers io{in, out, keep_alive};
  switch (kind_) {
    case CollectiveKind::AllReduce: return group_->all_reduce(io, count, node.dtype, reduction_);
    case CollectiveKind::AllGather: return group_->all_gather(io, node.inputs.front()->nbytes());
    case CollectiveKind::SumScatter: return group_->reduce_scatter(io, count, node.dtype, Reduction::Sum);
    case CollectiveKind::Send:
      group_->send(io, node.nbytes(), peer_);
      if (node.nbytes()) std::memcpy(out, in, node.nbytes());  // the result is x, for code that uses it
      return;
    case CollectiveKind::Recv: return group_->recv(io, node.nbytes(), peer_);
  }
}

}  // namespace kiln::distributed
