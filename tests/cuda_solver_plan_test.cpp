// How Kiln's row-major linalg batches map onto cuSOLVER's column-major routines
// (src/interop/cuda/solver_plan.h), when a batch goes there, and that a machine without cuSOLVER
// leaves it alone: tested without a GPU. The routines themselves, and the Vulkan kernels around
// them, run on the H100 against the CPU's LAPACK (the linalg fixtures with KILN_CUSOLVER=always,
// and bench/cusolver_check.py).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "interop/cuda/cusolver.h"
#include "interop/cuda/solver_plan.h"

namespace {

using namespace kiln::cuda;

SolverProblem problem(SolverOp op, int64_t m, int64_t n, int64_t batch = 1) {
  SolverProblem s;
  s.op = op;
  s.m = m;
  s.n = n;
  s.batch = batch;
  return s;
}

SolverPlan plan_of(const SolverProblem& s) {
  SolverPlan p;
  std::string why;
  EXPECT_TRUE(plan_solver(s, &p, &why)) << why;
  return p;
}

TEST(CudaSolverPlan, SymmetricProblemsFactorTheBufferAsItIs) {
  // Cholesky and eigh read one triangle of a symmetric matrix: A^T's buffer is A's.
  for (SolverOp op : {SolverOp::Cholesky, SolverOp::Eigh}) {
    const SolverPlan p = plan_of(problem(op, 300, 300, 2));
    EXPECT_FALSE(p.transposed);
    EXPECT_EQ(p.rows, 300);
    EXPECT_EQ(p.cols, 300);
    EXPECT_EQ(p.w, 300 * 300);
    EXPECT_EQ(p.values, op == SolverOp::Eigh ? 300 : 0);
  }
}

TEST(CudaSolverPlan, LuAndQrFactorATransposedCopy) {
  SolverPlan lu = plan_of(problem(SolverOp::Lu, 5, 3));
  EXPECT_TRUE(lu.transposed);
  EXPECT_EQ(lu.rows, 5);
  EXPECT_EQ(lu.cols, 3);
  EXPECT_EQ(lu.pivots, 3);
  SolverProblem reduced = problem(SolverOp::Qr, 5, 3);
  SolverPlan qr = plan_of(reduced);
  EXPECT_TRUE(qr.transposed);
  EXPECT_EQ(qr.q_cols, 3);
  EXPECT_EQ(qr.w_cols, 3);
  EXPECT_EQ(qr.values, 3);        // tau
  EXPECT_EQ(qr.r_copy, 5 * 3);    // geqrf's result, kept for R
  // Complete: Q is 5 x 5, so W has room for 5 columns though A has 3.
  reduced.full = true;
  qr = plan_of(reduced);
  EXPECT_EQ(qr.q_cols, 5);
  EXPECT_EQ(qr.w_cols, 5);
  EXPECT_EQ(qr.w, 25);
  // A wide matrix: Q is m x m either way.
  qr = plan_of(problem(SolverOp::Qr, 3, 7));
  EXPECT_EQ(qr.q_cols, 3);
  EXPECT_EQ(qr.k, 3);
  EXPECT_EQ(qr.w_cols, 7);
}

TEST(CudaSolverPlan, SvdFactorsATransposeAsItIsAnyShape) {
  // gesvdj of A^T [n, m]: A = V' S U'^T, so U' is [n, n or k] and V' [m, m or k].
  SolverProblem s = problem(SolverOp::Svd, 4, 9);  // wide
  SolverPlan p = plan_of(s);
  EXPECT_FALSE(p.transposed);
  EXPECT_EQ(p.rows, 9);
  EXPECT_EQ(p.cols, 4);
  EXPECT_EQ(p.u_cols, 4);
  EXPECT_EQ(p.v_cols, 4);
  EXPECT_EQ(p.u, 36);
  EXPECT_EQ(p.v, 16);
  s = problem(SolverOp::Svd, 9, 4);  // tall, full matrices
  s.full = true;
  p = plan_of(s);
  EXPECT_FALSE(p.transposed);
  EXPECT_EQ(p.rows, 4);
  EXPECT_EQ(p.cols, 9);
  EXPECT_EQ(p.u_cols, 4);
  EXPECT_EQ(p.v_cols, 9);
  EXPECT_EQ(p.v, 81);
  s.vectors = false;  // singular values only: economy U' and V' all the same (gesvdj writes them)
  p = plan_of(s);
  EXPECT_EQ(p.u, 4 * 4);
  EXPECT_EQ(p.v, 9 * 4);
  EXPECT_EQ(p.values, 4);
}

TEST(CudaSolverPlan, SolveStagesTheRightHandSidesInvAnIdentity) {
  SolverProblem s = problem(SolverOp::Solve, 6, 6, 3);
  s.rhs = 2;
  SolverPlan p = plan_of(s);
  EXPECT_FALSE(p.transposed);  // getrs with op T solves A X = B from A^T's factors
  EXPECT_EQ(p.rhs, 2);
  EXPECT_EQ(p.b, 12);
  EXPECT_EQ(p.pivots, 6);
  p = plan_of(problem(SolverOp::Inv, 6, 6));
  EXPECT_EQ(p.rhs, 6);
  EXPECT_EQ(p.b, 36);
  p = plan_of(problem(SolverOp::Slogdet, 6, 6));
  EXPECT_EQ(p.b, 0);
  EXPECT_EQ(p.pivots, 6);
}

TEST(CudaSolverPlan, EmptyNonSquareAndOversizedBatchesStayOnTheCpu) {
  SolverPlan p;
  std::string why;
  EXPECT_FALSE(plan_solver(problem(SolverOp::Qr, 0, 3), &p, &why));
  EXPECT_FALSE(plan_solver(problem(SolverOp::Eigh, 3, 3, 0), &p, &why));
  SolverProblem no_rhs = problem(SolverOp::Solve, 3, 3);
  EXPECT_FALSE(plan_solver(no_rhs, &p, &why));
  EXPECT_FALSE(plan_solver(problem(SolverOp::Inv, 3, 4), &p, &why));
  EXPECT_NE(why.find("square"), std::string::npos) << why;
  EXPECT_FALSE(plan_solver(problem(SolverOp::Svd, 1 << 20, 1 << 12), &p, &why));  // 2^32 elements
  EXPECT_NE(why.find("32-bit"), std::string::npos) << why;
}

TEST(CudaSolverPlan, PaysFromTheMinimumExtentOrAsSwitched) {
  const SolverProblem small = problem(SolverOp::Eigh, 32, 32, 100), large = problem(SolverOp::Qr, 512, 64);
  EXPECT_FALSE(solver_pays(small, nullptr, 128));
  EXPECT_TRUE(solver_pays(large, nullptr, 128));
  EXPECT_TRUE(solver_pays(small, "always", 128));
  EXPECT_TRUE(solver_pays(small, "require", 128));
  EXPECT_FALSE(solver_pays(large, "off", 128));
}

// Where the machine's loader finds cuSOLVER (a CUDA toolkit, as on the development machine, needs
// no GPU to open), every routine Kiln calls is bound by its name; elsewhere the reason is given.
TEST(CudaSolverPlan, CusolverIsBoundWholeOrNotAtAll) {
  char pattern[] = "/tmp/kiln-cusolver-XXXXXX";
  SearchPlaces places;
  places.root = mkdtemp(pattern);
  CusolverTable table;
  std::string path, why;
  if (load_cusolver(places, &table, &path, &why)) {
    for (const CusolverRoutines* r : {&table.single, &table.twice}) {
      const void* routines[] = {reinterpret_cast<const void*>(r->potrf_size), reinterpret_cast<const void*>(r->potrf),
                                reinterpret_cast<const void*>(r->getrf_size), reinterpret_cast<const void*>(r->getrf),
                                reinterpret_cast<const void*>(r->getrs), reinterpret_cast<const void*>(r->geqrf_size),
                                reinterpret_cast<const void*>(r->geqrf), reinterpret_cast<const void*>(r->orgqr_size),
                                reinterpret_cast<const void*>(r->orgqr), reinterpret_cast<const void*>(r->syevd_size),
                                reinterpret_cast<const void*>(r->syevd), reinterpret_cast<const void*>(r->gesvdj_size),
                                reinterpret_cast<const void*>(r->gesvdj)};
      for (const void* routine : routines) EXPECT_NE(routine, nullptr) << path;
    }
    EXPECT_NE(table.set_stream, nullptr);
    EXPECT_NE(table.create_gesvdj_info, nullptr);
    EXPECT_NE(table.destroy_gesvdj_info, nullptr);
  } else {
    EXPECT_NE(why.find("no cuSOLVER"), std::string::npos) << why;  // not "lacks a routine": a wrong name
  }
  std::filesystem::remove_all(places.root);
}

}  // namespace
