// Decompositions and solvers over the last two axes: each is one Linalg node (core/linalg.h) on
// compact float inputs with equal batch shapes; several results are views into its packed output.
#include <string>

#include "core/error.h"
#include "core/linalg.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// The dtype the kernels compute in: float32/float64 and complex as given, integers and bool in
// float64 (NumPy's rule). 16-bit floats are rejected as NumPy rejects float16.
DType compute_dtype(DType d, const char* op) {
  if (d == DType::Float32 || d == DType::Float64 || is_complex(d)) return d;
  if (is_floating(d)) {
    fail(Status::UnsupportedDType, std::string(op) + ": " + dtype_name(d) + " is not supported (use float32 or float64)");
  }
  return DType::Float64;
}

void need_matrices(const NodePtr& x, const char* op, const char* name, bool square) {
  const size_t r = x->shape.size();
  if (r < 2) {
    fail(Status::InvalidArgument, std::string(op) + ": " + name + " must have at least two dimensions, got shape " +
                                      shape_string(x->shape));
  }
  if (square && x->shape[r - 1] != x->shape[r - 2]) {
    fail(Status::ShapeMismatch, std::string(op) + ": " + name + " must hold square matrices, got shape " +
                                    shape_string(x->shape));
  }
}

Shape batch_of(const NodePtr& x) { return Shape(x->shape.begin(), x->shape.end() - 2); }
Shape matrix_of(const NodePtr& x) { return Shape(x->shape.end() - 2, x->shape.end()); }

Shape joined(const Shape& batch, const Shape& inner) {
  Shape s = batch;
  s.insert(s.end(), inner.begin(), inner.end());
  return s;
}

// Views of `dtype` of each result packed per matrix in node (`total` elements of dtype a matrix).
std::vector<NodePtr> packed_views(const NodePtr& node, DType dtype, const Shape& batch, const std::vector<Shape>& parts,
                                  int64_t total) {
  std::vector<NodePtr> out;
  int64_t offset = 0;
  for (const Shape& part : parts) {
    Strides strides(batch.size() + part.size());
    int64_t stride = 1;
    for (size_t d = part.size(); d-- > 0;) {
      strides[batch.size() + d] = stride;
      stride *= part[d];
    }
    stride = total;
    for (size_t d = batch.size(); d-- > 0;) {
      strides[d] = stride;
      stride *= batch[d];
    }
    out.push_back(make_view(node, dtype, joined(batch, part), strides, offset));
    offset += linalg_packed_size({part});
  }
  return out;
}

// The real part of a result that is real for complex input too (eigenvalues, singular values,
// log|det|): the kernel gives it a 0 imaginary part.
NodePtr real_valued(const NodePtr& x) { return is_complex(x->dtype) ? complex_part(x, 0) : x; }

// The Linalg node on inputs already cast, broadcast to one batch shape and compact, and a view
// per result. Complex inputs go in as their float pairs (core/linalg.h's `complex`), the packed
// results come out as float pairs too, and the views are complex.
std::vector<NodePtr> linalg_node(const char* op, const LinalgParams& params, const std::vector<NodePtr>& inputs) {
  const NodePtr& a = inputs.at(0);
  const Shape batch = batch_of(a);
  const Shape b = inputs.size() > 1 ? matrix_of(inputs[1]) : Shape{};
  const std::vector<Shape> parts = linalg_parts(params, matrix_of(a), b);
  for (const Shape& part : parts) check_shape(joined(batch, part), op);  // no overflow below
  // LAPACK indexes with 32-bit integers: each matrix (input or result) must have fewer elements.
  std::vector<Shape> matrices = parts;
  for (const NodePtr& in : inputs) matrices.push_back(matrix_of(in));
  for (const Shape& m : matrices) {
    if (linalg_packed_size({m}) >= (int64_t{1} << 31)) {
      fail(Status::InvalidArgument, std::string(op) + ": a matrix of shape " + shape_string(m) +
                                        " has 2^31 elements or more (LAPACK's limit)");
    }
  }
  const int64_t total = linalg_packed_size(parts);
  OpParams p;
  p.linalg = params;
  const bool complex = is_complex(a->dtype);
  if (complex) {
    p.linalg.complex = true;
    std::vector<NodePtr> pairs;
    for (const NodePtr& in : inputs) pairs.push_back(contiguous(complex_pairs(in)));
    NodePtr node = make_kernel(op, OpKind::Linalg, complex_part_type(a->dtype), joined(batch, {total * 2}), *a->device,
                               pairs, p);
    return packed_views(node, a->dtype, batch, parts, total);
  }
  const Shape shape = joined(batch, parts.size() == 1 ? parts[0] : Shape{total});
  NodePtr node = make_kernel(op, OpKind::Linalg, a->dtype, shape, *a->device, inputs, p);
  if (parts.size() == 1) return {node};
  return packed_views(node, a->dtype, batch, parts, total);
}

std::vector<NodePtr> one_input(const char* op, const NodePtr& x, bool square, const LinalgParams& params) {
  need_matrices(x, op, "x", square);
  return linalg_node(op, params, {contiguous(astype(x, compute_dtype(x->dtype, op)))});
}

LinalgParams with_op(LinalgOp op) {
  LinalgParams p;
  p.op = op;
  return p;
}

// a [..., n, n] and b [..., r, c] (a 1-d b is made a column, or a row for a right-side solve):
// cast to one dtype, batch axes broadcast, compact. Returns whether b was 1-d.
bool pair_inputs(const char* op, const NodePtr& a_in, const NodePtr& b_in, bool row_vector, NodePtr* a, NodePtr* b) {
  common_device({a_in, b_in}, op);
  need_matrices(a_in, op, "a", true);
  const bool vector = b_in->shape.size() == 1;
  if (b_in->shape.empty()) fail(Status::InvalidArgument, std::string(op) + ": b must have at least one dimension");
  NodePtr bm = vector ? expand_dims(b_in, {row_vector ? 0 : 1}) : b_in;
  const DType dtype = compute_dtype(promote_types(a_in->dtype, b_in->dtype), op);
  const Shape batch = broadcast_shapes(batch_of(a_in), batch_of(bm), op);
  *a = contiguous(broadcast_to(astype(a_in, dtype), joined(batch, matrix_of(a_in))));
  *b = contiguous(broadcast_to(astype(bm, dtype), joined(batch, matrix_of(bm))));
  return vector;
}

}  // namespace

NodePtr linalg_cholesky(const NodePtr& x, bool upper) {
  LinalgParams p = with_op(LinalgOp::Cholesky);
  p.upper = upper;
  return one_input("cholesky", x, true, p).at(0);
}

NodePtr linalg_triangular_solve(const NodePtr& a_in, const NodePtr& b_in, bool lower, bool left_side, bool transpose_a,
                                bool unit_diagonal) {
  const char* op = "triangular_solve";
  NodePtr a, b;
  const bool vector = pair_inputs(op, a_in, b_in, !left_side, &a, &b);
  const int64_t n = a->shape.back();
  const int64_t against = left_side ? b->shape[b->shape.size() - 2] : b->shape.back();
  if (against != n) {
    fail(Status::ShapeMismatch, std::string(op) + ": a " + shape_string(a_in->shape) + " and b " +
                                    shape_string(b_in->shape) + " do not match for a " +
                                    (left_side ? "left" : "right") + "-side solve");
  }
  LinalgParams p = with_op(LinalgOp::TriangularSolve);
  p.upper = !lower;
  p.left_side = left_side;
  p.transpose_a = transpose_a;
  p.unit_diagonal = unit_diagonal;
  NodePtr x = linalg_node(op, p, {a, b}).at(0);
  return vector ? squeeze(x, std::vector<int64_t>{static_cast<int64_t>(x->shape.size()) - (left_side ? 1 : 2)}) : x;
}

std::vector<NodePtr> linalg_lu(const NodePtr& x) { return one_input("lu", x, false, with_op(LinalgOp::Lu)); }

std::vector<NodePtr> linalg_qr(const NodePtr& x, bool complete) {
  LinalgParams p = with_op(LinalgOp::Qr);
  p.full = complete;
  return one_input("qr", x, false, p);
}

std::vector<NodePtr> linalg_eigh(const NodePtr& x, bool vectors) {
  LinalgParams p = with_op(LinalgOp::Eigh);
  p.vectors = vectors;
  std::vector<NodePtr> out = one_input(vectors ? "eigh" : "eigvalsh", x, true, p);
  out[0] = real_valued(out[0]);
  return out;
}

std::vector<NodePtr> linalg_svd(const NodePtr& x, bool full_matrices, bool vectors) {
  LinalgParams p = with_op(LinalgOp::Svd);
  p.full = full_matrices;
  p.vectors = vectors;
  std::vector<NodePtr> out = one_input(vectors ? "svd" : "svdvals", x, false, p);
  out[vectors ? 1 : 0] = real_valued(out[vectors ? 1 : 0]);
  return out;
}

NodePtr linalg_solve(const NodePtr& a_in, const NodePtr& b_in) {
  const char* op = "solve";
  NodePtr a, b;
  const bool vector = pair_inputs(op, a_in, b_in, false, &a, &b);
  if (b->shape[b->shape.size() - 2] != a->shape.back()) {
    fail(Status::ShapeMismatch, std::string(op) + ": a " + shape_string(a_in->shape) + " and b " +
                                    shape_string(b_in->shape) + " do not match (b needs a's n rows)");
  }
  NodePtr x = linalg_node(op, with_op(LinalgOp::Solve), {a, b}).at(0);
  return vector ? squeeze(x, std::vector<int64_t>{static_cast<int64_t>(x->shape.size()) - 1}) : x;
}

NodePtr linalg_inv(const NodePtr& x) { return one_input("inv", x, true, with_op(LinalgOp::Inv)).at(0); }

NodePtr linalg_det(const NodePtr& x) { return one_input("det", x, true, with_op(LinalgOp::Det)).at(0); }

std::vector<NodePtr> linalg_slogdet(const NodePtr& x) {
  std::vector<NodePtr> out = one_input("slogdet", x, true, with_op(LinalgOp::Slogdet));
  out[1] = real_valued(out[1]);
  return out;
}

}  // namespace kiln::ops
