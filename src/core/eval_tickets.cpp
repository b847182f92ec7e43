#include "core/eval_tickets.h"

#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <thread>

#include "core/error.h"
#include "core/unlocked.h"

namespace kiln {

namespace {

// Launched evals nobody has finished, oldest first (under the API lock). Never destroyed: at exit
// the devices their work holds may be gone already.
std::deque<std::shared_ptr<InFlightEval>>& launched_evals() {
  static auto* launched = new std::deque<std::shared_ptr<InFlightEval>>;
  return *launched;
}

// Waits for a launched eval (popped from launched_evals()), checks it and releases its nodes.
// A failure is not thrown: its nodes become unevaluated, and evaluating them again reports it.
void finish_launched(const std::shared_ptr<InFlightEval>& eval) {
  EvalTicket& ticket = *eval->ticket;
  try {
    eval->work->finish();
    eval->work.reset();
    require_adopted_succeeded(eval->adopted);
  } catch (const std::exception& e) {
    eval->work.reset();  // waits for whatever of the work may still run
    ticket.failed = true;
    const auto* error = dynamic_cast<const Error*>(&e);
    ticket.status = error ? error->status() : Status::Internal;
    ticket.error = e.what();
    for (Node* node : eval->order) ticket.unwritten.push_back(std::move(node->storage));  // now unevaluated
    release(eval->ticket, eval->order);
    return;
  }
  release(eval->ticket, eval->order);
  for (Node* node : eval->order) node->inputs.clear();
}

// Finishes launched evals, oldest first (each device ordering's own order), until `ticket`'s is.
void finish_through(const std::shared_ptr<EvalTicket>& ticket) {
  auto& launched = launched_evals();
  while (ticket->in_flight && !launched.empty()) {
    std::shared_ptr<InFlightEval> oldest = std::move(launched.front());
    launched.pop_front();
    oldest->ticket->in_flight.reset();  // from here, others wait for `done`
    finish_launched(oldest);
  }
}

}  // namespace

void wait_for(const std::shared_ptr<EvalTicket>& ticket) {
  if (ticket->in_flight) return finish_through(ticket);
  if (!ticket->launched && ticket->owner == std::this_thread::get_id()) {
    fail(Status::InvalidArgument, "a tensor was evaluated from inside its own evaluation (a telemetry callback?)");
  }
  run_unlocked([&] {
    std::unique_lock<std::mutex> lock(ticket->mutex);
    ticket->finished.wait(lock, [&] { return ticket->done; });
  });
}

void release(const std::shared_ptr<EvalTicket>& ticket, const std::vector<Node*>& order) {
  for (Node* node : order) node->pending.reset();
  {
    std::lock_guard<std::mutex> lock(ticket->mutex);
    ticket->done = true;
  }
  ticket->finished.notify_all();
}

void require_adopted_succeeded(const std::vector<std::shared_ptr<EvalTicket>>& adopted) {
  for (const auto& ticket : adopted) {
    if (!ticket->done) wait_for(ticket);
    if (ticket->failed) fail(ticket->status, "an asynchronous eval this eval reads failed: " + ticket->error);
  }
}

void add_launched(std::shared_ptr<InFlightEval> eval) { launched_evals().push_back(std::move(eval)); }

void finish_launched_evals(size_t keep) {
  auto& launched = launched_evals();
  while (!launched.empty() && (launched.size() > keep || launched.front()->work->done())) {
    const std::shared_ptr<EvalTicket> oldest = launched.front()->ticket;  // outlives the popped eval
    finish_through(oldest);
  }
}

}  // namespace kiln
