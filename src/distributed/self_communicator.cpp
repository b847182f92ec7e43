#include "distributed/self_communicator.h"

#include <cstring>

#include "core/error.h"

namespace kiln::distributed {

namespace {

void copy(const HostBuffers& io, size_t bytes) {
  if (bytes && io.out != io.in) std::memcpy(io.out, io.in, bytes);
}

// A group of one: every exchange is a copy, and there is no peer to send to.
class SelfCommunicator final : public Communicator {
 public:
  explicit SelfCommunicator(std::string why) : why_(std::move(why)) {}
  int rank() const override { return 0; }
  int size() const override { return 1; }
  std::string engine() const override { return why_.empty() ? "self" : "self (" + why_ + ")"; }
  std::shared_ptr<Communicator> split(int color, int) override {
    return color < 0 ? nullptr : std::make_shared<SelfCommunicator>(why_);
  }
  void all_reduce(const HostBuffers& io, size_t count, DType dtype, Reduction) override { copy(io, count * itemsize(dtype)); }
  void all_gather(const HostBuffers& io, size_t bytes) override { copy(io, bytes); }
  void reduce_scatter(const HostBuffers& io, size_t count, DType dtype, Reduction) override {
    copy(io, count * itemsize(dtype));
  }
  void send(const HostBuffers&, size_t, int dst) override { no_peer("send", dst); }
  void recv(const HostBuffers&, size_t, int src) override { no_peer("recv", src); }

 private:
  [[noreturn]] void no_peer(const char* what, int peer) const {
    fail(Status::InvalidArgument, std::string(what) + ": rank " + std::to_string(peer) +
                                      " is not in this group of one (" + engine() + "): there is no peer");
  }
  std::string why_;
};

}  // namespace

std::shared_ptr<Communicator> self_group(const std::string& why) { return std::make_shared<SelfCommunicator>(why); }

}  // namespace kiln::distributed
