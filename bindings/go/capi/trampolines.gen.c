/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */
#include <dlfcn.h>
#include <stdint.h>

#include "trampolines.gen.h"
#include "_cgo_export.h"

_Static_assert(sizeof(uintptr_t) == sizeof(void*), "handles travel as uintptr_t");

kiln_go_table kiln_go_fn;

void kiln_go_resolve(void* library) {
  *(void**)&kiln_go_fn.kiln_last_error = dlsym(library, "kiln_last_error");
  *(void**)&kiln_go_fn.kiln_status_string = dlsym(library, "kiln_status_string");
  *(void**)&kiln_go_fn.kiln_version = dlsym(library, "kiln_version");
  *(void**)&kiln_go_fn.kiln_dtype_size = dlsym(library, "kiln_dtype_size");
  *(void**)&kiln_go_fn.kiln_device_count = dlsym(library, "kiln_device_count");
  *(void**)&kiln_go_fn.kiln_device_get = dlsym(library, "kiln_device_get");
  *(void**)&kiln_go_fn.kiln_device_default = dlsym(library, "kiln_device_default");
  *(void**)&kiln_go_fn.kiln_device_set_default = dlsym(library, "kiln_device_set_default");
  *(void**)&kiln_go_fn.kiln_device_find = dlsym(library, "kiln_device_find");
  *(void**)&kiln_go_fn.kiln_device_get_info = dlsym(library, "kiln_device_get_info");
  *(void**)&kiln_go_fn.kiln_device_memory_stats = dlsym(library, "kiln_device_memory_stats");
  *(void**)&kiln_go_fn.kiln_device_set_memory_limit = dlsym(library, "kiln_device_set_memory_limit");
  *(void**)&kiln_go_fn.kiln_device_clear_cache = dlsym(library, "kiln_device_clear_cache");
  *(void**)&kiln_go_fn.kiln_tensor_create = dlsym(library, "kiln_tensor_create");
  *(void**)&kiln_go_fn.kiln_full = dlsym(library, "kiln_full");
  *(void**)&kiln_go_fn.kiln_zeros = dlsym(library, "kiln_zeros");
  *(void**)&kiln_go_fn.kiln_ones = dlsym(library, "kiln_ones");
  *(void**)&kiln_go_fn.kiln_arange = dlsym(library, "kiln_arange");
  *(void**)&kiln_go_fn.kiln_eye = dlsym(library, "kiln_eye");
  *(void**)&kiln_go_fn.kiln_tensor_retain = dlsym(library, "kiln_tensor_retain");
  *(void**)&kiln_go_fn.kiln_tensor_release = dlsym(library, "kiln_tensor_release");
  *(void**)&kiln_go_fn.kiln_tensor_ndim = dlsym(library, "kiln_tensor_ndim");
  *(void**)&kiln_go_fn.kiln_tensor_shape = dlsym(library, "kiln_tensor_shape");
  *(void**)&kiln_go_fn.kiln_tensor_dtype = dlsym(library, "kiln_tensor_dtype");
  *(void**)&kiln_go_fn.kiln_tensor_device = dlsym(library, "kiln_tensor_device");
  *(void**)&kiln_go_fn.kiln_tensor_size = dlsym(library, "kiln_tensor_size");
  *(void**)&kiln_go_fn.kiln_tensor_nbytes = dlsym(library, "kiln_tensor_nbytes");
  *(void**)&kiln_go_fn.kiln_tensor_is_evaluated = dlsym(library, "kiln_tensor_is_evaluated");
  *(void**)&kiln_go_fn.kiln_tensor_eval = dlsym(library, "kiln_tensor_eval");
  *(void**)&kiln_go_fn.kiln_tensor_eval_async = dlsym(library, "kiln_tensor_eval_async");
  *(void**)&kiln_go_fn.kiln_tensor_read = dlsym(library, "kiln_tensor_read");
  *(void**)&kiln_go_fn.kiln_tensor_borrow = dlsym(library, "kiln_tensor_borrow");
  *(void**)&kiln_go_fn.kiln_borrow_release = dlsym(library, "kiln_borrow_release");
  *(void**)&kiln_go_fn.kiln_tensor_copy = dlsym(library, "kiln_tensor_copy");
  *(void**)&kiln_go_fn.kiln_tensor_to_device = dlsym(library, "kiln_tensor_to_device");
  *(void**)&kiln_go_fn.kiln_stream_create = dlsym(library, "kiln_stream_create");
  *(void**)&kiln_go_fn.kiln_stream_release = dlsym(library, "kiln_stream_release");
  *(void**)&kiln_go_fn.kiln_stream_device = dlsym(library, "kiln_stream_device");
  *(void**)&kiln_go_fn.kiln_stream_eval = dlsym(library, "kiln_stream_eval");
  *(void**)&kiln_go_fn.kiln_stream_eval_async = dlsym(library, "kiln_stream_eval_async");
  *(void**)&kiln_go_fn.kiln_placeholder = dlsym(library, "kiln_placeholder");
  *(void**)&kiln_go_fn.kiln_function_create = dlsym(library, "kiln_function_create");
  *(void**)&kiln_go_fn.kiln_function_call = dlsym(library, "kiln_function_call");
  *(void**)&kiln_go_fn.kiln_function_arity = dlsym(library, "kiln_function_arity");
  *(void**)&kiln_go_fn.kiln_function_release = dlsym(library, "kiln_function_release");
  *(void**)&kiln_go_fn.kiln_function_vjp = dlsym(library, "kiln_function_vjp");
  *(void**)&kiln_go_fn.kiln_function_jvp = dlsym(library, "kiln_function_jvp");
  *(void**)&kiln_go_fn.kiln_function_value_and_grad = dlsym(library, "kiln_function_value_and_grad");
  *(void**)&kiln_go_fn.kiln_negative = dlsym(library, "kiln_negative");
  *(void**)&kiln_go_fn.kiln_abs = dlsym(library, "kiln_abs");
  *(void**)&kiln_go_fn.kiln_sign = dlsym(library, "kiln_sign");
  *(void**)&kiln_go_fn.kiln_exp = dlsym(library, "kiln_exp");
  *(void**)&kiln_go_fn.kiln_log = dlsym(library, "kiln_log");
  *(void**)&kiln_go_fn.kiln_log1p = dlsym(library, "kiln_log1p");
  *(void**)&kiln_go_fn.kiln_expm1 = dlsym(library, "kiln_expm1");
  *(void**)&kiln_go_fn.kiln_sqrt = dlsym(library, "kiln_sqrt");
  *(void**)&kiln_go_fn.kiln_rsqrt = dlsym(library, "kiln_rsqrt");
  *(void**)&kiln_go_fn.kiln_square = dlsym(library, "kiln_square");
  *(void**)&kiln_go_fn.kiln_sin = dlsym(library, "kiln_sin");
  *(void**)&kiln_go_fn.kiln_cos = dlsym(library, "kiln_cos");
  *(void**)&kiln_go_fn.kiln_tan = dlsym(library, "kiln_tan");
  *(void**)&kiln_go_fn.kiln_tanh = dlsym(library, "kiln_tanh");
  *(void**)&kiln_go_fn.kiln_sigmoid = dlsym(library, "kiln_sigmoid");
  *(void**)&kiln_go_fn.kiln_erf = dlsym(library, "kiln_erf");
  *(void**)&kiln_go_fn.kiln_floor = dlsym(library, "kiln_floor");
  *(void**)&kiln_go_fn.kiln_ceil = dlsym(library, "kiln_ceil");
  *(void**)&kiln_go_fn.kiln_round = dlsym(library, "kiln_round");
  *(void**)&kiln_go_fn.kiln_logical_not = dlsym(library, "kiln_logical_not");
  *(void**)&kiln_go_fn.kiln_bitwise_not = dlsym(library, "kiln_bitwise_not");
  *(void**)&kiln_go_fn.kiln_isnan = dlsym(library, "kiln_isnan");
  *(void**)&kiln_go_fn.kiln_isinf = dlsym(library, "kiln_isinf");
  *(void**)&kiln_go_fn.kiln_isfinite = dlsym(library, "kiln_isfinite");
  *(void**)&kiln_go_fn.kiln_asin = dlsym(library, "kiln_asin");
  *(void**)&kiln_go_fn.kiln_acos = dlsym(library, "kiln_acos");
  *(void**)&kiln_go_fn.kiln_atan = dlsym(library, "kiln_atan");
  *(void**)&kiln_go_fn.kiln_sinh = dlsym(library, "kiln_sinh");
  *(void**)&kiln_go_fn.kiln_cosh = dlsym(library, "kiln_cosh");
  *(void**)&kiln_go_fn.kiln_asinh = dlsym(library, "kiln_asinh");
  *(void**)&kiln_go_fn.kiln_acosh = dlsym(library, "kiln_acosh");
  *(void**)&kiln_go_fn.kiln_atanh = dlsym(library, "kiln_atanh");
  *(void**)&kiln_go_fn.kiln_log2 = dlsym(library, "kiln_log2");
  *(void**)&kiln_go_fn.kiln_log10 = dlsym(library, "kiln_log10");
  *(void**)&kiln_go_fn.kiln_exp2 = dlsym(library, "kiln_exp2");
  *(void**)&kiln_go_fn.kiln_cbrt = dlsym(library, "kiln_cbrt");
  *(void**)&kiln_go_fn.kiln_erfc = dlsym(library, "kiln_erfc");
  *(void**)&kiln_go_fn.kiln_erf_inv = dlsym(library, "kiln_erf_inv");
  *(void**)&kiln_go_fn.kiln_trunc = dlsym(library, "kiln_trunc");
  *(void**)&kiln_go_fn.kiln_reciprocal = dlsym(library, "kiln_reciprocal");
  *(void**)&kiln_go_fn.kiln_population_count = dlsym(library, "kiln_population_count");
  *(void**)&kiln_go_fn.kiln_count_leading_zeros = dlsym(library, "kiln_count_leading_zeros");
  *(void**)&kiln_go_fn.kiln_signbit = dlsym(library, "kiln_signbit");
  *(void**)&kiln_go_fn.kiln_round_half_away = dlsym(library, "kiln_round_half_away");
  *(void**)&kiln_go_fn.kiln_add = dlsym(library, "kiln_add");
  *(void**)&kiln_go_fn.kiln_subtract = dlsym(library, "kiln_subtract");
  *(void**)&kiln_go_fn.kiln_multiply = dlsym(library, "kiln_multiply");
  *(void**)&kiln_go_fn.kiln_divide = dlsym(library, "kiln_divide");
  *(void**)&kiln_go_fn.kiln_floor_divide = dlsym(library, "kiln_floor_divide");
  *(void**)&kiln_go_fn.kiln_remainder = dlsym(library, "kiln_remainder");
  *(void**)&kiln_go_fn.kiln_power = dlsym(library, "kiln_power");
  *(void**)&kiln_go_fn.kiln_maximum = dlsym(library, "kiln_maximum");
  *(void**)&kiln_go_fn.kiln_minimum = dlsym(library, "kiln_minimum");
  *(void**)&kiln_go_fn.kiln_atan2 = dlsym(library, "kiln_atan2");
  *(void**)&kiln_go_fn.kiln_equal = dlsym(library, "kiln_equal");
  *(void**)&kiln_go_fn.kiln_not_equal = dlsym(library, "kiln_not_equal");
  *(void**)&kiln_go_fn.kiln_less = dlsym(library, "kiln_less");
  *(void**)&kiln_go_fn.kiln_less_equal = dlsym(library, "kiln_less_equal");
  *(void**)&kiln_go_fn.kiln_greater = dlsym(library, "kiln_greater");
  *(void**)&kiln_go_fn.kiln_greater_equal = dlsym(library, "kiln_greater_equal");
  *(void**)&kiln_go_fn.kiln_logical_and = dlsym(library, "kiln_logical_and");
  *(void**)&kiln_go_fn.kiln_logical_or = dlsym(library, "kiln_logical_or");
  *(void**)&kiln_go_fn.kiln_logical_xor = dlsym(library, "kiln_logical_xor");
  *(void**)&kiln_go_fn.kiln_bitwise_and = dlsym(library, "kiln_bitwise_and");
  *(void**)&kiln_go_fn.kiln_bitwise_or = dlsym(library, "kiln_bitwise_or");
  *(void**)&kiln_go_fn.kiln_bitwise_xor = dlsym(library, "kiln_bitwise_xor");
  *(void**)&kiln_go_fn.kiln_left_shift = dlsym(library, "kiln_left_shift");
  *(void**)&kiln_go_fn.kiln_right_shift = dlsym(library, "kiln_right_shift");
  *(void**)&kiln_go_fn.kiln_logaddexp = dlsym(library, "kiln_logaddexp");
  *(void**)&kiln_go_fn.kiln_hypot = dlsym(library, "kiln_hypot");
  *(void**)&kiln_go_fn.kiln_copysign = dlsym(library, "kiln_copysign");
  *(void**)&kiln_go_fn.kiln_quotient = dlsym(library, "kiln_quotient");
  *(void**)&kiln_go_fn.kiln_fmod = dlsym(library, "kiln_fmod");
  *(void**)&kiln_go_fn.kiln_sum = dlsym(library, "kiln_sum");
  *(void**)&kiln_go_fn.kiln_prod = dlsym(library, "kiln_prod");
  *(void**)&kiln_go_fn.kiln_max = dlsym(library, "kiln_max");
  *(void**)&kiln_go_fn.kiln_min = dlsym(library, "kiln_min");
  *(void**)&kiln_go_fn.kiln_mean = dlsym(library, "kiln_mean");
  *(void**)&kiln_go_fn.kiln_all = dlsym(library, "kiln_all");
  *(void**)&kiln_go_fn.kiln_any = dlsym(library, "kiln_any");
  *(void**)&kiln_go_fn.kiln_argmax = dlsym(library, "kiln_argmax");
  *(void**)&kiln_go_fn.kiln_argmin = dlsym(library, "kiln_argmin");
  *(void**)&kiln_go_fn.kiln_logsumexp = dlsym(library, "kiln_logsumexp");
  *(void**)&kiln_go_fn.kiln_cumulative_sum = dlsym(library, "kiln_cumulative_sum");
  *(void**)&kiln_go_fn.kiln_cumulative_product = dlsym(library, "kiln_cumulative_product");
  *(void**)&kiln_go_fn.kiln_cumulative_max = dlsym(library, "kiln_cumulative_max");
  *(void**)&kiln_go_fn.kiln_cumulative_min = dlsym(library, "kiln_cumulative_min");
  *(void**)&kiln_go_fn.kiln_logcumsumexp = dlsym(library, "kiln_logcumsumexp");
  *(void**)&kiln_go_fn.kiln_relu = dlsym(library, "kiln_relu");
  *(void**)&kiln_go_fn.kiln_silu = dlsym(library, "kiln_silu");
  *(void**)&kiln_go_fn.kiln_gelu = dlsym(library, "kiln_gelu");
  *(void**)&kiln_go_fn.kiln_gelu_tanh = dlsym(library, "kiln_gelu_tanh");
  *(void**)&kiln_go_fn.kiln_softplus = dlsym(library, "kiln_softplus");
  *(void**)&kiln_go_fn.kiln_real = dlsym(library, "kiln_real");
  *(void**)&kiln_go_fn.kiln_imag = dlsym(library, "kiln_imag");
  *(void**)&kiln_go_fn.kiln_conj = dlsym(library, "kiln_conj");
  *(void**)&kiln_go_fn.kiln_angle = dlsym(library, "kiln_angle");
  *(void**)&kiln_go_fn.kiln_stop_gradient = dlsym(library, "kiln_stop_gradient");
  *(void**)&kiln_go_fn.kiln_where = dlsym(library, "kiln_where");
  *(void**)&kiln_go_fn.kiln_clip = dlsym(library, "kiln_clip");
  *(void**)&kiln_go_fn.kiln_astype = dlsym(library, "kiln_astype");
  *(void**)&kiln_go_fn.kiln_bitcast = dlsym(library, "kiln_bitcast");
  *(void**)&kiln_go_fn.kiln_matmul = dlsym(library, "kiln_matmul");
  *(void**)&kiln_go_fn.kiln_reshape = dlsym(library, "kiln_reshape");
  *(void**)&kiln_go_fn.kiln_transpose = dlsym(library, "kiln_transpose");
  *(void**)&kiln_go_fn.kiln_broadcast_to = dlsym(library, "kiln_broadcast_to");
  *(void**)&kiln_go_fn.kiln_expand_dims = dlsym(library, "kiln_expand_dims");
  *(void**)&kiln_go_fn.kiln_squeeze = dlsym(library, "kiln_squeeze");
  *(void**)&kiln_go_fn.kiln_slice = dlsym(library, "kiln_slice");
  *(void**)&kiln_go_fn.kiln_concatenate = dlsym(library, "kiln_concatenate");
  *(void**)&kiln_go_fn.kiln_stack = dlsym(library, "kiln_stack");
  *(void**)&kiln_go_fn.kiln_pad = dlsym(library, "kiln_pad");
  *(void**)&kiln_go_fn.kiln_flip = dlsym(library, "kiln_flip");
  *(void**)&kiln_go_fn.kiln_tensor_to_dlpack = dlsym(library, "kiln_tensor_to_dlpack");
  *(void**)&kiln_go_fn.kiln_tensor_from_dlpack = dlsym(library, "kiln_tensor_from_dlpack");
  *(void**)&kiln_go_fn.kiln_tensor_to_dlpack_legacy = dlsym(library, "kiln_tensor_to_dlpack_legacy");
  *(void**)&kiln_go_fn.kiln_tensor_from_dlpack_legacy = dlsym(library, "kiln_tensor_from_dlpack_legacy");
  *(void**)&kiln_go_fn.kiln_tensor_dlpack_device = dlsym(library, "kiln_tensor_dlpack_device");
  *(void**)&kiln_go_fn.kiln_take = dlsym(library, "kiln_take");
  *(void**)&kiln_go_fn.kiln_take_along_axis = dlsym(library, "kiln_take_along_axis");
  *(void**)&kiln_go_fn.kiln_gather = dlsym(library, "kiln_gather");
  *(void**)&kiln_go_fn.kiln_indexed_add = dlsym(library, "kiln_indexed_add");
  *(void**)&kiln_go_fn.kiln_indexed_put = dlsym(library, "kiln_indexed_put");
  *(void**)&kiln_go_fn.kiln_argwhere = dlsym(library, "kiln_argwhere");
  *(void**)&kiln_go_fn.kiln_argsort = dlsym(library, "kiln_argsort");
  *(void**)&kiln_go_fn.kiln_sort = dlsym(library, "kiln_sort");
  *(void**)&kiln_go_fn.kiln_top_k = dlsym(library, "kiln_top_k");
  *(void**)&kiln_go_fn.kiln_unique = dlsym(library, "kiln_unique");
  *(void**)&kiln_go_fn.kiln_searchsorted = dlsym(library, "kiln_searchsorted");
  *(void**)&kiln_go_fn.kiln_telemetry_subscribe = dlsym(library, "kiln_telemetry_subscribe");
  *(void**)&kiln_go_fn.kiln_telemetry_unsubscribe = dlsym(library, "kiln_telemetry_unsubscribe");
  *(void**)&kiln_go_fn.kiln_debug_set_flags = dlsym(library, "kiln_debug_set_flags");
  *(void**)&kiln_go_fn.kiln_debug_get_flags = dlsym(library, "kiln_debug_get_flags");
  *(void**)&kiln_go_fn.kiln_fallback_set_policy = dlsym(library, "kiln_fallback_set_policy");
  *(void**)&kiln_go_fn.kiln_fallback_get_policy = dlsym(library, "kiln_fallback_get_policy");
  *(void**)&kiln_go_fn.kiln_device_op_support = dlsym(library, "kiln_device_op_support");
  *(void**)&kiln_go_fn.kiln_device_fallback_count = dlsym(library, "kiln_device_fallback_count");
  *(void**)&kiln_go_fn.kiln_device_fallback_get = dlsym(library, "kiln_device_fallback_get");
  *(void**)&kiln_go_fn.kiln_device_vulkan_handles = dlsym(library, "kiln_device_vulkan_handles");
  *(void**)&kiln_go_fn.kiln_device_cuda_device = dlsym(library, "kiln_device_cuda_device");
  *(void**)&kiln_go_fn.kiln_tensor_to_dlpack_cuda = dlsym(library, "kiln_tensor_to_dlpack_cuda");
  *(void**)&kiln_go_fn.kiln_tensor_to_dlpack_cuda_legacy = dlsym(library, "kiln_tensor_to_dlpack_cuda_legacy");
  *(void**)&kiln_go_fn.kiln_weak_scalar_int = dlsym(library, "kiln_weak_scalar_int");
  *(void**)&kiln_go_fn.kiln_weak_scalar_float = dlsym(library, "kiln_weak_scalar_float");
  *(void**)&kiln_go_fn.kiln_fusion_set_enabled = dlsym(library, "kiln_fusion_set_enabled");
  *(void**)&kiln_go_fn.kiln_fusion_get_enabled = dlsym(library, "kiln_fusion_get_enabled");
  *(void**)&kiln_go_fn.kiln_softmax = dlsym(library, "kiln_softmax");
  *(void**)&kiln_go_fn.kiln_log_softmax = dlsym(library, "kiln_log_softmax");
  *(void**)&kiln_go_fn.kiln_var = dlsym(library, "kiln_var");
  *(void**)&kiln_go_fn.kiln_std = dlsym(library, "kiln_std");
  *(void**)&kiln_go_fn.kiln_random_bits = dlsym(library, "kiln_random_bits");
  *(void**)&kiln_go_fn.kiln_random_uniform = dlsym(library, "kiln_random_uniform");
  *(void**)&kiln_go_fn.kiln_random_normal = dlsym(library, "kiln_random_normal");
  *(void**)&kiln_go_fn.kiln_random_randint = dlsym(library, "kiln_random_randint");
  *(void**)&kiln_go_fn.kiln_random_bernoulli = dlsym(library, "kiln_random_bernoulli");
  *(void**)&kiln_go_fn.kiln_info_report = dlsym(library, "kiln_info_report");
  *(void**)&kiln_go_fn.kiln_rms_norm = dlsym(library, "kiln_rms_norm");
  *(void**)&kiln_go_fn.kiln_layer_norm = dlsym(library, "kiln_layer_norm");
  *(void**)&kiln_go_fn.kiln_scaled_dot_product_attention = dlsym(library, "kiln_scaled_dot_product_attention");
  *(void**)&kiln_go_fn.kiln_conv = dlsym(library, "kiln_conv");
  *(void**)&kiln_go_fn.kiln_window_sum = dlsym(library, "kiln_window_sum");
  *(void**)&kiln_go_fn.kiln_window_product = dlsym(library, "kiln_window_product");
  *(void**)&kiln_go_fn.kiln_window_max = dlsym(library, "kiln_window_max");
  *(void**)&kiln_go_fn.kiln_window_min = dlsym(library, "kiln_window_min");
  *(void**)&kiln_go_fn.kiln_window_scatter_max = dlsym(library, "kiln_window_scatter_max");
  *(void**)&kiln_go_fn.kiln_window_scatter_min = dlsym(library, "kiln_window_scatter_min");
  *(void**)&kiln_go_fn.kiln_leaky_relu = dlsym(library, "kiln_leaky_relu");
  *(void**)&kiln_go_fn.kiln_elu = dlsym(library, "kiln_elu");
  *(void**)&kiln_go_fn.kiln_dot_general = dlsym(library, "kiln_dot_general");
  *(void**)&kiln_go_fn.kiln_linalg_cholesky = dlsym(library, "kiln_linalg_cholesky");
  *(void**)&kiln_go_fn.kiln_linalg_triangular_solve = dlsym(library, "kiln_linalg_triangular_solve");
  *(void**)&kiln_go_fn.kiln_linalg_lu = dlsym(library, "kiln_linalg_lu");
  *(void**)&kiln_go_fn.kiln_linalg_qr = dlsym(library, "kiln_linalg_qr");
  *(void**)&kiln_go_fn.kiln_linalg_eigh = dlsym(library, "kiln_linalg_eigh");
  *(void**)&kiln_go_fn.kiln_linalg_eigvalsh = dlsym(library, "kiln_linalg_eigvalsh");
  *(void**)&kiln_go_fn.kiln_linalg_svd = dlsym(library, "kiln_linalg_svd");
  *(void**)&kiln_go_fn.kiln_linalg_svdvals = dlsym(library, "kiln_linalg_svdvals");
  *(void**)&kiln_go_fn.kiln_linalg_solve = dlsym(library, "kiln_linalg_solve");
  *(void**)&kiln_go_fn.kiln_linalg_inv = dlsym(library, "kiln_linalg_inv");
  *(void**)&kiln_go_fn.kiln_linalg_det = dlsym(library, "kiln_linalg_det");
  *(void**)&kiln_go_fn.kiln_linalg_slogdet = dlsym(library, "kiln_linalg_slogdet");
  *(void**)&kiln_go_fn.kiln_linalg_vector_norm = dlsym(library, "kiln_linalg_vector_norm");
  *(void**)&kiln_go_fn.kiln_linalg_matrix_norm = dlsym(library, "kiln_linalg_matrix_norm");
  *(void**)&kiln_go_fn.kiln_linalg_lstsq = dlsym(library, "kiln_linalg_lstsq");
  *(void**)&kiln_go_fn.kiln_fft = dlsym(library, "kiln_fft");
  *(void**)&kiln_go_fn.kiln_rfft = dlsym(library, "kiln_rfft");
  *(void**)&kiln_go_fn.kiln_irfft = dlsym(library, "kiln_irfft");
  *(void**)&kiln_go_fn.kiln_pad_general = dlsym(library, "kiln_pad_general");
  *(void**)&kiln_go_fn.kiln_dynamic_slice = dlsym(library, "kiln_dynamic_slice");
  *(void**)&kiln_go_fn.kiln_dynamic_update_slice = dlsym(library, "kiln_dynamic_update_slice");
  *(void**)&kiln_go_fn.kiln_random_permutation = dlsym(library, "kiln_random_permutation");
  *(void**)&kiln_go_fn.kiln_group_init = dlsym(library, "kiln_group_init");
  *(void**)&kiln_go_fn.kiln_group_from_mpi_comm = dlsym(library, "kiln_group_from_mpi_comm");
  *(void**)&kiln_go_fn.kiln_group_rank = dlsym(library, "kiln_group_rank");
  *(void**)&kiln_go_fn.kiln_group_size = dlsym(library, "kiln_group_size");
  *(void**)&kiln_go_fn.kiln_group_split = dlsym(library, "kiln_group_split");
  *(void**)&kiln_go_fn.kiln_group_set_timeout = dlsym(library, "kiln_group_set_timeout");
  *(void**)&kiln_go_fn.kiln_group_release = dlsym(library, "kiln_group_release");
  *(void**)&kiln_go_fn.kiln_all_sum = dlsym(library, "kiln_all_sum");
  *(void**)&kiln_go_fn.kiln_all_max = dlsym(library, "kiln_all_max");
  *(void**)&kiln_go_fn.kiln_all_min = dlsym(library, "kiln_all_min");
  *(void**)&kiln_go_fn.kiln_all_gather = dlsym(library, "kiln_all_gather");
  *(void**)&kiln_go_fn.kiln_sum_scatter = dlsym(library, "kiln_sum_scatter");
  *(void**)&kiln_go_fn.kiln_send = dlsym(library, "kiln_send");
  *(void**)&kiln_go_fn.kiln_recv = dlsym(library, "kiln_recv");
}

/* Forwards kiln_telemetry_callback to the exported Go function; user_data is a cgo.Handle. */
static void kiln_go_adapter_kiln_telemetry_callback(const kiln_telemetry_event* event, void* user_data) {
  kilnGoTelemetryCallback((kiln_telemetry_event*)event, (uintptr_t)user_data);
}

int kiln_go_last_error(const char** result, char** message) {
  if (!kiln_go_fn.kiln_last_error) return kiln_go_missing("kiln_last_error", "1.0", message);
  *result = (const char*)kiln_go_fn.kiln_last_error();
  return 0;
}

int kiln_go_status_string(kiln_status status, const char** result, char** message) {
  if (!kiln_go_fn.kiln_status_string) return kiln_go_missing("kiln_status_string", "1.0", message);
  *result = (const char*)kiln_go_fn.kiln_status_string(status);
  return 0;
}

int kiln_go_version(uint32_t* major, uint32_t* minor, uint32_t* patch, char** message) {
  if (!kiln_go_fn.kiln_version) return kiln_go_missing("kiln_version", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_version(major, minor, patch);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_dtype_size(kiln_dtype dtype, size_t* size, char** message) {
  if (!kiln_go_fn.kiln_dtype_size) return kiln_go_missing("kiln_dtype_size", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_dtype_size(dtype, size);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_count(size_t* count, char** message) {
  if (!kiln_go_fn.kiln_device_count) return kiln_go_missing("kiln_device_count", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_count(count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_get(size_t index, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_device_get) return kiln_go_missing("kiln_device_get", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_get(index, (kiln_device*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_default(uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_device_default) return kiln_go_missing("kiln_device_default", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_default((kiln_device*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_set_default(uintptr_t device, char** message) {
  if (!kiln_go_fn.kiln_device_set_default) return kiln_go_missing("kiln_device_set_default", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_set_default((kiln_device)device);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_find(const char* label, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_device_find) return kiln_go_missing("kiln_device_find", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_find(label, (kiln_device*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_get_info(uintptr_t device, kiln_device_info* info, char** message) {
  if (!kiln_go_fn.kiln_device_get_info) return kiln_go_missing("kiln_device_get_info", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_get_info((kiln_device)device, info);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_memory_stats(uintptr_t device, kiln_memory_stats* stats, char** message) {
  if (!kiln_go_fn.kiln_device_memory_stats) return kiln_go_missing("kiln_device_memory_stats", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_memory_stats((kiln_device)device, stats);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_set_memory_limit(uintptr_t device, uint64_t limit_bytes, char** message) {
  if (!kiln_go_fn.kiln_device_set_memory_limit) return kiln_go_missing("kiln_device_set_memory_limit", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_set_memory_limit((kiln_device)device, limit_bytes);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_clear_cache(uintptr_t device, char** message) {
  if (!kiln_go_fn.kiln_device_clear_cache) return kiln_go_missing("kiln_device_clear_cache", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_device_clear_cache((kiln_device)device);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_create(const void* data, kiln_dtype dtype, const int64_t* shape, size_t ndim, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_tensor_create) return kiln_go_missing("kiln_tensor_create", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_create(data, dtype, shape, ndim, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_full(const int64_t* shape, size_t ndim, double value, kiln_dtype dtype, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_full) return kiln_go_missing("kiln_full", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_full(shape, ndim, value, dtype, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_zeros(const int64_t* shape, size_t ndim, kiln_dtype dtype, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_zeros) return kiln_go_missing("kiln_zeros", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_zeros(shape, ndim, dtype, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_ones(const int64_t* shape, size_t ndim, kiln_dtype dtype, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_ones) return kiln_go_missing("kiln_ones", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_ones(shape, ndim, dtype, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_arange(double start, double stop, double step, kiln_dtype dtype, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_arange) return kiln_go_missing("kiln_arange", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_arange(start, stop, step, dtype, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_eye(int64_t n, int64_t m, int64_t k, kiln_dtype dtype, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_eye) return kiln_go_missing("kiln_eye", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_eye(n, m, k, dtype, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_retain(uintptr_t tensor, char** message) {
  if (!kiln_go_fn.kiln_tensor_retain) return kiln_go_missing("kiln_tensor_retain", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_retain((kiln_tensor)tensor);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_release(uintptr_t tensor, char** message) {
  if (!kiln_go_fn.kiln_tensor_release) return kiln_go_missing("kiln_tensor_release", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_release((kiln_tensor)tensor);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_ndim(uintptr_t tensor, size_t* ndim, char** message) {
  if (!kiln_go_fn.kiln_tensor_ndim) return kiln_go_missing("kiln_tensor_ndim", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_ndim((kiln_tensor)tensor, ndim);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_shape(uintptr_t tensor, int64_t* dims, size_t capacity, char** message) {
  if (!kiln_go_fn.kiln_tensor_shape) return kiln_go_missing("kiln_tensor_shape", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_shape((kiln_tensor)tensor, dims, capacity);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_dtype(uintptr_t tensor, kiln_dtype* dtype, char** message) {
  if (!kiln_go_fn.kiln_tensor_dtype) return kiln_go_missing("kiln_tensor_dtype", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_dtype((kiln_tensor)tensor, dtype);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_device(uintptr_t tensor, uintptr_t* device, char** message) {
  if (!kiln_go_fn.kiln_tensor_device) return kiln_go_missing("kiln_tensor_device", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_device((kiln_tensor)tensor, (kiln_device*)device);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_size(uintptr_t tensor, int64_t* size, char** message) {
  if (!kiln_go_fn.kiln_tensor_size) return kiln_go_missing("kiln_tensor_size", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_size((kiln_tensor)tensor, size);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_nbytes(uintptr_t tensor, size_t* nbytes, char** message) {
  if (!kiln_go_fn.kiln_tensor_nbytes) return kiln_go_missing("kiln_tensor_nbytes", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_nbytes((kiln_tensor)tensor, nbytes);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_is_evaluated(uintptr_t tensor, bool* evaluated, char** message) {
  if (!kiln_go_fn.kiln_tensor_is_evaluated) return kiln_go_missing("kiln_tensor_is_evaluated", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_is_evaluated((kiln_tensor)tensor, evaluated);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_eval(const uintptr_t* tensors, size_t count, char** message) {
  if (!kiln_go_fn.kiln_tensor_eval) return kiln_go_missing("kiln_tensor_eval", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_eval((const kiln_tensor*)tensors, count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_eval_async(const uintptr_t* tensors, size_t count, char** message) {
  if (!kiln_go_fn.kiln_tensor_eval_async) return kiln_go_missing("kiln_tensor_eval_async", "1.15", message);
  kiln_status status = kiln_go_fn.kiln_tensor_eval_async((const kiln_tensor*)tensors, count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_read(uintptr_t tensor, void* dst, size_t dst_bytes, char** message) {
  if (!kiln_go_fn.kiln_tensor_read) return kiln_go_missing("kiln_tensor_read", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_read((kiln_tensor)tensor, dst, dst_bytes);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_borrow(uintptr_t tensor, uintptr_t* out, const void** data, size_t* nbytes, char** message) {
  if (!kiln_go_fn.kiln_tensor_borrow) return kiln_go_missing("kiln_tensor_borrow", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_borrow((kiln_tensor)tensor, (kiln_borrow*)out, data, nbytes);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_borrow_release(uintptr_t borrow, char** message) {
  if (!kiln_go_fn.kiln_borrow_release) return kiln_go_missing("kiln_borrow_release", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_borrow_release((kiln_borrow)borrow);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_copy(uintptr_t tensor, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_tensor_copy) return kiln_go_missing("kiln_tensor_copy", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_copy((kiln_tensor)tensor, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_to_device(uintptr_t tensor, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_tensor_to_device) return kiln_go_missing("kiln_tensor_to_device", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tensor_to_device((kiln_tensor)tensor, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_stream_create(uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_stream_create) return kiln_go_missing("kiln_stream_create", "1.6", message);
  kiln_status status = kiln_go_fn.kiln_stream_create((kiln_device)device, (kiln_stream*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_stream_release(uintptr_t stream, char** message) {
  if (!kiln_go_fn.kiln_stream_release) return kiln_go_missing("kiln_stream_release", "1.6", message);
  kiln_status status = kiln_go_fn.kiln_stream_release((kiln_stream)stream);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_stream_device(uintptr_t stream, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_stream_device) return kiln_go_missing("kiln_stream_device", "1.6", message);
  kiln_status status = kiln_go_fn.kiln_stream_device((kiln_stream)stream, (kiln_device*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_stream_eval(uintptr_t stream, const uintptr_t* tensors, size_t count, char** message) {
  if (!kiln_go_fn.kiln_stream_eval) return kiln_go_missing("kiln_stream_eval", "1.6", message);
  kiln_status status = kiln_go_fn.kiln_stream_eval((kiln_stream)stream, (const kiln_tensor*)tensors, count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_stream_eval_async(uintptr_t stream, const uintptr_t* tensors, size_t count, char** message) {
  if (!kiln_go_fn.kiln_stream_eval_async) return kiln_go_missing("kiln_stream_eval_async", "1.15", message);
  kiln_status status = kiln_go_fn.kiln_stream_eval_async((kiln_stream)stream, (const kiln_tensor*)tensors, count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_placeholder(const int64_t* shape, size_t ndim, kiln_dtype dtype, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_placeholder) return kiln_go_missing("kiln_placeholder", "1.9", message);
  kiln_status status = kiln_go_fn.kiln_placeholder(shape, ndim, dtype, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_function_create(const uintptr_t* inputs, size_t input_count, const uintptr_t* outputs, size_t output_count, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_function_create) return kiln_go_missing("kiln_function_create", "1.9", message);
  kiln_status status = kiln_go_fn.kiln_function_create((const kiln_tensor*)inputs, input_count, (const kiln_tensor*)outputs, output_count, (kiln_function*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_function_call(uintptr_t function, const uintptr_t* args, size_t arg_count, uintptr_t* results, size_t result_count, char** message) {
  if (!kiln_go_fn.kiln_function_call) return kiln_go_missing("kiln_function_call", "1.9", message);
  kiln_status status = kiln_go_fn.kiln_function_call((kiln_function)function, (const kiln_tensor*)args, arg_count, (kiln_tensor*)results, result_count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_function_arity(uintptr_t function, size_t* input_count, size_t* output_count, char** message) {
  if (!kiln_go_fn.kiln_function_arity) return kiln_go_missing("kiln_function_arity", "1.9", message);
  kiln_status status = kiln_go_fn.kiln_function_arity((kiln_function)function, input_count, output_count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_function_release(uintptr_t function, char** message) {
  if (!kiln_go_fn.kiln_function_release) return kiln_go_missing("kiln_function_release", "1.9", message);
  kiln_status status = kiln_go_fn.kiln_function_release((kiln_function)function);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_function_vjp(uintptr_t function, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_function_vjp) return kiln_go_missing("kiln_function_vjp", "1.10", message);
  kiln_status status = kiln_go_fn.kiln_function_vjp((kiln_function)function, (kiln_function*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_function_jvp(uintptr_t function, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_function_jvp) return kiln_go_missing("kiln_function_jvp", "1.10", message);
  kiln_status status = kiln_go_fn.kiln_function_jvp((kiln_function)function, (kiln_function*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_function_value_and_grad(uintptr_t function, const size_t* argnums, size_t argnum_count, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_function_value_and_grad) return kiln_go_missing("kiln_function_value_and_grad", "1.10", message);
  kiln_status status = kiln_go_fn.kiln_function_value_and_grad((kiln_function)function, argnums, argnum_count, (kiln_function*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_negative(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_negative) return kiln_go_missing("kiln_negative", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_negative((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_abs(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_abs) return kiln_go_missing("kiln_abs", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_abs((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sign(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sign) return kiln_go_missing("kiln_sign", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_sign((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_exp(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_exp) return kiln_go_missing("kiln_exp", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_exp((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_log(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_log) return kiln_go_missing("kiln_log", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_log((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_log1p(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_log1p) return kiln_go_missing("kiln_log1p", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_log1p((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_expm1(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_expm1) return kiln_go_missing("kiln_expm1", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_expm1((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sqrt(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sqrt) return kiln_go_missing("kiln_sqrt", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_sqrt((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_rsqrt(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_rsqrt) return kiln_go_missing("kiln_rsqrt", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_rsqrt((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_square(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_square) return kiln_go_missing("kiln_square", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_square((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sin(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sin) return kiln_go_missing("kiln_sin", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_sin((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_cos(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_cos) return kiln_go_missing("kiln_cos", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_cos((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tan(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_tan) return kiln_go_missing("kiln_tan", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tan((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tanh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_tanh) return kiln_go_missing("kiln_tanh", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_tanh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sigmoid(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sigmoid) return kiln_go_missing("kiln_sigmoid", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_sigmoid((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_erf(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_erf) return kiln_go_missing("kiln_erf", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_erf((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_floor(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_floor) return kiln_go_missing("kiln_floor", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_floor((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_ceil(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_ceil) return kiln_go_missing("kiln_ceil", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_ceil((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_round(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_round) return kiln_go_missing("kiln_round", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_round((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_logical_not(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_logical_not) return kiln_go_missing("kiln_logical_not", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_logical_not((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_bitwise_not(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_bitwise_not) return kiln_go_missing("kiln_bitwise_not", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_bitwise_not((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_isnan(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_isnan) return kiln_go_missing("kiln_isnan", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_isnan((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_isinf(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_isinf) return kiln_go_missing("kiln_isinf", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_isinf((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_isfinite(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_isfinite) return kiln_go_missing("kiln_isfinite", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_isfinite((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_asin(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_asin) return kiln_go_missing("kiln_asin", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_asin((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_acos(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_acos) return kiln_go_missing("kiln_acos", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_acos((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_atan(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_atan) return kiln_go_missing("kiln_atan", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_atan((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sinh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sinh) return kiln_go_missing("kiln_sinh", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_sinh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_cosh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_cosh) return kiln_go_missing("kiln_cosh", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_cosh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_asinh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_asinh) return kiln_go_missing("kiln_asinh", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_asinh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_acosh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_acosh) return kiln_go_missing("kiln_acosh", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_acosh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_atanh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_atanh) return kiln_go_missing("kiln_atanh", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_atanh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_log2(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_log2) return kiln_go_missing("kiln_log2", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_log2((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_log10(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_log10) return kiln_go_missing("kiln_log10", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_log10((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_exp2(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_exp2) return kiln_go_missing("kiln_exp2", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_exp2((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_cbrt(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_cbrt) return kiln_go_missing("kiln_cbrt", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_cbrt((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_erfc(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_erfc) return kiln_go_missing("kiln_erfc", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_erfc((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_erf_inv(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_erf_inv) return kiln_go_missing("kiln_erf_inv", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_erf_inv((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_trunc(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_trunc) return kiln_go_missing("kiln_trunc", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_trunc((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_reciprocal(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_reciprocal) return kiln_go_missing("kiln_reciprocal", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_reciprocal((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_population_count(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_population_count) return kiln_go_missing("kiln_population_count", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_population_count((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_count_leading_zeros(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_count_leading_zeros) return kiln_go_missing("kiln_count_leading_zeros", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_count_leading_zeros((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_signbit(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_signbit) return kiln_go_missing("kiln_signbit", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_signbit((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_round_half_away(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_round_half_away) return kiln_go_missing("kiln_round_half_away", "1.5", message);
  kiln_status status = kiln_go_fn.kiln_round_half_away((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_add(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_add) return kiln_go_missing("kiln_add", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_add((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_subtract(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_subtract) return kiln_go_missing("kiln_subtract", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_subtract((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_multiply(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_multiply) return kiln_go_missing("kiln_multiply", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_multiply((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_divide(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_divide) return kiln_go_missing("kiln_divide", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_divide((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_floor_divide(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_floor_divide) return kiln_go_missing("kiln_floor_divide", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_floor_divide((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_remainder(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_remainder) return kiln_go_missing("kiln_remainder", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_remainder((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_power(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_power) return kiln_go_missing("kiln_power", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_power((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_maximum(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_maximum) return kiln_go_missing("kiln_maximum", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_maximum((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_minimum(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_minimum) return kiln_go_missing("kiln_minimum", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_minimum((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_atan2(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_atan2) return kiln_go_missing("kiln_atan2", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_atan2((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_equal(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_equal) return kiln_go_missing("kiln_equal", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_equal((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_not_equal(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_not_equal) return kiln_go_missing("kiln_not_equal", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_not_equal((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_less(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_less) return kiln_go_missing("kiln_less", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_less((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_less_equal(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_less_equal) return kiln_go_missing("kiln_less_equal", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_less_equal((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_greater(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_greater) return kiln_go_missing("kiln_greater", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_greater((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_greater_equal(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_greater_equal) return kiln_go_missing("kiln_greater_equal", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_greater_equal((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_logical_and(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_logical_and) return kiln_go_missing("kiln_logical_and", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_logical_and((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_logical_or(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_logical_or) return kiln_go_missing("kiln_logical_or", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_logical_or((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_logical_xor(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_logical_xor) return kiln_go_missing("kiln_logical_xor", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_logical_xor((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_bitwise_and(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_bitwise_and) return kiln_go_missing("kiln_bitwise_and", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_bitwise_and((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_bitwise_or(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_bitwise_or) return kiln_go_missing("kiln_bitwise_or", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_bitwise_or((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_bitwise_xor(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_bitwise_xor) return kiln_go_missing("kiln_bitwise_xor", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_bitwise_xor((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_left_shift(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_left_shift) return kiln_go_missing("kiln_left_shift", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_left_shift((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_right_shift(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_right_shift) return kiln_go_missing("kiln_right_shift", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_right_shift((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_logaddexp(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_logaddexp) return kiln_go_missing("kiln_logaddexp", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_logaddexp((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_hypot(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_hypot) return kiln_go_missing("kiln_hypot", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_hypot((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_copysign(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_copysign) return kiln_go_missing("kiln_copysign", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_copysign((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_quotient(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_quotient) return kiln_go_missing("kiln_quotient", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_quotient((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_fmod(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_fmod) return kiln_go_missing("kiln_fmod", "1.5", message);
  kiln_status status = kiln_go_fn.kiln_fmod((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sum(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sum) return kiln_go_missing("kiln_sum", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_sum((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_prod(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_prod) return kiln_go_missing("kiln_prod", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_prod((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_max(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_max) return kiln_go_missing("kiln_max", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_max((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_min(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_min) return kiln_go_missing("kiln_min", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_min((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_mean(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_mean) return kiln_go_missing("kiln_mean", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_mean((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_all(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_all) return kiln_go_missing("kiln_all", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_all((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_any(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_any) return kiln_go_missing("kiln_any", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_any((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_argmax(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_argmax) return kiln_go_missing("kiln_argmax", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_argmax((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_argmin(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_argmin) return kiln_go_missing("kiln_argmin", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_argmin((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_logsumexp(uintptr_t x, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_logsumexp) return kiln_go_missing("kiln_logsumexp", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_logsumexp((kiln_tensor)x, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_cumulative_sum(uintptr_t x, int64_t axis, bool reverse, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_cumulative_sum) return kiln_go_missing("kiln_cumulative_sum", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_cumulative_sum((kiln_tensor)x, axis, reverse, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_cumulative_product(uintptr_t x, int64_t axis, bool reverse, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_cumulative_product) return kiln_go_missing("kiln_cumulative_product", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_cumulative_product((kiln_tensor)x, axis, reverse, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_cumulative_max(uintptr_t x, int64_t axis, bool reverse, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_cumulative_max) return kiln_go_missing("kiln_cumulative_max", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_cumulative_max((kiln_tensor)x, axis, reverse, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_cumulative_min(uintptr_t x, int64_t axis, bool reverse, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_cumulative_min) return kiln_go_missing("kiln_cumulative_min", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_cumulative_min((kiln_tensor)x, axis, reverse, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_logcumsumexp(uintptr_t x, int64_t axis, bool reverse, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_logcumsumexp) return kiln_go_missing("kiln_logcumsumexp", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_logcumsumexp((kiln_tensor)x, axis, reverse, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_relu(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_relu) return kiln_go_missing("kiln_relu", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_relu((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_silu(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_silu) return kiln_go_missing("kiln_silu", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_silu((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_gelu(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_gelu) return kiln_go_missing("kiln_gelu", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_gelu((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_gelu_tanh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_gelu_tanh) return kiln_go_missing("kiln_gelu_tanh", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_gelu_tanh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_softplus(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_softplus) return kiln_go_missing("kiln_softplus", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_softplus((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_real(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_real) return kiln_go_missing("kiln_real", "1.7", message);
  kiln_status status = kiln_go_fn.kiln_real((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_imag(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_imag) return kiln_go_missing("kiln_imag", "1.7", message);
  kiln_status status = kiln_go_fn.kiln_imag((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_conj(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_conj) return kiln_go_missing("kiln_conj", "1.7", message);
  kiln_status status = kiln_go_fn.kiln_conj((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_angle(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_angle) return kiln_go_missing("kiln_angle", "1.7", message);
  kiln_status status = kiln_go_fn.kiln_angle((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_stop_gradient(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_stop_gradient) return kiln_go_missing("kiln_stop_gradient", "1.10", message);
  kiln_status status = kiln_go_fn.kiln_stop_gradient((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_where(uintptr_t cond, uintptr_t x, uintptr_t y, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_where) return kiln_go_missing("kiln_where", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_where((kiln_tensor)cond, (kiln_tensor)x, (kiln_tensor)y, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_clip(uintptr_t x, uintptr_t lo, uintptr_t hi, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_clip) return kiln_go_missing("kiln_clip", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_clip((kiln_tensor)x, (kiln_tensor)lo, (kiln_tensor)hi, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_astype(uintptr_t x, kiln_dtype dtype, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_astype) return kiln_go_missing("kiln_astype", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_astype((kiln_tensor)x, dtype, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_bitcast(uintptr_t x, kiln_dtype dtype, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_bitcast) return kiln_go_missing("kiln_bitcast", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_bitcast((kiln_tensor)x, dtype, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_matmul(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_matmul) return kiln_go_missing("kiln_matmul", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_matmul((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_reshape(uintptr_t x, const int64_t* shape, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_reshape) return kiln_go_missing("kiln_reshape", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_reshape((kiln_tensor)x, shape, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_transpose(uintptr_t x, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_transpose) return kiln_go_missing("kiln_transpose", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_transpose((kiln_tensor)x, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_broadcast_to(uintptr_t x, const int64_t* shape, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_broadcast_to) return kiln_go_missing("kiln_broadcast_to", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_broadcast_to((kiln_tensor)x, shape, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_expand_dims(uintptr_t x, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_expand_dims) return kiln_go_missing("kiln_expand_dims", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_expand_dims((kiln_tensor)x, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_squeeze(uintptr_t x, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_squeeze) return kiln_go_missing("kiln_squeeze", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_squeeze((kiln_tensor)x, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_slice(uintptr_t x, const int64_t* start, const int64_t* stop, const int64_t* step, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_slice) return kiln_go_missing("kiln_slice", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_slice((kiln_tensor)x, start, stop, step, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_concatenate(const uintptr_t* tensors, size_t count, int64_t axis, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_concatenate) return kiln_go_missing("kiln_concatenate", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_concatenate((const kiln_tensor*)tensors, count, axis, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_stack(const uintptr_t* tensors, size_t count, int64_t axis, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_stack) return kiln_go_missing("kiln_stack", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_stack((const kiln_tensor*)tensors, count, axis, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_pad(uintptr_t x, const int64_t* pad_before, const int64_t* pad_after, size_t naxes, double value, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_pad) return kiln_go_missing("kiln_pad", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_pad((kiln_tensor)x, pad_before, pad_after, naxes, value, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_flip(uintptr_t x, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_flip) return kiln_go_missing("kiln_flip", "1.0", message);
  kiln_status status = kiln_go_fn.kiln_flip((kiln_tensor)x, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_to_dlpack(uintptr_t tensor, const kiln_dlpack_options* options, void** out, char** message) {
  if (!kiln_go_fn.kiln_tensor_to_dlpack) return kiln_go_missing("kiln_tensor_to_dlpack", "1.1", message);
  kiln_status status = kiln_go_fn.kiln_tensor_to_dlpack((kiln_tensor)tensor, options, (DLManagedTensorVersioned**)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_from_dlpack(void* managed, const kiln_dlpack_options* options, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_tensor_from_dlpack) return kiln_go_missing("kiln_tensor_from_dlpack", "1.1", message);
  kiln_status status = kiln_go_fn.kiln_tensor_from_dlpack((DLManagedTensorVersioned*)managed, options, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_to_dlpack_legacy(uintptr_t tensor, const kiln_dlpack_options* options, void** out, char** message) {
  if (!kiln_go_fn.kiln_tensor_to_dlpack_legacy) return kiln_go_missing("kiln_tensor_to_dlpack_legacy", "1.1", message);
  kiln_status status = kiln_go_fn.kiln_tensor_to_dlpack_legacy((kiln_tensor)tensor, options, (DLManagedTensor**)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_from_dlpack_legacy(void* managed, const kiln_dlpack_options* options, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_tensor_from_dlpack_legacy) return kiln_go_missing("kiln_tensor_from_dlpack_legacy", "1.1", message);
  kiln_status status = kiln_go_fn.kiln_tensor_from_dlpack_legacy((DLManagedTensor*)managed, options, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_dlpack_device(uintptr_t tensor, int32_t* device_type, int32_t* device_id, char** message) {
  if (!kiln_go_fn.kiln_tensor_dlpack_device) return kiln_go_missing("kiln_tensor_dlpack_device", "1.1", message);
  kiln_status status = kiln_go_fn.kiln_tensor_dlpack_device((kiln_tensor)tensor, device_type, device_id);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_take(uintptr_t x, uintptr_t indices, int64_t axis, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_take) return kiln_go_missing("kiln_take", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_take((kiln_tensor)x, (kiln_tensor)indices, axis, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_take_along_axis(uintptr_t x, uintptr_t indices, int64_t axis, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_take_along_axis) return kiln_go_missing("kiln_take_along_axis", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_take_along_axis((kiln_tensor)x, (kiln_tensor)indices, axis, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_gather(uintptr_t x, uintptr_t indices, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_gather) return kiln_go_missing("kiln_gather", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_gather((kiln_tensor)x, (kiln_tensor)indices, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_indexed_add(uintptr_t x, uintptr_t indices, uintptr_t updates, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_indexed_add) return kiln_go_missing("kiln_indexed_add", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_indexed_add((kiln_tensor)x, (kiln_tensor)indices, (kiln_tensor)updates, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_indexed_put(uintptr_t x, uintptr_t indices, uintptr_t updates, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_indexed_put) return kiln_go_missing("kiln_indexed_put", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_indexed_put((kiln_tensor)x, (kiln_tensor)indices, (kiln_tensor)updates, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_argwhere(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_argwhere) return kiln_go_missing("kiln_argwhere", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_argwhere((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_argsort(uintptr_t x, int64_t axis, bool descending, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_argsort) return kiln_go_missing("kiln_argsort", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_argsort((kiln_tensor)x, axis, descending, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sort(uintptr_t x, int64_t axis, bool descending, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sort) return kiln_go_missing("kiln_sort", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_sort((kiln_tensor)x, axis, descending, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_top_k(uintptr_t x, int64_t k, uintptr_t* values, uintptr_t* indices, char** message) {
  if (!kiln_go_fn.kiln_top_k) return kiln_go_missing("kiln_top_k", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_top_k((kiln_tensor)x, k, (kiln_tensor*)values, (kiln_tensor*)indices);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_unique(uintptr_t x, uintptr_t* values, uintptr_t* counts, uintptr_t* inverse, char** message) {
  if (!kiln_go_fn.kiln_unique) return kiln_go_missing("kiln_unique", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_unique((kiln_tensor)x, (kiln_tensor*)values, (kiln_tensor*)counts, (kiln_tensor*)inverse);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_searchsorted(uintptr_t a, uintptr_t v, bool right, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_searchsorted) return kiln_go_missing("kiln_searchsorted", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_searchsorted((kiln_tensor)a, (kiln_tensor)v, right, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_telemetry_subscribe(uintptr_t user_data, uint64_t* subscription, char** message) {
  if (!kiln_go_fn.kiln_telemetry_subscribe) return kiln_go_missing("kiln_telemetry_subscribe", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_telemetry_subscribe(kiln_go_adapter_kiln_telemetry_callback, (void*)user_data, subscription);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_telemetry_unsubscribe(uint64_t subscription, char** message) {
  if (!kiln_go_fn.kiln_telemetry_unsubscribe) return kiln_go_missing("kiln_telemetry_unsubscribe", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_telemetry_unsubscribe(subscription);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_debug_set_flags(uint32_t flags, char** message) {
  if (!kiln_go_fn.kiln_debug_set_flags) return kiln_go_missing("kiln_debug_set_flags", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_debug_set_flags(flags);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_debug_get_flags(uint32_t* flags, char** message) {
  if (!kiln_go_fn.kiln_debug_get_flags) return kiln_go_missing("kiln_debug_get_flags", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_debug_get_flags(flags);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_fallback_set_policy(kiln_fallback_policy policy, char** message) {
  if (!kiln_go_fn.kiln_fallback_set_policy) return kiln_go_missing("kiln_fallback_set_policy", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_fallback_set_policy(policy);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_fallback_get_policy(kiln_fallback_policy* policy, char** message) {
  if (!kiln_go_fn.kiln_fallback_get_policy) return kiln_go_missing("kiln_fallback_get_policy", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_fallback_get_policy(policy);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_op_support(uintptr_t device, const char* op, kiln_dtype dtype, kiln_op_support* support, char** message) {
  if (!kiln_go_fn.kiln_device_op_support) return kiln_go_missing("kiln_device_op_support", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_device_op_support((kiln_device)device, op, dtype, support);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_fallback_count(uintptr_t device, size_t* count, char** message) {
  if (!kiln_go_fn.kiln_device_fallback_count) return kiln_go_missing("kiln_device_fallback_count", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_device_fallback_count((kiln_device)device, count);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_fallback_get(uintptr_t device, size_t index, const char** op, kiln_dtype* dtype, char** message) {
  if (!kiln_go_fn.kiln_device_fallback_get) return kiln_go_missing("kiln_device_fallback_get", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_device_fallback_get((kiln_device)device, index, op, dtype);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_vulkan_handles(uintptr_t device, kiln_vulkan_handles* handles, char** message) {
  if (!kiln_go_fn.kiln_device_vulkan_handles) return kiln_go_missing("kiln_device_vulkan_handles", "1.2", message);
  kiln_status status = kiln_go_fn.kiln_device_vulkan_handles((kiln_device)device, handles);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_device_cuda_device(uintptr_t device, int32_t* cuda_device, char** message) {
  if (!kiln_go_fn.kiln_device_cuda_device) return kiln_go_missing("kiln_device_cuda_device", "1.12", message);
  kiln_status status = kiln_go_fn.kiln_device_cuda_device((kiln_device)device, cuda_device);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_to_dlpack_cuda(uintptr_t tensor, int64_t stream, const kiln_dlpack_options* options, void** out, char** message) {
  if (!kiln_go_fn.kiln_tensor_to_dlpack_cuda) return kiln_go_missing("kiln_tensor_to_dlpack_cuda", "1.12", message);
  kiln_status status = kiln_go_fn.kiln_tensor_to_dlpack_cuda((kiln_tensor)tensor, stream, options, (DLManagedTensorVersioned**)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_tensor_to_dlpack_cuda_legacy(uintptr_t tensor, int64_t stream, const kiln_dlpack_options* options, void** out, char** message) {
  if (!kiln_go_fn.kiln_tensor_to_dlpack_cuda_legacy) return kiln_go_missing("kiln_tensor_to_dlpack_cuda_legacy", "1.12", message);
  kiln_status status = kiln_go_fn.kiln_tensor_to_dlpack_cuda_legacy((kiln_tensor)tensor, stream, options, (DLManagedTensor**)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_weak_scalar_int(int64_t value, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_weak_scalar_int) return kiln_go_missing("kiln_weak_scalar_int", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_weak_scalar_int(value, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_weak_scalar_float(double value, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_weak_scalar_float) return kiln_go_missing("kiln_weak_scalar_float", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_weak_scalar_float(value, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_fusion_set_enabled(bool enabled, char** message) {
  if (!kiln_go_fn.kiln_fusion_set_enabled) return kiln_go_missing("kiln_fusion_set_enabled", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_fusion_set_enabled(enabled);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_fusion_get_enabled(bool* enabled, char** message) {
  if (!kiln_go_fn.kiln_fusion_get_enabled) return kiln_go_missing("kiln_fusion_get_enabled", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_fusion_get_enabled(enabled);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_softmax(uintptr_t x, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_softmax) return kiln_go_missing("kiln_softmax", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_softmax((kiln_tensor)x, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_log_softmax(uintptr_t x, const int64_t* axes, size_t naxes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_log_softmax) return kiln_go_missing("kiln_log_softmax", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_log_softmax((kiln_tensor)x, axes, naxes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_var(uintptr_t x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_var) return kiln_go_missing("kiln_var", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_var((kiln_tensor)x, axes, naxes, ddof, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_std(uintptr_t x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_std) return kiln_go_missing("kiln_std", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_std((kiln_tensor)x, axes, naxes, ddof, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_random_bits(uintptr_t key, const int64_t* shape, size_t ndim, kiln_dtype dtype, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_random_bits) return kiln_go_missing("kiln_random_bits", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_random_bits((kiln_tensor)key, shape, ndim, dtype, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_random_uniform(uintptr_t key, const int64_t* shape, size_t ndim, double low, double high, kiln_dtype dtype, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_random_uniform) return kiln_go_missing("kiln_random_uniform", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_random_uniform((kiln_tensor)key, shape, ndim, low, high, dtype, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_random_normal(uintptr_t key, const int64_t* shape, size_t ndim, kiln_dtype dtype, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_random_normal) return kiln_go_missing("kiln_random_normal", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_random_normal((kiln_tensor)key, shape, ndim, dtype, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_random_randint(uintptr_t key, const int64_t* shape, size_t ndim, int64_t low, int64_t high, kiln_dtype dtype, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_random_randint) return kiln_go_missing("kiln_random_randint", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_random_randint((kiln_tensor)key, shape, ndim, low, high, dtype, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_random_bernoulli(uintptr_t key, double p, const int64_t* shape, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_random_bernoulli) return kiln_go_missing("kiln_random_bernoulli", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_random_bernoulli((kiln_tensor)key, p, shape, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_info_report(const char** text, char** message) {
  if (!kiln_go_fn.kiln_info_report) return kiln_go_missing("kiln_info_report", "1.3", message);
  kiln_status status = kiln_go_fn.kiln_info_report(text);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_rms_norm(uintptr_t x, uintptr_t weight, double eps, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_rms_norm) return kiln_go_missing("kiln_rms_norm", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_rms_norm((kiln_tensor)x, (kiln_tensor)weight, eps, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_layer_norm(uintptr_t x, uintptr_t weight, uintptr_t bias, double eps, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_layer_norm) return kiln_go_missing("kiln_layer_norm", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_layer_norm((kiln_tensor)x, (kiln_tensor)weight, (kiln_tensor)bias, eps, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_scaled_dot_product_attention(uintptr_t q, uintptr_t k, uintptr_t v, double scale, uintptr_t mask, bool causal, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_scaled_dot_product_attention) return kiln_go_missing("kiln_scaled_dot_product_attention", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_scaled_dot_product_attention((kiln_tensor)q, (kiln_tensor)k, (kiln_tensor)v, scale, (kiln_tensor)mask, causal, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_conv(uintptr_t input, uintptr_t kernel, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* input_dilation, const int64_t* kernel_dilation, size_t nspatial, int64_t feature_group_size, int64_t batch_group_size, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_conv) return kiln_go_missing("kiln_conv", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_conv((kiln_tensor)input, (kiln_tensor)kernel, strides, padding_low, padding_high, input_dilation, kernel_dilation, nspatial, feature_group_size, batch_group_size, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_window_sum(uintptr_t x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_window_sum) return kiln_go_missing("kiln_window_sum", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_window_sum((kiln_tensor)x, window, strides, padding_low, padding_high, dilation, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_window_product(uintptr_t x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_window_product) return kiln_go_missing("kiln_window_product", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_window_product((kiln_tensor)x, window, strides, padding_low, padding_high, dilation, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_window_max(uintptr_t x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_window_max) return kiln_go_missing("kiln_window_max", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_window_max((kiln_tensor)x, window, strides, padding_low, padding_high, dilation, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_window_min(uintptr_t x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_window_min) return kiln_go_missing("kiln_window_min", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_window_min((kiln_tensor)x, window, strides, padding_low, padding_high, dilation, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_window_scatter_max(uintptr_t x, uintptr_t source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_window_scatter_max) return kiln_go_missing("kiln_window_scatter_max", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_window_scatter_max((kiln_tensor)x, (kiln_tensor)source, init_value, window, strides, padding_low, padding_high, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_window_scatter_min(uintptr_t x, uintptr_t source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_window_scatter_min) return kiln_go_missing("kiln_window_scatter_min", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_window_scatter_min((kiln_tensor)x, (kiln_tensor)source, init_value, window, strides, padding_low, padding_high, ndim, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_leaky_relu(uintptr_t x, double negative_slope, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_leaky_relu) return kiln_go_missing("kiln_leaky_relu", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_leaky_relu((kiln_tensor)x, negative_slope, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_elu(uintptr_t x, double alpha, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_elu) return kiln_go_missing("kiln_elu", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_elu((kiln_tensor)x, alpha, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_dot_general(uintptr_t a, const int64_t* contract_a, size_t ncontract_a, const int64_t* batch_a, size_t nbatch_a, uintptr_t b, const int64_t* contract_b, size_t ncontract_b, const int64_t* batch_b, size_t nbatch_b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_dot_general) return kiln_go_missing("kiln_dot_general", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_dot_general((kiln_tensor)a, contract_a, ncontract_a, batch_a, nbatch_a, (kiln_tensor)b, contract_b, ncontract_b, batch_b, nbatch_b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_cholesky(uintptr_t x, bool upper, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_cholesky) return kiln_go_missing("kiln_linalg_cholesky", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_cholesky((kiln_tensor)x, upper, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_triangular_solve(uintptr_t a, uintptr_t b, bool lower, bool left_side, bool transpose_a, bool unit_diagonal, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_triangular_solve) return kiln_go_missing("kiln_linalg_triangular_solve", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_triangular_solve((kiln_tensor)a, (kiln_tensor)b, lower, left_side, transpose_a, unit_diagonal, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_lu(uintptr_t x, uintptr_t* p, uintptr_t* l, uintptr_t* u, char** message) {
  if (!kiln_go_fn.kiln_linalg_lu) return kiln_go_missing("kiln_linalg_lu", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_lu((kiln_tensor)x, (kiln_tensor*)p, (kiln_tensor*)l, (kiln_tensor*)u);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_qr(uintptr_t x, bool complete, uintptr_t* q, uintptr_t* r, char** message) {
  if (!kiln_go_fn.kiln_linalg_qr) return kiln_go_missing("kiln_linalg_qr", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_qr((kiln_tensor)x, complete, (kiln_tensor*)q, (kiln_tensor*)r);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_eigh(uintptr_t x, uintptr_t* eigenvalues, uintptr_t* eigenvectors, char** message) {
  if (!kiln_go_fn.kiln_linalg_eigh) return kiln_go_missing("kiln_linalg_eigh", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_eigh((kiln_tensor)x, (kiln_tensor*)eigenvalues, (kiln_tensor*)eigenvectors);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_eigvalsh(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_eigvalsh) return kiln_go_missing("kiln_linalg_eigvalsh", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_eigvalsh((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_svd(uintptr_t x, bool full_matrices, uintptr_t* u, uintptr_t* s, uintptr_t* vh, char** message) {
  if (!kiln_go_fn.kiln_linalg_svd) return kiln_go_missing("kiln_linalg_svd", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_svd((kiln_tensor)x, full_matrices, (kiln_tensor*)u, (kiln_tensor*)s, (kiln_tensor*)vh);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_svdvals(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_svdvals) return kiln_go_missing("kiln_linalg_svdvals", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_svdvals((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_solve(uintptr_t a, uintptr_t b, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_solve) return kiln_go_missing("kiln_linalg_solve", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_solve((kiln_tensor)a, (kiln_tensor)b, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_inv(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_inv) return kiln_go_missing("kiln_linalg_inv", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_inv((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_det(uintptr_t x, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_det) return kiln_go_missing("kiln_linalg_det", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_det((kiln_tensor)x, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_slogdet(uintptr_t x, uintptr_t* sign, uintptr_t* logabsdet, char** message) {
  if (!kiln_go_fn.kiln_linalg_slogdet) return kiln_go_missing("kiln_linalg_slogdet", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_slogdet((kiln_tensor)x, (kiln_tensor*)sign, (kiln_tensor*)logabsdet);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_vector_norm(uintptr_t x, double ord, const int64_t* axes, size_t naxes, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_vector_norm) return kiln_go_missing("kiln_linalg_vector_norm", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_vector_norm((kiln_tensor)x, ord, axes, naxes, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_matrix_norm(uintptr_t x, kiln_matrix_norm ord, bool keepdims, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_matrix_norm) return kiln_go_missing("kiln_linalg_matrix_norm", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_matrix_norm((kiln_tensor)x, ord, keepdims, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_linalg_lstsq(uintptr_t a, uintptr_t b, double rcond, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_linalg_lstsq) return kiln_go_missing("kiln_linalg_lstsq", "1.4", message);
  kiln_status status = kiln_go_fn.kiln_linalg_lstsq((kiln_tensor)a, (kiln_tensor)b, rcond, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_fft(uintptr_t x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, bool inverse, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_fft) return kiln_go_missing("kiln_fft", "1.8", message);
  kiln_status status = kiln_go_fn.kiln_fft((kiln_tensor)x, axes, naxes, lengths, norm, inverse, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_rfft(uintptr_t x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_rfft) return kiln_go_missing("kiln_rfft", "1.8", message);
  kiln_status status = kiln_go_fn.kiln_rfft((kiln_tensor)x, axes, naxes, lengths, norm, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_irfft(uintptr_t x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_irfft) return kiln_go_missing("kiln_irfft", "1.8", message);
  kiln_status status = kiln_go_fn.kiln_irfft((kiln_tensor)x, axes, naxes, lengths, norm, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_pad_general(uintptr_t x, const int64_t* low, const int64_t* high, const int64_t* interior, size_t naxes, double value, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_pad_general) return kiln_go_missing("kiln_pad_general", "1.5", message);
  kiln_status status = kiln_go_fn.kiln_pad_general((kiln_tensor)x, low, high, interior, naxes, value, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_dynamic_slice(uintptr_t x, uintptr_t starts, const int64_t* sizes, size_t nsizes, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_dynamic_slice) return kiln_go_missing("kiln_dynamic_slice", "1.5", message);
  kiln_status status = kiln_go_fn.kiln_dynamic_slice((kiln_tensor)x, (kiln_tensor)starts, sizes, nsizes, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_dynamic_update_slice(uintptr_t x, uintptr_t starts, uintptr_t update, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_dynamic_update_slice) return kiln_go_missing("kiln_dynamic_update_slice", "1.5", message);
  kiln_status status = kiln_go_fn.kiln_dynamic_update_slice((kiln_tensor)x, (kiln_tensor)starts, (kiln_tensor)update, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_random_permutation(uintptr_t key, int64_t n, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_random_permutation) return kiln_go_missing("kiln_random_permutation", "1.5", message);
  kiln_status status = kiln_go_fn.kiln_random_permutation((kiln_tensor)key, n, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_group_init(const char* engine, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_group_init) return kiln_go_missing("kiln_group_init", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_group_init(engine, (kiln_group*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_group_from_mpi_comm(const void* comm, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_group_from_mpi_comm) return kiln_go_missing("kiln_group_from_mpi_comm", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_group_from_mpi_comm(comm, (kiln_group*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_group_rank(uintptr_t group, int64_t* rank, char** message) {
  if (!kiln_go_fn.kiln_group_rank) return kiln_go_missing("kiln_group_rank", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_group_rank((kiln_group)group, rank);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_group_size(uintptr_t group, int64_t* size, char** message) {
  if (!kiln_go_fn.kiln_group_size) return kiln_go_missing("kiln_group_size", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_group_size((kiln_group)group, size);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_group_split(uintptr_t group, int64_t color, int64_t key, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_group_split) return kiln_go_missing("kiln_group_split", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_group_split((kiln_group)group, color, key, (kiln_group*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_group_set_timeout(uintptr_t group, double seconds, char** message) {
  if (!kiln_go_fn.kiln_group_set_timeout) return kiln_go_missing("kiln_group_set_timeout", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_group_set_timeout((kiln_group)group, seconds);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_group_release(uintptr_t group, char** message) {
  if (!kiln_go_fn.kiln_group_release) return kiln_go_missing("kiln_group_release", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_group_release((kiln_group)group);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_all_sum(uintptr_t x, uintptr_t group, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_all_sum) return kiln_go_missing("kiln_all_sum", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_all_sum((kiln_tensor)x, (kiln_group)group, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_all_max(uintptr_t x, uintptr_t group, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_all_max) return kiln_go_missing("kiln_all_max", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_all_max((kiln_tensor)x, (kiln_group)group, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_all_min(uintptr_t x, uintptr_t group, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_all_min) return kiln_go_missing("kiln_all_min", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_all_min((kiln_tensor)x, (kiln_group)group, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_all_gather(uintptr_t x, uintptr_t group, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_all_gather) return kiln_go_missing("kiln_all_gather", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_all_gather((kiln_tensor)x, (kiln_group)group, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_sum_scatter(uintptr_t x, uintptr_t group, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_sum_scatter) return kiln_go_missing("kiln_sum_scatter", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_sum_scatter((kiln_tensor)x, (kiln_group)group, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_send(uintptr_t x, int64_t dst, uintptr_t group, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_send) return kiln_go_missing("kiln_send", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_send((kiln_tensor)x, dst, (kiln_group)group, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}

int kiln_go_recv(const int64_t* shape, size_t ndim, kiln_dtype dtype, int64_t src, uintptr_t group, uintptr_t device, uintptr_t* out, char** message) {
  if (!kiln_go_fn.kiln_recv) return kiln_go_missing("kiln_recv", "1.11", message);
  kiln_status status = kiln_go_fn.kiln_recv(shape, ndim, dtype, src, (kiln_group)group, (kiln_device)device, (kiln_tensor*)out);
  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();
  return (int)status;
}
