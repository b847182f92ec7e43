#include "core/eval.h"

#include <algorithm>
#include <cstdint>

#include "core/checks.h"
#include "core/collective_call.h"
#include "core/debug_checks.h"
#include "core/device.h"
#include "core/error.h"
#include "core/eval_memory.h"
#include "core/eval_order.h"
#include "core/eval_tickets.h"
#include "core/fallback.h"
#include "core/fusion.h"
#include "core/stream.h"
#include "core/telemetry.h"
#include "core/unlocked.h"

namespace kiln {

namespace {

// Whether every input of `node` is evaluated and no eval is computing it.
bool inputs_ready(const Node& node) {
  return std::all_of(node.inputs.begin(), node.inputs.end(),
                     [](const auto& in) { return in->evaluated() && !in->pending; });
}

// Whether this eval may read `node`, which a launched asynchronous eval computes, without
// waiting: its storage is set and this eval's work on its device is queued on the same ordering.
bool adoptable(const Node& node, const Stream* stream) {
  const EvalTicket& ticket = *node.pending;
  if (!ticket.in_flight || !node.storage || node.device != ticket.device) return false;
  return (stream && stream->device == node.device ? stream : nullptr) == ticket.stream;
}

// Post-order over unevaluated nodes, iterative so that deep chains cannot overflow the stack,
// numbering them (EvalOrder). A node another eval computes is taken as evaluated when adoptable
// (its ticket goes to `adopted`); otherwise the walk stops there and returns the ticket in `busy`.
EvalOrder topological_order(const std::vector<Node*>& roots, const Stream* stream, std::shared_ptr<EvalTicket>* busy,
                            std::vector<std::shared_ptr<EvalTicket>>* adopted) {
  static uint64_t last_id = 0;  // under the API lock
  EvalOrder order;
  order.id = ++last_id;
  if (roots.size() == 1 && inputs_ready(*roots.front())) {  // an eager op: no walk
    Node* root = roots.front();
    if (root->pending) {
      *busy = root->pending;
    } else if (!root->evaluated()) {
      root->eval_id = order.id;
      root->eval_slot = 0;
      order.nodes.push_back(root);
    }
    return order;
  }
  std::vector<std::pair<Node*, size_t>> stack;  // node, index of the next input to visit
  auto visit = [&](Node* node) {  // false: another eval computes it
    if (node->pending && adoptable(*node, stream)) {
      if (std::find(adopted->begin(), adopted->end(), node->pending) == adopted->end()) adopted->push_back(node->pending);
      return true;
    }
    if (node->pending) {
      *busy = node->pending;
      return false;
    }
    if (!node->evaluated() && node->eval_id != order.id) {
      node->eval_id = order.id;  // seen
      stack.emplace_back(node, 0);
    }
    return true;
  };
  for (Node* root : roots) {
    if (!visit(root)) return {};
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next < node->inputs.size()) {
        if (!visit(node->inputs[next++].get())) return {};
      } else {
        node->eval_slot = static_cast<uint32_t>(order.nodes.size());
        order.nodes.push_back(node);
        stack.pop_back();
      }
    }
  }
  if (order.nodes.size() > UINT32_MAX) fail(Status::OutOfMemory, "more than 2^32 nodes in one eval");
  return order;
}

// Kernels that one backend runs in one execute() call (one submit on Vulkan): the plan's steps
// [begin, end). A segment ends where the device changes, around a node that falls back to the
// CPU, and, when debug checks are on, before a bounds-checked node and after a NaN-checked one.
struct Segment {
  Device* device = nullptr;
  bool fallback = false;  // one node, run on the CPU (or, for a Collective, by its call)
  bool closed = false;    // nothing may join it
  size_t begin = 0, end = 0;
};

std::vector<Segment> plan_segments(const std::vector<Step>& steps) {
  const bool bounds = debug_enabled(kDebugBounds), nan = debug_enabled(kDebugNan);
  std::vector<Segment> segments;
  for (size_t i = 0; i < steps.size(); ++i) {
    const Step& step = steps[i];
    Node* node = step.node ? step.node : step.group->members.front();
    const bool collective = !step.group && node->kind == OpKind::Collective;
    // fusable implies native; a collective runs between kernel segments, on this thread
    const bool native = !collective && (step.group || node->device->backend().runs_natively(*node));
    if (!native && !collective) require_fallback_allowed(*node);
    const bool check_before = bounds && needs_bounds_check(*node);
    Segment* last = segments.empty() ? nullptr : &segments.back();
    if (!last || last->closed || last->device != node->device || !native || check_before) {
      segments.push_back({node->device, !native, !native, i, i});
      last = &segments.back();
    }
    last->end = i + 1;
    if (nan && needs_finite_check(*node)) last->closed = true;
  }
  return segments;
}

// Runs steps on `device`, ordered on `stream` when it is the stream's device. A backend that
// may runs them without the API lock then, holding the stream's own lock instead.
void execute_on(Device& device, const std::vector<Step>& steps, Stream* stream) {
  Backend& backend = device.backend();
  if (!stream || stream->device != &device) return backend.execute_steps(steps, nullptr);
  if (!backend.executes_unlocked_on_streams()) return backend.execute_steps(steps, stream->backend.get());
  run_unlocked([&] {
    std::lock_guard<std::mutex> running(stream->running);
    backend.execute_steps(steps, stream->backend.get());
  });
}

void run_segment(const Segment& segment, const std::vector<Step>& all_steps, Stream* stream) {
  Node* first = all_steps[segment.begin].node;  // fallbacks and checked nodes are never fused
  if (segment.fallback && first->kind == OpKind::Collective) return first->params.collective->run(*first);
  if (segment.fallback) return run_on_cpu(*first);
  if (debug_enabled(kDebugBounds) && first && needs_bounds_check(*first)) check_bounds(*first);
  if (segment.begin == 0 && segment.end == all_steps.size()) {
    execute_on(*segment.device, all_steps, stream);  // the common case: no copy
  } else {
    execute_on(*segment.device, {all_steps.begin() + segment.begin, all_steps.begin() + segment.end}, stream);
  }
  if (debug_enabled(kDebugNan)) {
    for (size_t i = segment.begin; i < segment.end; ++i) {
      const Step& step = all_steps[i];
      if (step.node && needs_finite_check(*step.node)) check_finite(*step.node);
    }
  }
}

// Queues a segment's kernels without waiting where its backend can (launch_steps); runs it as
// run_segment() does otherwise and returns null.
std::unique_ptr<LaunchedWork> launch_segment(const Segment& segment, const std::vector<Step>& all_steps, Stream* stream) {
  Backend& backend = segment.device->backend();
  const bool on_stream = stream && stream->device == segment.device;
  if (segment.fallback || debug_enabled(kDebugBounds) || debug_enabled(kDebugNan) ||
      (on_stream && backend.executes_unlocked_on_streams())) {
    run_segment(segment, all_steps, stream);
    return nullptr;
  }
  BackendStream* ordering = on_stream ? stream->backend.get() : nullptr;
  if (segment.begin == 0 && segment.end == all_steps.size()) return backend.launch_steps(all_steps, ordering);
  return backend.launch_steps({all_steps.begin() + segment.begin, all_steps.begin() + segment.end}, ordering);
}

std::vector<Node*> kernels_of(const std::vector<Node*>& order) {
  std::vector<Node*> kernels;
  for (Node* node : order) {
    if (node->kind != OpKind::View) kernels.push_back(node);
  }
  return kernels;
}

// The plan of an eval of one node (an eager op): nothing to fuse, nothing to plan.
FusionPlan single_step(Node* node) {
  FusionPlan plan;
  plan.unstored.assign(1, false);
  if (node->kind != OpKind::View) plan.steps.push_back({node, nullptr});
  return plan;
}

// The walk, waiting for evals this one cannot read without waiting. Adopting a launched eval's
// nodes is kept to evals whose every kernel runs natively on that eval's device and ordering
// (no CPU fallback reading its memory, no collective, no debug check reading on the host).
EvalOrder walk_graph(const std::vector<Node*>& roots, Stream* stream, std::vector<std::shared_ptr<EvalTicket>>* adopted) {
  for (;;) {
    std::shared_ptr<EvalTicket> busy;
    adopted->clear();
    EvalOrder numbered = topological_order(roots, stream, &busy, adopted);
    if (busy) {
      wait_for(busy);  // the graph may have changed meanwhile: look again
      continue;
    }
    bool readable = adopted->empty() || !(debug_enabled(kDebugBounds) || debug_enabled(kDebugNan));
    for (size_t i = 0; readable && !adopted->empty() && i < numbered.nodes.size(); ++i) {
      const Node& node = *numbered.nodes[i];
      readable = node.device == adopted->front()->device &&
                 (node.kind == OpKind::View || (node.kind != OpKind::Collective && node.device->backend().runs_natively(node)));
    }
    if (readable) return numbered;
    for (const auto& ticket : *adopted) wait_for(ticket);
  }
}

// The eval of evaluate() and evaluate_async(); `async` holds the roots (and stream) of the latter.
void run_eval(const std::vector<Node*>& roots, Stream* stream, const InFlightEval* async) {
  std::vector<std::shared_ptr<EvalTicket>> adopted;
  EvalOrder numbered = walk_graph(roots, stream, &adopted);
  const std::vector<Node*>& order = numbered.nodes;
  if (order.empty()) {
    if (!async) require_adopted_succeeded(adopted);
    return;
  }
  for (const Node* node : order) {
    if (is_placeholder(*node)) {
      fail(Status::InvalidArgument, "a placeholder (kiln_placeholder) has no values: build the graph on it, capture it "
                                    "(kiln_function_create) and evaluate what kiln_function_call returns");
    }
  }

  auto ticket = std::make_shared<EvalTicket>();
  for (Node* node : order) node->pending = ticket;
  std::unique_ptr<LaunchedWork> work;  // the last segment's, queued (async only)
  Device* work_device = nullptr;
  try {
    traced(EventKind::Eval, "eval", roots.front()->device, 0, [&](Span& span) {
      size_t launched = 0;  // kernels, a fused group counting once
      try {
        FusionPlan plan = order.size() == 1 ? single_step(order.front()) : plan_fusion(numbered, kernels_of(order), roots);
        report_fusion(plan);
        launched = plan.steps.size();
        assign_storage(numbered, plan, roots);  // intermediates' memory is reused once read
        const std::vector<Segment> segments = plan_segments(plan.steps);
        for (size_t i = 0; i < segments.size(); ++i) {
          if (async && i + 1 == segments.size()) {
            work = launch_segment(segments[i], plan.steps, stream);
            work_device = segments[i].device;
          } else {
            run_segment(segments[i], plan.steps, stream);
          }
        }
        if (!work) require_adopted_succeeded(adopted);
      } catch (...) {
        work.reset();                                      // waits for whatever of it was queued
        for (Node* node : order) node->storage.reset();  // leave the graph as it was: unevaluated
        throw;
      }
      span.set_count(static_cast<int64_t>(launched));
    });
  } catch (...) {
    release(ticket, order);
    throw;
  }
  if (work) {  // pending until finished (finish_launched)
    auto eval = std::make_shared<InFlightEval>();
    eval->ticket = ticket;
    eval->roots = async->roots;
    eval->stream = async->stream;
    eval->order = order;
    eval->work = std::move(work);
    eval->adopted = std::move(adopted);
    ticket->launched = true;
    ticket->device = work_device;
    ticket->stream = stream && stream->device == work_device ? stream : nullptr;
    ticket->in_flight = eval;
    add_launched(std::move(eval));
    return;
  }
  release(ticket, order);  // first: dropping inputs below may free nodes that `order` points to
  for (Node* node : order) node->inputs.clear();
}

}  // namespace

void evaluate(const std::vector<Node*>& roots, Stream* stream) { run_eval(roots, stream, nullptr); }

void evaluate_async(const std::vector<NodePtr>& roots, const std::shared_ptr<Stream>& stream) {
  finish_launched_evals(kMaxLaunchedEvals - 1);  // room for this one
  InFlightEval hold;
  hold.roots = roots;
  hold.stream = stream;
  std::vector<Node*> raw;
  for (const NodePtr& root : roots) raw.push_back(root.get());
  run_eval(raw, stream.get(), &hold);
}

}  // namespace kiln
