#include "core/host_read.h"

#include "core/device.h"
#include "core/error.h"

namespace kiln {

HostBytes::HostBytes(const Node& node) {
  if (!node.storage) fail(Status::Internal, "host read of an unevaluated node");
  Backend& backend = node.storage->device().backend();
  data_ = static_cast<const char*>(backend.host_address(*node.storage));
  if (!data_) {
    copy_.resize(node.storage->bytes());
    backend.read(*node.storage, 0, copy_.data(), copy_.size());
    data_ = copy_.data();
  }
}

const char* HostBytes::first_element(const Node& node) const {
  return data_ + node.offset * static_cast<int64_t>(itemsize(node.dtype));
}

}  // namespace kiln
