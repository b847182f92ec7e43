// Linear algebra entries (kiln_linalg_*): resolve handles, build with src/ops, return handles.
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "core/error.h"
#include "core/shape.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

void return_all(const std::vector<NodePtr>& nodes, std::initializer_list<kiln_tensor*> outs) {
  size_t i = 0;
  for (kiln_tensor* out : outs) return_tensor(nodes.at(i++), out);
}

}  // namespace

void linalg_cholesky(kiln_tensor x, bool upper, kiln_tensor* out) {
  return_tensor(ops::linalg_cholesky(tensor_node(x, "x"), upper), out);
}

void linalg_triangular_solve(kiln_tensor a, kiln_tensor b, bool lower, bool left_side, bool transpose_a,
                             bool unit_diagonal, kiln_tensor* out) {
  NodePtr na = tensor_node(a, "a"), nb = tensor_node(b, "b");
  return_tensor(ops::linalg_triangular_solve(na, nb, lower, left_side, transpose_a, unit_diagonal), out);
}

void linalg_lu(kiln_tensor x, kiln_tensor* p, kiln_tensor* l, kiln_tensor* u) {
  return_all(ops::linalg_lu(tensor_node(x, "x")), {p, l, u});
}

void linalg_qr(kiln_tensor x, bool complete, kiln_tensor* q, kiln_tensor* r) {
  return_all(ops::linalg_qr(tensor_node(x, "x"), complete), {q, r});
}

void linalg_eigh(kiln_tensor x, kiln_tensor* eigenvalues, kiln_tensor* eigenvectors) {
  return_all(ops::linalg_eigh(tensor_node(x, "x"), true), {eigenvalues, eigenvectors});
}

void linalg_eigvalsh(kiln_tensor x, kiln_tensor* out) {
  return_tensor(ops::linalg_eigh(tensor_node(x, "x"), false).at(0), out);
}

void linalg_svd(kiln_tensor x, bool full_matrices, kiln_tensor* u, kiln_tensor* s, kiln_tensor* vh) {
  return_all(ops::linalg_svd(tensor_node(x, "x"), full_matrices, true), {u, s, vh});
}

void linalg_svdvals(kiln_tensor x, kiln_tensor* out) {
  return_tensor(ops::linalg_svd(tensor_node(x, "x"), false, false).at(0), out);
}

void linalg_solve(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  NodePtr na = tensor_node(a, "a"), nb = tensor_node(b, "b");
  return_tensor(ops::linalg_solve(na, nb), out);
}

void linalg_inv(kiln_tensor x, kiln_tensor* out) { return_tensor(ops::linalg_inv(tensor_node(x, "x")), out); }

void linalg_det(kiln_tensor x, kiln_tensor* out) { return_tensor(ops::linalg_det(tensor_node(x, "x")), out); }

void linalg_slogdet(kiln_tensor x, kiln_tensor* sign, kiln_tensor* logabsdet) {
  return_all(ops::linalg_slogdet(tensor_node(x, "x")), {sign, logabsdet});
}

void linalg_vector_norm(kiln_tensor x, double ord, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  if (naxes > kMaxDims) fail(Status::InvalidArgument, "too many axes: " + std::to_string(naxes));
  ops::Axes list;
  if (axes != nullptr) list = std::vector<int64_t>(axes, axes + naxes);
  return_tensor(ops::linalg_vector_norm(tensor_node(x, "x"), ord, list, keepdims), out);
}

void linalg_matrix_norm(kiln_tensor x, int32_t ord, bool keepdims, kiln_tensor* out) {
  if (ord < KILN_NORM_FRO || ord > KILN_NORM_NEG_INF) {
    fail(Status::InvalidArgument, "ord " + std::to_string(ord) + " is not a kiln_matrix_norm value");
  }
  return_tensor(ops::linalg_matrix_norm(tensor_node(x, "x"), static_cast<ops::MatrixNorm>(ord), keepdims), out);
}

void linalg_lstsq(kiln_tensor a, kiln_tensor b, double rcond, kiln_tensor* out) {
  NodePtr na = tensor_node(a, "a"), nb = tensor_node(b, "b");
  return_tensor(ops::linalg_lstsq(na, nb, rcond), out);
}

}  // namespace kiln::api
