#include "interop/cuda/solver_plan.h"

#include <algorithm>
#include <cstring>

namespace kiln::cuda {

namespace {

constexpr int64_t kIntLimit = int64_t{1} << 31;  // cuSOLVER's legacy routines count in int

bool too_large(const SolverPlan& p) {
  for (int64_t elements : {p.w, p.r_copy, p.b, p.values, p.u, p.v, p.pivots}) {
    if (elements >= kIntLimit) return true;
  }
  return false;
}

// gesvdj of A^T [n, m] (A's buffer as it is): U' [n, n or k] and V' [m, m or k] (full or economy).
// Singular values alone still get economy U' and V' buffers: on the H100, gesvdj without vectors
// of a matrix with more rows than columns wrote into the U and V it was given (A's own memory
// then) and returned wrong values.
void plan_svd(const SolverProblem& s, SolverPlan* p) {
  const int k = static_cast<int>(std::min(s.m, s.n));
  const bool full = s.full && s.vectors;
  p->values = k;
  p->u_cols = full ? p->rows : k;
  p->v_cols = full ? p->cols : k;
  p->u = static_cast<int64_t>(p->rows) * p->u_cols;
  p->v = static_cast<int64_t>(p->cols) * p->v_cols;
}

}  // namespace

bool plan_solver(const SolverProblem& s, SolverPlan* plan, std::string* why) {
  SolverPlan p;
  p.problem = s;
  if (s.batch < 1 || s.m < 1 || s.n < 1 || (s.op == SolverOp::Solve && s.rhs < 1)) {
    *why = "an empty batch or matrix";
    return false;
  }
  if (s.m >= kIntLimit || s.n >= kIntLimit || s.rhs >= kIntLimit) {
    *why = "a matrix too large for cuSOLVER's 32-bit sizes";
    return false;
  }
  const bool square = s.op != SolverOp::Lu && s.op != SolverOp::Qr && s.op != SolverOp::Svd;
  if (square && s.m != s.n) {
    *why = "a square matrix expected";
    return false;
  }
  p.rows = static_cast<int>(s.n);  // A^T: n x m
  p.cols = static_cast<int>(s.m);
  switch (s.op) {
    case SolverOp::Cholesky: break;
    case SolverOp::Eigh: p.values = s.n; break;
    case SolverOp::Lu:
      p.transposed = true;
      std::swap(p.rows, p.cols);
      p.pivots = std::min(s.m, s.n);
      break;
    case SolverOp::Qr:
      p.transposed = true;
      std::swap(p.rows, p.cols);
      p.q_cols = static_cast<int>(s.full ? s.m : std::min(s.m, s.n));
      p.values = std::min(s.m, s.n);
      p.r_copy = s.m * s.n;
      break;
    case SolverOp::Svd: plan_svd(s, &p); break;
    case SolverOp::Solve:
    case SolverOp::Inv:
      p.rhs = static_cast<int>(s.op == SolverOp::Solve ? s.rhs : s.n);
      p.b = s.n * p.rhs;
      p.pivots = s.n;
      break;
    case SolverOp::Det:
    case SolverOp::Slogdet: p.pivots = s.n; break;
  }
  p.k = std::min(p.rows, p.cols);
  p.w_cols = std::max(p.cols, p.q_cols);
  p.w = static_cast<int64_t>(p.rows) * p.w_cols;
  if (too_large(p)) {
    *why = "a matrix too large for cuSOLVER's 32-bit sizes";
    return false;
  }
  *plan = p;
  return true;
}

bool solver_pays(const SolverProblem& s, const char* switch_value, int64_t min_extent) {
  if (switch_value && std::strcmp(switch_value, "off") == 0) return false;
  if (switch_value && (std::strcmp(switch_value, "always") == 0 || std::strcmp(switch_value, "require") == 0)) return true;
  return std::max(s.m, s.n) >= min_extent;
}

}  // namespace kiln::cuda
