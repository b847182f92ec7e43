#include "backend/vulkan/cusolver_linalg.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "backend/vulkan/ops.h"
#include "core/error.h"
#include "core/linalg.h"
#include "interop/cuda/cusolver_host.h"
#include "interop/cuda/interop.h"
#include "interop/cuda/solver_plan.h"

namespace kiln::vulkan {

namespace {

using cuda::SolverOp;

// Below this matrix extent the CPU's LAPACK keeps the node (KILN_CUSOLVER_MIN_EXTENT moves it).
// On the H100 the trip costs about 0.4 ms (two engine switches and host waits: cholesky of 128 took
// 0.45 ms against the CPU path's 0.12), which the CPU's LAPACK spends from about 256 (QR and LU
// of 600 x 256 were 2.4-5x faster on cuSOLVER, every op of 1024 1.6-20x): docs/benchmarks.md,
// session 33.
constexpr uint64_t kMinExtent = 256;
// Each buffer starts on a multiple of this many elements in the scratch memory.
constexpr uint64_t kAlign = 64;

const char* mode() { return std::getenv("KILN_CUSOLVER"); }
bool mode_is(const char* value) {
  const char* m = mode();
  return m && std::strcmp(m, value) == 0;
}

// KILN_CUSOLVER=emulate: cuSOLVER's routines on the CPU's LAPACKE over host-mapped scratch memory
// (interop/cuda/cusolver_host.h), any size, on any device whose memory the host maps: lavapipe in CI.
bool emulating() { return mode_is("emulate"); }

cuda::CusolverDense* solver_for(const Context& context, std::string* why) {
  if (emulating()) {
    static std::string host_why;
    static const std::unique_ptr<cuda::CusolverDense> host = cuda::create_host_cusolver(&host_why);
    if (!host) *why = host_why;
    return host.get();
  }
  if (!context.cuda()) {
    *why = "no CUDA interop layer on this device";
    return nullptr;
  }
  return context.cuda()->solver(why);
}

bool solver_op(LinalgOp op, SolverOp* out) {
  switch (op) {
    case LinalgOp::Cholesky: *out = SolverOp::Cholesky; return true;
    case LinalgOp::Lu: *out = SolverOp::Lu; return true;
    case LinalgOp::Qr: *out = SolverOp::Qr; return true;
    case LinalgOp::Eigh: *out = SolverOp::Eigh; return true;
    case LinalgOp::Svd: *out = SolverOp::Svd; return true;
    case LinalgOp::Solve: *out = SolverOp::Solve; return true;
    case LinalgOp::Inv: *out = SolverOp::Inv; return true;
    case LinalgOp::Det: *out = SolverOp::Det; return true;
    case LinalgOp::Slogdet: *out = SolverOp::Slogdet; return true;
    default: return false;  // triangular_solve: the Vulkan kernel or the CPU's trsm
  }
}

bool refuse(std::string* why, const std::string& reason) {
  *why = reason;
  return false;
}

// The node as cuSOLVER's problem; false with `why` for what it does not run.
bool problem_of(const Node& node, cuda::SolverProblem* s, std::string* why) {
  const LinalgParams& p = node.params.linalg;
  if (!solver_op(p.op, &s->op)) return refuse(why, std::string(linalg_name(p.op)) + " is not a cuSOLVER routine here");
  if (p.complex) return refuse(why, "complex matrices stay on the CPU's LAPACK");
  if (node.dtype != DType::Float32 && node.dtype != DType::Float64) return refuse(why, "cuSOLVER takes float32 and float64");
  const Shape& a = node.inputs.at(0)->shape;
  if (a.size() < 2) return refuse(why, "not a matrix");
  s->float64 = node.dtype == DType::Float64;
  s->m = a[a.size() - 2];
  s->n = a.back();
  s->batch = element_count(Shape(a.begin(), a.end() - 2));
  s->full = p.full;
  s->vectors = p.vectors;
  if (s->op == SolverOp::Solve) s->rhs = node.inputs.at(1)->shape.back();
  return true;
}

// Where each of the plan's buffers starts in the batch's scratch (elements), and the int words'.
struct Layout {
  uint64_t r = 0, rhs = 0, values = 0, u = 0, v = 0, reals = 0;
  uint64_t info = 0, spare = 0, flags = 0, perm = 0, ints = 0;
};

uint64_t aligned(uint64_t n) { return (n + kAlign - 1) / kAlign * kAlign; }

Layout layout_of(const cuda::SolverPlan& p) {
  const uint64_t batch = static_cast<uint64_t>(p.problem.batch);
  Layout l;
  uint64_t at = aligned(batch * static_cast<uint64_t>(p.w));
  auto next = [&](int64_t per) {
    const uint64_t start = at;
    at += aligned(batch * static_cast<uint64_t>(per));
    return start;
  };
  l.r = next(p.r_copy);
  l.rhs = next(p.b);
  l.values = next(p.values);
  l.u = next(p.u);
  l.v = next(p.v);
  l.reals = at;
  l.info = batch * static_cast<uint64_t>(p.pivots);
  l.spare = l.info + batch;
  l.flags = l.spare + 1;
  l.perm = l.flags + batch;
  l.ints = l.perm + (p.problem.op == SolverOp::Lu ? batch * static_cast<uint64_t>(p.problem.m) : 0);
  return l;
}

bool plan_of(const Node& node, cuda::SolverPlan* plan, std::string* why) {
  cuda::SolverProblem s;
  if (!problem_of(node, &s, why) || !cuda::plan_solver(s, plan, why)) return false;
  const Layout l = layout_of(*plan);
  const uint64_t limit = uint64_t{1} << 32;
  if (l.reals >= limit || l.ints >= limit || static_cast<uint64_t>(node.size()) >= limit) {
    return refuse(why, "a batch too large for the staging kernels' 32-bit offsets");
  }
  return true;
}

// The scratch memory's address for the routines: CUDA's, or the host's when emulating.
uint64_t cuda_address(Recorder& rec, const Allocation& a) {
  if (emulating()) {
    if (!a.mapped) fail(Status::Unsupported, "KILN_CUSOLVER=emulate: this device's memory is not mapped on the host");
    return reinterpret_cast<uint64_t>(a.mapped);
  }
  uint64_t address = 0;
  std::string why;
  if (!rec.device_memory().cuda_address(a, &address, &why)) fail(Status::DeviceError, "cuSOLVER's scratch memory: " + why);
  return address;
}

Access whole(const Allocation& a, bool write) { return Access{a.address, a.address + a.size, write}; }

uint64_t groups_for(uint64_t invocations) { return (invocations + 255) / 256; }

struct StagePush {  // linalg_stage.comp's push constants
  uint64_t a_ptr, b_ptr, real_ptr, flags_ptr, batch;
  uint32_t m, n, rhs, w_ld, w_size, rhs_off, rhs_size;
};

struct FinishPush {  // linalg_finish.comp's push constants
  uint64_t out_ptr, real_ptr, int_ptr, error_ptr, batch;
  uint32_t m, n, rows, cols, total;
  uint32_t w_size, r_off, rhs_off, values_off, values_size, u_off, u_size, v_off, v_size;
  uint32_t pivots_size, info_off, flags_off, perm_off;
};

uint32_t u32(uint64_t v) { return static_cast<uint32_t>(v); }

void stage(Recorder& rec, const Node& node, const cuda::SolverPlan& p, const Layout& l, const Allocation& reals,
           const Allocation& ints) {
  const SolverOp op = p.problem.op;
  StagePush push{};
  push.a_ptr = element_address(*node.inputs[0]);
  push.real_ptr = reals.address;
  push.flags_ptr = ints.address + l.flags * 4;
  push.batch = static_cast<uint64_t>(p.problem.batch);
  push.m = u32(p.problem.m);
  push.n = u32(p.problem.n);
  push.w_ld = u32(p.rows);
  push.w_size = u32(p.w);
  push.rhs = u32(p.rhs);
  push.rhs_off = u32(l.rhs);
  push.rhs_size = u32(p.b);
  std::vector<Access> accesses = {storage_access(*node.inputs[0], false), whole(reals, true), whole(ints, true)};
  const uint32_t rhs_mode = op == SolverOp::Solve ? 1u : op == SolverOp::Inv ? 2u : 0u;
  if (rhs_mode == 1u) {
    push.b_ptr = element_address(*node.inputs[1]);
    accesses.push_back(storage_access(*node.inputs[1], false));
  }
  const uint32_t lower_only = op == SolverOp::Cholesky || op == SolverOp::Eigh ? 1u : 0u;
  const uint64_t per = static_cast<uint64_t>(p.problem.m * p.problem.n) + (rhs_mode ? static_cast<uint64_t>(p.b) : 0);
  rec.dispatch("linalg_stage_" + dtype_tag(node.dtype), {p.transposed ? 1u : 0u, lower_only, rhs_mode}, &push,
               sizeof push, groups_for(push.batch * per), accesses);
}

void finish(Recorder& rec, const Node& node, const cuda::SolverPlan& p, const Layout& l, const Allocation& reals,
            const Allocation& ints) {
  const SolverOp op = p.problem.op;
  FinishPush push{};
  push.out_ptr = element_address(node);
  push.real_ptr = reals.address;
  push.int_ptr = ints.address;
  push.batch = static_cast<uint64_t>(p.problem.batch);
  push.m = u32(p.problem.m);
  push.n = u32(p.problem.n);
  push.rows = u32(p.rows);
  push.cols = u32(p.cols);
  push.total = u32(node.size() / p.problem.batch);
  push.w_size = u32(p.w);
  push.r_off = u32(l.r);
  push.rhs_off = u32(l.rhs);
  push.values_off = u32(l.values);
  push.values_size = u32(p.values);
  push.u_off = u32(l.u);
  push.u_size = u32(p.u);
  push.v_off = u32(l.v);
  push.v_size = u32(p.v);
  push.pivots_size = u32(p.pivots);
  push.info_off = u32(l.info);
  push.flags_off = u32(l.flags);
  push.perm_off = u32(l.perm);
  if (op == SolverOp::Solve || op == SolverOp::Inv) {
    push.error_ptr = rec.error_word(std::string(linalg_name(node.params.linalg.op)) + ": a matrix of the batch is singular");
  }
  const LinalgParams& lp = node.params.linalg;
  const uint32_t flags = (lp.upper ? 1u : 0u) | (lp.full ? 2u : 0u) | (lp.vectors ? 4u : 0u);
  const std::string kernel = "linalg_finish_" + dtype_tag(node.dtype);
  const std::vector<Access> accesses = {whole(reals, false), whole(ints, true), storage_access(node, true)};
  const uint32_t op_id = static_cast<uint32_t>(op);
  if (op == SolverOp::Lu || op == SolverOp::Det || op == SolverOp::Slogdet || op == SolverOp::Solve ||
      op == SolverOp::Inv) {
    rec.dispatch(kernel, {op_id, 0u, flags}, &push, sizeof push, groups_for(push.batch), accesses);
  }
  if (op != SolverOp::Det && op != SolverOp::Slogdet) {
    rec.dispatch(kernel, {op_id, 1u, flags}, &push, sizeof push, groups_for(push.batch * push.total), accesses);
  }
}

}  // namespace

bool cusolver_takes(const Node& node, const Context& context, bool exports, std::string* why) {
  if (node.kind != OpKind::Linalg) return refuse(why, "not a linalg node");
  if ((!context.cuda() || !exports) && !emulating()) return refuse(why, "no CUDA interop layer on this device");
  if (mode_is("off")) return refuse(why, "KILN_CUSOLVER=off");
  if (mode_is("require")) return true;  // run_linalg_on_cusolver fails what it cannot run
  cuda::SolverPlan plan;
  if (!plan_of(node, &plan, why)) return false;
  if (plan.problem.float64 && !context.features().float64) return refuse(why, "float64 without shaderFloat64");
  const bool always = mode_is("always") || emulating();
  if (!always && linalg_runs_natively(node, context.features().float64)) return refuse(why, "Kiln's own kernel runs it");
  if (!cuda::solver_pays(plan.problem, always ? "always" : mode(),
                         static_cast<int64_t>(env_count("KILN_CUSOLVER_MIN_EXTENT", kMinExtent)))) {
    return refuse(why, "too small to pay");
  }
  return solver_for(context, why) != nullptr;
}

void run_linalg_on_cusolver(Recorder& rec, const Node& node) {
  std::string why;
  cuda::SolverPlan p;
  if (!plan_of(node, &p, &why)) fail(Status::Unsupported, "KILN_CUSOLVER: " + why);
  if (p.problem.float64 && !rec.context().features().float64) fail(Status::Unsupported, "KILN_CUSOLVER: float64 without shaderFloat64");
  for (const NodePtr& in : node.inputs) {
    if (!in->contiguous() || in->dtype != node.dtype) fail(Status::Internal, "cuSOLVER linalg: expects compact inputs");
  }
  cuda::CusolverDense* solver = solver_for(rec.context(), &why);
  if (!solver) fail(Status::Unsupported, "KILN_CUSOLVER: " + why);
  const size_t item = itemsize(node.dtype);
  const Layout l = layout_of(p);
  const Allocation reals = rec.scratch(static_cast<size_t>(l.reals) * item);
  const Allocation ints = rec.scratch(static_cast<size_t>(l.ints) * 4);
  cuda::SolverBuffers b;
  const uint64_t real_base = cuda_address(rec, reals), int_base = cuda_address(rec, ints);
  b.w = real_base;
  b.r_copy = real_base + l.r * item;
  b.b = real_base + l.rhs * item;
  b.values = real_base + l.values * item;
  b.u = real_base + l.u * item;
  b.v = real_base + l.v * item;
  b.pivots = int_base;
  b.info = int_base + l.info * 4;
  b.spare_info = int_base + l.spare * 4;
  if (!solver->workspace(p, b, &b.work_elements, &why)) fail(Status::DeviceError, why);
  const Allocation work = rec.scratch(static_cast<size_t>(b.work_elements) * item);
  b.work = cuda_address(rec, work);
  rec.zero(ints);
  stage(rec, node, p, l, reals, ints);
  rec.submit();  // the host orders the engines: some of cuSOLVER's routines wait on the host themselves
  if (!solver->run_and_wait(p, b, &why)) fail(Status::DeviceError, why);
  finish(rec, node, p, l, reals, ints);
}

}  // namespace kiln::vulkan
