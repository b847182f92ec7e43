// The engine interface: one group of processes (ranks) and the exchanges Kiln's collective ops
// need, on host memory. Engines: a group of one (no engine, self_communicator.cpp) and MPI loaded
// at run time (mpi_communicator.cpp). docs/architecture.md, "Collectives (groups, engines)".
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>

#include "core/dtype.h"

namespace kiln::distributed {

enum class Reduction { Sum, Max, Min };

const char* reduction_name(Reduction reduction);

// The host memory of one exchange. `keep_alive` holds what owns in/out: an exchange abandoned
// at its timeout keeps it forever, since the engine may still write there later.
struct HostBuffers {
  const void* in = nullptr;
  void* out = nullptr;
  std::shared_ptr<void> keep_alive;
};

// The default timeout and its environment variable.
constexpr double kDefaultTimeoutSeconds = 300.0;
constexpr const char* kTimeoutVariable = "KILN_COLLECTIVE_TIMEOUT";

// KILN_COLLECTIVE_TIMEOUT's seconds where it holds a number >= 0, else the default.
double default_timeout();

class Communicator {
 public:
  virtual ~Communicator() = default;

  virtual int rank() const = 0;
  virtual int size() const = 0;
  // What runs the group, for messages and kiln-info: "self", "mpi (Open MPI 4.1.4)".
  virtual std::string engine() const = 0;

  // The ranks sharing `color` form a new group, ordered by `key` then by rank here.
  virtual std::shared_ptr<Communicator> split(int color, int key) = 0;

  // out = in reduced elementwise over the ranks (count elements of dtype on every rank).
  virtual void all_reduce(const HostBuffers& io, size_t count, DType dtype, Reduction op) = 0;
  // out = every rank's `bytes` of in, concatenated in rank order.
  virtual void all_gather(const HostBuffers& io, size_t bytes) = 0;
  // in holds size() blocks of count elements; out = this rank's block reduced over the ranks.
  virtual void reduce_scatter(const HostBuffers& io, size_t count, DType dtype, Reduction op) = 0;
  virtual void send(const HostBuffers& io, size_t bytes, int dst) = 0;
  virtual void recv(const HostBuffers& io, size_t bytes, int src) = 0;

  // How long one exchange may wait for the other ranks (0: for ever). Past it the exchange
  // fails with DEVICE_ERROR and the group is broken: every later exchange fails at once.
  void set_timeout(double seconds) { timeout_seconds_.store(seconds); }
  double timeout() const { return timeout_seconds_.load(); }

 protected:
  Communicator() : timeout_seconds_(default_timeout()) {}

 private:
  std::atomic<double> timeout_seconds_;  // set from any thread, read by a waiting exchange
};

}  // namespace kiln::distributed
