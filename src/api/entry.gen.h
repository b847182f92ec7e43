// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
// Declarations of the C++ implementations behind the C entry points.
#pragma once

#include "api/families.h"

namespace kiln::api {

void version(uint32_t* major, uint32_t* minor, uint32_t* patch);
void dtype_size(int32_t dtype, size_t* size);
void device_count(size_t* count);
void device_get(size_t index, kiln_device* out);
void device_default(kiln_device* out);
void device_set_default(kiln_device device);
void device_find(const char* label, kiln_device* out);
void device_get_info(kiln_device device, kiln_device_info* info);
void device_memory_stats(kiln_device device, kiln_memory_stats* stats);
void device_set_memory_limit(kiln_device device, uint64_t limit_bytes);
void device_clear_cache(kiln_device device);
void tensor_create(const void* data, int32_t dtype, const int64_t* shape, size_t ndim, kiln_device device, kiln_tensor* out);
void full(const int64_t* shape, size_t ndim, double value, int32_t dtype, kiln_device device, kiln_tensor* out);
void zeros(const int64_t* shape, size_t ndim, int32_t dtype, kiln_device device, kiln_tensor* out);
void ones(const int64_t* shape, size_t ndim, int32_t dtype, kiln_device device, kiln_tensor* out);
void arange(double start, double stop, double step, int32_t dtype, kiln_device device, kiln_tensor* out);
void eye(int64_t n, int64_t m, int64_t k, int32_t dtype, kiln_device device, kiln_tensor* out);
void tensor_retain(kiln_tensor tensor);
void tensor_release(kiln_tensor tensor);
void tensor_ndim(kiln_tensor tensor, size_t* ndim);
void tensor_shape(kiln_tensor tensor, int64_t* dims, size_t capacity);
void tensor_dtype(kiln_tensor tensor, kiln_dtype* dtype);
void tensor_device(kiln_tensor tensor, kiln_device* device);
void tensor_size(kiln_tensor tensor, int64_t* size);
void tensor_nbytes(kiln_tensor tensor, size_t* nbytes);
void tensor_is_evaluated(kiln_tensor tensor, bool* evaluated);
void tensor_eval(const kiln_tensor* tensors, size_t count);
void tensor_read(kiln_tensor tensor, void* dst, size_t dst_bytes);
void tensor_borrow(kiln_tensor tensor, kiln_borrow* out, const void** data, size_t* nbytes);
void borrow_release(kiln_borrow borrow);
void tensor_copy(kiln_tensor tensor, kiln_tensor* out);
void tensor_to_device(kiln_tensor tensor, kiln_device device, kiln_tensor* out);
void where(kiln_tensor cond, kiln_tensor x, kiln_tensor y, kiln_tensor* out);
void clip(kiln_tensor x, kiln_tensor lo, kiln_tensor hi, kiln_tensor* out);
void astype(kiln_tensor x, int32_t dtype, kiln_tensor* out);
void bitcast(kiln_tensor x, int32_t dtype, kiln_tensor* out);
void matmul(kiln_tensor a, kiln_tensor b, kiln_tensor* out);
void reshape(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out);
void transpose(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);
void broadcast_to(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out);
void expand_dims(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);
void squeeze(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);
void slice(kiln_tensor x, const int64_t* start, const int64_t* stop, const int64_t* step, size_t naxes, kiln_tensor* out);
void concatenate(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out);
void stack(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out);
void pad(kiln_tensor x, const int64_t* pad_before, const int64_t* pad_after, size_t naxes, double value, kiln_tensor* out);
void flip(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);
void tensor_to_dlpack(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensorVersioned** out);
void tensor_from_dlpack(DLManagedTensorVersioned* managed, const kiln_dlpack_options* options, kiln_tensor* out);
void tensor_to_dlpack_legacy(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensor** out);
void tensor_from_dlpack_legacy(DLManagedTensor* managed, const kiln_dlpack_options* options, kiln_tensor* out);
void tensor_dlpack_device(kiln_tensor tensor, int32_t* device_type, int32_t* device_id);
void take(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out);
void take_along_axis(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out);
void gather(kiln_tensor x, kiln_tensor indices, const int64_t* axes, size_t naxes, kiln_tensor* out);
void indexed_add(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out);
void indexed_put(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out);
void argwhere(kiln_tensor x, kiln_tensor* out);
void argsort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out);
void sort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out);
void top_k(kiln_tensor x, int64_t k, kiln_tensor* values, kiln_tensor* indices);
void unique(kiln_tensor x, kiln_tensor* values, kiln_tensor* counts, kiln_tensor* inverse);
void searchsorted(kiln_tensor a, kiln_tensor v, bool right, kiln_tensor* out);
void telemetry_subscribe(kiln_telemetry_callback callback, void* user_data, uint64_t* subscription);
void telemetry_unsubscribe(uint64_t subscription);
void debug_set_flags(uint32_t flags);
void debug_get_flags(uint32_t* flags);
void fallback_set_policy(int32_t policy);
void fallback_get_policy(kiln_fallback_policy* policy);
void device_op_support(kiln_device device, const char* op, int32_t dtype, kiln_op_support* support);
void device_fallback_count(kiln_device device, size_t* count);
void device_fallback_get(kiln_device device, size_t index, const char** op, kiln_dtype* dtype);
void device_vulkan_handles(kiln_device device, kiln_vulkan_handles* handles);
void weak_scalar_int(int64_t value, kiln_device device, kiln_tensor* out);
void weak_scalar_float(double value, kiln_device device, kiln_tensor* out);
void fusion_set_enabled(bool enabled);
void fusion_get_enabled(bool* enabled);
void softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);
void log_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out);
void var(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out);
void std(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out);
void random_bits(kiln_tensor key, const int64_t* shape, size_t ndim, int32_t dtype, kiln_tensor* out);
void random_uniform(kiln_tensor key, const int64_t* shape, size_t ndim, double low, double high, int32_t dtype, kiln_tensor* out);
void random_normal(kiln_tensor key, const int64_t* shape, size_t ndim, int32_t dtype, kiln_tensor* out);
void random_randint(kiln_tensor key, const int64_t* shape, size_t ndim, int64_t low, int64_t high, int32_t dtype, kiln_tensor* out);
void random_bernoulli(kiln_tensor key, double p, const int64_t* shape, size_t ndim, kiln_tensor* out);
void info_report(const char** text);
void linalg_cholesky(kiln_tensor x, bool upper, kiln_tensor* out);
void linalg_triangular_solve(kiln_tensor a, kiln_tensor b, bool lower, bool left_side, bool transpose_a, bool unit_diagonal, kiln_tensor* out);
void linalg_lu(kiln_tensor x, kiln_tensor* p, kiln_tensor* l, kiln_tensor* u);
void linalg_qr(kiln_tensor x, bool complete, kiln_tensor* q, kiln_tensor* r);
void linalg_eigh(kiln_tensor x, kiln_tensor* eigenvalues, kiln_tensor* eigenvectors);
void linalg_eigvalsh(kiln_tensor x, kiln_tensor* out);
void linalg_svd(kiln_tensor x, bool full_matrices, kiln_tensor* u, kiln_tensor* s, kiln_tensor* vh);
void linalg_svdvals(kiln_tensor x, kiln_tensor* out);
void linalg_solve(kiln_tensor a, kiln_tensor b, kiln_tensor* out);
void linalg_inv(kiln_tensor x, kiln_tensor* out);
void linalg_det(kiln_tensor x, kiln_tensor* out);
void linalg_slogdet(kiln_tensor x, kiln_tensor* sign, kiln_tensor* logabsdet);

}  // namespace kiln::api
