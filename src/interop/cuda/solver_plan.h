// How a batch of Kiln's row-major linalg problems maps onto cuSOLVER's column-major routines, and
// when it is worth leaving the CPU's LAPACK for them. Pure functions: tested without a GPU.
//
// A row-major A [m, n] read column-major is A^T [n, m]. Symmetric problems (cholesky, eigh) and
// those whose answer A^T gives as well (det; solve and inv through getrs with or without op T)
// factor that buffer as it is ("straight"), and so does SVD (A^T = U' S V'^T gives A = V' S U'^T:
// gesvdj returns V' itself); QR and LU need A itself, so the Vulkan side stages a transposed
// copy. The Vulkan kernels around it (linalg_stage.comp, linalg_finish.comp) read this plan's
// layouts: docs/architecture.md, "cuSOLVER".
#pragma once

#include <cstdint>
#include <string>

namespace kiln::cuda {

enum class SolverOp { Cholesky, Lu, Qr, Eigh, Svd, Solve, Inv, Det, Slogdet };

// One batch of problems as Kiln holds them: row-major A [batch, m, n] (and b [batch, m, rhs]).
struct SolverProblem {
  SolverOp op = SolverOp::Cholesky;
  bool float64 = false;
  int64_t batch = 1, m = 0, n = 0;
  int64_t rhs = 0;      // Solve: b's columns
  bool full = false;    // Qr: complete; Svd: full_matrices
  bool vectors = true;  // Eigh, Svd
};

struct SolverPlan {
  SolverProblem problem;
  bool transposed = false;  // W holds A column-major (a transposed copy), else A's buffer as it is
  int rows = 0, cols = 0;   // the column-major matrix cuSOLVER factors in W (leading dimension rows)
  int k = 0;                // min(rows, cols)
  int w_cols = 0;           // W's columns per matrix (Qr: room for Q's when it has more than A)
  int q_cols = 0;           // Qr: Q's columns
  int rhs = 0;              // Solve, Inv: columns of the staged right-hand sides (rows x rhs, column-major)
  int u_cols = 0, v_cols = 0;  // Svd: columns of U' [rows, u_cols] and V' [cols, v_cols], A^T's vectors
  // Elements of each buffer per matrix (0: not used). r_copy: geqrf's result kept for R while
  // orgqr turns W into Q; values: eigenvalues, singular values or QR's tau.
  int64_t w = 0, r_copy = 0, b = 0, values = 0, u = 0, v = 0, pivots = 0;
};

// The plan, or false with `why` (an empty matrix or one too large for cuSOLVER's 32-bit sizes:
// those stay on the CPU).
bool plan_solver(const SolverProblem& problem, SolverPlan* plan, std::string* why);

// Whether the batch pays for cuSOLVER over the CPU's LAPACK: a matrix extent of at least
// `min_extent`. `switch_value` is KILN_CUSOLVER's text: "off" never, "always" (or "require") any size.
bool solver_pays(const SolverProblem& problem, const char* switch_value, int64_t min_extent);

}  // namespace kiln::cuda
