// Gradients of the linear algebra nodes, the standard rules (Giles, "An extended collection of
// matrix derivative results"; Murray, "Differentiation of the Cholesky decomposition"). A node
// with several results packs them per matrix (core/linalg.h): g is unpacked first. Symmetric
// inputs (cholesky, eigh) get the symmetric part of the gradient, since the decomposition reads
// one triangle as both. lu (square), qr (m >= n) and svd (reduced) have theirs too.
#include "autodiff/expr.h"
#include "autodiff/rules.h"
#include "core/error.h"

namespace kiln::autodiff {
namespace {

NodePtr mul(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Multiply, a, b); }
NodePtr matmul(const NodePtr& a, const NodePtr& b) { return ops::matmul(a, b); }
NodePtr neg(const NodePtr& a) { return unary(UnaryOp::Negative, a); }
NodePtr symmetric_part(const NodePtr& a) { return mul(binary(BinaryOp::Add, a, swap_last_two(a)), number(a, 0.5)); }

// The results of a Linalg node's g, one per packed part (batch + part shape each).
std::vector<NodePtr> unpack(const Node& node, const NodePtr& g) {
  const Shape& a = node.inputs[0]->shape;
  const Shape b = node.inputs.size() > 1 ? Shape(node.inputs[1]->shape.end() - 2, node.inputs[1]->shape.end()) : Shape{};
  const std::vector<Shape> parts = linalg_parts(node.params.linalg, Shape(a.end() - 2, a.end()), b);
  if (parts.size() == 1) return {g};
  const Shape batch(a.begin(), a.end() - 2);
  const size_t rank = g->shape.size();
  std::vector<NodePtr> out;
  int64_t offset = 0;
  for (const Shape& part : parts) {
    const int64_t size = linalg_packed_size({part});
    std::vector<int64_t> start(rank, 0), stop(g->shape.begin(), g->shape.end()), step(rank, 1);
    start[rank - 1] = offset;
    stop[rank - 1] = offset + size;
    Shape shape = batch;
    shape.insert(shape.end(), part.begin(), part.end());
    out.push_back(ops::reshape(ops::slice(g, start, stop, step), shape));
    offset += size;
  }
  return out;
}

// 1 where row - column is at least `from` (lower: from 0, strictly lower: from 1), else 0; [n, n].
NodePtr lower_mask(const NodePtr& like, int64_t n, int64_t from) {
  Device& device = *like->device;
  NodePtr rows = ops::reshape(ops::arange(device, 0.0, static_cast<double>(n), 1.0, DType::Int64), {n, 1});
  NodePtr cols = ops::reshape(ops::arange(device, static_cast<double>(from), static_cast<double>(n + from), 1.0, DType::Int64),
                              {1, n});
  return binary(BinaryOp::GreaterEqual, rows, cols);
}

NodePtr diagonal_mask(const NodePtr& like, int64_t n) {
  return binary(BinaryOp::NotEqual, lower_mask(like, n, 0), lower_mask(like, n, 1));
}

NodePtr keep(const NodePtr& x, const NodePtr& mask) { return where(mask, x, number(x, 0.0)); }

// g for A (or its inverse's transpose times a scalar per matrix): scale [batch] * A^{-T}.
NodePtr scaled_inverse_transpose(const NodePtr& a, const NodePtr& scale) {
  NodePtr s = ops::expand_dims(scale, {-1, -2});
  return mul(s, swap_last_two(ops::linalg_inv(a)));
}

std::vector<NodePtr> triangular_solve_vjp(const Node& node, const NodePtr& x, const NodePtr& g) {
  const LinalgParams& p = node.params.linalg;
  const NodePtr& a = node.inputs[0];
  const bool lower = !p.upper;
  const int64_t n = a->shape.back();
  // op(a) X = b (left) or X op(a) = b: db solves with op(a)^T; d op(a) = -db X^T or -X^T db.
  NodePtr db = ops::linalg_triangular_solve(a, g, lower, p.left_side, !p.transpose_a, p.unit_diagonal);
  NodePtr dop = neg(p.left_side ? matmul(db, swap_last_two(x)) : matmul(swap_last_two(x), db));
  NodePtr da = p.transpose_a ? swap_last_two(dop) : dop;
  NodePtr mask = lower ? lower_mask(a, n, p.unit_diagonal ? 1 : 0) : swap_last_two(lower_mask(a, n, p.unit_diagonal ? 1 : 0));
  return {keep(da, mask), db};
}

std::vector<NodePtr> cholesky_vjp(const Node& node, const NodePtr& factor, const NodePtr& g) {
  const bool upper = node.params.linalg.upper;
  const NodePtr l = upper ? swap_last_two(factor) : factor, gl = upper ? swap_last_two(g) : g;
  const int64_t n = l->shape.back();
  // A = L L^T: gA = sym(L^{-T} phi(L^T gL) L^{-1}), phi: the lower triangle, diagonal halved.
  NodePtr inner = matmul(swap_last_two(l), gl);
  NodePtr phi = binary(BinaryOp::Subtract, keep(inner, lower_mask(l, n, 0)),
                       mul(keep(inner, diagonal_mask(l, n)), number(inner, 0.5)));
  NodePtr left = ops::linalg_triangular_solve(l, phi, true, true, true, false);
  return {symmetric_part(ops::linalg_triangular_solve(l, left, true, false, false, false))};
}

// V diag(d) V^T, d [.., n] for V [.., n, n]; also U diag(d) Vh for the singular values.
NodePtr spread_diagonal(const NodePtr& left, const NodePtr& d, const NodePtr& right) {
  return matmul(mul(left, ops::expand_dims(d, {-2})), right);
}

std::vector<NodePtr> eigh_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& a = node->inputs[0];
  if (!node->params.linalg.vectors) {  // eigenvalues only: the vectors are recomputed
    NodePtr v = ops::linalg_eigh(a, true)[1];
    return {symmetric_part(spread_diagonal(v, g, swap_last_two(v)))};
  }
  // gA = V (diag(gw) + F o (V^T gV)) V^T, F_ij = 1 / (w_j - w_i) off the diagonal.
  const std::vector<NodePtr> wv = unpack(*node, node), gs = unpack(*node, g);
  const NodePtr &w = wv[0], &v = wv[1];
  const int64_t n = v->shape.back();
  NodePtr gap = binary(BinaryOp::Subtract, ops::expand_dims(w, {-2}), ops::expand_dims(w, {-1}));
  NodePtr diagonal = diagonal_mask(v, n);
  gap = where(diagonal, number(gap, 1.0), gap);  // no 1/0 even in the unused branch: its gradient would be NaN
  NodePtr inner = mul(matmul(swap_last_two(v), gs[1]), binary(BinaryOp::Divide, number(gap, 1.0), gap));
  inner = where(diagonal, ops::broadcast_to(ops::expand_dims(gs[0], {-1}), inner->shape), inner);
  return {symmetric_part(matmul(matmul(v, inner), swap_last_two(v)))};
}

NodePtr upper_part(const NodePtr& x, int64_t n, int64_t from) {  // keeps column - row >= from
  return keep(x, swap_last_two(lower_mask(x, n, from)));
}

NodePtr sub(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Subtract, a, b); }
NodePtr add(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Add, a, b); }

// A = Q R, reduced (m >= n): gA = (gQ + Q K) R^-T, K the upper triangle of N = gR R^T - Q^T gQ
// mirrored below the diagonal.
std::vector<NodePtr> qr_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& a = node->inputs[0];
  const int64_t m = a->shape[a->shape.size() - 2], n = a->shape.back();
  if (m < n) fail(Status::Unsupported, "no gradient for qr of a wide matrix (m < n) yet (docs/gradients.md)");
  if (node->params.linalg.full && m != n) {
    fail(Status::Unsupported, "no gradient for a complete qr of a non-square matrix yet (docs/gradients.md)");
  }
  const std::vector<NodePtr> qr = unpack(*node, node), gs = unpack(*node, g);
  const NodePtr &q = qr[0], &r = qr[1];
  NodePtr big_n = sub(matmul(gs[1], swap_last_two(r)), matmul(swap_last_two(q), gs[0]));
  NodePtr k = add(upper_part(big_n, n, 0), swap_last_two(upper_part(big_n, n, 1)));
  return {ops::linalg_triangular_solve(r, add(gs[0], matmul(q, k)), false, false, true, false)};
}

// A = P L U (square): gA = P L^-T (strict lower of L^T gL + upper of gU U^T) U^-T.
std::vector<NodePtr> lu_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& a = node->inputs[0];
  const int64_t m = a->shape[a->shape.size() - 2], n = a->shape.back();
  if (m != n) fail(Status::Unsupported, "no gradient for lu of a non-square matrix yet (docs/gradients.md)");
  const std::vector<NodePtr> plu = unpack(*node, node), gs = unpack(*node, g);
  const NodePtr &p = plu[0], &l = plu[1], &u = plu[2];
  NodePtr middle = add(keep(matmul(swap_last_two(l), gs[1]), lower_mask(l, n, 1)),
                       upper_part(matmul(gs[2], swap_last_two(u)), n, 0));
  NodePtr left = ops::linalg_triangular_solve(l, middle, true, true, true, true);        // L^-T middle
  NodePtr both = ops::linalg_triangular_solve(u, left, false, false, true, false);      // ... U^-T
  return {matmul(p, both)};
}

// A = U S Vh, reduced (Townsend, "Differentiating the singular value decomposition"):
// gA = U (J S + diag(gS) + S K) Vh + (I - U U^T) gU S^-1 Vh + U S^-1 gVh (I - V V^T), with
// J = F o (U^T gU - gU^T U), K = F o (V^T gV - gV^T V), F_ij = 1 / (s_j^2 - s_i^2) off the diagonal.
std::vector<NodePtr> svd_vjp(const NodePtr& node, const NodePtr& g) {
  const NodePtr& a = node->inputs[0];
  const int64_t m = a->shape[a->shape.size() - 2], n = a->shape.back(), k = std::min(m, n);
  if (node->params.linalg.full && m != n) {
    fail(Status::Unsupported, "no gradient for svd with full_matrices of a non-square matrix yet (docs/gradients.md)");
  }
  const std::vector<NodePtr> usv = unpack(*node, node), gs = unpack(*node, g);
  const NodePtr &u = usv[0], &s = usv[1], &vh = usv[2];
  const NodePtr &gu = gs[0], &gsv = gs[1], &gvh = gs[2];
  const NodePtr diagonal = diagonal_mask(s, k);
  NodePtr s2 = mul(s, s);
  NodePtr gap = sub(ops::expand_dims(s2, {-2}), ops::expand_dims(s2, {-1}));
  NodePtr f = where(diagonal, number(gap, 0.0), binary(BinaryOp::Divide, number(gap, 1.0), where(diagonal, number(gap, 1.0), gap)));
  NodePtr utgu = matmul(swap_last_two(u), gu), vhgvh = matmul(vh, swap_last_two(gvh));  // U^T gU, V^T gV
  NodePtr j = mul(f, sub(utgu, swap_last_two(utgu))), kk = mul(f, sub(vhgvh, swap_last_two(vhgvh)));
  NodePtr inner = add(mul(j, ops::expand_dims(s, {-2})), mul(ops::expand_dims(s, {-1}), kk));
  inner = add(inner, where(diagonal, ops::broadcast_to(ops::expand_dims(gsv, {-1}), inner->shape), number(inner, 0.0)));
  NodePtr inv_s = binary(BinaryOp::Divide, number(s, 1.0), s);
  NodePtr vh_scaled = mul(ops::expand_dims(inv_s, {-1}), vh);                // S^-1 Vh
  NodePtr out = matmul(matmul(u, inner), vh);
  out = add(out, matmul(sub(gu, matmul(u, utgu)), vh_scaled));               // (I - U U^T) gU S^-1 Vh
  NodePtr gvh_scaled = mul(ops::expand_dims(inv_s, {-1}), gvh);              // S^-1 gVh
  out = add(out, matmul(u, sub(gvh_scaled, matmul(matmul(gvh_scaled, swap_last_two(vh)), vh))));
  return {out};
}

}  // namespace

std::vector<NodePtr> linalg_vjp(const NodePtr& node, const NodePtr& g) {
  const LinalgParams& p = node->params.linalg;
  const NodePtr& a = node->inputs[0];
  switch (p.op) {
    case LinalgOp::Inv: {  // -Y^T g Y^T
      NodePtr yt = swap_last_two(node);
      return {neg(matmul(matmul(yt, g), yt))};
    }
    case LinalgOp::Solve: {  // X = A^{-1} B: gB = A^{-T} g, gA = -gB X^T
      NodePtr gb = ops::linalg_solve(swap_last_two(a), g);
      return {neg(matmul(gb, swap_last_two(node))), gb};
    }
    case LinalgOp::Det:
      return {scaled_inverse_transpose(a, mul(g, node))};
    case LinalgOp::Slogdet:  // sign has none; log|det| gives A^{-T}
      return {scaled_inverse_transpose(a, unpack(*node, g)[1])};
    case LinalgOp::TriangularSolve:
      return triangular_solve_vjp(*node, node, g);
    case LinalgOp::Cholesky:
      return cholesky_vjp(*node, node, g);
    case LinalgOp::Eigh:
      return eigh_vjp(node, g);
    case LinalgOp::Svd:
      if (!p.vectors) {  // singular values only: gA = U diag(gS) Vh, the vectors recomputed
        std::vector<NodePtr> usv = ops::linalg_svd(a, false, true);
        return {spread_diagonal(usv[0], g, usv[2])};
      }
      return svd_vjp(node, g);
    case LinalgOp::Qr:
      return qr_vjp(node, g);
    case LinalgOp::Lu:
      return lu_vjp(node, g);
    default:
      fail(Status::Unsupported, std::string("no gradient for ") + op_name(*node) + " yet (docs/gradients.md)");
  }
}

}  // namespace kiln::autodiff
