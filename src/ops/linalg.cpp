// matmul with numpy.matmul's rules: 1-D operands gain an axis that is removed again, batch axes
// broadcast, dtypes promote.
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

NodePtr matmul(const NodePtr& a_in, const NodePtr& b_in) {
  Device& device = common_device({a_in, b_in}, "matmul");
  if (a_in->shape.empty() || b_in->shape.empty()) fail(Status::InvalidArgument, "matmul: operands must have at least one dimension");
  if (is_complex(a_in->dtype) || is_complex(b_in->dtype)) return complex_bilinear(a_in, b_in, matmul);
  DType dtype = promote_types(a_in->dtype, b_in->dtype);
  bool a_vector = a_in->shape.size() == 1, b_vector = b_in->shape.size() == 1;
  NodePtr a = a_vector ? expand_dims(a_in, {0}) : a_in;
  NodePtr b = b_vector ? expand_dims(b_in, {1}) : b_in;
  int64_t m = a->shape[a->shape.size() - 2], k = a->shape.back();
  int64_t k2 = b->shape[b->shape.size() - 2], n = b->shape.back();
  if (k != k2) {
    fail(Status::ShapeMismatch, "matmul: contraction extents differ: " + shape_string(a_in->shape) + " @ " + shape_string(b_in->shape));
  }
  Shape batch_a(a->shape.begin(), a->shape.end() - 2), batch_b(b->shape.begin(), b->shape.end() - 2);
  Shape batch = broadcast_shapes(batch_a, batch_b, "matmul");
  Shape a_shape = batch, b_shape = batch, out_shape = batch;
  a_shape.insert(a_shape.end(), {m, k});
  b_shape.insert(b_shape.end(), {k, n});
  out_shape.insert(out_shape.end(), {m, n});
  NodePtr out = make_kernel("matmul", OpKind::Matmul, dtype, out_shape, device,
                            {broadcast_to(astype(a, dtype), a_shape), broadcast_to(astype(b, dtype), b_shape)});
  if (a_vector || b_vector) {
    Shape final_shape = batch;
    if (!a_vector) final_shape.push_back(m);
    if (!b_vector) final_shape.push_back(n);
    out = reshape(out, final_shape);
  }
  return out;
}

}  // namespace kiln::ops
