// The eval scheduler: orders the unevaluated part of a graph, allocates outputs, resolves views
// and hands each device its batch of kernels.
#pragma once

#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/error.h"
#include "core/node.h"

namespace kiln {

class Device;
struct InFlightEval;
struct Stream;

// Marks the nodes one eval is computing. Evals wait for the GPU without the API lock, so another
// thread may meet those nodes meanwhile: it waits until `done` (core/unlocked.h) and looks again.
struct EvalTicket {
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  std::thread::id owner = std::this_thread::get_id();
  // An asynchronous eval's (evaluate_async), from its launch on. Its device work is queued on
  // `device`'s ordering `stream` (null: the default one); until someone finishes it, `in_flight`
  // holds it, and later work queued on that same ordering reads its nodes without waiting: the
  // queue runs them after it. Whoever needs its results finishes it (waits, then releases it).
  // All under the API lock.
  bool launched = false;
  Device* device = nullptr;
  const Stream* stream = nullptr;
  std::shared_ptr<InFlightEval> in_flight;
  // Set when an asynchronous eval failed once launched: its nodes are unevaluated again, and an
  // eval that read them fails with this.
  bool failed = false;
  Status status = Status::Ok;
  std::string error;
  // A failed asynchronous eval's memory, which work queued after it (an eval that adopted its
  // nodes and holds this ticket) may still read on the GPU: freed with the ticket.
  std::vector<std::shared_ptr<Storage>> unwritten;
};

// Computes every root (and whatever it needs) exactly once. Afterwards each computed node holds
// its storage and has dropped its inputs. Waits first for other threads' evals that are computing
// any of these nodes. Work on `stream`'s device is ordered on it (core/stream.h); null: the
// devices' default ordering.
void evaluate(const std::vector<Node*>& roots, Stream* stream = nullptr);

// Like evaluate(), but returns once a device that queues work (Vulkan) has it queued (MLX's
// async_eval): the roots then stay pending until someone needs them (a read, an eval that is not
// on the same ordering, kiln_tensor_eval), who waits. An eval queued on the same device and
// ordering reads them without waiting. A failure after the launch leaves the nodes unevaluated
// and is reported by whatever evaluates them again. At most kMaxLaunchedEvals are queued at once.
void evaluate_async(const std::vector<NodePtr>& roots, const std::shared_ptr<Stream>& stream = nullptr);
constexpr size_t kMaxLaunchedEvals = 2;

}  // namespace kiln
