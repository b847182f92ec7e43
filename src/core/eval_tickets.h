// The tickets evals put on the nodes they compute (core/eval.h's EvalTicket): waiting for one,
// releasing one, and the queue of launched asynchronous evals (kiln_tensor_eval_async), which
// whoever needs their results finishes. All under the API lock.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "core/backend.h"
#include "core/eval.h"
#include "core/node.h"

namespace kiln {

// A launched asynchronous eval (EvalTicket::in_flight): what its device work needs kept alive.
struct InFlightEval {
  std::shared_ptr<EvalTicket> ticket;
  std::vector<NodePtr> roots;      // the graph, whose memory the work reads and writes
  std::shared_ptr<Stream> stream;  // its ordering's queue
  std::vector<Node*> order;
  std::unique_ptr<LaunchedWork> work;
  std::vector<std::shared_ptr<EvalTicket>> adopted;  // earlier evals whose nodes it read
};

// Waits, without the API lock, until another eval has finished the nodes it holds; a launched
// asynchronous eval nobody is finishing yet is finished here.
void wait_for(const std::shared_ptr<EvalTicket>& ticket);

// Ends an eval's hold on its nodes: they are no longer pending, and waiters wake.
void release(const std::shared_ptr<EvalTicket>& ticket, const std::vector<Node*>& order);

// Fails unless every eval in `adopted` (whose nodes an eval read without waiting) succeeded;
// waits for each to be finished first.
void require_adopted_succeeded(const std::vector<std::shared_ptr<EvalTicket>>& adopted);

// Queues a launched eval (its ticket's in_flight set), newest last.
void add_launched(std::shared_ptr<InFlightEval> eval);

// Finishes the launched evals whose work is done, and the oldest while more than `keep` remain.
void finish_launched_evals(size_t keep);

}  // namespace kiln
