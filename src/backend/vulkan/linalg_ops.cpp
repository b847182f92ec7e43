// Linalg nodes natively on Vulkan (linalg.comp): cholesky, lu and triangular_solve of float32
// (float64 with shaderFloat64) matrices small enough for one workgroup's shared memory; where the
// device has the CUDA interop layer, cuSOLVER takes larger ones and the decompositions
// (cusolver_linalg.h); the scheduler runs the rest on the CPU (runs_natively declines them).
#include <algorithm>

#include "backend/vulkan/cusolver_linalg.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"
#include "core/linalg.h"

namespace kiln::vulkan {

namespace {

struct LinalgPush {  // linalg.comp's push constants
  uint64_t a_ptr, b_ptr, out_ptr, batch;
  uint64_t error_ptr;  // triangular_solve: the recorder's error word for a zero on a's diagonal
  uint32_t m, n, br, bc;
};

int64_t max_extent(DType dtype) { return dtype == DType::Float64 ? 32 : 64; }  // linalg.comp's MAX_N

uint32_t kernel_op(LinalgOp op) {
  switch (op) {
    case LinalgOp::Cholesky: return 0;
    case LinalgOp::Lu: return 1;
    default: return 2;
  }
}

}  // namespace

bool linalg_runs_natively(const Node& node, bool float64) {
  const LinalgOp op = node.params.linalg.op;
  if (node.params.linalg.complex) return false;  // LAPACK's c/z routines on the CPU
  if (op != LinalgOp::Cholesky && op != LinalgOp::Lu && op != LinalgOp::TriangularSolve) return false;
  if (node.dtype != DType::Float32 && !(node.dtype == DType::Float64 && float64)) return false;
  const Shape& a = node.inputs.at(0)->shape;
  const int64_t m = a[a.size() - 2], n = a.back();
  if (std::max(m, n) > max_extent(node.dtype)) return false;
  if (op == LinalgOp::TriangularSolve) {
    const Shape& b = node.inputs.at(1)->shape;
    return b[b.size() - 2] < (int64_t{1} << 16) && b.back() < (int64_t{1} << 16);
  }
  return true;
}

void run_linalg(Recorder& rec, const Node& node) {
  std::string why;
  if (cusolver_takes(node, rec.context(), rec.device_memory().exports_to_cuda(), &why)) {
    return run_linalg_on_cusolver(rec, node);
  }
  if (!linalg_runs_natively(node, true)) fail(Status::Internal, "Vulkan linalg: not a kernel this backend runs");
  const LinalgParams& p = node.params.linalg;
  const Node& a = *node.inputs.at(0);
  LinalgPush push{};
  push.a_ptr = element_address(a);
  push.out_ptr = element_address(node);
  push.m = static_cast<uint32_t>(a.shape[a.shape.size() - 2]);
  push.n = static_cast<uint32_t>(a.shape.back());
  uint64_t batch = 1;
  for (size_t d = 0; d + 2 < a.shape.size(); ++d) batch *= static_cast<uint64_t>(a.shape[d]);
  push.batch = batch;
  std::vector<Access> accesses = {storage_access(a, false), storage_access(node, true)};
  uint32_t flags = 0;
  if (p.op == LinalgOp::TriangularSolve) {
    const Node& b = *node.inputs.at(1);
    push.b_ptr = element_address(b);
    push.br = static_cast<uint32_t>(b.shape[b.shape.size() - 2]);
    push.bc = static_cast<uint32_t>(b.shape.back());
    accesses.push_back(storage_access(b, false));
    flags = (p.upper ? 1u : 0u) | (p.left_side ? 0u : 2u) | (p.transpose_a ? 4u : 0u) | (p.unit_diagonal ? 8u : 0u);
    // An exactly singular matrix fails the eval, as on the CPU (LAPACK's trtrs, SciPy).
    if (!p.unit_diagonal) {
      push.error_ptr =
          rec.error_word(std::string(linalg_name(p.op)) + ": a matrix of the batch is singular (a zero on its diagonal)");
    }
  } else if (p.op == LinalgOp::Cholesky) {
    flags = p.upper ? 1u : 0u;
  }
  for (const NodePtr& in : node.inputs) {
    if (!in->contiguous() || in->dtype != node.dtype) fail(Status::Internal, "Vulkan linalg: expects compact inputs");
  }
  rec.dispatch("linalg_" + dtype_tag(node.dtype), {kernel_op(p.op), flags}, &push, sizeof(push), batch, accesses);
}

}  // namespace kiln::vulkan
