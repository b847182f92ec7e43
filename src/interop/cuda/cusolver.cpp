#include "interop/cuda/cusolver.h"

#include <dlfcn.h>

#include <algorithm>

#include "interop/cuda/context_scope.h"
#include "interop/cuda/driver.h"

namespace kiln::cuda {

namespace {

template <typename Fn>
bool bind(void* lib, Fn* slot, const std::string& name) {
  *slot = reinterpret_cast<Fn>(dlsym(lib, name.c_str()));
  return *slot != nullptr;
}

// The S (float) or D (double) routines: cusolverDn<P>potrf and so on.
bool bind_routines(void* lib, char precision, CusolverRoutines* r) {
  const std::string p = std::string("cusolverDn") + precision;
  return bind(lib, &r->potrf_size, p + "potrf_bufferSize") && bind(lib, &r->potrf, p + "potrf") &&
         bind(lib, &r->getrf_size, p + "getrf_bufferSize") && bind(lib, &r->getrf, p + "getrf") &&
         bind(lib, &r->getrs, p + "getrs") && bind(lib, &r->geqrf_size, p + "geqrf_bufferSize") &&
         bind(lib, &r->geqrf, p + "geqrf") && bind(lib, &r->orgqr_size, p + "orgqr_bufferSize") &&
         bind(lib, &r->orgqr, p + "orgqr") && bind(lib, &r->syevd_size, p + "syevd_bufferSize") &&
         bind(lib, &r->syevd, p + "syevd") && bind(lib, &r->gesvdj_size, p + "gesvdj_bufferSize") &&
         bind(lib, &r->gesvdj, p + "gesvdj");
}

// A buffer's address for matrix `i` of the batch: `per` elements of `bytes` each per matrix.
void* at(CUdeviceptr base, int64_t per, int64_t i, size_t bytes) {
  return reinterpret_cast<void*>(base + static_cast<CUdeviceptr>(per * i) * bytes);
}

bool check(cusolverStatus status, const char* routine, std::string* why) {
  if (status != 0) *why = std::string("cuSOLVER's ") + routine + " failed with status " + std::to_string(status);
  return status == 0;
}

}  // namespace

bool load_cusolver(const SearchPlaces& places, CusolverTable* t, std::string* path, std::string* why) {
  void* lib = open_by_soname(cusolver_names(), path);
  if (!lib) {
    // Its dependencies first, found where they are: the loader then matches them by soname.
    const std::vector<std::vector<std::string>> needed = {{"libnvJitLink.so.13", "libnvJitLink.so.12"},
                                                          cublaslt_names(),
                                                          {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11"},
                                                          {"libcusparse.so.12", "libcusparse.so.11"}};
    for (const auto& alternatives : needed) {
      std::string found;
      open_library(alternatives, places, &found);  // kept open for the process, as cuSOLVER will be
    }
    lib = open_library(cusolver_names(), places, path);
  }
  if (!lib) {
    *why = "no cuSOLVER (libcusolver.so.12/11, with the cuBLAS and cuSPARSE it links to) found";
    return false;
  }
  const bool ok = bind(lib, &t->create, "cusolverDnCreate") && bind(lib, &t->destroy, "cusolverDnDestroy") &&
                  bind(lib, &t->set_stream, "cusolverDnSetStream") &&
                  bind(lib, &t->create_gesvdj_info, "cusolverDnCreateGesvdjInfo") &&
                  bind(lib, &t->destroy_gesvdj_info, "cusolverDnDestroyGesvdjInfo") && bind_routines(lib, 'S', &t->single) &&
                  bind_routines(lib, 'D', &t->twice);
  if (!ok) *why = *path + " lacks a cuSOLVER routine";
  return ok;
}

std::unique_ptr<CusolverDense> CusolverDense::create(const DriverTable& driver, CUcontext context, std::string* why) {
  CusolverTable table;
  std::string library;
  if (!load_cusolver(search_places_from_environment(), &table, &library, why)) return nullptr;
  return create_with(driver, context, table, library, why);
}

std::unique_ptr<CusolverDense> CusolverDense::create_with(const DriverTable& driver, CUcontext context,
                                                          const CusolverTable& table, const std::string& library,
                                                          std::string* why) {
  std::unique_ptr<CusolverDense> solver(new CusolverDense(driver, context));
  solver->table_ = table;
  solver->library_ = library;
  ContextScope scope(driver, context);
  if (!scope.ok() || solver->table_.create(&solver->handle_) != 0) {
    *why = "cusolverDnCreate failed";
    return nullptr;
  }
  const CUresult r = driver.stream_create(&solver->stream_, 1 /* CU_STREAM_NON_BLOCKING */);
  if (r != kSuccess || solver->table_.set_stream(solver->handle_, solver->stream_) != 0) {
    *why = "cuSOLVER's stream: " + describe_result(driver, r);
    return nullptr;
  }
  if (solver->table_.create_gesvdj_info(&solver->gesvdj_) != 0) {
    *why = "cusolverDnCreateGesvdjInfo failed";
    return nullptr;
  }
  return solver;
}

CusolverDense::~CusolverDense() {
  ContextScope scope(driver_, context_);
  if (gesvdj_) table_.destroy_gesvdj_info(gesvdj_);
  if (handle_) table_.destroy(handle_);
  if (stream_) driver_.stream_destroy(stream_);
}

bool CusolverDense::workspace(const SolverPlan& p, const SolverBuffers& b, int64_t* elements, std::string* why) {
  std::lock_guard<std::mutex> lock(mutex_);
  ContextScope scope(driver_, context_);
  const CusolverRoutines& r = p.problem.float64 ? table_.twice : table_.single;
  void* w = reinterpret_cast<void*>(b.w);
  int size = 0, more = 0;
  cusolverStatus s = 0;
  switch (p.problem.op) {
    case SolverOp::Cholesky: s = r.potrf_size(handle_, kFillUpper, p.rows, w, p.rows, &size); break;
    case SolverOp::Eigh:
      s = r.syevd_size(handle_, p.problem.vectors ? kEigVectors : kEigNoVectors, kFillUpper, p.rows, w, p.rows,
                       reinterpret_cast<void*>(b.values), &size);
      break;
    case SolverOp::Qr:
      s = r.geqrf_size(handle_, p.rows, p.cols, w, p.rows, &size);
      if (s == 0) {
        s = r.orgqr_size(handle_, p.rows, p.q_cols, p.k, w, p.rows, reinterpret_cast<void*>(b.values), &more);
      }
      break;
    case SolverOp::Svd:
      s = r.gesvdj_size(handle_, p.problem.vectors ? kEigVectors : kEigNoVectors,
                        p.problem.vectors && p.problem.full ? 0 : 1, p.rows, p.cols, w, p.rows,
                        reinterpret_cast<void*>(b.values), reinterpret_cast<void*>(b.u), p.rows,
                        reinterpret_cast<void*>(b.v), p.cols, &size, gesvdj_);
      break;
    default: s = r.getrf_size(handle_, p.rows, p.cols, w, p.rows, &size); break;  // the LU-based ones
  }
  if (!check(s, "workspace query", why)) return false;
  *elements = std::max<int64_t>({size, more, 1});
  return true;
}

bool CusolverDense::run_matrix(const SolverPlan& p, const SolverBuffers& b, int64_t i, std::string* why) {
  const CusolverRoutines& r = p.problem.float64 ? table_.twice : table_.single;
  const size_t bytes = p.problem.float64 ? 8 : 4;
  void* w = at(b.w, p.w, i, bytes);
  void* work = reinterpret_cast<void*>(b.work);
  const int lwork = static_cast<int>(b.work_elements);
  int* info = static_cast<int*>(at(b.info, 1, i, 4));
  int* spare = reinterpret_cast<int*>(b.spare_info);
  int* pivots = static_cast<int*>(at(b.pivots, p.pivots, i, 4));
  switch (p.problem.op) {
    case SolverOp::Cholesky: return check(r.potrf(handle_, kFillUpper, p.rows, w, p.rows, work, lwork, info), "potrf", why);
    case SolverOp::Eigh:
      return check(r.syevd(handle_, p.problem.vectors ? kEigVectors : kEigNoVectors, kFillUpper, p.rows, w, p.rows,
                           at(b.values, p.values, i, bytes), work, lwork, info),
                   "syevd", why);
    case SolverOp::Qr: {
      void* tau = at(b.values, p.values, i, bytes);
      if (!check(r.geqrf(handle_, p.rows, p.cols, w, p.rows, tau, work, lwork, info), "geqrf", why)) return false;
      // R is read from a copy: orgqr turns W into Q.
      const CUresult copied = driver_.memcpy_dtod_async(reinterpret_cast<CUdeviceptr>(at(b.r_copy, p.r_copy, i, bytes)),
                                                        reinterpret_cast<CUdeviceptr>(w), p.r_copy * bytes, stream_);
      if (copied != kSuccess) {
        *why = "copying QR's R: " + describe_result(driver_, copied);
        return false;
      }
      return check(r.orgqr(handle_, p.rows, p.q_cols, p.k, w, p.rows, tau, work, lwork, spare), "orgqr", why);
    }
    case SolverOp::Svd: {
      const bool vectors = p.problem.vectors;
      return check(r.gesvdj(handle_, vectors ? kEigVectors : kEigNoVectors, vectors && p.problem.full ? 0 : 1, p.rows,
                            p.cols, w, p.rows, at(b.values, p.values, i, bytes), at(b.u, p.u, i, bytes), p.rows,
                            at(b.v, p.v, i, bytes), p.cols, work, lwork, info, gesvdj_),
                   "gesvdj", why);
    }
    default: break;
  }
  // The LU-based ones: getrf, then for solve and inv getrs on the staged right-hand sides.
  if (!check(r.getrf(handle_, p.rows, p.cols, w, p.rows, work, pivots, info), "getrf", why)) return false;
  if (p.problem.op != SolverOp::Solve && p.problem.op != SolverOp::Inv) return true;
  // W is A^T: op T solves A X = B (solve); op N gives inv(A^T) column-major, which is inv(A) row-major.
  const int trans = p.problem.op == SolverOp::Solve ? kSolverOpT : kSolverOpN;
  return check(r.getrs(handle_, trans, p.rows, p.rhs, w, p.rows, pivots, at(b.b, p.b, i, bytes), p.rows, spare),
               "getrs", why);
}

bool CusolverDense::run_and_wait(const SolverPlan& p, const SolverBuffers& b, std::string* why) {
  std::lock_guard<std::mutex> lock(mutex_);
  ContextScope scope(driver_, context_);
  if (!scope.ok()) {
    *why = "cannot make the CUDA context current";
    return false;
  }
  bool ok = true;
  for (int64_t i = 0; ok && i < p.problem.batch; ++i) ok = run_matrix(p, b, i, why);
  // Wait even after a failed call: what was queued reads the buffers the caller frees next.
  const CUresult r = driver_.stream_synchronize(stream_);
  if (ok && r != kSuccess) {
    *why = "waiting for cuSOLVER: " + describe_result(driver_, r);
    ok = false;
  }
  return ok;
}

}  // namespace kiln::cuda
