/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */
/* The Kiln NIF's generated half: the table of library entry points, one resource type per
 * handle and external type, enum and struct converters. c_src/kiln_nif_runtime.h has the rest. */
#ifndef KILN_NIF_GEN_H
#define KILN_NIF_GEN_H

#include <erl_nif.h>
#include <kiln/kiln.h>

/* Entry points resolved with dlvsym from the loaded libkiln; NULL where an older 1.x lacks one. */
typedef struct kn_api {
  __typeof__(kiln_last_error)* kiln_last_error;
  __typeof__(kiln_status_string)* kiln_status_string;
  __typeof__(kiln_version)* kiln_version;
  __typeof__(kiln_dtype_size)* kiln_dtype_size;
  __typeof__(kiln_device_count)* kiln_device_count;
  __typeof__(kiln_device_get)* kiln_device_get;
  __typeof__(kiln_device_default)* kiln_device_default;
  __typeof__(kiln_device_set_default)* kiln_device_set_default;
  __typeof__(kiln_device_find)* kiln_device_find;
  __typeof__(kiln_device_get_info)* kiln_device_get_info;
  __typeof__(kiln_device_memory_stats)* kiln_device_memory_stats;
  __typeof__(kiln_device_set_memory_limit)* kiln_device_set_memory_limit;
  __typeof__(kiln_device_clear_cache)* kiln_device_clear_cache;
  __typeof__(kiln_tensor_create)* kiln_tensor_create;
  __typeof__(kiln_full)* kiln_full;
  __typeof__(kiln_zeros)* kiln_zeros;
  __typeof__(kiln_ones)* kiln_ones;
  __typeof__(kiln_arange)* kiln_arange;
  __typeof__(kiln_eye)* kiln_eye;
  __typeof__(kiln_tensor_retain)* kiln_tensor_retain;
  __typeof__(kiln_tensor_release)* kiln_tensor_release;
  __typeof__(kiln_tensor_ndim)* kiln_tensor_ndim;
  __typeof__(kiln_tensor_shape)* kiln_tensor_shape;
  __typeof__(kiln_tensor_dtype)* kiln_tensor_dtype;
  __typeof__(kiln_tensor_device)* kiln_tensor_device;
  __typeof__(kiln_tensor_size)* kiln_tensor_size;
  __typeof__(kiln_tensor_nbytes)* kiln_tensor_nbytes;
  __typeof__(kiln_tensor_is_evaluated)* kiln_tensor_is_evaluated;
  __typeof__(kiln_tensor_eval)* kiln_tensor_eval;
  __typeof__(kiln_tensor_eval_async)* kiln_tensor_eval_async;
  __typeof__(kiln_tensor_read)* kiln_tensor_read;
  __typeof__(kiln_tensor_borrow)* kiln_tensor_borrow;
  __typeof__(kiln_borrow_release)* kiln_borrow_release;
  __typeof__(kiln_tensor_copy)* kiln_tensor_copy;
  __typeof__(kiln_tensor_to_device)* kiln_tensor_to_device;
  __typeof__(kiln_stream_create)* kiln_stream_create;
  __typeof__(kiln_stream_release)* kiln_stream_release;
  __typeof__(kiln_stream_device)* kiln_stream_device;
  __typeof__(kiln_stream_eval)* kiln_stream_eval;
  __typeof__(kiln_stream_eval_async)* kiln_stream_eval_async;
  __typeof__(kiln_placeholder)* kiln_placeholder;
  __typeof__(kiln_function_create)* kiln_function_create;
  __typeof__(kiln_function_call)* kiln_function_call;
  __typeof__(kiln_function_arity)* kiln_function_arity;
  __typeof__(kiln_function_release)* kiln_function_release;
  __typeof__(kiln_function_vjp)* kiln_function_vjp;
  __typeof__(kiln_function_jvp)* kiln_function_jvp;
  __typeof__(kiln_function_value_and_grad)* kiln_function_value_and_grad;
  __typeof__(kiln_negative)* kiln_negative;
  __typeof__(kiln_abs)* kiln_abs;
  __typeof__(kiln_sign)* kiln_sign;
  __typeof__(kiln_exp)* kiln_exp;
  __typeof__(kiln_log)* kiln_log;
  __typeof__(kiln_log1p)* kiln_log1p;
  __typeof__(kiln_expm1)* kiln_expm1;
  __typeof__(kiln_sqrt)* kiln_sqrt;
  __typeof__(kiln_rsqrt)* kiln_rsqrt;
  __typeof__(kiln_square)* kiln_square;
  __typeof__(kiln_sin)* kiln_sin;
  __typeof__(kiln_cos)* kiln_cos;
  __typeof__(kiln_tan)* kiln_tan;
  __typeof__(kiln_tanh)* kiln_tanh;
  __typeof__(kiln_sigmoid)* kiln_sigmoid;
  __typeof__(kiln_erf)* kiln_erf;
  __typeof__(kiln_floor)* kiln_floor;
  __typeof__(kiln_ceil)* kiln_ceil;
  __typeof__(kiln_round)* kiln_round;
  __typeof__(kiln_logical_not)* kiln_logical_not;
  __typeof__(kiln_bitwise_not)* kiln_bitwise_not;
  __typeof__(kiln_isnan)* kiln_isnan;
  __typeof__(kiln_isinf)* kiln_isinf;
  __typeof__(kiln_isfinite)* kiln_isfinite;
  __typeof__(kiln_asin)* kiln_asin;
  __typeof__(kiln_acos)* kiln_acos;
  __typeof__(kiln_atan)* kiln_atan;
  __typeof__(kiln_sinh)* kiln_sinh;
  __typeof__(kiln_cosh)* kiln_cosh;
  __typeof__(kiln_asinh)* kiln_asinh;
  __typeof__(kiln_acosh)* kiln_acosh;
  __typeof__(kiln_atanh)* kiln_atanh;
  __typeof__(kiln_log2)* kiln_log2;
  __typeof__(kiln_log10)* kiln_log10;
  __typeof__(kiln_exp2)* kiln_exp2;
  __typeof__(kiln_cbrt)* kiln_cbrt;
  __typeof__(kiln_erfc)* kiln_erfc;
  __typeof__(kiln_erf_inv)* kiln_erf_inv;
  __typeof__(kiln_trunc)* kiln_trunc;
  __typeof__(kiln_reciprocal)* kiln_reciprocal;
  __typeof__(kiln_population_count)* kiln_population_count;
  __typeof__(kiln_count_leading_zeros)* kiln_count_leading_zeros;
  __typeof__(kiln_signbit)* kiln_signbit;
  __typeof__(kiln_round_half_away)* kiln_round_half_away;
  __typeof__(kiln_add)* kiln_add;
  __typeof__(kiln_subtract)* kiln_subtract;
  __typeof__(kiln_multiply)* kiln_multiply;
  __typeof__(kiln_divide)* kiln_divide;
  __typeof__(kiln_floor_divide)* kiln_floor_divide;
  __typeof__(kiln_remainder)* kiln_remainder;
  __typeof__(kiln_power)* kiln_power;
  __typeof__(kiln_maximum)* kiln_maximum;
  __typeof__(kiln_minimum)* kiln_minimum;
  __typeof__(kiln_atan2)* kiln_atan2;
  __typeof__(kiln_equal)* kiln_equal;
  __typeof__(kiln_not_equal)* kiln_not_equal;
  __typeof__(kiln_less)* kiln_less;
  __typeof__(kiln_less_equal)* kiln_less_equal;
  __typeof__(kiln_greater)* kiln_greater;
  __typeof__(kiln_greater_equal)* kiln_greater_equal;
  __typeof__(kiln_logical_and)* kiln_logical_and;
  __typeof__(kiln_logical_or)* kiln_logical_or;
  __typeof__(kiln_logical_xor)* kiln_logical_xor;
  __typeof__(kiln_bitwise_and)* kiln_bitwise_and;
  __typeof__(kiln_bitwise_or)* kiln_bitwise_or;
  __typeof__(kiln_bitwise_xor)* kiln_bitwise_xor;
  __typeof__(kiln_left_shift)* kiln_left_shift;
  __typeof__(kiln_right_shift)* kiln_right_shift;
  __typeof__(kiln_logaddexp)* kiln_logaddexp;
  __typeof__(kiln_hypot)* kiln_hypot;
  __typeof__(kiln_copysign)* kiln_copysign;
  __typeof__(kiln_quotient)* kiln_quotient;
  __typeof__(kiln_fmod)* kiln_fmod;
  __typeof__(kiln_sum)* kiln_sum;
  __typeof__(kiln_prod)* kiln_prod;
  __typeof__(kiln_max)* kiln_max;
  __typeof__(kiln_min)* kiln_min;
  __typeof__(kiln_mean)* kiln_mean;
  __typeof__(kiln_all)* kiln_all;
  __typeof__(kiln_any)* kiln_any;
  __typeof__(kiln_argmax)* kiln_argmax;
  __typeof__(kiln_argmin)* kiln_argmin;
  __typeof__(kiln_logsumexp)* kiln_logsumexp;
  __typeof__(kiln_cumulative_sum)* kiln_cumulative_sum;
  __typeof__(kiln_cumulative_product)* kiln_cumulative_product;
  __typeof__(kiln_cumulative_max)* kiln_cumulative_max;
  __typeof__(kiln_cumulative_min)* kiln_cumulative_min;
  __typeof__(kiln_logcumsumexp)* kiln_logcumsumexp;
  __typeof__(kiln_relu)* kiln_relu;
  __typeof__(kiln_silu)* kiln_silu;
  __typeof__(kiln_gelu)* kiln_gelu;
  __typeof__(kiln_gelu_tanh)* kiln_gelu_tanh;
  __typeof__(kiln_softplus)* kiln_softplus;
  __typeof__(kiln_real)* kiln_real;
  __typeof__(kiln_imag)* kiln_imag;
  __typeof__(kiln_conj)* kiln_conj;
  __typeof__(kiln_angle)* kiln_angle;
  __typeof__(kiln_stop_gradient)* kiln_stop_gradient;
  __typeof__(kiln_where)* kiln_where;
  __typeof__(kiln_clip)* kiln_clip;
  __typeof__(kiln_astype)* kiln_astype;
  __typeof__(kiln_bitcast)* kiln_bitcast;
  __typeof__(kiln_matmul)* kiln_matmul;
  __typeof__(kiln_reshape)* kiln_reshape;
  __typeof__(kiln_transpose)* kiln_transpose;
  __typeof__(kiln_broadcast_to)* kiln_broadcast_to;
  __typeof__(kiln_expand_dims)* kiln_expand_dims;
  __typeof__(kiln_squeeze)* kiln_squeeze;
  __typeof__(kiln_slice)* kiln_slice;
  __typeof__(kiln_concatenate)* kiln_concatenate;
  __typeof__(kiln_stack)* kiln_stack;
  __typeof__(kiln_pad)* kiln_pad;
  __typeof__(kiln_flip)* kiln_flip;
  __typeof__(kiln_tensor_to_dlpack)* kiln_tensor_to_dlpack;
  __typeof__(kiln_tensor_from_dlpack)* kiln_tensor_from_dlpack;
  __typeof__(kiln_tensor_to_dlpack_legacy)* kiln_tensor_to_dlpack_legacy;
  __typeof__(kiln_tensor_from_dlpack_legacy)* kiln_tensor_from_dlpack_legacy;
  __typeof__(kiln_tensor_dlpack_device)* kiln_tensor_dlpack_device;
  __typeof__(kiln_take)* kiln_take;
  __typeof__(kiln_take_along_axis)* kiln_take_along_axis;
  __typeof__(kiln_gather)* kiln_gather;
  __typeof__(kiln_indexed_add)* kiln_indexed_add;
  __typeof__(kiln_indexed_put)* kiln_indexed_put;
  __typeof__(kiln_argwhere)* kiln_argwhere;
  __typeof__(kiln_argsort)* kiln_argsort;
  __typeof__(kiln_sort)* kiln_sort;
  __typeof__(kiln_top_k)* kiln_top_k;
  __typeof__(kiln_unique)* kiln_unique;
  __typeof__(kiln_searchsorted)* kiln_searchsorted;
  __typeof__(kiln_telemetry_subscribe)* kiln_telemetry_subscribe;
  __typeof__(kiln_telemetry_unsubscribe)* kiln_telemetry_unsubscribe;
  __typeof__(kiln_debug_set_flags)* kiln_debug_set_flags;
  __typeof__(kiln_debug_get_flags)* kiln_debug_get_flags;
  __typeof__(kiln_fallback_set_policy)* kiln_fallback_set_policy;
  __typeof__(kiln_fallback_get_policy)* kiln_fallback_get_policy;
  __typeof__(kiln_device_op_support)* kiln_device_op_support;
  __typeof__(kiln_device_fallback_count)* kiln_device_fallback_count;
  __typeof__(kiln_device_fallback_get)* kiln_device_fallback_get;
  __typeof__(kiln_device_vulkan_handles)* kiln_device_vulkan_handles;
  __typeof__(kiln_device_cuda_device)* kiln_device_cuda_device;
  __typeof__(kiln_tensor_to_dlpack_cuda)* kiln_tensor_to_dlpack_cuda;
  __typeof__(kiln_tensor_to_dlpack_cuda_legacy)* kiln_tensor_to_dlpack_cuda_legacy;
  __typeof__(kiln_weak_scalar_int)* kiln_weak_scalar_int;
  __typeof__(kiln_weak_scalar_float)* kiln_weak_scalar_float;
  __typeof__(kiln_fusion_set_enabled)* kiln_fusion_set_enabled;
  __typeof__(kiln_fusion_get_enabled)* kiln_fusion_get_enabled;
  __typeof__(kiln_softmax)* kiln_softmax;
  __typeof__(kiln_log_softmax)* kiln_log_softmax;
  __typeof__(kiln_var)* kiln_var;
  __typeof__(kiln_std)* kiln_std;
  __typeof__(kiln_random_bits)* kiln_random_bits;
  __typeof__(kiln_random_uniform)* kiln_random_uniform;
  __typeof__(kiln_random_normal)* kiln_random_normal;
  __typeof__(kiln_random_randint)* kiln_random_randint;
  __typeof__(kiln_random_bernoulli)* kiln_random_bernoulli;
  __typeof__(kiln_info_report)* kiln_info_report;
  __typeof__(kiln_rms_norm)* kiln_rms_norm;
  __typeof__(kiln_layer_norm)* kiln_layer_norm;
  __typeof__(kiln_scaled_dot_product_attention)* kiln_scaled_dot_product_attention;
  __typeof__(kiln_conv)* kiln_conv;
  __typeof__(kiln_window_sum)* kiln_window_sum;
  __typeof__(kiln_window_product)* kiln_window_product;
  __typeof__(kiln_window_max)* kiln_window_max;
  __typeof__(kiln_window_min)* kiln_window_min;
  __typeof__(kiln_window_scatter_max)* kiln_window_scatter_max;
  __typeof__(kiln_window_scatter_min)* kiln_window_scatter_min;
  __typeof__(kiln_leaky_relu)* kiln_leaky_relu;
  __typeof__(kiln_elu)* kiln_elu;
  __typeof__(kiln_dot_general)* kiln_dot_general;
  __typeof__(kiln_linalg_cholesky)* kiln_linalg_cholesky;
  __typeof__(kiln_linalg_triangular_solve)* kiln_linalg_triangular_solve;
  __typeof__(kiln_linalg_lu)* kiln_linalg_lu;
  __typeof__(kiln_linalg_qr)* kiln_linalg_qr;
  __typeof__(kiln_linalg_eigh)* kiln_linalg_eigh;
  __typeof__(kiln_linalg_eigvalsh)* kiln_linalg_eigvalsh;
  __typeof__(kiln_linalg_svd)* kiln_linalg_svd;
  __typeof__(kiln_linalg_svdvals)* kiln_linalg_svdvals;
  __typeof__(kiln_linalg_solve)* kiln_linalg_solve;
  __typeof__(kiln_linalg_inv)* kiln_linalg_inv;
  __typeof__(kiln_linalg_det)* kiln_linalg_det;
  __typeof__(kiln_linalg_slogdet)* kiln_linalg_slogdet;
  __typeof__(kiln_linalg_vector_norm)* kiln_linalg_vector_norm;
  __typeof__(kiln_linalg_matrix_norm)* kiln_linalg_matrix_norm;
  __typeof__(kiln_linalg_lstsq)* kiln_linalg_lstsq;
  __typeof__(kiln_fft)* kiln_fft;
  __typeof__(kiln_rfft)* kiln_rfft;
  __typeof__(kiln_irfft)* kiln_irfft;
  __typeof__(kiln_pad_general)* kiln_pad_general;
  __typeof__(kiln_dynamic_slice)* kiln_dynamic_slice;
  __typeof__(kiln_dynamic_update_slice)* kiln_dynamic_update_slice;
  __typeof__(kiln_random_permutation)* kiln_random_permutation;
  __typeof__(kiln_group_init)* kiln_group_init;
  __typeof__(kiln_group_from_mpi_comm)* kiln_group_from_mpi_comm;
  __typeof__(kiln_group_rank)* kiln_group_rank;
  __typeof__(kiln_group_size)* kiln_group_size;
  __typeof__(kiln_group_split)* kiln_group_split;
  __typeof__(kiln_group_set_timeout)* kiln_group_set_timeout;
  __typeof__(kiln_group_release)* kiln_group_release;
  __typeof__(kiln_all_sum)* kiln_all_sum;
  __typeof__(kiln_all_max)* kiln_all_max;
  __typeof__(kiln_all_min)* kiln_all_min;
  __typeof__(kiln_all_gather)* kiln_all_gather;
  __typeof__(kiln_sum_scatter)* kiln_sum_scatter;
  __typeof__(kiln_send)* kiln_send;
  __typeof__(kiln_recv)* kiln_recv;
} kn_api;

extern kn_api KILN;

/* Fills KILN from a dlopen()ed library; returns how many entry points were found. */
int kn_resolve_api(void* library);
/* Opens the resource types; 0 on failure. */
int kn_open_resource_types(ErlNifEnv* env);

/* Results of the kn_acquire_* / kn_take_* helpers. */
enum { KN_BADARG = 0, KN_OK = 1, KN_RELEASED = -1 };

/* kiln_tensor: a resource holding one handle; NULL once released. acquire gives a handle safe to
 * use until the matching drop; take empties the resource (explicit release). */
typedef struct { kiln_tensor handle; } kn_kiln_tensor_res;
kn_kiln_tensor_res* kn_alloc_kiln_tensor(kiln_tensor handle);
ERL_NIF_TERM kn_make_kiln_tensor(ErlNifEnv* env, kiln_tensor handle);
int kn_acquire_kiln_tensor(ErlNifEnv* env, ERL_NIF_TERM term, kiln_tensor* out, int nullable);
void kn_drop_kiln_tensor(kiln_tensor handle);
/* The resource (NULL for another term): its handle may be read under kn_lock. */
kn_kiln_tensor_res* kn_get_kiln_tensor_res(ErlNifEnv* env, ERL_NIF_TERM term);
int kn_take_kiln_tensor(ErlNifEnv* env, ERL_NIF_TERM term, kiln_tensor* out);
int kn_acquire_kiln_tensor_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_tensor** items, size_t* count);
void kn_drop_kiln_tensor_list(kiln_tensor* items, size_t count);
ERL_NIF_TERM kn_make_kiln_tensor_list(ErlNifEnv* env, const kiln_tensor* items, size_t count);

/* kiln_device: a resource holding one handle; NULL once released. acquire gives a handle safe to
 * use until the matching drop; take empties the resource (explicit release). */
typedef struct { kiln_device handle; } kn_kiln_device_res;
kn_kiln_device_res* kn_alloc_kiln_device(kiln_device handle);
ERL_NIF_TERM kn_make_kiln_device(ErlNifEnv* env, kiln_device handle);
int kn_acquire_kiln_device(ErlNifEnv* env, ERL_NIF_TERM term, kiln_device* out, int nullable);
void kn_drop_kiln_device(kiln_device handle);
/* The resource (NULL for another term): its handle may be read under kn_lock. */
kn_kiln_device_res* kn_get_kiln_device_res(ErlNifEnv* env, ERL_NIF_TERM term);
int kn_take_kiln_device(ErlNifEnv* env, ERL_NIF_TERM term, kiln_device* out);
int kn_acquire_kiln_device_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_device** items, size_t* count);
void kn_drop_kiln_device_list(kiln_device* items, size_t count);
ERL_NIF_TERM kn_make_kiln_device_list(ErlNifEnv* env, const kiln_device* items, size_t count);

/* kiln_borrow: a resource holding one handle; NULL once released. acquire gives a handle safe to
 * use until the matching drop; take empties the resource (explicit release). */
typedef struct { kiln_borrow handle; } kn_kiln_borrow_res;
kn_kiln_borrow_res* kn_alloc_kiln_borrow(kiln_borrow handle);
ERL_NIF_TERM kn_make_kiln_borrow(ErlNifEnv* env, kiln_borrow handle);
int kn_acquire_kiln_borrow(ErlNifEnv* env, ERL_NIF_TERM term, kiln_borrow* out, int nullable);
void kn_drop_kiln_borrow(kiln_borrow handle);
/* The resource (NULL for another term): its handle may be read under kn_lock. */
kn_kiln_borrow_res* kn_get_kiln_borrow_res(ErlNifEnv* env, ERL_NIF_TERM term);
int kn_take_kiln_borrow(ErlNifEnv* env, ERL_NIF_TERM term, kiln_borrow* out);
int kn_acquire_kiln_borrow_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_borrow** items, size_t* count);
void kn_drop_kiln_borrow_list(kiln_borrow* items, size_t count);
ERL_NIF_TERM kn_make_kiln_borrow_list(ErlNifEnv* env, const kiln_borrow* items, size_t count);

/* kiln_stream: a resource holding one handle; NULL once released. acquire gives a handle safe to
 * use until the matching drop; take empties the resource (explicit release). */
typedef struct { kiln_stream handle; } kn_kiln_stream_res;
kn_kiln_stream_res* kn_alloc_kiln_stream(kiln_stream handle);
ERL_NIF_TERM kn_make_kiln_stream(ErlNifEnv* env, kiln_stream handle);
int kn_acquire_kiln_stream(ErlNifEnv* env, ERL_NIF_TERM term, kiln_stream* out, int nullable);
void kn_drop_kiln_stream(kiln_stream handle);
/* The resource (NULL for another term): its handle may be read under kn_lock. */
kn_kiln_stream_res* kn_get_kiln_stream_res(ErlNifEnv* env, ERL_NIF_TERM term);
int kn_take_kiln_stream(ErlNifEnv* env, ERL_NIF_TERM term, kiln_stream* out);
int kn_acquire_kiln_stream_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_stream** items, size_t* count);
void kn_drop_kiln_stream_list(kiln_stream* items, size_t count);
ERL_NIF_TERM kn_make_kiln_stream_list(ErlNifEnv* env, const kiln_stream* items, size_t count);

/* kiln_function: a resource holding one handle; NULL once released. acquire gives a handle safe to
 * use until the matching drop; take empties the resource (explicit release). */
typedef struct { kiln_function handle; } kn_kiln_function_res;
kn_kiln_function_res* kn_alloc_kiln_function(kiln_function handle);
ERL_NIF_TERM kn_make_kiln_function(ErlNifEnv* env, kiln_function handle);
int kn_acquire_kiln_function(ErlNifEnv* env, ERL_NIF_TERM term, kiln_function* out, int nullable);
void kn_drop_kiln_function(kiln_function handle);
/* The resource (NULL for another term): its handle may be read under kn_lock. */
kn_kiln_function_res* kn_get_kiln_function_res(ErlNifEnv* env, ERL_NIF_TERM term);
int kn_take_kiln_function(ErlNifEnv* env, ERL_NIF_TERM term, kiln_function* out);
int kn_acquire_kiln_function_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_function** items, size_t* count);
void kn_drop_kiln_function_list(kiln_function* items, size_t count);
ERL_NIF_TERM kn_make_kiln_function_list(ErlNifEnv* env, const kiln_function* items, size_t count);

/* kiln_group: a resource holding one handle; NULL once released. acquire gives a handle safe to
 * use until the matching drop; take empties the resource (explicit release). */
typedef struct { kiln_group handle; } kn_kiln_group_res;
kn_kiln_group_res* kn_alloc_kiln_group(kiln_group handle);
ERL_NIF_TERM kn_make_kiln_group(ErlNifEnv* env, kiln_group handle);
int kn_acquire_kiln_group(ErlNifEnv* env, ERL_NIF_TERM term, kiln_group* out, int nullable);
void kn_drop_kiln_group(kiln_group handle);
/* The resource (NULL for another term): its handle may be read under kn_lock. */
kn_kiln_group_res* kn_get_kiln_group_res(ErlNifEnv* env, ERL_NIF_TERM term);
int kn_take_kiln_group(ErlNifEnv* env, ERL_NIF_TERM term, kiln_group* out);
int kn_acquire_kiln_group_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_group** items, size_t* count);
void kn_drop_kiln_group_list(kiln_group* items, size_t count);
ERL_NIF_TERM kn_make_kiln_group_list(ErlNifEnv* env, const kiln_group* items, size_t count);

/* DLManagedTensorVersioned: a resource owning the pointer until an import takes it over. */
typedef struct { DLManagedTensorVersioned* pointer; } kn_DLManagedTensorVersioned_res;
ERL_NIF_TERM kn_make_DLManagedTensorVersioned(ErlNifEnv* env, DLManagedTensorVersioned* pointer);
kn_DLManagedTensorVersioned_res* kn_get_DLManagedTensorVersioned_res(ErlNifEnv* env, ERL_NIF_TERM term);

/* DLManagedTensor: a resource owning the pointer until an import takes it over. */
typedef struct { DLManagedTensor* pointer; } kn_DLManagedTensor_res;
ERL_NIF_TERM kn_make_DLManagedTensor(ErlNifEnv* env, DLManagedTensor* pointer);
kn_DLManagedTensor_res* kn_get_DLManagedTensor_res(ErlNifEnv* env, ERL_NIF_TERM term);

int kn_dec_kiln_status(ErlNifEnv* env, ERL_NIF_TERM term, kiln_status* out);
ERL_NIF_TERM kn_enc_kiln_status(ErlNifEnv* env, int value);
int kn_dec_kiln_dtype(ErlNifEnv* env, ERL_NIF_TERM term, kiln_dtype* out);
ERL_NIF_TERM kn_enc_kiln_dtype(ErlNifEnv* env, int value);
int kn_dec_kiln_device_kind(ErlNifEnv* env, ERL_NIF_TERM term, kiln_device_kind* out);
ERL_NIF_TERM kn_enc_kiln_device_kind(ErlNifEnv* env, int value);
int kn_dec_kiln_dlpack_copy(ErlNifEnv* env, ERL_NIF_TERM term, kiln_dlpack_copy* out);
ERL_NIF_TERM kn_enc_kiln_dlpack_copy(ErlNifEnv* env, int value);
int kn_dec_kiln_event_kind(ErlNifEnv* env, ERL_NIF_TERM term, kiln_event_kind* out);
ERL_NIF_TERM kn_enc_kiln_event_kind(ErlNifEnv* env, int value);
int kn_dec_kiln_event_phase(ErlNifEnv* env, ERL_NIF_TERM term, kiln_event_phase* out);
ERL_NIF_TERM kn_enc_kiln_event_phase(ErlNifEnv* env, int value);
int kn_dec_kiln_debug_flag(ErlNifEnv* env, ERL_NIF_TERM term, kiln_debug_flag* out);
ERL_NIF_TERM kn_enc_kiln_debug_flag(ErlNifEnv* env, int value);
int kn_dec_kiln_fallback_policy(ErlNifEnv* env, ERL_NIF_TERM term, kiln_fallback_policy* out);
ERL_NIF_TERM kn_enc_kiln_fallback_policy(ErlNifEnv* env, int value);
int kn_dec_kiln_op_support(ErlNifEnv* env, ERL_NIF_TERM term, kiln_op_support* out);
ERL_NIF_TERM kn_enc_kiln_op_support(ErlNifEnv* env, int value);
int kn_dec_kiln_matrix_norm(ErlNifEnv* env, ERL_NIF_TERM term, kiln_matrix_norm* out);
ERL_NIF_TERM kn_enc_kiln_matrix_norm(ErlNifEnv* env, int value);
int kn_dec_kiln_fft_norm(ErlNifEnv* env, ERL_NIF_TERM term, kiln_fft_norm* out);
ERL_NIF_TERM kn_enc_kiln_fft_norm(ErlNifEnv* env, int value);

ERL_NIF_TERM kn_enc_kiln_device_info(ErlNifEnv* env, const kiln_device_info* s);
int kn_dec_kiln_device_info(ErlNifEnv* env, ERL_NIF_TERM map, kiln_device_info* s, const char** bad_field);
ERL_NIF_TERM kn_enc_kiln_memory_stats(ErlNifEnv* env, const kiln_memory_stats* s);
int kn_dec_kiln_memory_stats(ErlNifEnv* env, ERL_NIF_TERM map, kiln_memory_stats* s, const char** bad_field);
ERL_NIF_TERM kn_enc_kiln_dlpack_options(ErlNifEnv* env, const kiln_dlpack_options* s);
int kn_dec_kiln_dlpack_options(ErlNifEnv* env, ERL_NIF_TERM map, kiln_dlpack_options* s, const char** bad_field);
ERL_NIF_TERM kn_enc_kiln_telemetry_event(ErlNifEnv* env, const kiln_telemetry_event* s);
int kn_dec_kiln_telemetry_event(ErlNifEnv* env, ERL_NIF_TERM map, kiln_telemetry_event* s, const char** bad_field);
ERL_NIF_TERM kn_enc_kiln_vulkan_handles(ErlNifEnv* env, const kiln_vulkan_handles* s);
int kn_dec_kiln_vulkan_handles(ErlNifEnv* env, ERL_NIF_TERM map, kiln_vulkan_handles* s, const char** bad_field);

/* Hand-written NIFs (c_src/kiln_nif_host_data.c). */
ERL_NIF_TERM nif_tensor_create(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);
ERL_NIF_TERM nif_tensor_create_dirty(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);
ERL_NIF_TERM nif_tensor_borrow(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);
ERL_NIF_TERM nif_tensor_share_binary(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);
ERL_NIF_TERM nif_tensor_meta(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);
ERL_NIF_TERM nif_tensor_pointer(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);
ERL_NIF_TERM nif_tensor_from_pointer(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);

#endif
