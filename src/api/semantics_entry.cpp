// Entries of the semantics front ends need: pad_general, dynamic_slice, dynamic_update_slice,
// random_permutation (their graph builders are in src/ops).
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "core/error.h"
#include "core/shape.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

std::vector<int64_t> widths(const int64_t* values, size_t count) {
  if (count > kMaxDims) fail(Status::InvalidArgument, "too many axes: " + std::to_string(count));
  return std::vector<int64_t>(values, values + count);
}

}  // namespace

void pad_general(kiln_tensor x, const int64_t* low, const int64_t* high, const int64_t* interior, size_t naxes, double value,
                 kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x");
  return_tensor(ops::pad_general(nx, widths(low, naxes), widths(high, naxes), widths(interior, naxes), value), out);
}

void dynamic_slice(kiln_tensor x, kiln_tensor starts, const int64_t* sizes, size_t nsizes, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ns = tensor_node(starts, "starts");
  return_tensor(ops::dynamic_slice(nx, ns, widths(sizes, nsizes)), out);
}

void dynamic_update_slice(kiln_tensor x, kiln_tensor starts, kiln_tensor update, kiln_tensor* out) {
  NodePtr nx = tensor_node(x, "x"), ns = tensor_node(starts, "starts"), nu = tensor_node(update, "update");
  return_tensor(ops::dynamic_update_slice(nx, ns, nu), out);
}

void random_permutation(kiln_tensor key, int64_t n, kiln_tensor* out) {
  return_tensor(ops::random_permutation(tensor_node(key, "key"), n), out);
}

}  // namespace kiln::api
