// The eval scheduler: orders the unevaluated part of a graph, allocates outputs, resolves views
// and hands each device its batch of kernels.
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "core/node.h"

namespace kiln {

// Marks the nodes one eval is computing. Evals wait for the GPU without the API lock, so another
// thread may meet those nodes meanwhile: it waits until `done` (core/unlocked.h) and looks again.
struct EvalTicket {
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  std::thread::id owner = std::this_thread::get_id();
};

struct Stream;

// Computes every root (and whatever it needs) exactly once. Afterwards each computed node holds
// its storage and has dropped its inputs. Waits first for other threads' evals that are computing
// any of these nodes. Work on `stream`'s device is ordered on it (core/stream.h); null: the
// devices' default ordering.
void evaluate(const std::vector<Node*>& roots, Stream* stream = nullptr);

}  // namespace kiln
