// Complex reductions, the running sum and the products (matmul, dot_general) from float ops on
// the parts (ops/complex.h).
#include <functional>
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"

namespace kiln::ops {

namespace {

// Elementwise product of complex tensors of one dtype (complex_binary's Multiply).
NodePtr cmul(const NodePtr& a, const NodePtr& b) { return complex_binary(BinaryOp::Multiply, a, b); }

// The product over the given axes as a pairwise tree of complex multiplications (about log2 n
// roundings on a path, as a pairwise sum): the reduced axes moved last and merged into one of n,
// whose even and odd halves multiply until one column is left; an odd column out waits aside.
NodePtr product(const NodePtr& z, const std::vector<int64_t>& reduced, bool keepdims) {
  std::vector<int64_t> perm;
  Shape kept, keep_shape;
  int64_t m = 1, n = 1;
  for (size_t i = 0; i < z->shape.size(); ++i) {
    bool r = false;
    for (int64_t a : reduced) r = r || a == static_cast<int64_t>(i);
    keep_shape.push_back(r ? 1 : z->shape[i]);
    if (!r) {
      perm.push_back(static_cast<int64_t>(i));
      kept.push_back(z->shape[i]);
      m *= z->shape[i];
    }
  }
  for (int64_t a : reduced) {
    perm.push_back(a);
    n *= z->shape[a];
  }
  NodePtr x = reshape(transpose(z, perm), {m, n});
  std::vector<NodePtr> aside;
  while (n > 1) {
    int64_t h = n / 2;
    if (n % 2) aside.push_back(slice(x, {0, n - 1}, {m, n}, {1, 1}));
    x = cmul(slice(x, {0, 0}, {m, 2 * h}, {1, 2}), slice(x, {0, 1}, {m, 2 * h}, {1, 2}));
    n = h;
  }
  if (n == 0) x = astype(full(*z->device, {m, 1}, 1.0, complex_part_type(z->dtype)), z->dtype);
  for (const NodePtr& y : aside) x = cmul(x, y);
  return reshape(x, keepdims ? keep_shape : kept);
}

}  // namespace

NodePtr complex_reduce(Reduction kind, const NodePtr& z, const Axes& axes, bool keepdims) {
  const char* name = op_info(kind).name;
  std::vector<int64_t> reduced = normalize_axes(axes, z->shape.size(), name);
  switch (kind) {
    case Reduction::Sum:
    case Reduction::Mean:  // each part on its own: the pair axis is not reduced
      return complex_from_pairs(reduce(kind, complex_pairs(z), reduced, keepdims), z->dtype);
    case Reduction::Prod: return product(z, reduced, keepdims);
    case Reduction::All:
    case Reduction::Any: return reduce(kind, astype(z, DType::Bool), reduced, keepdims);
    default: fail(Status::UnsupportedDType, std::string(name) + " is not defined for " + dtype_name(z->dtype));
  }
}

NodePtr complex_scan(ScanOp op, const NodePtr& z, int64_t axis, bool reverse) {
  // A running sum adds each part on its own. A running product is log2(n) rounds of complex
  // products with the result shifted along the axis by 1, 2, 4... (ones shifted in): no float
  // scan computes it, and this costs n log n products in ceil(log2 n) fused kernels. The ordering
  // scans have no complex meaning.
  if (op == ScanOp::CumSum) return complex_from_pairs(scan(op, complex_pairs(z), axis, reverse), z->dtype);
  if (op != ScanOp::CumProd) {
    fail(Status::UnsupportedDType, std::string(scan_name(op)) + " is not defined for " + dtype_name(z->dtype));
  }
  const size_t rank = z->shape.size(), a = static_cast<size_t>(axis);
  const int64_t n = z->shape[a];
  NodePtr y = z;
  for (int64_t shift = 1; shift < n; shift *= 2) {
    std::vector<int64_t> start(rank, 0), stop(z->shape.begin(), z->shape.end()), step(rank, 1), before(rank, 0), after(rank, 0);
    (reverse ? start[a] : stop[a]) = reverse ? shift : n - shift;
    (reverse ? after[a] : before[a]) = shift;
    y = binary(BinaryOp::Multiply, y, pad(slice(y, start, stop, step), before, after, 1.0));
  }
  return y == z ? copy(z) : y;
}

NodePtr complex_bilinear(const NodePtr& a_in, const NodePtr& b_in, const std::function<NodePtr(const NodePtr&, const NodePtr&)>& f) {
  // (ar + i ai)(br + i bi): four float products; a real operand has no imaginary part to take.
  DType dtype = promote_types(a_in->dtype, b_in->dtype);
  DType part = complex_part_type(dtype);
  auto re = [&](const NodePtr& x) { return is_complex(x->dtype) ? complex_part(astype(x, dtype), 0) : astype(x, part); };
  auto im = [&](const NodePtr& x) { return is_complex(x->dtype) ? complex_part(astype(x, dtype), 1) : nullptr; };
  NodePtr ar = re(a_in), ai = im(a_in), br = re(b_in), bi = im(b_in);
  NodePtr real = f(ar, br), imag;
  if (ai && bi) {
    real = binary(BinaryOp::Subtract, real, f(ai, bi));
    imag = binary(BinaryOp::Add, f(ar, bi), f(ai, br));
  } else {
    imag = ai ? f(ai, br) : f(ar, bi);
  }
  return complex_from_parts(real, imag);
}

}  // namespace kiln::ops
