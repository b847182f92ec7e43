// Complex tensors as float pairs (ops/complex.h): the views between the two, casts, copies,
// where, concatenate, pad and take.
#include "ops/complex.h"

#include <string>

#include "core/error.h"
#include "ops/graph.h"

namespace kiln::ops {

namespace {

// z's strides and offset counted in parts (two to a complex element), plus `part`. A stride or
// offset that overflows when doubled addresses nothing: it belongs to a size-1 axis or an empty
// tensor (whose extents may reach 2^63, core/shape.h), where any value serves, so it becomes 0.
struct PartLayout {
  Strides strides;
  int64_t offset = 0;
};

PartLayout part_layout(const NodePtr& z, int part) {
  PartLayout l{z->strides};
  for (int64_t& s : l.strides) {
    if (__builtin_mul_overflow(s, int64_t{2}, &s)) s = 0;
  }
  if (__builtin_mul_overflow(z->offset, int64_t{2}, &l.offset)) l.offset = 0;
  l.offset += part;
  return l;
}

}  // namespace

NodePtr complex_pairs(const NodePtr& z) {
  Shape shape = z->shape;
  PartLayout l = part_layout(z, 0);
  shape.push_back(2);
  l.strides.push_back(1);
  return make_view(z, complex_part_type(z->dtype), std::move(shape), std::move(l.strides), l.offset);
}

NodePtr complex_part(const NodePtr& z, int part) {
  PartLayout l = part_layout(z, part);
  return make_view(z, complex_part_type(z->dtype), z->shape, std::move(l.strides), l.offset);
}

NodePtr complex_from_pairs(const NodePtr& pairs_in, DType dtype) {
  NodePtr pairs = pairs_in;
  if (!pairs->contiguous() || pairs->offset % 2 != 0) pairs = copy(pairs);
  Shape shape(pairs->shape.begin(), pairs->shape.end() - 1);
  Strides strides = contiguous_strides(shape);
  return make_view(pairs, dtype, std::move(shape), std::move(strides), pairs->offset / 2);
}

NodePtr complex_from_lanes(const NodePtr& re, const NodePtr& im) {
  // where(lane is 0, re, im) over S + [2]: one kernel (with whatever fuses into it) writes both.
  const bool lanes[2] = {true, false};
  NodePtr pairs = where(constant(*re->device, DType::Bool, {2}, lanes), re, im);
  return complex_from_pairs(pairs, complex_type_for(pairs->dtype));
}

NodePtr complex_from_parts(const NodePtr& re, const NodePtr& im) {
  return complex_from_lanes(expand_dims(re, {static_cast<int64_t>(re->shape.size())}),
                            expand_dims(im, {static_cast<int64_t>(im->shape.size())}));
}

NodePtr complex_lane(const NodePtr& z, int part) {
  Shape shape = z->shape;
  PartLayout l = part_layout(z, part);
  shape.push_back(2);
  l.strides.push_back(0);
  return make_view(z, complex_part_type(z->dtype), std::move(shape), std::move(l.strides), l.offset);
}

NodePtr complex_astype(const NodePtr& x, DType dtype) {
  if (is_complex(x->dtype) && is_complex(dtype)) {
    return complex_from_pairs(astype(complex_pairs(x), complex_part_type(dtype)), dtype);
  }
  if (is_complex(dtype)) {  // real -> complex: the value, imaginary part 0
    DType part = complex_part_type(dtype);
    return complex_from_parts(astype(x, part), full(*x->device, {}, 0.0, part));
  }
  if (dtype == DType::Bool) {  // nonzero (either part) is true, as the array API says
    NodePtr zero = full(*x->device, {}, 0.0, complex_part_type(x->dtype));
    return binary(BinaryOp::LogicalOr, binary(BinaryOp::NotEqual, complex_part(x, 0), zero),
                  binary(BinaryOp::NotEqual, complex_part(x, 1), zero));
  }
  // NumPy drops the imaginary part with a warning; the array API leaves the cast out. Kiln
  // refuses it rather than lose data silently: kiln_real says what is meant.
  fail(Status::UnsupportedDType, std::string("astype: ") + dtype_name(x->dtype) + " to " + dtype_name(dtype) +
                                     " would drop the imaginary part; take kiln_real (or kiln_abs) first");
}

NodePtr complex_copy(const NodePtr& z) { return complex_from_pairs(copy(complex_pairs(z)), z->dtype); }

NodePtr complex_where(const NodePtr& cond, const NodePtr& x, const NodePtr& y) {
  DType dtype = promote_types(x->dtype, y->dtype);
  NodePtr c = astype(cond, DType::Bool);
  NodePtr pairs = where(expand_dims(c, {static_cast<int64_t>(c->shape.size())}), complex_pairs(astype(x, dtype)),
                        complex_pairs(astype(y, dtype)));
  return complex_from_pairs(pairs, dtype);
}

NodePtr complex_concatenate(const std::vector<NodePtr>& xs, int64_t axis) {
  DType dtype = xs.front()->dtype;
  for (const NodePtr& x : xs) dtype = promote_types(dtype, x->dtype);
  std::vector<NodePtr> pairs;
  pairs.reserve(xs.size());
  for (const NodePtr& x : xs) pairs.push_back(complex_pairs(astype(x, dtype)));
  return complex_from_pairs(concatenate(pairs, axis), dtype);
}

NodePtr complex_pad(const NodePtr& z, const std::vector<int64_t>& before, const std::vector<int64_t>& after, double value) {
  return complex_from_parts(pad(complex_part(z, 0), before, after, value), pad(complex_part(z, 1), before, after, 0.0));
}

NodePtr complex_take(const NodePtr& z, const NodePtr& indices, int64_t axis) {
  return complex_from_pairs(take(complex_pairs(z), indices, axis), z->dtype);
}

}  // namespace kiln::ops
