// Op entries: resolve handles, call the graph builders in src/ops, return new handles.
#include <optional>
#include <string>

#include "api/entry.gen.h"
#include "api/enums.h"
#include "api/handles.h"
#include "core/error.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

std::vector<int64_t> int_list(const int64_t* values, size_t count) {
  if (count > kMaxDims) fail(Status::InvalidArgument, "too many axes: " + std::to_string(count));
  return std::vector<int64_t>(values, values + count);
}

ops::Axes optional_axes(const int64_t* axes, size_t naxes) {
  if (axes == nullptr) {
    if (naxes != 0) fail(Status::InvalidArgument, "axes is NULL but naxes is " + std::to_string(naxes));
    return std::nullopt;
  }
  return int_list(axes, naxes);
}

}  // namespace

void unary_entry(UnaryOp op, kiln_tensor x, kiln_tensor* out) { return_tensor(ops::unary(op, peek_tensor_node(x, "x")), out); }

void binary_entry(BinaryOp op, kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return_tensor(ops::binary(op, peek_tensor_node(a, "a"), peek_tensor_node(b, "b")), out);
}

void reduce_entry(Reduction kind, kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  NodePtr node = tensor_node(x, "x");
  return_tensor(ops::reduce(kind, node, optional_axes(axes, naxes), keepdims), out);
}

void scan_entry(ScanOp op, kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out) {
  return_tensor(ops::scan(op, tensor_node(x, "x"), axis, reverse), out);
}

void softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return_tensor(ops::softmax(tensor_node(x, "x"), optional_axes(axes, naxes)), out);
}

void log_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return_tensor(ops::log_softmax(tensor_node(x, "x"), optional_axes(axes, naxes)), out);
}

void var(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out) {
  return_tensor(ops::var(tensor_node(x, "x"), optional_axes(axes, naxes), ddof, keepdims), out);
}

void std(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out) {
  return_tensor(ops::std_dev(tensor_node(x, "x"), optional_axes(axes, naxes), ddof, keepdims), out);
}

void where(kiln_tensor cond, kiln_tensor x, kiln_tensor y, kiln_tensor* out) {
  NodePtr c = tensor_node(cond, "cond"), nx = tensor_node(x, "x"), ny = tensor_node(y, "y");
  return_tensor(ops::where(c, nx, ny), out);
}

void clip(kiln_tensor x, kiln_tensor lo, kiln_tensor hi, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  NodePtr nlo = lo ? tensor_node(lo, "lo") : nullptr;
  NodePtr nhi = hi ? tensor_node(hi, "hi") : nullptr;
  return_tensor(ops::clip(nx, nlo, nhi), out);
}

void take(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ni = tensor_node(indices, "indices");
  return_tensor(ops::take(nx, ni, axis), out);
}

void take_along_axis(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ni = tensor_node(indices, "indices");
  return_tensor(ops::take_along_axis(nx, ni, axis), out);
}

void gather(kiln_tensor x, kiln_tensor indices, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ni = tensor_node(indices, "indices");
  return_tensor(ops::gather(nx, ni, optional_axes(axes, naxes)), out);
}

void indexed_add(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ni = tensor_node(indices, "indices"), nu = tensor_node(updates, "updates");
  return_tensor(ops::indexed_update(nx, ni, nu, optional_axes(axes, naxes), true), out);
}

void indexed_put(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ni = tensor_node(indices, "indices"), nu = tensor_node(updates, "updates");
  return_tensor(ops::indexed_update(nx, ni, nu, optional_axes(axes, naxes), false), out);
}

void argwhere(kiln_tensor x, kiln_tensor* out) { return_tensor(ops::argwhere(tensor_node(x, "x")), out); }

void argsort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out) {
  return_tensor(ops::argsort(tensor_node(x, "x"), axis, descending), out);
}

void sort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out) {
  return_tensor(ops::sort(tensor_node(x, "x"), axis, descending), out);
}

void top_k(kiln_tensor x, int64_t k, kiln_tensor* values, kiln_tensor* indices) {
  auto [v, i] = ops::top_k(tensor_node(x, "x"), k, false);
  return_tensor(v, values);
  return_tensor(i, indices);
}

void unique(kiln_tensor x, kiln_tensor* values, kiln_tensor* counts, kiln_tensor* inverse) {
  ops::UniqueResult r = ops::unique(tensor_node(x, "x"));
  return_tensor(r.values, values);
  return_tensor(r.counts, counts);
  return_tensor(r.inverse, inverse);
}

void searchsorted(kiln_tensor a, kiln_tensor v, bool right, kiln_tensor* out) {
  NodePtr na = tensor_node(a, "a"), nv = tensor_node(v, "v");
  return_tensor(ops::searchsorted(na, nv, right), out);
}

void astype(kiln_tensor x, int32_t dtype, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::astype(nx, to_dtype(dtype, "dtype")), out);
}

void bitcast(kiln_tensor x, int32_t dtype, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::bitcast(nx, to_dtype(dtype, "dtype")), out);
}

void matmul(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  NodePtr na = tensor_node(a, "a"), nb = tensor_node(b, "b");
  return_tensor(ops::matmul(na, nb), out);
}

void reshape(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::reshape(nx, int_list(shape, ndim)), out);
}

void transpose(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::transpose(nx, optional_axes(axes, naxes)), out);
}

void broadcast_to(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::broadcast_to(nx, checked_shape(shape, ndim, "shape")), out);
}

void expand_dims(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::expand_dims(nx, int_list(axes, naxes)), out);
}

void squeeze(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::squeeze(nx, optional_axes(axes, naxes)), out);
}

void slice(kiln_tensor x, const int64_t* start, const int64_t* stop, const int64_t* step, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  std::vector<int64_t> steps = step ? int_list(step, naxes) : std::vector<int64_t>(naxes, 1);
  return_tensor(ops::slice(nx, int_list(start, naxes), int_list(stop, naxes), steps), out);
}

void concatenate(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out) {
  return_tensor(ops::concatenate(tensor_nodes(tensors, count, "tensors"), axis), out);
}

void stack(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out) {
  return_tensor(ops::stack(tensor_nodes(tensors, count, "tensors"), axis), out);
}

void pad(kiln_tensor x, const int64_t* pad_before, const int64_t* pad_after, size_t naxes, double value, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::pad(nx, int_list(pad_before, naxes), int_list(pad_after, naxes), value), out);
}

void flip(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::flip(nx, optional_axes(axes, naxes)), out);
}

}  // namespace kiln::api
