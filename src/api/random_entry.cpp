// Random number entries: resolve the key, check the shape and dtype, call src/ops/random.cpp.
#include "api/entry.gen.h"
#include "api/enums.h"
#include "api/handles.h"
#include "ops/ops.h"

namespace kiln::api {

void random_bits(kiln_tensor key, const int64_t* shape, size_t ndim, int32_t dtype, kiln_tensor* out) {
  NodePtr k = tensor_node(key, "key");
  return_tensor(ops::random_bits(k, checked_shape(shape, ndim, "shape"), to_dtype(dtype, "dtype"), "random_bits"), out);
}

void random_uniform(kiln_tensor key, const int64_t* shape, size_t ndim, double low, double high, int32_t dtype,
                    kiln_tensor* out) {
  NodePtr k = tensor_node(key, "key");
  return_tensor(ops::random_uniform(k, checked_shape(shape, ndim, "shape"), low, high, to_dtype(dtype, "dtype")), out);
}

void random_normal(kiln_tensor key, const int64_t* shape, size_t ndim, int32_t dtype, kiln_tensor* out) {
  NodePtr k = tensor_node(key, "key");
  return_tensor(ops::random_normal(k, checked_shape(shape, ndim, "shape"), to_dtype(dtype, "dtype")), out);
}

void random_randint(kiln_tensor key, const int64_t* shape, size_t ndim, int64_t low, int64_t high, int32_t dtype,
                    kiln_tensor* out) {
  NodePtr k = tensor_node(key, "key");
  return_tensor(ops::random_randint(k, checked_shape(shape, ndim, "shape"), low, high, to_dtype(dtype, "dtype")), out);
}

void random_bernoulli(kiln_tensor key, double p, const int64_t* shape, size_t ndim, kiln_tensor* out) {
  NodePtr k = tensor_node(key, "key");
  return_tensor(ops::random_bernoulli(k, p, checked_shape(shape, ndim, "shape")), out);
}

}  // namespace kiln::api
