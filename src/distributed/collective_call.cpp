#include "distributed/collective_call.h"

#include <cstring>
#include <vector>

#include "core/device.h"
#include "core/error.h"
#include "core/half.h"
#include "core/host_read.h"
#include "core/unlocked.h"

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
  run_unlocked([&] { exchange(in, out, node, staging); });  // other threads use Kiln meanwhile
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
